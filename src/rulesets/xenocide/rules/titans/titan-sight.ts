import { type Circle, geometry } from 'sandtable';
import type { ModelState, XenocideState } from '../../state';
import { DEFAULT_TITAN_HEIGHT } from '../shooting/cover';
import { losFeatures } from '../shooting/sight';

/** XEN-TITAN-14: where a titan traces line of sight from: a weapon's mounting point or its head (decision: owner). */
export type TitanSightPoint = 'mount' | 'head';

/** XEN-TITAN-14: the height of a weapon mount as a fraction of the titan's height (the head is at the top). */
export const MOUNT_HEIGHT_FRACTION = 0.5;

/** XEN-TITAN-14: the eye height of a titan's sight point: its head at its full height, a mount at half of it. */
export function titanEyeHeight(point: TitanSightPoint, titanHeight = DEFAULT_TITAN_HEIGHT): number {
  return point === 'head' ? titanHeight : titanHeight * MOUNT_HEIGHT_FRACTION;
}

/**
 * XEN-TITAN-14 / XEN-SHOOT-10 / XEN-SHOOT-11: whether a titan sees a target base from the chosen point: a
 * sight line clear of solid terrain with at most 4" of obscuring terrain, traced from that height.
 */
export function titanSees(
  state: XenocideState,
  titan: Pick<ModelState, 'x' | 'y' | 'radius'>,
  target: Circle,
  point: TitanSightPoint,
  titanHeight = DEFAULT_TITAN_HEIGHT,
): boolean {
  const report = geometry.lineOfSight(
    { center: { x: titan.x, y: titan.y }, radius: titan.radius },
    target,
    losFeatures(state),
    { fromHeight: titanEyeHeight(point, titanHeight), fromPoints: 3, toPoints: 3, countOwnFeature: false },
  );
  return report.clear && geometry.isAtMost(report.best.obscuringDepth, 4);
}

/** XEN-TITAN-14: a bot's sight point: the head when it sees the target, else a mount that does, else the head. */
export function defaultTitanSightPoint(
  state: XenocideState,
  titan: Pick<ModelState, 'x' | 'y' | 'radius'>,
  target: Circle,
  titanHeight = DEFAULT_TITAN_HEIGHT,
): TitanSightPoint {
  if (titanSees(state, titan, target, 'head', titanHeight)) return 'head';
  return titanSees(state, titan, target, 'mount', titanHeight) ? 'mount' : 'head';
}
