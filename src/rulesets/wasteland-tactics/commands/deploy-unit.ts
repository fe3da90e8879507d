import type { CommandSpec } from 'sandtable/kit';
import type { WastelandEvent } from '../events';
import { deployUnit } from '../rules/deployment/deployment';
import type { WastelandState } from '../state';
import type { CommandOfType } from './schema';

/** The `deploy-unit` command. WT-DEP-01/02: places one unit entirely in the player's zone, farther than 24" from enemy units. */
export const deployUnitCommand: CommandSpec<WastelandState, CommandOfType<'deploy-unit'>, WastelandEvent> = {
  apply: deployUnit,
};
