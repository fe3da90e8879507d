/** A catalogue rule ID as this ruleset writes them in messages (`WT-SHOOT-09`). */
const RULE_ID = /\bWT-[A-Z]+-\d+\b/g;

/**
 * The catalogue rule IDs a message names, in order and without repeats: reasons and causes already say which
 * rule applied (`'its transport was destroyed (WT-SUR-55)'`), so their events name the same rules.
 */
export function rulesNamedIn(text: string): string[] {
  return [...new Set(text.match(RULE_ID) ?? [])];
}

/** `{ rules }` for an event when there are any, else nothing (so events without rules keep their shape). */
export function withRules(rules: readonly string[]): { readonly rules?: readonly string[] } {
  return rules.length > 0 ? { rules } : {};
}
