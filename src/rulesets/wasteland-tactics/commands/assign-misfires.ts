import { assignMisfires } from '../rules/shooting/misfire';
import type { WastelandCommandRow } from '../tables';

/** The `assign-misfires` command. WT-SHOOT-09 / R25: the target's owner names the shooter unit each failed roll hits, in order. */
export const assignMisfiresCommand: WastelandCommandRow<'assign-misfires'> = { apply: assignMisfires };
