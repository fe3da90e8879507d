import { castDraft } from 'immer';
import { readDraft } from 'sandtable';
import { draftUnit, type XenocideContext, type XenocideDraft } from '../../context';
import type { AssaultSlot } from '../../flow/queue';
import { type AssaultStepResult, applyAssaultEffects } from '../../rules/assault';
import type { ActivationStage, XenocideState } from '../../state';
import type { AssaultState } from '../../state/assault';
import { tidyOccupants } from '../buildings/occupants';
import { activationOf } from '../shooting/attack-flow';
import { emitAssaultEvents } from './events';

export type { AssaultSlot } from '../../flow/queue';

/** XEN-CA-04 / XEN-OVR-03: the assault the stage is fighting now, and where it is kept. */
export function stagedAssault(
  state: XenocideState,
): { readonly assault: AssaultState; readonly slot: AssaultSlot } | undefined {
  const stage = state.stage;
  if (stage.kind !== 'activation') return undefined;
  if (stage.overrun) return { assault: stage.overrun.assault, slot: 'overrun' };
  if (stage.assaults?.current) return { assault: stage.assaults.current, slot: 'close-assault' };
  return undefined;
}

/** Whether an activation is busy with a close assault: one being fought, or several waiting to be ordered. */
export function isAssaultBusy(stage: ActivationStage): boolean {
  return stage.overrun !== undefined || stage.assaults !== undefined;
}

/** XEN-OW-11: every unit that took part in the assault counts as involved in a close assault this activation. */
export function markInvolved(draft: XenocideDraft, assault: AssaultState): void {
  for (const p of assault.participants) {
    const unit = draftUnit(draft, p.unit);
    if (unit && unit.activity.assaulted !== true) unit.activity.assaulted = true;
  }
}

/**
 * XEN-CA-04 / XEN-BLD-01: writes one step of an assault: its events first (read from the assault before and
 * after), then its effects (moves, removals, markers, CP), then marks the units involved; units that died,
 * fled or retreated out of their building section leave it at once.
 */
export function writeAssaultStep(
  draft: XenocideDraft,
  ctx: XenocideContext,
  before: AssaultState,
  result: AssaultStepResult,
): void {
  emitAssaultEvents(ctx, readDraft(draft), before, result.assault, result.effects);
  applyAssaultEffects(draft, ctx.base, result.effects, ctx);
  markInvolved(draft, result.assault);
  tidyOccupants(draft, ctx);
}

/** Keeps an assault in the stage's slot for it. */
export function storeAssault(draft: XenocideDraft, slot: AssaultSlot, assault: AssaultState): void {
  const stage = activationOf(draft);
  if (slot === 'overrun') {
    if (stage.overrun) stage.overrun.assault = castDraft(assault);
  } else if (stage.assaults) {
    stage.assaults.current = castDraft(assault);
  }
}
