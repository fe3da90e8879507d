import { rulesetBug } from 'sandtable/kit';
import { type Force, type ForceInput, ForceSchema } from '../schemas/force';
import { type Scenario, type ScenarioInput, ScenarioSchema } from '../schemas/scenario';

/** Reads a bundled force; throws if the bundled data is wrong (a bug in this package, not a player's mistake). */
export function bundledForce(input: ForceInput): Force {
  const parsed = ForceSchema.safeParse(input);
  if (!parsed.success)
    throw rulesetBug(`xenos-zealots bundled force '${input.name}': ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** Reads a bundled scenario; throws if the bundled data is wrong. */
export function bundledScenario(input: ScenarioInput): Scenario {
  const parsed = ScenarioSchema.safeParse(input);
  if (!parsed.success)
    throw rulesetBug(`xenos-zealots bundled scenario '${input.id}': ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
