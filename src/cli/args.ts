import { type ParseArgsConfig, parseArgs } from 'node:util';
import { CliError } from './io.js';

/** The options of one command, in `node:util` `parseArgs` form. */
export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

/** Parsed flags and positional arguments. */
export interface ParsedArgs {
  readonly values: Readonly<Record<string, string | boolean | readonly string[] | undefined>>;
  readonly positionals: readonly string[];
}

/** The flags every command takes besides its own. */
const COMMON_OPTIONS: OptionSpec = {
  help: { type: 'boolean', short: 'h' },
  'no-color': { type: 'boolean' },
};

/** A negative number (`-5`, `-2.5`): a value for the option before it, not an option of its own. */
const NEGATIVE_NUMBER = /^-\d/;

/**
 * Joins `--name -5` into `--name=-5` for options that take a value, so a negative number reaches the
 * option's own check ("--games must be a positive integer, got -5") instead of looking like a flag.
 */
function joinNegativeValues(argv: readonly string[], options: OptionSpec): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--') {
      out.push(...argv.slice(i));
      break;
    }
    const next = argv[i + 1];
    const name = arg.startsWith('--') ? arg.slice(2) : undefined;
    const takesValue = name !== undefined && Object.hasOwn(options, name) && options[name]?.type === 'string';
    if (takesValue && next !== undefined && NEGATIVE_NUMBER.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/** Parses `argv` strictly; an unknown or malformed flag becomes a one-line usage {@link CliError}. */
export function parseCommandArgs(
  command: string,
  argv: readonly string[],
  options: OptionSpec,
  maxPositionals: number,
): ParsedArgs {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: joinNegativeValues(argv, options),
      options: { ...options, ...COMMON_OPTIONS },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new CliError(`${describeParseError(error)} Run 'sandtable ${command} --help'.`, 2);
  }
  if (parsed.positionals.length > maxPositionals) {
    const extra = parsed.positionals[maxPositionals];
    throw new CliError(`unexpected argument '${extra}'. Run 'sandtable ${command} --help'.`, 2);
  }
  return { values: parsed.values as ParsedArgs['values'], positionals: parsed.positionals };
}

function describeParseError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code;
  const option = /'(-[^' ]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) return `unknown option '${option}'.`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
    if (message.includes('argument missing')) return `option '${option}' needs a value.`;
    if (message.includes('ambiguous')) {
      return `option '${option}' needs a value; for a value that starts with '-', write ${option}=VALUE.`;
    }
    return `option '${option}' takes no value.`;
  }
  return `${message.split('. ')[0]?.replace(/\.$/, '')}.`;
}

/** A flag's string value, or `fallback`. */
export function stringFlag(args: ParsedArgs, name: string, fallback: string): string;
/** A flag's string value, or undefined. */
export function stringFlag(args: ParsedArgs, name: string): string | undefined;
export function stringFlag(args: ParsedArgs, name: string, fallback?: string): string | undefined {
  const value = args.values[name];
  return typeof value === 'string' ? value : fallback;
}

/** How an integer flag's range reads in a message: `a positive integer`, `an integer from 1 to 64`. */
function describeRange(min: number, max: number, exact = false): string {
  if (exact) return `an integer from ${min} to ${max}`;
  const unbounded = max === Number.MAX_SAFE_INTEGER;
  if (min === Number.MIN_SAFE_INTEGER && unbounded) return 'an integer';
  if (min === 1) return unbounded ? 'a positive integer' : `a positive integer up to ${max}`;
  if (min === 0) return unbounded ? 'an integer, 0 or more' : `an integer from 0 to ${max}`;
  return unbounded ? `an integer, ${min} or more` : `an integer from ${min} to ${max}`;
}

/**
 * An integer flag in [min, max], or `fallback`; anything else is a usage {@link CliError} that names the
 * flag, the range and the value given (`--games must be a positive integer, got -5.`).
 */
export function integerFlag(
  args: ParsedArgs,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = stringFlag(args, name);
  if (raw === undefined) return fallback;
  const integer = /^[-+]?\d+$/.test(raw.trim());
  const value = integer ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const shown = /^[-+]?[\d.eE+-]+$/.test(raw) ? raw : `'${raw}'`;
    const range = describeRange(min, max, integer && !Number.isSafeInteger(value));
    throw new CliError(`--${name} must be ${range}, got ${shown}.`, 2);
  }
  return value;
}
