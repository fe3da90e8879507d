import type { CommandSpec } from 'sandtable/kit';
import type { WastelandEvent } from '../events';
import { passPriority } from '../rules/morale/priority';
import type { WastelandState } from '../state';
import type { CommandOfType } from './schema';

/** The `pass-priority` command. R20: the player is done with Commands and Air support before this morale step. */
export const passPriorityCommand: CommandSpec<
  WastelandState,
  CommandOfType<'pass-priority'>,
  WastelandEvent
> = { apply: passPriority };
