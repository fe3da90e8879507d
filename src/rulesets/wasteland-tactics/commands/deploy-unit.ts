import { deployUnit } from '../rules/deployment/deployment';
import type { WastelandCommandRow } from '../tables';

/** The `deploy-unit` command. WT-DEP-01/02: places one unit entirely in the player's zone, farther than 24" from enemy units. */
export const deployUnitCommand: WastelandCommandRow<'deploy-unit'> = {
  apply: deployUnit,
};
