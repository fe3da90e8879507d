import type { XenocideCommandSpec } from '../context';
import { assaultSplit } from './assault/decisions';

/** The `assault-split` command's row of the command table: XEN-CA-15, close-assault dice set aside for defence. */
export const assaultSplitCommand: XenocideCommandSpec<'assault-split'> = { apply: assaultSplit };
