import { promptSchema } from 'sandtable';
import type { DecisionSpec } from 'sandtable/kit';
import * as z from 'zod';
import type { RmpCommand } from './commands/schema';
import type { RmpState, Stage } from './state';

// Built on first use: an app that never validates prompts at run time does not pay for these schemas.
function buildRampantPromptSchema() {
  const ids = z.array(z.string()).readonly();
  return z.discriminatedUnion('kind', [
    /** RMP-DEF-02: the first-listed player rolls off (a d6 each, ties re-rolled). */
    promptSchema('roll-off', ['roll-off']),
    /** RMP-DEF-02: the roll-off winner picks a deployment zone and becomes the first player. */
    promptSchema('choose-zone', ['choose-zone']),
    /** RMP-DEF-02: place one unit wholly inside your zone (infantry may start embarked). */
    promptSchema('deploy', ['deploy'], { constraints: z.strictObject({ units: ids }).readonly() }),
    /** RMP-PHS-02: choose the next Suppressed unit to Rally. */
    promptSchema('rally', ['rally'], { constraints: z.strictObject({ units: ids }).readonly() }),
    /** RMP-PHS-03 / RMP-DEF-11: choose the next unit to test for a Wild Charge. */
    promptSchema('wild-charge', ['wild-charge'], { constraints: z.strictObject({ units: ids }).readonly() }),
    /** RMP-PHS-04: order a unit (its action and details), or end the phase. */
    promptSchema('order', ['order', 'end-phase'], { constraints: z.strictObject({ units: ids }).readonly() }),
    /** RMP-DEF-09: react to a Shoot (Firefight, Go to Ground) or an Attack (Counter-charge), or not. */
    promptSchema('reaction', ['react'], {
      constraints: z
        .strictObject({
          unit: z.string(),
          against: z.string(),
          options: z.array(z.enum(['firefight', 'go-to-ground', 'counter-charge', 'none'])).readonly(),
        })
        .readonly(),
    }),
    /** RMP-DEF-06: remove models after a loss. */
    promptSchema('remove-models', ['remove-models'], {
      constraints: z
        .strictObject({ unit: z.string(), count: z.number().int().positive(), models: ids })
        .readonly(),
    }),
    /** RMP-RET-04: Retreat into reachable cover or flee. */
    promptSchema('retreat', ['retreat'], {
      constraints: z.strictObject({ unit: z.string(), cover: ids }).readonly(),
    }),
    /** RMP-DEF-17: place the passengers of a lost transport within 3" of it. */
    promptSchema('place-passengers', ['place-passengers'], {
      constraints: z
        .strictObject({ unit: z.string(), near: z.strictObject({ x: z.number(), y: z.number() }) })
        .readonly(),
    }),
  ]);
}

let built: ReturnType<typeof buildRampantPromptSchema> | undefined;

/** Every decision a Rampant game can wait on, discriminated by `kind` (the `game-over` stage asks nothing). */
export function rampantPromptSchema() {
  built ??= buildRampantPromptSchema();
  return built;
}

/** A decision a Rampant game waits on; narrow it by `kind` to read its typed `constraints`. */
export type RmpPrompt = z.infer<ReturnType<typeof rampantPromptSchema>>;
/** The kinds of Rampant decisions. */
export type RmpPromptKind = RmpPrompt['kind'];
/** The Rampant prompt of one kind. */
export type RmpPromptOf<K extends RmpPromptKind> = Extract<RmpPrompt, { readonly kind: K }>;

/** The kinds of decision Rampant asks for (one per stage but `game-over`). */
export const RMP_PROMPT_KINDS = [
  'roll-off',
  'choose-zone',
  'deploy',
  'rally',
  'wild-charge',
  'order',
  'reaction',
  'remove-models',
  'retreat',
  'place-passengers',
] as const satisfies readonly RmpPrompt['kind'][];

/** A row of the decision table, narrowed to its stage's prompt kind. */
export type RmpDecision<K extends Stage['kind']> = Omit<
  DecisionSpec<RmpState, RmpCommand, RmpPrompt, Extract<Stage, { readonly kind: K }>>,
  'accepts' | 'prompt'
> & {
  readonly accepts: readonly RmpCommand['type'][];
  prompt(
    state: RmpState,
    stage: Extract<Stage, { readonly kind: K }>,
  ): readonly Omit<Extract<RmpPrompt, { readonly kind: K }>, 'commands'>[];
};
