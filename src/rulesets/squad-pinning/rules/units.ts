import type { Params, Profile, SpecialRule, Weapon } from '../params';
import type { ModelState, SqState, UnitState } from '../state';

/** The unit with `id` (an engine bug when missing: callers pass ids they read from the state). */
export function unitById(state: SqState, id: string): UnitState {
  const unit = state.units.find((u) => u.id === id);
  if (!unit) throw new Error(`squad-pinning: no unit '${id}'`);
  return unit;
}

/** The unit with `id`, or undefined. */
export function findUnit(state: SqState, id: string): UnitState | undefined {
  return state.units.find((u) => u.id === id);
}

/** The unit's profile. */
export function profileOf(state: SqState, unit: UnitState): Profile {
  const profile = state.profiles[unit.profile];
  if (!profile) throw new Error(`squad-pinning: no profile '${unit.profile}'`);
  return profile;
}

/** A weapon of the tables in force. */
export function weaponOf(state: SqState, key: string): Weapon {
  const weapon = state.weapons[key];
  if (!weapon) throw new Error(`squad-pinning: no weapon '${key}'`);
  return weapon;
}

/** SQ-DEF-08: a weapon's maximum range (its own, or the effective range × `shooting.maxRangeFactor`). */
export function maxRangeOf(params: Params, weapon: Weapon): number {
  return weapon.maxRange ?? weapon.effectiveRange * params.shooting.maxRangeFactor;
}

/** Whether the unit has a special rule (SQ-SPC). */
export function hasRule(state: SqState, unit: UnitState, rule: SpecialRule): boolean {
  return profileOf(state, unit).specialRules.includes(rule);
}

/** The living models of a unit. */
export function alive(unit: UnitState): ModelState[] {
  return unit.models.filter((m) => m.alive);
}

/** How many models of the unit live. */
export function aliveCount(unit: UnitState): number {
  let n = 0;
  for (const m of unit.models) if (m.alive) n++;
  return n;
}

/** SQ-DEF-05: the unit's test targets (shoot, cqb, leadership) from its quality preset. */
export function qualityOf(
  state: SqState,
  unit: UnitState,
): { shoot: number; cqb: number; leadership: number } {
  return state.params.qualities[profileOf(state, unit).quality];
}

/** Whether the unit is a vehicle (SQ-DEF-17). */
export function isVehicle(unit: UnitState): boolean {
  return unit.kind === 'vehicle';
}

/** Whether the unit is on the table and has a living model. */
export function onTable(unit: UnitState): boolean {
  return unit.status === 'table' && unit.models.some((m) => m.alive);
}

/** The other player. */
export function opponentOf(state: SqState, player: string): string {
  return state.players[0] === player ? (state.players[1] as string) : (state.players[0] as string);
}

/** The units of `player` that are on the table. */
export function tableUnits(state: SqState, player?: string): UnitState[] {
  return state.units.filter((u) => onTable(u) && (player === undefined || u.player === player));
}

/** SQ-DEF-06 / SQ-DEF-28: whether a unit still counts (on the table or embarked, with models). */
export function inPlay(unit: UnitState): boolean {
  return (unit.status === 'table' || unit.status === 'embarked') && unit.models.some((m) => m.alive);
}

/** SQ-DEF-12 / SQ-SPC-04 / SQ-SPC-09: the unit's move allowance (jump packs when `jump`). */
export function moveAllowance(state: SqState, unit: UnitState, jump = false): number {
  const profile = profileOf(state, unit);
  if (unit.kind === 'vehicle') return profile.move ?? 12;
  if (jump && profile.specialRules.includes('jumpInfantry')) return 12;
  if (profile.specialRules.includes('fast')) return 8;
  return profile.move ?? state.params.move.infantry;
}

/** SQ-DEF-12: a model's base radius (infantry 0.5", vehicles 1.5", SQ-DEF-17). */
export function baseRadius(unit: UnitState): number {
  return unit.kind === 'vehicle' ? 1.5 : 0.5;
}

/** Whether the unit has a weapon it can shoot with (SQ-DEF-04). */
export function canShootAtAll(state: SqState, unit: UnitState): boolean {
  return alive(unit).some((m) => m.weapons.some((w) => !weaponOf(state, w).flags.includes('cqbOnly')));
}
