import type { PlayerId } from 'sandtable';
import type { CommandOfType } from '../commands/schema';
import { validateShoot, whyNotShootingPhase } from '../commands/shoot';
import { defaultTitanFires } from '../commands/shooting/titan-fire';
import { findUnit } from '../context';
import { losFeatures, weaponSystemsOf, whyCannotShoot, whyNotTargetable } from '../rules/shooting';
import type { XenocideState } from '../state';
import {
  directedValue,
  enemiesOnTable,
  type Firing,
  focusedFiring,
  forecastFiring,
  forecastShot,
  roughShot,
  type ShotPlan,
  type WeaponFiring,
} from './evaluation';

/** How many shots that can fire get the full forecast (the best rough one is almost always the pick). */
const CHECKED_SHOTS = 1;

/** How many pairs at most get the line-of-sight check in one decision. */
const MAX_TRIES = 6;

/** A shot the bot may send, with its forecast value. */
export interface ChosenShot {
  readonly command: CommandOfType<'shoot'>;
  readonly value: number;
}

/** A directed shot must be expected to take at least this many more points than an undirected one. */
const WORTH_DIRECTING = 12;

/**
 * XEN-SHOOT-01..09 / XEN-CP-09: the shot with the highest expected value that `player` may send now. Every
 * acting unit that may shoot is paired with every enemy it may target; the pairs are ranked by a cheap
 * range-only estimate, and only the best few get the shooting layer's targeting (line of sight, artillery
 * modes) and the engine's own check. Pairs whose rough value is below `minimum` are not considered. The
 * chosen shot focuses its Strength-0 fire when that is expected to do more (XEN-SHOOT-09), and, when
 * `direct` allows the CP, directs its hits at the target's dearest models when they are worth it
 * (XEN-CP-09). Undefined when no shot is possible.
 */
export function bestShot(
  state: XenocideState,
  player: PlayerId,
  minimum = 0,
  direct = false,
): ChosenShot | undefined {
  const stage = whyNotShootingPhase(state, player);
  if ('code' in stage) return undefined;
  const plans: { plan: ShotPlan; rough: number }[] = [];
  for (const id of stage.units) {
    const shooter = findUnit(state, id);
    if (!shooter || whyCannotShoot(state, shooter, stage.units)) continue;
    const unfired = weaponSystemsOf(state, shooter).filter(
      (w) => !shooter.activity.firedWeapons?.includes(w),
    );
    const weapons = defaultTitanFires(state, id, unfired);
    if (weapons.length === 0) continue;
    for (const target of enemiesOnTable(state, player)) {
      const plan: ShotPlan = { unit: id, target: target.id, weapons };
      const rough = roughShot(state, plan).value;
      if (rough < minimum || whyNotTargetable(state, shooter, target.id, 'shooting')) continue;
      plans.push({ plan, rough });
    }
  }
  plans.sort((a, b) => b.rough - a.rough);
  const features = losFeatures(state);
  let top: ChosenShot | undefined;
  let sharpened: ChosenShot | undefined;
  let checked = 0;
  let tries = 0;
  for (const { plan, rough } of plans) {
    // The rough value is (nearly) an upper bound: a pair rated below the best checked shot cannot beat it.
    if (checked >= CHECKED_SHOTS || tries >= MAX_TRIES || (top && rough <= top.value * 1.25)) break;
    tries++;
    const forecast = forecastShot(state, plan, features);
    if (forecast.able.length === 0) continue;
    checked++;
    if (top && forecast.value <= top.value) continue;
    const command: CommandOfType<'shoot'> = {
      type: 'shoot',
      player,
      unit: plan.unit,
      target: plan.target,
      weapons: forecast.able.map((w) =>
        w.power === undefined ? { weapon: w.weapon } : { weapon: w.weapon, power: w.power },
      ),
    };
    if ('code' in validateShoot(state, command)) continue;
    top = { command, value: forecast.value };
    sharpened = sharpen(state, command, forecast.weapons, forecast.value, direct);
  }
  return sharpened && !('code' in validateShoot(state, sharpened.command)) ? sharpened : top;
}

/**
 * XEN-SHOOT-09 / XEN-CP-09: the shot with focus fire on each weapon system where it is expected to do more,
 * and directed at one profile of the target's models when that takes enough more points to be worth 1 CP.
 */
function sharpen(
  state: XenocideState,
  command: CommandOfType<'shoot'>,
  weapons: readonly WeaponFiring[],
  value: number,
  direct: boolean,
): ChosenShot | undefined {
  const shooter = findUnit(state, command.unit);
  const target = findUnit(state, command.target);
  if (!shooter || !target) return undefined;
  const firings: Firing[][] = weapons.map((w) => [...w.firing]);
  const focus = weapons.map(() => false);
  let best = value;
  weapons.forEach((w, i) => {
    if (!w.firing.some((f) => f.stats.strength === 0 && f.stats.accuracy !== 'Art')) return;
    const trial = firings.map((f, j) => (j === i ? focusedFiring(w.firing) : f));
    const forecast = forecastFiring(state, shooter, target, trial.flat());
    if (forecast.value > best * 1.05) {
      best = forecast.value;
      firings[i] = trial[i] as Firing[];
      focus[i] = true;
    }
  });
  let directedAt: string[] | undefined;
  if (direct) {
    const models = state.units.find((u) => u.id === target.id)?.models ?? [];
    const live = models.filter((m) => !m.removed && m.embarkedIn === undefined);
    const profiles = [...new Set(live.map((m) => m.profile))];
    if (profiles.length > 1) {
      const all = firings.flat();
      const cheapest = Math.min(...profiles.map((p) => directedValue(state, shooter, target, all, p)));
      let gain = WORTH_DIRECTING;
      for (const profile of profiles) {
        const worth = directedValue(state, shooter, target, all, profile) - cheapest;
        if (worth > gain) {
          gain = worth;
          directedAt = live.filter((m) => m.profile === profile).map((m) => m.id);
        }
      }
    }
  }
  if (!directedAt && focus.every((f) => !f)) return undefined;
  return {
    command: {
      ...command,
      weapons: command.weapons.map((w, i) => (focus[i] ? { ...w, focusFire: true } : w)),
      ...(directedAt ? { directedAt } : {}),
    },
    value: best,
  };
}
