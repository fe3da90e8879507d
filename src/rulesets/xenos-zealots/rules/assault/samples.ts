import type { XzCommand } from '../../commands/schema';
import type { UnitState, XzState } from '../../state';
import { enemyUnits, leaderOf, unitDistance } from '../units';
import { chargePlacements, chargeProblem, leaderSees } from './charge';
import { maxReach } from './reach';

/** How many enemy units the samples try, closest first. */
const MAX_TARGETS = 4;

/**
 * XZ-ASLT-03 … XZ-ASLT-06 / R31: legal Assault commands for a unit on its CHARGE order's second action: one for
 * each enemy unit (closest first) that its leader sees and can reach, its models placed by R31's priorities;
 * each is checked as the `assault` command checks it, so every one is accepted.
 */
export function assaultSamples(state: XzState, unit: UnitState): XzCommand[] {
  const leader = leaderOf(unit);
  if (!leader) return [];
  const reach = maxReach(state, unit, leader) + 2;
  const out: XzCommand[] = [];
  const targets = enemyUnits(state, unit.player)
    .map((u) => ({ u, d: unitDistance(unit, u) }))
    .filter((x) => x.d <= reach + 1e-6)
    .sort((a, b) => a.d - b.d || (a.u.id < b.u.id ? -1 : 1))
    .slice(0, MAX_TARGETS);
  for (const { u: target } of targets) {
    if (!leaderSees(state, unit, target)) continue;
    for (const blockByStart of [false, true]) {
      const models = chargePlacements(state, unit, target, blockByStart);
      if (!models || chargeProblem(state, unit, target, models)) continue;
      out.push({ type: 'assault', player: unit.player, unit: unit.id, target: target.id, models });
      break;
    }
  }
  return out;
}
