import { readDraft } from 'sandtable';
import { draftModel, draftUnit, sideIndex, type XenocideContext, type XenocideDraft } from '../../context';
import type { XenocideState } from '../../state';

/**
 * XEN-WIN-02 / R20: removes one model as a casualty and emits `model-removed`; when it was the unit's last
 * model the unit is eliminated, its value is added to the owner's lost VP and `unit-eliminated` is emitted.
 * Bookkeeping only: to destroy a transport with passengers call `destroyTransport` (XEN-TRANS-15) instead.
 * @example removeModel(draft, ctx.base, 'red.c1.u1', 'red.c1.u1.m3', 'dangerous-terrain', ctx);
 */
export function removeModel(
  draft: XenocideDraft,
  base: XenocideState,
  unitId: string,
  modelId: string,
  cause: string,
  ctx: Pick<XenocideContext, 'emit'>,
): void {
  const unit = draftUnit(draft, unitId);
  const model = draftModel(draft, modelId, unitId);
  if (!unit || !model || model.removed) return;
  model.removed = true;
  delete model.embarkedIn;
  ctx.emit({ type: 'model-removed', unit: unitId, model: modelId, cause });
  if (unit.status === 'eliminated' || readDraft(unit.models).some((m) => !m.removed)) return;
  unit.status = 'eliminated';
  const side = draft.sides[sideIndex(base, unit.player)];
  if (side) side.lostVp += unit.value;
  ctx.emit({ type: 'unit-eliminated', unit: unitId, player: unit.player, value: unit.value });
}
