import { geometry, type PlayerId, type Rejection, type Vec2 } from 'sandtable';
import { findModel, profileOf } from '../../context';
import type { TerrainFeature, XenocideState } from '../../state';
import type { BuildingState } from '../../state/buildings';
import { refuse } from '../assault/refusal';
import { CONSTRUCTION } from './building-spec';
import { holderOf } from './building-state';

/**
 * XEN-BLD-06 / XEN-CA-07 / XEN-MOVE-11: why moves of `player`'s models are refused for ending inside, or
 * passing through, a building section the enemy holds (assaulting models stay outside it; a section is
 * taken only once its defenders are driven out, XEN-BLD-07), or undefined. A flyer is always high (XEN-TERR-26):
 * it passes over buildings and never enters one.
 */
export function whyEntersHeldSection(
  state: XenocideState,
  buildings: readonly BuildingState[],
  player: PlayerId,
  moves: readonly { readonly model: string; readonly path: readonly Vec2[] }[],
): Rejection | undefined {
  for (const building of buildings) {
    for (const section of building.sections) {
      const holder = holderOf(state, section);
      if (holder === undefined || holder === player) continue;
      for (const move of moves) {
        if (isFlyer(state, move.model)) continue;
        const crosses = move.path.some(
          (p, i) =>
            geometry.pointStrictlyInPolygon(p, section.polygon) ||
            (i > 0 && geometry.segmentLengthInPolygon(move.path[i - 1] as Vec2, p, section.polygon) > 1e-9),
        );
        if (crosses)
          return refuse(
            'illegal-action',
            `Model ${move.model} would enter section ${section.id} of building ${building.id}, which the enemy holds; assaulting models stay outside it until its defenders are driven out (XEN-BLD-06, XEN-CA-07).`,
          );
      }
    }
  }
  return undefined;
}

function isFlyer(state: XenocideState, modelId: string): boolean {
  const model = findModel(state, modelId);
  return model !== undefined && profileOf(state, model).types.includes('Flyer');
}

/**
 * XEN-BLD-09 / XEN-BLD-11 / R64: the terrain flags a building's feature should carry so the shooting and
 * suppression rules read it right: its construction's cover (hard, or light for a weak building) and solid,
 * so it blocks sight through it (XEN-SHOOT-11).
 */
export function buildingFeatureFlags(
  building: Pick<BuildingState, 'construction'>,
): Pick<TerrainFeature, 'cover' | 'solid'> {
  return { cover: CONSTRUCTION[building.construction].cover, solid: true };
}
