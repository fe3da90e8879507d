import type { CommandSpec } from 'sandtable/kit';
import type { WastelandEvent } from '../events';
import { placeAmbush } from '../rules/deployment/ambush';
import type { WastelandState } from '../state';
import type { CommandOfType } from './schema';

/** The `place-ambush` command. WT-SUR-06 / R38: places the arriving unit, which then takes its one declared action. */
export const placeAmbushCommand: CommandSpec<
  WastelandState,
  CommandOfType<'place-ambush'>,
  WastelandEvent
> = { apply: placeAmbush };
