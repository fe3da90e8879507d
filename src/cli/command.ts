import type { CliIo } from './io.js';

/** One `sandtable` subcommand. */
export interface CliCommand {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** The full `--help` text. */
  readonly help: string;
  /** Runs the command with the arguments after its name; resolves to the exit code. */
  run(argv: readonly string[], io: CliIo): Promise<number>;
}

/** The `--ruleset` flag every command shares. */
export const RULESET_OPTION = { ruleset: { type: 'string' } } as const;
