import { createGame, type RulesetDescription, SandtableError, type SetupChoices } from 'sandtable';
import { type OptionSpec, type ParsedArgs, stringFlag } from './args.js';
import { CliError } from './io.js';
import { CLI_RULESETS } from './rulesets.js';

/** Every setup option any ruleset offers, by name (`scenario`, `players`, ...), as `--<name> VALUE` flags. */
export const SETUP_OPTIONS: OptionSpec = Object.fromEntries(
  CLI_RULESETS.flatMap((r) => r.options.map((o) => [o.name, { type: 'string' as const }])),
);

/** The help lines of `--scenario` and the other setup options, per ruleset (padded like the other options). */
export function setupOptionsHelp(): string {
  const pad = ' '.repeat(20);
  const scenarios = CLI_RULESETS.map((r) => {
    const choices = r.options[0]?.choices ?? [];
    return `${pad}${r.id}: ${choices.join(', ')} (default ${choices[0]})`;
  });
  const others = CLI_RULESETS.map((r) => {
    const flags = r.options
      .slice(1)
      .map((o) => `--${o.name} ${o.choices.join('|')}${o.perSeat ? '[,...]' : ''}`);
    return `${pad}${r.id}: ${flags.length > 0 ? flags.join(', ') : 'none'}`;
  });
  return [
    '  --scenario NAME   the scenario or mission:',
    ...scenarios,
    "  --OPTION VALUE    the ruleset's other setup options (the first value is the default):",
    ...others,
  ].join('\n');
}

/** A setup chosen on the command line: the choices given, the scenario and the setup they build. */
export interface ChosenSetup {
  readonly choices: SetupChoices;
  /** The scenario (the first option's value, given or default). */
  readonly scenario: string;
  readonly setup: unknown;
}

/**
 * The setup the `--scenario` and other setup flags build for `entry`, or a usage error naming the choices
 * (a value the option does not take, an option the ruleset does not have).
 */
export function setupOf(entry: RulesetDescription, args: ParsedArgs): ChosenSetup {
  const choices: Record<string, string> = {};
  for (const name of Object.keys(SETUP_OPTIONS)) {
    const value = stringFlag(args, name);
    if (value === undefined) continue;
    const option = entry.options.find((o) => o.name === name);
    if (!option) {
      const flags = entry.options.map((o) => `--${o.name}`).join(', ');
      throw new CliError(`${entry.id} has no --${name} option; it takes ${flags}.`, 2);
    }
    const values = option.perSeat ? value.split(',').map((v) => v.trim()) : [value];
    const wrong = values.find((v) => !option.choices.includes(v));
    if (wrong !== undefined) {
      const each = option.perSeat ? ' (one per seat, comma-separated, or one for all)' : '';
      throw new CliError(
        `${entry.id} has no ${name} '${wrong}'; choose one of ${option.choices.join(', ')}${each}.`,
        2,
      );
    }
    choices[name] = values.join(',');
  }
  const first = entry.options[0];
  const scenario = first ? (choices[first.name] ?? (first.choices[0] as string)) : '';
  let setup: unknown;
  try {
    setup = entry.setup(choices);
  } catch (error) {
    // A per-seat choice whose count does not match the players (the description says so in a RangeError).
    if (error instanceof RangeError) throw new CliError(error.message, 2);
    throw error;
  }
  return { choices, scenario, setup };
}

/** The setup options given on the command line besides the scenario, as text (`, players 3`), for headers. */
export function otherChoicesText(entry: RulesetDescription, choices: SetupChoices): string {
  return entry.options
    .slice(1)
    .filter((o) => Object.hasOwn(choices, o.name))
    .map((o) => `, ${o.name} ${choices[o.name]}`)
    .join('');
}

/**
 * Checks that the rules accept a setup before any game is played: a combination of options (or army files) the
 * ruleset refuses is a {@link CliError} with the ruleset's reasons, not a crash mid-simulation.
 */
export function playableSetup<Setup>(entry: RulesetDescription<Setup>, setup: Setup): Setup {
  try {
    createGame(entry.ruleset, setup, { seed: 1 });
  } catch (error) {
    if (error instanceof SandtableError)
      throw new CliError(`these options build a game the ${entry.id} rules refuse: ${error.message}`);
    throw error;
  }
  return setup;
}
