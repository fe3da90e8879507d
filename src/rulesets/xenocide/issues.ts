import {
  type Issue,
  type IssueWording,
  describePath as kitDescribePath,
  friendlyErrorMap as kitFriendlyErrorMap,
  issuesFromZod as kitIssuesFromZod,
  readWith,
} from 'sandtable/kit';
import type * as z from 'zod';

export { describeValue, placeMessage } from 'sandtable/kit';

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

/** How Xenocide words the paths and issues of army lists, unit lists and profiles (the kit's readable issues). */
const WORDING: IssueWording = {
  segments: {
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
  },
  fields: { vp: 'VP', caa: 'CAA', cad: 'CAD', aoe: 'AOE' },
  ruleInMessage: /\((XEN-[A-Z]+-\d+)/,
  suggestFields: false,
  unknownFieldsHint: (keys) =>
    keys.some((key) => TITAN_ONLY_FIELDS.has(key)) ? '; a titan profile needs "kind": "titan"' : '',
};

/** Zod error map that words every default issue for a player; messages a schema sets itself take precedence. */
export const friendlyErrorMap: z.core.$ZodErrorMap = kitFriendlyErrorMap(WORDING);

/** Turns a path such as `['companies', 0, 'units', 1, 'models', 0, 'count']` into "company 1 ('Heavy Armor') › unit 2 › model line 1 ('apc') › count". */
export function describePath(path: readonly (string | number)[], root: unknown): string {
  return kitDescribePath(path, root, WORDING);
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
  return kitIssuesFromZod(error, input, { ...context, wording: WORDING });
}

/** Parses untrusted input with a schema and friendly messages; never throws on bad input. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  context: ZodIssueContext = {},
): ParseResult<z.infer<S>> {
  return readWith(schema, input, { ...context, wording: WORDING });
}
