import { geometry, type Rejection, type Vec2 } from 'sandtable';
import { findUnit, profileOf } from '../../context';
import type { ModelState, UnitState, XenocideState } from '../../state';
import type { BuildingSection, BuildingState, Occupancy } from '../../state/buildings';
import { inches, refuse } from '../assault/refusal';
import { baseOf } from '../shooting/sight';
import { holderOf, sectionAt } from './building-state';

/** XEN-BLD-12: how a unit gets into a building: through an opening, onto the roof, or by teleport. */
export type EntryRoute = 'door' | 'roof' | 'teleport';

/** XEN-BLD-13: the extra inches the rest of the unit gets to reach a building once one model can touch it. */
export const ENTRY_BONUS = 2;

function liveModels(unit: UnitState): ModelState[] {
  return unit.models.filter((m) => !m.removed && m.embarkedIn === undefined);
}

/**
 * XEN-BLD-05 / XEN-BLD-06 / XEN-BLD-08 / XEN-BLD-03: why a unit may not enter a building section, or
 * undefined: the section must stand, every model must be infantry or a vehicle of the agreed Size (1 unless
 * agreed otherwise; never a titan), the section must hold no enemy models and have room.
 */
export function whyCannotEnter(
  state: XenocideState,
  buildings: readonly BuildingState[],
  unitId: string,
  at: Occupancy,
): Rejection | undefined {
  const unit = findUnit(state, unitId);
  if (unit?.status !== 'on-table')
    return refuse('unknown-entity', `There is no unit '${unitId}' on the table.`);
  const found = sectionAt(buildings, at);
  if (!found)
    return refuse('unknown-entity', `There is no section '${at.section}' of building '${at.building}'.`);
  const { building, section } = found;
  if (section.collapsed)
    return refuse(
      'illegal-action',
      `Section ${section.id} has collapsed into impassible rubble (XEN-BLD-08).`,
    );
  if (section.occupants.includes(unitId))
    return refuse('illegal-action', `Unit ${unitId} is already in section ${section.id}.`);
  for (const model of liveModels(unit)) {
    const profile = profileOf(state, model);
    if (profile.kind === 'titan')
      return refuse(
        'illegal-action',
        `Titan ${model.id} cannot enter a building; it may only burst through one (XEN-BLD-05, XEN-BLD-34).`,
      );
    if (!profile.types.includes('Infantry') && profile.size > building.maxVehicleSize)
      return refuse(
        'illegal-action',
        `Only infantry and vehicles of Size ${building.maxVehicleSize} or less may enter building ${building.id}; ${model.id} is Size ${profile.size} (XEN-BLD-05).`,
      );
  }
  const holder = holderOf(state, section);
  if (holder !== undefined && holder !== unit.player)
    return refuse(
      'illegal-action',
      `Section ${section.id} of building ${building.id} is held by the enemy (${section.occupants.join(', ')}); a unit may not enter a building section that contains enemy models, so assault it to drive them out (XEN-BLD-06).`,
    );
  if (building.capacity !== undefined && section.occupants.length >= building.capacity)
    return refuse(
      'out-of-range',
      `Section ${section.id} already holds the ${building.capacity} unit(s) the players agreed it fits (XEN-BLD-03).`,
    );
  return undefined;
}

/** XEN-BLD-12: why a unit may not use this route into a section, or undefined. */
export function whyBadEntryRoute(
  state: XenocideState,
  unit: UnitState,
  section: BuildingSection,
  route: EntryRoute,
): Rejection | undefined {
  const models = liveModels(unit).map((m) => profileOf(state, m));
  if (route === 'door' && section.openings.length === 0)
    return refuse(
      'illegal-action',
      `Section ${section.id} has no doors or windows; enter it from the roof or by teleport (XEN-BLD-12).`,
    );
  if (
    route === 'roof' &&
    !models.every((p) => p.types.includes('Hover') || p.moveSpecials?.jump !== undefined)
  )
    return refuse(
      'illegal-action',
      `Only models that hover or jump may enter ${section.id} from the roof (XEN-BLD-12).`,
    );
  if (route === 'teleport' && !models.every((p) => p.moveSpecials?.teleport !== undefined))
    return refuse('illegal-action', `Only teleporting models may port into ${section.id} (XEN-BLD-12).`);
  return undefined;
}

/** XEN-BLD-12 / XEN-BLD-13: how far a model is from getting into a section by a route (0 when touching). */
export function entryDistance(model: ModelState, section: BuildingSection, route: EntryRoute): number {
  const base = baseOf(model);
  if (route !== 'door') return geometry.circlePolygonDistance(base, section.polygon);
  const points = section.polygon.points;
  return Math.min(
    ...section.openings.map((i) => {
      const a = points[i] as Vec2;
      const b = points[(i + 1) % points.length] as Vec2;
      return Math.max(0, geometry.pointSegmentDistance(base.center, a, b) - base.radius);
    }),
  );
}

/**
 * XEN-BLD-12 / XEN-BLD-13: why a unit cannot get into a section this move, or undefined: one of its models
 * must reach the section (by its openings, its roof or by teleport) with its own allowance, and every other
 * model with its allowance plus 2". The whole unit enters or none of it.
 */
export function whyCannotReach(
  state: XenocideState,
  unit: UnitState,
  section: BuildingSection,
  route: EntryRoute,
  allowance: (model: string) => number,
): Rejection | undefined {
  const bad = whyBadEntryRoute(state, unit, section, route);
  if (bad) return bad;
  const models = liveModels(unit);
  const gaps = models.map((m) => ({
    model: m.id,
    gap: entryDistance(m, section, route),
    allowance: allowance(m.id),
  }));
  if (!gaps.some((g) => geometry.isAtMost(g.gap, g.allowance)))
    return refuse(
      'out-of-range',
      `No model of ${unit.id} can reach section ${section.id} (the nearest is ${inches(Math.min(...gaps.map((g) => g.gap)))} away) (XEN-BLD-13).`,
    );
  const short = gaps.find((g) => !geometry.isAtMost(g.gap, g.allowance + ENTRY_BONUS));
  if (short)
    return refuse(
      'out-of-range',
      `Model ${short.model} is ${inches(short.gap)} from section ${section.id}, more than its ${inches(short.allowance)} plus the 2" bonus; the whole unit must get in (XEN-BLD-13).`,
    );
  return undefined;
}

/**
 * XEN-BLD-01 / XEN-BLD-14: the buildings after a unit enters a section (leaving any other first). Entering
 * uses up the unit's remaining movement: the command layer ends its move there.
 */
export function enterBuilding(
  buildings: readonly BuildingState[],
  unitId: string,
  at: Occupancy,
): BuildingState[] {
  return leaveBuilding(buildings, unitId).map((b) =>
    b.id !== at.building
      ? b
      : {
          ...b,
          sections: b.sections.map((s) =>
            s.id === at.section ? { ...s, occupants: [...s.occupants, unitId] } : s,
          ),
        },
  );
}

/** XEN-BLD-01: the buildings after a unit leaves whatever section it was in. */
export function leaveBuilding(buildings: readonly BuildingState[], unitId: string): BuildingState[] {
  return buildings.map((b) =>
    b.sections.some((s) => s.occupants.includes(unitId))
      ? {
          ...b,
          sections: b.sections.map((s) => ({ ...s, occupants: s.occupants.filter((u) => u !== unitId) })),
        }
      : b,
  );
}

/** XEN-BLD-01: the buildings without occupants that no longer have a live model on the table (eliminated, fled out). */
export function pruneOccupants(state: XenocideState, buildings: readonly BuildingState[]): BuildingState[] {
  const present = (id: string) => {
    const unit = findUnit(state, id);
    return unit !== undefined && unit.status === 'on-table' && unit.models.some((m) => !m.removed);
  };
  return buildings.map((b) => ({
    ...b,
    sections: b.sections.map((s) => ({ ...s, occupants: s.occupants.filter(present) })),
  }));
}

/**
 * XEN-BLD-07 / XEN-CA-37: why an attacking unit may not move into a section its defenders fled, or
 * undefined: it must be within 4" of the section and may otherwise enter it (no enemy left, size limits),
 * with no movement needed.
 */
export function whyCannotMoveInAfterFlight(
  state: XenocideState,
  buildings: readonly BuildingState[],
  unitId: string,
  at: Occupancy,
): Rejection | undefined {
  const why = whyCannotEnter(state, buildings, unitId, at);
  if (why) return why;
  const unit = findUnit(state, unitId) as UnitState;
  const section = sectionAt(buildings, at)?.section as BuildingSection;
  const near = liveModels(unit).some((m) =>
    geometry.isAtMost(geometry.circlePolygonDistance(baseOf(m), section.polygon), 4),
  );
  return near
    ? undefined
    : refuse(
        'out-of-range',
        `Unit ${unitId} is not within 4" of section ${section.id}, so it did not drive its defenders out (XEN-BLD-07).`,
      );
}

/**
 * XEN-BLD-14: a declared path cut where the model first touches the section: entering uses up all of the
 * unit's remaining movement, so nothing of the path after that point is moved.
 */
export function truncateAtEntry(path: readonly Vec2[], radius: number, section: BuildingSection): Vec2[] {
  const out: Vec2[] = path.length > 0 ? [path[0] as Vec2] : [];
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1] as Vec2;
    const b = path[i] as Vec2;
    const steps = Math.max(1, Math.ceil(geometry.distance(a, b) / 0.05));
    for (let k = 1; k <= steps; k++) {
      const p = geometry.lerp(a, b, k / steps);
      if (geometry.circleOverlapsPolygon({ center: p, radius }, section.polygon)) {
        out.push(p);
        return out;
      }
    }
    out.push(b);
  }
  return out;
}

/**
 * XEN-BLD-29 / XEN-MOVE-05 / R14: whether a unit may move into enemy zones of control to enter this section:
 * yes when it could enter it (no enemy inside), and doing so starts no close assault by itself.
 */
export function mayEnterDespiteZoc(
  state: XenocideState,
  buildings: readonly BuildingState[],
  unitId: string,
  at: Occupancy,
): boolean {
  return whyCannotEnter(state, buildings, unitId, at) === undefined;
}
