import type { PlayerId } from 'sandtable';
import type { ActionDeclaration, WastelandCommand } from '../commands/schema';
import { declarationProblem } from '../rules/activation/activation';
import {
  actionsAllowed,
  activationRules,
  ambushUnits,
  eligibleUnits,
  hasRoomToArrive,
} from '../rules/activation/eligibility';
import { castProblem } from '../rules/casting/cast';
import { chargeReach, fightProblem } from '../rules/fighting/fight';
import { unitDistance, unitInContact, unitsInContactWith } from '../rules/measuring/measure';
import { withRules } from '../rules/rule-ids';
import { shootVariants } from '../rules/shooting/fire-samples';
import { anyInRange } from '../rules/shooting/shoot';
import { shootProblem, shootTarget } from '../rules/shooting/targets';
import { actsFromCarrier, carrierOf, EMBARK_RANGE, fightsAfterDisembark } from '../rules/transport/carriers';
import { areEnemies, isVehicle, profileOf, unitHas } from '../rules/units/units';
import { isMelee, isRanged } from '../schemas/weapon';
import { repeatedCommandRules, withStanding } from '../standing';
import type { UnitState, WastelandState } from '../state';
import type { WastelandDecision } from '../tables';

/** WT-ACT-01 / WT-ACT-07 / WT-SUR-06: activate a unit and declare its actions, or bring one in from ambush. */
export const activateDecision: WastelandDecision<'activate'> = {
  accepts: ['activate-unit', 'arrive-from-ambush', 'issue-command'],
  rules: ['WT-ACT-01', 'WT-ACT-07'],
  prompt: (state, stage) => [
    {
      player: stage.player,
      kind: 'activate',
      ...withRules([
        ...activationRules(state, stage.player),
        ...disembarkedRules(state, stage.player),
        ...repeatedCommandRules(state, stage.player),
      ]),
      message:
        'Activate a unit and declare its actions (WT-ACT-01), or bring a unit in from ambush (WT-SUR-06).',
    },
  ],
  legal(state, player, stage) {
    if (stage.player !== player) return withStanding(state, player, []);
    const out: WastelandCommand[] = eligibleUnits(state, player).flatMap((unit) =>
      declarations(state, unit).map((actions) => ({
        type: 'activate-unit' as const,
        player,
        unit: unit.id,
        actions,
      })),
    );
    const ambush = ambushUnits(state, player)[0];
    if (ambush && hasRoomToArrive(state, ambush))
      out.push({ type: 'arrive-from-ambush', player, unit: ambush.id });
    return withStanding(state, player, out);
  },
};

/**
 * WT-SUR-54: names the rule while one of the player's units that may activate now, with a Fight weapon, is
 * offered no Fight because of it: it disembarked this round, or it rides a transport whose passengers may
 * not Fight after getting out (an Open transport that moved less lets them, WT-SUR-37).
 */
function disembarkedRules(state: WastelandState, player: PlayerId): string[] {
  const barred = (u: UnitState): boolean => {
    if (!profileOf(state, u).weapons.some(isMelee)) return false;
    if (u.status === 'embarked') {
      const carrier = carrierOf(state, u);
      return carrier !== undefined && actionsAllowed(state, u) >= 2 && !fightsAfterDisembark(state, carrier);
    }
    return u.disembarked !== undefined && fightProblem(state, u, [])?.includes('(WT-SUR-54') === true;
  };
  if (
    !state.units.some((u) => u.player === player && (u.disembarked !== undefined || u.status === 'embarked'))
  )
    return [];
  return eligibleUnits(state, player).some(barred) ? ['WT-SUR-54'] : [];
}

/**
 * WT-BLD-04 / R47: the intact buildings held by the unit's enemies that it may Shoot now (a building is a
 * stationary Transport model any unit may Shoot as if it were an enemy unit).
 */
function occupiedBuildings(state: WastelandState, unit: UnitState): UnitState[] {
  const out: UnitState[] = [];
  for (const building of state.buildings ?? []) {
    if (building.destroyed || building.occupant === undefined) continue;
    if (!areEnemies(state, unit.player, building.occupant)) continue;
    const target = shootTarget(state, building.id);
    if (target && anyInRange(state, unit, target) && !shootProblem(state, unit, target)) out.push(target);
  }
  return out;
}

/** A handful of sensible action declarations for a unit (R17), always including passing with none. */
function declarations(state: WastelandState, unit: UnitState): ActionDeclaration[][] {
  const allowed = actionsAllowed(state, unit);
  const out: ActionDeclaration[][] = [[]];
  // An embarked unit measures from its transport (a building's passengers take the listed order).
  const ride = carrierOf(state, unit);
  const from = unit.status === 'on-table' ? unit : ride?.kind === 'unit' ? ride.unit : undefined;
  const enemies = state.units
    .filter((u) => u.status === 'on-table' && areEnemies(state, unit.player, u.player))
    .map((u) => ({ u, d: from?.status === 'on-table' ? unitDistance(state, from, u) : 0 }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map((e) => e.u);
  const weapons = profileOf(state, unit).weapons;
  const shoot = (): void => {
    const targets = enemies
      .filter((e) => anyInRange(state, unit, e) && !shootProblem(state, unit, e))
      .slice(0, 2);
    for (const target of [...targets, ...occupiedBuildings(state, unit).slice(0, 1)]) {
      const action: ActionDeclaration = { type: 'shoot', target: target.id };
      out.push(allowed >= 2 ? [action, action] : [action]);
    }
    // WT-SHOOT-02/04: split fire between the two targets, focused fire on a target in Concealment or Cover.
    for (const action of shootVariants(state, unit, targets)) out.push([action]);
  };
  if (unit.status === 'embarked') {
    out.push([{ type: 'move' }]);
    if (actsFromCarrier(state, unit) && weapons.some(isRanged)) shoot();
    // WT-SUR-37 / WT-SUR-54: out of an Open transport that moved less than twice, disembark and charge.
    const charge =
      ride?.kind === 'unit' && ride.unit.status === 'on-table'
        ? enemies.find((e) => unitDistance(state, ride.unit, e) <= EMBARK_RANGE + chargeReach(state, unit))
        : undefined;
    if (allowed >= 2 && charge && weapons.some(isMelee)) {
      const actions: ActionDeclaration[] = [{ type: 'move' }, { type: 'fight', targets: [charge.id] }];
      if (!declarationProblem(state, unit, actions, allowed)) out.push(actions);
    }
    return out;
  }
  const engaged = unitInContact(state, unit);
  out.push(allowed >= 2 ? [{ type: 'move' }, { type: 'move' }] : [{ type: 'move' }]);
  // WT-SUR-64: a Vehicle/Monster, and a unit touching only Vehicle/Monster enemies, may shoot in contact.
  const mayShoot =
    !engaged || isVehicle(state, unit) || unitsInContactWith(state, unit).every((u) => isVehicle(state, u));
  if (weapons.some(isRanged) && mayShoot) {
    shoot();
    const nearest = enemies[0];
    if (allowed >= 2 && nearest && !engaged)
      out.push([{ type: 'move' }, { type: 'shoot', target: nearest.id }]);
  }
  if (weapons.some(isMelee)) {
    if (engaged) out.push([{ type: 'fight', targets: [] }]);
    else {
      const target = enemies.find((e) => !fightProblem(state, unit, [e.id]));
      if (target) out.push([{ type: 'fight', targets: [target.id] }]);
    }
  }
  if (!unitHas(state, unit, 'Fearless') && !isVehicle(state, unit)) out.push([{ type: 'defend' }]);
  if (unitHas(state, unit, 'Caster')) {
    const fury = enemies.find((e) => !castProblem(state, unit, 'psychic-fury', e.id));
    if (fury) out.push([{ type: 'cast', power: 'psychic-fury', target: fury.id }]);
    const bless: ActionDeclaration = { type: 'cast', power: 'war-blessing', target: unit.id };
    if (!castProblem(state, unit, 'war-blessing', unit.id))
      out.push(allowed >= 2 ? [bless, { type: 'move' }] : [bless]);
  }
  return out;
}
