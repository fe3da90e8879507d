import { placeAmbush } from '../rules/deployment/ambush';
import type { WastelandCommandRow } from '../tables';

/** The `place-ambush` command. WT-SUR-06 / R38: places the arriving unit, which then takes its one declared action. */
export const placeAmbushCommand: WastelandCommandRow<'place-ambush'> = { apply: placeAmbush };
