import type { XenocideCommandSpec } from '../context';
import { buySuppressionDie } from './shooting/suppression';

/**
 * The `buy-suppression-die` command's row of the command table: XEN-SUP-05 / XEN-CP-14, the owner's answer to
 * a failed suppression test; the phase ends after the last test.
 */
export const buySuppressionDieCommand: XenocideCommandSpec<'buy-suppression-die'> = {
  apply: buySuppressionDie,
};
