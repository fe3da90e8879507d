import * as z from 'zod';

/** WT-SIZE: the three game sizes. */
export const GAME_SIZES = ['small', 'medium', 'large'] as const;

/** A game size: patrol (small), platoon (medium) or company (large). */
export type GameSize = (typeof GAME_SIZES)[number];

/** One unit taken in a Battle Group: a profile and how many models. */
export const BattleGroupUnitSchema = z.strictObject({
  /** A profile id. */
  profile: z.string().min(1).max(48),
  /** Models in the unit; default the profile's minimum. */
  models: z.number().int().min(1).max(50).optional(),
  /** A name for this unit (default the profile's name). */
  name: z.string().min(1).max(80).optional(),
  /** WT-SUR-50: index (in this Battle Group) of a Transport unit it starts embarked on. */
  embarkedIn: z.number().int().min(0).max(59).optional(),
});

/** One unit taken in a Battle Group. */
export type BattleGroupUnit = z.infer<typeof BattleGroupUnitSchema>;

/** WT-SIZE-01 … WT-SIZE-09: a Battle Group: a named list of units. */
export const BattleGroupSchema = z.strictObject({
  name: z.string().min(1).max(80),
  faction: z.string().min(1).max(60).optional(),
  units: z.array(BattleGroupUnitSchema).min(1).max(60),
});

/** A Battle Group. */
export type BattleGroup = z.infer<typeof BattleGroupSchema>;
