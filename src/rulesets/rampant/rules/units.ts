import type { ClassProfile, SpecialRule } from '../params';
import type { ModelState, RmpState, UnitState } from '../state';

/** RMP-DEF-05: the class profile in force for a unit. */
export function classOf(state: RmpState, unit: UnitState): ClassProfile {
  return state.params.classes[unit.class];
}

/** RMP-DEF-05: whether the unit's class carries a special rule. */
export function hasRule(state: RmpState, unit: UnitState, rule: SpecialRule): boolean {
  return classOf(state, unit).specialRules.includes(rule);
}

/** RMP-DEF-05: a vehicle (the three Vehicle classes). */
export function isVehicle(state: RmpState, unit: UnitState): boolean {
  return classOf(state, unit).kind === 'vehicle';
}

/** RMP-DEF-05: an infantry unit (may Go to Ground, embark). */
export function isInfantry(state: RmpState, unit: UnitState): boolean {
  return classOf(state, unit).kind === 'infantry';
}

/** RMP-MOV-01…03: Maximum Movement with the Mobile and Slow options. */
export function maxMovement(state: RmpState, unit: UnitState): number {
  let move = classOf(state, unit).maxMovement;
  if (unit.options.includes('mobile')) move += state.params.options.mobile.move;
  if (unit.options.includes('slow')) move += state.params.options.slow.move;
  return Math.max(0, move);
}

const aliveOf = new WeakMap<readonly ModelState[], ModelState[]>();

/** The unit's living models (computed once per frozen models array; callers must not change the list). */
export function alive(unit: UnitState): ModelState[] {
  const models = unit.models;
  if (!Object.isFrozen(models)) return models.filter((m) => m.alive);
  let out = aliveOf.get(models);
  if (!out) {
    out = models.filter((m) => m.alive);
    aliveOf.set(models, out);
  }
  return out;
}

/** The unit with this id, if any. */
export function findUnit(state: RmpState, id: string): UnitState | undefined {
  return state.units.find((u) => u.id === id);
}

/** The unit with this id (an engine bug if missing). */
export function unitById(state: RmpState, id: string): UnitState {
  const unit = findUnit(state, id);
  if (!unit) throw new Error(`rampant: no unit '${id}'`);
  return unit;
}

/** On the table or embarked: still in play (RMP-DEF-13). */
export function inPlay(unit: UnitState): boolean {
  return unit.status === 'table' || unit.status === 'embarked';
}

/** RMP-DEF-01: above half its starting SP (2 × SP > start). */
export function aboveHalf(unit: UnitState): boolean {
  return 2 * unit.sp > unit.startSp;
}

/** RMP-DICE-01/02: the dice a unit rolls to Shoot or fight now. */
export function dicePool(state: RmpState, unit: UnitState): number {
  return aboveHalf(unit) ? state.params.dicePool.aboveHalf : state.params.dicePool.atOrBelowHalf;
}

/** The other player. */
export function opponentOf(state: RmpState, player: string): string {
  return state.players[0] === player ? (state.players[1] as string) : (state.players[0] as string);
}

/** A player's units still in play. */
export function unitsInPlay(state: RmpState, player: string): UnitState[] {
  return state.units.filter((u) => u.player === player && inPlay(u));
}

/** Enemy units on the table. */
export function enemiesOnTable(state: RmpState, unit: UnitState): UnitState[] {
  return state.units.filter((u) => u.player !== unit.player && u.status === 'table');
}

/** The side record of a player. */
export function sideOf(state: RmpState, player: string) {
  const side = state.sides.find((s) => s.player === player);
  if (!side) throw new Error(`rampant: no side '${player}'`);
  return side;
}

/** Chance that 2d6 ≥ value (RMP-DEF-01): what a player weighs before an order. */
export function chance2d6(value: number): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= value) n++;
  return n / 36;
}
