import { readDraft } from 'sandtable';
import { draftModel, draftUnit, sideIndex, type XenocideContext, type XenocideDraft } from '../../context';
import type { XenocideState } from '../../state';

/** The rules behind each cause of a model's removal (the `model-removed` event's own `rules`). */
const REMOVAL_RULES: Readonly<Record<string, readonly string[]>> = {
  shooting: ['XEN-SAVE-01', 'XEN-SAVE-15'],
  'overwatch-fire': ['XEN-SAVE-01', 'XEN-OW-09'],
  bombs: ['XEN-SAVE-01', 'XEN-TERR-31'],
  'close-assault': ['XEN-CA-24', 'XEN-CA-27'],
  // XEN-TERR-08: a terrain attack's casualty never brings a suppression test.
  'dangerous-terrain': ['XEN-TERR-06', 'XEN-TERR-08'],
  'flyer-stalled': ['XEN-TERR-27'],
  destroyed: ['XEN-TRANS-15'],
  'transport-destroyed': ['XEN-TRANS-15'],
  'no-room-to-escape': ['XEN-TRANS-16'],
  'fled-off-table': ['XEN-CA-35', 'XEN-MOVE-12'],
  'trapped-fleeing': ['XEN-CA-35'],
  'overrun-stranded': ['XEN-OVR-07'],
  'building-damage': ['XEN-BLD-19'],
  'building-collapse': ['XEN-BLD-23'],
  'trapped-in-collapse': ['XEN-BLD-24'],
  'burst-through': ['XEN-BLD-34'],
};

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
  const rules = REMOVAL_RULES[cause];
  ctx.emit({ type: 'model-removed', unit: unitId, model: modelId, cause, ...(rules ? { rules } : {}) });
  if (unit.status === 'eliminated' || readDraft(unit.models).some((m) => !m.removed)) return;
  unit.status = 'eliminated';
  const side = draft.sides[sideIndex(base, unit.player)];
  if (side) side.lostVp += unit.value;
  ctx.emit({ type: 'unit-eliminated', unit: unitId, player: unit.player, value: unit.value });
}
