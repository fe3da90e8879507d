import * as z from 'zod';
import { clip, clipEchoes } from './clip.js';
import type { ProvideDiceCommand } from './command-validation.js';
import { deepFreeze } from './deep-freeze.js';
import { DICE_SCHEME, type DiceSource, manual, scripted, seeded } from './dice-source.js';
import { applyCommand, type CommandResult, createGame } from './engine.js';
import { SandtableError } from './errors.js';
import type { GameEvent } from './events.js';
import { checkLoadedState, describeIssues, gameStateEnvelopeSchema } from './load-state.js';
import { jsonDepthExceeds, STATE_LIMITS } from './plain-data.js';
import { registerRuleset, rulesetById } from './registry.js';
import type { AnyRuleset, Ruleset } from './ruleset.js';
import type { CommandBase, EventBase, GameState, Prompt } from './types.js';

/** Current version of the record and save formats. */
export const FORMAT_VERSION = 1;

/** How a record's dice were produced: the seed's generator, physical dice (faces are in the commands), or a script. */
export type RecordedDice = 'seeded' | 'manual' | { readonly scripted: readonly number[] };

/** Everything needed to play a game again exactly: who, what setup, which seed, which commands. */
export interface GameRecord<C = unknown, Setup = unknown> {
  readonly format: typeof FORMAT_VERSION;
  readonly ruleset: string;
  readonly rulesetVersion: string;
  readonly setup: Setup;
  readonly seed: number | string;
  readonly dice: RecordedDice;
  /**
   * How the seed becomes dice ({@link DICE_SCHEME}). Records made by sandtable 0.1.x have none: their manual
   * and scripted games still replay, their seeded games are refused (replay them with sandtable 0.1.0).
   */
  readonly diceScheme: typeof DICE_SCHEME;
  /** Every accepted command, in order (provide-dice included). */
  readonly commands: readonly (C | ProvideDiceCommand)[];
}

/** zod schema of a saved {@link GameRecord} (the setup and commands are checked by the ruleset on replay). */
export const GameRecordSchema = z.strictObject({
  format: z.literal(FORMAT_VERSION),
  ruleset: z.string().min(1),
  rulesetVersion: z.string().min(1),
  setup: z.unknown(),
  seed: z.union([z.number().int(), z.string()]),
  dice: z.union([
    z.literal('seeded'),
    z.literal('manual'),
    z.strictObject({ scripted: z.array(z.number().int()) }),
  ]),
  diceScheme: z.string().optional(),
  commands: z.array(z.unknown()),
});

/** The dice source a record describes. */
export function diceSourceOf(record: Pick<GameRecord, 'dice' | 'seed'>): DiceSource {
  if (record.dice === 'seeded') return seeded(record.seed);
  if (record.dice === 'manual') return manual;
  return scripted(record.dice.scripted);
}

/** What {@link replay} returns: the final state and every event, in order. */
export interface ReplayResult<S, C, E, CIn = C, P extends Prompt = Prompt, V = S> {
  readonly state: GameState<S, C, E, CIn, P, V>;
  readonly events: GameEvent<E>[];
}

/**
 * Plays a record again from its setup; the same record always gives the same states and events.
 * Throws `invalid-record` (naming the command) if a command is rejected, `ruleset-mismatch` for another game.
 */
export function replay<
  S,
  C extends CommandBase,
  E extends EventBase,
  Setup,
  CIn,
  SetupIn,
  P extends Prompt = Prompt,
  V = S,
>(record: GameRecord, ruleset: Ruleset<S, C, E, Setup, CIn, SetupIn, P, V>): ReplayResult<S, C, E, CIn, P, V>;
/** Plays a record again with the ruleset registered under its id. */
export function replay(record: GameRecord): ReplayResult<unknown, unknown, unknown>;
export function replay(record: GameRecord, ruleset?: AnyRuleset): ReplayResult<unknown, unknown, unknown> {
  const parsed = parseRecordValue(record);
  const rules = ruleset ?? rulesetById(parsed.ruleset);
  checkRuleset(rules, parsed.ruleset, parsed.rulesetVersion, 'record');
  let state: GameState = createGame(rules, parsed.setup, { seed: parsed.seed, dice: diceSourceOf(parsed) });
  const events: GameEvent<unknown>[] = [];
  parsed.commands.forEach((command, index) => {
    const result: CommandResult<unknown, unknown, unknown> = applyCommand(state, command);
    if (!result.ok) {
      throw new SandtableError(
        'invalid-record',
        `replay: command ${index} (${describeCommand(command)}) was rejected: ${result.error.message}`,
        { index, error: result.error },
      );
    }
    state = result.state;
    for (const e of result.events) events.push(e);
  });
  return { state, events };
}

/** A record as JSON text. */
export function serializeRecord(record: GameRecord): string {
  return JSON.stringify(record);
}

/** Reads a record from JSON text, checking its format; throws `invalid-record` with a readable reason. */
export function parseRecord(text: string): GameRecord {
  return parseRecordValue(parseJson(text, 'invalid-record', 'a game record'));
}

/** JSON text as a value, refusing text nested deeper than any save or record (before anything recurses). */
function parseJson(text: string, code: 'invalid-record' | 'invalid-save', what: string): unknown {
  if (typeof text !== 'string') {
    throw new SandtableError(
      code,
      `Expected ${what} as JSON text; got ${text === null ? 'null' : typeof text}.`,
    );
  }
  if (jsonDepthExceeds(text, STATE_LIMITS.maxDepth)) {
    throw new SandtableError(
      code,
      `This is not ${what}: its JSON is nested more than ${STATE_LIMITS.maxDepth} levels deep.`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new SandtableError(
      code,
      `This is not ${what}: the JSON does not parse (${clipEchoes(String(error))}).`,
    );
  }
}

function parseRecordValue(value: unknown): GameRecord {
  const parsed = GameRecordSchema.safeParse(value);
  if (!parsed.success) {
    const formatIssue = parsed.error.issues.find((i) => i.path[0] === 'format');
    const message = formatIssue
      ? `This record has format ${clip(String(JSON.stringify((value as { format?: unknown })?.format)))}; this version of sandtable reads format ${FORMAT_VERSION}.`
      : clipEchoes(`This is not a valid game record: ${z.prettifyError(parsed.error)}`);
    throw new SandtableError('invalid-record', message);
  }
  checkDiceScheme(parsed.data);
  return parsed.data as GameRecord;
}

/** Refuses a seeded record whose dice this version cannot reproduce, naming the version that can. */
function checkDiceScheme(record: { dice: unknown; diceScheme?: string | undefined }): void {
  if (record.dice !== 'seeded' || record.diceScheme === DICE_SCHEME) return;
  const message =
    record.diceScheme === undefined
      ? 'This seeded record was made by sandtable 0.1.x, which turned seeds into dice differently; ' +
        'replay it with sandtable 0.1.0 (npx sandtable@0.1.0 replay <file>).'
      : `This record's dice scheme is '${record.diceScheme}'; this sandtable rolls seeded dice with '${DICE_SCHEME}' only.`;
  throw new SandtableError('invalid-record', message);
}

let saveSchema: z.ZodType | undefined;

/** zod schema of `serialize`'s output, built on first use (see load-state.ts). */
function savedGameSchema(): z.ZodType {
  saveSchema ??= z.strictObject({
    format: z.literal('sandtable-state'),
    version: z.literal(FORMAT_VERSION),
    state: gameStateEnvelopeSchema(),
  });
  return saveSchema;
}

/** A state as versioned JSON text; `deserialize(serialize(s))` continues exactly as `s` would. */
export function serialize(state: GameState): string {
  if ((state as { viewer?: unknown }).viewer !== undefined) {
    throw new SandtableError(
      'not-a-game-state',
      'serialize: this is a player view from viewFor(); save the full state.',
    );
  }
  return JSON.stringify({ format: 'sandtable-state', version: FORMAT_VERSION, state });
}

/**
 * Loads a state saved by {@link serialize}, validated; pass the ruleset or have it registered.
 * Throws `invalid-save` for damaged text and `ruleset-mismatch` for another game or version.
 */
export function deserialize<S = unknown, C = unknown, E = unknown, CIn = C, P extends Prompt = Prompt, V = S>(
  text: string,
  ruleset?: AnyRuleset,
): GameState<S, C, E, CIn, P, V> {
  const value = parseJson(text, 'invalid-save', 'a saved game');
  const parsed = savedGameSchema().safeParse(value);
  if (!parsed.success) {
    throw new SandtableError(
      'invalid-save',
      `This is not a valid saved game: ${describeIssues(parsed.error)}.`,
    );
  }
  const { state } = value as { state: GameState<S, C, E, CIn, P, V> };
  if (ruleset) registerRuleset(ruleset);
  const rules = ruleset ?? rulesetById(state.ruleset);
  checkRuleset(rules, state.ruleset, state.rulesetVersion, 'save');
  checkLoadedState(rules, state as GameState, 'invalid-save', 'deserialize');
  return deepFreeze(state);
}

function checkRuleset(ruleset: AnyRuleset, savedId: string, savedVersion: string, what: string): void {
  const id = clip(savedId);
  const version = clip(savedVersion);
  if (ruleset.id !== savedId) {
    throw new SandtableError(
      'ruleset-mismatch',
      `This ${what} is a '${id}' game; it cannot be loaded with the '${ruleset.id}' ruleset.`,
    );
  }
  if (ruleset.version !== savedVersion) {
    throw new SandtableError(
      'ruleset-mismatch',
      `This ${what} was made with ${id} ${version}; this build has ${id} ${ruleset.version}, whose rules may differ.`,
    );
  }
}

function describeCommand(command: unknown): string {
  try {
    const c = command as { type?: unknown; player?: unknown } | null;
    return `${clip(String(c?.type))} by ${clip(String(c?.player))}`;
  } catch {
    return 'unreadable';
  }
}
