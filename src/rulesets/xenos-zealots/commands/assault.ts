import { refuse } from '../rules/refuse';
import type { XzCommandRow } from '../tables';

/** XZ-ORD-07 / XZ-ASLT: the Assault action (being written: the assault steps). */
export const assaultCommand: XzCommandRow<'assault'> = {
  apply(_draft, _command, ctx) {
    refuse(ctx, { code: 'not-now', message: 'Assaults are not available yet.', rule: 'XZ-ASLT-01' });
  },
};

/** XZ-ASLT-19 / R34: the winner's consolidation (being written with the assault steps). */
export const consolidateCommand: XzCommandRow<'consolidate'> = {
  apply(_draft, _command, ctx) {
    refuse(ctx, { code: 'not-now', message: 'No assault is being resolved.', rule: 'XZ-ASLT-19' });
  },
};
