import type { QueueAnswer } from 'sandtable/kit';
import type { SqContext } from '../events';
import type { SqDraft } from '../state';
import type { SqStep } from './steps';

export type { PendingHit, SqStep } from './steps';

/** A handler of queued steps. */
export type SqStepHandler = (draft: SqDraft, step: SqStep, ctx: SqContext) => QueueAnswer<SqStep>;
