import { chooseUnits } from '../rules/advantages/setup-choices';
import type { WastelandCommandRow } from '../tables';

/** The `choose-units` command. WT-ADV-11 / WT-ADV-12 / R53 / R54: the owner's set-up choice: which of the tied leaders is the Terrible commander (the first unit listed), or the order in which the Traitors roll is made (every unit once). */
export const chooseUnitsCommand: WastelandCommandRow<'choose-units'> = { apply: chooseUnits };
