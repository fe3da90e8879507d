import type { XenocideCommandSpec } from '../context';
import { assignCasualties } from './shooting/attack-decisions';

/** The `assign-casualties` command's row of the command table: XEN-SAVE-15, the models a failed save removes. */
export const assignCasualtiesCommand: XenocideCommandSpec<'assign-casualties'> = { apply: assignCasualties };
