import type { PlayerId } from 'sandtable';
import type { CommandOfType } from '../commands/schema';
import { findUnit, profileOf, sideIndex } from '../context';
import { baseAllowance } from '../rules/movement/allowance';
import { traitsOf } from '../rules/movement/traits';
import type { UnitState, XenocideState } from '../state';
import {
  enemiesOnTable,
  gapTo,
  isArtilleryUnit,
  isFlyerUnit,
  longestRange,
  moversOf,
  unitCentre,
} from './evaluation';
import { goalOf, holdsGround } from './moves';

/** The player's command points now. */
export function cpOf(state: XenocideState, player: PlayerId): number {
  return state.sides[sideIndex(state, player)]?.cp ?? 0;
}

/**
 * XEN-CP-03: whether the player may spend 1 CP on a planned use (overwatch, directed fire, coordination, a
 * suppressed move) and still keep `reserve` CP for the tests that come unasked (suppression and rally dice).
 */
export function canSpare(state: XenocideState, player: PlayerId, reserve = 1): boolean {
  return cpOf(state, player) >= 1 + reserve;
}

/** The farthest an enemy unit can move in one activation (its best order, XEN-MOVE-02): its threat radius. */
export function reachOf(state: XenocideState, unit: UnitState): number {
  let best = 0;
  for (const m of moversOf(unit)) {
    const traits = traitsOf(profileOf(state, m));
    const walk = baseAllowance(traits, 'assault', 'normal', m.titan?.boostThisTurn);
    best = Math.max(best, walk, traits.jump ?? 0, traits.teleport ?? 0);
  }
  return best;
}

/** Whether the enemy unit's company (or the later company it is coordinated with) is still to act this turn. */
function stillToAct(state: XenocideState, unit: UnitState): boolean {
  const company = state.companies.find((c) => c.id === (unit.coordinatedWith ?? unit.company));
  return company !== undefined && !company.activated;
}

/**
 * XEN-OW-01..03: whether the unit expects an enemy to come to it this turn: an enemy unit still to act that
 * can move into the unit's range (a crossing) or charge it, and none in range now (else it would shoot).
 */
export function expectsEnemy(state: XenocideState, unit: UnitState): boolean {
  const from = unitCentre(state, unit);
  if (!from) return false;
  const range = longestRange(state, unit);
  return enemiesOnTable(state, unit.player).some((enemy) => {
    if (!stillToAct(state, enemy) || enemy.high) return false;
    const gap = gapTo(state, from, enemy);
    const reach = reachOf(state, enemy);
    return gap <= reach + Math.max(range, 4);
  });
}

/**
 * XEN-CP-11 / XEN-OW-01: of the units a `go-on-overwatch` command may name, those worth the CP: ranged units
 * that will not move again this activation and expect an enemy to move into their range or charge them.
 */
export function overwatchUnits(state: XenocideState, units: readonly string[]): string[] {
  return units.filter((id) => {
    const unit = findUnit(state, id);
    if (!unit || isArtilleryUnit(state, unit) || isFlyerUnit(state, unit)) return false;
    if (longestRange(state, unit) < 8) return false;
    // A Fire & Move unit that still advances would drop the counter by moving.
    const stays = unit.order === 'move-and-fire' || goalOf(state, unit) === undefined;
    return stays && expectsEnemy(state, unit);
  });
}

/**
 * XEN-CP-06: up to two units of the company that gain by acting later, with the player's last company still
 * to act: ranged units with no enemy in range now but one still to act that may come into it (they shoot
 * after it has moved instead of into the empty table). Undefined when none gain or there is no later company.
 */
export function coordination(
  state: XenocideState,
  command: CommandOfType<'activate-company'>,
): CommandOfType<'activate-company'>['coordinate'] | undefined {
  const later = state.companies.filter(
    (c) => c.player === command.player && c.id !== command.company && !c.activated && !c.reserve,
  );
  const last = later[later.length - 1];
  if (!last) return undefined;
  const units = command.orders
    .filter(({ unit: id, order }) => {
      if (order === 'assault') return false;
      const unit = findUnit(state, id);
      if (unit?.status !== 'on-table' || isFlyerUnit(state, unit)) return false;
      const from = unitCentre(state, unit);
      const range = longestRange(state, unit);
      if (!from || range < 8) return false;
      // Units that advance to a goal go now; those that hold their ground can wait.
      if (!holdsGround(state, unit.player) && goalOf(state, { ...unit, order }) !== undefined) return false;
      const enemies = enemiesOnTable(state, unit.player).filter((e) => !e.high);
      const inRange = enemies.some((e) => gapTo(state, from, e) <= range);
      return !inRange && expectsEnemy(state, unit);
    })
    .slice(0, Math.min(2, command.orders.length - 1))
    .map((o) => o.unit);
  return units.length > 0 ? { units, with: last.id } : undefined;
}

/**
 * XEN-SCEN-16: an Invasion defender deploys its ranged units on overwatch (free): the attacker must cross
 * the table into their fire.
 */
export function deployOnOverwatch(
  state: XenocideState,
  deploy: CommandOfType<'deploy-company'>,
): CommandOfType<'deploy-company'> {
  const role = state.sides[sideIndex(state, deploy.player)]?.role;
  if (state.scenario !== 'invasion' || role !== 'defender' || deploy.reserve) return deploy;
  const units = deploy.units.map((u) => {
    const unit = findUnit(state, u.unit);
    const ranged =
      unit !== undefined &&
      !isFlyerUnit(state, unit) &&
      !isArtilleryUnit(state, unit) &&
      longestRange(state, unit) >= 8;
    return ranged ? { ...u, overwatch: true } : u;
  });
  return { ...deploy, units };
}
