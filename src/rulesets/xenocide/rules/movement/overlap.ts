import { type Circle, geometry } from 'sandtable';
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
  return geometry.distance(a.center, b.center) < a.radius + b.radius - OVERLAP_TOLERANCE;
}

/** XEN-MOVE-01 / R57: every base on the table except the models in `skip`; passengers ride inside their transports. */
export function standingBases(state: XenocideState, skip: ReadonlySet<string>): PlacedBase[] {
  const out: PlacedBase[] = [];
  for (const unit of state.units) {
    if (unit.status !== 'on-table') continue;
    for (const m of unit.models) {
      if (m.removed || m.embarkedIn !== undefined || skip.has(m.id)) continue;
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
    const hit =
      standing.find((b) => basesOverlap(a, b)) ?? placed.slice(i + 1).find((b) => basesOverlap(a, b));
    if (hit)
      return refuse(
        'illegal-action',
        `Model ${a.model} would end on top of model ${hit.model}; bases may touch but not overlap.`,
      );
  }
  return undefined;
}
