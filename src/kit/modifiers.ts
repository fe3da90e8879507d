import type { Dice, DieSides, PlayerId, Roll, Visibility } from 'sandtable';

/** A change to a number the rules apply (a target, a characteristic, a count), with the rule that applies it. */
export interface Modifier {
  /** The catalogue rule ID that applies it (`'XEN-HIT-04'`). */
  readonly rule: string;
  /** How much it adds (negative to subtract). */
  readonly value: number;
  /** Why, in a player's words (`'target in cover'`). */
  readonly reason: string;
}

/**
 * A modifier; `value` 0 is allowed (a rule that applied but changed nothing still decided the number).
 * @example modifier('XEN-HIT-04', -1, 'target in light cover')
 */
export function modifier(rule: string, value: number, reason: string): Modifier {
  return { rule, value, reason };
}

/** `base` plus every modifier's value. */
export function modified(base: number, modifiers: readonly Modifier[]): number {
  let total = base;
  for (const m of modifiers) total += m.value;
  return total;
}

/**
 * The distinct rule IDs among rule IDs, modifiers and lists of either, in first-seen order (what an event's
 * `rules` holds).
 * @example rulesOf('XEN-HIT-03', modifiers) // ['XEN-HIT-03', 'XEN-HIT-04']
 */
export function rulesOf(
  ...parts: readonly (string | Modifier | readonly (string | Modifier)[] | undefined)[]
): string[] {
  const out: string[] = [];
  const add = (part: string | Modifier) => {
    const id = typeof part === 'string' ? part : part.rule;
    if (!out.includes(id)) out.push(id);
  };
  for (const part of parts) {
    if (part === undefined) continue;
    if (typeof part === 'string' || !Array.isArray(part)) add(part as string | Modifier);
    else for (const p of part as readonly (string | Modifier)[]) add(p);
  }
  return out;
}

/** A roll against a target number, as {@link rollTest} takes it. */
export interface TestSpec {
  /** Why the dice are rolled (the `dice-rolled` event's `purpose`). */
  readonly purpose: string;
  /** The rule that calls for the test (`'XEN-SUP-06'`). */
  readonly rule: string;
  readonly sides: DieSides;
  /** How many dice; each is tested on its own. Default 1. */
  readonly count?: number;
  /** The unmodified target number. */
  readonly target: number;
  /** `atLeast`: a die passes on target or more; `atMost`: on target or less. */
  readonly op: 'atLeast' | 'atMost';
  /** Changes to the target, each with its rule. */
  readonly modifiers?: readonly Modifier[];
  /** The target is kept within these bounds after modifiers (`{ min: 2, max: 6 }`: a 1 always fails on a d6). */
  readonly clamp?: { readonly min?: number; readonly max?: number };
  /** Who rolls at a physical table. */
  readonly player?: PlayerId;
  readonly visibleTo?: Visibility;
}

/** What {@link rollTest} found. */
export interface TestResult {
  readonly roll: Roll;
  /** The target after modifiers and clamping. */
  readonly target: number;
  /** How many dice passed. */
  readonly successes: number;
  /** Whether at least one die passed. */
  readonly success: boolean;
  /** The rule that called for the test, then every modifier's rule: what decided it. */
  readonly rules: readonly string[];
  readonly modifiers: readonly Modifier[];
}

/**
 * Rolls dice against a target changed by modifiers; the roll's event carries the rule IDs of the test and of
 * every modifier, so the reach report sees each rule that decided it.
 * @example rollTest(ctx.dice, { purpose: 'rally', rule: 'XEN-SUP-06', sides: 6, target: 4, op: 'atLeast', modifiers })
 */
export function rollTest(dice: Dice, spec: TestSpec): TestResult {
  const modifiers = spec.modifiers ?? [];
  let target = modified(spec.target, modifiers);
  if (spec.clamp?.min !== undefined) target = Math.max(spec.clamp.min, target);
  if (spec.clamp?.max !== undefined) target = Math.min(spec.clamp.max, target);
  const rules = rulesOf(spec.rule, modifiers);
  const roll = dice.roll({
    purpose: spec.purpose,
    sides: spec.sides,
    count: spec.count ?? 1,
    target: { per: 'die', op: spec.op, value: target },
    rules,
    ...(spec.player === undefined ? {} : { player: spec.player }),
    ...(spec.visibleTo === undefined ? {} : { visibleTo: spec.visibleTo }),
  });
  const successes = roll.successes ?? 0;
  return { roll, target, successes, success: successes > 0, rules, modifiers };
}
