import type { Dice, PlayerId } from 'sandtable';
import { COVER_SAVE } from '../../data/terrain-table';
import type { CoverKind } from '../../schemas/terrain';
import type { TitanProfile } from '../../schemas/titan';
import type { TitanStatus } from '../../state';
import type { SavableHit } from '../shooting/deflector';
import { type PoolSaves, rollPoolSaves } from '../shooting/saves';
import { damageTitan, type TitanHitOutcome } from './titan-damage';

export { DEFAULT_TITAN_HEIGHT, titanTerrainCover } from '../shooting/cover';

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
