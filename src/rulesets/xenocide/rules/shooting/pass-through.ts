import { findModel, profileOf, unitOfModel } from '../../context';
import type { XenocideState } from '../../state';
import type { ShotHit, TargetOutcome } from '../../state/shooting';

/** XEN-TRANS-20: the hits that pass through an open transport onto the unit of its riders. */
export interface PassThrough {
  readonly transport: string;
  readonly unit: string;
  readonly hits: readonly ShotHit[];
}

/**
 * XEN-TRANS-20 / R57: each AOE hit allocated to an open transport also inflicts one hit (same weapon) on
 * the models riding in it, allocated among them (XEN-ALLOC); they save with their armor and the open
 * transport's cover of 2 (XEN-TRANS-21). New hits are numbered from `firstHitId`.
 */
export function passThroughHits(
  state: XenocideState,
  outcome: TargetOutcome,
  hits: readonly ShotHit[],
  firstHitId: number,
): PassThrough[] {
  const byId = new Map(hits.map((h) => [h.id, h]));
  const out: PassThrough[] = [];
  let id = firstHitId;
  for (const [modelId, ids] of Object.entries(outcome.allocation.byModel)) {
    const transport = findModel(state, modelId);
    if (!transport) continue;
    const profile = profileOf(state, transport);
    if (profile.kind === 'titan' || profile.transport?.open !== true) continue;
    const riders = state.units.flatMap((u) => u.models.filter((m) => !m.removed && m.embarkedIn === modelId));
    const first = riders[0];
    const unit = first ? unitOfModel(state, first.id) : undefined;
    if (!unit) continue;
    const restrictedTo = riders.filter((m) => unitOfModel(state, m.id)?.id === unit.id).map((m) => m.id);
    const through = ids.flatMap((hitId) => {
      const h = byId.get(hitId);
      return h?.aoe ? [{ ...h, id: id++, target: unit.id, splash: false, restrictedTo }] : [];
    });
    if (through.length > 0) out.push({ transport: modelId, unit: unit.id, hits: through });
  }
  return out;
}
