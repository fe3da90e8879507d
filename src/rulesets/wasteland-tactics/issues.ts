import type { Issue } from 'sandtable/kit';

/**
 * One problem found in a profile, weapon or Battle Group, with a message a player understands: the kit's
 * `Issue` (message, path, rule) with this ruleset's own kebab-case codes (`too-many-troops`,
 * `bad-weapon-shorthand`) and a path that is always given.
 */
export interface ValidationIssue extends Omit<Issue, 'code' | 'path' | 'details'> {
  /** Stable kebab-case code, e.g. `too-many-troops` or `bad-weapon-shorthand`. */
  readonly code: string;
  /** Where in the input the problem is, e.g. `['units', 2, 'models']`. */
  readonly path: readonly (string | number)[];
}
