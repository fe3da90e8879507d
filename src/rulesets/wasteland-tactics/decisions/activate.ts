import type { PlayerId } from 'sandtable';
import type { ActionDeclaration, WastelandCommand } from '../commands/schema';
import {
  actionsAllowed,
  activationRules,
  ambushUnits,
  eligibleUnits,
  hasRoomToArrive,
} from '../rules/activation/eligibility';
import { castProblem } from '../rules/casting/cast';
import { fightProblem } from '../rules/fighting/fight';
import { unitDistance, unitInContact, unitsInContactWith } from '../rules/measuring/measure';
import { withRules } from '../rules/rule-ids';
import { shootVariants } from '../rules/shooting/fire-samples';
import { anyInRange } from '../rules/shooting/shoot';
import { shootProblem } from '../rules/shooting/targets';
import { actsFromCarrier } from '../rules/transport/carriers';
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
 * WT-SUR-54: names the rule while one of the player's units that may activate now, with a Fight weapon,
 * disembarked this round and so is offered no Fight (an Open transport that moved less lets it, WT-SUR-37).
 */
function disembarkedRules(state: WastelandState, player: PlayerId): string[] {
  if (!state.units.some((u) => u.player === player && u.disembarked !== undefined)) return [];
  const barred = eligibleUnits(state, player).some(
    (u) =>
      u.disembarked !== undefined &&
      profileOf(state, u).weapons.some(isMelee) &&
      fightProblem(state, u, [])?.includes('(WT-SUR-54') === true,
  );
  return barred ? ['WT-SUR-54'] : [];
}

/** A handful of sensible action declarations for a unit (R17), always including passing with none. */
function declarations(state: WastelandState, unit: UnitState): ActionDeclaration[][] {
  const allowed = actionsAllowed(state, unit);
  const out: ActionDeclaration[][] = [[]];
  const enemies = state.units
    .filter((u) => u.status === 'on-table' && areEnemies(state, unit.player, u.player))
    .map((u) => ({ u, d: unit.status === 'on-table' ? unitDistance(state, unit, u) : 0 }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map((e) => e.u);
  const weapons = profileOf(state, unit).weapons;
  const shoot = (): void => {
    const targets = enemies
      .filter((e) => anyInRange(state, unit, e) && !shootProblem(state, unit, e))
      .slice(0, 2);
    for (const target of targets) {
      const action: ActionDeclaration = { type: 'shoot', target: target.id };
      out.push(allowed >= 2 ? [action, action] : [action]);
    }
    // WT-SHOOT-02/04: split fire between the two targets, focused fire on a target in Concealment or Cover.
    for (const action of shootVariants(state, unit, targets)) out.push([action]);
  };
  if (unit.status === 'embarked') {
    out.push([{ type: 'move' }]);
    if (actsFromCarrier(state, unit) && weapons.some(isRanged)) shoot();
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
