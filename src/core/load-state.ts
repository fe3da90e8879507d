import * as z from 'zod';
import { clipEchoes } from './clip.js';
import { SandtableError, type SandtableErrorCode } from './errors.js';
import { canonicalJson } from './hash.js';
import type { AnyRuleset } from './ruleset.js';
import type { GameState } from './types.js';

// The load schemas are built on first use: an app that never loads a save does not pay for them (top-level
// zod calls cannot be tree-shaken, so they would sit in every bundle that imports the engine).
function buildEnvelopeSchema() {
  const Player = z.string().min(1);
  const Count = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
  const Scores = z.record(z.string(), z.number());

  /** zod schema of an open decision, as a save stores it. */
  const PromptSchema = z.strictObject({
    player: Player,
    kind: z.string().min(1),
    commands: z.array(z.string().min(1)).min(1),
    secret: z.boolean().optional(),
    message: z.string().optional(),
    constraints: z.json().optional(),
    rules: z.array(z.string()).optional(),
  });

  /** zod schema of a game's end, as a save stores it. */
  const OutcomeSchema = z.discriminatedUnion('kind', [
    z.strictObject({
      kind: z.literal('win'),
      winners: z.array(Player).min(1),
      reason: z.string(),
      scores: Scores.optional(),
    }),
    z.strictObject({ kind: z.literal('draw'), reason: z.string(), scores: Scores.optional() }),
  ]);

  const DiceRequestSchema = z.strictObject({
    purpose: z.string(),
    count: Count,
    sides: z.union([z.literal(3), z.literal(5), z.literal(6), z.literal(10)]),
    player: Player.optional(),
    rules: z.array(z.string()).optional(),
  });

  /**
   * zod schema of a saved state's envelope, checked strictly before anything reads it: the dice, the open
   * decisions, the outcome and a command halted for physical dice. The ruleset's `game` is checked by the
   * ruleset's `schemas.state`.
   */
  const GameStateEnvelopeSchema = z.strictObject({
    format: z.literal(1),
    ruleset: z.string().min(1),
    rulesetVersion: z.string().min(1),
    seed: z.union([z.number().int(), z.string()]),
    seq: Count,
    dice: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('seeded'), rng: z.array(z.number().int()).length(4) }),
      z.strictObject({ kind: z.literal('scripted'), values: z.array(z.number().int()), next: Count }),
      z.strictObject({ kind: z.literal('manual') }),
    ]),
    awaitingDice: z
      .strictObject({
        command: z.json(),
        supplied: z.array(z.number().int()),
        emitted: Count,
        request: DiceRequestSchema,
        player: Player,
      })
      .optional(),
    pending: z.array(PromptSchema),
    outcome: OutcomeSchema.optional(),
    game: z.unknown(),
  });
  return GameStateEnvelopeSchema;
}

let envelope: ReturnType<typeof buildEnvelopeSchema> | undefined;

/**
 * zod schema of a saved state's envelope, checked strictly before anything reads it: the dice, the open
 * decisions, the outcome and a command halted for physical dice. The ruleset's `game` is checked by the
 * ruleset's `schemas.state`.
 */
export function gameStateEnvelopeSchema(): ReturnType<typeof buildEnvelopeSchema> {
  envelope ??= buildEnvelopeSchema();
  return envelope;
}

/** The first few zod issues as one line, with whatever they repeat of the input cut. */
export function describeIssues(error: z.ZodError): string {
  return clipEchoes(
    error.issues
      .slice(0, 5)
      .map((i) => `${i.path.length > 0 ? i.path.join('.') : '(top)'}: ${i.message}`)
      .join('; '),
  );
}

/**
 * Checks a ruleset state from outside before anything else reads it: the ruleset's `schemas.state`, then
 * that its queries can read it, then (unless `invariants` is false) its `invariants`. Throws `code` with
 * `where` (the API) and what is wrong; returns the outcome and prompts the state gives.
 */
export function checkLoadedGame(
  ruleset: AnyRuleset,
  game: unknown,
  code: SandtableErrorCode,
  where: string,
  invariants = true,
): { readonly outcome: unknown; readonly prompts: unknown } {
  const fail = failWith(code, where);
  const schema = ruleset.schemas.state;
  if (schema) {
    const parsed = schema.safeParse(game);
    if (!parsed.success) fail(`the ${ruleset.id} game state is not valid: ${describeIssues(parsed.error)}.`);
  }
  let problems: string[];
  let outcome: unknown;
  let prompts: unknown;
  try {
    problems = invariants ? ruleset.invariants(game) : [];
    outcome = ruleset.outcome(game);
    prompts = outcome ? [] : ruleset.pending(game);
  } catch (error) {
    return fail(
      `the ${ruleset.id} rules cannot read this game state (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  if (problems.length > 0) {
    fail(`the ${ruleset.id} game state breaks its invariants: ${problems.slice(0, 5).join('; ')}.`);
  }
  return { outcome, prompts };
}

/**
 * Checks a loaded state beyond its envelope's shape: its game ({@link checkLoadedGame}), the dice, the
 * command halted for physical dice against the command schema, and that the saved prompts and outcome are
 * the ones the game gives. Throws `code` with `where` (the API) and what is wrong.
 */
export function checkLoadedState(
  ruleset: AnyRuleset,
  state: GameState,
  code: SandtableErrorCode,
  where: string,
): void {
  const fail = failWith(code, where);
  const { outcome, prompts } = checkLoadedGame(ruleset, state.game, code, where);
  const { awaitingDice, dice } = state;
  if (dice.kind === 'scripted' && dice.next > dice.values.length) {
    fail(`the scripted dice are at roll ${dice.next} of ${dice.values.length}.`);
  }
  if (awaitingDice) {
    if (dice.kind !== 'manual')
      fail('a command waits for physical dice, but the game does not use manual dice.');
    const command = ruleset.schemas.command.safeParse(awaitingDice.command);
    if (!command.success) {
      fail(
        `the command waiting for physical dice is not a ${ruleset.id} command: ${describeIssues(command.error)}.`,
      );
    }
  }
  if (canonicalJson(state.outcome ?? null) !== canonicalJson(outcome ?? null)) {
    fail(
      `the saved outcome (${canonicalJson(state.outcome ?? null)}) is not the one the game state gives (${canonicalJson(outcome ?? null)}).`,
    );
  }
  if (awaitingDice) {
    const [roll, ...others] = state.pending;
    if (others.length > 0 || roll?.kind !== 'roll' || roll.player !== awaitingDice.player) {
      fail(`while dice are awaited the only open decision is ${awaitingDice.player}'s roll.`);
    }
  } else if (canonicalJson(state.pending) !== canonicalJson(prompts)) {
    fail('the saved open decisions (pending) are not the ones the game state gives.');
  }
}

function failWith(code: SandtableErrorCode, where: string): (message: string) => never {
  return (message) => {
    throw new SandtableError(code, clipEchoes(`${where}: ${message}`));
  };
}
