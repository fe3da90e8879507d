import type { PlayerId } from 'sandtable';
import { type Modifier, modified, rulesOf } from 'sandtable/kit';
import type { WastelandContext } from '../../events';

/** The result of a D10 test: the face rolled (null when none was needed), the roll needed, and the verdict. */
export interface TestResult {
  /** The natural face, 1-10 (WT-DICE-03: a 0 counts as 10); null when the result was automatic. */
  readonly die: number | null;
  /** Target number minus modifiers (R4). */
  readonly needed: number;
  readonly passed: boolean;
  /** The catalogue rule IDs that called for the roll and changed it (what its `test-rolled` event names), when given. */
  readonly rules?: readonly string[];
}

/** What {@link rollTest} rolls. */
export interface TestSpec {
  readonly purpose: string;
  /** The characteristic or hit value (6 for 6+). */
  readonly target: number;
  /** Sum of modifiers added to the die (WT-DICE-04). */
  readonly modifier: number;
  /** Modifiers with their rules, added to `modifier` (their rules join `rules`). */
  readonly modifiers?: readonly Modifier[];
  /** The catalogue rule IDs that call for the roll; the die's event carries them and the modifiers' rules. */
  readonly rules?: readonly string[];
  readonly player?: PlayerId;
  /** R4: roll even when the result is automatic (Critical, Unstable, Cast and nullify rolls). */
  readonly alwaysRoll?: boolean;
  /**
   * A Will or Life roll: the derived modifier summary (WT-SUM-03/04) its modifiers are listed in, named when
   * any applies.
   */
  readonly summary?: string;
}

/**
 * WT-DICE-01/04/05/06 / R4: one D10 test. Needed = target − modifiers; 1 or less passes and 11 or more
 * fails without a die unless `alwaysRoll`.
 */
export function rollTest(ctx: WastelandContext, spec: TestSpec): TestResult {
  const total = modified(spec.modifier, spec.modifiers ?? []);
  const needed = spec.target - total;
  // A test that names no rule (a bare call) stays untagged; otherwise WT-DICE-01 and WT-DICE-04 join its rules.
  const rules =
    spec.rules === undefined && spec.modifiers === undefined
      ? []
      : rulesOf(
          spec.rules ?? [],
          'WT-DICE-01',
          spec.modifiers ?? [],
          total !== 0 ? 'WT-DICE-04' : undefined,
          spec.summary !== undefined && (spec.modifier !== 0 || (spec.modifiers ?? []).length > 0)
            ? spec.summary
            : undefined,
          // WT-UNIT-01: a Will or Life roll (the rolls with a summary) needs the model's characteristic.
          spec.summary !== undefined ? 'WT-UNIT-01' : undefined,
        );
  const named = (...extra: string[]) => (rules.length > 0 ? { rules: rulesOf(rules, extra) } : {});
  if (!spec.alwaysRoll && needed <= 1) return { die: null, needed, passed: true, ...named('WT-DICE-05') };
  if (!spec.alwaysRoll && needed >= 11) return { die: null, needed, passed: false, ...named('WT-DICE-06') };
  const die = rollD10(ctx, spec.purpose, rules, spec.player);
  // WT-DICE-03: the face marked 0 is the 10 rolled here.
  return {
    die,
    needed,
    passed: needed <= 1 ? true : needed >= 11 ? false : die >= needed,
    ...(die === 10 ? named('WT-DICE-03') : named()),
  };
}

/** WT-DICE-07 / R3: a D10 face halved and rounded up: 1,2→1; 3,4→2; … 9,10→5. */
export function d5FromD10(face: number): number {
  return Math.ceil(face / 2);
}

/** WT-DICE-07 / R3: rolls a D5 as a D10 halved, rounded up (so a table rolls the D10 it owns). */
export function rollD5(
  ctx: WastelandContext,
  purpose: string,
  player?: PlayerId,
  rules: readonly string[] = [],
): number {
  return d5FromD10(rollD10(ctx, purpose, rules.length > 0 ? rulesOf(rules, 'WT-DICE-07') : [], player));
}

/**
 * WT-DICE-01/09: rolls one D10 for `purpose`; its `dice-rolled` event names `rules`, the catalogue rules that
 * call for the roll (the same die as `ctx.dice.d10`, which it is when no rule is named).
 */
export function rollD10(
  ctx: WastelandContext,
  purpose: string,
  rules: readonly string[],
  player?: PlayerId,
): number {
  if (rules.length === 0) return ctx.dice.d10(purpose, player);
  const named = rules.some((r) => UNTYPED_DIE_RULES.has(r)) ? rulesOf(rules, 'WT-DICE-09') : rules;
  return ctx.dice.roll(
    player === undefined
      ? { purpose, sides: 10, rules: named }
      : { purpose, sides: 10, player, rules: named },
  ).total;
}

/** WT-DICE-09 / R2: the rules whose book text says only "roll a die" (R2's list), which is a D10. */
const UNTYPED_DIE_RULES: ReadonlySet<string> = new Set([
  'WT-MIS-01',
  'WT-INIT-01',
  'WT-SUR-10',
  'WT-SUR-33',
  'WT-SUR-68',
  'WT-TERR-05',
  'WT-COND-01',
  'WT-ADV-01',
  'WT-ADV-08',
  'WT-ADV-12',
]);
