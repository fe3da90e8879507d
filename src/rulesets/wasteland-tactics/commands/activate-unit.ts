import type { CommandSpec } from 'sandtable/kit';
import type { WastelandEvent } from '../events';
import { activateUnit } from '../rules/activation/activation';
import type { WastelandState } from '../state';
import type { CommandOfType } from './schema';

/** The `activate-unit` command. WT-ACT-01 / R17: activates a unit and declares its actions. */
export const activateUnitCommand: CommandSpec<
  WastelandState,
  CommandOfType<'activate-unit'>,
  WastelandEvent
> = { apply: activateUnit };
