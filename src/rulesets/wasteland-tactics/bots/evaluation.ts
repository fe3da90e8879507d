import { type Circle, geometry, type Vec2 } from 'sandtable';
import { centroid } from '../rules/measuring/measure';
import { firstContact, segmentPolygonDistance } from '../rules/measuring/paths';
import { keyCarrier } from '../rules/missions/rescue';
import { circleToArea, isScoring, stalemateSquares } from '../rules/missions/scoring';
import { pointInZone, zoneCenter } from '../rules/missions/zones';
import { missionGoal, nearestCover } from '../rules/movement/move-samples';
import { shootModifiers } from '../rules/shooting/modifiers';
import { distanceFrom } from '../rules/shooting/targets';
import {
  areEnemies,
  effectiveMarkers,
  footprint,
  footprints,
  liveModels,
  perUnit,
  profileOf,
  roleOf,
  unitHas,
} from '../rules/units/units';
import { isMelee, isRanged, type Weapon } from '../schemas/weapon';
import type { UnitState, WastelandState } from '../state';

/** The chance (0-1) that a D10 roll needing `needed` or more succeeds (R4). */
export function chance(needed: number): number {
  return Math.min(1, Math.max(0, (11 - needed) / 10));
}

/** The centre of a unit's live models. */
export function centreOf(unit: UnitState): Vec2 {
  return centroid(liveModels(unit).map((m) => ({ x: m.x, y: m.y })));
}

/** How much a heuristic player wants a model of this unit gone: its cost, more if it holds a leader or is close to breaking. */
export function targetValue(state: WastelandState, unit: UnitState): number {
  const perModel = unit.cost / Math.max(1, unit.startModels);
  const leader = unitHas(state, unit, 'Leadership') ? 1.5 : 1;
  const shaken = 1 + 0.25 * effectiveMarkers(state, unit);
  const scoring = isScoring(state, unit) ? 1.2 : 1;
  return Math.max(1, perModel) * leader * shaken * scoring * missionWeight(state, unit);
}

/** How much the mission makes an enemy unit matter: the Rescue carrier, units on the critical objective. */
function missionWeight(state: WastelandState, unit: UnitState): number {
  const id = state.mission.id;
  if (id === 8 && keyCarrier(state)?.unit.id === unit.id) return 4;
  if (id === 4 || id === 9 || id === 6) {
    const area = state.terrain.find((t) => t.id === state.mission.area);
    if (area && footprints(state, unit).some((c) => circleToArea(c, area) <= 8)) return 2;
  }
  if (id === 3 && isScoring(state, unit)) return 1.3;
  return 1;
}

/** The expected kills of one weapon's attacks on a target: hits times failed Life rolls, capped at its models. */
function weaponKills(state: WastelandState, weapon: Weapon, target: UnitState, modifier: number): number {
  const hit = weapon.hit === 'autohit' ? 1 : chance(weapon.hit - modifier);
  const fail = 1 - chance(profileOf(state, target).life + weapon.damage);
  return weapon.attacks * hit * fail;
}

/** Whether the unit could bring its guns to bear on the target after moving its full Move first. */
export function inReachAfterMove(state: WastelandState, unit: UnitState, target: UnitState): boolean {
  const reach = Math.max(
    0,
    ...profileOf(state, unit)
      .weapons.filter(isRanged)
      .map((w) => w.range),
  );
  let gap = Number.POSITIVE_INFINITY;
  for (const a of footprints(state, unit))
    for (const b of footprints(state, target)) gap = Math.min(gap, geometry.baseDistance(a, b));
  return gap <= reach + profileOf(state, unit).move;
}

/**
 * WT-SHOOT / WT-SUM-01: the kills a unit's volley at a target is expected to score: each model fires the
 * ranged weapon in range that kills most, with the Shoot modifiers the rules would apply (a shot needing 11+
 * is worth nothing); `anyRange` counts every weapon as in range (a shot after a move); `focused` fires
 * focused on completely visible models (WT-SHOOT-04: no Concealment/Cover penalty).
 */
export function expectedShootKills(
  state: WastelandState,
  unit: UnitState,
  target: UnitState,
  anyRange = false,
  focused = false,
): number {
  const gap =
    !anyRange && unit.status === 'on-table' && target.status === 'on-table'
      ? distanceFrom(state, unit, target)
      : 0;
  let perModel = 0;
  for (const weapon of profileOf(state, unit).weapons) {
    if (!isRanged(weapon) || weapon.range < gap) continue;
    const modifier = shootModifiers(state, unit, target, weapon, focused ? { focused } : {}).reduce(
      (sum, m) => sum + m.value,
      0,
    );
    perModel = Math.max(perModel, weaponKills(state, weapon, target, modifier));
  }
  const kills = liveModels(unit).length * perModel;
  return Math.min(kills, liveModels(target).length);
}

/** WT-FIGHT: the kills a unit's charge at a target is expected to score (markers on the target help). */
export function expectedFightKills(state: WastelandState, unit: UnitState, target: UnitState): number {
  const weapons = profileOf(state, unit).weapons.filter(isMelee);
  const weapon = weapons.find((w) => w.range === 0) ?? weapons[0];
  if (!weapon) return 0;
  const outnumber = liveModels(unit).length >= 2 * liveModels(target).length ? 1 : 0;
  const modifier = effectiveMarkers(state, target) + outnumber;
  const kills = liveModels(unit).length * weaponKills(state, weapon, target, modifier);
  return Math.min(kills, liveModels(target).length);
}

/**
 * WT-FIGHT-05 / R23: whether a charge at the target would end in base contact: the charger's model nearest
 * the target, moving straight at the target's nearest model up to its charge reach (plus `extra` inches of a
 * Move declared before it), must not bump into another model or impassible terrain first. A crowded target
 * (ringed by the charger's friends) or one behind other models stops the charge short and wastes the Fight.
 */
export function chargeLands(
  state: WastelandState,
  unit: UnitState,
  target: UnitState,
  reach: number,
  extra = 0,
): boolean {
  let best: { from: Circle; to: Circle; gap: number } | undefined;
  for (const from of footprints(state, unit))
    for (const to of footprints(state, target)) {
      const gap = geometry.baseDistance(from, to);
      if (!best || gap < best.gap) best = { from, to, gap };
    }
  if (!best || best.gap > reach + extra) return false;
  if (best.gap <= 1e-6) return true;
  const a = best.from.center;
  const b = geometry.add(
    a,
    geometry.scale(geometry.normalize(geometry.subtract(best.to.center, a)), best.gap - 0.01),
  );
  const radius = best.from.radius;
  for (const other of state.units) {
    if (other.status !== 'on-table' || other.id === target.id || other.id === unit.id) continue;
    for (const m of liveModels(other)) {
      const circle = footprint(state, other, m);
      if (firstContact(a, b, radius, circle) < 1) return false;
    }
  }
  return !state.terrain.some((t) => t.impassible && segmentPolygonDistance(a, b, t.polygon) < radius);
}

/** The nearest enemy unit on the table, with its distance between centres. */
export function nearestEnemy(
  state: WastelandState,
  unit: UnitState,
): { unit: UnitState; distance: number } | undefined {
  const from = centreOf(unit);
  let best: { unit: UnitState; distance: number } | undefined;
  for (const other of state.units) {
    if (other.status !== 'on-table' || !areEnemies(state, unit.player, other.player)) continue;
    const distance = geometry.distance(centreOf(other), from);
    if (!best || distance < best.distance) best = { unit: other, distance };
  }
  return best;
}

/** WT-MIS-13: the nearest Salvage marker no other friendly unit is already standing on. */
/**
 * Whether a melee-only unit should go for the nearest enemy before the mission's place: when that enemy is
 * within its Move and a charge (twice its Move). A swarm that takes squares or markers by clearing them
 * masses on the enemy in reach instead of spreading out into the guns.
 */
function huntsFirst(state: WastelandState, unit: UnitState): boolean {
  const profile = profileOf(state, unit);
  if (profile.weapons.some(isRanged)) return false;
  const near = nearestEnemy(state, unit);
  return near !== undefined && near.distance <= 2 * profile.move;
}

function freeMarker(state: WastelandState, unit: UnitState): Vec2 | undefined {
  const from = centreOf(unit);
  const holding = state.mission.markers.some((m) => geometry.distance(m, from) <= 6);
  if (!holding && huntsFirst(state, unit)) return undefined;
  const friends = state.units.filter(
    (u) => u.player === unit.player && u.id !== unit.id && u.status === 'on-table',
  );
  return [...state.mission.markers]
    .sort((a, b) => geometry.distance(a, from) - geometry.distance(b, from))
    .find((m) => !friends.some((f) => geometry.distance(centreOf(f), m) < 4));
}

/** Where a unit should head: its mission goal if it scores, else the nearest enemy (or, for a gun line in range, cover). */
export const destination: (state: WastelandState, unit: UnitState) => Vec2 | undefined = perUnit(
  (state, unit) => missionDestination(state, unit) ?? huntDestination(state, unit),
);

/** The place the mission sends a unit to (an objective, a marker, an edge, its own zone), if any. */
export const missionDestination: (state: WastelandState, unit: UnitState) => Vec2 | undefined =
  perUnit(missionGoalOf);

function missionGoalOf(state: WastelandState, unit: UnitState): Vec2 | undefined {
  const from = centreOf(unit);
  const scoring = isScoring(state, unit) || state.mission.id === 1;
  const goal = scoring
    ? ((state.mission.id === 5 ? freeMarker(state, unit) : undefined) ??
      (state.mission.id === 5 && huntsFirst(state, unit) ? huntDestination(state, unit) : undefined) ??
      (state.mission.id === 3 ? stalemateGoal(state, unit) : undefined) ??
      (state.mission.id === 8 ? rescueGoal(state, unit) : undefined) ??
      (state.mission.id === 1 ? evacuationGoal(state, unit, from) : undefined) ??
      missionGoal(state, unit, from))
    : undefined;
  if (goal) return goal;
  return holdGoal(state, unit, from);
}

/** With no mission goal: the nearest enemy, or (for a gun line already in range) the nearest cover. */
function huntDestination(state: WastelandState, unit: UnitState): Vec2 | undefined {
  const from = centreOf(unit);
  const enemy = nearestEnemy(state, unit);
  const reach = Math.max(
    0,
    ...profileOf(state, unit)
      .weapons.filter(isRanged)
      .map((w) => w.range),
  );
  if (enemy && reach > 0 && enemy.distance < reach * 0.8) return nearestCover(state, from) ?? from;
  return enemy ? centreOf(enemy.unit) : undefined;
}

/** Whether the unit stands in Cover or Concealment (a heuristic bonus for staying put). */
export function inShelter(state: WastelandState, unit: UnitState): boolean {
  const circles = footprints(state, unit);
  return circles.some((c) =>
    state.terrain.some((a) => (a.cover || a.concealment) && geometry.pointInPolygon(c.center, a.polygon)),
  );
}

type Square = { readonly x0: number; readonly y0: number };
const inSquare = (p: Vec2, s: Square) => p.x >= s.x0 && p.x < s.x0 + 24 && p.y >= s.y0 && p.y < s.y0 + 24;

/**
 * WT-MIS-09: where a scoring unit should stand to break the stalemate: it fights the enemy scoring units in
 * its own square, stays put where it alone holds a square, and otherwise heads for the nearest square no
 * friendly unit holds yet (squares with enemies in them cost a little more).
 */
function stalemateGoal(state: WastelandState, unit: UnitState): Vec2 | undefined {
  const from = centreOf(unit);
  const squares = stalemateSquares(state.table);
  const others = state.units.filter((u) => u.id !== unit.id && isScoring(state, u));
  const friends = (s: Square) => others.filter((u) => u.player === unit.player && inSquare(centreOf(u), s));
  const enemies = (s: Square) =>
    others.filter((u) => areEnemies(state, unit.player, u.player) && inSquare(centreOf(u), s));
  const here = squares.find((s) => inSquare(from, s));
  if (here) {
    const foes = enemies(here);
    if (foes.length > 0)
      return centreOf(
        foes.reduce((a, b) =>
          geometry.distance(centreOf(a), from) <= geometry.distance(centreOf(b), from) ? a : b,
        ),
      );
    if (friends(here).length === 0) return from;
  }
  if (huntsFirst(state, unit)) return undefined;
  let best: { at: Vec2; cost: number } | undefined;
  for (const s of squares) {
    if (s === here) continue;
    const at = {
      x: Math.min(s.x0 + 12, state.table.width - 1),
      y: Math.min(s.y0 + 12, state.table.depth - 1),
    };
    const cost = geometry.distance(at, from) + 30 * friends(s).length + 8 * enemies(s).length;
    if (!best || cost < best.cost) best = { at, cost };
  }
  return best?.at;
}

/** The point of the table edge inside the unit's own deployment zone nearest to a place (WT-MIS-23). */
export function homeEdge(state: WastelandState, unit: UnitState, from: Vec2): Vec2 | undefined {
  const zone = state.sides.find((s) => s.player === unit.player)?.zone;
  if (!zone) return undefined;
  const { width, depth } = state.table;
  // A model's centre can come no nearer an edge than its base's radius.
  const r = profileOf(state, unit).base / 2;
  const clampX = (x: number) => Math.min(width - r, Math.max(r, x));
  const clampY = (y: number) => Math.min(depth - r, Math.max(r, y));
  const centre = zoneCenter(zone);
  const candidates: Vec2[] = [];
  for (const p of [from, centre])
    candidates.push(
      { x: clampX(p.x), y: r },
      { x: clampX(p.x), y: depth - r },
      { x: r, y: clampY(p.y) },
      { x: width - r, y: clampY(p.y) },
    );
  const inside = candidates.filter((p) => pointInZone(p, zone));
  if (inside.length === 0) return centre;
  return inside.reduce((a, b) => (geometry.distance(a, from) <= geometry.distance(b, from) ? a : b));
}

/**
 * WT-MIS-22/23: the Rescue carrier runs for its own table edge; friends fetch a loose counter or hunt the
 * enemy carrier, and escort their own.
 */
function rescueGoal(state: WastelandState, unit: UnitState): Vec2 | undefined {
  const key = state.mission.key;
  if (!key) return undefined;
  const carried = keyCarrier(state);
  const from = centreOf(unit);
  if (!carried) {
    if (keyFetcher(state, unit)) return { x: key.x, y: key.y };
    // The rest keep out of the fetchers' way: they hunt the enemy nearest the counter.
    const enemy = nearestEnemy(state, unit);
    return enemy ? centreOf(enemy.unit) : { x: key.x, y: key.y };
  }
  if (carried.unit.id === unit.id) return homeEdge(state, unit, from);
  if (areEnemies(state, unit.player, carried.unit.player)) return centreOf(carried.unit);
  const enemy = nearestEnemy(state, unit);
  return enemy ? centreOf(enemy.unit) : from;
}

/** How many of a player's scoring units fetch a loose Rescue counter (more only jam its approaches). */
const FETCHERS = 3;

/**
 * WT-MIS-22: whether the unit is one of the player's few scoring units nearest the loose Rescue counter,
 * which go and pick it up (every unit heading for it crowds it and slows them all).
 */
export function keyFetcher(state: WastelandState, unit: UnitState): boolean {
  const key = state.mission.key;
  if (state.mission.id !== 8 || !key || keyCarrier(state) || !isScoring(state, unit)) return false;
  const far = geometry.distance(centreOf(unit), key);
  let nearer = 0;
  for (const other of state.units)
    if (
      other.player === unit.player &&
      other.id !== unit.id &&
      isScoring(state, other) &&
      geometry.distance(centreOf(other), key) < far
    )
      nearer += 1;
  return nearer < FETCHERS;
}

/**
 * WT-MIS-20: the defender of Hold at all costs keeps its units in its own zone (the attackers must come to
 * it): back into the zone, or stay where it is.
 */
function holdGoal(state: WastelandState, unit: UnitState, from: Vec2): Vec2 | undefined {
  const id = state.mission.id;
  // In Blitz the defender wins only by destroying every attacking scoring unit (WT-MIS-08), so it hunts.
  if (id !== 7 || roleOf(state, unit.player) !== 'defender') return undefined;
  const zone = state.sides.find((s) => s.player === unit.player)?.zone;
  if (!zone) return undefined;
  return pointInZone(from, zone) ? from : zoneCenter(zone);
}

/** WT-MIS-05: the Ambush defender's units make for the west edge, close enough for their bases to reach it. */
function evacuationGoal(state: WastelandState, unit: UnitState, from: Vec2): Vec2 | undefined {
  if (roleOf(state, unit.player) !== 'defender') return undefined;
  return { x: profileOf(state, unit).base / 2, y: from.y };
}
