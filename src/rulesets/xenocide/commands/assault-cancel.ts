import type { XenocideCommandSpec } from '../context';
import { assaultCancel } from './assault/decisions';

/** The `assault-cancel` command's row of the command table: XEN-CA-22 / XEN-CA-23, defence dice cancel attack dice. */
export const assaultCancelCommand: XenocideCommandSpec<'assault-cancel'> = { apply: assaultCancel };
