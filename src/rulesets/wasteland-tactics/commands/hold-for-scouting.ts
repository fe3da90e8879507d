import { holdForScouting } from '../rules/deployment/deployment';
import type { WastelandCommandRow } from '../tables';

/** The `hold-for-scouting` command. WT-SUR-41 / R39: a Scouts unit waits to deploy after every other unit, out of sight of the enemy. */
export const holdForScoutingCommand: WastelandCommandRow<'hold-for-scouting'> = { apply: holdForScouting };
