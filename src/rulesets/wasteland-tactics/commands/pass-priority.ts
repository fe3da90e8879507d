import { passPriority } from '../rules/morale/priority';
import type { WastelandCommandRow } from '../tables';

/** The `pass-priority` command. R20: the player is done with Commands and Air support before this morale step. */
export const passPriorityCommand: WastelandCommandRow<'pass-priority'> = { apply: passPriority };
