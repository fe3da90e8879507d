import type { XzCommand } from '../../commands/schema';
import type { UnitState, XzState } from '../../state';
import { cardOf, enemyUnits, leaderOf, unitDistance } from '../units';
import { chargePlacements, chargeProblem, leaderSees } from './charge';
import { jumps, maxReach } from './reach';

/** How many enemy units the samples try, closest first. */
const MAX_TARGETS = 4;

/**
 * XZ-ASLT-03 … XZ-ASLT-06 / R31: legal Assault commands for a unit on its CHARGE order's second action: one for
 * each enemy unit (closest first) that its leader sees and can reach, its models placed by R31's priorities;
 * a unit with Jump Jets is offered the jumping Assault too (R28). Each is checked as the `assault` command checks
 * it, so every one is accepted.
 */
export function assaultSamples(state: XzState, unit: UnitState): XzCommand[] {
  const leader = leaderOf(unit);
  if (!leader) return [];
  const canJump =
    cardOf(state, unit).mobility.abilities.includes('J') &&
    unit.models.some((m) => m.alive && jumps(state, unit, m, true));
  const reach =
    Math.max(maxReach(state, unit, leader), canJump ? maxReach(state, unit, leader, true) : 0) + 2;
  const out: XzCommand[] = [];
  const targets = enemyUnits(state, unit.player)
    .map((u) => ({ u, d: unitDistance(unit, u) }))
    .filter((x) => x.d <= reach + 1e-6)
    .sort((a, b) => a.d - b.d || (a.u.id < b.u.id ? -1 : 1))
    .slice(0, MAX_TARGETS);
  for (const { u: target } of targets) {
    if (!leaderSees(state, unit, target)) continue;
    for (const jump of canJump ? [false, true] : [false])
      for (const blockByStart of [false, true]) {
        const models = chargePlacements(state, unit, target, blockByStart, jump);
        if (!models || chargeProblem(state, unit, target, models, jump)) continue;
        out.push({
          type: 'assault',
          player: unit.player,
          unit: unit.id,
          target: target.id,
          models,
          ...(jump ? { jump } : {}),
        });
        break;
      }
  }
  return out;
}
