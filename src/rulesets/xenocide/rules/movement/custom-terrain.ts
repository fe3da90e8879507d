import type { CoverKind, MovementEffect } from '../../schemas/terrain';

/**
 * XEN-TERR-13 / R17: the movement effects of a feature the terrain table does not list, unless the
 * players agree otherwise: infantry and walkers move freely, while for vehicles (Wheeled, Tracked) light
 * cover is difficult, hard or fortified cover is dangerous, and loose ground (mud, sand, shallow water)
 * is dangerous.
 */
export function untabledFeatureMovement(
  cover: CoverKind,
  looseGround: boolean,
): { Infantry: MovementEffect; Walker: MovementEffect; Wheeled: MovementEffect; Tracked: MovementEffect } {
  const vehicles: MovementEffect =
    looseGround || cover === 'hard' || cover === 'fortified'
      ? 'dangerous'
      : cover === 'light'
        ? 'difficult'
        : 'open';
  return { Infantry: 'open', Walker: 'open', Wheeled: vehicles, Tracked: vehicles };
}
