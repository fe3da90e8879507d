import * as z from 'zod';

/** The fields every typed prompt kind may add to its base: its `constraints` schema and, for secret choices, `secret`. */
export interface PromptSchemaExtras {
  /** The limits on the answer, as a zod schema (build objects with `z.strictObject(...).readonly()`). */
  readonly constraints?: z.ZodType;
  /** Marks a simultaneous secret choice (`secret: true` on every prompt of the kind). */
  readonly secret?: true;
}

type ExtrasShape<X extends PromptSchemaExtras> = (X['constraints'] extends z.ZodType
  ? { constraints: X['constraints'] }
  : { constraints: z.ZodExactOptional<z.ZodNever> }) &
  (X['secret'] extends true
    ? { secret: z.ZodLiteral<true> }
    : { secret: z.ZodExactOptional<z.ZodLiteral<false>> });

/**
 * The zod schema of one prompt kind: who is asked (`player`), the literal `kind`, the command types that answer
 * it, a message, the rule IDs behind it (`rules`, optional) and the kind's own `constraints` when it has any. Strict, so a builder that adds an
 * undeclared field fails the schema; the inferred type is readonly, like the frozen state it lives in.
 * Kinds without constraints type them `never` and open kinds type `secret` as `false`, so `p.constraints`
 * and `p.secret` read on a whole union without narrowing.
 * @example const RallyPrompt = promptSchema('rally', ['rally', 'end-phase'], { constraints: z.strictObject({ unit: z.string() }) });
 */
export function promptSchema<
  const K extends string,
  const Commands extends readonly [string, ...string[]],
  const X extends PromptSchemaExtras = Record<never, never>,
>(kind: K, commands: Commands, extras?: X) {
  const shape = {
    player: z.string(),
    kind: z.literal(kind),
    commands: z.array(z.enum(commands)).readonly(),
    message: z.string(),
    secret: extras?.secret ? z.literal(true) : z.exactOptional(z.literal(false)),
    constraints: extras?.constraints ?? z.exactOptional(z.never()),
    rules: z.exactOptional(z.array(z.string()).readonly()),
  } as unknown as {
    player: z.ZodString;
    kind: z.ZodLiteral<K>;
    commands: z.ZodReadonly<z.ZodArray<z.ZodEnum<{ [C in Commands[number]]: C }>>>;
    message: z.ZodString;
    rules: z.ZodExactOptional<z.ZodReadonly<z.ZodArray<z.ZodString>>>;
  } & ExtrasShape<X>;
  return z.strictObject(shape).readonly();
}

/** The core's manual-dice prompt: roll physical dice and enter the faces with `provide-dice`. */
export const RollPromptSchema = promptSchema('roll', ['provide-dice'], {
  constraints: z
    .strictObject({
      /** What the roll is for, as the ruleset named it. */
      purpose: z.string(),
      /** How many dice to enter. */
      count: z.number().int().positive(),
      /** The sides of each die. */
      sides: z.number().int().positive(),
    })
    .readonly(),
});

/** The core's manual-dice prompt, present in `state.pending` of every game while dice are awaited. */
export type RollPrompt = z.infer<typeof RollPromptSchema>;
