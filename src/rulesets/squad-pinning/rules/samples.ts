import { geometry, type Vec2 } from 'sandtable';
import type { SqState, UnitState } from '../state';
import { centroid } from './geometry';
import { checkMove, isProblem, type MoveOptions, placementProblem } from './movement';
import { alive, baseRadius, opponentOf } from './units';

/** A compact formation of `n` bases around `centre`: rows of up to 4, 1.5" apart (3.5" for vehicles). */
export function formation(centre: Vec2, n: number, radius: number): Vec2[] {
  const gap = radius * 2 + 0.5;
  const perRow = Math.min(4, n);
  const rows = Math.ceil(n / perRow);
  const out: Vec2[] = [];
  for (let i = 0; i < n; i++) {
    const row = Math.floor(i / perRow);
    const col = i % perRow;
    const inRow = Math.min(perRow, n - row * perRow);
    out.push({
      x: round(centre.x + (col - (inRow - 1) / 2) * gap),
      y: round(centre.y + (row - (rows - 1) / 2) * gap),
    });
  }
  return out;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The unit's living models shifted by `v`. */
export function shifted(unit: UnitState, v: Vec2): Vec2[] {
  return alive(unit).map((m) => ({ x: round(m.x + v.x), y: round(m.y + v.y) }));
}

/**
 * Legal moves towards each of `goals` (and the 8 compass directions), each the farthest of a few fractions of
 * the allowance that passes `checkMove`; at most one per direction.
 */
export function moveSamples(
  state: SqState,
  unit: UnitState,
  goals: readonly Vec2[],
  options: MoveOptions & { allowance: number },
  compass = true,
): Vec2[][] {
  const out: Vec2[][] = [];
  const c = centroid(unit);
  const directions: Vec2[] = [];
  for (const g of goals) {
    const d = geometry.subtract(g, c);
    const len = geometry.magnitude(d);
    if (len > 0.5)
      directions.push(geometry.scale(d, Math.min(1, options.allowance / len) / options.allowance));
  }
  if (compass)
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      directions.push({ x: Math.cos(a), y: Math.sin(a) });
    }
  for (const dir of directions) {
    for (const f of [0.95, 0.7, 0.45, 0.2]) {
      const v = geometry.scale(dir, options.allowance * f);
      const positions = shifted(unit, v);
      const result = checkMove(state, unit, positions, options);
      if (!isProblem(result)) {
        out.push(positions);
        break;
      }
    }
  }
  return out;
}

/** Formations wholly inside `player`'s deployment zone that may be placed (SQ-DEF-02), spread across it. */
export function deploySamples(
  state: SqState,
  unit: UnitState,
  player: string,
  inZone: (b: { center: Vec2; radius: number }) => boolean,
): Vec2[][] {
  const zone = state.sides.find((s) => s.player === player)?.zone;
  const depth = state.params.deployment.zoneDepth;
  const width = state.params.table.width;
  const r = baseRadius(unit);
  const n = alive(unit).length;
  const out: Vec2[][] = [];
  const ys =
    zone === 'south'
      ? [depth / 2, depth - 3, 3]
      : [
          state.params.table.depth - depth / 2,
          state.params.table.depth - depth + 3,
          state.params.table.depth - 3,
        ];
  for (const y of ys)
    for (let x = 5; x <= width - 5; x += 6) {
      const positions = formation({ x, y }, n, r);
      const bases = positions.map((p) => ({ center: p, radius: r }));
      if (!bases.every(inZone)) continue;
      if (placementProblem(state, unit, bases)) continue;
      if (
        bases.some((b) =>
          state.scenario.terrain.some(
            (f) => f.type === 'building' && geometry.circleOverlapsPolygon(b, { points: f.points }),
          ),
        )
      )
        continue;
      out.push(positions);
      if (out.length >= 8) return out;
    }
  return out;
}

/** The centre of the nearest enemy unit on the table, or undefined. */
export function nearestEnemy(state: SqState, unit: UnitState): UnitState | undefined {
  const enemy = opponentOf(state, unit.player);
  const c = centroid(unit);
  let best: UnitState | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const u of state.units) {
    if (u.player !== enemy || u.status !== 'table' || alive(u).length === 0) continue;
    const d = geometry.distance(centroid(u), c);
    if (d < bestD) {
      bestD = d;
      best = u;
    }
  }
  return best;
}
