import { type Circle, geometry, type Polygon, type Vec2 } from 'sandtable';
import type { WastelandContext } from '../../events';
import type { UnitState, WastelandDraft, WastelandState } from '../../state';
import { destroyUnit } from '../casualties/destroy';
import { firstContact, segmentPolygonDistance } from '../measuring/paths';
import { exemptVehicle } from '../morale/exemption';
import { addMarker } from '../morale/markers';
import { straightReach } from '../terrain/elevation';
import { isAirborne, moveTerrainPenalty, rollMoveHazards } from '../terrain/terrain-effects';
import {
  areEnemies,
  draftUnitsById,
  footprint,
  footprints,
  isVehicle,
  liveModels,
  profileOf,
  unitHas,
  unitsById,
} from '../units/units';
import { checkEvacuation } from './move';
import { modelMove } from './move-check';

/** R26: "directly away": from the closest of `from`'s models to the unit's closest model, one direction for all. */
export function directionAway(state: WastelandState, from: readonly Circle[], unit: UnitState): Vec2 {
  let best: { a: Vec2; b: Vec2; d: number } | undefined;
  for (const a of from)
    for (const b of footprints(state, unit)) {
      const d = geometry.baseDistance(a, b);
      if (!best || d < best.d) best = { a: a.center, b: b.center, d };
    }
  return best ? geometry.subtract(best.b, best.a) : { x: 0, y: 1 };
}

/** How far along a→b (0-1) a base can go before it leaves the table. */
function tableFraction(state: WastelandState, a: Vec2, b: Vec2, r: number): number {
  let t = 1;
  const clip = (start: number, delta: number, low: number, high: number) => {
    if (delta > 0 && start + delta > high) t = Math.min(t, (high - start) / delta);
    if (delta < 0 && start + delta < low) t = Math.min(t, (low - start) / delta);
  };
  clip(a.x, b.x - a.x, r, state.table.width - r);
  clip(a.y, b.y - a.y, r, state.table.depth - r);
  return Math.max(0, t);
}

/** The fraction of a→b a base travels before touching the polygon (binary search; 1 if never). */
function polygonFraction(a: Vec2, b: Vec2, r: number, polygon: Polygon): number {
  if (segmentPolygonDistance(a, b, polygon) >= r) return 1;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 24; i++) {
    const mid = (low + high) / 2;
    if (segmentPolygonDistance(a, geometry.lerp(a, b, mid), polygon) < r) high = mid;
    else low = mid;
  }
  return low;
}

/**
 * WT-MOVE-08 … WT-MOVE-11 / R26: a Forced Move: every model moves its full Move in a straight line in the
 * direction given. A model stopped by a friendly model or a non-Impassible obstacle stops there; one that
 * would touch Impassible terrain, an enemy model or cross the table edge destroys the unit. Then the unit
 * gains a marker. Vehicle/Monster units never make one; Fearless units lose a model instead (R22).
 */
export function forcedMove(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  direction: Vec2,
  reason: string,
): void {
  const state = draft as WastelandState;
  const unit = unitsById.get(state, unitId);
  if (unit?.status !== 'on-table') return;
  if (isVehicle(state, unit)) return exemptVehicle(ctx, unitId, 'forced-move', reason);
  if (unitHas(state, unit, 'Fearless')) return addMarker(draft, ctx, unitId, reason);
  const dir = geometry.magnitude(direction) < 1e-9 ? { x: 0, y: 1 } : geometry.normalize(direction);
  const r = profileOf(state, unit).base / 2;
  const evacuating =
    state.mission.id === 1 && state.sides.find((s) => s.player === unit.player)?.role === 'defender';
  const paths = liveModels(unit).map((m) => {
    const from = { x: m.x, y: m.y };
    return { model: m, from, to: geometry.add(from, geometry.scale(dir, modelMove(state, unit, m))) };
  });
  const penalty = moveTerrainPenalty(
    state,
    unit,
    paths.map((p) => [p.from, p.to]),
  );
  const shortest = profileOf(state, unit).height;
  const obstacles = state.units
    .filter((u) => u.status === 'on-table' && u.id !== unitId)
    .flatMap((u) =>
      liveModels(u).map((m) => ({
        circle: footprint(state, u, m),
        enemy: areEnemies(state, unit.player, u.player),
      })),
    );
  let fatal: string | undefined;
  // WT-TERR-08 / R26: Impassible terrain (an intact building is, WT-BLD-01) and the table edge destroy the unit.
  let fatalRules: readonly string[] = [];
  // R26 / R13: the unit's own models stop each other too: the model furthest along the direction moves
  // first, and each one behind stops where it would touch a model of its unit already moved.
  const ahead = (p: { from: Vec2 }) => geometry.dot(p.from, dir);
  const placed: Circle[] = [];
  const moves = [...paths]
    .sort((a, b) => ahead(b) - ahead(a))
    .map((p) => {
      const length = Math.max(0, modelMove(state, unit, p.model) - penalty);
      const to = geometry.add(p.from, geometry.scale(dir, length));
      // R26 / WT-MOVE-02: a height the models cannot climb stops a model without destroying the unit.
      let stop = isAirborne(state, unit) ? 1 : straightReach(state, p.from, to, length, shortest).t;
      for (const o of obstacles) if (!o.enemy) stop = Math.min(stop, firstContact(p.from, to, r, o.circle));
      for (const own of placed) stop = Math.min(stop, firstContact(p.from, to, r, own));
      for (const o of obstacles)
        if (o.enemy && firstContact(p.from, to, r, o.circle) < stop)
          fatal ??= 'its path is blocked by enemy models';
      for (const area of state.terrain)
        if (area.impassible && polygonFraction(p.from, to, r, area.polygon) < stop && fatal === undefined) {
          fatal = `its path runs into ${area.name}`;
          fatalRules = area.building ? ['WT-TERR-08', 'WT-BLD-01'] : ['WT-TERR-08'];
        }
      const edge = tableFraction(state, p.from, to, r);
      if (edge < stop) {
        const west = evacuating && geometry.isAtMost(geometry.lerp(p.from, to, edge).x - r, 0);
        if (west) stop = edge;
        else if (fatal === undefined) {
          fatal = 'its path leaves the table';
          fatalRules = ['WT-TERR-08'];
        }
      }
      placed.push({ center: geometry.lerp(p.from, to, stop), radius: r });
      return {
        model: p.model.id,
        from: p.from,
        to: geometry.lerp(p.from, to, stop),
        path: [p.from, geometry.lerp(p.from, to, stop)],
      };
    });
  const index = new Map(paths.map((p, i) => [p.model.id, i]));
  moves.sort((a, b) => (index.get(a.model) ?? 0) - (index.get(b.model) ?? 0));
  if (fatal !== undefined) {
    ctx.emit({
      type: 'unit-moved',
      unit: unitId,
      kind: 'forced',
      models: [],
      rules: ['WT-MOVE-08', 'WT-MOVE-11', ...fatalRules],
    });
    const named = fatalRules.length > 0 ? `, ${fatalRules.join(', ')}` : '';
    destroyUnit(draft, ctx, unitId, `Forced Move failed: ${fatal} (WT-MOVE-11${named})`);
    return;
  }
  const target = draftUnitsById.require(draft, unitId);
  for (const move of moves) {
    const model = target.models.find((m) => m.id === move.model);
    if (!model) continue;
    model.x = move.to.x;
    model.y = move.to.y;
    delete model.elevation;
  }
  target.moved = true;
  ctx.emit({
    type: 'unit-moved',
    unit: unitId,
    kind: 'forced',
    models: moves.map((m) => ({ model: m.model, from: m.from, to: m.to })),
    rules: ['WT-MOVE-08', 'WT-MOVE-09'],
  });
  rollMoveHazards(draft, ctx, unitId, moves, 'forced');
  checkEvacuation(draft, ctx, unitId);
  if ((draft as WastelandState).units.find((u) => u.id === unitId)?.status === 'on-table')
    addMarker(draft, ctx, unitId, `${reason}; a Forced Move adds a marker (WT-MOVE-10)`);
}
