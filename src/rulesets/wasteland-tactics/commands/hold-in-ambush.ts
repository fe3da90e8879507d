import type { CommandSpec } from 'sandtable/kit';
import type { WastelandEvent } from '../events';
import { holdInAmbush } from '../rules/deployment/deployment';
import type { WastelandState } from '../state';
import type { CommandOfType } from './schema';

/** The `hold-in-ambush` command. WT-SUR-05: an Ambush unit stays off the table, to arrive later (WT-SUR-06). */
export const holdInAmbushCommand: CommandSpec<
  WastelandState,
  CommandOfType<'hold-in-ambush'>,
  WastelandEvent
> = { apply: holdInAmbush };
