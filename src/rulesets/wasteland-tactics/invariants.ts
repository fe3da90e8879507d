import { geometry } from 'sandtable';
import { effectiveMarkers, footprints, liveModels, startingWounds } from './rules/units/units';
import type { WastelandState } from './state';

/**
 * Broken Wasteland Tactics invariants, as messages (used by the law suite): markers never negative; a unit
 * with 3+ markers exists after the morale check only if it gained a marker since (WT-MOR-03); wounds within
 * Tough bounds; live models of units on the table are on the table; destroyed units have no live models;
 * embarked units ride in something that exists; buildings keep 0-10 wounds; no two live models on the table
 * overlap and none stands in Impassible terrain (R13).
 */
export function wastelandInvariants(state: WastelandState): string[] {
  const problems: string[] = [];
  for (const unit of state.units) {
    if (unit.markers < 0) problems.push(`${unit.id} has ${unit.markers} suppression markers`);
    if (unit.status === 'on-table' && effectiveMarkers(state, unit) >= 3 && !unit.markedSinceCheck)
      problems.push(`${unit.id} has ${unit.markers} markers but survived the morale check (WT-MOR-03)`);
    const profile = state.profiles[unit.profile];
    if (!profile) {
      problems.push(`${unit.id} has no profile`);
      continue;
    }
    const max = startingWounds(profile);
    for (const model of unit.models) {
      if (model.alive && (model.wounds < 1 || model.wounds > max))
        problems.push(`${model.id} has ${model.wounds} wounds of ${max} (WT-SUR-48)`);
      if (!model.alive && model.wounds !== 0) problems.push(`${model.id} is destroyed with wounds left`);
    }
    const live = liveModels(unit);
    if (unit.status === 'destroyed' && live.length > 0)
      problems.push(`${unit.id} is destroyed with models left`);
    if (unit.status === 'on-table') {
      if (live.length === 0) problems.push(`${unit.id} is on the table with no models`);
      for (const circle of footprints(state, unit))
        if (!geometry.isOnTable(circle, state.table))
          problems.push(`${unit.id} has a model off the table at (${circle.center.x}, ${circle.center.y})`);
    }
  }
  problems.push(...overlapProblems(state));
  for (const side of state.sides)
    if (side.evacuated < 0) problems.push(`${side.player} evacuated ${side.evacuated} units`);
  for (const unit of state.units)
    if (
      unit.status === 'embarked' &&
      !state.units.some((u) => u.id === unit.embarkedIn) &&
      !state.buildings?.some((b) => b.id === unit.embarkedIn)
    )
      problems.push(
        `${unit.id} is embarked in '${unit.embarkedIn}', which is neither a unit nor a building (WT-SUR-50)`,
      );
  for (const building of state.buildings ?? [])
    if (building.wounds < 0 || building.wounds > 10 || (building.destroyed && building.wounds !== 0))
      problems.push(`building ${building.id} has ${building.wounds} wounds (WT-BLD-05/06: Tough 10)`);
  if (state.result && state.stage.kind !== 'game-over')
    problems.push('the game has a result but is not over');
  return problems;
}

/** R13: live models on the table whose bases overlap, or that stand in Impassible terrain (a sweep along x). */
function overlapProblems(state: WastelandState): string[] {
  const problems: string[] = [];
  const circles = state.units
    .filter((u) => u.status === 'on-table')
    .flatMap((u) => footprints(state, u).map((c, i) => ({ ...c, id: liveModels(u)[i]?.id ?? u.id })))
    .sort((a, b) => a.center.x - a.radius - (b.center.x - b.radius));
  for (const [i, a] of circles.entries()) {
    for (let j = i + 1; j < circles.length; j++) {
      const b = circles[j] as (typeof circles)[number];
      if (b.center.x - b.radius >= a.center.x + a.radius) break;
      const gap = geometry.distance(a.center, b.center) - a.radius - b.radius;
      if (gap < -OVERLAP_TOLERANCE)
        problems.push(`${a.id} and ${b.id} overlap by ${(-gap).toFixed(3)}" (R13)`);
    }
    for (const area of state.terrain)
      if (area.impassible && geometry.pointInPolygon(a.center, area.polygon))
        problems.push(`${a.id} stands in Impassible terrain '${area.name}' (WT-TERR-07)`);
  }
  return problems;
}

/** How far (inches) two bases may overlap before it counts: rounding of placements to 1/1000". */
const OVERLAP_TOLERANCE = 0.002;
