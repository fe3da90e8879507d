import type { Issue } from 'sandtable/kit';
import type * as z from 'zod';

/**
 * One problem found in an army list or unit list: the kit's `Issue` (a stable kebab-case `code` such as
 * `company-over-40-percent`, a message a player understands, the catalogue `rule` broken when one was) that
 * always says where in the input it is (`path`, e.g. `['companies', 1, 'units', 0]`).
 */
export type ValidationIssue = Issue & { readonly path: readonly (string | number)[] };

/** A parse of untrusted input: the typed value, or the issues that stop it. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

const TITAN_ONLY_FIELDS = new Set([
  'core',
  'boost',
  'boostLimit',
  'deflectorLayers',
  'flickerShield',
  'systems',
  'options',
]);

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

/** Zod error map that words every default issue for a player; messages a schema sets itself take precedence. */
export const friendlyErrorMap: z.core.$ZodErrorMap = (issue) => {
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
      const titanHint = issue.keys.some((key) => TITAN_ONLY_FIELDS.has(key))
        ? '; a titan profile needs "kind": "titan"'
        : '';
      return `has unknown field${issue.keys.length === 1 ? '' : 's'} ${keys}; check the spelling (field names are case-sensitive)${titanHint}`;
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

const SEGMENT_LABELS: Record<string, { noun: string; name?: string }> = {
  companies: { noun: 'company', name: 'name' },
  units: { noun: 'unit', name: 'name' },
  models: { noun: 'model line', name: 'profile' },
  weapons: { noun: 'weapon', name: 'name' },
  lines: { noun: 'power line' },
  systems: { noun: 'system', name: 'name' },
  options: { noun: 'option', name: 'id' },
  titanOptions: { noun: 'titan option' },
  types: { noun: 'type' },
  unitLists: { noun: 'unit list', name: 'faction' },
};

const FIELD_WORDS: Record<string, string> = { vp: 'VP', caa: 'CAA', cad: 'CAD', aoe: 'AOE' };

/** Turns a path such as `['companies', 0, 'units', 1, 'models', 0, 'count']` into "company 1 ('Heavy Armor') › unit 2 › model line 1 ('apc') › count". */
export function describePath(path: readonly (string | number)[], root: unknown): string {
  const parts: string[] = [];
  let value: unknown = root;
  let parent: string | number | undefined;
  for (const [position, segment] of path.entries()) {
    value = hasOwn(value, segment) ? value[segment] : undefined;
    const label = typeof parent === 'string' ? SEGMENT_LABELS[parent] : undefined;
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
    } else if (!(segment in SEGMENT_LABELS || segment === 'profiles') || position === path.length - 1) {
      parts.push(FIELD_WORDS[segment] ?? segment.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`));
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

/** Options for {@link issuesFromZod}. */
export interface ZodIssueContext {
  /** Path of the parsed value inside the whole input. */
  readonly path?: readonly (string | number)[];
  /** Words naming the parsed value, put before its own path, e.g. "unit list 2". */
  readonly label?: string;
  /** Names the parsed value in a sentence about the whole of it, e.g. "The army list" (default "The input"). */
  readonly subject?: string;
}

/** Converts zod issues into {@link ValidationIssue}s whose messages name the place in the input. */
export function issuesFromZod(
  error: z.ZodError,
  input: unknown,
  context: ZodIssueContext = {},
): ValidationIssue[] {
  return error.issues.map((issue) => {
    const local = issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key));
    const params =
      issue.code === 'custom' ? (issue.params as Record<string, unknown> | undefined) : undefined;
    const rule =
      typeof params?.rule === 'string' ? params.rule : /\((XEN-[A-Z]+-\d+)/.exec(issue.message)?.[1];
    const localWhere = describePath(local, input);
    const where = localWhere === '' ? '' : [context.label, localWhere].filter(Boolean).join(' › ');
    const subject = context.subject ?? (context.label ? capitalize(context.label) : undefined);
    return {
      code: typeof params?.code === 'string' ? params.code : (ZOD_CODES[issue.code] ?? 'invalid-value'),
      message: placeMessage(where, issue.message, subject),
      path: [...(context.path ?? []), ...local],
      ...(rule ? { rule } : {}),
    };
  });
}

/** Parses untrusted input with a schema and friendly messages; never throws on bad input. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  context: ZodIssueContext = {},
): ParseResult<z.infer<S>> {
  let result: z.ZodSafeParseResult<z.infer<S>>;
  try {
    result = schema.safeParse(input, { error: friendlyErrorMap }) as z.ZodSafeParseResult<z.infer<S>>;
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
    : { ok: false, issues: issuesFromZod(result.error, input, context) };
}
