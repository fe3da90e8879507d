import { unitById } from '../../context';

import {
  defaultWeaponPower,
  type PowerWindow,
  powerPlanCost,
  powerWindowOf,
  type TitanPowerPlan,
  titanOfUnit,
  whyBadPowerPlan,
  whyBadWeaponPower,
} from '../../rules/titans';
import type { XenocideState } from '../../state';
import type { WeaponFire } from '../../state/shooting';

/** A refusal of titan weapon power, with the engine's rejection code. */
export interface TitanFireRefusal {
  readonly code: 'unknown-entity' | 'illegal-action' | 'out-of-range' | 'insufficient-resources';
  readonly message: string;
}

/** What a titan's weapon fire costs: the `{ weapons }` power plan to pay and the window it is paid in. */
export interface TitanFireCost {
  readonly plan: TitanPowerPlan;
  readonly window: PowerWindow;
}

/**
 * XEN-TITAN-13 / XEN-TITAN-05 / R60: why a titan unit may not fire these weapon lines, or the power plan the
 * fire costs (undefined when the shooter is no titan or fires only Power 0 lines). Each weapon fires the
 * line of the power declared for it (Power 0 when none); the power comes out of what its core gave this
 * activation, in its own activation or (overwatch) another's.
 */
export function titanFireCost(
  state: XenocideState,
  unitId: string,
  fires: readonly WeaponFire[],
): TitanFireRefusal | TitanFireCost | undefined {
  const unit = unitById.get(state, unitId);
  const titan = unit ? titanOfUnit(state, unit) : undefined;
  if (!unit || !titan) return undefined;
  for (const fire of fires) {
    const why = whyBadWeaponPower(titan.profile, fire.weapon, fire.power ?? 0);
    if (why) return { code: why.code as TitanFireRefusal['code'], message: why.message };
  }
  const weapons = fires
    .filter((f) => (f.power ?? 0) > 0)
    .map((f) => ({ weapon: f.weapon, power: f.power ?? 0 }));
  if (weapons.length === 0) return undefined;
  const plan: TitanPowerPlan = { titan: titan.model.id, weapons };
  const window = powerWindowOf(state, unit.id, 'overwatch');
  const why = whyBadPowerPlan(state, plan, window);
  if (why) return { code: why.code as TitanFireRefusal['code'], message: why.message };
  return powerPlanCost(plan) > 0 ? { plan, window } : undefined;
}

/** Whether {@link titanFireCost} refused. */
export function isTitanFireRefusal(
  value: TitanFireRefusal | TitanFireCost | undefined,
): value is TitanFireRefusal {
  return value !== undefined && 'code' in value;
}

/**
 * XEN-TITAN-13: a bot's power for the weapons a titan unit fires: each in turn gets the highest power level
 * that fits the power still unspent, or is left out when even its lowest line costs more. Non-titans fire
 * every weapon as is.
 */
export function defaultTitanFires(
  state: XenocideState,
  unitId: string,
  weapons: readonly string[],
): WeaponFire[] {
  const unit = unitById.get(state, unitId);
  const titan = unit ? titanOfUnit(state, unit) : undefined;
  if (!titan) return weapons.map((weapon) => ({ weapon }));
  let left = titan.status.power;
  const out: WeaponFire[] = [];
  for (const weapon of weapons) {
    const power = defaultWeaponPower(titan.profile, weapon, left);
    if (power === undefined) continue;
    left -= power;
    out.push(power === 0 ? { weapon } : { weapon, power });
  }
  return out;
}
