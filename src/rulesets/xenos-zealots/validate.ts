import { type PlacedIssue, type ReadResult, readWith } from 'sandtable/kit';
import { type Force, ForceSchema } from './schemas/force';
import { type Scenario, ScenarioSchema } from './schemas/scenario';
import { type UnitCard, UnitCardSchema } from './schemas/unit-card';
import { XZ_WORDING } from './wording';

/**
 * The rule that governs a place in a force or unit card, for an issue whose schema cites none (a missing field,
 * a wrong type): the weapon record (XZ-WPN-10), the models (XZ-UNIT-01), attachments (R27), off-table assets
 * (R3), else the unit card (R1).
 */
function forceRule(path: readonly (string | number)[]): string {
  const has = (key: string) => path.includes(key);
  if (has('weapons') || has('weapon') || has('defaultAssaultWeapon')) return 'XZ-WPN-10';
  if (has('models')) return 'XZ-UNIT-01';
  if (has('attachments')) return 'R27';
  if (has('offTableAssets') && !has('unit')) return 'R3';
  return 'R1';
}

/** The rule that governs a place in a scenario: the agreed terrain (R16), else the scenario data (R2). */
function scenarioRule(path: readonly (string | number)[]): string {
  return path[0] === 'terrain' || path[0] === 'impassableOverrides' ? 'R16' : 'R2';
}

/** Fills in the governing rule of the issues that cite none, so every issue names a rule. */
function withRules<T>(
  result: ReadResult<T>,
  ruleAt: (path: readonly (string | number)[]) => string,
): ReadResult<T> {
  if (result.ok) return result;
  const issues: PlacedIssue[] = result.issues.map((issue) =>
    issue.rule === undefined ? { ...issue, rule: ruleAt(issue.path) } : issue,
  );
  return { ok: false, issues };
}

/**
 * R1 / R3 / R27: reads a force from untrusted input; never throws. Each issue has a stable `code`, a `path`,
 * the `rule` that forbids it and a message that says how to fix it (with "did you mean" for unknown names).
 * @example
 * const result = validateXzForce(JSON.parse(file));
 * if (!result.ok) for (const problem of result.issues) console.log(problem.message);
 */
export function validateXzForce(input: unknown): ReadResult<Force> {
  return withRules(readWith(ForceSchema, input, { subject: 'The force', wording: XZ_WORDING }), forceRule);
}

/** R1: reads one unit card from untrusted input, with the same issues as {@link validateXzForce}. */
export function validateXzUnitCard(input: unknown): ReadResult<UnitCard> {
  return withRules(
    readWith(UnitCardSchema, input, { subject: 'The unit card', wording: XZ_WORDING }),
    forceRule,
  );
}

/** R2 / R16: reads a scenario (table, deployment, turns, victory, terrain) from untrusted input; never throws. */
export function validateXzScenario(input: unknown): ReadResult<Scenario> {
  return withRules(
    readWith(ScenarioSchema, input, { subject: 'The scenario', wording: XZ_WORDING }),
    scenarioRule,
  );
}
