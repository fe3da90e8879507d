import { geometry, type PlayerId, type Vec2 } from 'sandtable';
import type { Fire } from '../../commands/schema';
import { arcOf, templateOf, type WeaponProfile } from '../../schemas/weapon';
import type { ModelState, UnitState, XzState } from '../../state';
import { actionProblem, type Turn, turnOf } from '../actions';
import { type Body, inWeaponArc, pointBodyDistance, rangeBetween, sight } from '../geometry';
import type { Refusal } from '../refuse';
import { enemyUnits, leaderOf, modelCard, unitById, weaponOf } from '../units';
import {
  canPivot,
  firedOnRecently,
  firingWeapon,
  inTargetZone,
  leaderDistance,
  pointBody,
  TARGET_ZONE_RADIUS,
} from './targeting';

const EPS = 1e-9;

/** XZ-ARC-06 / R13: the most a large monster or walker may pivot before shooting. */
export const MAX_PIVOT = 45;

/** What a Shoot command asks for, as the checks read it. */
export interface ShootDeclaration {
  readonly aim: Vec2;
  readonly pivot?: number | undefined;
  readonly fire: readonly Fire[];
}

/** One checked fire entry: the firing model (facing after any pivot), its weapon and target unit. */
export interface CheckedFire {
  readonly fire: Fire;
  readonly firer: ModelState;
  readonly weapon: WeaponProfile;
  readonly target: UnitState;
}

/** A Shoot declaration that passed every check. */
export interface ShootPlan {
  readonly turn: Turn;
  /** XZ-MOR-08 / R21: a Suppressed unit's Return Fire behaviour. */
  readonly returnFire: boolean;
  /** XZ-ARC-06: the pivoting model and its new facing. */
  readonly pivot?: { readonly model: string; readonly facing: number };
  readonly fires: readonly CheckedFire[];
}

/**
 * XZ-MOR-08 / R21 / R36: the enemy units a Suppressed unit may Return Fire at: the units that shot at it this turn
 * or last; when none of those is within range of any weapon it may fire (or none shot at it), the closest enemy
 * unit instead (measured from its leader to each unit's closest model).
 */
export function returnFireTargets(state: XzState, unit: UnitState): Set<string> {
  const enemies = enemyUnits(state, unit.player);
  const attackers = enemies.filter((e) => firedOnRecently(state, unit, e.id));
  if (attackers.some((e) => anyWeaponReaches(state, unit, e))) return new Set(attackers.map((e) => e.id));
  let closest: UnitState | undefined;
  let best = Number.POSITIVE_INFINITY;
  for (const e of enemies) {
    const d = leaderDistance(unit, e);
    if (d < best) {
      best = d;
      closest = e;
    }
  }
  return new Set(closest ? [closest.id] : []);
}

function anyWeaponReaches(state: XzState, unit: UnitState, enemy: UnitState): boolean {
  for (const m of unit.models) {
    if (!m.alive) continue;
    for (const name of m.weapons) {
      const w = firingWeapon(state, unit, m, name);
      if ('code' in w) continue;
      for (const e of enemy.models) if (e.alive && rangeBetween(m, e) <= w.range + EPS) return true;
    }
  }
  return false;
}

/** The Shoot action's turn: its order's Shoot action, or a Suppressed unit's Return Fire (XZ-MOR-04, XZ-MOR-08). */
export function shootTurn(
  state: XzState,
  unit: UnitState | undefined,
  player: PlayerId,
): { turn: Turn; returnFire: boolean } | Refusal {
  const turn = unit && unit.player === player ? turnOf(state, unit) : undefined;
  if (unit && turn?.kind === 'behaviour') return { turn, returnFire: true };
  const problem = actionProblem(state, unit, player, 'shoot');
  if (problem || !turn)
    return problem ?? { code: 'not-now', message: 'That unit cannot shoot now.', rule: 'XZ-ORD-06' };
  return { turn, returnFire: false };
}

/**
 * XZ-ORD-06 / XZ-SHOOT-02 … XZ-SHOOT-06 / XZ-ARC-01 … XZ-ARC-07 / XZ-WPN-01 / XZ-WPN-05 … XZ-WPN-08 / XZ-UNIT-07 /
 * XZ-MOR-08 / R13 / R14 / R21 / R36: checks a Shoot declaration before any die is rolled, returning the plan or the
 * first refusal (with its path in the command).
 */
export function checkShoot(
  state: XzState,
  unit: UnitState | undefined,
  player: PlayerId,
  shot: ShootDeclaration,
): ShootPlan | Refusal {
  const when = shootTurn(state, unit, player);
  if ('code' in when) return { ...when, path: ['unit'] };
  if (!unit)
    return { code: 'unknown-unit', message: 'There is no such unit.', rule: 'XZ-ORD-09', path: ['unit'] };
  const { turn, returnFire } = when;
  let pivot: ShootPlan['pivot'];
  if (shot.pivot !== undefined) {
    const alive = unit.models.filter((m) => m.alive);
    const only = alive.length === 1 ? alive[0] : undefined;
    if (!only || !canPivot(state, unit, only))
      return {
        code: 'cannot-pivot',
        message: `'${unit.name}' may not pivot: only a single large monster or walker pivots before shooting (XZ-ARC-06); leave 'pivot' out.`,
        rule: 'XZ-ARC-06',
        path: ['pivot'],
      };
    const turnBy = geometry.angleBetween(only.facing, shot.pivot);
    if (turnBy > MAX_PIVOT + EPS)
      return {
        code: 'pivot-too-far',
        message: `A pivot turns at most ${MAX_PIVOT}° on the spot; ${Math.round(turnBy)}° is too far (XZ-ARC-06, R13).`,
        rule: 'XZ-ARC-06',
        path: ['pivot'],
      };
    pivot = { model: only.id, facing: geometry.normalizeDegrees(shot.pivot) };
  }
  const posed = (m: ModelState): ModelState =>
    pivot && m.id === pivot.model ? { ...m, facing: pivot.facing } : m;
  const leader = leaderOf(unit);
  if (!leader)
    return {
      code: 'no-models',
      message: `'${unit.name}' has no models.`,
      rule: 'XZ-UNIT-02',
      path: ['unit'],
    };
  const aimBody = pointBody(shot.aim);
  if (!sight(posed(leader), aimBody, state.scenario.terrain).visible)
    return {
      code: 'aim-not-visible',
      message: `The Aiming Point is not in the line of sight of ${leader.name}, the unit leader; choose a point the leader can see (XZ-SHOOT-02, R18, R19).`,
      rule: 'XZ-SHOOT-02',
      path: ['aim'],
    };
  if (!inArcOfSight(state, unit, posed(leader), aimBody))
    return {
      code: 'aim-out-of-arc',
      message: `The Aiming Point is outside ${leader.name}'s arc of sight (the union of its weapon arcs); choose a point in arc or pivot (R13, XZ-ARC-02).`,
      rule: 'R13',
      path: ['aim'],
    };
  if (shot.fire.length === 0)
    return {
      code: 'no-fire',
      message: 'Declare at least one weapon firing at an enemy unit, or pass the action (XZ-SHOOT-06, R22).',
      rule: 'XZ-SHOOT-06',
      path: ['fire'],
    };
  const allowed = returnFire ? returnFireTargets(state, unit) : undefined;
  const seen = new Set<string>();
  const fires: CheckedFire[] = [];
  for (const [i, fire] of shot.fire.entries()) {
    const path = ['fire', i];
    const model = unit.models.find((m) => m.id === fire.model && m.alive);
    if (!model)
      return {
        code: 'unknown-model',
        message: `'${fire.model}' is not a model of '${unit.name}' on the table; name one of its models (XZ-SHOOT-06).`,
        rule: 'XZ-SHOOT-06',
        path: [...path, 'model'],
      };
    const key = `${fire.model}\u0000${fire.weapon}`;
    if (seen.has(key))
      return {
        code: 'fires-twice',
        message: `${model.name} (${model.id}) fires its '${fire.weapon}' twice; each model fires each weapon once per Shoot action (R36).`,
        rule: 'R36',
        path: [...path, 'weapon'],
      };
    seen.add(key);
    const checked = checkFire(state, unit, posed(model), fire, shot.aim, allowed);
    if ('code' in checked) return { ...checked, path: [...path, ...(checked.path ?? [])] };
    fires.push(checked);
  }
  return pivot ? { turn, returnFire, pivot, fires } : { turn, returnFire, fires };
}

/**
 * XZ-SHOOT-03 / XZ-SHOOT-04 / XZ-WPN-01 / XZ-WPN-05 … XZ-WPN-08 / XZ-UNIT-07 / XZ-MOR-08 / R14 / R36: checks one fire
 * entry of `firer` (facing after any pivot) against the Aiming Point; `allowed` limits the targets (Return Fire).
 */
export function checkFire(
  state: XzState,
  unit: UnitState,
  firer: ModelState,
  fire: Fire,
  aim: Vec2,
  allowed: ReadonlySet<string> | undefined,
): CheckedFire | Refusal {
  const model = firer;
  const weapon = firingWeapon(state, unit, model, fire.weapon);
  if ('code' in weapon) return { ...weapon, path: ['weapon'] };
  const target = unitById(state, fire.target);
  if (target?.status !== 'on-table' || target.player === unit.player)
    return {
      code: 'not-an-enemy',
      message: `'${fire.target}' is not an enemy unit on the table; name an enemy unit in the Target Zone (XZ-SHOOT-03).`,
      rule: 'XZ-SHOOT-03',
      path: ['target'],
    };
  if (allowed && !allowed.has(target.id))
    return {
      code: 'not-return-fire-target',
      message: `Returning fire, '${unit.name}' may shoot only at ${[...allowed].join(', ') || 'no unit'}: the units that fired on it, or the closest enemy unit when those are out of range (XZ-MOR-08, R21).`,
      rule: 'XZ-MOR-08',
      path: ['target'],
    };
  const inZone = target.models.filter((m) => m.alive && inTargetZone(aim, m));
  if (inZone.length === 0)
    return {
      code: 'target-not-in-zone',
      message: `'${target.name}' has no model within ${TARGET_ZONE_RADIUS}" of the Aiming Point; fire only at units in the Target Zone (XZ-SHOOT-03, R36).`,
      rule: 'XZ-SHOOT-03',
      path: ['target'],
    };
  const problem = templateOf(weapon)
    ? templateProblem(state, firer, weapon, fire, aim)
    : targetProblem(state, firer, weapon, inZone);
  if (problem) return problem;
  return { fire, firer, weapon, target };
}

/** R13 / XZ-ARC-02: a large model sees through the union of its ranged weapons' arcs; others see all round. */
function inArcOfSight(state: XzState, unit: UnitState, leader: ModelState, aim: Body): boolean {
  if (leader.body === 'infantry' || leader.body === 'beast') return true;
  let any = false;
  for (const name of leader.weapons) {
    const profile = weaponOf(modelCard(state, unit, leader), name);
    if (!profile || profile.type === 'assault') continue;
    any = true;
    if (inWeaponArc(leader, arcOf(profile.mount ?? { kind: 'infantry' }), aim)) return true;
  }
  return !any;
}

/** XZ-SHOOT-04 / XZ-WPN-01 / R9: at least one target model in the zone must be in range, arc and sight. */
function targetProblem(
  state: XzState,
  firer: ModelState,
  weapon: WeaponProfile,
  inZone: readonly ModelState[],
): Refusal | undefined {
  const inRange = inZone.filter((m) => rangeBetween(firer, m) <= weapon.range + EPS);
  if (inRange.length === 0)
    return {
      code: 'out-of-range',
      message: `No model of the target in the Target Zone is within ${weapon.range}" of ${firer.name}'s '${weapon.name}' (XZ-WPN-01, XZ-SHOOT-04).`,
      rule: 'XZ-WPN-01',
      path: ['target'],
    };
  const arc = arcOf(weapon.mount ?? { kind: 'infantry' });
  const inArc = inRange.filter((m) => inWeaponArc(firer, arc, m));
  if (inArc.length === 0)
    return {
      code: 'out-of-arc',
      message: `No target model in range is inside the ${arc.width}° arc of ${firer.name}'s '${weapon.name}'${firer.body === 'monster' || firer.body === 'vehicle' ? '; a monster or walker may pivot up to 45°' : ''} (XZ-SHOOT-04, XZ-ARC-02 … XZ-ARC-07, R13).`,
      rule: 'XZ-SHOOT-04',
      path: ['target'],
    };
  let blocked: string | undefined;
  for (const m of inArc) {
    const seen = sight(firer, m, state.scenario.terrain);
    if (seen.visible) return undefined;
    blocked ??= seen.blockedBy;
  }
  return {
    code: 'no-line-of-sight',
    message: `${firer.name} cannot see any target model in range and arc: ${blocked ? `'${blocked}' blocks the line (R19)` : 'more than 4" of obscuring terrain is in the way (XZ-TERR-12, R18)'}.`,
    rule: blocked ? 'R19' : 'XZ-TERR-12',
    path: ['target'],
  };
}

/** R14 / XZ-WPN-05: a Blast's centre in the zone, range, arc and sight; a tear-drop's bearing inside the arc. */
function templateProblem(
  state: XzState,
  firer: ModelState,
  weapon: WeaponProfile,
  fire: Fire,
  aim: Vec2,
): Refusal | undefined {
  const template = templateOf(weapon);
  const arc = arcOf(weapon.mount ?? { kind: 'infantry' });
  if (template?.template === 'blast') {
    if (!fire.at)
      return {
        code: 'template-centre-missing',
        message: `'${weapon.name}' is a Blast template: give its centre as 'at' (R14).`,
        rule: 'R14',
        path: ['at'],
      };
    if (geometry.distance(fire.at, aim) > TARGET_ZONE_RADIUS + EPS)
      return {
        code: 'template-outside-zone',
        message: `The Blast's centre must be in the Target Zone, within ${TARGET_ZONE_RADIUS}" of the Aiming Point (R14).`,
        rule: 'R14',
        path: ['at'],
      };
    if (pointBodyDistance(fire.at, firer) > weapon.range + EPS)
      return {
        code: 'out-of-range',
        message: `The Blast's centre is beyond the ${weapon.range}" range of '${weapon.name}' (R14, XZ-WPN-01).`,
        rule: 'XZ-WPN-01',
        path: ['at'],
      };
    const at = pointBody(fire.at);
    if (!inWeaponArc(firer, arc, at))
      return {
        code: 'out-of-arc',
        message: `The Blast's centre is outside the ${arc.width}° arc of '${weapon.name}' (R14, R13).`,
        rule: 'R14',
        path: ['at'],
      };
    if (!sight(firer, at, state.scenario.terrain).visible)
      return {
        code: 'template-not-visible',
        message: `${firer.name} cannot see the Blast's centre; place it where the firing model can see (R14).`,
        rule: 'R14',
        path: ['at'],
      };
    return undefined;
  }
  if (fire.bearing === undefined)
    return {
      code: 'template-bearing-missing',
      message: `'${weapon.name}' is a tear-drop template: give its bearing in degrees (R14).`,
      rule: 'R14',
      path: ['bearing'],
    };
  if (
    arc.width < 360 &&
    geometry.angleBetween(fire.bearing, firer.facing + arc.bearing) > arc.width / 2 + EPS
  )
    return {
      code: 'out-of-arc',
      message: `The tear-drop's bearing ${fire.bearing}° is outside the ${arc.width}° arc of '${weapon.name}' (R14, R13).`,
      rule: 'R14',
      path: ['bearing'],
    };
  return undefined;
}
