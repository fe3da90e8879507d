import type { RulesetDescription } from 'sandtable';
import { RULESETS, rulesetDescription } from 'sandtable/sim';
import { CliError } from './io.js';

/** The rulesets the `sandtable` command knows (the registry's), the default first. */
export const CLI_RULESETS: readonly RulesetDescription[] = RULESETS;

/** The ruleset `--ruleset` takes when it is not given. */
export const DEFAULT_RULESET = (RULESETS[0] as RulesetDescription).id;

/** The ids `--ruleset` accepts, as help text (`xenocide or wasteland-tactics`). */
export const RULESET_CHOICES = RULESETS.map((r) => r.id).join(' or ');

/** The description of a ruleset id, or a usage error listing the known ones. */
export function cliRuleset(id: string): RulesetDescription {
  const entry = rulesetDescription(id);
  if (!entry) {
    throw new CliError(`unknown ruleset '${id}'; choose one of ${RULESETS.map((r) => r.id).join(', ')}.`, 2);
  }
  return entry;
}
