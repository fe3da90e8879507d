import { type Circle, geometry } from 'sandtable';
import { memoize } from '../../context';
import type { XenocideState } from '../../state';
import { type MoveRejection, refuse } from './move-plan';

const OVERLAP_TOLERANCE = 1e-6;

/** A base at the end of a move, at ground level or high (R41: high and low bases pass over each other). */
export interface PlacedBase extends Circle {
  readonly model: string;
  readonly high: boolean;
}

/** XEN-MOVE-01 / R41: whether two bases at the same altitude overlap (touching is fine). */
export function basesOverlap(a: PlacedBase, b: PlacedBase): boolean {
  if (a.high !== b.high) return false;
  const reach = a.radius + b.radius - OVERLAP_TOLERANCE;
  const dx = a.center.x - b.center.x;
  if (dx >= reach || dx <= -reach) return false;
  return geometry.distance(a.center, b.center) < reach;
}

/** XEN-MOVE-01 / R57: every base on the table except the models in `skip`; passengers ride inside their transports. */
export function standingBases(state: XenocideState, skip: ReadonlySet<string>): PlacedBase[] {
  const all = memoize(state, 'standing-bases', () => collectStandingBases(state));
  return skip.size === 0 ? all.slice() : all.filter((b) => !skip.has(b.model));
}

function collectStandingBases(state: XenocideState): PlacedBase[] {
  const out: PlacedBase[] = [];
  for (const unit of state.units) {
    if (unit.status !== 'on-table') continue;
    for (const m of unit.models) {
      if (m.removed || m.embarkedIn !== undefined) continue;
      out.push({ model: m.id, center: { x: m.x, y: m.y }, radius: m.radius, high: unit.high });
    }
  }
  return out;
}

/** XEN-MOVE-01: models may not end a move on top of other models (bases may touch). */
export function checkOverlap(
  placed: readonly PlacedBase[],
  standing: readonly PlacedBase[],
): MoveRejection | undefined {
  for (let i = 0; i < placed.length; i++) {
    const a = placed[i] as PlacedBase;
    let hit = standing.find((b) => basesOverlap(a, b));
    for (let j = i + 1; hit === undefined && j < placed.length; j++)
      if (basesOverlap(a, placed[j] as PlacedBase)) hit = placed[j];
    if (hit)
      return refuse(
        'illegal-action',
        `Model ${a.model} would end on top of model ${hit.model}; bases may touch but not overlap.`,
      );
  }
  return undefined;
}
