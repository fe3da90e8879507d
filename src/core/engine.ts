import { Immer } from 'immer';
import { clipEchoes, clipKey } from './clip.js';
import { checkProvidedDice, type ProvideDiceCommand, parseCommand } from './command-validation.js';
import { deepFreeze } from './deep-freeze.js';
import { CommandDice, type DiceRequest, NeedDiceSignal } from './dice.js';
import { type DiceSource, initialDiceState, type Seed, seeded } from './dice-source.js';
import { type Rejection, RejectionSignal, SandtableError } from './errors.js';
import type { CoreEvent, GameEvent } from './events.js';
import { checkLoadedGame } from './load-state.js';
import { STATE_LIMITS, toPlainData } from './plain-data.js';
import type { RollPrompt } from './prompt-schema.js';
import { registerRuleset, rulesetById } from './registry.js';
import type { AnyRuleset, ApplyContext, CommandTemplate, Ruleset } from './ruleset.js';
import type {
  AwaitingDice,
  CommandBase,
  EventBase,
  GameState,
  GameView,
  Json,
  Outcome,
  PlayerId,
  Prompt,
} from './types.js';

/** Options of {@link createGame}. */
export interface CreateGameOptions {
  /** Required: the same seed and commands always give the same game. */
  readonly seed: Seed;
  /** Where dice come from; default `seeded(seed)`. */
  readonly dice?: DiceSource;
}

/** The result of {@link applyCommand}: the new state and what happened, or why nothing did. */
export type CommandResult<S, C, E, CIn = C, P extends Prompt = Prompt, V = S> =
  | { readonly ok: true; readonly state: GameState<S, C, E, CIn, P, V>; readonly events: GameEvent<E>[] }
  | {
      readonly ok: false;
      /** The very state passed in (same reference). */
      readonly state: GameState<S, C, E, CIn, P, V>;
      /** Always empty. */
      readonly events: GameEvent<E>[];
      readonly error: Rejection;
    };

/** The result of {@link validateCommand}. */
export type ValidationResult = { readonly ok: true } | { readonly ok: false; readonly error: Rejection };

/**
 * Starts a game: validates the setup, builds the initial state and records the dice source.
 * Throws a `SandtableError` with code `invalid-setup` and readable issues when the setup is wrong.
 * @example const state = createGame(xenocide, { armies, scenario: 'attrition' }, { seed: 42 });
 */
export function createGame<
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
): GameState<S, C, E, CIn, P, V> {
  registerRuleset(ruleset);
  if (options === undefined || options.seed === undefined) {
    throw new SandtableError(
      'invalid-setup',
      'createGame: options.seed is required (an integer or a string).',
    );
  }
  let parsed: ReturnType<typeof ruleset.schemas.setup.safeParse>;
  try {
    parsed = ruleset.schemas.setup.safeParse(setup);
  } catch (error) {
    throw new SandtableError(
      'invalid-setup',
      `The ${ruleset.id} setup could not be read as plain data (${error instanceof Error ? error.name : 'a thrown value'}).`,
    );
  }
  if (!parsed.success) {
    // Messages and paths quote the caller's keys: cut them (a 1 MB unknown key is no message).
    const issues = parsed.error.issues.map((i) => ({
      path: i.path.map((key) => String(clipKey(typeof key === 'number' ? key : String(key)))),
      message: clipEchoes(i.message),
    }));
    const lines = issues.slice(0, 5).map((i) => `${i.path.join('.') || '(setup)'}: ${i.message}`);
    throw new SandtableError(
      'invalid-setup',
      clipEchoes(`The ${ruleset.id} setup is not valid: ${lines.join('; ')}.`),
      { issues },
    );
  }
  const game = deepFreeze(ruleset.setup(parsed.data));
  return envelope<S, C, E, CIn, P, V>(ruleset, {
    format: 1,
    ruleset: ruleset.id,
    rulesetVersion: ruleset.version,
    seed: options.seed,
    seq: 0,
    dice: initialDiceState(options.dice ?? seeded(options.seed)),
    pending: [],
    game,
  });
}

/**
 * Wraps a ruleset state built by hand (a test position, a scenario editor's layout) in a game state,
 * without running setup. The state is read once as plain data and checked with the ruleset's `schemas.state`
 * and its queries (not its invariants: a position may set up on purpose what the rules then repair); a
 * state that fails throws `invalid-setup` saying what is wrong.
 * @example const state = gameFromState(duel, { ...position }, { seed: 1, dice: scripted([6, 6]) });
 */
export function gameFromState<
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
  game: S,
  options: CreateGameOptions,
): GameState<S, C, E, CIn, P, V> {
  registerRuleset(ruleset);
  if (options === undefined || options.seed === undefined) {
    throw new SandtableError(
      'invalid-setup',
      'gameFromState: options.seed is required (an integer or a string).',
    );
  }
  const plain = toPlainData(game, STATE_LIMITS);
  if (!plain.ok) {
    const where = plain.path.length > 0 ? ` at ${plain.path.map(clipKey).join('.')}` : '';
    throw new SandtableError(
      'invalid-setup',
      `gameFromState: the ${ruleset.id} state is not plain data${where}: ${plain.reason}.`,
    );
  }
  // Not the invariants: a hand-built position may set up on purpose what the rules repair (a test of it).
  checkLoadedGame(ruleset, plain.value, 'invalid-setup', 'gameFromState', false);
  return envelope<S, C, E, CIn, P, V>(ruleset, {
    format: 1,
    ruleset: ruleset.id,
    rulesetVersion: ruleset.version,
    seed: options.seed,
    seq: 0,
    dice: initialDiceState(options.dice ?? seeded(options.seed)),
    pending: [],
    game: plain.value as S,
  });
}

/**
 * Applies one command: validates it, resolves it until the next decision, returns the new state and
 * events. Any malformed or illegal input is rejected with the same state object; only an engine bug throws.
 * @example
 * const result = applyCommand(state, { type: 'attack', player: 'red' });
 * if (result.ok) state = result.state; else console.log(result.error.message);
 */
export function applyCommand<S, C, E, CIn, P extends Prompt = Prompt, V = S>(
  state: GameState<S, C, E, CIn, P, V>,
  command: NoInfer<CIn | ProvideDiceCommand>,
): CommandResult<S, C, E, CIn, P, V> {
  return applyCommandSnapshot(state, command).result;
}

/**
 * {@link applyCommand}, also returning the plain-data snapshot the command was read into (undefined when it
 * could not be read): the one copy every check, the parse and the reducer saw, which a record keeps; and the
 * parsed command the reducer got.
 * Used by `createMatch`; not exported from the package.
 */
export function applyCommandSnapshot<S, C, E, CIn, P extends Prompt = Prompt, V = S>(
  state: GameState<S, C, E, CIn, P, V>,
  command: unknown,
): {
  readonly result: CommandResult<S, C, E, CIn, P, V>;
  readonly snapshot: Json | undefined;
  readonly command: Json | undefined;
} {
  const ruleset = rulesetOf(state);
  if ((state as Partial<GameView>).viewer !== undefined) {
    throw new SandtableError(
      'not-a-game-state',
      'applyCommand: this is a player view from viewFor(); apply commands to the full state.',
    );
  }
  const parsed = parseCommand(ruleset, state as GameState, command);
  if (!parsed.ok)
    return {
      result: { ok: false, state, events: [], error: parsed.error },
      snapshot: undefined,
      command: undefined,
    };
  const result =
    parsed.command.type === 'provide-dice'
      ? provideDice(ruleset, state, parsed.command as ProvideDiceCommand)
      : resolve(ruleset, state, parsed.command as Json, [], 0);
  const applied = parsed.command as Json;
  if (result.ok) return { result, snapshot: parsed.snapshot, command: applied };
  // A ruleset's message may repeat an id from the command: cut what it echoes (a 1 MB id is no message).
  const error = { ...result.error, message: clipEchoes(result.error.message) };
  return { result: { ...result, error }, snapshot: parsed.snapshot, command: applied };
}

/** Runs the same checks as {@link applyCommand} without keeping anything: how a UI checks a dragged model. */
export function validateCommand<S, C, E, CIn, P extends Prompt = Prompt, V = S>(
  state: GameState<S, C, E, CIn, P, V>,
  command: NoInfer<CIn | ProvideDiceCommand>,
): ValidationResult {
  const result = applyCommand(state, command);
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}

/** The open decisions: who must decide what next (also `state.pending`). */
export function pending<P extends Prompt = Prompt>(
  state: GameState<unknown, unknown, unknown, unknown, P>,
): readonly (P | RollPrompt)[] {
  return state.pending;
}

/**
 * The discrete commands open to `player` now (its standing commands included); empty when the player is
 * neither asked nor has a standing command, or while dice are awaited.
 */
export function legalCommands<S, C, E, CIn, P extends Prompt = Prompt, V = S>(
  state: GameState<S, C, E, CIn, P, V>,
  player: PlayerId,
): C[] {
  if (state.outcome || state.awaitingDice) return [];
  const ruleset = rulesetOf(state);
  const asked = state.pending.some((p) => p.player === player);
  if (!asked && (ruleset.standingCommands?.(state.game, player).length ?? 0) === 0) return [];
  return ruleset.legalCommands(state.game, player) as C[];
}

/** Templates for continuous choices (moves) open to `player` now. */
export function commandTemplates(state: GameState, player: PlayerId): CommandTemplate[] {
  if (state.outcome || state.awaitingDice) return [];
  if (!state.pending.some((p) => p.player === player)) return [];
  return rulesetOf(state).commandTemplates?.(state.game, player) ?? [];
}

/**
 * What `player` may see: the ruleset's view of the game (others' secrets removed), the prompts and the
 * outcome. The seed, the dice generator's state, scripted faces and the command behind a manual roll are
 * never in it; a waiting roll shows only what is asked and who rolls.
 * @example const mine = viewFor(state, 'blue'); render(mine.game, mine.pending);
 */
export function viewFor<S, C, E, CIn, P extends Prompt = Prompt, V = S>(
  state: GameState<S, C, E, CIn, P, V>,
  player: PlayerId,
): GameView<V, C, E, P> {
  const ruleset = rulesetOf(state);
  const view: GameView<V, C, E, P> = {
    format: state.format,
    ruleset: state.ruleset,
    rulesetVersion: state.rulesetVersion,
    viewer: player,
    seq: state.seq,
    dice: { kind: state.dice.kind === 'manual' ? 'manual' : 'hidden' },
    ...(state.awaitingDice
      ? { awaitingDice: { request: state.awaitingDice.request, player: state.awaitingDice.player } }
      : {}),
    pending: state.pending,
    ...(state.outcome ? { outcome: state.outcome } : {}),
    game: ruleset.viewFor(state.game, player) as V,
  };
  return deepFreeze(view);
}

/** How the game ended, or undefined while it goes on. */
export function outcome(state: GameState): Outcome | undefined {
  return state.outcome;
}

/** The ruleset a state belongs to. */
export function rulesetOf(state: GameState): AnyRuleset {
  if (
    typeof state !== 'object' ||
    state === null ||
    state.format !== 1 ||
    typeof state.ruleset !== 'string'
  ) {
    throw new SandtableError(
      'not-a-game-state',
      'Expected a game state made by createGame, applyCommand or deserialize.',
    );
  }
  return rulesetById(state.ruleset);
}

type Step =
  | { kind: 'done'; game: unknown; events: GameEvent[]; dice: GameState['dice'] }
  | { kind: 'rejected'; error: Rejection }
  | { kind: 'need-dice'; request: DiceRequest; events: GameEvent[] };

/**
 * The engine's own immer instance. It does not auto-freeze: {@link envelope} deep-freezes each new state once,
 * skipping the subtrees shared with the previous (already frozen) state, which costs less than immer's
 * per-draft finalisation freeze and leaves the global immer settings of the host application alone.
 */
const immer = new Immer({ autoFreeze: false });

function run(ruleset: AnyRuleset, state: GameState, command: Json, faces: readonly number[]): Step {
  const events: GameEvent[] = [];
  const emit = (event: EventBase) => {
    events.push((event.visibleTo === undefined ? { ...event, visibleTo: 'all' } : event) as GameEvent);
  };
  const dice = new CommandDice(state.dice, emit, faces);
  const ctx: ApplyContext<unknown, EventBase> = {
    base: state.game,
    dice,
    seq: state.seq,
    emit,
    reject(code, message, extra) {
      if (dice.rolled > 0) {
        throw new SandtableError(
          'engine-bug',
          `${ruleset.id}: command '${(command as { type: string }).type}' was rejected after rolling dice; rulesets must validate before they roll.`,
        );
      }
      throw new RejectionSignal({ code, message, ...extra });
    },
  };
  try {
    const game = immer.produce(state.game, (draft: unknown) => {
      ruleset.apply(draft, command, ctx);
    });
    return { kind: 'done', game, events, dice: dice.nextState() };
  } catch (signal) {
    if (signal instanceof RejectionSignal) return { kind: 'rejected', error: signal.rejection };
    if (signal instanceof NeedDiceSignal) return { kind: 'need-dice', request: signal.request, events };
    throw signal;
  }
}

function resolve<S, C, E, CIn, P extends Prompt = Prompt, V = S>(
  ruleset: AnyRuleset,
  state: GameState<S, C, E, CIn, P, V>,
  command: Json,
  faces: readonly number[],
  emitted: number,
): CommandResult<S, C, E, CIn, P, V> {
  const step = run(ruleset, state as GameState, command, faces);
  if (step.kind === 'rejected') return { ok: false, state, events: [], error: step.error };
  if (step.kind === 'need-dice') {
    const roller = step.request.player ?? (command as { player: string }).player;
    const awaitingDice: AwaitingDice = {
      command,
      supplied: faces,
      emitted: step.events.length,
      request: step.request,
      player: roller,
    };
    const requested: CoreEvent = { type: 'dice-requested', ...step.request, roller, visibleTo: 'all' };
    const next = deepFreeze({
      ...state,
      seq: state.seq + 1,
      awaitingDice,
      pending: [rollPrompt(roller, step.request)],
    });
    return { ok: true, state: next, events: [...step.events.slice(emitted), requested] as GameEvent<E>[] };
  }
  const { awaitingDice: _, ...rest } = state;
  const next = envelope<S, C, E, CIn, P, V>(ruleset, {
    ...rest,
    seq: state.seq + 1,
    dice: step.dice,
    game: step.game as S,
  });
  const events = step.events.slice(emitted) as GameEvent<E>[];
  if (next.outcome && !state.outcome)
    events.push({ type: 'game-ended', outcome: next.outcome, visibleTo: 'all' });
  return { ok: true, state: next, events };
}

function provideDice<S, C, E, CIn, P extends Prompt = Prompt, V = S>(
  ruleset: AnyRuleset,
  state: GameState<S, C, E, CIn, P, V>,
  command: ProvideDiceCommand,
): CommandResult<S, C, E, CIn, P, V> {
  const awaiting = state.awaitingDice as AwaitingDice;
  const problem = checkProvidedDice(command.dice, awaiting.request);
  if (problem) return { ok: false, state, events: [], error: problem };
  return resolve(ruleset, state, awaiting.command, [...awaiting.supplied, ...command.dice], awaiting.emitted);
}

function rollPrompt(player: PlayerId, request: DiceRequest): RollPrompt {
  return {
    player,
    kind: 'roll',
    commands: ['provide-dice'],
    message: `Roll ${request.count} d${request.sides} for '${request.purpose}' and enter the faces.`,
    constraints: { purpose: request.purpose, count: request.count, sides: request.sides },
    ...(request.rules ? { rules: request.rules } : {}),
  };
}

/** Completes a state: asks the ruleset for the outcome and open prompts, then freezes it. */
function envelope<S, C, E, CIn, P extends Prompt = Prompt, V = S>(
  ruleset: AnyRuleset,
  base: Omit<GameState<S, C, E, CIn, P, V>, 'pending' | 'outcome'> & { pending?: unknown; outcome?: unknown },
): GameState<S, C, E, CIn, P, V> {
  const { outcome: _o, pending: _p, ...rest } = base;
  const result: Outcome | undefined = ruleset.outcome(base.game);
  const prompts: P[] = result ? [] : ruleset.pending(base.game);
  const state: GameState<S, C, E, CIn, P, V> = result
    ? { ...rest, pending: prompts, outcome: result }
    : { ...rest, pending: prompts };
  return deepFreeze(state);
}
