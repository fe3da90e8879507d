/**
 * The registry of the rulesets bundled with Sandtable: one line per ruleset. The CLI, the simulator's worker
 * threads, `npm run reach` and the build find every ruleset through it; adding a ruleset is its own folder
 * (which exports its {@link RulesetDescription}), a line here and its `package.json` export.
 */
import type { RulesetDescription } from 'sandtable';
import { rampantDescription } from 'sandtable/rampant';
import { squadPinningDescription } from 'sandtable/squad-pinning';
import { wastelandDescription } from 'sandtable/wasteland-tactics';
import { xenocideDescription } from 'sandtable/xenocide';
import { xenosZealotsDescription } from 'sandtable/xenos-zealots';

/** Every bundled ruleset's description, in the order tools list them; the first is the CLI's default. */
export const RULESETS: readonly RulesetDescription[] = [
  xenocideDescription,
  wastelandDescription,
  xenosZealotsDescription,
  squadPinningDescription,
  rampantDescription,
];

/** The description of the bundled ruleset `id`, or undefined when none has that id. */
export function rulesetDescription(id: string): RulesetDescription | undefined {
  return RULESETS.find((description) => description.id === id);
}
