import type { XenocideCommandSpec } from '../context';
import { assaultManeuver } from './assault/decisions';

/** The `assault-maneuver` command's row of the command table: XEN-CA-05, maneuvers up to 2". */
export const assaultManeuverCommand: XenocideCommandSpec<'assault-maneuver'> = { apply: assaultManeuver };
