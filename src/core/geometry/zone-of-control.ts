import { baseDistance, type Circle, isWithin } from './circle.js';

/** Tells whether any enemy base is within `radius` inches of the model, edge to edge (exactly `radius` counts). */
export function isInZoneOfControl(model: Circle, enemies: readonly Circle[], radius: number): boolean {
  return enemies.some((enemy) => isWithin(model, enemy, radius));
}

/** Which base is closest and how far away it is, edge to edge. */
export interface NearestBase {
  readonly index: number;
  readonly distance: number;
}

/** Returns the closest of `others` to the model, edge to edge (the lowest index on ties), or `undefined` when there are none. */
export function nearest(model: Circle, others: readonly Circle[]): NearestBase | undefined {
  let found: NearestBase | undefined;
  others.forEach((other, index) => {
    const d = baseDistance(model, other);
    if (found === undefined || d < found.distance) found = { index, distance: d };
  });
  return found;
}

/** Returns the edge-to-edge distance to the closest of `others`, or `Infinity` when there are none. */
export function nearestDistance(model: Circle, others: readonly Circle[]): number {
  return nearest(model, others)?.distance ?? Number.POSITIVE_INFINITY;
}
