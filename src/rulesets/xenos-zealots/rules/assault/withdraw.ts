import type { XzCommandOf } from '../../commands/schema';
import type { XzContext } from '../../events';
import type { XzDraft } from '../../state';
import { refuse } from '../refuse';

/** XZ-ASLT-15 … XZ-ASLT-18 / R33: the loser of an assault withdraws (to be written with the assault steps). */
export function assaultWithdraw(_draft: XzDraft, _command: XzCommandOf<'withdraw'>, ctx: XzContext): void {
  refuse(ctx, { code: 'not-now', message: 'No assault is being resolved.', rule: 'R33' });
}
