import type { XenocideCommandSpec } from '../context';
import { chooseEdge } from './pre-game/steps';

/** The `choose-edge` command's row of the command table (XEN-SCEN-01: a pre-game step). */
export const chooseEdgeCommand: XenocideCommandSpec<'choose-edge'> = { apply: chooseEdge };
