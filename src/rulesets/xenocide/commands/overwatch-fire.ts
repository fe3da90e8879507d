import type { XenocideCommandSpec } from '../context';
import { overwatchFire } from './shooting/overwatch-window';

/** The `overwatch-fire` command's row of the command table: XEN-OW-03..08, a shot from the open overwatch window. */
export const overwatchFireCommand: XenocideCommandSpec<'overwatch-fire'> = { apply: overwatchFire };
