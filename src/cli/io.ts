import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Everything the CLI touches outside itself, so `main` runs in-process in tests. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly readFile: (path: string) => string;
  readonly writeFile: (path: string, text: string) => void;
  /** Whether stderr is a terminal (the progress bar redraws in place there). */
  readonly stderrIsTTY: boolean;
  /** Milliseconds, for the progress bar's display only; never for results. */
  readonly now: () => number;
  /** CPUs available, for the default number of simulation workers. */
  readonly cpus: number;
}

/** The real process: stdout, stderr, the file system and the clock. */
export function nodeIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readFile: (path) => readFileSync(path, 'utf8'),
    writeFile: (path, text) => writeFileSync(path, text),
    stderrIsTTY: process.stderr.isTTY === true,
    now: () => performance.now(),
    cpus: availableParallelism(),
  };
}

/** A mistake of the user (bad flag, missing file): printed as one line, never with a stack trace. */
export class CliError extends Error {
  /** The process exit code: 2 for usage mistakes, 1 for everything else. */
  readonly exitCode: number;
  /** Creates the error; `exitCode` defaults to 1. */
  constructor(message: string, exitCode = 1) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

function reason(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EACCES') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}

/** Reads and parses a JSON file, turning a missing file or bad JSON into one clear {@link CliError}. */
export function readJsonFile(io: CliIo, path: string): unknown {
  let text: string;
  try {
    text = io.readFile(path);
  } catch (error) {
    throw new CliError(`cannot read '${path}': ${reason(error)}.`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(
      `'${path}' is not valid JSON: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
}

/** Writes a file, turning a failure into one clear {@link CliError}. */
export function writeTextFile(io: CliIo, path: string, text: string): void {
  try {
    io.writeFile(path, text);
  } catch (error) {
    throw new CliError(`cannot write '${path}': ${reason(error)}.`);
  }
}
