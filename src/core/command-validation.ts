import * as z from 'zod';
import { clip, clipEchoes, clipKey } from './clip.js';
import type { Rejection } from './errors.js';
import { toPlainData } from './plain-data.js';
import type { AnyRuleset } from './ruleset.js';
import type { GameState, Json, Prompt } from './types.js';

/** The core's own command: the faces of physical dice for the roll the game is waiting for. */
export interface ProvideDiceCommand {
  readonly type: 'provide-dice';
  readonly player: string;
  readonly dice: readonly number[];
}

const ProvideDiceSchema = z.strictObject({
  type: z.literal('provide-dice'),
  player: z.string(),
  dice: z.array(z.number().int()).max(10_000),
});

/**
 * The result of reading a command at the boundary: the parsed command and the plain-data snapshot it was
 * parsed from (what a record keeps), or a rejection.
 */
export type ParsedCommand =
  | {
      readonly ok: true;
      readonly command: { readonly type: string; readonly player: string };
      readonly snapshot: Json;
    }
  | { readonly ok: false; readonly error: Rejection };

const reject = (error: Rejection): ParsedCommand => ({
  ok: false,
  error: {
    ...error,
    message: clipEchoes(error.message),
    ...(error.path ? { path: error.path.map(clipKey) } : {}),
  },
});

/**
 * Validates an untrusted command against the state: shape, game over, manual dice, who is asked, schema.
 * The input is read once, into a frozen plain-data snapshot, and every check, the parse and the reducer see
 * only that snapshot, so a getter or Proxy cannot answer one check and then another. Never throws.
 */
export function parseCommand(ruleset: AnyRuleset, state: GameState, input: unknown): ParsedCommand {
  const read = readCommand(input);
  if (!read.ok) return reject(read.error);
  const snapshot = read.snapshot;
  const header = { type: snapshot.type, player: snapshot.player };

  const isDice = header.type === 'provide-dice';
  if (!isDice && !ruleset.commandTypes.includes(header.type)) {
    return reject({
      code: 'unknown-command',
      message: `'${clip(header.type)}' is not a ${ruleset.id} command. Known commands: ${ruleset.commandTypes.join(', ')}.`,
      path: ['type'],
    });
  }
  if (state.outcome) {
    return reject({ code: 'game-over', message: 'The game is over; no further commands are accepted.' });
  }
  if (state.awaitingDice && !isDice) {
    const { request, player } = state.awaitingDice;
    return reject({
      code: 'awaiting-dice',
      message: `The game is waiting for ${player} to roll ${request.count} d${request.sides} for '${request.purpose}'. Enter them with provide-dice first.`,
    });
  }
  if (isDice && !state.awaitingDice) {
    return reject({
      code: 'not-awaiting-dice',
      message: 'No roll is waiting for physical dice; provide-dice is not needed now.',
    });
  }
  const standing = !isDice && isStandingCommand(ruleset, state, header.type, header.player);
  const asked = standing ? undefined : checkPrompt(state.pending, header.type, header.player);
  if (asked) return reject(asked);

  const schema = isDice ? ProvideDiceSchema : ruleset.schemas.command;
  let parsed: ReturnType<typeof schema.safeParse>;
  try {
    parsed = schema.safeParse(snapshot);
  } catch {
    return reject({
      code: 'invalid-payload',
      message: `The '${clip(header.type)}' command could not be read as plain data.`,
    });
  }
  if (!parsed.success) return reject(fromZod(header.type, parsed.error));
  return { ok: true, command: parsed.data as { type: string; player: string }, snapshot };
}

type ReadCommand =
  | { readonly ok: true; readonly snapshot: { readonly type: string; readonly player: string } & Json }
  | { readonly ok: false; readonly error: Rejection };

/** Reads the input once into a plain-data snapshot with a string `type` and `player`. */
function readCommand(input: unknown): ReadCommand {
  let kind: string;
  try {
    kind = describe(input);
  } catch {
    kind = 'a value that cannot be read (a revoked Proxy?)';
  }
  if (kind !== 'object') {
    return {
      ok: false,
      error: {
        code: 'invalid-payload',
        message: `A command must be an object like { type, player, ... }; got ${kind}.`,
      },
    };
  }
  const copy = toPlainData(input);
  if (!copy.ok) {
    const where = copy.path.length > 0 ? ` at ${copy.path.map(clipKey).join('.')}` : '';
    return {
      ok: false,
      error: {
        code: 'invalid-payload',
        message: `A command must be plain data (own fields of a plain object); this one is not${where}: ${copy.reason}.`,
        path: copy.path,
      },
    };
  }
  const snapshot = copy.value as { readonly type?: unknown; readonly player?: unknown };
  if (typeof snapshot.type !== 'string' || typeof snapshot.player !== 'string') {
    return {
      ok: false,
      error: {
        code: 'invalid-payload',
        message:
          'A command needs a string `type` and a string `player` (its own fields, not inherited ones).',
        path: [typeof snapshot.type !== 'string' ? 'type' : 'player'],
      },
    };
  }
  return { ok: true, snapshot: snapshot as { readonly type: string; readonly player: string } & Json };
}

function isStandingCommand(ruleset: AnyRuleset, state: GameState, type: string, player: string): boolean {
  if (!ruleset.standingCommands) return false;
  return ruleset.standingCommands(state.game, player).includes(type);
}

function checkPrompt(pending: readonly Prompt[], type: string, player: string): Rejection | undefined {
  const mine = pending.filter((p) => p.player === player);
  if (mine.length === 0) {
    const waiting = pending.map((p) => `${p.player} (${p.kind})`).join(', ') || 'nobody';
    return {
      code: 'not-your-turn',
      message: `It is not ${clip(player)}'s decision now: the game is waiting for ${waiting}.`,
      details: { waitingFor: pending.map((p) => p.player) },
    };
  }
  if (!mine.some((p) => p.commands.includes(type))) {
    const asked = mine.map((p) => `${p.kind} (answer with ${p.commands.join(' or ')})`).join('; ');
    return {
      code: 'unexpected-command',
      message: `${clip(player)} is asked to ${asked}; '${clip(type)}' does not answer that.`,
      details: { expected: mine.flatMap((p) => p.commands) },
    };
  }
  return undefined;
}

function fromZod(type: string, error: z.ZodError): Rejection {
  const issues = error.issues.slice(0, 10).map((i) => ({
    path: i.path.map((key) => clipKey(pathKey(key))),
    message: clipEchoes(issueMessage(i)),
  }));
  const first = issues[0] ?? { path: [], message: 'invalid' };
  const where = first.path.length > 0 ? ` at ${first.path.join('.')}` : '';
  return {
    code: 'invalid-payload',
    message: `The '${clip(type)}' command is malformed${where}: ${first.message}.`,
    path: first.path,
    details: { issues },
  };
}

/** A zod issue's message with the keys it lists cut to what a message may repeat. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.slice(0, 5).map((k) => `"${clip(k)}"`);
    const more = issue.keys.length > 5 ? ` and ${issue.keys.length - 5} more` : '';
    return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${keys.join(', ')}${more}`;
  }
  return issue.message;
}

function pathKey(key: PropertyKey): string | number {
  return typeof key === 'number' ? key : String(key);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value;
}

/** Checks physical dice against the roll asked for. */
export function checkProvidedDice(
  faces: readonly number[],
  request: { count: number; sides: number; purpose: string },
): Rejection | undefined {
  if (faces.length !== request.count) {
    return {
      code: 'invalid-dice',
      message: `The roll '${request.purpose}' needs exactly ${request.count} d${request.sides}; ${faces.length} were entered.`,
      path: ['dice'],
    };
  }
  const bad = faces.findIndex((f) => f < 1 || f > request.sides);
  if (bad >= 0) {
    return {
      code: 'invalid-dice',
      message: `${faces[bad]} is not a face of a d${request.sides} (roll '${request.purpose}'): enter values from 1 to ${request.sides}.`,
      path: ['dice', bad],
    };
  }
  return undefined;
}
