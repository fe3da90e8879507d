import { geometry } from 'sandtable';
import type { ActionDeclaration, CommandOfType, WeaponChoice } from '../../commands/schema';
import { hasWeaponRule, type Weapon } from '../../schemas/weapon';
import type { ModelState, UnitState, WastelandState } from '../../state';
import { checkMove } from '../movement/move-check';
import { areEnemies, footprint, footprints, isVehicle, liveModels, profileOf } from '../units/units';
import { afterMove, assaultFireProblem } from './assault-fire';
import { usableWeapons } from './firing';
import { canFocus } from './modifiers';

/** How far (inches) a model's base is from the nearest model of a unit. */
export function modelGap(
  state: WastelandState,
  unit: UnitState,
  model: ModelState,
  target: UnitState,
): number {
  const me = footprint(state, unit, model);
  return Math.min(...footprints(state, target).map((c) => geometry.baseDistance(me, c)));
}

/** WT-SHOOT-03: the ranged weapon a model fires at a target that far away: the first usable one in range, else its first. */
export function weaponFor(state: WastelandState, unit: UnitState, gap: number): Weapon | undefined {
  const usable = usableWeapons(state, unit, {});
  return usable.find((w) => geometry.isAtMost(gap, w.range)) ?? usable[0];
}

/**
 * WT-SHOOT-02: a split of a unit's fire between two targets: each model nearer `other` than `main` fires at
 * `other` (with its weapon that reaches it), the rest at `main`; undefined when every model would pick the
 * same target, or the unit is a single model, a Vehicle/Monster or not on the table.
 */
export function splitFire(
  state: WastelandState,
  unit: UnitState,
  main: UnitState,
  other: UnitState,
): WeaponChoice[] | undefined {
  const models = liveModels(unit);
  if (unit.status !== 'on-table' || models.length < 2 || isVehicle(state, unit)) return undefined;
  const choices: WeaponChoice[] = [];
  for (const model of models) {
    const gap = modelGap(state, unit, model, other);
    if (gap >= modelGap(state, unit, model, main)) continue;
    const weapon = weaponFor(state, unit, gap);
    if (weapon) choices.push({ model: model.id, weapon: weapon.name, target: other.id });
  }
  return choices.length > 0 && choices.length < models.length ? choices : undefined;
}

/**
 * WT-SHOOT-02/04: more Shoot declarations for legal commands, given targets the unit may Shoot now (nearest
 * first): the fire split between the first two, and fire focused on the completely visible models of each
 * target in Concealment or Cover.
 */
export function shootVariants(
  state: WastelandState,
  unit: UnitState,
  targets: readonly UnitState[],
): ActionDeclaration[] {
  const out: ActionDeclaration[] = [];
  const [first, second] = targets;
  const weapons = first && second ? splitFire(state, unit, first, second) : undefined;
  if (first && weapons) out.push({ type: 'shoot', target: first.id, weapons });
  if (unit.status === 'on-table')
    for (const target of targets)
      if (canFocus(state, unit, target)) out.push({ type: 'shoot', target: target.id, focus: [target.id] });
  return out;
}

/** The longest range of the unit's Assault weapons (0 when it has none). */
export function assaultRange(state: WastelandState, unit: UnitState): number {
  const ranges = profileOf(state, unit)
    .weapons.filter((w) => w.range > 0 && hasWeaponRule(w, 'Assault'))
    .map((w) => w.range);
  return Math.max(0, ...ranges);
}

/**
 * WT-WSR-05 / R49: the enemy units the unit's Assault weapons could fire at after this Move (legal, and some
 * moved model within an Assault weapon's range), nearest first; none when it has fired them this round.
 */
export function assaultTargets(
  state: WastelandState,
  unit: UnitState,
  move: CommandOfType<'move-unit'>,
  limit = 1,
): UnitState[] {
  const range = assaultRange(state, unit);
  if (range === 0 || unit.assaultFired || unit.status !== 'on-table' || move.embark !== undefined) return [];
  const check = checkMove(state, unit, move.models);
  if (!check.ok) return [];
  const there = afterMove(state, unit, check.plan);
  const near = state.units
    .filter((u) => u.status === 'on-table' && areEnemies(state, unit.player, u.player))
    .map((u) => ({
      u,
      d: Math.min(...liveModels(there.unit).map((m) => modelGap(there.state, there.unit, m, u))),
    }))
    .filter((e) => geometry.isAtMost(e.d, range))
    .sort((a, b) => a.d - b.d);
  const out: UnitState[] = [];
  for (const { u } of near.slice(0, 3)) {
    if (out.length >= limit) break;
    if (!assaultFireProblem(state, unit, check.plan, u.id)) out.push(u);
  }
  return out;
}
