import { type Circle, geometry, type Vec2 } from 'sandtable';
import type { WastelandContext } from '../../events';
import { ruleValue } from '../../schemas/special-rules';
import type { UnitState, WastelandDraft, WastelandState } from '../../state';
import { buildingArea, wallPoint } from '../buildings/buildings';
import { unitInContact } from '../measuring/measure';
import { firstContact, segmentPolygonDistance } from '../measuring/paths';
import { applyMove } from '../movement/move';
import { modelMove } from '../movement/move-check';
import { straightReach } from '../terrain/elevation';
import { isAirborne, moveTerrainPenalty } from '../terrain/terrain-effects';
import {
  footprint,
  isVehicle,
  liveModels,
  profileOf,
  supportGrants,
  unitRule,
  unitsById,
} from '../units/units';

/** Steps back from a contact that is not allowed (R23), just beyond the contact tolerance. */
const BACK_OFF = 0.1;

/**
 * WT-FIGHT-05 / R23: the free Move of a charge: each model, closest first, moves in a straight line
 * directly toward the closest enemy model of the targeted units, up to its Move (+Bloodthirsty X, −2 through
 * Difficult Terrain), stopping when it touches a model; it may not end touching a unit it did not target.
 * The move names Bloodthirsty (WT-SUR-08) and a Support model's grant of it (WT-SUR-46) when a model went
 * farther than it could have without them.
 */
export function chargeMove(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  targets: readonly string[],
): void {
  const state = draft as WastelandState;
  const unit = unitsById.get(state, unitId) as UnitState;
  const bonus = unitInContact(state, unit) ? 0 : (unitRule(state, unit, 'Bloodthirsty') ?? 0);
  // WT-SUR-46 / R34: the part of the bonus a friendly Support model grants now.
  const granted = bonus > 0 ? Math.min(bonus, ruleValue(supportGrants(state, unit), 'Bloodthirsty') ?? 0) : 0;
  let beyond = { bonus: false, granted: false };
  const radius = profileOf(state, unit).base / 2;
  const targetModels: Circle[] = targets.flatMap((id) => {
    const t = unitsById.get(state, id);
    return t ? liveModels(t).map((m) => footprint(state, t, m)) : [];
  });
  const positions = new Map(liveModels(unit).map((m) => [m.id, { x: m.x, y: m.y } as Vec2]));
  const order = liveModels(unit)
    .map((m) => ({
      model: m,
      gap: Math.min(...targetModels.map((t) => geometry.baseDistance(footprint(state, unit, m), t))),
    }))
    .sort((a, b) => a.gap - b.gap);
  const moved: { model: string; from: Vec2; to: Vec2; facing: number }[] = [];
  const vehicle = isVehicle(state, unit);
  const shortest = profileOf(state, unit).height;
  for (const { model } of order) {
    const from = { x: model.x, y: model.y };
    const me = { center: from, radius };
    const walls = targets.flatMap((id) => {
      const area = buildingArea(state, id);
      return area ? [wallPoint(area, from)] : [];
    });
    const goal = [...targetModels, ...walls].reduce<Circle | undefined>(
      (best, t) =>
        best === undefined || geometry.baseDistance(me, t) < geometry.baseDistance(me, best) ? t : best,
      undefined,
    );
    if (!goal) continue;
    const penalty = moveTerrainPenalty(state, unit, [[from, goal.center]]);
    const allowance = Math.max(0, modelMove(state, unit, model) + bonus - penalty);
    const length = Math.min(allowance, geometry.baseDistance(me, goal));
    const without = (extra: number) => Math.max(0, allowance - extra) + 1e-6;
    if (length <= 1e-9) continue;
    const to = geometry.add(
      from,
      geometry.scale(geometry.normalize(geometry.subtract(goal.center, from)), length),
    );
    let t = 1;
    let blockedByOutsider = false;
    for (const other of state.units) {
      if (other.status !== 'on-table') continue;
      for (const m of liveModels(other)) {
        if (m.id === model.id) continue;
        const circle =
          other.id === unitId ? { center: positions.get(m.id) as Vec2, radius } : footprint(state, other, m);
        const hit = firstContact(from, to, radius, circle);
        if (hit < t) {
          t = hit;
          blockedByOutsider = other.player !== unit.player && !targets.includes(other.id);
        }
      }
    }
    for (const area of state.terrain)
      if (
        area.impassible &&
        !targets.includes(area.id) &&
        segmentPolygonDistance(from, geometry.lerp(from, to, t), area.polygon) < radius
      ) {
        t = 0;
        blockedByOutsider = false;
      }
    if (blockedByOutsider) t = Math.max(0, t - BACK_OFF / length);
    // WT-MOVE-02: climbs cost movement; a height the models are not all taller than stops them.
    if (!isAirborne(state, unit)) t = Math.min(t, straightReach(state, from, to, length, shortest).t);
    const end = geometry.lerp(from, to, t);
    if (!geometry.isOnTable({ center: end, radius }, state.table) || geometry.distance(end, from) < 1e-9)
      continue;
    positions.set(model.id, end);
    // WT-SUR-08 / WT-SUR-46: the model went farther than it could have without Bloodthirsty (or its grant).
    const went = geometry.distance(end, from);
    beyond = {
      bonus: beyond.bonus || (bonus > 0 && went > without(bonus)),
      granted: beyond.granted || (granted > 0 && went > without(granted)),
    };
    // WT-SUR-61: a Vehicle/Monster turns once, to face the way it charges.
    const facing = vehicle ? geometry.bearing(from, end) : model.facing;
    moved.push({ model: model.id, from, to: end, facing });
  }
  const paths = liveModels(unit).map((m) => {
    const step = moved.find((s) => s.model === m.id);
    return { model: m.id, path: step ? [step.from, step.to] : [{ x: m.x, y: m.y }] };
  });
  applyMove(draft, ctx, unitId, { moved, leavesContact: false, paths }, 'charge', [
    ...(beyond.bonus ? ['WT-SUR-08'] : []),
    ...(beyond.granted ? ['WT-SUR-46'] : []),
  ]);
}
