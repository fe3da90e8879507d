import { placeSurvivors } from '../rules/transport/survivors';
import type { WastelandCommandRow } from '../tables';

/** The `place-survivors` command. WT-SUR-55 / R30: the owner places the survivors of a destroyed transport or building within 3" of it, not in contact with enemies; models left out cannot be placed and are destroyed; the unit gains a marker. */
export const placeSurvivorsCommand: WastelandCommandRow<'place-survivors'> = { apply: placeSurvivors };
