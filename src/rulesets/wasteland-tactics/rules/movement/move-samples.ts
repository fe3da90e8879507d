import { geometry, type Vec2 } from 'sandtable';
import type { CommandOfType } from '../../commands/schema';
import type { UnitState, WastelandState } from '../../state';
import { centroid } from '../measuring/measure';
import { zoneCenter } from '../missions/zones';
import { assaultTargets } from '../shooting/fire-samples';
import { carrierCentre, carrierOf, EMBARK_RANGE, findCarrier } from '../transport/carriers';
import { autoPlacementNear, embarkProblem } from '../transport/embark';
import {
  areEnemies,
  footprints,
  isVehicle,
  liveModels,
  profileOf,
  roleOf,
  unitRule,
  unitsById,
} from '../units/units';
import { checkMove, modelMove } from './move-check';

type MoveCommand = CommandOfType<'move-unit'>;

/** Where the unit's mission wants it to go, if anywhere in particular. */
export function missionGoal(state: WastelandState, unit: UnitState, from: Vec2): Vec2 | undefined {
  const role = roleOf(state, unit.player);
  const area = state.terrain.find((t) => t.id === state.mission.area);
  switch (state.mission.id) {
    case 1:
      return role === 'defender' ? { x: 0, y: from.y } : undefined;
    case 2: {
      const zone = state.sides.find((s) => s.role === 'defender')?.zone;
      return role === 'attacker' && zone ? zoneCenter(zone) : undefined;
    }
    case 4:
    case 6:
    case 9:
      return area ? centroid(area.polygon.points) : undefined;
    case 5:
      return state.mission.markers.reduce<Vec2 | undefined>(
        (best, m) =>
          best === undefined || geometry.distance(m, from) < geometry.distance(best, from) ? m : best,
        undefined,
      );
    case 7:
      return role === 'attacker' ? { x: state.table.width / 2, y: state.table.depth / 2 } : undefined;
    case 8: {
      const key = state.mission.key;
      if (!key) return undefined;
      if (key.carrier?.startsWith(`${unit.id}.m`)) {
        const zone = state.sides.find((s) => s.player === unit.player)?.zone;
        return zone ? zoneCenter(zone) : undefined;
      }
      return key;
    }
    default:
      return undefined;
  }
}

/** The centre of the nearest enemy unit on the table. */
function nearestEnemy(state: WastelandState, unit: UnitState, from: Vec2): Vec2 | undefined {
  let best: { at: Vec2; d: number } | undefined;
  for (const other of state.units) {
    if (other.status !== 'on-table' || !areEnemies(state, unit.player, other.player)) continue;
    const at = centroid(footprints(state, other).map((c) => c.center));
    const d = geometry.distance(at, from);
    if (!best || d < best.d) best = { at, d };
  }
  return best?.at;
}

/** The centre of the nearest Cover or Concealment area (for units looking for cover). */
export function nearestCover(state: WastelandState, from: Vec2): Vec2 | undefined {
  let best: { at: Vec2; d: number } | undefined;
  for (const area of state.terrain) {
    if (!(area.cover || area.concealment) || area.impassible) continue;
    const at = centroid(area.polygon.points);
    const d = geometry.distance(at, from);
    if (d > 0.5 && (!best || d < best.d)) best = { at, d };
  }
  return best?.at;
}

/** WT-SUR-53: staying aboard, or disembarking: every model placed within 3" of the transport, if a placement is found. */
function disembarkSamples(state: WastelandState, unit: UnitState): MoveCommand[] {
  const carrier = carrierOf(state, unit);
  const models = carrier ? autoPlacementNear(state, unit, carrier) : undefined;
  const stay: MoveCommand = { type: 'move-unit', player: unit.player, unit: unit.id, models: [] };
  if (!models) return [stay];
  return [stay, { ...stay, models: models.map((m) => ({ model: m.model, path: [{ x: m.x, y: m.y }] })) }];
}

/** WT-SUR-51: embarking on a friendly transport (or building) already within 3" of every model. */
function embarkSamples(state: WastelandState, unit: UnitState): MoveCommand[] {
  const out: MoveCommand[] = [];
  const carriers = [
    ...state.units
      .filter((u) => u.player === unit.player && u.status === 'on-table' && u.id !== unit.id)
      .filter((u) => unitRule(state, u, 'Transport') !== undefined)
      .map((u) => u.id),
    ...(state.buildings ?? []).filter((b) => !b.destroyed).map((b) => b.id),
  ];
  if (carriers.length === 0 || isVehicle(state, unit)) return out;
  const plan = checkMove(state, unit, []);
  if (!plan.ok) return out;
  for (const id of carriers)
    if (findCarrier(state, id) && !embarkProblem(state, unit, plan.plan, id))
      out.push({ type: 'move-unit', player: unit.player, unit: unit.id, models: [], embark: id });
  if (out.length > 0) return out.slice(0, 1);
  // Out of reach as it stands: the nearest carrier a slide toward it brings within 3" of every model.
  const from = centroid(liveModels(unit).map((m) => ({ x: m.x, y: m.y })));
  const near = carriers
    .map((id) => ({ id, carrier: findCarrier(state, id) }))
    .map(({ id, carrier }) => ({ id, at: carrier ? carrierCentre(carrier) : undefined }))
    .filter((c): c is { id: string; at: Vec2 } => c.at !== undefined)
    .map((c) => ({ ...c, d: geometry.distance(c.at, from) }))
    .filter((c) => c.d <= profileOf(state, unit).move + EMBARK_RANGE + 6)
    .sort((a, b) => a.d - b.d || a.id.localeCompare(b.id));
  for (const { id, at } of near.slice(0, 2)) {
    const slide = slideToward(state, unit, at, [0, 2, -2]);
    const checked = slide ? checkMove(state, unit, slide.models) : undefined;
    if (slide && checked?.ok && !embarkProblem(state, unit, checked.plan, id))
      return [{ ...slide, embark: id }];
  }
  return out;
}

/**
 * WT-BLD-03: a Move of a non-Vehicle/Monster unit into the nearest multi-level ruins within reach, the
 * models that end inside them climbing to its lowest floor; undefined when no such move is legal.
 */
export function ruinsClimb(state: WastelandState, unit: UnitState): MoveCommand | undefined {
  const live = liveModels(unit);
  if (live.length === 0 || unit.status !== 'on-table' || isVehicle(state, unit)) return undefined;
  const from = centroid(live.map((m) => ({ x: m.x, y: m.y })));
  const move = Math.min(...live.map((m) => modelMove(state, unit, m)));
  const ruins = state.terrain
    .filter((t) => (t.levels ?? []).length > 0)
    .map((t) => ({ t, at: centroid(t.polygon.points) }))
    .map((r) => ({ ...r, d: geometry.distance(r.at, from) }))
    .filter((r) => r.d <= move + 6)
    .sort((a, b) => a.d - b.d)[0];
  if (!ruins || live.some((m) => (m.elevation ?? 0) > 0)) return undefined;
  const level = Math.min(...(ruins.t.levels ?? []));
  const dir = ruins.d < 0.1 ? { x: 0, y: 0 } : geometry.normalize(geometry.subtract(ruins.at, from));
  const round = (v: number) => Math.round(v * 1000) / 1000;
  for (const fraction of [1, 0.75, 0.5, 0.25]) {
    const d = Math.round(Math.max(0, Math.min(ruins.d, move - level)) * fraction * 100) / 100;
    const models = live.map((m) => {
      const end = geometry.add(m, geometry.scale(dir, d));
      const inside = geometry.pointInPolygon(end, ruins.t.polygon);
      return { model: m.id, path: [{ x: round(end.x), y: round(end.y) }], ...(inside ? { level } : {}) };
    });
    if (!models.some((m) => m.level !== undefined)) continue;
    if (checkMove(state, unit, models).ok)
      return { type: 'move-unit', player: unit.player, unit: unit.id, models };
  }
  return undefined;
}

/**
 * A few legal moves for the unit now moving (for legal commands and bots): staying put, the whole unit
 * sliding toward its mission goal, toward the nearest enemy, away from it and toward cover, as far as the
 * rules allow; disembarking, embarking on a transport or building within reach (after a slide toward it if
 * need be), climbing into multi-level ruins (WT-BLD-03), and, for a unit with Assault weapons, a move toward
 * the goal or the enemy that ends with their free fire at an enemy in range (WT-WSR-05).
 */
export function sampleMoves(state: WastelandState, unitId: string): MoveCommand[] {
  const unit = unitsById.get(state, unitId);
  if (!unit) return [];
  if (unit.status === 'embarked') return disembarkSamples(state, unit);
  const stay: MoveCommand = { type: 'move-unit', player: unit.player, unit: unitId, models: [] };
  const live = liveModels(unit);
  if (live.length === 0 || unit.status !== 'on-table') return [stay];
  const from = centroid(live.map((m) => ({ x: m.x, y: m.y })));
  const enemy = nearestEnemy(state, unit, from);
  const goals: Vec2[] = [];
  const goal = missionGoal(state, unit, from);
  if (goal) goals.push(goal);
  if (enemy) goals.push(enemy, geometry.add(from, geometry.subtract(from, enemy)));
  const cover = nearestCover(state, from);
  if (cover) goals.push(cover);
  const out: MoveCommand[] = [stay, ...embarkSamples(state, unit)];
  const slides: MoveCommand[] = [];
  for (const target of goals) {
    const move = slideToward(state, unit, target);
    if (move) slides.push(move);
  }
  out.push(...slides);
  // WT-WSR-05 / R49: the free fire of Assault weapons at the end of a move toward the goal or the enemy.
  for (const move of slides.slice(0, 2)) {
    const target = assaultTargets(state, unit, move)[0];
    if (target) out.push({ ...move, assaultTarget: target.id });
  }
  const climb = ruinsClimb(state, unit);
  if (climb) out.push(climb);
  return out;
}

/**
 * A legal Move sliding the whole unit straight toward a point, as far as the rules allow (its full Move, or
 * ¾, ½, ¼ of it) without passing the point; each of `sidesteps` (inches, across the way) first steps aside
 * to slip between obstacles; undefined when none is legal.
 */
export function slideToward(
  state: WastelandState,
  unit: UnitState,
  target: Vec2,
  sidesteps: readonly number[] = [0],
): MoveCommand | undefined {
  const live = liveModels(unit);
  if (live.length === 0 || unit.status !== 'on-table') return undefined;
  const from = centroid(live.map((m) => ({ x: m.x, y: m.y })));
  const far = geometry.distance(target, from);
  if (far < 0.1) return undefined;
  const reach = Math.min(far, ...live.map((m) => modelMove(state, unit, m)));
  const dir = geometry.normalize(geometry.subtract(target, from));
  const across = { x: -dir.y, y: dir.x };
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const at = (p: Vec2) => ({ x: round(p.x), y: round(p.y) });
  for (const fraction of [1, 0.75, 0.5, 0.25])
    for (const side of sidesteps) {
      const d = Math.round((reach - Math.abs(side)) * fraction * 100) / 100;
      if (d <= 0) continue;
      const models = live.map((m) => {
        const aside = geometry.add(m, geometry.scale(across, side));
        const end = geometry.add(aside, geometry.scale(dir, d));
        return { model: m.id, path: side === 0 ? [at(end)] : [at(aside), at(end)] };
      });
      if (checkMove(state, unit, models).ok)
        return { type: 'move-unit', player: unit.player, unit: unit.id, models };
    }
  return undefined;
}
