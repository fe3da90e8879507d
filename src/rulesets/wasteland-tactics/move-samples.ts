import { geometry, type Vec2 } from 'sandtable';
import { checkMove, modelMove } from './actions/move-check';
import type { CommandOfType } from './commands/schema';
import { areEnemies, findUnit, footprints, liveModels, roleOf } from './context';
import { zoneCenter } from './missions/zones';
import type { UnitState, WastelandState } from './state';
import { centroid } from './table/measure';

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

/**
 * A few legal moves for the unit now moving (for legal commands and bots): staying put, and the whole unit
 * sliding toward its mission goal, toward the nearest enemy and away from it, as far as the rules allow.
 */
export function sampleMoves(state: WastelandState, unitId: string): MoveCommand[] {
  const unit = findUnit(state, unitId);
  if (!unit) return [];
  const stay: MoveCommand = { type: 'move-unit', player: unit.player, unit: unitId, models: [] };
  const live = liveModels(unit);
  if (live.length === 0 || unit.status !== 'on-table') return [stay];
  const from = centroid(live.map((m) => ({ x: m.x, y: m.y })));
  const reach = Math.min(...live.map((m) => modelMove(state, unit, m)));
  const enemy = nearestEnemy(state, unit, from);
  const goals: Vec2[] = [];
  const goal = missionGoal(state, unit, from);
  if (goal) goals.push(goal);
  if (enemy) goals.push(enemy, geometry.add(from, geometry.subtract(from, enemy)));
  const out: MoveCommand[] = [stay];
  for (const target of goals) {
    if (geometry.distance(target, from) < 1e-6) continue;
    const dir = geometry.normalize(geometry.subtract(target, from));
    for (const fraction of [1, 0.75, 0.5, 0.25]) {
      const d = Math.round(reach * fraction * 100) / 100;
      if (d <= 0) break;
      const models = live.map((m) => ({
        model: m.id,
        path: [
          { x: Math.round((m.x + dir.x * d) * 1000) / 1000, y: Math.round((m.y + dir.y * d) * 1000) / 1000 },
        ],
      }));
      if (checkMove(state, unit, models).ok) {
        out.push({ type: 'move-unit', player: unit.player, unit: unitId, models });
        break;
      }
    }
  }
  return out;
}
