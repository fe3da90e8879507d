import type { Dice } from 'sandtable';
import { draftModel, draftUnit, isLoaded, type XenocideContext, type XenocideDraft } from '../../context';
import type { XenocideState } from '../../state';
import { removeModel } from '../movement/casualties';
import { destroyTransport } from '../movement/destroy-transport';
import { overwatchAfterFiring, overwatchAfterSuppression } from './overwatch';
import type { ShootingAttackResult } from './staged-attack';

/**
 * The only writes of the shooting rules. XEN-SAVE-01 / XEN-SAVE-16 / XEN-TITAN-22 / XEN-OW-10 /
 * XEN-TRANS-15: applies a resolved attack: removes its casualties (emitting `model-removed`, and
 * `unit-eliminated` for a last model), writes titan core and deflector damage, marks the shooter as having
 * shot with its weapon systems, and takes an overwatching unit's counter. A destroyed transport that still
 * carries passengers is destroyed with them (their loss dice are rolled) when `ctx` has dice, after every
 * other casualty.
 */
export function applyShootingResult(
  draft: XenocideDraft,
  base: XenocideState,
  result: ShootingAttackResult,
  ctx: Pick<XenocideContext, 'emit'> & { readonly dice?: Dice },
): void {
  const cause =
    result.phase === 'overwatch' ? 'overwatch-fire' : result.phase === 'bombing' ? 'bombs' : 'shooting';
  const transports: { unit: string; model: string }[] = [];
  for (const outcome of result.outcomes) {
    for (const pool of outcome.pools) {
      if (pool.titan) {
        const model = draftModel(draft, pool.titan.model, pool.unit);
        if (model?.titan) {
          model.titan.core = pool.titan.core;
          model.titan.layers = pool.titan.layers;
        }
      }
      for (const id of pool.removed) {
        if (isLoaded(draft, id) && ctx.dice) transports.push({ unit: pool.unit, model: id });
        else removeModel(draft, base, pool.unit, id, cause, ctx);
      }
    }
  }
  for (const t of transports) {
    const dice = ctx.dice;
    if (dice) destroyTransport(draft, base, t.model, { emit: ctx.emit, dice });
  }
  const shooter = draftUnit(draft, result.shooter);
  if (!shooter) return;
  if (result.phase === 'shooting') {
    shooter.activity.shot = true;
    const fired = [...(shooter.activity.firedWeapons ?? [])];
    for (const v of result.volleys) if (!fired.includes(v.weapon)) fired.push(v.weapon);
    shooter.activity.firedWeapons = fired;
  } else if (result.phase === 'overwatch') shooter.overwatch = overwatchAfterFiring();
}

/** XEN-SUP-01 / XEN-SUP-29 / XEN-SUP-30 / XEN-OW-12: sets a unit's markers; a suppressed unit loses its overwatch counter. */
export function setSuppressionMarkers(draft: XenocideDraft, unitId: string, markers: number): void {
  const unit = draftUnit(draft, unitId);
  if (!unit) return;
  unit.suppression = Math.max(0, markers);
  unit.overwatch = overwatchAfterSuppression(unit.overwatch, unit.suppression);
}

/** XEN-SAVE-10 / XEN-SAVE-14: places or removes a unit's Dug In marker. */
export function setDugIn(draft: XenocideDraft, unitId: string, dugIn: boolean): void {
  const unit = draftUnit(draft, unitId);
  if (unit) unit.dugIn = dugIn;
}

/** XEN-OW-01 / XEN-OW-11: gives or takes a unit's overwatch counter (going on overwatch replaces shooting). */
export function setOverwatch(draft: XenocideDraft, unitId: string, overwatch: boolean): void {
  const unit = draftUnit(draft, unitId);
  if (unit) unit.overwatch = overwatch;
}
