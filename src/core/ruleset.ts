import type { Draft } from 'immer';
import type { ZodType } from 'zod';
import type { Dice } from './dice.js';
import { type Rejection, SandtableError } from './errors.js';
import type { GameEvent } from './events.js';
import type { RollPrompt } from './prompt-schema.js';
import type { CommandBase, EventBase, GameState, Json, Outcome, PlayerId, Prompt } from './types.js';

/** What a ruleset's `apply` gets besides the draft: the dice, the event sink and the way to say no. */
export interface ApplyContext<S, E extends EventBase> {
  /** The state before this command, read-only. Read from it rather than the draft in hot loops: it is cheaper. */
  readonly base: S;
  /** The game's dice for this command. */
  readonly dice: Dice;
  /** Number of commands accepted before this one. */
  readonly seq: number;
  /** Records an event (in order); `visibleTo` defaults to everyone. */
  emit(event: E): void;
  /**
   * Rejects the command: nothing it did is kept. Only allowed before the first die is rolled;
   * validate first, then roll.
   */
  reject(
    code: Rejection['code'],
    message: string,
    extra?: Pick<Rejection, 'path' | 'details' | 'rule'>,
  ): never;
}

/** A concrete move a UI or bot can fill in: continuous choices (positions) cannot be listed one by one. */
export interface CommandTemplate {
  readonly type: string;
  readonly player: PlayerId;
  /** What the template offers, in a player's words. */
  readonly description: string;
  /** The known parts of the command and its limits (unit id, max distance, forbidden zones). */
  readonly params: { readonly [key: string]: Json };
}

/**
 * A game system: schemas, setup, the command reducer and the queries the engine needs.
 * Plain objects; build one with {@link defineRuleset} to have it checked.
 * `C` and `Setup` are what the schemas give the handlers (parsed, defaults filled in); `CIn` and `SetupIn`
 * are what a caller writes (the schemas' `z.input`), which `createGame` and `applyCommand` accept. `P` is the
 * union of its prompt kinds.
 */
export interface Ruleset<
  S,
  C extends CommandBase,
  E extends EventBase,
  Setup,
  CIn = C,
  SetupIn = Setup,
  P extends Prompt = Prompt,
  V = S,
> {
  /** Stable id, also the subpath export (`'xenocide'`). */
  readonly id: string;
  /** Semantic version of the rules implementation; saves record it. */
  readonly version: string;
  readonly schemas: {
    /** Validates what `setup` accepts (army lists, scenario, table). */
    readonly setup: ZodType<Setup>;
    /** Validates every command, a discriminated union on `type`. */
    readonly command: ZodType<C>;
    /**
     * Validates a ruleset state from outside (`deserialize`, `gameFromState`) before the engine touches it:
     * every ruleset gives one, strict enough that a state it accepts never makes `apply`, the queries or
     * `viewFor` throw (loads then check `invariants`).
     */
    readonly state: ZodType<S>;
    /** Optionally validates each open decision `pending` returns (its prompt kinds, the union `P`). */
    readonly prompt?: ZodType<P>;
  };
  /** The command types the ruleset accepts (for messages and garbage testing). */
  readonly commandTypes: readonly string[];
  /** Builds the initial state from a validated setup; deterministic, rolls no dice. */
  setup(input: Setup): S;
  /** Applies one validated command to the draft; may reject through `ctx`. */
  apply(draft: Draft<S>, command: C, ctx: ApplyContext<S, E>): void;
  /** The open decisions. */
  pending(state: S): P[];
  /** The discrete commands open to `player` now. */
  legalCommands(state: S, player: PlayerId): C[];
  /** Templates for continuous choices (moves) open to `player` now. */
  commandTemplates?(state: S, player: PlayerId): CommandTemplate[];
  /**
   * Command types `player` may send now without being prompted ("at any time" rules such as conceding or
   * a leader's command): the core lets them through its who-is-asked check; the ruleset validates the rest.
   */
  standingCommands?(state: S, player: PlayerId): readonly string[];
  /** What `player` may see of the state: its own type `V` when hiding removes or replaces fields. */
  viewFor(state: S, player: PlayerId): V;
  /** The result once the game is over, else undefined. */
  outcome(state: S): Outcome | undefined;
  /** Broken invariants, as messages; empty when all hold. Used by property tests. */
  invariants(state: S): string[];
  /** One English line for an event of this ruleset. */
  narrate?(event: E): string;
  /**
   * Hidden information this accepted command revealed that the core cannot see by itself (its dice and
   * completed `secret` prompts it detects), in a player's words, or undefined: a match refuses to undo such
   * a command (`undo-would-reveal-secret`). Example: activating a company reveals the next entry of a
   * secret activation order. `events` are the command's events: while a command waits for physical dice,
   * `after` still holds the game before it, and only its events show what it has revealed so far.
   */
  reveals?(before: S, after: S, command: C, events: readonly GameEvent<E>[]): string | undefined;
  /**
   * Type-level marker only, never present at run time: what a caller writes. Methods, so bivariant: a ruleset
   * still passes where a `Ruleset<S, C, E, Setup>` is expected.
   */
  readonly __inputs?: {
    /** Marks the command input type. */
    command?(command: CIn): void;
    /** Marks the setup input type. */
    setup?(setup: SetupIn): void;
  };
}

/** A ruleset of any type, for APIs that accept every game. */
// biome-ignore lint/suspicious/noExplicitAny: the variance of apply/queries needs any here.
export type AnyRuleset = Ruleset<any, any, any, any, any, any, any, any>;

// biome-ignore-start lint/suspicious/noExplicitAny: `any` in the other positions keeps inference off their variance.
/** The state type of a ruleset. */
export type StateOf<R> = R extends Ruleset<infer S, any, any, any, any, any, any, any> ? S : never;
/** The command type of a ruleset, as its handlers receive it (parsed: every default filled in). */
export type CommandOf<R> = R extends Ruleset<any, infer C, any, any, any, any, any, any> ? C : never;
/** The event type of a ruleset. */
export type EventOf<R> = R extends Ruleset<any, any, infer E, any, any, any, any, any> ? E : never;
/** The setup type of a ruleset, as its `setup` receives it (parsed: every default filled in). */
export type SetupOf<R> = R extends Ruleset<any, any, any, infer Setup, any, any, any, any> ? Setup : never;
/**
 * The commands a caller may send to a ruleset (its command schema's `z.input`: fields with defaults are
 * optional), what `applyCommand` and `validateCommand` accept.
 * @example const plan: CommandInputOf<typeof xenocide> = { type: 'plan-turn', player: 'red', order: [] };
 */
export type CommandInputOf<R> = R extends Ruleset<any, any, any, any, infer CIn, any, any, any> ? CIn : never;
/** The setup a caller writes for a ruleset (its setup schema's `z.input`), what `createGame` accepts. */
export type SetupInputOf<R> =
  R extends Ruleset<any, any, any, any, any, infer SetupIn, any, any> ? SetupIn : never;
/** The union of a ruleset's own prompt kinds (what its `pending` returns). */
export type RulesetPromptOf<R> = R extends Ruleset<any, any, any, any, any, any, infer P, any> ? P : never;
/** The type of a ruleset's view of its state (what `viewFor` puts in a view's `game`). */
export type ViewOf<R> = R extends Ruleset<any, any, any, any, any, any, any, infer V> ? V : never;
/** Every prompt a game of a ruleset can wait on: its own kinds and the core's manual-dice `roll`. */
export type PromptOf<R> = RulesetPromptOf<R> | RollPrompt;
/**
 * The game state type of a ruleset, as `createGame` returns it: what a UI keeps and passes to `applyCommand`.
 * @example function planRed(state: GameStateOf<typeof xenocide>) { return applyCommand(state, plan); }
 */
export type GameStateOf<R> = GameState<
  StateOf<R>,
  CommandOf<R>,
  EventOf<R>,
  CommandInputOf<R>,
  RulesetPromptOf<R>,
  ViewOf<R>
>;
// biome-ignore-end lint/suspicious/noExplicitAny: see above.

const REQUIRED_FUNCTIONS = [
  'setup',
  'apply',
  'pending',
  'legalCommands',
  'viewFor',
  'outcome',
  'invariants',
] as const;

/**
 * Checks a ruleset definition and returns it unchanged; throws a {@link SandtableError} naming what is missing.
 * Give `CIn` and `SetupIn` (the schemas' `z.input`) so callers may leave out fields that have defaults.
 * @example export const duel = defineRuleset({ id: 'duel', version: '1.0.0', ... });
 */
export function defineRuleset<
  S,
  C extends CommandBase,
  E extends EventBase,
  Setup,
  CIn = C,
  SetupIn = Setup,
  P extends Prompt = Prompt,
  V = S,
>(ruleset: Ruleset<S, C, E, Setup, CIn, SetupIn, P, V>): Ruleset<S, C, E, Setup, CIn, SetupIn, P, V> {
  const problems: string[] = [];
  if (!/^[a-z][a-z0-9-]*$/.test(ruleset.id ?? ''))
    problems.push(`id must be kebab-case, got '${ruleset.id}'`);
  if (!/^\d+\.\d+\.\d+/.test(ruleset.version ?? ''))
    problems.push(`version must be semver, got '${ruleset.version}'`);
  for (const name of REQUIRED_FUNCTIONS) {
    if (typeof ruleset[name] !== 'function') problems.push(`${name} must be a function`);
  }
  if (!ruleset.schemas?.setup || !ruleset.schemas?.command || !ruleset.schemas?.state)
    problems.push('schemas.setup, schemas.command and schemas.state are required');
  else if (typeof ruleset.schemas.state.safeParse !== 'function')
    problems.push('schemas.state must be a zod schema');
  if (ruleset.reveals !== undefined && typeof ruleset.reveals !== 'function')
    problems.push('reveals must be a function when given');
  if (!Array.isArray(ruleset.commandTypes) || ruleset.commandTypes.length === 0) {
    problems.push('commandTypes must list the command types');
  } else if (ruleset.commandTypes.includes('provide-dice')) {
    problems.push("'provide-dice' is the core's command and cannot be a ruleset command");
  }
  if (problems.length > 0) {
    throw new SandtableError(
      'invalid-ruleset',
      `defineRuleset('${String(ruleset.id)}'): ${problems.join('; ')}.`,
      { problems },
    );
  }
  return ruleset;
}
