import type { XenocideCommandSpec } from '../context';
import { assaultFollowUp } from './assault/decisions';

/** The `assault-follow-up` command's row of the command table: XEN-CA-37, the winners follow up. */
export const assaultFollowUpCommand: XenocideCommandSpec<'assault-follow-up'> = { apply: assaultFollowUp };
