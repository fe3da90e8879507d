import { geometry, type Vec2 } from 'sandtable';
import type { MovementEffect } from '../../schemas/terrain';
import type { TerrainFeature } from '../../state';
import { MOVEMENT_EFFECT_ORDER, movementEffectFor } from '../../terrain-movement';
import { pathRunsInPolygon } from './path-geometry';
import type { MoverTraits } from './traits';

/** XEN-TERR-15: skimmers ignore terrain lower than this many inches. */
export const SKIMMER_CLEARANCE = 2;

/** How a model travels over the table in one move (chosen per move: XEN-TERR-20, XEN-TERR-32). */
export interface Locomotion {
  /** Flyers and hover units high during the move: terrain is flown over (XEN-TERR-10, R41). */
  readonly flying: boolean;
  /** Skimmers, and Hover units moving low (XEN-TERR-20). */
  readonly skimming: boolean;
  /** XEN-TERR-32 / R56: a jump clears terrain up to this height. */
  readonly jumpHeight?: number;
}

/** XEN-TERR-01/10/15: how a feature treats a model crossing it; 'over' means crossed without effect. */
export type CrossingEffect = 'over' | MovementEffect;

const ORDER: readonly CrossingEffect[] = ['over', ...MOVEMENT_EFFECT_ORDER];

/** R55: the most favourable of several effects. */
function best(effects: readonly CrossingEffect[]): CrossingEffect {
  return effects.reduce((a, b) => (ORDER.indexOf(b) < ORDER.indexOf(a) ? b : a), 'impassable');
}

/**
 * XEN-TERR-01/10/15/16/19/32/37 / R55: the effect of a feature on a model crossing it: flyers and high
 * units fly over, jumps clear features up to their height, skimmers clear features under 2" and treat
 * taller cover as difficult (and cannot climb taller bare features), other models use the terrain table.
 */
export function crossingEffect(
  feature: TerrainFeature,
  traits: MoverTraits,
  locomotion: Locomotion,
  startsInside: boolean,
): CrossingEffect {
  if (locomotion.flying) return 'over';
  if (locomotion.jumpHeight !== undefined && feature.height <= locomotion.jumpHeight) return 'over';
  const options: CrossingEffect[] = [];
  const tabled = movementEffectFor(feature, traits.types, { amphibious: traits.amphibious });
  if (tabled !== undefined) options.push(tabled);
  if (locomotion.skimming) {
    if (feature.height < SKIMMER_CLEARANCE) options.push('over');
    else if (feature.cover !== 'none') options.push('difficult');
    else options.push(startsInside ? 'open' : 'impassable');
  }
  return options.length === 0 ? 'open' : best(options);
}

/**
 * XEN-TERR-10: whether a model may not end its move in a feature: impassable for its tabled types, or,
 * for models without a tabled type (skimmers, hover, flyers), impassable for every tabled type.
 */
export function isLandingForbidden(feature: TerrainFeature, traits: MoverTraits): boolean {
  const tabled = movementEffectFor(feature, traits.types, { amphibious: traits.amphibious });
  if (tabled !== undefined) return tabled === 'impassable';
  return Object.values(feature.movement).every((effect) => effect === 'impassable');
}

/** XEN-TERR-03/05: one feature a declared path crosses, with where the path first enters and leaves it. */
export interface FeatureCrossing {
  readonly feature: number;
  readonly effect: CrossingEffect;
  /** Inches from the start where the path first enters the feature. */
  readonly entry: number;
  /** Inches from the start where the path first leaves it again. */
  readonly exit: number;
  readonly startsInside: boolean;
}

/** XEN-TERR-01: the features a model's path runs through, in terrain order, with their effects. */
export function featureCrossings(
  path: readonly Vec2[],
  features: readonly TerrainFeature[],
  traits: MoverTraits,
  locomotion: Locomotion,
): FeatureCrossing[] {
  const out: FeatureCrossing[] = [];
  features.forEach((feature, index) => {
    const runs = pathRunsInPolygon(path, feature.polygon);
    const first = runs[0];
    if (!first || runs.every((r) => r.end - r.start <= geometry.GEOMETRY_EPSILON)) return;
    const startsInside = geometry.pointStrictlyInPolygon(path[0] as Vec2, feature.polygon);
    out.push({
      feature: index,
      effect: crossingEffect(feature, traits, locomotion, startsInside),
      entry: first.start,
      exit: first.end,
      startsInside,
    });
  });
  return out;
}

/** XEN-TERR-10 / R66: whether a point lies inside a feature's interior (a model is in a feature when its centre is). */
export function isInside(point: Vec2, feature: TerrainFeature): boolean {
  return geometry.pointStrictlyInPolygon(point, feature.polygon);
}
