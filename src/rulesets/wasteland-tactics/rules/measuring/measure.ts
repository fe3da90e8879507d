import { type Circle, geometry, type Polygon, type Vec2 } from 'sandtable';
import { memoizeBy } from 'sandtable/kit';
import type { ModelState, UnitState, WastelandState } from '../../state';
import { areEnemies, footprint, footprints, liveModels, perUnit } from '../units/units';
import { type BaseContact, baseContact, basesInContact, type ModelFootprint } from './contact';

/** WT-MEAS-01: the distance between two units: between their two closest models. */
export function unitDistance(state: WastelandState, a: UnitState, b: UnitState): number {
  let best = Number.POSITIVE_INFINITY;
  for (const ca of footprints(state, a))
    for (const cb of footprints(state, b)) best = Math.min(best, geometry.baseDistance(ca, cb));
  return best;
}

export { type BaseContact, baseContact, basesInContact, type ModelFootprint } from './contact';

/** The live models of other players' enemy units on the table, with their units. */
export const enemyModels: (
  state: WastelandState,
  player: string,
) => readonly { unit: UnitState; model: ModelState; circle: ModelFootprint }[] = memoizeBy(listEnemyModels);

function listEnemyModels(
  state: WastelandState,
  player: string,
): { unit: UnitState; model: ModelState; circle: ModelFootprint }[] {
  const out: { unit: UnitState; model: ModelState; circle: ModelFootprint }[] = [];
  for (const unit of state.units) {
    if (unit.status !== 'on-table' || !areEnemies(state, player, unit.player)) continue;
    for (const model of liveModels(unit)) out.push({ unit, model, circle: footprint(state, unit, model) });
  }
  return out;
}

/** Whether a model touches any enemy model. */
export function modelTouchesEnemy(state: WastelandState, unit: UnitState, model: ModelState): boolean {
  const circle = footprint(state, unit, model);
  return enemyModels(state, unit.player).some((e) => basesInContact(state, circle, e.circle));
}

/**
 * WT-MEAS-03 / WT-MEAS-04 / R14: how a model meets a unit: its closest kind of contact with any of the unit's
 * models (`touching` before `raised` before `too-high` before `apart`).
 */
export function contactWithUnit(state: WastelandState, me: ModelFootprint, unit: UnitState): BaseContact {
  let best: BaseContact = 'apart';
  for (const c of footprints(state, unit)) {
    const contact = baseContact(state, me, c);
    if (contact === 'touching') return contact;
    if (contact === 'raised' || (contact === 'too-high' && best === 'apart')) best = contact;
  }
  return best;
}

/** WT-MEAS-04 / R14: whether a model of the unit has bases within touching distance of an enemy model but too far up or down to count. */
export function unitTooHighForContact(state: WastelandState, unit: UnitState): boolean {
  if (unit.status !== 'on-table') return false;
  const enemies = enemyModels(state, unit.player);
  return footprints(state, unit).some((c) =>
    enemies.some((e) => baseContact(state, c, e.circle) === 'too-high'),
  );
}

/** WT-SHOOT-01: whether any model of the unit is in base contact with an enemy model. */
export const unitInContact: (state: WastelandState, unit: UnitState) => boolean = perUnit((state, unit) => {
  if (unit.status !== 'on-table') return false;
  const enemies = enemyModels(state, unit.player);
  return footprints(state, unit).some((c) => enemies.some((e) => basesInContact(state, c, e.circle)));
});

/** The enemy units with a model in base contact with a model of this unit. */
export function unitsInContactWith(state: WastelandState, unit: UnitState): UnitState[] {
  const mine = footprints(state, unit);
  const out: UnitState[] = [];
  for (const other of state.units) {
    if (other.status !== 'on-table' || !areEnemies(state, unit.player, other.player)) continue;
    const theirs = footprints(state, other);
    if (mine.some((a) => theirs.some((b) => basesInContact(state, a, b)))) out.push(other);
  }
  return out;
}

/**
 * WT-UNIT-04 / R15: coherency for the unit's current size: with 3+ models each is within 2" of 2 others,
 * with 2 they are within 2" of each other, a single model is always coherent.
 */
export function isCoherent(circles: readonly Circle[]): boolean {
  if (circles.length < 2) return true;
  const needed = circles.length === 2 ? 1 : 2;
  return circles.every(
    (a, i) => circles.filter((b, j) => j !== i && geometry.isWithin(a, b, 2)).length >= needed,
  );
}

/** The centroid of some points. */
export function centroid(points: readonly Vec2[]): Vec2 {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p.x;
    y += p.y;
  }
  return { x: x / Math.max(1, points.length), y: y / Math.max(1, points.length) };
}

/** The distance from a footprint to a terrain polygon (0 when touching or overlapping). */
export function circleToArea(circle: Circle, area: { readonly polygon: Polygon }): number {
  return geometry.circlePolygonDistance(circle, area.polygon);
}
