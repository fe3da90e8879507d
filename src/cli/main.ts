/**
 * The `sandtable` command. For now it prints help; the CLI issue adds demo, simulate, validate, replay and schema.
 */
const HELP = `sandtable — a deterministic rules engine for sci-fi miniatures wargames

Usage: sandtable <command> [options]

Commands (coming with the first ruleset):
  demo        play a narrated bot-vs-bot battle
  simulate    play many games and report win rates
  validate    check an army list
  replay      re-run a saved game record
  schema      print JSON Schema for army lists and commands

Options:
  -h, --help     show this help
  -v, --version  show the version
`;

/** Runs the CLI with the given arguments and returns the exit code. */
export function main(
  argv: readonly string[],
  out: (text: string) => void = (t) => process.stdout.write(t),
): number {
  const [first] = argv;
  if (first === undefined || first === '-h' || first === '--help' || first === 'help') {
    out(HELP);
    return 0;
  }
  if (first === '-v' || first === '--version') {
    out(`${process.env.npm_package_version ?? 'sandtable'}\n`);
    return 0;
  }
  out(`sandtable: unknown command '${first}'. Run 'sandtable --help' for the list.\n`);
  return 1;
}
