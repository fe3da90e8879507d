import { type ReadResult, readWith } from 'sandtable/kit';
import { type Force, ForceSchema } from './schemas/force';
import { type Scenario, ScenarioSchema } from './schemas/scenario';
import { type UnitCard, UnitCardSchema } from './schemas/unit-card';
import { XZ_WORDING } from './wording';

/**
 * R1 / R3 / R27: reads a force from untrusted input; never throws. Each issue has a stable `code`, a `path`,
 * the `rule` that forbids it and a message that says how to fix it (with "did you mean" for unknown names).
 * @example
 * const result = validateXzForce(JSON.parse(file));
 * if (!result.ok) for (const problem of result.issues) console.log(problem.message);
 */
export function validateXzForce(input: unknown): ReadResult<Force> {
  return readWith(ForceSchema, input, { subject: 'The force', wording: XZ_WORDING });
}

/** R1: reads one unit card from untrusted input, with the same issues as {@link validateXzForce}. */
export function validateXzUnitCard(input: unknown): ReadResult<UnitCard> {
  return readWith(UnitCardSchema, input, { subject: 'The unit card', wording: XZ_WORDING });
}

/** R2 / R16: reads a scenario (table, deployment, turns, victory, terrain) from untrusted input; never throws. */
export function validateXzScenario(input: unknown): ReadResult<Scenario> {
  return readWith(ScenarioSchema, input, { subject: 'The scenario', wording: XZ_WORDING });
}
