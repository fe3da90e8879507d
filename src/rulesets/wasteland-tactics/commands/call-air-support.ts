import type { CommandSpec } from 'sandtable/kit';
import type { WastelandEvent } from '../events';
import { callAirSupport } from '../rules/advantages/air-support';
import type { WastelandState } from '../state';
import type { CommandOfType } from './schema';

/** The `call-air-support` command. WT-ADV-07 / R55: at any time, once a round, the player designates an enemy unit anywhere on the table: it fails D5 Life rolls, allocated by its owner (the Tough rule applies; no Deadly; no visibility needed). */
export const callAirSupportCommand: CommandSpec<
  WastelandState,
  CommandOfType<'call-air-support'>,
  WastelandEvent
> = { apply: callAirSupport };
