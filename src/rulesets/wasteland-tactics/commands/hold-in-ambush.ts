import { holdInAmbush } from '../rules/deployment/deployment';
import type { WastelandCommandRow } from '../tables';

/** The `hold-in-ambush` command. WT-SUR-05: an Ambush unit stays off the table, to arrive later (WT-SUR-06). */
export const holdInAmbushCommand: WastelandCommandRow<'hold-in-ambush'> = { apply: holdInAmbush };
