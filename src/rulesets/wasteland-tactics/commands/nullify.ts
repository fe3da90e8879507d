import type { CommandSpec } from 'sandtable/kit';
import type { WastelandEvent } from '../events';
import { nullify } from '../rules/casting/cast';
import type { WastelandState } from '../state';
import type { CommandOfType } from './schema';

/** The `nullify` command. WT-CAST-03/04/06: an enemy player nullifies with one Caster unit (a Will roll, no Defend or Cover bonus) or declines. */
export const nullifyCommand: CommandSpec<WastelandState, CommandOfType<'nullify'>, WastelandEvent> = {
  apply: nullify,
};
