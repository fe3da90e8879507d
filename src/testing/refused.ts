import type { GameState, Prompt, Rejection } from 'sandtable';
import { applyCommand } from 'sandtable';

/**
 * Applies a command that must be refused and returns its rejection; throws if it is accepted, or if the
 * rejection returned another state object or emitted events (a rejection leaves the game untouched).
 * @example expect(refused(game, { type: 'attack', player: 'blue' }).code).toBe('not-your-turn');
 */
export function refused<S, C, E, CIn, P extends Prompt, V>(
  game: GameState<S, C, E, CIn, P, V>,
  command: unknown,
): Rejection {
  const result = applyCommand(game, command as CIn);
  if (result.ok) throw new Error(`${JSON.stringify(command)} was accepted`);
  if (result.state !== game || result.events.length > 0)
    throw new Error(`the rejection of ${JSON.stringify(command)} changed the state or emitted events`);
  return result.error;
}
