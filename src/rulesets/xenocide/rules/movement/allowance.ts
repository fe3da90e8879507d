import type { Vec2 } from 'sandtable';
import { ROAD_BONUS } from '../../data/terrain-table';
import type { Order, TerrainFeature } from '../../state';
import { titanMoveAllowance } from '../titans/boost';
import { pathRunsInPolygon } from './path-geometry';
import type { MoverTraits } from './traits';

/** XEN-MOVE-03: the extra inches an Infantry model with Move 4" gets on Assault orders. */
export const ASSAULT_INFANTRY_BONUS = 4;

/** XEN-TRANS-03: inches a transport loses when it unloads and loads in the same move. */
export const LOAD_AND_UNLOAD_PENALTY = 8;

/** The three ways a unit may move (XEN-MOVE-01, XEN-TERR-32, XEN-TERR-33). */
export type MoveMode = 'normal' | 'jump' | 'teleport';

/**
 * XEN-MOVE-01/03 / XEN-TITAN-09 / R42 / R56: a model's allowance before terrain and road: Move (+4" for
 * Move-4 Infantry on Assault orders), or its Jump / Teleport distance, which replaces Move. A titan moves
 * Move plus its boost inches for each power point put into boost this turn (`titanBoost`).
 */
export function baseAllowance(
  traits: MoverTraits,
  order: Order | undefined,
  mode: MoveMode,
  titanBoost = 0,
): number {
  if (mode === 'jump') return traits.jump ?? 0;
  if (mode === 'teleport') return traits.teleport ?? 0;
  if (traits.titan) return titanMoveAllowance({ move: traits.move, boost: traits.boost ?? 0 }, titanBoost);
  const assault = order === 'assault' && traits.infantry && traits.move === 4 && !traits.titan;
  return traits.move + (assault ? ASSAULT_INFANTRY_BONUS : 0);
}

/**
 * XEN-TERR-14 / XEN-TERR-17 / R16 / R55: the road bonus of a declared path: 25% of Move (Wheeled 50%) when
 * at least half of Move is travelled on roads; none for flying, jumping or pure skimmers.
 */
export function roadBonus(
  traits: MoverTraits,
  path: readonly Vec2[],
  features: readonly TerrainFeature[],
  onTheGround: boolean,
): number {
  if (!onTheGround || traits.move === 0) return 0;
  const rate = Math.max(0, ...traits.types.map((type) => ROAD_BONUS[type]));
  if (rate === 0) return 0;
  let onRoad = 0;
  for (const feature of features) {
    if (!feature.road) continue;
    for (const run of pathRunsInPolygon(path, feature.polygon)) onRoad += run.end - run.start;
  }
  return onRoad + 1e-9 >= traits.move / 2 ? rate * traits.move : 0;
}

/** XEN-TERR-03 / R42: the loss fraction of a difficult-terrain test die (titans already subtracted 2, XEN-TERR-04). */
export function terrainLossFraction(modifiedRoll: number): number {
  if (modifiedRoll <= 0) return 0;
  return modifiedRoll <= 3 ? 1 / 4 : 1 / 2;
}
