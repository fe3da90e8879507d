import type { XenocideCommandSpec } from '../context';
import { assignAssaultCasualties } from './assault/decisions';

/** The `assign-assault-casualties` command's row of the command table: XEN-CA-24, the models the attack dice kill. */
export const assignAssaultCasualtiesCommand: XenocideCommandSpec<'assign-assault-casualties'> = {
  apply: assignAssaultCasualties,
};
