import { recover } from '../rules/recovery/recovery';
import type { WastelandCommandRow } from '../tables';

/** The `recover` command. WT-SUR-33/34 / R33: the owner returns a destroyed model with one wound (placed `at`; a Vehicle on its wreck) or restores a wound; no model declines. */
export const recoverCommand: WastelandCommandRow<'recover'> = {
  apply: recover,
};
