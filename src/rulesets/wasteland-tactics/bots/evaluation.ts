import { geometry, type Vec2 } from 'sandtable';
import { centroid } from '../rules/measuring/measure';
import { isScoring } from '../rules/missions/scoring';
import { missionGoal, nearestCover } from '../rules/movement/move-samples';
import { concealmentPenalty } from '../rules/shooting/modifiers';
import {
  areEnemies,
  effectiveMarkers,
  footprints,
  liveModels,
  profileOf,
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
  return Math.max(1, perModel) * leader * shaken * scoring;
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

/** WT-SHOOT: the kills a unit's volley at a target is expected to score (the first ranged weapon of each model). */
export function expectedShootKills(state: WastelandState, unit: UnitState, target: UnitState): number {
  const weapon = profileOf(state, unit).weapons.find(isRanged);
  if (!weapon) return 0;
  const modifier = -concealmentPenalty(state, unit, target);
  const kills = liveModels(unit).length * weaponKills(state, weapon, target, modifier);
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
function freeMarker(state: WastelandState, unit: UnitState): Vec2 | undefined {
  const from = centreOf(unit);
  const friends = state.units.filter(
    (u) => u.player === unit.player && u.id !== unit.id && u.status === 'on-table',
  );
  return [...state.mission.markers]
    .sort((a, b) => geometry.distance(a, from) - geometry.distance(b, from))
    .find((m) => !friends.some((f) => geometry.distance(centreOf(f), m) < 4));
}

/** Where a unit should head: its mission goal if it scores, else the nearest enemy (or, for a gun line in range, cover). */
export function destination(state: WastelandState, unit: UnitState): Vec2 | undefined {
  const from = centreOf(unit);
  const scoring = isScoring(state, unit) || state.mission.id === 1;
  const goal = scoring
    ? ((state.mission.id === 5 ? freeMarker(state, unit) : undefined) ?? missionGoal(state, unit, from))
    : undefined;
  if (goal) return goal;
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
