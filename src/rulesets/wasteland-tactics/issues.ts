/** One problem found in a profile, weapon or Battle Group, with a message a player understands. */
export interface ValidationIssue {
  /** Stable kebab-case code, e.g. `too-many-troops` or `bad-weapon-shorthand`. */
  readonly code: string;
  /** What is wrong and how to fix it, naming the rule that forbids it. */
  readonly message: string;
  /** Where in the input the problem is, e.g. `['units', 2, 'models']`. */
  readonly path: readonly (string | number)[];
  /** The catalogue ID of the rule that was broken, when one was. */
  readonly rule?: string;
}
