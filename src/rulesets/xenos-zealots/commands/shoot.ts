import { refuse } from '../rules/refuse';
import type { XzCommandRow } from '../tables';

/** XZ-ORD-06 / XZ-SHOOT: a Shoot action (being written: the shooting steps). */
export const shootCommand: XzCommandRow<'shoot'> = {
  apply(_draft, _command, ctx) {
    refuse(ctx, { code: 'not-now', message: 'Shooting is not available yet.', rule: 'XZ-SHOOT-01' });
  },
};

/** XZ-SMU-06 / R11: the roll-off winner's damage type (being written with the shooting steps). */
export const chooseDamageCommand: XzCommandRow<'choose-damage'> = {
  apply(_draft, _command, ctx) {
    refuse(ctx, {
      code: 'not-now',
      message: 'No structure point is waiting for its damage type.',
      rule: 'XZ-SMU-06',
    });
  },
};
