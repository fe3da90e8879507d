import { arriveFromAmbush } from '../rules/deployment/ambush';
import type { WastelandCommandRow } from '../tables';

/** The `arrive-from-ambush` command. WT-SUR-06 / R38: on the owner's turn, an Ambush unit arrives: the D10" distance is rolled (not for Scouts). */
export const arriveFromAmbushCommand: WastelandCommandRow<'arrive-from-ambush'> = { apply: arriveFromAmbush };
