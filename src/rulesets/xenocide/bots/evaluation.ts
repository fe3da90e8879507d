import { geometry, type PlayerId, type Vec2 } from 'sandtable';
import { armorSaveTarget } from '../armor-save';
import { modelsOnTable, profileOf } from '../context';
import {
  ARTILLERY_ACCURACY,
  coverFactsOf,
  coverSave,
  highestAspect,
  isSuppressed,
  losFeatures,
  modifiedAccuracy,
  rangePenalty,
  shootingModels,
  targetWeapon,
  weaponStatsFor,
} from '../rules/shooting';
import { aoeDice } from '../rules/shooting/weapon-system';
import { distanceToEdge } from '../scenarios/zones';
import type { WeaponStats } from '../schemas/weapon';
import type { ModelState, UnitState, XenocideState } from '../state';

/** A shot a bot weighs: a unit firing some weapon systems (at their power lines) at one enemy unit. */
export interface ShotPlan {
  readonly unit: string;
  readonly target: string;
  readonly weapons: readonly { readonly weapon: string; readonly power?: number | undefined }[];
}

/** What a bot expects of a shot: hits that land, models (or titan damage) removed, and its worth in points. */
export interface ShotForecast {
  readonly hits: number;
  readonly kills: number;
  readonly value: number;
}

/**
 * XEN-HIT-01 / XEN-HIT-04..08: the chance one to-hit die hits at a modified Accuracy: ≥6 always, 1..5 on
 * d6 ≤ Accuracy, 0/−1/−2 on a natural 1 rerolled to ≤4/2/1, −3 or lower never.
 * @example hitChance(2) // 1/3
 */
export function hitChance(accuracy: number): number {
  if (accuracy >= 6) return 1;
  if (accuracy >= 1) return accuracy / 6;
  if (accuracy === 0) return (1 / 6) * (4 / 6);
  if (accuracy === -1) return (1 / 6) * (2 / 6);
  if (accuracy === -2) return 1 / 36;
  return 0;
}

/** The models of a unit that stand on the table and move with it (not removed, not riding in a transport). */
export function moversOf(unit: UnitState): ModelState[] {
  return unit.models.filter((m) => !m.removed && m.embarkedIn === undefined);
}

/** The centre of some points (the origin for none). */
export function centroid(points: readonly Vec2[]): Vec2 {
  if (points.length === 0) return { x: 0, y: 0 };
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  return { x: x / points.length, y: y / points.length };
}

/** Where a unit stands: the centre of its models on the table, or undefined when it has none there. */
export function unitCentre(state: XenocideState, unit: UnitState): Vec2 | undefined {
  const models = modelsOnTable(state, unit);
  return models.length > 0 ? centroid(models) : undefined;
}

/** The enemy units with models on the table. */
export function enemiesOnTable(state: XenocideState, player: PlayerId): UnitState[] {
  return state.units.filter(
    (u) => u.player !== player && u.status === 'on-table' && modelsOnTable(state, u).length > 0,
  );
}

/** The shortest centre-to-centre distance from a point to a model of a unit (Infinity when it has none). */
export function gapTo(state: XenocideState, from: Vec2, unit: UnitState): number {
  let best = Number.POSITIVE_INFINITY;
  for (const m of modelsOnTable(state, unit)) best = Math.min(best, geometry.distance(from, m));
  return best;
}

/** The nearest enemy unit on the table to a point, with its distance. */
export function nearestEnemy(
  state: XenocideState,
  player: PlayerId,
  from: Vec2,
): { readonly unit: UnitState; readonly distance: number } | undefined {
  let best: { unit: UnitState; distance: number } | undefined;
  for (const enemy of enemiesOnTable(state, player)) {
    if (enemy.high) continue;
    const distance = gapTo(state, from, enemy);
    if (!best || distance < best.distance) best = { unit: enemy, distance };
  }
  return best;
}

/** XEN-STAT-02: the longest range among a unit's weapon lines (0 for a unit without ranged weapons). */
export function longestRange(state: XenocideState, unit: UnitState): number {
  let best = 0;
  for (const m of moversOf(unit)) {
    const profile = profileOf(state, m);
    const ranges =
      profile.kind === 'titan'
        ? profile.weapons.flatMap((w) => w.lines.map((l) => l.range))
        : profile.weapons.filter((w) => !w.specials?.bombs).map((w) => w.range);
    for (const r of ranges) best = Math.max(best, r);
  }
  return best;
}

/** Whether every ranged weapon of the unit is artillery (it fires from afar and need not advance). */
export function isArtilleryUnit(state: XenocideState, unit: UnitState): boolean {
  const weapons = moversOf(unit).flatMap((m) => {
    const p = profileOf(state, m);
    return p.kind === 'titan' ? [] : p.weapons;
  });
  return weapons.length > 0 && weapons.every((w) => w.accuracy === 'Art');
}

/** XEN-STAT-16: the unit's best close-assault attack value (CAA) among its models. */
export function assaultPower(state: XenocideState, unit: UnitState): number {
  let best = 0;
  for (const m of moversOf(unit)) best = Math.max(best, profileOf(state, m).caa);
  return best;
}

/** Whether any model of the unit is a titan. */
export function isTitanUnit(state: XenocideState, unit: UnitState): boolean {
  return unit.models.some((m) => !m.removed && profileOf(state, m).kind === 'titan');
}

/** Whether any model of the unit is a flyer (it moves by its own rules; bots use the engine's samples). */
export function isFlyerUnit(state: XenocideState, unit: UnitState): boolean {
  return unit.models.some((m) => !m.removed && profileOf(state, m).types.includes('Flyer'));
}

/** Models (titans: core and deflector layers) still to remove before the unit is eliminated. */
export function toughness(state: XenocideState, unit: UnitState): number {
  let left = 0;
  for (const m of modelsOnTable(state, unit))
    left += m.titan ? Math.max(1, m.titan.core + m.titan.layers) : 1;
  return Math.max(1, left);
}

/** XEN-WIN-02: what removing one model (or titan damage point) of the unit is worth toward its VP. */
export function valuePerKill(state: XenocideState, unit: UnitState): number {
  return unit.value / toughness(state, unit);
}

/** One model firing one weapon line, as a forecast needs it. */
export interface Firing {
  readonly accuracy: number;
  readonly stats: WeaponStats;
}

/**
 * XEN-HIT / XEN-AOE / XEN-SAVE: the expected result of some firing models' shots at a target: to-hit
 * against the target's highest Aspect (−1 when the shooter is suppressed), AOE hits as d3s, then the cover
 * and armor saves of the target seen from the shooter. The value counts the target's points per model
 * removed, with a bonus for finishing the unit and a little for the hits (suppression).
 */
export function forecastFiring(
  state: XenocideState,
  shooter: UnitState,
  target: UnitState,
  firing: readonly Firing[],
  coverKnown?: number,
): ShotForecast {
  const targets = shootingModels(state, target);
  if (targets.length === 0 || firing.length === 0) return { hits: 0, kills: 0, value: 0 };
  const aspect = highestAspect(state, targets);
  const suppressed = isSuppressed(shooter);
  const sample = targets[0] as ModelState;
  const cover = coverKnown ?? coverSave(coverFactsOf(state, target, sample, unitCentre(state, shooter)));
  const armor = profileOf(state, sample).armor;
  let hits = 0;
  let kills = 0;
  for (const f of firing) {
    const p = hitChance(modifiedAccuracy(f.accuracy, aspect, suppressed));
    const aoe = aoeDice(f.stats);
    const landed = f.stats.shots * p * (aoe > 0 ? aoe * 2 : 1);
    const coverSaved = f.stats.specials?.ignoresCover === true ? 0 : Math.min(6, cover) / 6;
    const armorSaved = armorSaveTarget(armor, f.stats.strength) / 6;
    hits += landed;
    kills += landed * (1 - coverSaved) * (1 - armorSaved);
  }
  // XEN-TITAN-18: a titan's deflector layers stop hits before its armor does.
  if (sample.titan && sample.titan.layers > 0) kills *= 0.5;
  const left = toughness(state, target);
  const expected = Math.min(kills, left);
  const finish = expected >= left * 0.75 ? target.value * 0.5 : 0;
  const value = expected * valuePerKill(state, target) + finish + Math.min(hits, left) * 0.5;
  return { hits, kills: expected, value };
}

/** One weapon system of a shot as targeting sees it: the fire order and the model-lines that fire. */
export interface WeaponFiring {
  readonly fire: ShotPlan['weapons'][number];
  readonly firing: readonly Firing[];
}

/**
 * XEN-SHOOT-04..07: the firing of a shot as the shooting layer's targeting sees it (line of sight, range,
 * artillery modes), and its forecast; `weapons` keeps each able weapon system's firing for re-forecasts
 * (focus fire, directed fire) without measuring again.
 */
export function forecastShot(
  state: XenocideState,
  plan: ShotPlan,
  features: ReturnType<typeof losFeatures> = losFeatures(state),
): ShotForecast & {
  readonly able: readonly ShotPlan['weapons'][number][];
  readonly weapons: readonly WeaponFiring[];
} {
  const shooter = state.units.find((u) => u.id === plan.unit);
  const target = state.units.find((u) => u.id === plan.target);
  if (!shooter || !target) return { hits: 0, kills: 0, value: 0, able: [], weapons: [] };
  const firing: Firing[] = [];
  const able: ShotPlan['weapons'][number][] = [];
  const weapons: WeaponFiring[] = [];
  for (const fire of plan.weapons) {
    const targeting = targetWeapon(state, shooter, target, fire.weapon, {
      features,
      ...(fire.power === undefined ? {} : { power: fire.power }),
    });
    if (targeting.refusal) continue;
    able.push(fire);
    firing.push(...targeting.firing);
    weapons.push({ fire, firing: targeting.firing });
  }
  return { ...forecastFiring(state, shooter, target, firing), able, weapons };
}

/**
 * XEN-SHOOT-09 / R18: a weapon system's firing with focus fire: its Strength-0 shots pooled, every 3 becoming
 * one Strength-1 shot at the same Accuracy (rounding down). Unchanged when it has no Strength-0 line.
 */
export function focusedFiring(firing: readonly Firing[]): Firing[] {
  const plain = firing.filter((f) => f.stats.strength !== 0 || f.stats.accuracy === 'Art');
  const weak = firing.filter((f) => !plain.includes(f));
  const first = weak[0];
  if (!first) return [...firing];
  const shots = Math.floor(weak.reduce((sum, f) => sum + f.stats.shots, 0) / 3);
  if (shots === 0) return plain;
  return [...plain, { accuracy: first.accuracy, stats: { ...first.stats, shots, strength: 1 } }];
}

/**
 * XEN-CP-09 / XEN-HIT-10 / R59: the worth of directing a shot's non-AOE hits at the models of one profile of
 * the target (their own armor and points), as {@link forecastFiring} weighs the whole unit.
 */
export function directedValue(
  state: XenocideState,
  shooter: UnitState,
  target: UnitState,
  firing: readonly Firing[],
  profile: string,
): number {
  const all = shootingModels(state, target);
  const chosen = all.filter((m) => m.profile === profile);
  const sample = chosen[0];
  if (!sample || chosen.length === all.length) return 0;
  const aspect = highestAspect(state, all);
  const suppressed = isSuppressed(shooter);
  const cover = coverSave(coverFactsOf(state, target, sample, unitCentre(state, shooter)));
  const stats = profileOf(state, sample);
  let kills = 0;
  for (const f of firing) {
    if (aoeDice(f.stats) > 0) continue;
    const landed = f.stats.shots * hitChance(modifiedAccuracy(f.accuracy, aspect, suppressed));
    const coverSaved = f.stats.specials?.ignoresCover === true ? 0 : Math.min(6, cover) / 6;
    kills += landed * (1 - coverSaved) * (1 - armorSaveTarget(stats.armor, f.stats.strength) / 6);
  }
  return Math.min(kills, chosen.length) * stats.vp;
}

/**
 * A cheap upper estimate of a shot, without line of sight or cover: every carrier with a target model
 * within its weapon's range fires (artillery at its indirect Accuracy).
 */
export function roughShot(state: XenocideState, plan: ShotPlan): ShotForecast {
  const shooter = state.units.find((u) => u.id === plan.unit);
  const target = state.units.find((u) => u.id === plan.target);
  if (!shooter || !target) return { hits: 0, kills: 0, value: 0 };
  const targets = shootingModels(state, target);
  const penalty = rangePenalty(shooter, target);
  const firing: Firing[] = [];
  for (const m of shootingModels(state, shooter)) {
    // The carrier's distance to the nearest target model, edge to edge, once for all its weapons.
    let gap = Number.POSITIVE_INFINITY;
    for (const t of targets) gap = Math.min(gap, Math.hypot(t.x - m.x, t.y - m.y) - t.radius - m.radius);
    const profile = profileOf(state, m);
    for (const fire of plan.weapons) {
      const stats = weaponStatsFor(profile, fire.weapon, fire.power);
      if (!stats || stats.specials?.bombs || gap + penalty > stats.range + 1e-6) continue;
      firing.push({
        stats,
        accuracy: stats.accuracy === 'Art' ? ARTILLERY_ACCURACY.indirect : stats.accuracy,
      });
    }
  }
  // No cover: the estimate stays an upper bound of the full forecast.
  return forecastFiring(state, shooter, target, firing, 0);
}

/** XEN-SCEN-12 / R22: the player's Invasion role, if any. */
export function roleOf(state: XenocideState, player: PlayerId): 'attacker' | 'defender' | undefined {
  return state.sides.find((s) => s.player === player)?.role;
}

/** How far (inches) a point is from the player's own table edge (0 when the edges are not chosen yet). */
export function depthFromOwnEdge(state: XenocideState, player: PlayerId, at: Vec2): number {
  const edge = state.sides.find((s) => s.player === player)?.edge;
  return edge ? distanceToEdge(state, at.y, edge) : 0;
}

/** XEN-STAT-15: the chance one close-assault attack die kills a model of this CAD (titans: '66' needs two sixes). */
function killChance(cad: number | string): number {
  if (typeof cad === 'number') return (7 - Math.min(6, Math.max(1, cad))) / 6;
  return (1 / 6) ** Math.max(1, cad.length) * Math.max(1, cad.length);
}

/** XEN-CA-11..29: the expected models one side's close-assault dice kill among the other's (before defence dice). */
export function assaultKills(state: XenocideState, attacker: UnitState, defender: UnitState): number {
  const targets = modelsOnTable(state, defender);
  if (targets.length === 0) return 0;
  const p = killChance(profileOf(state, targets[0] as ModelState).cad);
  let dice = 0;
  for (const m of modelsOnTable(state, attacker)) dice += profileOf(state, m).caa;
  return Math.min(targets.length, dice * p);
}

/**
 * XEN-CA: what a close assault of `attacker` on `defender` is worth to the attacker: the points its dice are
 * expected to take off the defender less the points the defender's take back (a suppressed defender
 * counts double on the attacker's side: it is more likely to flee).
 */
export function assaultExchange(state: XenocideState, attacker: UnitState, defender: UnitState): number {
  const gain =
    assaultKills(state, attacker, defender) *
    valuePerKill(state, defender) *
    (defender.suppression > 0 ? 2 : 1);
  const loss = assaultKills(state, defender, attacker) * valuePerKill(state, attacker);
  return gain - loss;
}
