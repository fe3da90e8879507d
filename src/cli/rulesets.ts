import type { CliRuleset } from './cli-ruleset.js';
import { CliError } from './io.js';
import { wastelandCli } from './wasteland-cli.js';
import { xenocideCli } from './xenocide-cli.js';

/** The rulesets the `sandtable` command knows, by id. */
export const CLI_RULESETS: Readonly<Record<string, CliRuleset>> = {
  xenocide: xenocideCli,
  'wasteland-tactics': wastelandCli,
};

/** The CLI entry of a ruleset id, or a usage error listing the known ones. */
export function cliRuleset(id: string): CliRuleset {
  const entry = Object.hasOwn(CLI_RULESETS, id) ? CLI_RULESETS[id] : undefined;
  if (!entry) {
    throw new CliError(`unknown ruleset '${id}'; choose one of ${Object.keys(CLI_RULESETS).join(', ')}.`, 2);
  }
  return entry;
}
