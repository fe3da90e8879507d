import { startGame } from '../rules/deployment/start';
import type { WastelandCommandRow } from '../tables';

/** The `start-game` command. WT-MIS-01 … WT-MIS-24 / WT-COND-01 / WT-ADV-01: begins the game: rolls a random mission (a D10), assigns roles, zones and objectives, rolls the Rescue key counter, then the battlefield condition and every player's advantages and disadvantages when those advanced rules are on. */
export const startGameCommand: WastelandCommandRow<'start-game'> = {
  apply: startGame,
};
