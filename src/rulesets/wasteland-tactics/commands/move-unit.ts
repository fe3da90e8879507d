import type { CommandSpec } from 'sandtable/kit';
import { moveUnit } from '../actions/move';
import type { WastelandEvent } from '../events';
import type { WastelandState } from '../state';
import type { CommandOfType } from './schema';

/** The `move-unit` command. WT-MOVE-01 … WT-MOVE-07 / WT-SUR-51/53: carries out a unit's declared Move action (embarking or disembarking too). */
export const moveUnitCommand: CommandSpec<WastelandState, CommandOfType<'move-unit'>, WastelandEvent> = {
  apply: moveUnit,
};
