import type { XenocideCommandSpec } from '../context';
import { assaultReinforce } from './assault/decisions';

/** The `assault-reinforce` command's row of the command table: XEN-CA-09 / XEN-CP-12, reinforcements. */
export const assaultReinforceCommand: XenocideCommandSpec<'assault-reinforce'> = { apply: assaultReinforce };
