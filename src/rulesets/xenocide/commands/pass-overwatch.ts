import type { XenocideCommandSpec } from '../context';
import { passOverwatch } from './shooting/overwatch-window';

/** The `pass-overwatch` command's row of the command table: XEN-OW-04, the overwatching player lets the window close. */
export const passOverwatchCommand: XenocideCommandSpec<'pass-overwatch'> = { apply: passOverwatch };
