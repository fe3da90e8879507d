import type { Rejection } from 'sandtable';
import type { TitanProfile, TitanWeapon, TitanWeaponLine } from '../../schemas/titan';
import { refuse } from '../assault/refusal';

/** XEN-TITAN-13 / XEN-TITAN-26: power put into one titan weapon: a shooting line, or a close-assault boost. */
export interface WeaponPower {
  readonly weapon: string;
  readonly power: number;
}

/** XEN-TITAN-13: a titan weapon by name, or undefined. */
export function titanWeapon(profile: TitanProfile, weapon: string): TitanWeapon | undefined {
  return profile.weapons.find((w) => w.name === weapon);
}

/**
 * XEN-TITAN-13 / XEN-STAT-22: the stat line a titan weapon fires with the power declared for it (Power 0
 * when none is declared), or undefined when the weapon has no line at that power level.
 * @example titanWeaponLine(strider, 'Plasma Destructor', 2)?.strength // 5
 */
export function titanWeaponLine(
  profile: TitanProfile,
  weapon: string,
  power = 0,
): TitanWeaponLine | undefined {
  return titanWeapon(profile, weapon)?.lines.find((line) => line.power === power);
}

/**
 * XEN-TITAN-13: why a titan may not fire `weapon` with `power` points in it, or undefined: the weapon must
 * be one it carries and can shoot, and have a stat line for that power level; a weapon with no Power 0
 * line cannot fire unpowered.
 */
export function whyBadWeaponPower(profile: TitanProfile, weapon: string, power = 0): Rejection | undefined {
  const found = titanWeapon(profile, weapon);
  if (!found) {
    const names = profile.weapons.map((w) => w.name).join(', ');
    return refuse('unknown-entity', `${profile.name} carries no weapon '${weapon}' (it has ${names}).`);
  }
  if (found.lines.length === 0) {
    return refuse(
      'illegal-action',
      `${weapon} is a close-combat weapon with no shooting line; power it in a close assault instead (XEN-TITAN-26).`,
    );
  }
  if (titanWeaponLine(profile, weapon, power)) return undefined;
  const levels = found.lines.map((l) => l.power).join(', ');
  if (power === 0) {
    return refuse(
      'insufficient-resources',
      `${weapon} has no Power 0 line and cannot fire unpowered; put ${found.lines[0]?.power} power into it (its levels: ${levels}) (XEN-TITAN-13).`,
    );
  }
  return refuse(
    'out-of-range',
    `${weapon} has no Power ${power} line; declare one of its power levels: ${levels} (XEN-TITAN-13).`,
  );
}

/**
 * XEN-TITAN-13: a bot's power for a weapon: the highest power level it has that fits in `available` power,
 * or undefined when even its lowest line costs more.
 */
export function defaultWeaponPower(
  profile: TitanProfile,
  weapon: string,
  available: number,
): number | undefined {
  const levels = (titanWeapon(profile, weapon)?.lines ?? [])
    .map((l) => l.power)
    .filter((p) => p <= available);
  return levels.length === 0 ? undefined : Math.max(...levels);
}

/** XEN-TITAN-26: why a titan may not put `power` into a close-assault weapon, or undefined. */
export function whyBadAssaultPower(
  profile: TitanProfile,
  weapon: string,
  power: number,
): Rejection | undefined {
  const found = titanWeapon(profile, weapon);
  if (!found?.closeAssault) {
    return refuse(
      'illegal-action',
      `${profile.name} has no close-assault weapon '${weapon}' to power (XEN-TITAN-26).`,
    );
  }
  if (power > 0 && found.closeAssault.caaPerPower === 0) {
    return refuse(
      'illegal-action',
      `${weapon} adds no CAA for power; it gives its +${found.closeAssault.caa} CAA without any (XEN-TITAN-26).`,
    );
  }
  return undefined;
}
