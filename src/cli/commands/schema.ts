import { parseCommandArgs, stringFlag } from '../args.js';
import { type CliCommand, RULESET_OPTION } from '../command.js';
import { CliError } from '../io.js';
import { CLI_RULESETS, cliRuleset, DEFAULT_RULESET, RULESET_CHOICES } from '../rulesets.js';

const kinds = CLI_RULESETS.map((r) => `                 ${r.id}: ${Object.keys(r.schemas).join(', ')}`).join(
  '\n',
);

const HELP = `Usage: sandtable schema [KIND] [options]

Prints the JSON Schema (draft 2020-12) of a ruleset's army lists, unit profiles or commands, for
editors and tools written in other languages.

Arguments:
  KIND           which document (default army):
${kinds}

Options:
  --ruleset ID   ${RULESET_CHOICES} (default ${DEFAULT_RULESET})
  -h, --help     show this help
`;

/** `sandtable schema`: prints a JSON Schema. */
export const schemaCommand: CliCommand = {
  name: 'schema',
  summary: 'print the JSON Schema of army lists, unit profiles or commands',
  help: HELP,
  async run(argv, io) {
    const args = parseCommandArgs('schema', argv, { ...RULESET_OPTION }, 1);
    if (args.values.help) {
      io.stdout(HELP);
      return 0;
    }
    const entry = cliRuleset(stringFlag(args, 'ruleset', DEFAULT_RULESET));
    const kind = args.positionals[0] ?? 'army';
    const make = Object.hasOwn(entry.schemas, kind) ? entry.schemas[kind] : undefined;
    if (!make) {
      throw new CliError(
        `${entry.id} has no '${kind}' schema; choose one of ${Object.keys(entry.schemas).join(', ')}.`,
        2,
      );
    }
    io.stdout(`${JSON.stringify(make(), null, 2)}\n`);
    return 0;
  },
};
