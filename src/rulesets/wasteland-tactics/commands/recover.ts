import type { CommandSpec } from 'sandtable/kit';
import type { WastelandEvent } from '../events';
import { recover } from '../rules/recovery/recovery';
import type { WastelandState } from '../state';
import type { CommandOfType } from './schema';

/** The `recover` command. WT-SUR-33/34 / R33: the owner returns a destroyed model with one wound (placed `at`; a Vehicle on its wreck) or restores a wound; no model declines. */
export const recoverCommand: CommandSpec<WastelandState, CommandOfType<'recover'>, WastelandEvent> = {
  apply: recover,
};
