import { type Dice, geometry, type PlayerId, type Vec2 } from 'sandtable';
import { COVER_SAVE } from '../../data/terrain-table';
import type { CoverKind } from '../../schemas/terrain';
import type { TitanProfile } from '../../schemas/titan';
import type { ModelState, TerrainFeature, TitanStatus, XenocideState } from '../../state';
import { BUILDING_KIND } from '../movement/special-movement';
import { betterCover } from '../shooting/cover';
import type { SavableHit } from '../shooting/deflector';
import { type PoolSaves, rollPoolSaves } from '../shooting/saves';
import { damageTitan, type TitanHitOutcome } from './titan-damage';

/**
 * XEN-TITAN-16: a titan's height in inches when the caller gives none. The book gives titans no height;
 * the engine assumes 6", so a 3"-tall building or forest is "half as tall as the titan".
 */
export const DEFAULT_TITAN_HEIGHT = 6;

function coverOfFeature(feature: TerrainFeature): CoverKind {
  if (feature.solid || feature.kind === BUILDING_KIND) return 'hard';
  if (feature.cover === 'hard' || feature.cover === 'fortified') return 'hard';
  return feature.cover === 'light' ? 'light' : 'none';
}

/**
 * XEN-TITAN-16: the cover a titan gets from terrain seen from `from` (the firing model): a building, solid
 * or hard-cover feature at least half the titan's height that the sight line crosses (or the titan stands
 * in) gives hard cover; a forest (light cover) at least half its height gives soft cover; anything
 * lower gives none.
 */
export function titanTerrainCover(
  state: XenocideState,
  titan: Pick<ModelState, 'x' | 'y'>,
  from: Vec2,
  titanHeight = DEFAULT_TITAN_HEIGHT,
): CoverKind {
  const at = { x: titan.x, y: titan.y };
  let best: CoverKind = 'none';
  for (const f of state.terrain) {
    if (f.height < titanHeight / 2) continue;
    const crossed = geometry.segmentLengthInPolygon(from, at, f.polygon) > geometry.GEOMETRY_EPSILON;
    if (crossed || geometry.pointInPolygon(at, f.polygon)) best = betterCover(best, coverOfFeature(f));
  }
  return best;
}

/**
 * XEN-TITAN-16 / XEN-TITAN-30: a titan's cover save: its terrain cover (hard 2, soft 1, no infantry or dug-in
 * bonus) or its flicker shield, a permanent cover save that works in the open too, whichever is better.
 * @example titanCoverSave({ flickerShield: 2 }, 'none') // 2
 */
export function titanCoverSave(profile: Pick<TitanProfile, 'flickerShield'>, cover: CoverKind): number {
  return Math.max(COVER_SAVE[cover], profile.flickerShield ?? 0);
}

/** XEN-TITAN-17..22: the saves a titan rolled against some hits and what the unsaved ones did. */
export interface TitanHitsResult extends TitanHitOutcome {
  readonly saves: PoolSaves;
  readonly unsaved: number;
}

/**
 * XEN-TITAN-17..22 / R1 / R30 / R31: shooting hits on a titan: cover save, then deflector (d6 ≤ 4 while a
 * layer stands; a blocking die ≤ the hit's Strength drops a layer; Shield Breaker drops one unsaved), then
 * armor (d6 ≤ Armor − Strength); each unsaved hit takes 1 core, and at core 0 the layers fall.
 * @example resolveTitanHits(dice, strider, status, [{ id: 0, strength: 2 }], 0)
 */
export function resolveTitanHits(
  dice: Dice,
  profile: Pick<TitanProfile, 'armor'>,
  status: TitanStatus,
  hits: readonly SavableHit[],
  cover: number,
  player?: PlayerId,
): TitanHitsResult {
  const saves = rollPoolSaves(dice, hits, {
    cover,
    armor: profile.armor,
    deflectorLayers: status.layers,
    ...(player === undefined ? {} : { player }),
  });
  const afterShield = { ...status, layers: saves.layers ?? status.layers };
  const outcome = damageTitan(afterShield, saves.unsaved.length);
  return { ...outcome, saves, unsaved: saves.unsaved.length };
}
