import type { CommandSpec } from 'sandtable/kit';
import type { WastelandEvent } from '../events';
import { arriveFromAmbush } from '../rules/deployment/ambush';
import type { WastelandState } from '../state';
import type { CommandOfType } from './schema';

/** The `arrive-from-ambush` command. WT-SUR-06 / R38: on the owner's turn, an Ambush unit arrives: the D10" distance is rolled (not for Scouts). */
export const arriveFromAmbushCommand: CommandSpec<
  WastelandState,
  CommandOfType<'arrive-from-ambush'>,
  WastelandEvent
> = { apply: arriveFromAmbush };
