import type { Circle } from './circle.js';
import { GEOMETRY_EPSILON } from './epsilon.js';
import { type HasPolygon, runsLength, type SegmentRun, segmentRunsInPolygon } from './segment-in-polygon.js';
import { add, distance, scale, type Vec2 } from './vec2.js';

/** How a feature affects sight: `'solid'` blocks any line through it, `'obscuring'` adds depth, `false` neither. */
export type LosEffect = 'solid' | 'obscuring' | false;

/** A terrain feature as line of sight sees it; a missing `height` means infinitely tall, a missing `blocksLos` means `false`. */
export interface LosFeature extends HasPolygon {
  readonly blocksLos?: LosEffect | undefined;
  readonly height?: number | undefined;
}

/** Settings of {@link lineOfSight}; every field is optional. */
export interface LineOfSightOptions {
  /** Odd number of sight points across the shooter's base (1 = centre only, 3 = centre and both edges); default 1. */
  readonly fromPoints?: number;
  /** Odd number of sight points across the target's base, as for `fromPoints`; default 1. */
  readonly toPoints?: number;
  /** Height in inches of the shooter's eye above the table; default 0. */
  readonly fromHeight?: number;
  /** Height in inches of the point aimed at on the target; default 0. */
  readonly toHeight?: number;
  /** Whether to measure the stretch of a feature that a line starts or ends inside; default true. */
  readonly countOwnFeature?: boolean;
  /**
   * Stop at the first line that crosses nothing solid and no obscuring depth (no line can be better); default
   * false. `clear` and `best` are unchanged by it; `lines` then holds only the lines measured so far.
   */
  readonly stopAtPerfect?: boolean;
}

/** One measured sight line between a point of the shooter's base and a point of the target's base. */
export interface SightLine {
  readonly from: Vec2;
  readonly to: Vec2;
  /** Inches of this line inside each feature (index-aligned with the features), whatever its effect. */
  readonly lengths: readonly number[];
  /** Indices, ascending, of the solid features this line passes through. */
  readonly blockedBy: readonly number[];
  /** Total inches of obscuring features crossed. */
  readonly obscuringDepth: number;
}

/** What {@link lineOfSight} measured: whether any line is clear of solid terrain, the best line, and every line tried. */
export interface LineOfSightReport {
  readonly clear: boolean;
  readonly best: SightLine;
  readonly lines: readonly SightLine[];
}

function checkPointCount(name: string, count: number): void {
  if (!Number.isInteger(count) || count < 1 || count % 2 === 0) {
    throw new RangeError(
      `lineOfSight: options.${name} must be an odd whole number of at least 1 ` +
        `(1 = centre only, 3 = centre and both edges), got ${count}.`,
    );
  }
}

/** Centre first, then pairs of points further out across the diameter square to the sight direction, left first. */
function sightPoints(base: Circle, left: Vec2, count: number): Vec2[] {
  const points = [base.center];
  const m = (count - 1) / 2;
  for (let i = 1; i <= m; i++) {
    const offset = scale(left, (base.radius * i) / m);
    points.push(add(base.center, offset), add(base.center, scale(offset, -1)));
  }
  return points;
}

/** Keeps the part of each run where the sight line, rising linearly from `z0` to `z1`, is below `height`. */
function clipBelow(runs: readonly SegmentRun[], z0: number, z1: number, height: number): SegmentRun[] {
  if (z0 === z1) return z0 < height ? [...runs] : [];
  const cut = (height - z0) / (z1 - z0);
  const clipped: SegmentRun[] = [];
  for (const run of runs) {
    const start = z1 > z0 ? run.start : Math.max(run.start, cut);
    const end = z1 > z0 ? Math.min(run.end, cut) : run.end;
    if (end > start) clipped.push({ start, end });
  }
  return clipped;
}

function measureLine(
  from: Vec2,
  to: Vec2,
  features: readonly LosFeature[],
  z0: number,
  z1: number,
  countOwn: boolean,
): SightLine {
  const len = distance(from, to);
  const tol = len === 0 ? 0 : GEOMETRY_EPSILON / len;
  const lengths: number[] = [];
  const blockedBy: number[] = [];
  let obscuringDepth = 0;
  features.forEach((feature, index) => {
    let runs = segmentRunsInPolygon(from, to, feature.polygon);
    if (!countOwn) runs = runs.filter((r) => r.start > tol && r.end < 1 - tol);
    runs = clipBelow(runs, z0, z1, feature.height ?? Number.POSITIVE_INFINITY);
    const inside = runsLength(runs, len);
    lengths.push(inside);
    if (feature.blocksLos === 'solid' && inside > GEOMETRY_EPSILON) blockedBy.push(index);
    if (feature.blocksLos === 'obscuring') obscuringDepth += inside;
  });
  return { from, to, lengths, blockedBy, obscuringDepth };
}

/** Fewer solid features first (so clear lines win), then less obscuring depth; earlier lines keep ties. */
function isBetter(candidate: SightLine, best: SightLine): boolean {
  const a = candidate.blockedBy.length;
  const b = best.blockedBy.length;
  if (a !== b) return a < b;
  return candidate.obscuringDepth < best.obscuringDepth - GEOMETRY_EPSILON;
}

/**
 * Measures sight lines from one base to another across terrain; `clear` is true when at least one line
 * crosses no solid feature, and `best` is the clear line with the least obscuring depth (earliest on ties)
 * or, when none is clear, the line through the fewest solid features.
 *
 * Lines join each of `fromPoints` sight points on the shooter's base to each of `toPoints` on the target's,
 * shooter points in the outer loop. A base's sight points are its centre, then pairs spaced evenly out to
 * its rim along the diameter square to the centre-to-centre line, left (seen from the shooter) before right.
 * A line is inside a feature only through its interior (grazing a vertex or running along an edge is not),
 * and only where the line, rising linearly from `fromHeight` to `toHeight`, is below the feature's height.
 * With `countOwnFeature: false`, a stretch inside a feature that starts at the line's start or ends at its
 * end is not measured, so a model sees out of the feature it stands in; later crossings still count.
 * Rulesets decide what depth blocks sight: this only measures.
 * @example
 * const wood = {
 *   polygon: { points: [{ x: 2, y: -1 }, { x: 4, y: -1 }, { x: 4, y: 1 }, { x: 2, y: 1 }] },
 *   blocksLos: 'obscuring' as const,
 * };
 * const shooter = { center: { x: 0, y: 0 }, radius: 0.5 };
 * const target = { center: { x: 10, y: 0 }, radius: 0.5 };
 * const report = lineOfSight(shooter, target, [wood]);
 * report.clear; // true
 * report.best.obscuringDepth; // 2
 */
export function lineOfSight(
  from: Circle,
  to: Circle,
  features: readonly LosFeature[],
  options: LineOfSightOptions = {},
): LineOfSightReport {
  const fromCount = options.fromPoints ?? 1;
  const toCount = options.toPoints ?? 1;
  checkPointCount('fromPoints', fromCount);
  checkPointCount('toPoints', toCount);
  const dx = to.center.x - from.center.x;
  const dy = to.center.y - from.center.y;
  const gap = Math.sqrt(dx * dx + dy * dy);
  const left = gap === 0 ? { x: -1, y: 0 } : { x: -dy / gap, y: dx / gap };
  const z0 = options.fromHeight ?? 0;
  const z1 = options.toHeight ?? 0;
  const countOwn = options.countOwnFeature ?? true;
  const lines: SightLine[] = [];
  const stop = options.stopAtPerfect === true;
  measuring: for (const p of sightPoints(from, left, fromCount)) {
    for (const q of sightPoints(to, left, toCount)) {
      const line = measureLine(p, q, features, z0, z1, countOwn);
      lines.push(line);
      if (stop && line.blockedBy.length === 0 && line.obscuringDepth <= 0) break measuring;
    }
  }
  let best = lines[0]!;
  for (const line of lines) if (isBetter(line, best)) best = line;
  return { clear: best.blockedBy.length === 0, best, lines };
}
