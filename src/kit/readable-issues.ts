import type * as z from 'zod';
import type { Issue } from './issues.js';

/**
 * Readable issues for untrusted input (army lists, force files, profiles): zod's issues worded for a player,
 * placed by name ("Battle Group 1 ('Rust Horde') › unit 3 ('raiders') › models"), with the rule they break and,
 * for a mistyped field or id, the closest right one ("did you mean 'units'?"). Every ruleset's list validation
 * is written on it; a ruleset passes its own labels for the path segments.
 */

/** One problem in a player's input: an {@link Issue} that always says where it is. */
export type PlacedIssue = Issue & { readonly path: readonly (string | number)[] };

/** A parse of untrusted input: the typed value, or the issues that stop it. */
export type ReadResult<T> = { ok: true; value: T } | { ok: false; issues: PlacedIssue[] };

/** How a path segment reads: items of `units` are "unit 2 ('Name')" with the name read from the item's `name`. */
export interface SegmentLabel {
  readonly noun: string;
  /** The item field that names it in the message, when it is short text. */
  readonly name?: string;
}

/** How a ruleset words the paths and issues of its inputs. */
export interface IssueWording {
  /** Labels for the items of each list field (`companies` → company, named by `name`). */
  readonly segments?: Readonly<Record<string, SegmentLabel>>;
  /** Words for field names (`vp` → `VP`); others are split at capitals (`gameSize` → `game size`). */
  readonly fields?: Readonly<Record<string, string>>;
  /** Finds the catalogue rule ID in a schema's own message (`/\((XEN-[A-Z]+-\d+)/`). */
  readonly ruleInMessage?: RegExp;
  /** Suggest the closest known field for an unknown one ("did you mean 'units' for 'unts'?"); default true. */
  readonly suggestFields?: boolean;
  /** A hint appended to an unknown-fields message (e.g. that titan fields need `"kind": "titan"`). */
  readonly unknownFieldsHint?: (keys: readonly string[]) => string;
}

/** Edit distance between two short strings (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The candidate closest to a mistyped id or field, if one is close enough to be a likely typo (case is ignored
 * in the comparison); ties go to the first in order.
 * @example closestMatch('unts', ['name', 'units']) // 'units'
 */
export function closestMatch(typed: string, candidates: readonly string[]): string | undefined {
  const limit = Math.max(2, Math.floor(typed.length / 3));
  let best: { id: string; distance: number } | undefined;
  for (const id of candidates) {
    const distance = editDistance(typed.slice(0, 80).toLowerCase(), id.toLowerCase());
    if (distance <= limit && (best === undefined || distance < best.distance)) best = { id, distance };
  }
  return best?.id;
}

const EXPECTED_WORDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
};

/** Describes an input value in a few words for a message. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : String(value);
  if (typeof value === 'string')
    return value.length > 30 ? `the text "${value.slice(0, 27)}..."` : `the text "${value}"`;
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return typeof value === 'bigint' ? 'a big integer' : String(typeof value);
}

const quoted = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

/** A zod error map that words every default issue for a player; messages a schema sets itself take precedence. */
export function friendlyErrorMap(wording: IssueWording = {}): z.core.$ZodErrorMap {
  return (issue) => {
    switch (issue.code) {
      case 'invalid_type': {
        const expected = EXPECTED_WORDS[issue.expected] ?? issue.expected;
        return issue.input === undefined
          ? `is missing; it must be ${expected}`
          : `must be ${expected}, not ${describeValue(issue.input)}`;
      }
      case 'too_small': {
        const min = Number(issue.minimum);
        if (issue.origin === 'array' || issue.origin === 'set')
          return `needs at least ${min} item${min === 1 ? '' : 's'}`;
        if (issue.origin === 'string')
          return min <= 1 ? 'must not be empty' : `must be at least ${min} characters long`;
        return `must be ${issue.inclusive ? 'at least' : 'more than'} ${min}, not ${describeValue(issue.input)}`;
      }
      case 'too_big': {
        const max = Number(issue.maximum);
        if (issue.origin === 'array' || issue.origin === 'set') {
          const length = Array.isArray(issue.input) ? `has ${issue.input.length} items; ` : '';
          return `${length}at most ${max} are allowed`;
        }
        if (issue.origin === 'string') return `is longer than ${max} characters`;
        return `must be ${issue.inclusive ? 'at most' : 'less than'} ${max}, not ${describeValue(issue.input)}`;
      }
      case 'unrecognized_keys': {
        const keys = issue.keys.map(quoted).join(', ');
        const hint = wording.unknownFieldsHint?.(issue.keys) ?? '';
        return `has unknown field${issue.keys.length === 1 ? '' : 's'} ${keys}; check the spelling (field names are case-sensitive)${hint}`;
      }
      case 'invalid_value':
        return issue.values.length === 1
          ? `must be ${quoted(issue.values[0])}`
          : `must be one of ${issue.values.map(quoted).join(', ')}`;
      case 'invalid_union':
        return 'does not match any allowed form';
      case 'invalid_key':
        return "is not a valid id; ids are kebab-case (lowercase letters, digits and single hyphens), e.g. 'heavy-tank'";
      case 'not_multiple_of':
        return `must be a multiple of ${String(issue.divisor)}`;
      case 'invalid_format':
        return 'has the wrong format';
      default:
        return 'is not valid';
    }
  };
}

const ZOD_CODES: Record<string, string> = {
  invalid_type: 'wrong-type',
  too_small: 'too-small',
  too_big: 'too-big',
  unrecognized_keys: 'unknown-field',
  invalid_value: 'invalid-value',
  invalid_union: 'invalid-value',
  invalid_key: 'invalid-id',
  not_multiple_of: 'invalid-value',
  invalid_format: 'invalid-format',
};

const hasOwn = (value: unknown, key: string | number): value is Record<string | number, unknown> =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, key);

/**
 * Turns a path such as `['companies', 0, 'units', 1, 'count']` into "company 1 ('Heavy Armor') › unit 2 ›
 * count", reading item names from `root` and nouns from the wording's segment labels.
 */
export function describePath(
  path: readonly (string | number)[],
  root: unknown,
  wording: IssueWording = {},
): string {
  const segments = wording.segments ?? {};
  const parts: string[] = [];
  let value: unknown = root;
  let parent: string | number | undefined;
  for (const [position, segment] of path.entries()) {
    value = hasOwn(value, segment) ? value[segment] : undefined;
    const label =
      typeof parent === 'string' && Object.hasOwn(segments, parent) ? segments[parent] : undefined;
    if (parent === 'profiles') {
      parts.push(`profile '${String(segment)}'`);
    } else if (typeof segment === 'number') {
      const noun = label?.noun ?? 'item';
      const name = label?.name && hasOwn(value, label.name) ? value[label.name] : undefined;
      const power = parent === 'lines' && hasOwn(value, 'power') ? value.power : undefined;
      const suffix =
        typeof name === 'string' && name.length <= 40
          ? ` ('${name}')`
          : typeof power === 'number'
            ? ` (Power ${power})`
            : '';
      parts.push(`${noun} ${segment + 1}${suffix}`);
    } else if (
      !(Object.hasOwn(segments, segment) || segment === 'profiles') ||
      position === path.length - 1
    ) {
      const word =
        wording.fields && Object.hasOwn(wording.fields, segment) ? wording.fields[segment] : undefined;
      parts.push(word ?? segment.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`));
    }
    parent = segment;
  }
  return parts.join(' › ');
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Joins where a problem is and what it is into one sentence; `subject` names the whole input when the problem is at its root. */
export function placeMessage(where: string, what: string, subject = 'The input'): string {
  return where === '' ? `${subject} ${what}` : `${capitalize(where)}: ${what}`;
}

/** Where the parsed value sits and how to word it, for {@link issuesFromZod} and {@link readWith}. */
export interface ZodIssueContext {
  /** Path of the parsed value inside the whole input. */
  readonly path?: readonly (string | number)[];
  /** Words naming the parsed value, put before its own path, e.g. "unit list 2". */
  readonly label?: string;
  /** Names the parsed value in a sentence about the whole of it, e.g. "The army list" (default "The input"). */
  readonly subject?: string;
  /** The ruleset's wording of paths and issues. */
  readonly wording?: IssueWording;
}

/** The fields an object schema at `path` of `schema` takes (through optional, default, array and pipe), or []. */
export function fieldsAt(schema: z.ZodType, path: readonly (string | number)[]): string[] {
  let at: unknown = schema;
  const def = (s: unknown) => (s as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  const unwrap = () => {
    for (let i = 0; i < 20; i++) {
      const d = def(at);
      if (!d) return;
      if (d.innerType) at = d.innerType;
      else if (d.type === 'pipe') at = d.in;
      else return;
    }
  };
  for (const segment of path) {
    unwrap();
    const d = def(at);
    if (!d) return [];
    if (typeof segment === 'number' && d.type === 'array') at = d.element;
    else if (typeof segment === 'string' && d.type === 'object' && hasOwn(d.shape, segment))
      at = d.shape[segment];
    else return [];
  }
  unwrap();
  const shape = def(at)?.shape;
  return typeof shape === 'object' && shape !== null ? Object.keys(shape) : [];
}

/**
 * Converts zod issues into {@link PlacedIssue}s whose messages name the place in the input; with `schema`, an
 * unknown field gets the closest known one ("did you mean 'units'?").
 */
export function issuesFromZod(
  error: z.ZodError,
  input: unknown,
  context: ZodIssueContext = {},
  schema?: z.ZodType,
): PlacedIssue[] {
  const wording = context.wording ?? {};
  return error.issues.map((issue) => {
    const local = issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key));
    const params =
      issue.code === 'custom' ? (issue.params as Record<string, unknown> | undefined) : undefined;
    const rule =
      typeof params?.rule === 'string'
        ? params.rule
        : wording.ruleInMessage
          ? wording.ruleInMessage.exec(issue.message)?.[1]
          : undefined;
    const localWhere = describePath(local, input, wording);
    const where = localWhere === '' ? '' : [context.label, localWhere].filter(Boolean).join(' › ');
    const subject = context.subject ?? (context.label ? capitalize(context.label) : undefined);
    let message = issue.message;
    if (issue.code === 'unrecognized_keys' && schema && wording.suggestFields !== false) {
      const known = fieldsAt(schema, local);
      const guesses = issue.keys
        .map((key) => [key, closestMatch(key, known)] as const)
        .filter((pair): pair is readonly [string, string] => pair[1] !== undefined);
      if (guesses.length > 0)
        message +=
          issue.keys.length === 1
            ? `; did you mean '${guesses[0]?.[1]}'?`
            : `; did you mean ${guesses.map(([key, guess]) => `'${guess}' for '${key}'`).join(', ')}?`;
    }
    return {
      code: typeof params?.code === 'string' ? params.code : (ZOD_CODES[issue.code] ?? 'invalid-value'),
      message: placeMessage(where, message, subject),
      path: [...(context.path ?? []), ...local],
      ...(rule ? { rule } : {}),
    };
  });
}

/** Parses untrusted input with a schema and a player's words; never throws on bad input. */
export function readWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  context: ZodIssueContext = {},
): ReadResult<z.infer<S>> {
  let result: z.ZodSafeParseResult<z.infer<S>>;
  try {
    result = schema.safeParse(input, { error: friendlyErrorMap(context.wording) }) as z.ZodSafeParseResult<
      z.infer<S>
    >;
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    return {
      ok: false,
      issues: [
        {
          code: 'unreadable-input',
          message: placeMessage('', `could not be read (${reason}); pass plain JSON data`, context.subject),
          path: [...(context.path ?? [])],
        },
      ],
    };
  }
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, issues: issuesFromZod(result.error, input, context, schema) };
}
