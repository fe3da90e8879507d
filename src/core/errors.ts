/**
 * Rejection codes and error types.
 *
 * Two kinds of failure: a player's illegal or malformed command is data (a {@link Rejection},
 * returned, never thrown); a programmer's misuse of the library, or a corrupt save, throws a
 * {@link SandtableError} that names the API and says how to fix it.
 */

/** The rejection codes the core itself produces, each with the situation it names. */
export const CORE_REJECTION_CODES = {
  'invalid-payload': 'The command is not an object of the expected shape (wrong types, unknown fields, NaN).',
  'unknown-command': 'The command type is not one this ruleset knows.',
  'not-your-turn': 'The game is not waiting for a decision from this player.',
  'unexpected-command': 'The player is asked for a decision, but not one this command type answers.',
  'game-over': 'The game has ended; no further commands are accepted.',
  'awaiting-dice': 'The game is waiting for physical dice to be entered with provide-dice.',
  'invalid-dice': 'The dice entered with provide-dice do not fit the roll that was asked for.',
  'not-awaiting-dice': 'provide-dice was sent, but no roll is waiting for physical dice.',
} as const;

/** A rejection code produced by the core. */
export type CoreRejectionCode = keyof typeof CORE_REJECTION_CODES;

/**
 * The rejection codes shared by rulesets, documented here so every game uses the same word for the
 * same kind of problem. Rulesets may add their own codes; they document them in their guide.
 */
export const COMMON_REJECTION_CODES = {
  'unknown-entity': 'The command names a unit, model, player or object that does not exist in this game.',
  'out-of-range': 'A distance, count or value is outside what the rule allows.',
  'illegal-action': 'The rules forbid this action now (wrong phase, wrong order, already used).',
  coherency: 'The move would leave a unit out of coherency.',
  'zone-of-control': 'The move enters or crosses an enemy zone of control where the rules forbid it.',
  'line-of-sight': 'The target cannot be seen.',
  'insufficient-resources': 'The player lacks the points, dice or markers the action costs.',
  'already-chosen':
    'The player has already made this choice (the core answers not-your-turn first once the prompt is closed).',
} as const;

/** A rejection code shared by rulesets. */
export type CommonRejectionCode = keyof typeof COMMON_REJECTION_CODES;

/** Any rejection code: the documented ones autocomplete, rulesets may add their own. */
export type RejectionCode = CoreRejectionCode | CommonRejectionCode | (string & {});

/** Why a command was rejected, in a player's words. */
export interface Rejection {
  /** Stable, documented code (see {@link CORE_REJECTION_CODES} and {@link COMMON_REJECTION_CODES}). */
  readonly code: RejectionCode;
  /** What rule forbids the command and how to fix it. */
  readonly message: string;
  /** Where in the command the problem is, as in zod issue paths. */
  readonly path?: readonly (string | number)[];
  /** Machine-readable facts behind the message (limits, distances, ids). */
  readonly details?: Readonly<Record<string, unknown>>;
  /** The catalogue rule ID that forbids the command (`'XEN-MOVE-05'`), when one rule does. */
  readonly rule?: string;
}

/** The codes a {@link SandtableError} carries. */
export type SandtableErrorCode =
  | 'invalid-setup'
  | 'invalid-record'
  | 'invalid-save'
  | 'ruleset-mismatch'
  | 'unknown-ruleset'
  | 'dice-exhausted'
  | 'invalid-scripted-die'
  | 'invalid-ruleset'
  | 'not-a-game-state'
  | 'engine-bug';

/** Thrown for programmer errors and unusable inputs to load-type APIs (never for a player's command). */
export class SandtableError extends Error {
  /** Stable code for the kind of failure. */
  readonly code: SandtableErrorCode;
  /** Extra facts, such as zod issues of a bad setup. */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  /** Creates an error with a stable code and a message that says how to fix the problem. */
  constructor(code: SandtableErrorCode, message: string, details?: Readonly<Record<string, unknown>>) {
    super(message);
    this.name = 'SandtableError';
    this.code = code;
    this.details = details;
  }
}

/** Internal signal thrown by `ctx.reject` and caught by the engine; never escapes the engine. */
export class RejectionSignal {
  /** The rejection to return to the caller. */
  readonly rejection: Rejection;
  /** Wraps a rejection for the trip out of the ruleset's `apply`. */
  constructor(rejection: Rejection) {
    this.rejection = rejection;
  }
}
