/**
 * The bots' expected-damage model of Xenos & Zealots, read from the unit cards: expected hits from Effect against
 * the target's modified Stealth (XZ-SHOOT-08, XZ-SHOOT-13, XZ-SHOOT-14), then saves of D6 + AV (of the facing
 * struck) against AP and wounds from Damage + penetration against Resilience (XZ-SAVE, R7, R8); in assault, hits
 * against the Assault value and the D10 strike order (XZ-ASLT-07 … XZ-ASLT-13, R29, R30, R32).
 * @module
 */
import { geometry, type Vec2 } from 'sandtable';
import { armourFacing, inWeaponArc, mountPoint, sight } from '../rules/geometry';
import { woundsLeft } from '../rules/morale';
import { baseSpeed } from '../rules/movement';
import {
  cardOf,
  footprint,
  leaderOf,
  modelCard,
  modelDefence,
  modelDistance,
  weaponOf,
} from '../rules/units';
import { arcOf, meanAttackDice, type WeaponProfile } from '../schemas/weapon';
import type { ModelState, UnitState, XzState } from '../state';
import { chanceAtLeast, hitOdds, strikeFirstChance } from './odds';

/** What an attack is expected to do to a unit. */
export interface Expected {
  /** Expected wounds (structure points) removed. */
  readonly wounds: number;
  /** Expected failed saves (suppressed results and wounds, XZ-SAVE-03). */
  readonly fails: number;
  /** Expected models removed. */
  readonly kills: number;
}

const NOTHING: Expected = { wounds: 0, fails: 0, kills: 0 };

function add(a: Expected, b: Expected, k = 1): Expected {
  return { wounds: a.wounds + k * b.wounds, fails: a.fails + k * b.fails, kills: a.kills + k * b.kills };
}

/** XZ-STAT-02 / XZ-SMU-01 … XZ-SMU-04 / R12: the AV of `model` against an attack from `from`. */
export function armourAgainst(state: XzState, unit: UnitState, model: ModelState, from: Vec2): number {
  const { armour } = modelDefence(state, unit, model);
  if (typeof armour === 'number') return armour;
  const arcs = { frontHalf: state.params.frontArcHalfAngle, rearHalf: state.params.rearArcHalfAngle };
  const facing = armourFacing(model, from, arcs);
  return facing === 'front' ? armour.front : facing === 'side' ? armour.side : armour.rearTop;
}

/** Whether a weapon system of a large model still works (XZ-SMU-09: a lost system cannot be used). */
function working(model: ModelState, weapon: string): boolean {
  const system = model.systems?.find((s) => s.weapon === weapon);
  return system === undefined || system.points > 0;
}

/**
 * XZ-WPN-06 … XZ-WPN-08 / XZ-SMU-09: the ranged weapons a model can fire now (Fire Support weapons only when
 * `fireSupport`).
 */
export function rangedWeapons(
  state: XzState,
  unit: UnitState,
  model: ModelState,
  fireSupport: boolean,
): WeaponProfile[] {
  const card = modelCard(state, unit, model);
  const out: WeaponProfile[] = [];
  for (const name of model.weapons) {
    const w = weaponOf(card, name);
    if (!w || w.type === 'assault' || !working(model, name)) continue;
    if (w.type === 'fire-support' && !fireSupport) continue;
    out.push(w);
  }
  return out;
}

/** R32 / XZ-SMU-10: the weapons a model strikes with in an assault (its Assault weapons, else the card default). */
export function assaultWeapons(state: XzState, unit: UnitState, model: ModelState): WeaponProfile[] {
  const card = modelCard(state, unit, model);
  const out: WeaponProfile[] = [];
  for (const name of model.weapons) {
    const w = weaponOf(card, name);
    if (w && w.type === 'assault' && working(model, name)) out.push(w);
  }
  if (out.length === 0 && card.defaultAssaultWeapon) out.push(card.defaultAssaultWeapon);
  return out;
}

/** Whether the unit carries a Fire Support weapon (XZ-WPN-08). */
export function hasFireSupport(state: XzState, unit: UnitState): boolean {
  return unit.models.some(
    (m) => m.alive && m.weapons.some((n) => weaponOf(modelCard(state, unit, m), n)?.type === 'fire-support'),
  );
}

/** The longest range among the unit's ranged weapons (Fire Support ones included when `fireSupport`). */
export function longestRange(state: XzState, unit: UnitState, fireSupport = true): number {
  let best = 0;
  for (const m of unit.models)
    if (m.alive) for (const w of rangedWeapons(state, unit, m, fireSupport)) best = Math.max(best, w.range);
  return best;
}

/** The unit's slowest model's Mobility this move (0 when it cannot move). */
export function unitSpeed(state: XzState, unit: UnitState): number {
  let speed = Number.POSITIVE_INFINITY;
  for (const m of unit.models) if (m.alive) speed = Math.min(speed, baseSpeed(state, unit, m));
  return Number.isFinite(speed) ? speed : 0;
}

/** How a shooting estimate is made. */
export interface ShotOptions {
  /** Where the shooting unit would stand: a shift of every model (default none). */
  readonly offset?: Vec2;
  /** The unit is (or would be) on Fire Support orders: +1 to hit and its Fire Support weapons (XZ-SHOOT-14). */
  readonly fireSupport?: boolean;
  /** The unit returns fire on this target (R21: +1 to hit on OK morale); default from its `firedOnBy` record. */
  readonly returning?: boolean;
  /** Line of sight and cover judged once, from the leader to the target's closest model (faster, rougher). */
  readonly coarse?: boolean;
  /** Only these weapons fire (default every weapon that can). */
  readonly only?: (model: ModelState, weapon: WeaponProfile) => boolean;
}

/** Whether `unit` is on foot for obstacle cover (R19: Legs infantry or beasts). */
function onFoot(state: XzState, unit: UnitState, model: ModelState): boolean {
  return (
    (model.body === 'infantry' || model.body === 'beast') &&
    modelCard(state, unit, model).mobility.type === 'L'
  );
}

/**
 * XZ-UNIT-11 … XZ-UNIT-13 / R35: the model of an artillery unit a shooter at `from` would hit: the closest crew
 * model whose line from the shooter clears the gun (an indirect weapon: the closest crew model), else the gun
 * behind its shield; for other units, `closest`.
 */
export function struckModel(
  state: XzState,
  target: UnitState,
  from: ModelState,
  closest: ModelState,
  indirect = false,
): ModelState {
  const gun = target.models.find((m) => m.alive && m.body === 'gun');
  if (!gun || cardOf(state, target).unitType !== 'Artillery') return closest;
  const poly = footprint(gun);
  let best: ModelState | undefined;
  for (const m of target.models) {
    if (!m.alive || m.body === 'gun') continue;
    if (!indirect && geometry.segmentLengthInPolygon(mountPoint(from, m), m, poly) > 1e-6) continue;
    if (!best || modelDistance(from, m) < modelDistance(from, best)) best = m;
  }
  return best ?? gun;
}

/**
 * XZ-SHOOT-03 … XZ-SHOOT-15 / XZ-SAVE / R9 / R14 / R35 / R36: the expected result of `shooter` shooting `target` with
 * every weapon that reaches it (in range, in arc, in line of sight; a template covers the models near its centre;
 * artillery is hit on its crew when the shooter sees them past the gun, else on the gun's shield).
 */
export function expectedShooting(
  state: XzState,
  shooter: UnitState,
  target: UnitState,
  opts: ShotOptions = {},
): Expected {
  const dx = opts.offset?.x ?? 0;
  const dy = opts.offset?.y ?? 0;
  const targets = target.models.filter((m) => m.alive);
  if (targets.length === 0) return NOTHING;
  const fireSupport = opts.fireSupport ?? shooter.fireSupport;
  const shooterCard = modelCard(state, shooter, leaderOf(shooter) ?? (shooter.models[0] as ModelState));
  let dieBonus = 0;
  if (fireSupport) dieBonus += 1;
  const returning =
    opts.returning ?? shooter.firedOnBy.some((f) => f.unit === target.id && f.turn >= state.turn - 1);
  if (returning && shooter.morale === 'ok') dieBonus += 1;
  if (shooterCard.notes.includes('advancedTargeting')) dieBonus += 1;
  let total = NOTHING;
  let coarseSight: { visible: boolean; cover: 0 | 1 | 2 } | undefined;
  if (opts.coarse) {
    const l0 = leaderOf(shooter);
    if (!l0) return NOTHING;
    const l = { ...l0, x: l0.x + dx, y: l0.y + dy };
    let near = targets[0] as ModelState;
    for (const t of targets) if (modelDistance(l, t) < modelDistance(l, near)) near = t;
    coarseSight = sight(l, near, state.scenario.terrain, { onFoot: onFoot(state, target, near) });
    if (!coarseSight.visible) return NOTHING;
  }
  for (const m0 of shooter.models) {
    if (!m0.alive) continue;
    const weapons = rangedWeapons(state, shooter, m0, fireSupport);
    if (weapons.length === 0) continue;
    const m = dx === 0 && dy === 0 ? m0 : { ...m0, x: m0.x + dx, y: m0.y + dy };
    let closest = targets[0] as ModelState;
    let range = Number.POSITIVE_INFINITY;
    for (const t of targets) {
      const d = modelDistance(m, t);
      if (d < range) {
        range = d;
        closest = t;
      }
    }
    const maxRange = Math.max(...weapons.map((w) => w.range));
    if (range > maxRange) continue;
    const seen =
      coarseSight ?? sight(m, closest, state.scenario.terrain, { onFoot: onFoot(state, target, closest) });
    if (!seen.visible) continue;
    const struck = struckModel(state, target, m, closest);
    const card = modelCard(state, target, struck);
    let needs = card.stealth + seen.cover + (target.infiltrating ? 1 : 0) + (range > 36 ? 1 : 0);
    if (range < 18) needs -= 1;
    const p = chanceAtLeast(needs, dieBonus);
    if (p <= 0) continue;
    const av = armourAgainst(state, target, struck, m);
    const res = modelDefence(state, target, struck).resilience;
    for (const w of weapons) {
      if (opts.only && !opts.only(m0, w)) continue;
      if (
        range > w.range &&
        !(typeof w.effect === 'object' && w.effect.template === 'teardrop' && range <= 8)
      )
        continue;
      if (w.mount && w.mount.kind !== 'infantry' && w.mount.kind !== 'turret') {
        const arc = arcOf(w.mount);
        const wide = w.mount.kind === 'large' ? { ...arc, width: Math.min(360, arc.width + 90) } : arc;
        if (!inWeaponArc(m, wide, closest)) continue;
      }
      const dice = diceOf(w, targets, closest);
      const odds = hitOdds(w.ap, w.damage, av, res, struck.wounds);
      total = add(total, { wounds: odds.wounds, fails: odds.fail, kills: odds.kill }, dice * p);
    }
  }
  return total;
}

/** XZ-WPN-04 / R14: attack dice: the Effect, or for a template the target models it would cover. */
function diceOf(w: WeaponProfile, targets: readonly ModelState[], closest: ModelState): number {
  if (typeof w.effect !== 'object') return meanAttackDice(w);
  const reach = w.effect.template === 'blast' ? w.effect.diameter / 2 + 0.5 : 1.5;
  let n = 0;
  for (const t of targets) if (geometry.distance(t, closest) <= reach) n++;
  return Math.max(1, w.effect.template === 'teardrop' ? Math.min(n, 3) : n);
}

/** XZ-ASLT-08 / R30: a unit's Step Two value against `enemy` (+2 charging, +1 war gear, +1 / ×2 against poor morale). */
export function strikeValue(state: XzState, unit: UnitState, enemy: UnitState, charging: boolean): number {
  const leader = leaderOf(unit);
  if (!leader) return 0;
  const card = modelCard(state, unit, leader);
  let value = card.assault + (charging ? 2 : 0) + (card.notes.includes('assaultWarGear') ? 1 : 0);
  if (enemy.morale === 'suppressed') value += 1;
  if (enemy.morale === 'neutralized') value *= 2;
  return value;
}

/** XZ-ASLT-10 / XZ-ASLT-11 / R32: the expected result of every model of `attacker` striking `defender` once. */
export function expectedStrikes(state: XzState, attacker: UnitState, defender: UnitState): Expected {
  const targets = defender.models.filter((m) => m.alive);
  const target = targets[0];
  if (!target) return NOTHING;
  const card = modelCard(state, defender, target);
  let total = NOTHING;
  for (const m of attacker.models) {
    if (!m.alive) continue;
    const av = armourAgainst(state, defender, target, m);
    const res = modelDefence(state, defender, target).resilience;
    const p = chanceAtLeast(card.assault);
    for (const w of assaultWeapons(state, attacker, m)) {
      const odds = hitOdds(w.ap, w.damage, av, res, target.wounds);
      const dice = typeof w.effect === 'number' ? w.effect : 1;
      total = add(total, { wounds: odds.wounds, fails: odds.fail, kills: odds.kill }, dice * p);
    }
  }
  return total;
}

/** The expected outcome of a charge, in shares of each unit's remaining wounds. */
export interface AssaultForecast {
  /** Expected wounds the charger deals and takes. */
  readonly dealt: number;
  readonly taken: number;
  /** The chance the charger strikes first (XZ-ASLT-07, R29). */
  readonly first: number;
  /** dealt / the target's wounds left minus taken / the charger's wounds left, plus the win chance's worth. */
  readonly value: number;
}

/**
 * XZ-ASLT-07 … XZ-ASLT-17 / XZ-MOR-15 / R29 … R33: what charging `defender` with `charger` is expected to bring:
 * the side striking first thins the other's attacks; a Routed defender is destroyed outright.
 */
export function forecastAssault(state: XzState, charger: UnitState, defender: UnitState): AssaultForecast {
  if (defender.morale === 'routed') return { dealt: woundsLeft(defender), taken: 0, first: 1, value: 3 };
  const first = strikeFirstChance(
    strikeValue(state, charger, defender, true),
    strikeValue(state, defender, charger, false),
  );
  const mine = expectedStrikes(state, charger, defender);
  const theirs = expectedStrikes(state, defender, charger);
  const aliveD = Math.max(1, defender.models.filter((m) => m.alive).length);
  const aliveC = Math.max(1, charger.models.filter((m) => m.alive).length);
  const thinnedTheirs = Math.max(0, 1 - mine.kills / aliveD);
  const thinnedMine = Math.max(0, 1 - theirs.kills / aliveC);
  const dealt = first * mine.wounds + (1 - first) * mine.wounds * thinnedMine;
  const taken = first * theirs.wounds * thinnedTheirs + (1 - first) * theirs.wounds;
  const wd = Math.max(1, woundsLeft(defender));
  const wc = Math.max(1, woundsLeft(charger));
  const win = dealt > taken ? 0.3 : dealt < taken ? -0.3 : 0;
  return { dealt, taken, first, value: Math.min(1.5, dealt / wd) - taken / wc + win };
}

/**
 * How much an expected result is worth against `target`: the share of its remaining wounds taken (a unit destroyed
 * scores the game, R2), more when it would finish or break the unit (R10), a little for suppression.
 */
export function damageWorth(target: UnitState, expected: Expected): number {
  const left = Math.max(1, woundsLeft(target));
  const alive = Math.max(1, target.models.filter((m) => m.alive).length);
  const share = Math.min(1, expected.wounds / left);
  let worth = share + 0.15 * Math.min(1, expected.fails / alive);
  if (expected.wounds >= 0.7 * left) worth += 0.5;
  const removed = target.startModels - alive;
  if (target.startModels > 1 && removed + expected.kills > target.startModels / 2) worth += 0.15;
  // R10 / R24: past three quarters lost a unit routs, and a Routed unit that runs off the table is destroyed.
  if (target.startModels > 1 && removed + expected.kills > (3 * target.startModels) / 4) worth += 0.25;
  if (target.morale === 'routed') worth *= 0.6;
  return worth;
}

/** A rough measure of how dangerous a unit is: its expected shooting and strikes against a plain target. */
export function menace(state: XzState, unit: UnitState): number {
  let sum = 0;
  for (const m of unit.models) {
    if (!m.alive) continue;
    for (const w of [...rangedWeapons(state, unit, m, true), ...assaultWeapons(state, unit, m)]) {
      const dice = typeof w.effect === 'number' ? w.effect : 2;
      sum += dice * 0.5 * hitOdds(w.ap, w.damage, 2, 3, 1).wounds;
    }
  }
  return sum;
}

/** The unit's leader position (or its first live model's). */
export function anchorOf(unit: UnitState): Vec2 {
  const m = leaderOf(unit) ?? unit.models[0];
  return { x: m?.x ?? 0, y: m?.y ?? 0 };
}
