import type { UnitProfile } from '../schemas/profile';
import type { TitanProfile, TitanWeapon, TitanWeaponLine } from '../schemas/titan';
import type { Accuracy, RangedSpecials, Weapon } from '../schemas/weapon';

/** Authoring helper for bundled data: a weapon stat line (XEN-STAT-02). */
export function weapon(
  name: string,
  shots: number,
  range: number,
  accuracy: Accuracy,
  strength: number,
  specials?: RangedSpecials,
): Weapon {
  return specials
    ? { name, shots, range, accuracy, strength, specials }
    : { name, shots, range, accuracy, strength };
}

/** Authoring helper for bundled data: one power level of a titan weapon (XEN-STAT-22). */
export function powerLine(
  power: number,
  shots: number,
  range: number,
  accuracy: Accuracy,
  strength: number,
  specials?: RangedSpecials,
): TitanWeaponLine {
  const line = { power, shots, range, accuracy, strength };
  return specials ? { ...line, specials } : line;
}

/** Authoring helper for bundled data: a titan weapon from its power lines. */
export function titanWeapon(name: string, ...lines: TitanWeaponLine[]): TitanWeapon {
  return { name, lines };
}

/** Authoring helper for bundled data: a standard profile without the fields that have defaults. */
export function standard(
  profile: Omit<UnitProfile, 'kind' | 'weapons'> & { weapons?: Weapon[] },
): UnitProfile {
  return { kind: 'standard', ...profile, weapons: profile.weapons ?? [] };
}

/** Authoring helper for bundled data: a titan profile without the fields that have defaults. */
export function titan(
  profile: Omit<TitanProfile, 'kind' | 'systems' | 'options'> &
    Partial<Pick<TitanProfile, 'systems' | 'options'>>,
): TitanProfile {
  return { kind: 'titan', ...profile, systems: profile.systems ?? [], options: profile.options ?? [] };
}

/**
 * Authoring helper for bundled data: deep-freezes plain data in place and returns it. Bundled lists are
 * shared by every game, so they must never change; frozen, they are also parsed only once (`validateArmy`).
 */
export function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) frozen(item);
    Object.freeze(value);
  }
  return value;
}
