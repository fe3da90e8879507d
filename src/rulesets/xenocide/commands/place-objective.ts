import type { XenocideCommandSpec } from '../context';
import { placeObjective } from './pre-game/steps';

/** The `place-objective` command's row of the command table (XEN-SCEN-01: a pre-game step). */
export const placeObjectiveCommand: XenocideCommandSpec<'place-objective'> = { apply: placeObjective };
