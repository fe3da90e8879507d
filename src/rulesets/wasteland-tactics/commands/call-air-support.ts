import { callAirSupport } from '../rules/advantages/air-support';
import type { WastelandCommandRow } from '../tables';

/** The `call-air-support` command. WT-ADV-07 / R55: at any time, once a round, the player designates an enemy unit anywhere on the table: it fails D5 Life rolls, allocated by its owner (the Tough rule applies; no Deadly; no visibility needed). */
export const callAirSupportCommand: WastelandCommandRow<'call-air-support'> = { apply: callAirSupport };
