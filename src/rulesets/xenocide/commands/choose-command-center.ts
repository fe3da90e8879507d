import type { XenocideCommandSpec } from '../context';
import { chooseCommandCenter } from './pre-game/steps';

/** The `choose-command-center` command's row of the command table (XEN-SCEN-01: a pre-game step). */
export const chooseCommandCenterCommand: XenocideCommandSpec<'choose-command-center'> = {
  apply: chooseCommandCenter,
};
