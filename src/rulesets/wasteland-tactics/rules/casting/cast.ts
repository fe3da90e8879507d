import type { PlayerId } from 'sandtable';
import { geometry } from 'sandtable';
import { rulesOf } from 'sandtable/kit';
import type { WastelandContext } from '../../events';
import type { Weapon } from '../../schemas/weapon';
import type { PendingCast, PsychicPower, UnitState, WastelandState } from '../../state';
import { setStage, type WastelandDraft } from '../../state';
import { rollTest } from '../dice/dice';
import { willModifiers } from '../dice/modifiers';
import { unitInContact } from '../measuring/measure';
import { lookingCircles } from '../shooting/modifiers';
import { distanceFrom, isLeaderProtected, unitCanSee } from '../shooting/targets';
import { actsFromCarrier } from '../transport/carriers';
import {
  areEnemies,
  draftUnitsById,
  footprint,
  footprints,
  liveModels,
  profileOf,
  unitRule,
  unitsById,
} from '../units/units';
import { visibilityMatrix } from '../visibility/visibility';
import { rollAttack } from '../weapons/attack-dice';

/** WT-SUR-14 / R29: Psychic Fury's weapon: R20 A1 6+ D10 Deadly 2 (D10 is Damage 10). */
export const PSYCHIC_FURY: Weapon = {
  name: 'Psychic Fury',
  range: 20,
  attacks: 1,
  hit: 6,
  damage: 10,
  rules: [{ rule: 'Deadly', x: 2 }],
};

/** R29: War Blessing's range (`castRange`). */
export const CAST_RANGE = 20;

/** WT-CAST-03 / R29: a nullifier must be within 24" of the casting model. */
export const NULLIFY_RANGE = 24;

/**
 * WT-CAST-01 / WT-SUR-11 / R29: why the unit may not Cast this power at the target now, or undefined; an
 * `attempt` of a Cast action already under way does not count against the per-round limit again.
 */
export function castProblem(
  state: WastelandState,
  unit: UnitState,
  power: PsychicPower,
  targetId: string,
  options: { readonly attempt?: boolean } = {},
): string | undefined {
  const caster = unitRule(state, unit, 'Caster');
  if (caster === undefined) return `${unit.name} has no Caster model (WT-CAST-01).`;
  if (unit.status !== 'on-table' && !(unit.status === 'embarked' && actsFromCarrier(state, unit)))
    return `${unit.name} is not on the table (an embarked unit Casts only from an Open transport, WT-SUR-37).`;
  if (unitInContact(state, unit))
    return `${unit.name} is in base contact with the enemy and cannot Cast (WT-CAST-01).`;
  if (!options.attempt && (unit.casts ?? 0) >= caster)
    return `${unit.name} may Cast ${caster} time(s) per round (WT-SUR-11).`;
  const target = unitsById.get(state, targetId);
  if (target?.status !== 'on-table') return `'${targetId}' is not a unit on the table.`;
  const range = distanceFrom(state, unit, target);
  if (power === 'war-blessing') {
    if (target.player !== unit.player) return 'War Blessing targets a friendly unit (WT-SUR-15).';
    return geometry.isAtMost(range, CAST_RANGE)
      ? undefined
      : `${target.name} is beyond War Blessing's ${CAST_RANGE}" (R29).`;
  }
  if (!areEnemies(state, unit.player, target.player))
    return 'Psychic Fury targets an enemy unit (WT-SUR-14).';
  if (!geometry.isAtMost(range, PSYCHIC_FURY.range))
    return `${target.name} is beyond Psychic Fury's 20" (WT-SUR-14).`;
  if (!unitCanSee(state, unit, target)) return `${target.name} is not visible to ${unit.name} (R29).`;
  if (isLeaderProtected(state, unit, target))
    return `${target.name} has a leader who may only be targeted as the closest visible target (R37).`;
  return undefined;
}

/**
 * WT-CAST-02 / R29: why this Caster model (not just its unit) cannot reach the target: the power's 20" from
 * the model, and for Psychic Fury a target model it sees; undefined when it can. An embarked unit casts from
 * its Open carrier, judged for the unit by {@link castProblem}.
 */
export function casterModelProblem(
  state: WastelandState,
  unit: UnitState,
  modelId: string,
  power: PsychicPower,
  targetId: string,
): string | undefined {
  const model = liveModels(unit).find((m) => m.id === modelId);
  const target = unitsById.get(state, targetId);
  if (!model || target?.status !== 'on-table' || unit.status !== 'on-table') return undefined;
  const me = footprint(state, unit, model);
  const gap = Math.min(...footprints(state, target).map((c) => geometry.baseDistance(me, c)));
  const range = power === 'war-blessing' ? CAST_RANGE : PSYCHIC_FURY.range;
  if (!geometry.isAtMost(gap, range)) return `${target.name} is beyond ${modelId}'s ${range}" (R29).`;
  if (power === 'psychic-fury' && (visibilityMatrix(state, unit, target).get(modelId) ?? []).length === 0)
    return `${target.name} is not visible to ${modelId} (R29).`;
  return undefined;
}

/** WT-CAST-06: a natural 1 on a casting or nullifying roll makes that model fail a Life roll. */
export function backlash(draft: WastelandDraft, unit: UnitState, model: string): void {
  draft.losses.push({
    unit: unit.id,
    owner: unit.player,
    cause: 'unstable',
    model,
    hits: [{ kind: 'life', modifier: 0, wounds: 1, autoFail: true }],
  });
}

/**
 * WT-CAST-02/05/06 / R29: one Caster model's attempt in a Cast action: a Will roll (always rolled); a pass may
 * be nullified.
 */
export function resolveCastAction(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  modelId: string,
  power: PsychicPower,
  targetId: string,
): void {
  const state = draft as WastelandState;
  const unit = unitsById.get(state, unitId) as UnitState;
  const model = liveModels(unit).find((m) => m.id === modelId);
  if (!model) return;
  const roll = rollTest(ctx, {
    purpose: `cast ${power} (${model.id})`,
    target: profileOf(state, unit).will,
    modifier: 0,
    summary: 'WT-SUM-04',
    modifiers: willModifiers(state, unit, { cast: true }),
    rules: ['WT-CAST-02'],
    player: unit.player,
    alwaysRoll: true,
  });
  const die = roll.die ?? 1;
  ctx.emit({
    type: 'power-cast',
    unit: unitId,
    model: model.id,
    power,
    target: targetId,
    die,
    needed: roll.needed,
    passed: roll.passed,
    rules: rulesOf(roll.rules, roll.passed ? undefined : 'WT-CAST-05', die === 1 ? 'WT-CAST-06' : undefined),
  });
  if (die === 1) backlash(draft, unit, model.id);
  if (!roll.passed) return;
  draft.cast = {
    player: unit.player,
    unit: unitId,
    model: model.id,
    power,
    target: targetId,
    face: die,
    asked: [],
    nullified: false,
  };
}

/** WT-SUR-12 / WT-CAST-03: the player's units that may try to nullify this cast. */
export function nullifiers(state: WastelandState, player: PlayerId, cast: PendingCast): UnitState[] {
  const casterUnit = unitsById.get(state, cast.unit);
  if (!casterUnit || liveModels(casterUnit).length === 0) return [];
  return state.units.filter((u) => {
    const x = unitRule(state, u, 'Caster');
    const present = u.status === 'on-table' || (u.status === 'embarked' && actsFromCarrier(state, u));
    if (u.player !== player || !present || x === undefined || (u.nullifies ?? 0) >= x) return false;
    const from = lookingCircles(state, casterUnit, u)[0];
    return (
      from !== undefined &&
      lookingCircles(state, u, casterUnit).some((c) => geometry.isWithin(c, from, NULLIFY_RANGE))
    );
  });
}

/**
 * WT-CAST-03/04 / R29: offers each enemy player in turn (in initiative order) the chance to nullify; a
 * single attempt is allowed. Then the power takes effect unless nullified. Returns false while a player decides.
 */
export function stepCast(draft: WastelandDraft, ctx: WastelandContext): boolean {
  const state = draft as WastelandState;
  const cast = state.cast;
  if (!cast) return true;
  if (!cast.nullified) {
    if (cast.asking !== undefined && nullifiers(state, cast.asking, cast).length > 0) {
      setStage(draft, { kind: 'nullify', player: cast.asking, caster: cast.unit });
      return false;
    }
    const order = state.initiative.length > 0 ? state.initiative : state.players;
    const next = order.find(
      (p) =>
        areEnemies(state, cast.player, p) && !cast.asked.includes(p) && nullifiers(state, p, cast).length > 0,
    );
    if (next !== undefined) {
      draft.cast?.asked.push(next);
      if (draft.cast) draft.cast.asking = next;
      setStage(draft, { kind: 'nullify', player: next, caster: cast.unit });
      return false;
    }
    resolvePower(draft, ctx, cast);
  }
  delete draft.cast;
  return true;
}

/** WT-SUR-14/15: Psychic Fury shoots the target; War Blessing readies +1 Shoot and Fight for its next action. */
function resolvePower(draft: WastelandDraft, ctx: WastelandContext, cast: PendingCast): void {
  const state = draft as WastelandState;
  const caster = unitsById.get(state, cast.unit);
  const target = unitsById.get(state, cast.target);
  if (!caster || !target || liveModels(caster).length === 0 || target.status !== 'on-table') return;
  ctx.emit({
    type: 'power-resolved',
    power: cast.power,
    target: cast.target,
    rules: [cast.power === 'psychic-fury' ? 'WT-SUR-14' : 'WT-SUR-15'],
  });
  if (cast.power === 'war-blessing') {
    draftUnitsById.require(draft, target.id).blessing = 'ready';
    return;
  }
  const { hits } = rollAttack(draft, ctx, {
    action: 'shoot',
    shooter: caster,
    model: cast.model,
    target,
    weapon: PSYCHIC_FURY,
  });
  const visible =
    caster.status === 'on-table'
      ? (visibilityMatrix(state, caster, target).get(cast.model) ?? [])
      : liveModels(target).map((m) => m.id);
  if (hits.length > 0)
    draft.losses.push({
      unit: target.id,
      owner: target.player,
      by: caster.player,
      byUnit: caster.id,
      cause: 'psychic',
      hits,
      visible,
    });
}
