import type { XenocideCommandSpec } from '../context';
import { assaultRetreat } from './assault/decisions';

/** The `assault-retreat` command's row of the command table: XEN-CA-36, a side retreats or fights on. */
export const assaultRetreatCommand: XenocideCommandSpec<'assault-retreat'> = { apply: assaultRetreat };
