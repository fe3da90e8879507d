/** XEN-SHOOT-09: how many Strength-0 shots are traded for one Strength-1 shot. */
export const FOCUS_FIRE_RATIO = 3;

/** XEN-SHOOT-09: the shots a weapon system makes after the shooter's focus-fire choice. */
export interface FocusedShots {
  readonly shots: number;
  readonly strength: number;
  /** Whether focus fire was applied. */
  readonly focused: boolean;
}

/**
 * XEN-SHOOT-09 / R18: with focus fire, every 3 Strength-0 shots become 1 Strength-1 shot at the same range
 * and Accuracy, rounding down (8 → 2). Only Strength-0 systems may focus; otherwise the shots are unchanged.
 * @example focusFire(8, 0, true) // { shots: 2, strength: 1, focused: true }
 */
export function focusFire(shots: number, strength: number, focus: boolean): FocusedShots {
  if (!focus || strength !== 0) return { shots, strength, focused: false };
  return { shots: Math.floor(shots / FOCUS_FIRE_RATIO), strength: 1, focused: true };
}

/** XEN-SHOOT-09: whether a weapon system may focus fire (its Strength is 0). */
export function canFocusFire(strength: number): boolean {
  return strength === 0;
}
