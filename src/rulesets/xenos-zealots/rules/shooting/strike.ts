import type { Vec2 } from 'sandtable';
import type { XzContext } from '../../events';
import type { WeaponProfile } from '../../schemas/weapon';
import type { XzDraft } from '../../state';
import { enqueueNext } from '../queue';
import { strikeOf } from './steps';

/**
 * R3 / R12 / R14: an off-table strike lands: its template centred on the active marker hits every enemy model
 * under it, against Rear & Top armour. Queued right after the arrival step now resolving (a `strike` step).
 */
export function resolveStrike(
  draft: XzDraft,
  _ctx: XzContext,
  player: string,
  weapon: WeaponProfile,
  at: Vec2,
): void {
  enqueueNext(draft, strikeOf(player, weapon, at));
}
