import type { Rejection } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';

/** XEN-CA-04: why a close-assault choice is refused: a stable rejection code and a message naming the rule. */
export type AssaultRefusal = Rejection;

/** XEN-CA-04: builds a refusal (code, message naming the rule, optional path into the choice). */
export function refuse(
  code: Rejection['code'],
  message: string,
  path?: readonly (string | number)[],
): AssaultRefusal {
  return path ? { code, message, path } : { code, message };
}

/** XEN-CA-04: throws for a programmer who resolves a step with a choice its validator refuses. */
export function assertAccepted(api: string, validator: string, why: AssaultRefusal | undefined): void {
  if (why) {
    throw rulesetBug(
      `xenocide: ${api} was given a choice the rules refuse (${why.message}); check it with ${validator} first.`,
    );
  }
}

/** R66: inches as messages print them: one decimal, no trailing zero. */
export function inches(value: number): string {
  return `${Number(value.toFixed(1))}"`;
}
