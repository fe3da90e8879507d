import { type Circle, geometry, type Vec2 } from 'sandtable';
import type { XenocideState } from '../../state';
import { basesOverlap, type PlacedBase } from './overlap';
import { isInside, isLandingForbidden } from './terrain-effects';
import type { MoverTraits } from './traits';

/** XEN-TRANS-16: survivors of a destroyed transport are placed up to this far from where it was. */
export const SURVIVOR_DISTANCE = 4;

const STEPS = 12;

function gaps(maxGap: number): number[] {
  const out = [0.05, 1, 2, 3, 4].filter((g) => g < maxGap);
  return [...out, Math.max(0, maxGap - 0.001)];
}

/**
 * XEN-TRANS-16: a deterministic free spot for a model within `maxGap` (default 4", edge to edge) of a wrecked transport:
 * rings of growing distance, each tried at 30° steps starting directly away from `awayFrom` (the nearest
 * enemy) and alternating left and right; the spot must be on the table, clear of other bases and not in
 * terrain the model may not stand in. Undefined when there is no room.
 */
export function survivorSpot(
  state: XenocideState,
  wreck: Circle,
  model: { readonly id: string; readonly radius: number; readonly high: boolean },
  traits: MoverTraits,
  standing: readonly PlacedBase[],
  awayFrom: Vec2 | undefined,
  maxGap = SURVIVOR_DISTANCE,
): Vec2 | undefined {
  const heading = awayFrom ? geometry.bearing(awayFrom, wreck.center) : 180;
  for (const gap of gaps(maxGap)) {
    const reach = wreck.radius + model.radius + gap;
    for (let k = 0; k <= STEPS / 2; k++) {
      for (const sign of k === 0 || k === STEPS / 2 ? [1] : [1, -1]) {
        const direction = geometry.directionOf(heading + (sign * k * 360) / STEPS);
        const center = geometry.add(wreck.center, geometry.scale(direction, reach));
        const base: PlacedBase = { model: model.id, center, radius: model.radius, high: model.high };
        if (!geometry.isOnTable(base, state.table)) continue;
        if (standing.some((other) => basesOverlap(base, other))) continue;
        if (state.terrain.some((f) => isInside(center, f) && isLandingForbidden(f, traits))) continue;
        return center;
      }
    }
  }
  return undefined;
}
