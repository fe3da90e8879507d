import { clipKey } from './clip.js';
import type { ProvideDiceCommand } from './command-validation.js';
import { DICE_SCHEME } from './dice-source.js';
import { applyCommandSnapshot, type CommandResult, type CreateGameOptions, createGame } from './engine.js';
import { SandtableError } from './errors.js';
import type { GameEvent } from './events.js';
import { STATE_LIMITS, toPlainData } from './plain-data.js';
import { FORMAT_VERSION, type GameRecord, type RecordedDice } from './record.js';
import type { AnyRuleset, Ruleset } from './ruleset.js';
import type { CommandBase, EventBase, GameState, Json, Prompt } from './types.js';
import { type UndoRefusal, undoRefusalFor } from './undo.js';

/** The result of {@link Match.undo}: the state stepped back to, or why the last command cannot be taken back. */
export type UndoResult<S, C, E, CIn = C, P extends Prompt = Prompt, V = S> =
  | { readonly ok: true; readonly state: GameState<S, C, E, CIn, P, V> }
  | { readonly ok: false; readonly error: UndoRefusal };

/** The result of {@link Match.canUndo}: whether an undo would succeed now, and why not. */
export type UndoCheck = { readonly ok: true } | { readonly ok: false; readonly error: UndoRefusal };

/**
 * A game with its history: the current state, every event and the record that replays it.
 * The state stays pure data; the history lives here, outside it (keeping it in state slows commands).
 */
export interface Match<S, C, E, Setup, CIn = C, SetupIn = Setup, P extends Prompt = Prompt, V = S> {
  /** The current state. */
  readonly state: GameState<S, C, E, CIn, P, V>;
  /** Every event so far, in order (an undo removes the undone command's events from this array). */
  readonly events: readonly GameEvent<E>[];
  /**
   * Applies a command; accepted commands join the record (as the plain-data copy the engine checked), rejected
   * ones change nothing.
   */
  apply(command: CIn | ProvideDiceCommand): CommandResult<S, C, E, CIn, P, V>;
  /**
   * Takes back the last accepted command: the state before it returns (the same object), the command leaves
   * the record and its events leave `events`. Refused, changing nothing, when there is none
   * (`nothing-to-undo`) or when it revealed randomness (`undo-would-reveal-dice`: a die was rolled, scripted
   * or seeded, or physical dice were entered) or hidden information (`undo-would-reveal-secret`: a secret
   * simultaneous choice was completed, or the ruleset's `reveals` says so). Undo again to step further back.
   */
  undo(): UndoResult<S, C, E, CIn, P, V>;
  /** Whether {@link Match.undo} would succeed now, and why not: what a UI needs to enable its undo button. */
  canUndo(): UndoCheck;
  /** The record of the game so far (commands and setup as they were given), for `replay` and saving. */
  record(): GameRecord<CIn, SetupIn>;
}

/** One accepted command as undo needs it. */
type Step<S, C, E, CIn, P extends Prompt, V> =
  | { readonly undoable: true; readonly before: GameState<S, C, E, CIn, P, V>; readonly eventCount: number }
  | { readonly undoable: false; readonly refusal: UndoRefusal };

/**
 * Starts a game and keeps its history, for apps, bots and tests that want the record without tracking it.
 * @example
 * const match = createMatch(duel, setup, { seed: 7 });
 * match.apply({ type: 'attack', player: 'red' });
 * if (match.canUndo().ok) match.undo();
 * writeFileSync('game.json', serializeRecord(match.record()));
 */
export function createMatch<
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
  setup: NoInfer<SetupIn>,
  options: CreateGameOptions,
): Match<S, C, E, Setup, CIn, SetupIn, P, V> {
  // The setup is read once too: the record keeps exactly what the game was built from.
  const plain = toPlainData(setup, STATE_LIMITS);
  if (!plain.ok) {
    const where = plain.path.length > 0 ? ` at ${plain.path.map(clipKey).join('.')}` : '';
    throw new SandtableError(
      'invalid-setup',
      `createMatch: the setup is not plain data${where}: ${plain.reason}.`,
    );
  }
  const recordedSetup = plain.value as SetupIn;
  let state = createGame(ruleset, recordedSetup, options);
  const events: GameEvent<E>[] = [];
  const commands: (CIn | ProvideDiceCommand)[] = [];
  // Only the steps since the last one that revealed something: nothing before it can be undone.
  const steps: Step<S, C, E, CIn, P, V>[] = [];
  const dice: RecordedDice =
    options.dice === undefined || options.dice.kind === 'seeded'
      ? 'seeded'
      : options.dice.kind === 'manual'
        ? 'manual'
        : { scripted: [...options.dice.values] };
  const seed = options.dice?.kind === 'seeded' ? options.dice.seed : options.seed;
  const check = (): UndoCheck => {
    const last = steps[steps.length - 1];
    if (!last) {
      return {
        ok: false,
        error: { code: 'nothing-to-undo', message: 'There is no command to undo: the game is at its start.' },
      };
    }
    return last.undoable ? { ok: true } : { ok: false, error: last.refusal };
  };
  return {
    get state() {
      return state;
    },
    get events() {
      return events;
    },
    apply(command) {
      const { result, snapshot, command: parsed } = applyCommandSnapshot(state, command);
      if (result.ok) {
        const refusal = undoRefusalFor(
          ruleset as AnyRuleset,
          state as GameState,
          result.state as GameState,
          parsed as Json,
          result.events,
        );
        if (refusal) {
          steps.length = 0;
          steps.push({ undoable: false, refusal });
        } else {
          steps.push({ undoable: true, before: state, eventCount: events.length });
        }
        state = result.state;
        commands.push(snapshot as unknown as CIn | ProvideDiceCommand);
        for (const e of result.events) events.push(e);
      }
      return result;
    },
    undo() {
      const verdict = check();
      if (!verdict.ok) return verdict;
      const step = steps.pop() as Extract<Step<S, C, E, CIn, P, V>, { undoable: true }>;
      state = step.before;
      commands.pop();
      events.length = step.eventCount;
      return { ok: true, state };
    },
    canUndo: check,
    record() {
      return {
        format: FORMAT_VERSION,
        ruleset: ruleset.id,
        rulesetVersion: ruleset.version,
        setup: recordedSetup,
        seed,
        dice,
        diceScheme: DICE_SCHEME,
        commands: [...commands],
      };
    },
  };
}
