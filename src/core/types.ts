import type { DiceState, DieSides, Seed } from './dice-source.js';
import type { RollPrompt } from './prompt-schema.js';

/** A player's id as the ruleset's setup names it (`'red'`, `'p1'`). */
export type PlayerId = string;

/** Who may see an event: everyone, or the listed players. */
export type Visibility = 'all' | readonly PlayerId[];

/** A manual-mode roll that has no faces yet: the engine turns it into a `roll` prompt. */
export interface DiceRequest {
  readonly purpose: string;
  readonly count: number;
  readonly sides: DieSides;
  readonly player?: PlayerId;
  /** The catalogue rule IDs this roll resolves (`['XEN-HIT-03']`); carried to the `dice-rolled` event. */
  readonly rules?: readonly string[];
}

/** Any JSON value. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

/** The fields every command has: what it is and who sends it. */
export interface CommandBase {
  readonly type: string;
  readonly player: PlayerId;
}

/** The fields every event has; `visibleTo` defaults to everyone. */
export interface EventBase {
  readonly type: string;
  readonly visibleTo?: Visibility;
  /** The catalogue rule IDs that decided this event (`['XEN-HIT-03', 'XEN-SAVE-02']`); the reach report counts them. */
  readonly rules?: readonly string[];
}

/**
 * A decision the game is waiting for. Rulesets narrow it to a union discriminated by `kind` with typed
 * `constraints` (`XenocidePrompt`, `WastelandTacticsPrompt`), which `GameState.pending` carries.
 */
export interface Prompt {
  /** Who must decide. */
  readonly player: PlayerId;
  /** What kind of decision (`'choose-casualties'`, `'roll'`). */
  readonly kind: string;
  /** The command types that answer it. */
  readonly commands: readonly string[];
  /** A simultaneous secret choice: collected from every player before any is revealed. */
  readonly secret?: boolean;
  /** What is asked, in a player's words. */
  readonly message?: string;
  /** Limits on the answer (counts, ids, distances), as plain data. */
  readonly constraints?: Json;
  /** The catalogue rule IDs behind this decision (`['XEN-TURN-04']`); the reach report counts them. */
  readonly rules?: readonly string[];
}

/** How a game ended. */
export type Outcome =
  | {
      readonly kind: 'win';
      readonly winners: readonly PlayerId[];
      readonly reason: string;
      readonly scores?: Readonly<Record<PlayerId, number>>;
    }
  | { readonly kind: 'draw'; readonly reason: string; readonly scores?: Readonly<Record<PlayerId, number>> };

/** A manual-dice command halted until physical dice are entered. */
export interface AwaitingDice {
  /** The command being resolved (already validated). */
  readonly command: Json;
  /** Faces entered so far, in roll order. */
  readonly supplied: readonly number[];
  /** How many of the command's events have already been returned. */
  readonly emitted: number;
  /** The roll asked for now. */
  readonly request: DiceRequest;
  /** Who is asked to enter the dice. */
  readonly player: PlayerId;
}

/**
 * A game in progress: plain, frozen JSON that holds everything needed to continue it.
 * `S` is the ruleset's own state; `C` and `E` are type-only markers for its commands and events, `CIn` for
 * the commands a caller may send (the command schema's input type: fields with defaults are optional); `P` is
 * the union of its prompt kinds, so narrowing `state.pending` by `kind` types the constraints.
 */
export interface GameState<S = unknown, C = unknown, E = unknown, CIn = C, P extends Prompt = Prompt, V = S> {
  /** Save-format version of this envelope. */
  readonly format: 1;
  readonly ruleset: string;
  readonly rulesetVersion: string;
  readonly seed: Seed;
  /** Number of accepted commands so far (provide-dice included). */
  readonly seq: number;
  readonly dice: DiceState;
  /** Set while a manual-dice command waits for faces. */
  readonly awaitingDice?: AwaitingDice;
  /** The open decisions: who must decide what next (the core's `roll` while dice are awaited). Empty once the game is over. */
  readonly pending: readonly (P | RollPrompt)[];
  /** Set once the game has ended. */
  readonly outcome?: Outcome;
  /** The ruleset's own state. */
  readonly game: S;
  /** Type-level marker only; never present at run time. */
  readonly __types?: {
    readonly command: C;
    readonly event: E;
    /**
     * Marks the command input type. A method, so bivariant: a state typed with inputs still assigns to one
     * typed with the parsed commands.
     */
    accepts?(command: CIn): void;
    /** Marks the type of the ruleset's view of the state (what `viewFor` returns in `game`). */
    viewedAs?(view: V): void;
  };
}

/** What a view shows of a roll waiting for physical dice: what is asked and who rolls, never the command. */
export interface AwaitingDiceView {
  /** The roll asked for now. */
  readonly request: DiceRequest;
  /** Who is asked to enter the dice. */
  readonly player: PlayerId;
}

/**
 * What one player may see of a game (from `viewFor`): the ruleset's redacted state, the open prompts and
 * the outcome, but neither the seed, the dice generator, scripted faces nor a command waiting for dice.
 * It is not a game state: commands are applied to the full state.
 */
export interface GameView<S = unknown, C = unknown, E = unknown, P extends Prompt = Prompt> {
  /** Save-format version of the state this view was taken from. */
  readonly format: 1;
  readonly ruleset: string;
  readonly rulesetVersion: string;
  /** The player this view was made for. */
  readonly viewer: PlayerId;
  /** Number of accepted commands so far (provide-dice included). */
  readonly seq: number;
  /** Whether dice are physical (`manual`, the table sees them) or come from a source hidden from players. */
  readonly dice: { readonly kind: 'manual' | 'hidden' };
  /** Set while a manual-dice command waits for faces. */
  readonly awaitingDice?: AwaitingDiceView;
  /** The open decisions: who must decide what next. Empty once the game is over. */
  readonly pending: readonly (P | RollPrompt)[];
  /** Set once the game has ended. */
  readonly outcome?: Outcome;
  /** The ruleset's state as `viewer` may see it. */
  readonly game: S;
  /** Type-level marker only; never present at run time. */
  readonly __types?: { readonly command: C; readonly event: E };
}
