import * as z from 'zod';

/** A whole number (modifiers and targets may be negative), for a ruleset's `schemas.state`. */
export const IntSchema = z.number().int();

/** A count: a whole number, 0 or more. */
export const CountSchema = z.number().int().min(0);

/** An id (unit, model, company, building, …): a non-empty string. */
export const IdSchema = z.string().min(1);

/** A player id. */
export const PlayerSchema = z.string().min(1);

/** A point on the table, in inches. */
export const Vec2Schema = z.strictObject({ x: z.number(), y: z.number() });

/**
 * Compile-time check that a schema's output and a hand-written state type describe the same data: `A` must be
 * assignable to `B` (pair it with the reverse check, and with {@link KeyShape} for optional keys).
 * @example type _OutputIsState = Assignable<z.output<typeof MyStateSchema>, MyState>;
 */
export type Assignable<A extends B, B> = A;

/** A type with every nested object and array made readonly (to compare a schema's output with a readonly type). */
export type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** A type with every nested key made required and readonly: two types with equal shapes have the same keys. */
export type KeyShape<T> = T extends object ? { readonly [K in keyof T]-?: KeyShape<T[K]> } : T;
