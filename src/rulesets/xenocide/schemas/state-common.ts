import { PlayerSchema, Vec2Schema } from 'sandtable/kit';
import * as z from 'zod';

export {
  type Assignable,
  CountSchema,
  type DeepReadonly,
  IdSchema,
  IntSchema,
  type KeyShape,
  PlayerSchema,
  Vec2Schema,
} from 'sandtable/kit';

/** A d6 face. */
export const DieSchema = z.number().int().min(1).max(6);

/** A polygon: its corners in order. */
export const PolygonSchema = z.strictObject({ points: z.array(Vec2Schema) });

/** A simultaneous secret choice in progress: one slot per player, null until made. */
export function secretChoicesSchema<T extends z.ZodType>(choice: T) {
  return z.strictObject({ players: z.array(PlayerSchema), choices: z.array(choice.nullable()) });
}
