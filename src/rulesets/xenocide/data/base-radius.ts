import type { ModelType } from '../schemas/model-type';
import type { ModelProfile } from '../schemas/unit-list';

/** Base radius in inches a profile without `base` gets, by model type (geometry treats models as circles). */
export const DEFAULT_BASE_RADIUS: Readonly<Record<ModelType, number>> = {
  Infantry: 0.5,
  Walker: 0.75,
  Wheeled: 1,
  Tracked: 1,
  Skimmer: 1,
  Hover: 1,
  Flyer: 1.25,
};

/** Base radius in inches of a titan profile without `base`. */
export const DEFAULT_TITAN_BASE_RADIUS = 2;

/**
 * A model's base radius in inches: its `base`, else the titan default, else the Infantry default for any
 * model with the Infantry type (grav troops stay infantry-sized), else the largest default of its types.
 */
export function baseRadius(profile: ModelProfile): number {
  if (profile.base !== undefined) return profile.base;
  if (profile.kind === 'titan') return DEFAULT_TITAN_BASE_RADIUS;
  if (profile.types.includes('Infantry')) return DEFAULT_BASE_RADIUS.Infantry;
  return Math.max(...profile.types.map((type) => DEFAULT_BASE_RADIUS[type]));
}
