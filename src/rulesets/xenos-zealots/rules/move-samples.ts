import { geometry, type Vec2 } from 'sandtable';
import type { Placement } from '../commands/schema';
import type { UnitState, XzState } from '../state';
import { baseSpeed, checkMove, type MoveKind, otherModels } from './movement';
import { closestEnemyPoint } from './threat';
import { leaderOf } from './units';

/**
 * Legal moves of a whole unit kept in its formation: toward the closest enemy (full and half Mobility), away from
 * it, and to either side; bots and UIs start from these (the `move` command takes any legal positions).
 */
export function moveSamples(state: XzState, unit: UnitState, kind: MoveKind = 'move'): Placement[][] {
  const leader = leaderOf(unit);
  if (!leader) return [];
  const alive = unit.models.filter((m) => m.alive);
  let speed = Number.POSITIVE_INFINITY;
  for (const m of alive) speed = Math.min(speed, baseSpeed(state, unit, m));
  if (!(speed > 0)) return [];
  const threat = closestEnemyPoint(state, unit) ?? {
    x: state.scenario.table.width / 2,
    y: state.scenario.table.depth / 2,
  };
  const toward = geometry.bearing(leader, threat);
  const out: Placement[][] = [];
  const others = otherModels(state, unit);
  const tries: [number, number][] = [
    [0, 1],
    [0, 0.5],
    [20, 1],
    [-20, 1],
    [90, 1],
    [-90, 1],
    [180, 1],
    [180, 0.5],
  ];
  for (const [angle, share] of tries) {
    const dir = geometry.directionOf(toward + angle);
    const moves = shifted(alive, dir, speed * share - 0.01);
    if (!checkMove(state, unit, moves, kind, { others }).problem) out.push(moves);
    else {
      const shorter = shifted(alive, dir, (speed * share) / 2);
      if (!checkMove(state, unit, shorter, kind, { others }).problem) out.push(shorter);
    }
  }
  return out;
}

function shifted(models: readonly { id: string; x: number; y: number }[], dir: Vec2, d: number): Placement[] {
  return models.map((m) => ({ model: m.id, x: round(m.x + dir.x * d), y: round(m.y + dir.y * d) }));
}

const round = (v: number) => Math.round(v * 1000) / 1000;
