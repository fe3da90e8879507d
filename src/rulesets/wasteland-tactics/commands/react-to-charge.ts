import type { CommandSpec } from 'sandtable/kit';
import type { WastelandEvent } from '../events';
import { reactToCharge } from '../rules/fighting/fight';
import type { WastelandState } from '../state';
import type { CommandOfType } from './schema';

/** The `react-to-charge` command. WT-FIGHT-03/04: the charged unit's owner reacts: a marker and a Will roll for a free Shoot at the charger. */
export const reactToChargeCommand: CommandSpec<
  WastelandState,
  CommandOfType<'react-to-charge'>,
  WastelandEvent
> = { apply: reactToCharge };
