import { rulesetBug } from './lookup.js';

/** What one step of resolution says: go on resolving, or stop because a player must decide. */
export type StepResult = 'continue' | 'wait';

/**
 * The one loop that runs a game forward until the next decision: calls `step` until it answers `'wait'`.
 * Rulesets give the kit one step function (see {@link defineTableRuleset}'s `settle`); command handlers change
 * the state or enqueue steps and return: they never call the flow themselves, so the flow imports the
 * handlers' rules and nothing imports the flow. A step that never waits is an engine bug (thrown after
 * `limit` steps).
 * @example settle(draft, ctx, (d, c) => (d.queue.length > 0 ? runQueue(d.queue, c, handlers) : 'wait'));
 */
export function settle<D, X>(
  draft: D,
  ctx: X,
  step: (draft: D, ctx: X) => StepResult,
  limit = 100_000,
): void {
  for (let i = 0; i < limit; i++) {
    if (step(draft, ctx) === 'wait') return;
  }
  throw rulesetBug(`the resolution loop did not settle after ${limit} steps`);
}

/** An entry of a resolution queue kept in the state: plain data, discriminated by `kind`. */
export interface QueuedStep {
  readonly kind: string;
}

/** What a queued step's handler answers: done (drop it), wait for a decision (keep it), or replace it by steps. */
export type QueueAnswer<I extends QueuedStep> = 'done' | 'wait' | readonly I[];

/** One handler per queued step kind. */
export type QueueHandlers<D, X, I extends QueuedStep> = {
  readonly [K in I['kind']]: (draft: D, step: Extract<I, { kind: K }>, ctx: X) => QueueAnswer<I>;
};

/**
 * Resolves the head of a queue kept in the state (effects as data, as in XState's actions): its handler
 * answers `'done'` (removed: continue), `'wait'` (kept: a player decides first) or a list of steps that
 * replace it where it stands, resolved before the rest (depth first: a hit's saves before the next hit). Steps
 * the handler itself put in front of the head stay in front of them.
 * Returns `'wait'` when the queue is empty, so a settle step can fall through to the phase's own flow.
 * @example const step = (d, c) => d.queue.length > 0 ? runQueue(d.queue, d, c, handlers) : phaseStep(d, c);
 */
export function runQueue<D, X, I extends QueuedStep>(
  queue: I[],
  draft: D,
  ctx: X,
  handlers: QueueHandlers<D, X, I>,
): StepResult {
  const head = queue[0];
  if (head === undefined) return 'wait';
  const handler = (handlers as unknown as Record<string, (draft: D, step: I, ctx: X) => QueueAnswer<I>>)[
    head.kind
  ];
  if (!handler) throw rulesetBug(`no handler for queued step '${head.kind}'`);
  const answer = handler(draft, head, ctx);
  if (answer === 'wait') return 'wait';
  // The head is removed by identity: a handler may have put steps in front of itself, which must stay.
  const at = queue.indexOf(head);
  if (at >= 0) queue.splice(at, 1, ...(answer === 'done' ? [] : answer));
  else if (answer !== 'done') queue.unshift(...answer);
  return 'continue';
}

/** Adds steps at the end of a queue (after everything already waiting). */
export function enqueue<I extends QueuedStep>(queue: I[], ...steps: readonly I[]): void {
  queue.push(...steps);
}
