import { type Circle, geometry, type Vec2 } from 'sandtable';
import { modelsOnTable } from '../../context';
import type { TerrainFeature, XenocideState } from '../../state';
import { type MoveRejection, refuse } from './move-plan';
import { inches, pathRunsInPolygon, pointAlong } from './path-geometry';
import { BUILDING_KIND } from './special-movement';
import { crossingEffect, isInside, type Locomotion } from './terrain-effects';
import type { MoverTraits } from './traits';
import { ZONE_OF_CONTROL } from './zone-of-control';

/** XEN-MOVE-11: defenders within this many inches of a feature's edge defend that edge. */
export const DEFENDED_EDGE = 2;

/** XEN-MOVE-10/11: one model of an assaulting unit, where it started and ended. */
export interface AssaultingModel {
  readonly model: string;
  readonly traits: MoverTraits;
  readonly locomotion: Locomotion;
  readonly radius: number;
  readonly start: Vec2;
  readonly end: Vec2;
  /** Its declared path (start included), or start and end for a teleport. */
  readonly path: readonly Vec2[];
  readonly teleport: boolean;
  /** Its allowance before road bonus (what it can surely move on open ground). */
  readonly allowance: number;
}

function assaultedBases(state: XenocideState, units: readonly string[]): (Circle & { unit: string })[] {
  return state.units
    .filter((u) => units.includes(u.id))
    .flatMap((u) =>
      modelsOnTable(state, u).map((m) => ({ unit: u.id, center: { x: m.x, y: m.y }, radius: m.radius })),
    );
}

/**
 * XEN-MOVE-10: an assaulting unit must end with as many models within 4" of the assaulted units as it
 * can. A model that ends farther away is refused when a straight move of its allowance over open ground
 * would have brought it within 4" (terrain that could slow or stop it excuses it).
 */
export function checkAssaultReach(
  state: XenocideState,
  models: readonly AssaultingModel[],
  assaulted: readonly string[],
): MoveRejection | undefined {
  const targets = assaultedBases(state, assaulted);
  if (targets.length === 0) return undefined;
  for (const m of models) {
    const ends = (p: Vec2) => geometry.nearestDistance({ center: p, radius: m.radius }, targets);
    if (geometry.isAtMost(ends(m.end), ZONE_OF_CONTROL)) continue;
    const near = geometry.nearest({ center: m.start, radius: m.radius }, targets);
    if (!near) continue;
    const need = Math.max(0, near.distance - ZONE_OF_CONTROL);
    if (!geometry.isAtMost(need, m.allowance)) continue;
    const target = (targets[near.index] as Circle).center;
    const gap = geometry.distance(m.start, target);
    const stop = gap === 0 ? m.start : geometry.lerp(m.start, target, Math.min(1, (need + 1e-6) / gap));
    const line = [m.start, stop];
    const clear = state.terrain.every((f) => {
      if (pathRunsInPolygon(line, f.polygon).length === 0) return true;
      const effect = crossingEffect(f, m.traits, m.locomotion, isInside(m.start, f));
      return effect === 'over' || effect === 'open';
    });
    if (!clear) continue;
    return refuse(
      'illegal-action',
      `Model ${m.model} ends ${inches(ends(m.end))} from the unit it assaults, but ${inches(need)} of its ${inches(m.allowance)} allowance would bring it within 4"; assaulting units move as many models within 4" as they can (XEN-MOVE-10).`,
    );
  }
  return undefined;
}

/** XEN-MOVE-11 / XEN-CA-07: a feature the assaulted units defend, and their models that defend it. */
export interface DefendedFeature {
  readonly feature: TerrainFeature;
  readonly guards: readonly (Circle & { readonly unit: string })[];
}

/**
 * XEN-MOVE-11 / XEN-CA-07: the features whose edges the `assaulted` units defend: each one a model of them
 * stands in, within 2" of its edge, or any building one stands in.
 */
export function defendedFeatures(state: XenocideState, assaulted: readonly string[]): DefendedFeature[] {
  const defenders = assaultedBases(state, assaulted);
  if (defenders.length === 0) return [];
  return state.terrain.flatMap((feature) => {
    const guards = defenders.filter(
      (d) =>
        isInside(d.center, feature) &&
        (feature.kind === BUILDING_KIND ||
          geometry.isAtMost(
            geometry.distanceToPolygonBoundary(d.center, feature.polygon) - d.radius,
            DEFENDED_EDGE,
          )),
    );
    return guards.length > 0 ? [{ feature, guards }] : [];
  });
}

/**
 * XEN-MOVE-11: assaulted models within 2" of the edge of a feature (or in a building) defend it: assaulting
 * models may not enter that feature through the defended edge (where they would cross into it within 4"
 * of a defender) and must stay outside.
 */
export function checkDefendedEdges(
  state: XenocideState,
  models: readonly AssaultingModel[],
  assaulted: readonly string[],
): MoveRejection | undefined {
  for (const { feature, guards } of defendedFeatures(state, assaulted)) {
    for (const m of models) {
      if (!isInside(m.end, feature) || isInside(m.start, feature)) continue;
      const entry = m.teleport
        ? m.end
        : pointAlong(m.path, pathRunsInPolygon(m.path, feature.polygon)[0]?.start ?? 0);
      const guarded =
        feature.kind === BUILDING_KIND ||
        guards.some((g) =>
          geometry.isAtMost(geometry.baseDistance({ center: entry, radius: 0 }, g), ZONE_OF_CONTROL),
        );
      if (guarded) {
        return refuse(
          'illegal-action',
          `Model ${m.model} would enter ${feature.name} (${feature.id}) through the edge its defenders hold; assaulting models stay outside it (XEN-MOVE-11).`,
        );
      }
    }
  }
  return undefined;
}
