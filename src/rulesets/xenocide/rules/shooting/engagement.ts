import { geometry } from 'sandtable';
import { findModel, memoize, modelsOnTable, profileOf } from '../../context';
import type { ModelState, UnitState, XenocideState } from '../../state';
import { baseOf } from './sight';

/** R61: the distance in inches within which a unit counts as engaged with an enemy unit. */
export const ENGAGEMENT_RANGE = 4;

/**
 * XEN-SHOOT-12 / R61: whether a unit is engaged: one of its models is within 4" of a model of an enemy
 * unit. Units flying high neither are engaged nor engage others (R41).
 */
export function isEngaged(state: XenocideState, unit: UnitState): boolean {
  if (unit.high) return false;
  // Only the state's own unit objects are memoised: callers may ask about a unit moved hypothetically.
  if (!state.units.includes(unit)) return engagedNow(state, unit);
  return memoize(state, `engaged:${unit.id}`, () => engagedNow(state, unit));
}

function engagedNow(state: XenocideState, unit: UnitState): boolean {
  const own = modelsOnTable(state, unit).map(baseOf);
  if (own.length === 0) return false;
  // A box around the unit's bases grown by the range (and a margin): an enemy base outside it is not within
  // range of any of them, so most pairs are never measured.
  const reach = ENGAGEMENT_RANGE + 0.01;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const b of own) {
    minX = Math.min(minX, b.center.x - b.radius - reach);
    minY = Math.min(minY, b.center.y - b.radius - reach);
    maxX = Math.max(maxX, b.center.x + b.radius + reach);
    maxY = Math.max(maxY, b.center.y + b.radius + reach);
  }
  return state.units.some(
    (enemy) =>
      enemy.player !== unit.player &&
      !enemy.high &&
      modelsOnTable(state, enemy).some(
        (m) =>
          m.x + m.radius >= minX &&
          m.x - m.radius <= maxX &&
          m.y + m.radius >= minY &&
          m.y - m.radius <= maxY &&
          own.some((b) => geometry.isWithin(b, baseOf(m), ENGAGEMENT_RANGE)),
      ),
  );
}

/**
 * R57: whether a model rides inside a closed transport, and so is off the table: it can neither shoot
 * nor be targeted, and AOE hits never reach it.
 */
export function isInClosedTransport(state: XenocideState, model: ModelState): boolean {
  if (model.embarkedIn === undefined) return false;
  const transport = findModel(state, model.embarkedIn);
  if (!transport) return true;
  const profile = profileOf(state, transport);
  return profile.kind === 'titan' || profile.transport?.open !== true;
}

/** XEN-TRANS-17 / XEN-TRANS-21: whether a model rides in an open transport (it shoots and is shot at). */
export function isInOpenTransport(state: XenocideState, model: ModelState): boolean {
  return model.embarkedIn !== undefined && !isInClosedTransport(state, model);
}

/**
 * XEN-TRANS-17 / R57: where a model stands for sight and range: a passenger of an open transport stands
 * where its transport is; every other model where it is.
 */
export function standingModel(state: XenocideState, model: ModelState): ModelState {
  if (model.embarkedIn === undefined) return model;
  const transport = findModel(state, model.embarkedIn);
  return transport ? { ...model, x: transport.x, y: transport.y } : model;
}

/** R57: the models of a unit that can shoot and be shot at, placed where they stand (open riders at their transport). */
export function shootingModels(state: XenocideState, unit: UnitState): ModelState[] {
  return modelsOnTable(state, unit).map((m) => standingModel(state, m));
}
