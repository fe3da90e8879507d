import { castDraft } from 'immer';
import { type Circle, geometry, type Vec2 } from 'sandtable';
import { rulesOf } from 'sandtable/kit';
import { profile } from '../../data/authoring';
import type { WastelandContext } from '../../events';
import type { UnitProfile } from '../../schemas/unit-profile';
import type { Loss, TerrainArea, UnitState, WastelandDraft, WastelandState } from '../../state';
import type { BuildingState } from '../../state/advanced';
import { lossRules } from '../casualties/loss-rules';
import { rollTest } from '../dice/dice';
import { centroid } from '../measuring/measure';
import { embarkedUnits } from '../transport/carriers';

/** WT-BLD-05 / WT-BLD-06 / R47: the profiles of occupiable buildings (Move 0, no weapons, never activated). */
export const BUILDING_PROFILES: Readonly<Record<string, UnitProfile>> = {
  'light-building': profile({
    id: 'light-building',
    name: 'Light building',
    unitType: 'Heavy',
    move: 0,
    will: 11,
    life: 5,
    rules: ['Open', 'Tough 10', 'Transport 10', 'Vehicle'],
    costPerModel: 0,
    base: 4,
    height: 4,
  }),
  'heavy-building': profile({
    id: 'heavy-building',
    name: 'Heavy or fortified building',
    unitType: 'Heavy',
    move: 0,
    will: 11,
    life: 3,
    rules: ['Open', 'Tough 10', 'Transport 10', 'Vehicle'],
    costPerModel: 0,
    base: 4,
    height: 4,
  }),
};

/** WT-BLD-04 / WT-BLD-07: every intact building of the layout, occupiable (Transport 10 unless the scenario says more). */
export function initialBuildings(terrain: readonly TerrainArea[]): BuildingState[] {
  return terrain
    .filter((t) => t.building)
    .map((t) => ({
      id: t.id,
      kind: t.buildingClass ?? 'light',
      capacity: t.capacity ?? 10,
      wounds: 10,
      destroyed: false,
    }));
}

/** An intact occupiable building by id, if any. */
export function findBuilding(state: WastelandState, id: string): BuildingState | undefined {
  return state.buildings?.find((b) => b.id === id && !b.destroyed);
}

/**
 * R47: a building as the target of an attack: a one-model neutral unit of its profile at the building's
 * centre (used to roll attacks against it; it never enters `state.units`).
 */
export function buildingAsUnit(state: WastelandState, building: BuildingState): UnitState {
  const area = state.terrain.find((t) => t.id === building.id);
  const at = centroid(area?.polygon.points ?? [{ x: 0, y: 0 }]);
  return {
    id: building.id,
    player: '',
    battleGroup: -1,
    name: area?.name ?? 'Building',
    profile: `${building.kind}-building`,
    cost: 0,
    startModels: 1,
    models: [{ id: `${building.id}.m1`, x: at.x, y: at.y, facing: 0, wounds: building.wounds, alive: true }],
    status: 'on-table',
    markers: 0,
    ambush: false,
    activated: true,
    defending: false,
    moved: false,
    failedLife: false,
    markedSinceCheck: false,
    slowUsed: [],
  };
}

/** WT-BLD-05/06 / R6: Life rolls against a building; each failure takes 1 wound (or Deadly X) of its 10. */
export function resolveBuildingLoss(draft: WastelandDraft, ctx: WastelandContext, loss: Loss): void {
  const building = draft.buildings?.find((b) => b.id === loss.unit && !b.destroyed);
  if (!building) return;
  const life = BUILDING_PROFILES[`${building.kind}-building`]?.life ?? 5;
  for (const hit of loss.hits) {
    if (building.wounds <= 0) break;
    if (hit.kind !== 'life') continue;
    const test = hit.autoFail
      ? { die: null, needed: 11, passed: false, rules: lossRules(loss, true) }
      : rollTest(ctx, {
          purpose: `life roll (${building.id})`,
          target: life,
          modifier: hit.modifier,
          rules: rulesOf(lossRules(loss), building.kind === 'light' ? 'WT-BLD-05' : 'WT-BLD-06'),
        });
    ctx.emit({
      type: 'test-rolled',
      unit: building.id,
      test: 'life',
      purpose: loss.cause,
      needed: test.needed,
      die: test.die,
      passed: test.passed,
      rules: test.rules ?? [],
    });
    if (test.passed) continue;
    building.wounds -= Math.min(building.wounds, hit.wounds);
    ctx.emit({ type: 'wound-lost', unit: building.id, model: `${building.id}.m1`, wounds: building.wounds });
  }
  if (building.wounds <= 0) destroyBuilding(draft, ctx, building.id);
}

/**
 * WT-BLD-05/06 / R47 / R30: a destroyed building becomes Ruins with the same footprint (Concealment if
 * light, Cover if heavy); the units inside disembark (placed by their owners) and gain a marker.
 */
export function destroyBuilding(draft: WastelandDraft, ctx: WastelandContext, id: string): void {
  const building = draft.buildings?.find((b) => b.id === id);
  const area = draft.terrain.find((t) => t.id === id);
  if (!building || !area || building.destroyed) return;
  building.destroyed = true;
  building.wounds = 0;
  delete building.occupant;
  area.building = false;
  area.impassible = false;
  area.blocksVisibility = false;
  area.concealment = building.kind === 'light';
  area.cover = building.kind === 'heavy';
  area.ruins = true;
  ctx.emit({
    type: 'building-destroyed',
    building: id,
    ruins: building.kind === 'light' ? 'concealment' : 'cover',
    rules: [building.kind === 'light' ? 'WT-BLD-05' : 'WT-BLD-06', 'WT-BLD-02'],
  });
  const inside = embarkedUnits(draft as WastelandState, id).map((u) => ({ unit: u.id, carrier: id }));
  draft.displaced = castDraft([...(draft.displaced ?? []), ...inside]);
}

/** R47: the outline of an intact occupiable building, if `id` names one. */
export function buildingArea(state: WastelandState, id: string): TerrainArea | undefined {
  return findBuilding(state, id) ? state.terrain.find((t) => t.id === id) : undefined;
}

/** R47: the intact occupiable buildings a footprint touches (within the contact tolerance). */
export function buildingsTouching(state: WastelandState, circle: Circle): TerrainArea[] {
  const out: TerrainArea[] = [];
  for (const building of state.buildings ?? []) {
    if (building.destroyed) continue;
    const area = state.terrain.find((t) => t.id === building.id);
    if (
      area &&
      geometry.circlePolygonDistance(circle, area.polygon) <= state.settings.contactTolerance + 1e-9
    )
      out.push(area);
  }
  return out;
}

/** The point of a building's wall closest to `p`, as a zero-size footprint a charge can head for (R47). */
export function wallPoint(area: TerrainArea, p: Vec2): Circle {
  const points = area.polygon.points;
  let best = points[0] as Vec2;
  points.forEach((a, i) => {
    const q = geometry.closestPointOnSegment(p, a, points[(i + 1) % points.length] as Vec2);
    if (geometry.distance(p, q) < geometry.distance(p, best)) best = q;
  });
  return { center: best, radius: 0 };
}
