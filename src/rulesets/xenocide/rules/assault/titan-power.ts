import type { PlayerId } from 'sandtable';
import { findUnit } from '../../context';
import type { XenocideState } from '../../state';
import type { AssaultState, TitanAssaultPower } from '../../state/assault';
import { whyBadPowerPlan } from '../titans/power-plan';
import { powerWindowOf } from '../titans/repair';
import { findTitan } from '../titans/titan-status';
import { poolOf, tallyUnit } from './dice-pool';
import type { AssaultEffect } from './effects';
import { participantOf } from './participants';
import { type AssaultRefusal, refuse } from './refusal';

/** XEN-TITAN-26: the power a player's titans put into close-assault weapons this round (none: `[]`). */
export type AssaultPowerChoice = readonly TitanAssaultPower[];

/**
 * XEN-TITAN-05 / XEN-TITAN-26: the titans (model ids) of `player` that may power a close-assault weapon now:
 * engaged in this round's tally, with power left and a weapon that adds CAA per power point.
 */
export function assaultPowerCandidates(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
): string[] {
  return assault.pools.flatMap((pool) => {
    const unit = findUnit(state, pool.unit);
    if (unit?.player !== player || participantOf(assault, pool.unit)?.status !== 'fighting') return [];
    return pool.engaged.filter((id) => {
      const titan = findTitan(state, id);
      return (
        titan !== undefined &&
        titan.status.power > 0 &&
        titan.profile.weapons.some((w) => (w.closeAssault?.caaPerPower ?? 0) > 0)
      );
    });
  });
}

function byTitan(power: AssaultPowerChoice): Map<string, TitanAssaultPower[]> {
  const out = new Map<string, TitanAssaultPower[]>();
  for (const p of power) out.set(p.titan, [...(out.get(p.titan) ?? []), p]);
  return out;
}

/**
 * XEN-TITAN-04 / XEN-TITAN-05 / XEN-TITAN-26 / R60: why the power a player declares for close-assault weapons
 * with their dice split is refused: each titan must be theirs and engaged in this round, power whole and at
 * least 1, only close-assault weapons that add CAA per power point, and never more than the titan has left.
 */
export function whyBadAssaultPowerChoice(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  power: AssaultPowerChoice,
): AssaultRefusal | undefined {
  const open = assaultPowerCandidates(state, assault, player);
  for (const [i, p] of power.entries()) {
    if (!open.includes(p.titan))
      return refuse(
        'illegal-action',
        `Titan ${p.titan} is not one of your titans engaged in this round with power left; only they power close-assault weapons now (XEN-TITAN-05, XEN-TITAN-26).`,
        [i, 'titan'],
      );
    if (!Number.isInteger(p.power) || p.power < 1)
      return refuse('out-of-range', `Put 1 or more power into ${p.weapon}, or leave it out (XEN-TITAN-26).`, [
        i,
        'power',
      ]);
  }
  for (const [titan, entries] of byTitan(power)) {
    const ref = findTitan(state, titan);
    if (!ref) continue;
    const window = powerWindowOf(state, ref.unit.id, 'close-assault');
    const plan = { titan, assault: entries.map((e) => ({ weapon: e.weapon, power: e.power })) };
    const why = whyBadPowerPlan(state, plan, window);
    if (why) return refuse(why.code, why.message, [power.indexOf(entries[0] as TitanAssaultPower)]);
  }
  return undefined;
}

/**
 * XEN-TITAN-26: the assault with this power added to the round's record and the powered titans' pools tallied
 * again (each power point adds its weapon's per-power CAA before any core-0 or disadvantage loss).
 */
export function withAssaultPower(
  state: XenocideState,
  assault: AssaultState,
  power: AssaultPowerChoice,
): AssaultState {
  if (power.length === 0) return assault;
  const powered: AssaultState = {
    ...assault,
    titanPower: [...(assault.titanPower ?? []), ...power.map((p) => ({ ...p }))],
  };
  const units = new Set(power.map((p) => findTitan(state, p.titan)?.unit.id));
  const pools = powered.pools.map((pool) => {
    const unit = findUnit(state, pool.unit);
    return unit && units.has(pool.unit) && poolOf(powered, pool.unit)
      ? tallyUnit(state, powered, unit)
      : pool;
  });
  return { ...powered, pools };
}

/** XEN-TITAN-04 / XEN-TITAN-26: the power each titan pays for its close-assault weapons, as effects. */
export function assaultPowerEffects(state: XenocideState, power: AssaultPowerChoice): AssaultEffect[] {
  const effects: AssaultEffect[] = [];
  for (const [titan, entries] of byTitan(power)) {
    const ref = findTitan(state, titan);
    if (!ref) continue;
    const spent = entries.reduce((n, e) => n + e.power, 0);
    effects.push({
      kind: 'titan-power-spent',
      unit: ref.unit.id,
      model: titan,
      spent,
      left: ref.status.power - spent,
      weapons: entries.map((e) => ({ weapon: e.weapon, power: e.power })),
    });
  }
  return effects;
}

/**
 * XEN-TITAN-26: a bot's choice: every engaged titan of `player` puts all its power into its first weapon that
 * adds CAA per power point.
 */
export function defaultAssaultPower(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
): AssaultPowerChoice {
  return assaultPowerCandidates(state, assault, player).flatMap((titan) => {
    const ref = findTitan(state, titan);
    const weapon = ref?.profile.weapons.find((w) => (w.closeAssault?.caaPerPower ?? 0) > 0);
    return ref && weapon ? [{ titan, weapon: weapon.name, power: ref.status.power }] : [];
  });
}
