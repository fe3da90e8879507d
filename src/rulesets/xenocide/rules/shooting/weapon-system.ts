import type { ModelProfile } from '../../schemas/unit-list';
import type { WeaponStats } from '../../schemas/weapon';

/**
 * XEN-STAT-02 / XEN-STAT-22: the stat line a model fires for a weapon system, or undefined when the model
 * does not carry it (a titan: the line of the given power, Power 0 when none is given (XEN-TITAN-13); a
 * weapon without that line does not fire).
 */
export function weaponStatsFor(
  profile: ModelProfile,
  weapon: string,
  power?: number,
): WeaponStats | undefined {
  if (profile.kind !== 'titan') return profile.weapons.find((w) => w.name === weapon);
  const found = profile.weapons.find((w) => w.name === weapon);
  if (!found || found.lines.length === 0) return undefined;
  return found.lines.find((l) => l.power === (power ?? 0));
}

/** XEN-SHOOT-08: the names of the weapon systems a profile carries that can shoot. */
export function weaponNamesOf(profile: ModelProfile): string[] {
  if (profile.kind !== 'titan') return profile.weapons.map((w) => w.name);
  return profile.weapons.filter((w) => w.lines.length > 0).map((w) => w.name);
}

/** XEN-AOE-01: the X of an AOE Xd3 weapon, or 0 for a weapon without AOE. */
export function aoeDice(stats: Pick<WeaponStats, 'specials'>): number {
  return stats.specials?.aoe ?? 0;
}
