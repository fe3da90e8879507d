import {
  applyCommand,
  type GameEvent,
  type GameState,
  gameFromState,
  type Rejection,
  scripted,
} from 'sandtable';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import type { XenocideEvent } from '../../../../src/rulesets/xenocide/events';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import { narrateXenocide } from '../../../../src/rulesets/xenocide/narrate';
import type { ActivationPhase, XenocideState } from '../../../../src/rulesets/xenocide/state';
import { checkPendingPrompts } from '../../prompt-check';

/** A Xenocide game state as the engine returns it. */
export type Game = GameState<XenocideState, XenocideCommand, XenocideEvent>;
/** A Xenocide event as the engine returns it. */
export type Event = GameEvent<XenocideEvent>;

/** A test position wrapped as a game, with scripted dice for every command that follows. */
export function gameOf(position: XenocideState, dice: readonly number[] = []): Game {
  return gameFromState(xenocide, position, { seed: 1, dice: scripted([...dice]) }) as Game;
}

/** The same position in another phase (and, optionally, of another player with other acting units). */
export function inPhase(
  position: XenocideState,
  phase: ActivationPhase,
  player = 'red',
  units?: readonly string[],
): XenocideState {
  return {
    ...position,
    stage: {
      kind: 'activation',
      player,
      company: `${player}.c1`,
      phase,
      units: units ?? position.units.filter((u) => u.player === player).map((u) => u.id),
    },
  };
}

/** Applies commands in order; throws with the rejection if one is refused. Returns the last state and all events. */
export function run(game: Game, ...commands: XenocideCommand[]): { state: Game; events: Event[] } {
  let state = game;
  const events: Event[] = [];
  for (const command of commands) {
    const result = applyCommand(state, command);
    if (!result.ok)
      throw new Error(
        `${JSON.stringify(command)} was rejected (${result.error.code}): ${result.error.message}`,
      );
    state = result.state as Game;
    checkPendingPrompts(state);
    events.push(...(result.events as Event[]));
  }
  return { state, events };
}

/** A command that must be refused: the state is returned unchanged and nothing is emitted. */
export function refused(game: Game, command: unknown): Rejection {
  const result = applyCommand(game, command as XenocideCommand);
  if (result.ok) throw new Error(`${JSON.stringify(command)} was accepted`);
  if (result.state !== game || result.events.length > 0)
    throw new Error('a rejection changed the state or emitted events');
  return result.error;
}

/** The events of one type. */
export function eventsOf<T extends XenocideEvent['type']>(
  events: readonly Event[],
  type: T,
): Extract<XenocideEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as unknown as Extract<XenocideEvent, { type: T }>[];
}

/** The faces rolled for one purpose, roll by roll. */
export function diceFor(events: readonly Event[], purpose: string): number[][] {
  return events
    .filter((e) => e.type === 'dice-rolled' && (e as unknown as { purpose: string }).purpose === purpose)
    .map((e) => [...(e as unknown as { dice: number[] }).dice]);
}

/** The narrated lines of Xenocide's own events (not dice). */
export function story(events: readonly Event[]): string[] {
  return events
    .filter((e) => e.type !== 'dice-rolled')
    .map((e) => narrateXenocide(e as unknown as XenocideEvent).trim());
}

/** How many scripted dice are left unused. */
export function diceLeft(game: Game): number {
  const dice = game.dice;
  return dice.kind === 'scripted' ? dice.values.length - dice.next : 0;
}

/** A unit of a game by id. */
export function unitIn(game: Game, id: string) {
  const unit = game.game.units.find((u) => u.id === id);
  if (!unit) throw new Error(`no unit ${id}`);
  return unit;
}

/** A side of a game. */
export function cpOf(game: Game, player: string): number {
  return game.game.sides.find((s) => s.player === player)?.cp ?? -1;
}
