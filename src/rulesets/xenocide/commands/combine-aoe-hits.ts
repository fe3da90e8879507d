import type { XenocideCommandSpec } from '../context';
import { combineAoeHits } from './buildings/fire';

/** The `combine-aoe-hits` command's row of the command table: XEN-BLD-19, how AOE hits on a building combine. */
export const combineAoeHitsCommand: XenocideCommandSpec<'combine-aoe-hits'> = { apply: combineAoeHits };
