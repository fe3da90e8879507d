import { geometry, type Vec2 } from 'sandtable';
import type { SqState, UnitState } from '../../state';
import { basesOf, centroid } from '../geometry';
import { alive, baseRadius, moveAllowance } from '../units';
import { basesAt, withinAssaultRange } from './reach';

const round = (n: number) => Math.round(n * 1000) / 1000;

/** Whether every base of `positions` stands within 3" of the target. */
function allWithin(unit: UnitState, positions: readonly Vec2[], target: UnitState): boolean {
  return basesAt(unit, positions).every((b) => withinAssaultRange(b, target));
}

/**
 * Sample assault moves (for the legal-command list): the unit slid as a block towards the target until every
 * model is within 3" of it, or each model stepped to a point a little more than 1" from its nearest target model.
 * Each sample still has to pass `valid` (the full assault-move check).
 */
export function assaultSamples(
  state: SqState,
  unit: UnitState,
  target: UnitState,
  jump: boolean,
  valid: (positions: Vec2[]) => boolean,
): Vec2[][] {
  const allowance = moveAllowance(state, unit, jump);
  const models = alive(unit);
  const c = centroid(unit);
  const out: Vec2[][] = [];
  const targets = basesOf(target);
  const nearestTo = (p: Vec2) => {
    let best = targets[0] as (typeof targets)[number];
    for (const t of targets) if (geometry.distance(t.center, p) < geometry.distance(best.center, p)) best = t;
    return best;
  };
  const aims = [nearestTo(c).center, centroid(target)];
  for (const aim of aims) {
    const d = geometry.subtract(aim, c);
    if (geometry.magnitude(d) < 1e-6) continue;
    const dir = geometry.normalize(d);
    for (let t = 0; t <= allowance + 1e-9; t += 0.25) {
      const positions = models.map((m) => ({ x: round(m.x + dir.x * t), y: round(m.y + dir.y * t) }));
      if (!allWithin(unit, positions, target)) continue;
      if (valid(positions)) {
        out.push(positions);
        break;
      }
    }
    if (out.length > 0) break;
  }
  const r = baseRadius(unit);
  for (const gap of [1.5, 2.2]) {
    const positions = models.map((m) => {
      const t = nearestTo(m);
      const away = geometry.subtract(m, t.center);
      const len = geometry.magnitude(away);
      const want = t.radius + r + gap;
      if (len <= want || len < 1e-6) return { x: m.x, y: m.y };
      const u = geometry.scale(away, want / len);
      return { x: round(t.center.x + u.x), y: round(t.center.y + u.y) };
    });
    if (allWithin(unit, positions, target) && valid(positions)) {
      out.push(positions);
      break;
    }
  }
  return out;
}

/**
 * A sample split assault (SQ-CQS-07) on two targets: the unit slid towards the point between them until every
 * model is within 3" of one of them; each model attacks the nearer target it reaches. Answers the positions and the
 * models sent at the second target, or undefined when no slide passes `valid` with models at both.
 */
export function splitSample(
  state: SqState,
  unit: UnitState,
  first: UnitState,
  second: UnitState,
  valid: (positions: Vec2[], sent: string[]) => boolean,
): { positions: Vec2[]; sent: string[] } | undefined {
  const allowance = moveAllowance(state, unit);
  const models = alive(unit);
  const c = centroid(unit);
  const a = centroid(first);
  const b = centroid(second);
  const d = geometry.subtract({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, c);
  if (geometry.magnitude(d) < 1e-6) return undefined;
  const dir = geometry.normalize(d);
  const firstBases = basesOf(first);
  const secondBases = basesOf(second);
  const gap = (p: Vec2, bases: typeof firstBases) =>
    Math.min(...bases.map((t) => geometry.baseDistance({ center: p, radius: baseRadius(unit) }, t)));
  for (let t = 0; t <= allowance + 1e-9; t += 0.25) {
    const positions = models.map((m) => ({ x: round(m.x + dir.x * t), y: round(m.y + dir.y * t) }));
    const sent: string[] = [];
    let ok = true;
    positions.forEach((p, i) => {
      const g1 = gap(p, firstBases);
      const g2 = gap(p, secondBases);
      if (g2 <= 3 && (g2 < g1 || g1 > 3)) sent.push((models[i] as (typeof models)[number]).id);
      else if (g1 > 3) ok = false;
    });
    if (!ok || sent.length === 0 || sent.length === models.length) continue;
    if (valid(positions, sent)) return { positions, sent };
  }
  return undefined;
}
