import { geometry, type Vec2 } from 'sandtable';
import { isObscuring } from '../../schemas/scenario';
import { arcOf, type WeaponProfile } from '../../schemas/weapon';
import type { ModelState, UnitState, XzState } from '../../state';
import {
  type Body,
  bodyPolygonDistance,
  inWeaponArc,
  mountPoint,
  rangeBetween,
  sight,
  terrainPolygon,
} from '../geometry';
import { cardOf, footprint, leaderOf, modelCard, modelDistance, pointDistance, weaponOf } from '../units';

/** XZ-SHOOT-03 / R36: the Target Zone's radius around the Aiming Point. */
export const TARGET_ZONE_RADIUS = 6;
/** XZ-SHOOT-13 / R36: a target more than this far away is +1 Stealth (strict). */
export const LONG_RANGE = 36;
/** XZ-SHOOT-14 / R36: a target closer than this gives +1 to hit (strict). */
export const CLOSE_RANGE = 18;
/** XZ-UNIT-07 / R35: crew must be within this of the gun for it to fire. */
export const CREW_RANGE = 1;

const EPS = 1e-9;

/** A point as a tiny body, for sight, arc and range checks to a point (the Aiming Point, a Blast's centre). */
export function pointBody(p: Vec2): Body {
  return { x: p.x, y: p.y, facing: 0, shape: { kind: 'circle', diameter: 0.001 }, height: 0.001 };
}

/** XZ-SHOOT-03 / R36: whether any part of a model's footprint is within 6" of the Aiming Point. */
export function inTargetZone(aim: Vec2, m: ModelState): boolean {
  return pointDistance(aim, m) <= TARGET_ZONE_RADIUS + EPS;
}

/** R19: whether a model is on foot (infantry or beast) and may kneel behind any obstacle. */
export function isOnFoot(m: ModelState): boolean {
  return m.body === 'infantry' || m.body === 'beast';
}

/** R21: whether `enemy` shot at `unit` this game turn or the previous one. */
export function firedOnRecently(state: XzState, unit: UnitState, enemy: string): boolean {
  return unit.firedOnBy.some((f) => f.unit === enemy && f.turn >= state.turn - 1);
}

/** XZ-ARC-06 / R13: whether a model is a large monster or walker (a monster, or a vehicle on Legs) that may pivot. */
export function canPivot(state: XzState, unit: UnitState, m: ModelState): boolean {
  return m.body === 'monster' || (m.body === 'vehicle' && cardOf(state, unit).mobility.type === 'L');
}

/** XZ-SMU-09 / R11: whether a model's weapon system still works (no system for it, or points left). */
export function weaponWorks(m: ModelState, name: string): boolean {
  const system = m.systems?.find((s) => s.weapon === name);
  return system === undefined || system.points > 0;
}

/** XZ-UNIT-07 / R35: whether an artillery gun has a live crew model within 1". */
export function gunCrewed(unit: UnitState, gun: ModelState): boolean {
  return unit.models.some(
    (m) => m.alive && m.id !== gun.id && m.body !== 'gun' && modelDistance(m, gun) <= CREW_RANGE + EPS,
  );
}

/** A reason a model may not fire a weapon, with its code and rule. */
export interface FireRefusal {
  readonly code: string;
  readonly message: string;
  readonly rule: string;
}

/**
 * XZ-WPN-07 / XZ-WPN-08 / XZ-SMU-09 / XZ-UNIT-07 / R36: the profile of a ranged weapon `m` may fire in this Shoot
 * action, or why it may not: it must carry it, it must not be an Assault weapon, a Fire Support weapon needs a
 * Fire Support order this turn, a lost weapon system cannot fire, and a gun fires only with crew within 1".
 */
export function firingWeapon(
  state: XzState,
  unit: UnitState,
  m: ModelState,
  name: string,
): WeaponProfile | FireRefusal {
  const weapon = m.weapons.includes(name) ? weaponOf(modelCard(state, unit, m), name) : undefined;
  if (!weapon)
    return {
      code: 'unknown-weapon',
      message: `${m.name} (${m.id}) carries no '${name}'; name one of its weapons: ${m.weapons.join(', ') || 'none'} (XZ-STAT-10).`,
      rule: 'XZ-STAT-10',
    };
  if (weapon.type === 'assault')
    return {
      code: 'assault-weapon',
      message: `'${name}' is an Assault weapon, used in close combat only; fire a ranged weapon (XZ-WPN-07).`,
      rule: 'XZ-WPN-07',
    };
  if (weapon.type === 'fire-support' && !unit.fireSupport)
    return {
      code: 'needs-fire-support',
      message: `'${name}' is a Fire Support weapon: it fires only for a unit given a Fire Support order this turn (XZ-WPN-08).`,
      rule: 'XZ-WPN-08',
    };
  if (!weaponWorks(m, name))
    return {
      code: 'weapon-lost',
      message: `${m.name}'s '${name}' system has lost all its points and can no longer be used (XZ-SMU-09).`,
      rule: 'XZ-SMU-09',
    };
  if (m.body === 'gun' && !gunCrewed(unit, m))
    return {
      code: 'gun-not-crewed',
      message: `${m.name} has no crew within 1" and is not operational (XZ-UNIT-07, R35).`,
      rule: 'XZ-UNIT-07',
    };
  return weapon;
}

/** The modified Stealth of a target model against one firing model, with what decided it. */
export interface TargetReading {
  /** R18 / R19 / XZ-TERR-11 / XZ-TERR-12: the firer can see it. */
  readonly visible: boolean;
  /** R18 / R19 / XZ-SHOOT-13: 0 open, 1 cover, 2 hard cover. */
  readonly cover: 0 | 1 | 2;
  /** XZ-RES-05 / R36: range from the firer. */
  readonly range: number;
  /** XZ-SHOOT-13: Stealth + range, cover and Infiltrate modifiers. */
  readonly stealth: number;
  /** XZ-SHOOT-14 / R36: +1 to hit when the target is closer than 18" (strict). */
  readonly close: number;
  /** R18 / R19 / XZ-TERR-11 … XZ-TERR-15: the rules that decided sight and cover (the sight report's). */
  readonly sightRules: readonly string[];
}

/**
 * XZ-SHOOT-13 / XZ-SHOOT-14 / XZ-TERR-11 … XZ-TERR-15 / R18 / R19 / R21 / R36: how `firer` sees target model `m`
 * of `target`: line of sight, cover, range, its modified Stealth (+1 beyond 36", +1 cover or +2 hard cover, +1
 * Infiltrate) and the close-range to-hit bonus (+1 under 18").
 */
export function readTarget(state: XzState, firer: Body, target: UnitState, m: ModelState): TargetReading {
  const seen = sight(firer, m, state.scenario.terrain, { onFoot: isOnFoot(m) });
  const range = rangeBetween(firer, m);
  let stealth = modelCard(state, target, m).stealth + seen.cover;
  if (range > LONG_RANGE) stealth += 1;
  if (target.infiltrating) stealth += 1;
  return {
    visible: seen.visible,
    cover: seen.cover,
    range,
    stealth,
    close: range < CLOSE_RANGE ? 1 : 0,
    sightRules: seen.rules,
  };
}

/** A target model a die from one firer may go to (R9 eligibility), with its reading. */
export interface EligibleTarget extends TargetReading {
  readonly model: ModelState;
  /**
   * R35: against artillery, the rules that made this model the one hits go to: the crew as infantry in clear sight
   * (XZ-UNIT-12), the crew first for an indirect weapon (XZ-UNIT-13), or the gun as a vehicle (XZ-UNIT-11).
   */
  readonly artillery?: readonly string[];
}

const CREW_IN_SIGHT = ['XZ-UNIT-12', 'R35'] as const;
const CREW_FIRST = ['XZ-UNIT-13', 'R15', 'R35'] as const;
const GUN_SHIELD = ['XZ-UNIT-11', 'R35'] as const;

/**
 * R9 / R35 / XZ-SHOOT-04 / XZ-UNIT-11 … XZ-UNIT-13: the models of `target` that `firer`'s `weapon` may hit: alive,
 * in the Target Zone, in range, in the weapon's arc and in the firer's sight. Against artillery, the crew models
 * whose line from the firer does not cross the gun take the hits (an indirect weapon: any crew first); only when
 * there are none does the gun. Each artillery target carries the rule that made it one. `onHidden` hears of each
 * model in zone, range and arc the firer cannot see.
 */
export function eligibleTargets(
  state: XzState,
  firer: ModelState,
  weapon: WeaponProfile,
  target: UnitState,
  aim: Vec2,
  onHidden?: (reading: TargetReading) => void,
): EligibleTarget[] {
  const arc = arcOf(weapon.mount ?? { kind: 'infantry' });
  const out: EligibleTarget[] = [];
  for (const m of target.models) {
    if (!m.alive || !inTargetZone(aim, m)) continue;
    if (rangeBetween(firer, m) > weapon.range + EPS) continue;
    if (!inWeaponArc(firer, arc, m)) continue;
    const reading = readTarget(state, firer, target, m);
    if (!reading.visible) {
      onHidden?.(reading);
      continue;
    }
    out.push({ model: m, ...reading });
  }
  if (cardOf(state, target).unitType !== 'Artillery') return out;
  const gun = target.models.find((m) => m.alive && m.body === 'gun');
  if (!gun) return out;
  const crew = out.filter((t) => t.model.body !== 'gun');
  const indirect = weapon.specials.includes('indirect');
  const poly = footprint(gun);
  const clear = indirect
    ? crew
    : crew.filter((t) => geometry.segmentLengthInPolygon(mountPoint(firer, t.model), t.model, poly) <= EPS);
  if (clear.length > 0) return clear.map((t) => ({ ...t, artillery: indirect ? CREW_FIRST : CREW_IN_SIGHT }));
  return out.filter((t) => t.model.body === 'gun').map((t) => ({ ...t, artillery: GUN_SHIELD }));
}

/** The flat to-hit die modifier of a shooting unit against one target unit, with its rules. */
export interface ToHit {
  readonly modifier: number;
  readonly rules: readonly string[];
}

/**
 * XZ-SHOOT-14 / R5 / R15 / R21: the to-hit die modifiers that do not depend on range: +1 on a Fire Support order
 * (not for Return Fire), +1 on OK morale returning fire at a unit that shot at it this turn or last, +1 with the
 * `advancedTargeting` unit note (XZ-STAT-09).
 */
export function flatToHit(state: XzState, shooter: UnitState, target: UnitState, returnFire: boolean): ToHit {
  let modifier = 0;
  const rules: string[] = [];
  if (shooter.fireSupport && !returnFire) {
    modifier += 1;
    rules.push('XZ-SHOOT-14', 'R5');
  }
  if (shooter.morale === 'ok' && firedOnRecently(state, shooter, target.id)) {
    modifier += 1;
    rules.push('XZ-SHOOT-14', 'R21');
  }
  if (cardOf(state, shooter).notes.includes('advancedTargeting')) {
    modifier += 1;
    rules.push('XZ-SHOOT-14', 'XZ-STAT-09', 'R15');
  }
  return { modifier, rules };
}

/** XZ-SHOOT-07 / R36: the distance from a shooting unit's leader to a target unit's closest model. */
export function leaderDistance(shooter: UnitState, target: UnitState): number {
  const leader = leaderOf(shooter);
  if (!leader) return Number.POSITIVE_INFINITY;
  let best = Number.POSITIVE_INFINITY;
  for (const m of target.models) {
    if (!m.alive) continue;
    const d = modelDistance(leader, m);
    if (d < best) best = d;
  }
  return best;
}

/** R9 priority 3 / XZ-SHOOT-09 / XZ-DMG-02: a target model's distance to the closest model of the shooting unit. */
export function distanceToUnit(shooter: UnitState, m: ModelState): number {
  let best = Number.POSITIVE_INFINITY;
  for (const s of shooter.models) {
    if (!s.alive) continue;
    const d = modelDistance(s, m);
    if (d < best) best = d;
  }
  return best;
}

/**
 * R3 / R18: the cover a model claims against an off-table strike: only area cover (its footprint touching an
 * obscuring area), which counts against every shooter; obstacle cover needs a firing line and does not apply.
 */
export function areaCover(state: XzState, m: ModelState): 0 | 1 {
  for (const feature of state.scenario.terrain) {
    if (feature.kind !== 'area' || !isObscuring(feature)) continue;
    for (const poly of terrainPolygon(feature))
      if (bodyPolygonDistance(m, poly) <= geometry.GEOMETRY_EPSILON) return 1;
  }
  return 0;
}
