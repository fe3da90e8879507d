import type { Dice } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import type { TitanStatus, XenocideState } from '../../state';
import { assertAccepted } from '../assault/refusal';
import { titanMoveAllowance } from './boost';
import { powerPlanCost, type TitanPowerPlan, whyBadPowerPlan } from './power-plan';
import { type PowerWindow, rechargedLayers, rollRepairs, rollSystemRepairs } from './repair';
import { findTitan } from './titan-status';

/** XEN-TITAN-04: everything a power plan did, as plain data; {@link applyPowerPlan} writes `status`. */
export interface PowerPlanResult {
  readonly unit: string;
  readonly titan: string;
  readonly plan: TitanPowerPlan;
  readonly before: TitanStatus;
  readonly status: TitanStatus;
  /** Power actually spent (repair attempts not needed once the core was full are not spent, R60). */
  readonly spent: number;
  /** XEN-TITAN-06: the repair dice rolled and the core levels they restored. */
  readonly repairRolls: readonly number[];
  readonly repaired: number;
  /** XEN-TITAN-06 / R30: the system repair dice rolled and the systems they fixed. */
  readonly systemRolls: readonly number[];
  readonly fixedSystems: readonly string[];
  /** XEN-TITAN-08: layers restored. */
  readonly recharged: number;
  /** XEN-TITAN-09: the titan's movement allowance with this plan's boost added to earlier boost this turn. */
  readonly moveAllowance: number;
}

/**
 * XEN-TITAN-04..11 / XEN-TITAN-13 / XEN-TITAN-26 / R60: carries out an accepted power plan: pays its power,
 * records boost against the per-turn limit, restores layers, and rolls repairs (d6 ≤ 3 each, stopping
 * once the core is full). Throws when the plan was not validated with {@link whyBadPowerPlan}.
 * @example resolvePowerPlan(state, dice, { titan: 'red.c1.u1.m1', boost: 1, repairs: 1 }, 'own-activation')
 */
export function resolvePowerPlan(
  state: XenocideState,
  dice: Dice,
  plan: TitanPowerPlan,
  window: PowerWindow,
): PowerPlanResult {
  assertAccepted('resolvePowerPlan', 'whyBadPowerPlan', whyBadPowerPlan(state, plan, window));
  const titan = findTitan(state, plan.titan);
  if (!titan) throw rulesetBug(`xenocide: resolvePowerPlan found no titan ${plan.titan}.`);
  const { profile, status: before } = titan;
  const recharge = plan.recharge ?? 0;
  const attempts = plan.repairs ?? 0;
  const repairs = rollRepairs(dice, before.core, profile.core, attempts, titan.unit.player);
  const spent = powerPlanCost(plan) - (attempts - repairs.rolls.length);
  const systems = rollSystemRepairs(
    dice,
    before.damagedSystems ?? [],
    plan.fixSystems ?? [],
    titan.unit.player,
  );
  const boost = before.boostThisTurn + (plan.boost ?? 0);
  const status: TitanStatus = {
    core: repairs.core,
    power: before.power - spent,
    layers: rechargedLayers(before.layers, profile.deflectorLayers, recharge),
    boostThisTurn: boost,
    ...(systems.damaged.length > 0 ? { damagedSystems: systems.damaged } : {}),
  };
  return {
    unit: titan.unit.id,
    titan: plan.titan,
    plan,
    before,
    status,
    spent,
    repairRolls: repairs.rolls,
    repaired: repairs.repaired,
    systemRolls: systems.rolls,
    fixedSystems: systems.fixed,
    recharged: status.layers - before.layers,
    moveAllowance: titanMoveAllowance(profile, boost),
  };
}
