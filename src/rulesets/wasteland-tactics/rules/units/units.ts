import { isDraft, original } from 'immer';
import { geometry, type PlayerId } from 'sandtable';
import { entityTable, memoizeBy, rulesetBug } from 'sandtable/kit';
import { hasRule, ruleValue, type SpecialRule, type SpecialRuleName } from '../../schemas/special-rules';
import type { UnitProfile } from '../../schemas/unit-profile';
import type { ModelState, UnitState, WastelandDraft, WastelandState } from '../../state';
import { basesInContact, type ModelFootprint } from '../measuring/contact';

/** Units by id (`get`: undefined for an id a player sent; `require`: an engine bug for an id the state holds). */
export const unitsById = entityTable((state: WastelandState) => state.units, 'unit');

/** Draft units by id, for writing through the draft (the same not-found behaviour as {@link unitsById}). */
export const draftUnitsById = entityTable((draft: WastelandDraft) => draft.units, 'unit');

/**
 * Caches `fn(state, unit)` per frozen state and unit object (kit `memoizeBy`): the engine's states never
 * change, and the bots and the legal-command listing ask the same questions of one state many times. For
 * costly questions only: the lookup itself costs about as much as a cheap answer.
 * @example const engaged = perUnit((state, unit) => unitsInContactWith(state, unit).length > 0);
 */
export function perUnit<R>(
  fn: (state: WastelandState, unit: UnitState) => R,
): (state: WastelandState, unit: UnitState) => R {
  return memoizeBy(fn);
}

/** A unit's name for messages, or its id when there is no such unit. */
export function unitName(state: WastelandState, id: string): string {
  return unitsById.get(state, id)?.name ?? id;
}

/** A unit's profile. */
export function profileOf(state: WastelandState, unit: UnitState): UnitProfile {
  const profile = state.profiles[unit.profile];
  if (!profile) throw rulesetBug(`wasteland-tactics: unit ${unit.id} has unknown profile ${unit.profile}`);
  return profile;
}

/** The ids of the profiles in play that have Support X, cached per (immutable) profiles object. */
const supportProfiles = new WeakMap<object, ReadonlySet<string>>();

/**
 * WT-SUR-46 / R34: the rules friendly Support X models grant the unit: all its models within 12" of such a
 * model and one of them in base contact with it (the Support model's own unit qualifies the same way).
 */
export function supportGrants(state: WastelandState, unit: UnitState): SpecialRule[] {
  const profiles = (isDraft(state.profiles) ? original(state.profiles) : state.profiles) as object;
  let ids = supportProfiles.get(profiles);
  if (ids === undefined) {
    ids = new Set(
      Object.values(profiles as WastelandState['profiles'])
        .filter((p) => hasRule(p.rules, 'Support'))
        .map((p) => p.id),
    );
    supportProfiles.set(profiles, ids);
  }
  if (ids.size === 0 || unit.status !== 'on-table') return [];
  if (isDraft(state.units)) return grantsFor(state, unit, ids);
  let known = grantsByUnits.get(state.units);
  if (!known) {
    known = new Map();
    grantsByUnits.set(state.units, known);
  }
  let grants = known.get(unit.id);
  if (!grants) {
    grants = grantsFor(state, unit, ids);
    known.set(unit.id, grants);
  }
  return grants;
}

/** Support grants per unit id, cached per (frozen) units array of a committed state. */
const grantsByUnits = new WeakMap<object, Map<string, SpecialRule[]>>();

function grantsFor(state: WastelandState, unit: UnitState, ids: ReadonlySet<string>): SpecialRule[] {
  let mine: { id: string; circle: ModelFootprint }[] | undefined;
  const out: SpecialRule[] = [];
  for (const other of supportCandidates(state, ids)) {
    if (other.player !== unit.player || other.status !== 'on-table') continue;
    const grants = profileOf(state, other).rules.flatMap((r) => (r.rule === 'Support' ? r.grants : []));
    mine ??= liveModels(unit).map((m) => ({ id: m.id, circle: footprint(state, unit, m) }));
    const models = mine;
    const helps = liveModels(other).some((m) => {
      const c = footprint(state, other, m);
      const touching = models.some((x) => x.id !== m.id && basesInContact(state, x.circle, c));
      return touching && models.every((x) => geometry.isWithin(x.circle, c, 12));
    });
    if (helps) out.push(...grants);
  }
  return out;
}

/** The positions in a (frozen) units array of the units with a Support profile. */
const supportIndices = new WeakMap<readonly UnitState[], { ids: ReadonlySet<string>; at: number[] }>();

/**
 * The units whose profile has Support, read without walking every unit of a draft (each unit read through
 * an immer draft costs a proxy): their positions come from the frozen original, whose order never changes.
 */
function supportCandidates(state: WastelandState, ids: ReadonlySet<string>): readonly UnitState[] {
  const units: readonly UnitState[] = state.units;
  const base = (isDraft(units) ? original(units as never) : units) as readonly UnitState[] | undefined;
  if (!base || base.length !== state.units.length || !Object.isFrozen(base))
    return state.units.filter((u) => ids.has(u.profile));
  let known = supportIndices.get(base);
  if (known?.ids !== ids) {
    known = { ids, at: base.flatMap((u, i) => (ids.has(u.profile) ? [i] : [])) };
    supportIndices.set(base, known);
  }
  return known.at.map((i) => state.units[i] as UnitState);
}

/**
 * WT-UNIT-02: the special rules that affect every model of the unit, with those granted by the mission
 * (Ambush, WT-MIS-04), by Grizzled veterans (Stubborn 1, WT-ADV-06) and by Support models (WT-SUR-46).
 */
export function rulesOf(state: WastelandState, unit: UnitState): readonly SpecialRule[] {
  const rules = profileOf(state, unit).rules;
  const ambush = unit.ambush && !hasRule(rules, 'Ambush');
  const veterans =
    state.settings.advanced?.advantages === true &&
    state.sides.find((s) => s.player === unit.player)?.advantage === 'grizzled-veterans';
  const granted = supportGrants(state, unit);
  if (!ambush && !veterans && granted.length === 0) return rules;
  return [
    ...rules,
    ...(ambush ? [{ rule: 'Ambush' as const }] : []),
    ...(veterans ? [{ rule: 'Stubborn' as const, x: 1 }] : []),
    ...granted,
  ];
}

/** WT-SUR-01: the X of a unit's numbered rule (stacked), or undefined; a Terrible commander's Leadership is 0 (R54). */
export function unitRule(state: WastelandState, unit: UnitState, name: SpecialRuleName): number | undefined {
  const value = ruleValue(rulesOf(state, unit), name);
  return name === 'Leadership' && unit.leadershipZeroed && value !== undefined ? 0 : value;
}

/** Whether the unit has a special rule. */
export function unitHas(state: WastelandState, unit: UnitState, name: SpecialRuleName): boolean {
  return hasRule(rulesOf(state, unit), name);
}

/** WT-SUR-56 / R47: a Vehicle/Monster unit (or a building with the Vehicle keyword). */
export function isVehicle(state: WastelandState, unit: UnitState): boolean {
  return unitHas(state, unit, 'Vehicle/Monster') || unitHas(state, unit, 'Vehicle');
}

/** WT-SUR-45 / R22: suppression markers as the rules read them: actual minus Stubborn X, at least 0. */
export function effectiveMarkers(state: WastelandState, unit: UnitState): number {
  return Math.max(0, unit.markers - (unitRule(state, unit, 'Stubborn') ?? 0));
}

/** Live models of frozen (immutable) units, so hot paths do not filter the same array again and again. */
const liveCache = new WeakMap<UnitState, readonly ModelState[]>();

/** The unit's models that are still alive. */
export function liveModels(unit: UnitState): readonly ModelState[] {
  const cached = liveCache.get(unit);
  if (cached) return cached;
  const live = unit.models.filter((m) => m.alive);
  if (Object.isFrozen(unit)) liveCache.set(unit, live);
  return live;
}

/** Whether the unit is on the table with models left. */
export function isOnTable(unit: UnitState): boolean {
  return unit.status === 'on-table';
}

/** R13 / R14: a model's footprint as a circle, with its height and the ruins floor it stands on. */
export function footprint(state: WastelandState, unit: UnitState, model: ModelState): ModelFootprint {
  const profile = profileOf(state, unit);
  return {
    center: { x: model.x, y: model.y },
    radius: profile.base / 2,
    facing: model.facing,
    height: profile.height,
    level: model.elevation,
  };
}

/** R13 / R14: the footprints of a unit's live models, with their height and ruins floor. */
export function footprints(state: WastelandState, unit: UnitState): ModelFootprint[] {
  const profile = profileOf(state, unit);
  const radius = profile.base / 2;
  return liveModels(unit).map((m) => ({
    center: { x: m.x, y: m.y },
    radius,
    height: profile.height,
    level: m.elevation,
  }));
}

/** A player's role in the mission. */
export function roleOf(state: WastelandState, player: PlayerId): 'attacker' | 'defender' | 'none' {
  const sides = state.sides;
  if (!Object.isFrozen(sides)) return sides.find((s) => s.player === player)?.role ?? 'none';
  let roles = rolesBySides.get(sides);
  if (!roles) {
    roles = new Map(sides.map((s) => [s.player, s.role ?? 'none'] as const));
    rolesBySides.set(sides, roles);
  }
  return roles.get(player) ?? 'none';
}

/** Each player's role by (immutable) sides array: areEnemies asks it for every pair of units. */
const rolesBySides = new WeakMap<WastelandState['sides'], Map<PlayerId, 'attacker' | 'defender' | 'none'>>();

/**
 * Whether two players are enemies: different players, except that the attackers of a mission with a
 * defender fight on the same side (they share a points pool and the victory).
 */
export function areEnemies(state: WastelandState, a: PlayerId, b: PlayerId): boolean {
  if (a === b) return false;
  return !(roleOf(state, a) === 'attacker' && roleOf(state, b) === 'attacker');
}

/** The units of `player`'s enemies that are on the table. */
export function enemyUnitsOnTable(state: WastelandState, player: PlayerId): UnitState[] {
  return state.units.filter((u) => u.status === 'on-table' && areEnemies(state, player, u.player));
}

/** The player's units still in play (R16: not destroyed or evacuated; embarked and ambush included). */
export function unitsInPlay(state: WastelandState, player: PlayerId): UnitState[] {
  return state.units.filter(
    (u) => u.player === player && u.status !== 'destroyed' && u.status !== 'evacuated',
  );
}

/** Starting wounds of a model of this profile (WT-SUR-48: Tough X, else 1). */
export function startingWounds(profile: UnitProfile): number {
  return Math.max(1, ruleValue(profile.rules, 'Tough') ?? 1);
}
