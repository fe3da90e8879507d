import type { CommandSpec } from 'sandtable/kit';
import type { WastelandEvent } from '../events';
import { holdForScouting } from '../rules/deployment/deployment';
import type { WastelandState } from '../state';
import type { CommandOfType } from './schema';

/** The `hold-for-scouting` command. WT-SUR-41 / R39: a Scouts unit waits to deploy after every other unit, out of sight of the enemy. */
export const holdForScoutingCommand: CommandSpec<
  WastelandState,
  CommandOfType<'hold-for-scouting'>,
  WastelandEvent
> = { apply: holdForScouting };
