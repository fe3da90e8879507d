import { parseCommandArgs, stringFlag } from '../args.js';
import { type CliCommand, RULESET_OPTION } from '../command.js';
import { CliError, readJsonFile } from '../io.js';
import { CLI_RULESETS, cliRuleset, DEFAULT_RULESET, RULESET_CHOICES } from '../rulesets.js';

const formats = CLI_RULESETS.filter((r) => r.listFormat !== undefined)
  .map((r, i, all) => `                 ${r.id}: ${r.listFormat}${i < all.length - 1 ? ';' : ''}`)
  .join('\n');

const HELP = `Usage: sandtable validate FILE [options]

Checks an army list (JSON) against the ruleset's army rules and bundled unit lists, and explains
each problem in a player's words. Exits with 1 when the list is not valid.

Options:
  --ruleset ID   ${RULESET_CHOICES} (default ${DEFAULT_RULESET})
${formats}
  -h, --help     show this help
`;

/** `sandtable validate`: checks an army list file. */
export const validateCommand: CliCommand = {
  name: 'validate',
  summary: 'check an army list and explain what is wrong',
  help: HELP,
  async run(argv, io) {
    const args = parseCommandArgs('validate', argv, { ...RULESET_OPTION }, 1);
    if (args.values.help) {
      io.stdout(HELP);
      return 0;
    }
    const path = args.positionals[0];
    if (path === undefined)
      throw new CliError('which file? Usage: sandtable validate FILE [--ruleset ID].', 2);
    const entry = cliRuleset(stringFlag(args, 'ruleset', DEFAULT_RULESET));
    if (!entry.validate) throw new CliError(`${entry.id} has no army-list validation yet.`, 2);
    const result = entry.validate(readJsonFile(io, path));
    if (result.ok) {
      io.stdout(`${path}: ${result.summary}\n`);
      return 0;
    }
    const count = result.problems.length;
    io.stdout(`${path}: not a valid ${entry.id} army list (${count} problem${count === 1 ? '' : 's'}):\n`);
    for (const problem of result.problems) io.stdout(`  - ${problem}\n`);
    return 1;
  },
};
