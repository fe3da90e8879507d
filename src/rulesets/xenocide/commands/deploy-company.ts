import type { XenocideCommandSpec } from '../context';
import { deployCompany } from './pre-game/steps';

/** The `deploy-company` command's row of the command table (XEN-SCEN-01: a pre-game step). */
export const deployCompanyCommand: XenocideCommandSpec<'deploy-company'> = { apply: deployCompany };
