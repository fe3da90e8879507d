import type { Rejection } from 'sandtable';
import type { XenocideState } from '../../state';
import { refuse } from '../assault/refusal';
import { boostLeft } from './boost';
import { mayRepairIn, type PowerWindow } from './repair';
import { findTitan } from './titan-status';
import { type WeaponPower, whyBadAssaultPower, whyBadWeaponPower } from './weapon-power';

/**
 * XEN-TITAN-04 / XEN-TITAN-05: what a titan's owner spends of its power at one moment, as plain data: movement
 * boost (XEN-TITAN-09), weapon power levels (XEN-TITAN-13), close-assault weapon power (XEN-TITAN-26), repair
 * attempts (XEN-TITAN-06), deflector recharges (XEN-TITAN-08) and a Jump or Teleport move (XEN-TITAN-11).
 */
export interface TitanPowerPlan {
  /** The titan model. */
  readonly titan: string;
  readonly boost?: number;
  readonly weapons?: readonly WeaponPower[];
  readonly assault?: readonly WeaponPower[];
  readonly repairs?: number;
  /** XEN-TITAN-06 / R30: damaged systems to repair, one attempt (1 power) each. */
  readonly fixSystems?: readonly string[];
  readonly recharge?: number;
  readonly specialMove?: 'jump' | 'teleport';
}

/** XEN-TITAN-04: the power a plan costs: 1 per boost, weapon, assault, repair and recharge point, 1 for a special move. */
export function powerPlanCost(plan: TitanPowerPlan): number {
  const sum = (list: readonly WeaponPower[] | undefined) => (list ?? []).reduce((n, w) => n + w.power, 0);
  return (
    (plan.boost ?? 0) +
    sum(plan.weapons) +
    sum(plan.assault) +
    (plan.repairs ?? 0) +
    (plan.fixSystems?.length ?? 0) +
    (plan.recharge ?? 0) +
    (plan.specialMove ? 1 : 0)
  );
}

const WINDOW_USES: Readonly<Record<PowerWindow, string>> = {
  'own-activation': 'anything',
  overwatch: 'only the weapons firing on overwatch',
  'close-assault': 'only close-assault weapons',
};

function badCount(plan: TitanPowerPlan): Rejection | undefined {
  const counts: [string, number | undefined][] = [
    ['boost', plan.boost],
    ['repairs', plan.repairs],
    ['recharge', plan.recharge],
    ...[...(plan.weapons ?? []), ...(plan.assault ?? [])].map((w): [string, number] => [w.weapon, w.power]),
  ];
  const bad = counts.find(([, n]) => n !== undefined && (!Number.isInteger(n) || n < 0));
  return bad
    ? refuse('out-of-range', `Power for ${bad[0]} must be a whole number of 0 or more (XEN-TITAN-04).`)
    : undefined;
}

function badWindow(plan: TitanPowerPlan, window: PowerWindow): Rejection | undefined {
  if (window === 'own-activation') return undefined;
  const used: string[] = [];
  if (plan.boost) used.push('boost');
  if (plan.specialMove) used.push(plan.specialMove);
  if (!mayRepairIn(window) && (plan.repairs || plan.fixSystems?.length)) used.push('repairs');
  if (!mayRepairIn(window) && plan.recharge) used.push('shield recharge');
  if (window !== 'overwatch' && plan.weapons?.some((w) => w.power > 0)) used.push('weapon power');
  if (window !== 'close-assault' && plan.assault?.some((w) => w.power > 0)) used.push('close-assault power');
  if (used.length === 0) return undefined;
  return refuse(
    'illegal-action',
    `During another company's activation a titan may spend power on ${WINDOW_USES[window]}; not on ${used.join(', ')} (XEN-TITAN-05).`,
  );
}

function duplicate(list: readonly WeaponPower[] | undefined): string | undefined {
  const names = (list ?? []).map((w) => w.weapon);
  return names.find((n, i) => names.indexOf(n) !== i);
}

/**
 * XEN-TITAN-02..13 / XEN-TITAN-26 / R60: why a titan's power plan is refused, or undefined: it must name a
 * live titan, spend power only on what the window allows (XEN-TITAN-05), keep boost within the per-turn
 * limit, name existing power lines, repair only damage, recharge only lost layers, use a special move the
 * titan has, and never spend more power than its core gave it this activation.
 */
export function whyBadPowerPlan(
  state: XenocideState,
  plan: TitanPowerPlan,
  window: PowerWindow,
): Rejection | undefined {
  const titan = findTitan(state, plan.titan);
  if (!titan)
    return refuse('unknown-entity', `There is no titan '${plan.titan}' on the table (XEN-TITAN-01).`);
  const { profile, status } = titan;
  const why = badCount(plan) ?? badWindow(plan, window);
  if (why) return why;
  if ((plan.boost ?? 0) > boostLeft(profile, status)) {
    return refuse(
      'out-of-range',
      `${profile.name} may put ${boostLeft(profile, status)} more power into boost this turn; ${plan.boost} asked (XEN-TITAN-09, R60).`,
    );
  }
  const twice = duplicate(plan.weapons) ?? duplicate(plan.assault);
  if (twice) return refuse('illegal-action', `Weapon ${twice} is powered twice in one plan (XEN-TITAN-13).`);
  for (const w of plan.weapons ?? []) {
    const bad = whyBadWeaponPower(profile, w.weapon, w.power);
    if (bad) return bad;
  }
  for (const w of plan.assault ?? []) {
    const bad = whyBadAssaultPower(profile, w.weapon, w.power);
    if (bad) return bad;
  }
  if ((plan.repairs ?? 0) > 0 && status.core >= profile.core) {
    return refuse(
      'illegal-action',
      `${profile.name} is at its full core of ${profile.core}; there is nothing to repair (XEN-TITAN-06, R60).`,
    );
  }
  const damaged = status.damagedSystems ?? [];
  const fix = plan.fixSystems ?? [];
  const notDamaged = fix.find((s) => !damaged.includes(s));
  if (notDamaged !== undefined) {
    return refuse(
      'illegal-action',
      damaged.length === 0
        ? `${profile.name} has no damaged system to repair (XEN-TITAN-06).`
        : `${profile.name}'s system '${notDamaged}' is not damaged; its damaged systems are ${damaged.join(', ')} (XEN-TITAN-06).`,
      ['fixSystems'],
    );
  }
  if (fix.some((s, i) => fix.indexOf(s) !== i))
    return refuse('illegal-action', `Name each damaged system once per plan (XEN-TITAN-06).`, ['fixSystems']);
  const lost = profile.deflectorLayers - status.layers;
  if ((plan.recharge ?? 0) > lost) {
    return refuse(
      'out-of-range',
      `${profile.name} has lost ${lost} of its ${profile.deflectorLayers} deflector layers; it cannot recharge ${plan.recharge} (XEN-TITAN-08, R60).`,
    );
  }
  if (plan.specialMove && profile.moveSpecials?.[plan.specialMove] === undefined) {
    return refuse(
      'illegal-action',
      `${profile.name} has no ${plan.specialMove} move to power (XEN-TITAN-11).`,
    );
  }
  const cost = powerPlanCost(plan);
  if (cost > status.power) {
    return refuse(
      'insufficient-resources',
      `${profile.name} has ${status.power} power left of the ${status.core} its core gave this activation; this plan spends ${cost} (XEN-TITAN-02, XEN-TITAN-04, R60).`,
      ['titan'],
    );
  }
  return undefined;
}

/**
 * XEN-TITAN-04 / XEN-TITAN-06 / XEN-TITAN-08: a bot's plan at the start of its own activation: repair the
 * core while it is damaged (one attempt per missing level), then its damaged systems, then recharge lost deflector layers, keeping
 * the rest for weapons; in another activation it spends nothing.
 */
export function defaultPowerPlan(state: XenocideState, titanId: string, window: PowerWindow): TitanPowerPlan {
  const titan = findTitan(state, titanId);
  if (!titan || window !== 'own-activation') return { titan: titanId };
  const { profile, status } = titan;
  const repairs = Math.min(status.power, profile.core - status.core);
  const fixSystems = (status.damagedSystems ?? []).slice(0, status.power - repairs);
  const recharge = Math.min(
    status.power - repairs - fixSystems.length,
    profile.deflectorLayers - status.layers,
  );
  return {
    titan: titanId,
    ...(repairs > 0 ? { repairs } : {}),
    ...(fixSystems.length > 0 ? { fixSystems } : {}),
    ...(recharge > 0 ? { recharge } : {}),
  };
}
