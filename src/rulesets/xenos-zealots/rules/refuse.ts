import type { XzContext } from '../events';

/** A reason to refuse a command, in a player's words, with its stable code and the rule that forbids it. */
export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly rule: string;
  readonly path?: readonly (string | number)[];
}

/** Rejects the command with a refusal (the state comes back unchanged). */
export function refuse(ctx: XzContext, refusal: Refusal): never {
  return ctx.reject(refusal.code, refusal.message, {
    rule: refusal.rule,
    ...(refusal.path ? { path: refusal.path } : {}),
  });
}
