import * as z from 'zod';

/** A whole number (modifiers and targets may be negative). */
export const IntSchema = z.number().int();

/** A count: a whole number, 0 or more. */
export const CountSchema = z.number().int().min(0);

/** A d6 face. */
export const DieSchema = z.number().int().min(1).max(6);

/** An id (unit, model, company, building, …): a non-empty string. */
export const IdSchema = z.string().min(1);

/** A player id. */
export const PlayerSchema = z.string().min(1);

/** A point on the table, in inches (finite: NaN and Infinity are refused). */
export const Vec2Schema = z.strictObject({ x: z.number(), y: z.number() });

/** A polygon: its corners in order. */
export const PolygonSchema = z.strictObject({ points: z.array(Vec2Schema) });

/** A simultaneous secret choice in progress: one slot per player, null until made. */
export function secretChoicesSchema<T extends z.ZodType>(choice: T) {
  return z.strictObject({ players: z.array(PlayerSchema), choices: z.array(choice.nullable()) });
}

/**
 * Compile-time check that a schema's output and a hand-written type describe the same data: `A` must be
 * assignable to `B` (a schema output to the state type) — pair it with the reverse check.
 */
export type Assignable<A extends B, B> = A;

/** A type with every nested object and array made readonly (to compare a schema's output with a readonly type). */
export type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** A type with every nested key made required and readonly: two types with equal shapes have the same keys. */
export type KeyShape<T> = T extends object ? { readonly [K in keyof T]-?: KeyShape<T[K]> } : T;
