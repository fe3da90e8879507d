import packageJson from '../../package.json' with { type: 'json' };
import type { CliCommand } from './command.js';
import { demoCommand } from './commands/demo.js';
import { replayCommand } from './commands/replay.js';
import { schemaCommand } from './commands/schema.js';
import { simulateCommand } from './commands/simulate.js';
import { validateCommand } from './commands/validate.js';
import { CliError, type CliIo, nodeIo } from './io.js';

const COMMANDS: readonly CliCommand[] = [
  demoCommand,
  simulateCommand,
  validateCommand,
  replayCommand,
  schemaCommand,
];

const HELP = `sandtable — a deterministic rules engine for sci-fi miniatures wargames

Usage: sandtable <command> [options]

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(10)}  ${c.summary}`).join('\n')}

Options:
  -h, --help     show this help ('sandtable <command> --help' for a command's options)
  -v, --version  show the version
  --no-color     no colour even on a terminal (NO_COLOR=1 and FORCE_COLOR=1 are honoured too)

Examples:
  sandtable demo --seed 7
  sandtable demo --ruleset wasteland-tactics --scenario 4
  sandtable simulate --games 200 --workers 2
  sandtable validate my-army.json
  sandtable demo --out game.json && sandtable replay game.json
  sandtable schema army > army.schema.json
`;

/**
 * Runs the `sandtable` command with `argv` (without the node and script paths) and resolves to its exit
 * code: 0 on success, 1 when the work failed (an invalid army, a game that does not replay), 2 for a usage
 * mistake (a bad flag or value, a missing, unreadable or non-JSON file). User mistakes print one line on
 * stderr; `io` replaces the process's streams, files and environment (for tests). When the reader of
 * stdout goes away (`sandtable demo | head`) the rest of the output is dropped quietly.
 * @example process.exitCode = await main(process.argv.slice(2));
 */
export async function main(argv: readonly string[], io: Partial<CliIo> = {}): Promise<number> {
  const cli: CliIo = { ...nodeIo(), ...io };
  // `sandtable --no-color demo` works like `sandtable demo --no-color`.
  const leading = argv.findIndex((arg) => arg !== '--no-color');
  const [first, ...rest] =
    leading > 0 ? [...argv.slice(leading), ...argv.slice(0, leading)] : leading < 0 ? [] : argv;
  if (first === undefined || first === '-h' || first === '--help') {
    cli.stdout(HELP);
    return 0;
  }
  if (first === '-v' || first === '--version') {
    cli.stdout(`${packageJson.version}\n`);
    return 0;
  }
  const helpFor = first === 'help' ? rest[0] : undefined;
  const command = COMMANDS.find((c) => c.name === (helpFor ?? first));
  if (first === 'help' && helpFor === undefined) {
    cli.stdout(HELP);
    return 0;
  }
  if (!command) {
    cli.stderr(`sandtable: unknown command '${helpFor ?? first}'. Run 'sandtable --help' for the list.\n`);
    return 2;
  }
  if (helpFor !== undefined) {
    cli.stdout(command.help);
    return 0;
  }
  try {
    return await command.run(rest, cli);
  } catch (error) {
    if (error instanceof CliError) {
      cli.stderr(`sandtable ${command.name}: ${error.message}\n`);
      return error.exitCode;
    }
    throw error;
  }
}
