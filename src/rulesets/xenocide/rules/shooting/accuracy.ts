import { profileOf } from '../../context';
import type { ModelState, UnitState, XenocideState } from '../../state';

/** XEN-HIT-02 / R4: the Accuracy lost by a suppressed shooting unit, whatever its number of markers. */
export const SUPPRESSED_ACCURACY_PENALTY = 1;

/** XEN-STAT-10: a model's Aspect. */
export function aspectOf(state: XenocideState, model: ModelState): number {
  return profileOf(state, model).aspect;
}

/** XEN-HIT-03 / XEN-AOE-09: the highest Aspect among the given models (the one a mixed unit is shot at with). */
export function highestAspect(state: XenocideState, models: readonly ModelState[]): number {
  return models.reduce((best, m) => Math.max(best, aspectOf(state, m)), Number.NEGATIVE_INFINITY);
}

/**
 * XEN-HIT-02 / XEN-AOE-09 / R4: modified Accuracy = base Accuracy + target Aspect, −1 if the shooting unit
 * is suppressed (a flat −1 for any number of markers).
 * @example modifiedAccuracy(3, -1, true) // 1
 */
export function modifiedAccuracy(base: number, aspect: number, suppressed: boolean): number {
  return base + aspect - (suppressed ? SUPPRESSED_ACCURACY_PENALTY : 0);
}

/** XEN-HIT-02 / XEN-SUP-04: whether a unit shoots at −1 (it has at least one suppression marker). */
export function isSuppressed(unit: Pick<UnitState, 'suppression'>): boolean {
  return unit.suppression > 0;
}
