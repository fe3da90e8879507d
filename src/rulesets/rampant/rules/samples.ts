import { geometry, type Vec2 } from 'sandtable';
import { TERRAIN_TYPES } from '../data/tables';
import type { RmpState, UnitState } from '../state';
import { centroid, round } from './geometry';
import { moveProblem, translated } from './movement';
import { alive, classOf, maxMovement } from './units';

/** The nearest enemy unit on the table. */
export function nearestEnemy(state: RmpState, unit: UnitState): UnitState | undefined {
  const c = centroid(unit);
  let best: UnitState | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const u of state.units) {
    if (u.player === unit.player || u.status !== 'table') continue;
    const d = geometry.distance(c, centroid(u));
    if (d < bestD) {
      bestD = d;
      best = u;
    }
  }
  return best;
}

/** The second-nearest enemy unit on the table. */
function secondEnemy(state: RmpState, unit: UnitState, first: UnitState): UnitState | undefined {
  const c = centroid(unit);
  let best: UnitState | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const u of state.units) {
    if (u.player === unit.player || u.status !== 'table' || u.id === first.id) continue;
    const d = geometry.distance(c, centroid(u));
    if (d < bestD) {
      bestD = d;
      best = u;
    }
  }
  return best;
}

/** Centres of the cover features (where a unit may want to stand). */
export function coverPoints(state: RmpState): Vec2[] {
  const out: Vec2[] = [];
  for (const f of state.scenario.terrain) {
    const t = TERRAIN_TYPES[f.type];
    if (!t.cover || t.linear) continue;
    let x = 0;
    let y = 0;
    for (const p of f.points) {
      x += p.x;
      y += p.y;
    }
    out.push({ x: x / f.points.length, y: y / f.points.length });
  }
  return out;
}

/**
 * Legal destinations (the unit's new centre) for a move of up to `allowance`: towards the nearest enemy, towards
 * cover, away, and sideways; each tried at full, two-thirds and one-third length, the first legal kept.
 */
export function moveSamples(state: RmpState, unit: UnitState, allowance: number, max = 8): Vec2[] {
  if (unit.status !== 'table' || allowance <= 0) return [];
  const c = centroid(unit);
  const enemy = nearestEnemy(state, unit);
  const goals: Vec2[] = [];
  if (enemy) goals.push(centroid(enemy));
  const cover = coverPoints(state)
    .filter((p) => geometry.distance(p, c) <= allowance * 1.5 && geometry.distance(p, c) > 0.5)
    .sort((a, b) => geometry.distance(a, c) - geometry.distance(b, c));
  if (cover[0]) goals.push(cover[0]);
  if (enemy) {
    const away = geometry.subtract(c, centroid(enemy));
    goals.push(geometry.add(c, away));
    const side = { x: -away.y, y: away.x };
    goals.push(geometry.add(c, side), geometry.subtract(c, side));
  }
  goals.push({ x: c.x, y: state.params.table.depth / 2 });
  // A straight line at the nearest enemy is often blocked: also the lines either side of it, and the next enemy.
  if (enemy) {
    const at = geometry.subtract(centroid(enemy), c);
    for (const a of [0.45, -0.45]) {
      const cos = Math.cos(a);
      const sin = Math.sin(a);
      goals.push(geometry.add(c, { x: at.x * cos - at.y * sin, y: at.x * sin + at.y * cos }));
    }
    const second = secondEnemy(state, unit, enemy);
    if (second) goals.push(centroid(second));
  }
  const out: Vec2[] = [];
  for (const g of goals) {
    const v = geometry.subtract(g, c);
    const len = geometry.magnitude(v);
    if (len < 0.5) continue;
    const dir = geometry.scale(v, 1 / len);
    for (const f of [1, 0.85, 2 / 3, 0.5, 1 / 3]) {
      const d = Math.min(len, allowance * f);
      const to = { x: round(c.x + dir.x * d), y: round(c.y + dir.y * d) };
      if (out.some((p) => geometry.distance(p, to) < 0.5)) break;
      if (!moveProblem(state, unit, translated(unit, to), allowance)) {
        out.push(to);
        break;
      }
    }
    if (out.length >= max) break;
  }
  return out;
}

/** RMP-DEF-02: deployment centres inside a player's zone, spread along it. */
export function deploySpots(state: RmpState, player: string): Vec2[] {
  const zone = state.sides.find((s) => s.player === player)?.zone ?? 'south';
  const depth = state.params.deployment.zoneDepth;
  const w = state.params.table.width;
  const rows = [depth * 0.5, depth * 0.25, depth * 0.75];
  const out: Vec2[] = [];
  for (const r of rows)
    for (let i = 1; i <= 8; i++) {
      const x = (w * i) / 9;
      const y = zone === 'south' ? r : state.params.table.depth - r;
      out.push({ x: round(x), y: round(y) });
    }
  return out;
}

/** The allowance of a Skirmish or Move-and-fire move (RMP-DEF-10). */
export function halfAllowance(state: RmpState, unit: UnitState): number {
  return maxMovement(state, unit) / 2;
}

/** A unit's radius-sized footprint for spacing (used to spread deployments). */
export function footprint(state: RmpState, unit: UnitState): number {
  const r = classOf(state, unit).baseRadius;
  return alive(unit).length * (2 * r + 0.5);
}
