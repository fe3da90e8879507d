import type { ModelType } from './schemas/model-type';
import { type MovementEffect, TABLED_MOVEMENT_TYPES, type TerrainFeatureKind } from './schemas/terrain';

/** R55: movement effects from most to least favourable. */
export const MOVEMENT_EFFECT_ORDER: readonly MovementEffect[] = [
  'open',
  'difficult',
  'dangerous',
  'impassable',
];

/**
 * XEN-STAT-06 / R55: the terrain table's effect of a feature on a model, using the most favourable of
 * the model's tabled types; Amphibious models treat water as open (XEN-TERR-37). Returns undefined when
 * none of its types has a table column (Skimmer, Hover, Flyer follow XEN-TERR-15..31).
 */
export function movementEffectFor(
  feature: Pick<TerrainFeatureKind, 'movement' | 'water'>,
  types: readonly ModelType[],
  options: { readonly amphibious?: boolean } = {},
): MovementEffect | undefined {
  const effects = TABLED_MOVEMENT_TYPES.filter((type) => types.includes(type)).map(
    (type) => feature.movement[type],
  );
  if (effects.length === 0) return undefined;
  if (options.amphibious && feature.water) return 'open';
  return effects.reduce((best, effect) =>
    MOVEMENT_EFFECT_ORDER.indexOf(effect) < MOVEMENT_EFFECT_ORDER.indexOf(best) ? effect : best,
  );
}
