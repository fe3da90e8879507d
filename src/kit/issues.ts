import type { Rejection, RejectionCode } from 'sandtable';

/**
 * One problem with something a player gave (a command, an army list, a setup), as every ruleset reports it:
 * a stable code, a message that says how to fix it, where it is and the rule that forbids it. A rejection is
 * an issue; so is each line of an army-list validation.
 */
export interface Issue {
  readonly code: RejectionCode;
  /** What is wrong and how to fix it, in a player's words. */
  readonly message: string;
  /** Where the problem is, as a zod issue path. */
  readonly path?: readonly (string | number)[];
  /** The catalogue rule ID that forbids it (`'XEN-ARMY-03'`). */
  readonly rule?: string;
  /** Machine-readable facts (limits, ids). */
  readonly details?: Readonly<Record<string, unknown>>;
}

/**
 * An issue; leave out what does not apply.
 * @example issue('out-of-range', 'Move at most 6".', { rule: 'XEN-MOVE-05', path: ['path', 2] })
 */
export function issue(
  code: RejectionCode,
  message: string,
  extra: Pick<Issue, 'path' | 'rule' | 'details'> = {},
): Issue {
  return { code, message, ...extra };
}

/** The rejection an issue becomes (the same fields: an issue is what a rejection says). */
export function asRejection(problem: Issue): Rejection {
  return problem;
}
