import * as z from 'zod';

/** A whole number (modifiers may be negative). */
export const IntSchema = z.number().int();

/** A count: a whole number, 0 or more. */
export const CountSchema = z.number().int().min(0);

/** A d10 face. */
export const D10Schema = z.number().int().min(1).max(10);

/** An id (unit, model, terrain area, …): a non-empty string. */
export const IdSchema = z.string().min(1);

/** A player id. */
export const PlayerSchema = z.string().min(1);

/** A point on the table, in inches (finite: NaN and Infinity are refused). */
export const PointSchema = z.strictObject({ x: z.number(), y: z.number() });

/**
 * Compile-time check that a schema's output and a hand-written type describe the same data: `A` must be
 * assignable to `B` (a schema output to the state type) — pair it with the reverse check.
 */
export type Assignable<A extends B, B> = A;

/** A type with every nested object and array made readonly (to compare a schema's output with a readonly type). */
export type DeepReadonly<T> = T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** A type with every nested key made required and readonly: two types with equal shapes have the same keys. */
export type KeyShape<T> = T extends object ? { readonly [K in keyof T]-?: KeyShape<T[K]> } : T;
