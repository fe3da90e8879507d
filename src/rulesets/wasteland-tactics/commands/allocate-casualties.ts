import type { CommandSpec } from 'sandtable/kit';
import type { WastelandEvent } from '../events';
import { allocateCasualties } from '../rules/casualties/casualties';
import type { WastelandState } from '../state';
import type { CommandOfType } from './schema';

/** The `allocate-casualties` command. WT-SHOOT-07 / R6: the owner's answer to a casualties prompt: every live model, in the order to take hits. */
export const allocateCasualtiesCommand: CommandSpec<
  WastelandState,
  CommandOfType<'allocate-casualties'>,
  WastelandEvent
> = { apply: allocateCasualties };
