import type { XzCommand } from '../../commands/schema';
import type { UnitState, XzState } from '../../state';

/** XZ-SHOOT: legal Shoot commands for a unit (to be written with the shooting steps). */
export function shootSamples(_state: XzState, _unit: UnitState): XzCommand[] {
  return [];
}
