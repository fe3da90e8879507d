import type { XenocideCommandSpec } from '../context';
import { assaultJoin } from './assault/decisions';

/** The `assault-join` command's row of the command table: XEN-BLD-30, units in nearby buildings join an assault on a building. */
export const assaultJoinCommand: XenocideCommandSpec<'assault-join'> = { apply: assaultJoin };
