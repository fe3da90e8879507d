import type { ModelType } from '../schemas/model-type';
import type { CoverKind, MovementEffect, TerrainFeatureKind } from '../schemas/terrain';

const moves = (
  Infantry: MovementEffect,
  Walker: MovementEffect,
  Wheeled: MovementEffect,
  Tracked: MovementEffect,
): TerrainFeatureKind['movement'] => ({ Infantry, Walker, Wheeled, Tracked });

const feature = (
  id: string,
  name: string,
  obscures: boolean,
  cover: CoverKind,
  movement: TerrainFeatureKind['movement'],
  flags: { road?: boolean; water?: boolean } = {},
): TerrainFeatureKind => ({
  id,
  name,
  obscures,
  cover,
  movement,
  road: flags.road ?? false,
  water: flags.water ?? false,
  intrinsicallyDangerous: false,
});

/**
 * XEN-TERR-11: the book's terrain feature table as default data (R17: the table beats the prose;
 * players may override any flag before the game). "None" reads as open, "Soft" as light cover.
 */
export const TERRAIN_TABLE: readonly TerrainFeatureKind[] = [
  feature('road', 'Road', false, 'none', moves('open', 'open', 'open', 'open'), { road: true }),
  feature('wall', 'Wall (half model sized)', false, 'hard', moves('open', 'open', 'dangerous', 'difficult')),
  feature('brush', 'Brush, High Field', true, 'none', moves('open', 'open', 'difficult', 'open')),
  feature('forest', 'Forest', true, 'light', moves('open', 'open', 'dangerous', 'difficult')),
  feature('trenches', 'Trenches, Craters', false, 'hard', moves('open', 'open', 'dangerous', 'difficult')),
  feature('ruins', 'Ruined Buildings', false, 'hard', moves('open', 'open', 'dangerous', 'difficult')),
  feature(
    'cliffs',
    'Cliffs (above model size)',
    false,
    'none',
    moves('difficult', 'difficult', 'impassable', 'impassable'),
  ),
  feature(
    'shallow-water',
    'Shallow water, Deep mud',
    false,
    'none',
    moves('difficult', 'dangerous', 'dangerous', 'difficult'),
    {
      water: true,
    },
  ),
  feature(
    'deep-water',
    'Deep Water',
    false,
    'none',
    moves('dangerous', 'impassable', 'impassable', 'impassable'),
    {
      water: true,
    },
  ),
];

/** XEN-TERR-14 / XEN-TERR-17 / R16: road bonus as a fraction of Move: +50% Wheeled, +25% Infantry, Walker, Tracked, none for the rest. */
export const ROAD_BONUS: Readonly<Record<ModelType, number>> = {
  Infantry: 0.25,
  Walker: 0.25,
  Wheeled: 0.5,
  Tracked: 0.25,
  Skimmer: 0,
  Hover: 0,
  Flyer: 0,
};

/** XEN-SAVE-07: the cover save each cover kind gives. */
export const COVER_SAVE: Readonly<Record<CoverKind, number>> = { none: 0, light: 1, hard: 2, fortified: 3 };
