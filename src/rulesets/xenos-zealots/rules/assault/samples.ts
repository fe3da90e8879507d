import type { XzCommand } from '../../commands/schema';
import type { UnitState, XzState } from '../../state';

/** XZ-ASLT: legal Assault commands for a unit (to be written with the assault steps). */
export function assaultSamples(_state: XzState, _unit: UnitState): XzCommand[] {
  return [];
}
