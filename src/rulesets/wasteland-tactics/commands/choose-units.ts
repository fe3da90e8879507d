import type { CommandSpec } from 'sandtable/kit';
import type { WastelandEvent } from '../events';
import { chooseUnits } from '../rules/advantages/setup-choices';
import type { WastelandState } from '../state';
import type { CommandOfType } from './schema';

/** The `choose-units` command. WT-ADV-11 / WT-ADV-12 / R53 / R54: the owner's set-up choice: which of the tied leaders is the Terrible commander (the first unit listed), or the order in which the Traitors roll is made (every unit once). */
export const chooseUnitsCommand: CommandSpec<
  WastelandState,
  CommandOfType<'choose-units'>,
  WastelandEvent
> = { apply: chooseUnits };
