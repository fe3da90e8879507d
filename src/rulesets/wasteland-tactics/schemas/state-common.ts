import * as z from 'zod';

export {
  type Assignable,
  CountSchema,
  type DeepReadonly,
  IdSchema,
  IntSchema,
  type KeyShape,
  PlayerSchema,
} from 'sandtable/kit';

/** A d10 face. */
export const D10Schema = z.number().int().min(1).max(10);

/** A point on the table, in inches (finite: NaN and Infinity are refused). */
export const PointSchema = z.strictObject({ x: z.number(), y: z.number() });
