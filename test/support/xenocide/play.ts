import { produce } from 'immer';
import {
  applyCommand,
  type DiceRolledEvent,
  type GameEvent,
  type GameState,
  gameFromState,
  scripted,
} from 'sandtable';
import { applyAll, scriptedGame } from 'sandtable/testing';
import { CommandDice } from '../../../src/core/dice';
import { initialDiceState } from '../../../src/core/dice-source';
import type { MoveUnitCommand, XenocideCommand } from '../../../src/rulesets/xenocide/commands/schema';
import type { XenocideContext, XenocideDraft } from '../../../src/rulesets/xenocide/context';
import type { XenocideEvent } from '../../../src/rulesets/xenocide/events';
import { xenocide } from '../../../src/rulesets/xenocide/index';
import { narrateXenocide } from '../../../src/rulesets/xenocide/narrate';
import type { XenocideState } from '../../../src/rulesets/xenocide/state';
import { checkPendingPrompts } from '../prompt-check';

export { diceFor, diceLeft, eventsOf, refused } from 'sandtable/testing';

/** A Xenocide game state as the engine returns it. */
export type Game = GameState<XenocideState, XenocideCommand, XenocideEvent>;
/** A Xenocide event as the engine returns it. */
export type Event = GameEvent<XenocideEvent>;

/** A test position wrapped as a game, with scripted dice for every command that follows. */
export function gameOf(position: XenocideState, dice: readonly number[] = []): Game {
  return scriptedGame(xenocide, position, dice) as Game;
}

/** The result of {@link play}: the last state and every event of the commands, in order. */
export interface Played {
  readonly state: Game;
  readonly events: Event[];
}

/**
 * Applies commands in order, checking every open prompt against Xenocide's prompt schema after each;
 * throws with the rejection if one is refused.
 */
export function play(game: Game, ...commands: XenocideCommand[]): Played {
  return applyAll(game, commands, { afterEach: checkPendingPrompts }) as Played;
}

/** The narrated lines of Xenocide's own events (not dice). */
export function story(events: readonly Event[]): string[] {
  return events
    .filter((e) => e.type !== 'dice-rolled')
    .map((e) => narrateXenocide(e as unknown as XenocideEvent).trim());
}

/** A unit of a game by id. */
export function unitIn(game: Game, id: string) {
  const unit = game.game.units.find((u) => u.id === id);
  if (!unit) throw new Error(`no unit ${id}`);
  return unit;
}

/** A side's command points in a game (-1 for no such side). */
export function cpOf(game: Game, player: string): number {
  return game.game.sides.find((s) => s.player === player)?.cp ?? -1;
}

/** The outcome of {@link playAt}: the accepted command's state and events, or its rejection. */
export type Attempt =
  | {
      readonly ok: true;
      readonly state: XenocideState;
      readonly events: readonly XenocideEvent[];
      readonly game: GameState<XenocideState>;
    }
  | {
      readonly ok: false;
      readonly code: string;
      readonly message: string;
      readonly path?: readonly (string | number)[];
    };

/** Runs one command on a position through the engine with scripted dice (which must all be used). */
export function playAt(
  position: XenocideState,
  command: MoveUnitCommand,
  dice: readonly number[] = [],
): Attempt {
  const game = gameFromState(xenocide, position, { seed: 1, dice: scripted([...dice]) });
  const result = applyCommand(game, command);
  if (!result.ok)
    return {
      ok: false,
      code: result.error.code,
      message: result.error.message,
      ...(result.error.path ? { path: result.error.path } : {}),
    };
  const left = result.state.dice;
  if (left.kind === 'scripted' && left.next !== left.values.length) {
    throw new Error(`the move used ${left.next} of the ${left.values.length} scripted dice`);
  }
  return {
    ok: true,
    state: result.state.game,
    events: result.events as unknown as XenocideEvent[],
    game: result.state as GameState<XenocideState>,
  };
}

/** Like {@link playAt}, but fails the test with the rejection message when the command is refused. */
export function played(position: XenocideState, command: MoveUnitCommand, dice: readonly number[] = []) {
  const result = playAt(position, command, dice);
  if (!result.ok) throw new Error(`expected the move to be accepted, got ${result.code}: ${result.message}`);
  return result;
}

/** Runs a command on a position with seeded dice (for property tests): the engine's result. */
export function playSeeded(position: XenocideState, command: MoveUnitCommand, seed: number) {
  return applyCommand(gameFromState(xenocide, position, { seed }), command);
}

/** Scripted dice for one resolution, with the events they emitted. */
export interface TestDice {
  readonly dice: CommandDice;
  readonly events: DiceRolledEvent[];
  /** Faces not used yet. */
  left(): number;
  /** The faces rolled for one purpose, roll by roll. */
  rolls(purpose: string): number[][];
}

/** Scripted dice for calling a rule function directly: `faces` in order; running out throws `dice-exhausted`. */
export function scriptedDice(faces: readonly number[]): TestDice {
  const events: DiceRolledEvent[] = [];
  const dice = new CommandDice(initialDiceState(scripted(faces)), (e) => events.push(e));
  return {
    dice,
    events,
    left: () => faces.length - dice.rolled,
    rolls: (purpose) => events.filter((e) => e.purpose === purpose).map((e) => [...e.dice]),
  };
}

/**
 * Runs a rule helper inside immer with scripted dice, as a command handler would (a rejection throws);
 * returns the new state and events, and throws unless every die was used.
 */
export function runHandler(
  state: XenocideState,
  dice: readonly number[],
  run: (draft: XenocideDraft, ctx: XenocideContext) => void,
): { state: XenocideState; events: { type: string }[] } {
  const events: { type: string }[] = [];
  const emit = (event: { type: string }) => {
    events.push(event);
  };
  const roller = new CommandDice({ kind: 'scripted', values: [...dice], next: 0 }, emit as never);
  const ctx = {
    base: state,
    dice: roller,
    seq: 0,
    emit,
    reject(code: string, message: string): never {
      throw new Error(`rejected ${code}: ${message}`);
    },
  } as unknown as XenocideContext;
  const next = produce(state, (draft) => run(draft as XenocideDraft, ctx));
  const used = roller.nextState();
  if (used.kind === 'scripted' && used.next !== dice.length)
    throw new Error(`used ${used.next} of ${dice.length} dice`);
  return { state: next, events };
}
