import type { QueueAnswer, QueuedStep } from 'sandtable/kit';
import type { XzContext } from '../events';
import type { XzDraft } from '../state';

/**
 * A queued step of resolution, kept in `state.queue` as plain data (the kit's queue: effects as data). Each rule
 * module owns its step kinds and their handlers; `settle.ts` joins the handlers into one table.
 */
export interface XzStep extends QueuedStep {
  readonly kind: string;
  /** R4: the dice this step rolled, kept while its owner decides on re-rolls. */
  dice?: number[];
  /** XZ-RES-11: indices of dice already re-rolled. */
  rerolled?: number[];
  /** R4: the re-roll offer for `dice` has been answered (or none was possible). */
  offered?: boolean;
  /** XZ-RES-12: the limited re-roll offer for `dice` has been answered (or none was possible). */
  limitedOffered?: boolean;
}

/** A handler of one step kind: resolves it (`'done'`), waits for a decision (`'wait'`), or replaces it with steps. */
export type XzStepHandler = (draft: XzDraft, step: XzStep, ctx: XzContext) => QueueAnswer<XzStep>;

/** Adds a step to be resolved right after the step now resolving (which is still at the head). */
export function enqueueNext(draft: XzDraft, step: XzStep): void {
  draft.queue.splice(Math.min(1, draft.queue.length), 0, step as unknown as XzDraft['queue'][number]);
}

/** Adds a step at the end of the queue. */
export function enqueueLast(draft: XzDraft, step: XzStep): void {
  draft.queue.push(step as unknown as XzDraft['queue'][number]);
}
