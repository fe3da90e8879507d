import type { CommandSpec } from 'sandtable/kit';
import type { WastelandEvent } from '../events';
import { assignMisfires } from '../rules/shooting/misfire';
import type { WastelandState } from '../state';
import type { CommandOfType } from './schema';

/** The `assign-misfires` command. WT-SHOOT-09 / R25: the target's owner names the shooter unit each failed roll hits, in order. */
export const assignMisfiresCommand: CommandSpec<
  WastelandState,
  CommandOfType<'assign-misfires'>,
  WastelandEvent
> = { apply: assignMisfires };
