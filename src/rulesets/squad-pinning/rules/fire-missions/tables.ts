import type { AtClass } from '../../params';

/** SQ-FM-05 / SQ-FM-10: the weight of an artillery mission. */
export type Weight = 'light' | 'medium' | 'heavy';
/** SQ-AIR-01: the three airstrikes. */
export type Strike = 'strafing' | 'lightBombs' | 'antiVehicle';
/** What a fire mission delivers: shelling of a weight, or an airstrike. */
export type Asset = Weight | Strike;

/** SQ-FM-05: the asset table, by d6 face (index 0 unused). */
export const ASSET_TABLE: readonly (Weight | 'airstrike')[] = [
  'heavy',
  'heavy',
  'medium',
  'medium',
  'light',
  'light',
  'airstrike',
];

/** SQ-AIR-01: the airstrike table, by d6 face (index 0 unused); `choose` lets the caller pick (4–6). */
export const AIRSTRIKE_TABLE: readonly (Strike | 'choose')[] = [
  'strafing',
  'strafing',
  'lightBombs',
  'antiVehicle',
  'choose',
  'choose',
  'choose',
];

/** The number of hits a damage result of SQ-FM-10 inflicts on infantry. */
export type HitDice = 'D3' | 'D6' | 'D6+3';

/** One result of SQ-FM-10. */
export type Effect =
  | { readonly kind: 'nothing' }
  | { readonly kind: 'pin' }
  | { readonly kind: 'damage'; readonly at: AtClass; readonly hits: HitDice };

const nothing: Effect = { kind: 'nothing' };
const pin: Effect = { kind: 'pin' };
const damage = (at: AtClass, hits: HitDice): Effect => ({ kind: 'damage', at, hits });

/** SQ-FM-10: the effects table, by weight and d6 face (index 0 unused). */
export const EFFECT_TABLE: Readonly<Record<Weight, readonly Effect[]>> = {
  light: [nothing, nothing, nothing, pin, pin, pin, damage('VLt', 'D3')],
  medium: [nothing, nothing, nothing, pin, pin, damage('Lt', 'D6'), damage('Lt', 'D6')],
  heavy: [nothing, nothing, nothing, pin, pin, damage('Med', 'D6+3'), damage('Med', 'D6+3')],
};

/** SQ-AIR-08: an anti-vehicle shot hits on a 5+ (the sheet's number; not a default). */
export const ANTI_VEHICLE_TO_HIT = 5;
/** SQ-AIR-08: anti-vehicle shots are AT Med. */
export const ANTI_VEHICLE_AT: AtClass = 'Med';
/** SQ-AIR-03: strafing shots are AT U with −2 to armour saves. */
export const STRAFING_AT: AtClass = 'U';
export const STRAFING_ARMOUR_MODIFIER = -2;
/** SQ-AIR-02: strafing rolls 3d6 for its shots. */
export const STRAFING_SHOT_DICE = 3;
/** SQ-FM-07 / SQ-DEF-23: the scatter distance is 2D6 before sustained-fire reductions. */
export const SCATTER_DISTANCE_DICE = 2;

/** Whether an asset is an airstrike laid as an 18" line (SQ-DEF-25). */
export function isLineStrike(asset: string | undefined): asset is 'strafing' | 'antiVehicle' {
  return asset === 'strafing' || asset === 'antiVehicle';
}

/** Whether a string names a weight of shelling. */
export function isWeight(asset: string | undefined): asset is Weight {
  return asset === 'light' || asset === 'medium' || asset === 'heavy';
}
