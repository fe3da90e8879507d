import type { Dice, PlayerId } from 'sandtable';
import type { ModelProfile } from '../../schemas/unit-list';
import type { BuildingHit, BuildingHits, BuildingState } from '../../state/buildings';
import { coverSave } from '../shooting/cover';
import { rollXd3 } from '../shooting/d3';

/** XEN-BLD-17: a shot at a building hits on a d6 of this or less, whatever its Accuracy (only a 6 misses). */
export const BUILDING_TO_HIT = 5;

/** XEN-BLD-17: one weapon system's shots at a building. */
export interface BuildingVolley {
  readonly weapon: string;
  readonly shots: number;
  readonly strength: number;
  /** XEN-AOE-01: X of an AOE Xd3 weapon (0 or absent: not AOE). */
  readonly aoe?: number;
  readonly shieldBreaker?: boolean;
}

/**
 * XEN-BLD-17 / XEN-AOE-01 / R38 / R50: rolls shots at a building: each hits on d6 ≤ 5 ignoring Accuracy,
 * Aspect and every modifier; each AOE hit then becomes Xd3 hits with no cap (a building has no models) and
 * no splash (the roll ignores Accuracy, so nothing "misses by 1").
 * @example rollBuildingHits(dice, [{ weapon: 'Lascannon', shots: 2, strength: 3 }], 'red')
 */
export function rollBuildingHits(
  dice: Dice,
  volleys: readonly BuildingVolley[],
  player?: PlayerId,
): BuildingHits {
  const hits: BuildingHit[] = [];
  const records = volleys.map((v) => {
    if (v.shots <= 0) return { weapon: v.weapon, dice: [], hits: 0, aoeD6: [] };
    const roll = dice.roll({
      purpose: 'building-to-hit',
      count: v.shots,
      sides: 6,
      rules: ['XEN-BLD-17'],
      target: { per: 'die', op: 'atMost', value: BUILDING_TO_HIT },
      ...(player === undefined ? {} : { player }),
    });
    const scored = roll.dice.filter((d) => d <= BUILDING_TO_HIT).length;
    const x = v.aoe ?? 0;
    const aoeD6: number[] = [];
    let count = scored;
    if (x > 0) {
      count = 0;
      for (let i = 0; i < scored; i++) {
        const xd3 = rollXd3(dice, x, 'aoe-hits', player);
        aoeD6.push(...xd3.d6);
        count += xd3.total;
      }
    }
    for (let i = 0; i < count; i++)
      hits.push({ id: hits.length, weapon: v.weapon, strength: v.strength, aoe: x > 0 });
    return { weapon: v.weapon, dice: roll.dice, hits: count, aoeD6 };
  });
  return { volleys: records, hits };
}

/**
 * XEN-BLD-16 / XEN-SAVE-09 / XEN-SAVE-13: the cover save of a model inside a building: the building's cover
 * (hard 2, or soft 1 for a weak building) +1 for infantry; occupants never dig in.
 * @example occupantCoverSave(normalBuilding, trooper) // 3
 */
export function occupantCoverSave(building: Pick<BuildingState, 'cover'>, profile: ModelProfile): number {
  return coverSave({ cover: building.cover, infantry: profile.types.includes('Infantry'), dugIn: false });
}

/** XEN-BLD-16 / XEN-SAVE-13: units in a building may not dig in (they already have its cover). */
export function mayDigInInBuilding(): false {
  return false;
}
