import { allocateCasualties } from '../rules/casualties/casualties';
import type { WastelandCommandRow } from '../tables';

/** The `allocate-casualties` command. WT-SHOOT-07 / R6: the owner's answer to a casualties prompt: every live model, in the order to take hits. */
export const allocateCasualtiesCommand: WastelandCommandRow<'allocate-casualties'> = {
  apply: allocateCasualties,
};
