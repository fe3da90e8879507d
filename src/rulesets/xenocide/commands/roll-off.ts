import type { XenocideCommandSpec } from '../context';
import { rollOff } from './pre-game/steps';

/** The `roll-off` command's row of the command table (XEN-SCEN-01: a pre-game step). */
export const rollOffCommand: XenocideCommandSpec<'roll-off'> = { apply: rollOff };
