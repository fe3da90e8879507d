import type { CommandSpec } from 'sandtable/kit';
import type { WastelandEvent } from '../events';
import { placeSurvivors } from '../rules/transport/survivors';
import type { WastelandState } from '../state';
import type { CommandOfType } from './schema';

/** The `place-survivors` command. WT-SUR-55 / R30: the owner places the survivors of a destroyed transport or building within 3" of it, not in contact with enemies; models left out cannot be placed and are destroyed; the unit gains a marker. */
export const placeSurvivorsCommand: CommandSpec<
  WastelandState,
  CommandOfType<'place-survivors'>,
  WastelandEvent
> = { apply: placeSurvivors };
