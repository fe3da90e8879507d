import type { XenocideCommandSpec, XenocideContext, XenocideDraft } from '../context';
import { maneuver, whyBadManeuver } from '../rules/assault';
import { decide, maneuverOf } from './assault/decisions';
import type { CommandOfType } from './schema';

/** XEN-CA-05..08 / XEN-TRANS-09: step 1: 2" maneuvers (defender first), passengers getting out from round 2. */
export function assaultManeuver(
  draft: XenocideDraft,
  command: CommandOfType<'assault-maneuver'>,
  ctx: XenocideContext,
): void {
  const choice = maneuverOf(command);
  decide(
    draft,
    ctx,
    command.player,
    'maneuver',
    'maneuver',
    (s, a) => {
      const why = whyBadManeuver(s, a, command.player, choice);
      // The rules' paths already start with 'moves' or 'disembark'.
      return why ? { ...why, path: why.path ?? [] } : undefined;
    },
    (s, a, d) => maneuver(s, a, d, command.player, choice),
  );
}

/** The `assault-maneuver` command's row of the command table: XEN-CA-05, maneuvers up to 2". */
export const assaultManeuverCommand: XenocideCommandSpec<'assault-maneuver'> = { apply: assaultManeuver };
