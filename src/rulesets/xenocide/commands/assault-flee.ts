import type { XenocideCommandSpec } from '../context';
import { assaultFlee } from './assault/decisions';

/** The `assault-flee` command's row of the command table: XEN-CA-31, suppressed units flee. */
export const assaultFleeCommand: XenocideCommandSpec<'assault-flee'> = { apply: assaultFlee };
