import { type Dice, geometry, type PlayerId } from 'sandtable';
import { rulesOf } from 'sandtable/kit';
import { findUnit } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import { shootingModels } from './engagement';
import { baseOf } from './sight';

/** XEN-SUP-27: the rally target before markers: 2d6 ≥ 6 + markers. */
export const RALLY_BASE_TARGET = 6;
/** XEN-SUP-28 / R63: how close another unit of the same company must be for the +1. */
export const RALLY_SUPPORT_RANGE = 12;

/** XEN-SUP-27: the rally target for a number of markers. */
export function rallyTarget(markers: number): number {
  return RALLY_BASE_TARGET + markers;
}

/**
 * XEN-SUP-28 / R63: whether another unit activating with this company (`companyUnits`) has a model within
 * 12" of a model of the rallying unit.
 */
export function hasCompanySupport(
  state: XenocideState,
  unit: UnitState,
  companyUnits: readonly string[],
): boolean {
  const own = shootingModels(state, unit).map(baseOf);
  return companyUnits
    .filter((id) => id !== unit.id)
    .flatMap((id) => {
      const other = findUnit(state, id);
      return other ? shootingModels(state, other) : [];
    })
    .some((m) => own.some((b) => geometry.isWithin(b, baseOf(m), RALLY_SUPPORT_RANGE)));
}

/** XEN-SUP-27..30: a rolled rally test and the markers it leaves. */
export interface RallyResult {
  readonly dice: readonly number[];
  readonly kept: readonly number[];
  /** XEN-SUP-28: +1 for a nearby unit of the same company. */
  readonly bonus: number;
  readonly total: number;
  readonly target: number;
  readonly passed: boolean;
  readonly markersBefore: number;
  readonly markersAfter: number;
}

/** XEN-SUP-27: options of {@link rollRally}. */
export interface RallySpec {
  readonly markers: number;
  /** XEN-SUP-28: another unit of the company is within 12" ({@link hasCompanySupport}). */
  readonly support: boolean;
  /** XEN-CP-10 / R5: 1 CP spent before rolling: roll 3d6 and keep the best two; default false. */
  readonly cpDie?: boolean;
  readonly player?: PlayerId;
}

/**
 * XEN-SUP-29 / XEN-SUP-30: markers after a rally: all removed on a pass; on a failure a unit with more than
 * one keeps exactly one, and a unit with one keeps it. Never adds a marker, never goes below 0.
 */
export function markersAfterRally(markers: number, passed: boolean): number {
  if (markers <= 0 || passed) return 0;
  return 1;
}

/**
 * XEN-SUP-27..30 / XEN-CP-10 / R5 / R63: rolls a rally test: 2d6 (3d6 keep the best two with the CP die),
 * +1 with company support, against 6 + markers. A unit without markers does not roll.
 * @example rollRally(dice, { markers: 2, support: true }) // passes on 7+ rolled
 */
export function rollRally(dice: Dice, spec: RallySpec): RallyResult {
  const target = rallyTarget(spec.markers);
  const bonus = spec.support ? 1 : 0;
  if (spec.markers <= 0) {
    return { dice: [], kept: [], bonus, total: 0, target, passed: true, markersBefore: 0, markersAfter: 0 };
  }
  const roll = dice.roll({
    purpose: 'rally',
    count: spec.cpDie ? 3 : 2,
    sides: 6,
    rules: rulesOf(
      'XEN-SUP-27',
      spec.support ? 'XEN-SUP-28' : undefined,
      spec.cpDie ? 'XEN-CP-10' : undefined,
    ),
    ...(spec.player === undefined ? {} : { player: spec.player }),
  });
  const kept = [...roll.dice].sort((a, b) => b - a).slice(0, 2);
  const total = kept.reduce((a, b) => a + b, 0) + bonus;
  const passed = total >= target;
  return {
    dice: roll.dice,
    kept,
    bonus,
    total,
    target,
    passed,
    markersBefore: spec.markers,
    markersAfter: markersAfterRally(spec.markers, passed),
  };
}
