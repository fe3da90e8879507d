import { geometry, type Vec2 } from 'sandtable';
import type { ActionDeclaration, CommandOfType, WeaponChoice } from '../commands/schema';
import { declarationProblem } from '../rules/activation/activation';
import { actionsAllowed } from '../rules/activation/eligibility';
import { fightProblem } from '../rules/fighting/fight';
import { basesInContact, unitInContact, unitsInContactWith } from '../rules/measuring/measure';
import { checkMove, modelMove } from '../rules/movement/move-check';
import { afterMove } from '../rules/shooting/assault-fire';
import { assaultTargets, modelGap, weaponFor } from '../rules/shooting/fire-samples';
import { shootModifiers } from '../rules/shooting/modifiers';
import { shootProblem } from '../rules/shooting/targets';
import {
  areEnemies,
  effectiveMarkers,
  footprint,
  isVehicle,
  liveModels,
  profileOf,
  supportGrants,
  unitsById,
} from '../rules/units/units';
import { visibilityMatrix } from '../rules/visibility/visibility';
import { isMelee, isRanged } from '../schemas/weapon';
import type { UnitState, WastelandState } from '../state';
import { centreOf, chance, destination, expectedFightKills, targetValue } from './evaluation';

type Activation = CommandOfType<'activate-unit'>;
type Move = CommandOfType<'move-unit'>;

/** How many enemy units (nearest first) a unit's idle or surplus models look at for a second target. */
const SECOND_TARGETS = 3;

/** The enemy units the unit may Shoot now, nearest first (at most `limit`). */
function shootableEnemies(state: WastelandState, unit: UnitState, limit: number): UnitState[] {
  const from = centreOf(unit);
  return state.units
    .filter((u) => u.status === 'on-table' && areEnemies(state, unit.player, u.player))
    .sort((a, b) => geometry.distance(centreOf(a), from) - geometry.distance(centreOf(b), from))
    .filter((u) => !shootProblem(state, unit, u))
    .slice(0, limit);
}

/** For each model of the unit: whether it sees a model of the target with a weapon in range. */
function modelsReaching(state: WastelandState, unit: UnitState, target: UnitState): Set<string> {
  const seen = visibilityMatrix(state, unit, target);
  const out = new Set<string>();
  for (const model of liveModels(unit)) {
    const gap = modelGap(state, unit, model, target);
    const weapon = weaponFor(state, unit, gap);
    if (weapon && geometry.isAtMost(gap, weapon.range) && (seen.get(model.id)?.length ?? 0) > 0)
      out.add(model.id);
  }
  return out;
}

/**
 * WT-SHOOT-05/06 / WT-SUM-01: the kills one model's best ranged weapon is expected to score on the target
 * (hits times failed Life rolls, with the Shoot modifiers), not capped at the target's models.
 */
function volleyKills(state: WastelandState, unit: UnitState, target: UnitState): number {
  let best = 0;
  for (const weapon of profileOf(state, unit).weapons.filter(isRanged)) {
    const modifier = shootModifiers(state, unit, target, weapon, {}).reduce((sum, m) => sum + m.value, 0);
    const hit = weapon.hit === 'autohit' ? 1 : chance(weapon.hit - modifier);
    const fail = 1 - chance(profileOf(state, target).life + weapon.damage);
    best = Math.max(best, weapon.attacks * hit * fail);
  }
  return best;
}

/**
 * WT-SHOOT-02: the weapon choices that send the unit's idle models (those that cannot see the target or reach
 * it) and its surplus ones (beyond what the expected kills need, a quarter to spare) at other enemy units they
 * can hit; empty when no model has a better use.
 */
function splitChoices(state: WastelandState, unit: UnitState, target: UnitState): WeaponChoice[] {
  const models = liveModels(unit);
  if (models.length < 2 || isVehicle(state, unit) || unit.status !== 'on-table') return [];
  const reaching = modelsReaching(state, unit, target);
  const perModel = volleyKills(state, unit, target);
  const needed = perModel > 0 ? Math.ceil((liveModels(target).length * 1.25) / perModel) : models.length;
  const others = shootableEnemies(state, unit, SECOND_TARGETS + 1).filter((u) => u.id !== target.id);
  if (others.length === 0) return [];
  const reach = new Map(others.map((o) => [o.id, modelsReaching(state, unit, o)]));
  const choices: WeaponChoice[] = [];
  let kept = 0;
  for (const model of models) {
    const main = reaching.has(model.id);
    if (main && kept < needed) {
      kept += 1;
      continue;
    }
    // The most valuable other target this model can hit (the first of equals).
    let best: { unit: UnitState; value: number } | undefined;
    for (const other of others) {
      if (!reach.get(other.id)?.has(model.id)) continue;
      const value = volleyKills(state, unit, other) * targetValue(state, other);
      if (value > 0.01 && (!best || value > best.value)) best = { unit: other, value };
    }
    const weapon = best ? weaponFor(state, unit, modelGap(state, unit, model, best.unit)) : undefined;
    if (best && weapon) choices.push({ model: model.id, weapon: weapon.name, target: best.unit.id });
    else if (main) kept += 1;
  }
  // Splitting away every model that could hit the declared target would leave it unshot: keep the declaration.
  return kept > 0 || reaching.size === 0 ? choices : [];
}

/**
 * WT-SHOOT-02: the activation with its Shoot actions (those made where the unit stands now) split: models that
 * cannot hit the declared target, or that would only over-kill it, fire at other enemy units they can hit.
 */
export function splitVolley(state: WastelandState, command: Activation): Activation {
  const unit = unitsById.get(state, command.unit);
  if (unit?.status !== 'on-table' || command.actions[0]?.type !== 'shoot') return command;
  let changed = false;
  const actions = command.actions.map((action): ActionDeclaration => {
    const target = action.type === 'shoot' ? unitsById.get(state, action.target) : undefined;
    if (action.type !== 'shoot' || !target || action.weapons || action.focus) return action;
    const weapons = splitChoices(state, unit, target);
    if (weapons.length === 0) return action;
    changed = true;
    return { ...action, weapons };
  });
  if (!changed) return command;
  const split = { ...command, actions };
  return declarationProblem(state, unit, actions, actionsAllowed(state, unit)) ? command : split;
}

/**
 * WT-WSR-05 / R49: the Move with its free Assault fire at the most valuable enemy its Assault weapons can
 * hit from where it ends (not one in base contact with the unit's own side: its misses would hit them).
 */
export function withAssaultFire(state: WastelandState, move: Move): Move {
  if (move.assaultTarget !== undefined || move.embark !== undefined) return move;
  const unit = unitsById.get(state, move.unit);
  if (!unit) return move;
  const targets = assaultTargets(state, unit, move, 2).filter(
    (t) => !unitsInContactWith(state, t).some((u) => u.player === unit.player),
  );
  const top = targets.reduce<UnitState | undefined>(
    (a, b) => (a && targetValue(state, a) >= targetValue(state, b) ? a : b),
    undefined,
  );
  return top ? { ...move, assaultTarget: top.id } : move;
}

/** The rules a friendly Support model grants the unit that would help it now. */
function helpfulGrants(state: WastelandState, unit: UnitState, grants: readonly string[]): string[] {
  return grants.filter(
    (rule) =>
      (rule === 'Stubborn' && effectiveMarkers(state, unit) > 0) ||
      (rule === 'Bloodthirsty' &&
        profileOf(state, unit).weapons.some(isMelee) &&
        !unitInContact(state, unit)),
  );
}

/** Contact points (every 30°) around a circle, nearest to `from` first. */
function contactSpots(center: Vec2, radius: number, from: Vec2): Vec2[] {
  const spots: Vec2[] = [];
  for (let a = 0; a < 360; a += 30)
    spots.push(geometry.add(center, geometry.scale(geometry.directionOf(a), radius)));
  return spots.sort((p, q) => geometry.distance(p, from) - geometry.distance(q, from));
}

/** A Move into base contact between a unit and a friendly Support model, the grants it brings and to whom. */
interface SupportPlan {
  readonly move: Move;
  readonly grants: readonly string[];
  /** The unit the grants help (the moving unit, or the unit a moving Support model joins). */
  readonly helped: UnitState;
}

/**
 * WT-SUR-46 / R34: a one-model Support unit's Move into base contact with a friendly unit its Stubborn would
 * help (markers that count on it; one yet to activate first), every model of that unit within 12" after it.
 */
function escortMove(state: WastelandState, unit: UnitState): SupportPlan | undefined {
  const live = liveModels(unit);
  const mover = live[0];
  const grants = profileOf(state, unit).rules.flatMap((r) => (r.rule === 'Support' ? r.grants : []));
  if (live.length !== 1 || !mover || !grants.some((g) => g.rule === 'Stubborn')) return undefined;
  const reach = modelMove(state, unit, mover);
  const radius = profileOf(state, unit).base / 2;
  const friends = state.units
    .filter((u) => u.player === unit.player && u.id !== unit.id && u.status === 'on-table')
    .filter((u) => !isVehicle(state, u) && effectiveMarkers(state, u) > 0)
    .filter((u) => !supportGrants(state, u).some((r) => r.rule === 'Stubborn'))
    .sort((a, b) => Number(a.activated) - Number(b.activated));
  for (const friend of friends) {
    const lead = liveModels(friend).reduce((a, b) =>
      geometry.distance(a, mover) <= geometry.distance(b, mover) ? a : b,
    );
    const circle = footprint(state, friend, lead);
    if (geometry.distance(lead, mover) > reach + circle.radius + radius + 1) continue;
    const touch = circle.radius + radius + state.settings.contactTolerance / 2;
    for (const spot of contactSpots(circle.center, touch, mover).slice(0, 6)) {
      if (geometry.distance(spot, mover) > reach) continue;
      const round = (v: number) => Math.round(v * 1000) / 1000;
      const models = [{ model: mover.id, path: [{ x: round(spot.x), y: round(spot.y) }] }];
      const check = checkMove(state, unit, models);
      if (!check.ok) continue;
      const there = afterMove(state, unit, check.plan);
      const joined = unitsById.get(there.state, friend.id);
      if (!joined || !supportGrants(there.state, joined).some((r) => r.rule === 'Stubborn')) continue;
      return {
        move: { type: 'move-unit', player: unit.player, unit: unit.id, models },
        grants: ['Stubborn'],
        helped: friend,
      };
    }
  }
  return undefined;
}

/**
 * WT-SUR-46 / R34: a legal Move that brings the unit into base contact with a friendly Support model whose
 * granted rules would help it (Stubborn with markers on it, Bloodthirsty before a charge), every model ending
 * within 12" of that model, or (for a one-model Support unit) that brings it to a friendly unit its Stubborn
 * would help; undefined when there is none or the unit already has the help.
 */
export function supportMove(state: WastelandState, unit: UnitState): SupportPlan | undefined {
  if (unit.status !== 'on-table' || isVehicle(state, unit)) return undefined;
  return joinSupport(state, unit) ?? escortMove(state, unit);
}

/** WT-SUR-46: the unit's Move into contact with a friendly Support model whose grants would help it. */
function joinSupport(state: WastelandState, unit: UnitState): SupportPlan | undefined {
  const live = liveModels(unit);
  const has = new Set(supportGrants(state, unit).map((r) => r.rule));
  const radius = profileOf(state, unit).base / 2;
  const reach = Math.min(...live.map((m) => modelMove(state, unit, m)));
  for (const other of state.units) {
    if (other.player !== unit.player || other.id === unit.id || other.status !== 'on-table') continue;
    const grants = profileOf(state, other).rules.flatMap((r) => (r.rule === 'Support' ? r.grants : []));
    const wanted = helpfulGrants(
      state,
      unit,
      grants.map((g) => g.rule).filter((g) => !has.has(g)),
    );
    if (wanted.length === 0) continue;
    for (const supporter of liveModels(other)) {
      const circle = footprint(state, other, supporter);
      const lead = live.reduce((a, b) =>
        geometry.distance(a, circle.center) <= geometry.distance(b, circle.center) ? a : b,
      );
      if (geometry.distance(lead, circle.center) > reach + circle.radius + radius + 1) continue;
      const touch = circle.radius + radius + state.settings.contactTolerance / 2;
      for (const spot of contactSpots(circle.center, touch, lead).slice(0, 6)) {
        const shift = geometry.subtract(spot, lead);
        if (geometry.distance(spot, lead) > reach) continue;
        const round = (v: number) => Math.round(v * 1000) / 1000;
        const models = live.map((m) => ({
          model: m.id,
          path: [{ x: round(m.x + shift.x), y: round(m.y + shift.y) }],
        }));
        const check = checkMove(state, unit, models);
        if (!check.ok) continue;
        const there = afterMove(state, unit, check.plan);
        const gained = new Set<string>(supportGrants(there.state, there.unit).map((r) => r.rule));
        if (!wanted.every((g) => gained.has(g))) continue;
        return {
          move: { type: 'move-unit', player: unit.player, unit: unit.id, models },
          grants: wanted,
          helped: unit,
        };
      }
    }
  }
  return undefined;
}

/**
 * WT-SUR-46 / WT-FIGHT-02: for a melee unit that a Support model's Bloodthirsty would carry into a charge: the
 * enemy it could charge after moving into contact with that model (the one it is expected to hurt most).
 */
function supportedCharge(state: WastelandState, unit: UnitState, move: Move): UnitState | undefined {
  const check = checkMove(state, unit, move.models);
  if (!check.ok) return undefined;
  const there = afterMove(state, unit, check.plan);
  let top: { target: UnitState; value: number } | undefined;
  for (const other of state.units) {
    if (other.status !== 'on-table' || !areEnemies(state, unit.player, other.player)) continue;
    if (fightProblem(there.state, there.unit, [other.id])) continue;
    const value = expectedFightKills(state, unit, other) * targetValue(state, other);
    if (!top || value > top.value) top = { target: other, value };
  }
  return top?.target;
}

/** Remembered per state: the Support move of each unit (several declarations and the move prompt ask). */
const supportMoves = new WeakMap<WastelandState, Map<string, ReturnType<typeof supportMove>>>();
function rememberedSupportMove(state: WastelandState, unit: UnitState): ReturnType<typeof supportMove> {
  let known = supportMoves.get(state);
  if (!known) {
    known = new Map();
    supportMoves.set(state, known);
  }
  if (!known.has(unit.id)) known.set(unit.id, supportMove(state, unit));
  return known.get(unit.id);
}

/**
 * WT-SUR-46: more declarations for units a friendly Support model would help: Move into contact with it, then
 * (with a granted Bloodthirsty) charge the enemy its reach then covers. Checked against the rules.
 */
export function fireActivations(state: WastelandState, listed: readonly Activation[]): Activation[] {
  const out: Activation[] = [];
  for (const id of [...new Set(listed.map((c) => c.unit))]) {
    const unit = unitsById.get(state, id);
    if (!unit || actionsAllowed(state, unit) < 1) continue;
    const support = rememberedSupportMove(state, unit);
    if (!support) continue;
    const candidates: ActionDeclaration[][] = [[{ type: 'move' }]];
    const charge = support.grants.includes('Bloodthirsty')
      ? supportedCharge(state, unit, support.move)
      : undefined;
    if (charge && actionsAllowed(state, unit) >= 2)
      candidates.push([{ type: 'move' }, { type: 'fight', targets: [charge.id] }]);
    for (const actions of candidates)
      if (!declarationProblem(state, unit, actions, actionsAllowed(state, unit)))
        out.push({ type: 'activate-unit', player: unit.player, unit: id, actions });
  }
  return out;
}

/**
 * WT-SUR-46 / WT-SUR-66: what the fire-and-contact play adds to an activation's value (−∞ when nothing): a
 * Move into contact with a Support model whose Stubborn lifts the unit's markers (it may score and act again),
 * the charge a granted Bloodthirsty makes possible, and a Vehicle/Monster's charge at a unit it may terrify.
 */
export function fireValue(state: WastelandState, command: Activation): number {
  const unit = unitsById.get(state, command.unit);
  if (!unit) return Number.NEGATIVE_INFINITY;
  const [a, b] = command.actions;
  if (a?.type === 'move' && (b === undefined || b.type === 'fight')) {
    const support = rememberedSupportMove(state, unit);
    if (support && b?.type === 'fight' && support.grants.includes('Bloodthirsty')) {
      const target = unitsById.get(state, b.targets[0] ?? '');
      if (target && supportedCharge(state, unit, support.move)?.id === target.id)
        return expectedFightKills(state, unit, target) * targetValue(state, target) + 0.5;
    }
    if (support && b === undefined && support.grants.includes('Stubborn'))
      return 1 + 0.5 * support.helped.markers + (support.helped.activated ? 0 : 0.5);
  }
  const fight = a?.type === 'fight' ? a : b?.type === 'fight' ? b : undefined;
  if (!fight && a?.type === 'move' && (b === undefined || b.type === 'move') && isMeleeMonster(state, unit)) {
    // A melee Vehicle/Monster boxed in still has a way toward its prey (see monsterMove).
    const goal = destination(state, unit);
    if (goal && monsterMove(state, unit, goal)) return b ? 1 : 0.6;
  }
  if (fight && isVehicle(state, unit)) {
    // WT-SUR-66: a terror roll that may send the target reeling, beside the blows.
    const targets = fight.targets.map((t) => unitsById.get(state, t)).filter((t): t is UnitState => !!t);
    const terror = targets.filter((t) => !isVehicle(state, t)).length;
    const blows = targets.reduce(
      (sum, t) => sum + expectedFightKills(state, unit, t) * targetValue(state, t),
      0,
    );
    if (terror > 0) return blows * (a?.type === 'move' ? 1 : 1.2) + terror;
  }
  return Number.NEGATIVE_INFINITY;
}

/** A Vehicle/Monster with melee weapons and no ranged ones (the Ravager). */
function isMeleeMonster(state: WastelandState, unit: UnitState): boolean {
  const weapons = profileOf(state, unit).weapons;
  return isVehicle(state, unit) && !weapons.some(isRanged) && weapons.some(isMelee);
}

/** R17: the target of the charge the activated unit declared after its Move. */
function declaredCharge(state: WastelandState, unit: UnitState): UnitState | undefined {
  const activation = state.activation;
  if (activation?.unit !== unit.id) return undefined;
  const fight = activation.actions.find((x) => x.type === 'fight' && (x.targets?.length ?? 0) > 0);
  const target = fight?.type === 'fight' ? unitsById.get(state, fight.targets?.[0] ?? '') : undefined;
  return target?.status === 'on-table' ? target : undefined;
}

/** A one-model unit's straight Move to a point, if the rules allow it from where the unit stands in `state`. */
function straightMove(state: WastelandState, unit: UnitState, end: Vec2): Move | undefined {
  const model = liveModels(unit)[0];
  if (!model) return undefined;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const models = [{ model: model.id, path: [{ x: round(end.x), y: round(end.y) }] }];
  return checkMove(state, unit, models).ok
    ? { type: 'move-unit', player: unit.player, unit: unit.id, models }
    : undefined;
}

/** Remembered per state: each big model's way toward its goal. */
const monsterMoves = new WeakMap<WastelandState, Map<string, Move | undefined>>();

/**
 * WT-SUR-61 / R32: a big model's straight Move (one turn) that makes the most way toward a point over this
 * Move and a straight one after it: for a Vehicle/Monster boxed in by models and terrain, which has to step
 * aside, or back, to get round them. Undefined when two Moves bring it no nearer.
 */
function monsterMove(state: WastelandState, unit: UnitState, goal: Vec2): Move | undefined {
  let known = monsterMoves.get(state);
  if (!known) {
    known = new Map();
    monsterMoves.set(state, known);
  }
  if (known.has(unit.id)) return known.get(unit.id);
  const live = liveModels(unit);
  const model = live[0];
  let top: { move: Move; left: number } | undefined;
  if (live.length === 1 && model) {
    const reach = modelMove(state, unit, model);
    const far = geometry.distance(model, goal);
    const heading = geometry.bearing(model, goal);
    for (let turn = 0; turn < 360 && reach > 0 && far > 0.5; turn += 30)
      for (const fraction of [1, 0.5]) {
        const length = Math.min(far, reach * fraction);
        const end = geometry.add(model, geometry.scale(geometry.directionOf(heading + turn), length));
        const move = straightMove(state, unit, end);
        if (!move) continue;
        const there = afterMove(state, unit, { moved: [{ model: model.id, to: end }] });
        const towards = geometry.bearing(end, goal);
        let left = geometry.distance(end, goal);
        for (const off of [0, 30, -30, 60, -60]) {
          const step = Math.min(reach, geometry.distance(end, goal));
          const next = geometry.add(end, geometry.scale(geometry.directionOf(towards + off), step));
          if (straightMove(there.state, there.unit, next))
            left = Math.min(left, geometry.distance(next, goal));
        }
        if (!top || left < top.left - 1e-6) top = { move, left };
      }
    if (top && top.left > far - 0.5) top = undefined;
  }
  known.set(unit.id, top?.move);
  return top?.move;
}

/**
 * WT-SUR-46: whether a Move would break a contact that lends Stubborn to a unit with markers: the unit's
 * own, or, for a Support model, a friend's it touches.
 */
function keepsStubborn(state: WastelandState, unit: UnitState): boolean {
  const stubborn = (u: UnitState) =>
    u.markers > 0 && supportGrants(state, u).some((r) => r.rule === 'Stubborn');
  if (stubborn(unit)) return true;
  const lends = profileOf(state, unit).rules.some(
    (r) => r.rule === 'Support' && r.grants.some((g) => g.rule === 'Stubborn'),
  );
  if (!lends) return false;
  const mine = liveModels(unit).map((m) => footprint(state, unit, m));
  return state.units.some(
    (u) =>
      u.player === unit.player &&
      u.id !== unit.id &&
      u.status === 'on-table' &&
      stubborn(u) &&
      liveModels(u).some((m) => mine.some((c) => basesInContact(state, c, footprint(state, u, m)))),
  );
}

/**
 * The Move the fire-and-contact play wants for the unit now moving, or undefined: into contact with a Support
 * model (WT-SUR-46) when its declared charge needs the granted Bloodthirsty or Stubborn would lift its
 * markers, and a melee Vehicle/Monster's way around what boxes it in toward its charge target or prey.
 */
export function fireMove(state: WastelandState, moves: readonly Move[]): Move | undefined {
  const unit = unitsById.get(state, moves[0]?.unit ?? '');
  if (unit?.status !== 'on-table') return undefined;
  const charge = declaredCharge(state, unit);
  const stay = moves.find((m) => m.models.length === 0 && m.embark === undefined && !m.assaultTarget);
  if (!charge && stay && keepsStubborn(state, unit)) return stay;
  const support = rememberedSupportMove(state, unit);
  if (support) {
    if (
      charge &&
      support.grants.includes('Bloodthirsty') &&
      supportedCharge(state, unit, support.move)?.id === charge.id
    )
      return support.move;
    if (!charge && support.grants.includes('Stubborn')) return support.move;
  }
  if (!isMeleeMonster(state, unit)) return undefined;
  const goal = charge ? centreOf(charge) : destination(state, unit);
  return goal ? monsterMove(state, unit, goal) : undefined;
}
