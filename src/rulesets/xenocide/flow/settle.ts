import { type QueueHandlers, runQueue, type StepResult } from 'sandtable/kit';
import type { XenocideContext, XenocideDraft } from '../context';
import { settleStagedAssault, startNextAssault } from './assault';
import { continueBombing } from './bombing';
import { finishTurn } from './end-of-turn';
import { type FlowStep, flowQueue } from './queue';
import { startTurn } from './start-turn';
import { advance, leavePhase } from './turn';

/** What each flow step does (the handlers' requests, resolved after the command). */
const FLOW: QueueHandlers<XenocideDraft, XenocideContext, FlowStep> = {
  advance(draft, _step, ctx) {
    advance(draft, ctx);
    return 'done';
  },
  'start-turn'(draft, _step, ctx) {
    startTurn(draft, ctx);
    return 'done';
  },
  'finish-turn'(draft, _step, ctx) {
    finishTurn(draft, ctx);
    return 'done';
  },
  'leave-phase'(draft, _step, ctx) {
    leavePhase(draft, ctx);
    return 'done';
  },
  'settle-assault'(draft, step, ctx) {
    settleStagedAssault(draft, ctx, step.assault, step.slot);
    return 'done';
  },
  'next-assault'(draft, _step, ctx) {
    startNextAssault(draft, ctx);
    return 'done';
  },
  'continue-bombing'(draft, _step, ctx) {
    continueBombing(draft, ctx);
    return 'done';
  },
};

/**
 * Xenocide's settle step, which the kit's one loop runs after every accepted command: the flow steps the
 * command asked for, in order, until none is left and the game waits for the next decision.
 */
export function settleXenocide(draft: XenocideDraft, ctx: XenocideContext): StepResult {
  return runQueue(flowQueue(draft), draft, ctx, FLOW);
}
