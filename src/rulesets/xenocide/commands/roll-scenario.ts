import type { XenocideCommandSpec } from '../context';
import { rollScenario } from './pre-game/steps';

/** The `roll-scenario` command's row of the command table (XEN-SCEN-01: a pre-game step). */
export const rollScenarioCommand: XenocideCommandSpec<'roll-scenario'> = { apply: rollScenario };
