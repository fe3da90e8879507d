import { activateUnit } from '../rules/activation/activation';
import type { WastelandCommandRow } from '../tables';

/** The `activate-unit` command. WT-ACT-01 / R17: activates a unit and declares its actions. */
export const activateUnitCommand: WastelandCommandRow<'activate-unit'> = { apply: activateUnit };
