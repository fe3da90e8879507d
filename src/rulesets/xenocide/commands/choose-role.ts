import type { XenocideCommandSpec } from '../context';
import { chooseRole } from './pre-game/steps';

/** The `choose-role` command's row of the command table (XEN-SCEN-01: a pre-game step). */
export const chooseRoleCommand: XenocideCommandSpec<'choose-role'> = { apply: chooseRole };
