import type { PlayerId } from 'sandtable';
import type { CommandOfType } from '../commands/schema';
import { validateShoot, whyNotShootingPhase } from '../commands/shoot';
import { defaultTitanFires } from '../commands/shooting/titan-fire';
import { findUnit } from '../context';
import { losFeatures, weaponSystemsOf, whyCannotShoot, whyNotTargetable } from '../rules/shooting';
import type { XenocideState } from '../state';
import { enemiesOnTable, forecastShot, roughShot, type ShotPlan } from './evaluation';

/** How many shots that can fire get the full forecast (the best rough one is almost always the pick). */
const CHECKED_SHOTS = 1;

/** How many pairs at most get the line-of-sight check in one decision. */
const MAX_TRIES = 6;

/** A shot the bot may send, with its forecast value. */
export interface ChosenShot {
  readonly command: CommandOfType<'shoot'>;
  readonly value: number;
}

/**
 * XEN-SHOOT-01..08: the shot with the highest expected value that `player` may send now. Every acting unit
 * that may shoot is paired with every enemy it may target; the pairs are ranked by a cheap range-only
 * estimate, and only the best few get the shooting layer's targeting (line of sight, artillery modes) and
 * the engine's own check. Pairs whose rough value is below `minimum` are not considered. Undefined when no
 * shot is possible.
 */
export function bestShot(state: XenocideState, player: PlayerId, minimum = 0): ChosenShot | undefined {
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
  }
  return top;
}
