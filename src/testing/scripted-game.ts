import type { CommandBase, EventBase, GameState, Prompt, Ruleset } from 'sandtable';
import { gameFromState, scripted } from 'sandtable';

/**
 * A hand-built position wrapped as a game (seed 1) whose dice are `faces`, in order, from the first command
 * on; a command that needs more faces is rejected with `dice-exhausted`.
 * @example const game = scriptedGame(duel, position, [6, 3]);
 */
export function scriptedGame<
  S,
  C extends CommandBase,
  E extends EventBase,
  Setup,
  CIn,
  SetupIn,
  P extends Prompt = Prompt,
  V = S,
>(
  ruleset: Ruleset<S, C, E, Setup, CIn, SetupIn, P, V>,
  position: S,
  faces: readonly number[] = [],
): GameState<S, C, E, CIn, P, V> {
  return gameFromState(ruleset, position, { seed: 1, dice: scripted([...faces]) });
}

/** How many scripted faces `game` has not used yet (0 when its dice are not scripted). */
export function diceLeft(game: GameState<unknown, unknown, unknown, unknown, Prompt, unknown>): number {
  const dice = game.dice;
  return dice.kind === 'scripted' ? dice.values.length - dice.next : 0;
}
