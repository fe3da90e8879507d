import { castDraft } from 'immer';
import { geometry, type Polygon, readDraft } from 'sandtable';
import { unitById, type XenocideContext, type XenocideDraft } from '../../context';
import { occupancyOf, pruneOccupants } from '../../rules/buildings';
import type { XenocideState } from '../../state';
import type { BuildingState } from '../../state/buildings';

/** XEN-BLD-03: the game's buildings (none when the table has no building). */
export function buildingsOf(state: XenocideState): readonly BuildingState[] {
  return state.buildings ?? [];
}

/**
 * XEN-BLD-01: at each phase change, a unit no longer in its section leaves it: eliminated, off the table, or
 * moved out by close-assault moves (flee, retreat, follow-up) that do not go through `move-unit`.
 */
export function tidyOccupants(draft: XenocideDraft, ctx: XenocideContext): void {
  // Buildings are never added during a game: with none in the base state there is nothing to tidy (and no
  // need for immer's costly `current`).
  if (buildingsOf(ctx.base).length === 0) return;
  const state = readDraft(draft) as XenocideState;
  const buildings = buildingsOf(state);
  if (buildings.length === 0) return;
  const pruned = pruneOccupants(state, buildings);
  const stays = (unitId: string, polygon: Polygon) => {
    const unit = unitById.get(state, unitId);
    const models = unit?.models.filter((m) => !m.removed && m.embarkedIn === undefined) ?? [];
    return models.every((m) => geometry.pointInPolygon({ x: m.x, y: m.y }, polygon));
  };
  const kept = pruned.map((b) => ({
    ...b,
    sections: b.sections.map((s) => ({ ...s, occupants: s.occupants.filter((u) => stays(u, s.polygon)) })),
  }));
  let changed = false;
  for (const b of buildings)
    for (const s of b.sections)
      for (const unit of s.occupants) {
        if (occupancyOf(kept, unit)) continue;
        changed = true;
        ctx.emit({ type: 'unit-left-building', unit, building: b.id, section: s.id });
      }
  if (changed) draft.buildings = castDraft(kept);
}
