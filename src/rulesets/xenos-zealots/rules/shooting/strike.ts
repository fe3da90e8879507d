import type { Vec2 } from 'sandtable';
import type { XzContext } from '../../events';
import type { WeaponProfile } from '../../schemas/weapon';
import type { XzDraft } from '../../state';

/**
 * R3 / R12 / R14: an off-table strike lands: its template centred on the active marker hits every enemy model
 * under it, against Rear & Top armour (to be written with the shooting steps).
 */
export function resolveStrike(
  _draft: XzDraft,
  _ctx: XzContext,
  _player: string,
  _weapon: WeaponProfile,
  _at: Vec2,
): void {}
