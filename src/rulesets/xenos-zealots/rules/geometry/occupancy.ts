import type { Vec2 } from 'sandtable';
import type { TerrainFeature } from '../../schemas/scenario';
import { pointStrictlyInFeature } from './terrain';

/** XZ-TERR-07: one model as {@link occupancyProblem} sees it: where it stands and its unit's type. */
export interface Occupant {
  readonly id: string;
  readonly at: Vec2;
  readonly unitType: string;
}

/** XZ-TERR-07: why these models may not hold a feature, with the feature it is about. */
export interface OccupancyProblem {
  readonly code: 'building-closed' | 'building-full';
  readonly feature: TerrainFeature;
  /** The first model (of `movers`) that is refused. */
  readonly model: string;
  /** Models inside the feature after the move (for `building-full`). */
  readonly count: number;
}

/** XZ-TERR-07 / R16: whether a model standing at `at` holds the feature (its centre strictly inside the outline). */
export function holds(at: Vec2, feature: TerrainFeature): boolean {
  return pointStrictlyInFeature(at, feature);
}

/**
 * XZ-TERR-07 / R16: checks the features with scenario `occupancy` that `movers` end inside: a feature that lists
 * `unitTypes` admits only those types, and it holds at most `maxModels` models (`movers` and `others` together;
 * `others` is asked for only when a mover ends inside such a feature).
 * Returns the first problem (terrain order), or the features the movers hold when all is well.
 */
export function occupancyProblem(
  movers: readonly Occupant[],
  others: () => readonly Occupant[],
  terrain: readonly TerrainFeature[],
): OccupancyProblem | { readonly held: readonly TerrainFeature[] } {
  const held: TerrainFeature[] = [];
  let rest: readonly Occupant[] | undefined;
  for (const feature of terrain) {
    const occupancy = feature.occupancy;
    if (occupancy === undefined) continue;
    const inside = movers.filter((m) => holds(m.at, feature));
    const first = inside[0];
    if (first === undefined) continue;
    const closed = inside.find((m) => occupancy.unitTypes && !occupancy.unitTypes.includes(m.unitType));
    if (closed) return { code: 'building-closed', feature, model: closed.id, count: inside.length };
    rest ??= others();
    const count = inside.length + rest.filter((m) => holds(m.at, feature)).length;
    if (count > occupancy.maxModels) return { code: 'building-full', feature, model: first.id, count };
    held.push(feature);
  }
  return { held };
}
