import type { MoveUnitCommand } from '../../commands/schema';
import { profileOf } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import { type MoveRejection, refuse } from './move-plan';
import { traitsOf } from './traits';

/**
 * XEN-TERR-20/22/26 / R41: the unit's altitude during and after the move, or why the choice is not allowed:
 * only units whose models outside transports are all Hover (or Flyers) choose to fly high.
 */
export function chooseAltitude(
  state: XenocideState,
  unit: UnitState,
  command: MoveUnitCommand,
): { during: boolean; after: boolean } | MoveRejection {
  const live = unit.models
    .filter((m) => !m.removed && m.embarkedIn === undefined)
    .map((m) => traitsOf(profileOf(state, m)));
  const flyers = live.some((t) => t.flyer);
  if (command.high !== undefined) {
    if (!live.every((t) => t.hover || t.flyer)) {
      return refuse(
        'illegal-action',
        `Only Hover units choose to fly high or low; unit ${unit.id} has models without Hover (XEN-TERR-20).`,
        ['high'],
      );
    }
    if (flyers && command.high === false)
      return refuse('illegal-action', `Flyers always fly high (XEN-TERR-26).`, ['high']);
  }
  const after = flyers || (command.high ?? unit.high);
  return { during: flyers || command.high === true || unit.high, after };
}
