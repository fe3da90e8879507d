import type { XenocideCommandSpec } from '../context';
import { assaultSuppressionDie } from './assault/decisions';

/** The `assault-suppression-die` command's row of the command table: XEN-CP-14, extra dice for failed close-assault suppression tests. */
export const assaultSuppressionDieCommand: XenocideCommandSpec<'assault-suppression-die'> = {
  apply: assaultSuppressionDie,
};
