import type { TitanProfile } from '../../schemas/titan';
import type { Order, TitanStatus } from '../../state';
import type { WeaponPower } from './weapon-power';

/**
 * XEN-TITAN-26: the CAA a titan's close-assault weapons add to an assault round: each weapon's listed bonus
 * plus its per-power bonus for each power point spent on it this round.
 * @example titanWeaponCaa(strider, [{ weapon: 'Assault Sword', power: 1 }]) // 8
 */
export function titanWeaponCaa(profile: TitanProfile, assaultPower: readonly WeaponPower[] = []): number {
  return profile.weapons.reduce((sum, weapon) => {
    const bonus = weapon.closeAssault;
    if (!bonus) return sum;
    const power = assaultPower.find((p) => p.weapon === weapon.name)?.power ?? 0;
    return sum + bonus.caa + bonus.caaPerPower * power;
  }, 0);
}

/** XEN-TITAN-25 / R18 / R32: the CAA a titan fighting at core 0 loses: half, rounded down. */
export function coreZeroCaaLoss(caa: number, core: number): number {
  return core === 0 ? Math.floor(caa / 2) : 0;
}

/** XEN-TITAN-24..26 / R32: the chain from a titan's printed CAA to the dice it fights with this round. */
export interface TitanAssaultDice {
  readonly printed: number;
  /** XEN-TITAN-26: close-assault weapon bonuses, powered ones included. */
  readonly weapons: number;
  /** XEN-TITAN-25: half of printed + weapons lost at core 0 (rounded down). */
  readonly coreZeroLoss: number;
  /** What the titan brings to its unit's pool before disadvantage (the assault tally's engaged CAA). */
  readonly engaged: number;
  /** XEN-TITAN-24 / XEN-CA-16: 1/3 of the rest lost when suppressed (or otherwise disadvantaged). */
  readonly disadvantageLoss: number;
  readonly dice: number;
}

/**
 * XEN-TITAN-24..26 / R18 / R32: a titan's close-assault dice this round: printed CAA plus its weapons'
 * bonuses (XEN-TITAN-26); at core 0 it loses half (XEN-TITAN-25); then, when suppressed or otherwise
 * disadvantaged, 1/3 of the remainder, each step rounded down.
 * @example titanAssaultDice(strider, { core: 0, ... }, { disadvantaged: true }).dice // (10 + 4) → 7 → 5
 */
export function titanAssaultDice(
  profile: TitanProfile,
  status: Pick<TitanStatus, 'core'>,
  options: { readonly disadvantaged: boolean; readonly assaultPower?: readonly WeaponPower[] },
): TitanAssaultDice {
  const weapons = titanWeaponCaa(profile, options.assaultPower);
  const total = profile.caa + weapons;
  const coreZeroLoss = coreZeroCaaLoss(total, status.core);
  const engaged = total - coreZeroLoss;
  const disadvantageLoss = options.disadvantaged ? Math.floor(engaged / 3) : 0;
  return {
    printed: profile.caa,
    weapons,
    coreZeroLoss,
    engaged,
    disadvantageLoss,
    dice: engaged - disadvantageLoss,
  };
}

/**
 * XEN-TITAN-12 / R45: whether a titan that begins an assault on these orders escapes the firing-orders
 * disadvantage: on Fire and Move it may shoot and then assault with no penalty (Assault orders never
 * carry one; Move and Fire still does).
 */
export function titanIgnoresFiringOrders(order: Order | undefined): boolean {
  return order === 'fire-and-move' || order === 'assault';
}
