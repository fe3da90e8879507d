import { type ParseArgsConfig, parseArgs } from 'node:util';
import { CliError } from './io.js';

/** The options of one command, in `node:util` `parseArgs` form. */
export type OptionSpec = NonNullable<ParseArgsConfig['options']>;

/** Parsed flags and positional arguments. */
export interface ParsedArgs {
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  readonly positionals: readonly string[];
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
      args: [...argv],
      options: { ...options, help: { type: 'boolean', short: 'h' } },
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
    return message.includes('argument missing')
      ? `option '${option}' needs a value.`
      : `option '${option}' takes no value.`;
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

/** A whole-number flag in [min, max], or `fallback`; anything else is a usage {@link CliError}. */
export function integerFlag(
  args: ParsedArgs,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = stringFlag(args, name);
  if (raw === undefined) return fallback;
  const value = /^-?\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
    throw new CliError(`--${name} must be a whole number ${range}, got '${raw}'.`, 2);
  }
  return value;
}
