import type { XenocideCommandSpec } from '../context';
import { allocateHits } from './shooting/attack-decisions';

/** The `allocate-hits` command's row of the command table: XEN-ALLOC-04, the order of the models that take a partial round. */
export const allocateHitsCommand: XenocideCommandSpec<'allocate-hits'> = { apply: allocateHits };
