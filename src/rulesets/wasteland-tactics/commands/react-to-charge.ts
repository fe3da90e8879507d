import { reactToCharge } from '../rules/fighting/fight';
import type { WastelandCommandRow } from '../tables';

/** The `react-to-charge` command. WT-FIGHT-03/04: the charged unit's owner reacts: a marker and a Will roll for a free Shoot at the charger. */
export const reactToChargeCommand: WastelandCommandRow<'react-to-charge'> = { apply: reactToCharge };
