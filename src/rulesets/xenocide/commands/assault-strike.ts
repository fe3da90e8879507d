import type { XenocideCommandSpec } from '../context';
import { assaultStrike } from './assault/decisions';

/** The `assault-strike` command's row of the command table: XEN-CA-19, attack dice sent at the enemy units. */
export const assaultStrikeCommand: XenocideCommandSpec<'assault-strike'> = { apply: assaultStrike };
