import { type ReadResult, readWith } from 'sandtable/kit';
import { type Army, ArmySchema } from './data/armies';
import { type Scenario, ScenarioSchema } from './data/tables';
import { DEFAULT_PARAMS, type ParamsInput, ParamsSchema } from './params';
import { armyProblems } from './setup';

/**
 * RMP-DEF-19: reads an army list from untrusted input; never throws. Each issue has a stable `code`, a `path`,
 * the rule that forbids it and a message that says how to fix it: classes and options that do not exist or do not
 * go together, a Commander count other than one, too few units, and lists over the points (24 by default).
 * @example const result = validateRmpArmy(JSON.parse(file)); if (!result.ok) console.log(result.issues[0]?.message);
 */
export function validateRmpArmy(input: unknown, params?: ParamsInput): ReadResult<Army> {
  const read = readWith(ArmySchema, input, { subject: 'The army list' });
  if (!read.ok)
    return { ok: false, issues: read.issues.map((i) => (i.rule ? i : { ...i, rule: 'RMP-DEF-19' })) };
  const p = params === undefined ? DEFAULT_PARAMS : ParamsSchema.parse(params);
  const issues = armyProblems(read.value, p).map((x) => ({
    code: x.code,
    path: x.path,
    rule: /\((RMP-[A-Z]+-\d+)\)/.exec(x.message)?.[1] ?? 'RMP-DEF-19',
    message: x.message,
  }));
  return issues.length > 0 ? { ok: false, issues } : read;
}

/** RMP-DEF-02: reads a table (terrain) from untrusted input; never throws. */
export function validateRmpScenario(input: unknown): ReadResult<Scenario> {
  const read = readWith(ScenarioSchema, input, { subject: 'The table' });
  if (read.ok) return read;
  return { ok: false, issues: read.issues.map((i) => (i.rule ? i : { ...i, rule: 'RMP-DEF-02' })) };
}
