import { type ReadResult, readWith } from 'sandtable/kit';
import { DEFAULT_PROFILES } from './data/tables';
import { ProfileSchema } from './params';
import { type Force, ForceSchema } from './schemas/force';
import { type Scenario, ScenarioSchema } from './schemas/scenario';

/**
 * SQ-DEF-29: reads a force from untrusted input; never throws. Each issue has a stable `code`, a `path`, the
 * rule that forbids it and a message that says how to fix it: unknown profiles and forces over the default
 * points limit (400) are refused.
 * @example const result = validateSqForce(JSON.parse(file)); if (!result.ok) console.log(result.issues[0]?.message);
 */
export function validateSqForce(input: unknown, pointsLimit = 400): ReadResult<Force> {
  const read = readWith(ForceSchema, input, { subject: 'The force' });
  if (!read.ok)
    return { ok: false, issues: read.issues.map((i) => (i.rule ? i : { ...i, rule: 'SQ-DEF-29' })) };
  const issues: { code: string; message: string; path: (string | number)[]; rule: string }[] = [];
  let points = 0;
  read.value.units.forEach((u, i) => {
    const profile = DEFAULT_PROFILES[u.profile];
    if (!profile) {
      issues.push({
        code: 'unknown-profile',
        path: ['units', i, 'profile'],
        rule: 'SQ-DEF-29',
        message: `units[${i}].profile: '${u.profile}' is not a unit profile; use one of ${Object.keys(DEFAULT_PROFILES).join(', ')} (SQ-DEF-29)`,
      });
      return;
    }
    points += ProfileSchema.parse(profile).points;
  });
  if (points > pointsLimit)
    issues.push({
      code: 'over-points',
      path: ['units'],
      rule: 'SQ-DEF-29',
      message: `The force costs ${points} points, over the ${pointsLimit}-point limit; drop a unit (SQ-DEF-29)`,
    });
  return issues.length ? { ok: false, issues } : read;
}

/** SQ-DEF-02 / SQ-DEF-28: reads a scenario (terrain, objectives, victory) from untrusted input; never throws. */
export function validateSqScenario(input: unknown): ReadResult<Scenario> {
  const read = readWith(ScenarioSchema, input, { subject: 'The scenario' });
  if (read.ok) return read;
  return { ok: false, issues: read.issues.map((i) => (i.rule ? i : { ...i, rule: 'SQ-DEF-02' })) };
}
