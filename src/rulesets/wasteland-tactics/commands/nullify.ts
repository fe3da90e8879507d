import { nullify } from '../rules/casting/cast';
import type { WastelandCommandRow } from '../tables';

/** The `nullify` command. WT-CAST-03/04/06: an enemy player nullifies with one Caster unit (a Will roll, no Defend or Cover bonus) or declines. */
export const nullifyCommand: WastelandCommandRow<'nullify'> = {
  apply: nullify,
};
