import type { WeaponStats } from './schemas/weapon';

/**
 * XEN-STAT-11 / XEN-STAT-19: the armor save target, Armor − Strength, clamped to 0..6 (0: no save,
 * 6: always saved, XEN-SAVE-05). Only the armor save is lowered by Strength.
 * @example armorSaveTarget(5, 2) // 3: Armor 5 hit at Strength 2 saves on 1-3
 */
export function armorSaveTarget(armor: number, strength: number): number {
  return Math.min(6, Math.max(0, armor - strength));
}

/**
 * XEN-STAT-13 / XEN-STAT-19: the shield save target against a weapon: the Shield value whatever the
 * Strength, or 0 (no save) without a shield or against Shield Breaker (XEN-SAVE-04).
 */
export function shieldSaveTarget(shield: number | undefined, weapon: Pick<WeaponStats, 'specials'>): number {
  if (shield === undefined || weapon.specials?.shieldBreaker) return 0;
  return Math.min(6, Math.max(0, shield));
}
