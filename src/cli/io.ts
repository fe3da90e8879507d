import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { jsonDepth, jsonSyntaxError, MAX_JSON_DEPTH } from './json-text.js';

/** Everything the CLI touches outside itself, so `main` runs in-process in tests. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly readFile: (path: string) => string;
  readonly writeFile: (path: string, text: string) => void;
  /** Whether stderr is a terminal (the progress bar redraws in place there). */
  readonly stderrIsTTY: boolean;
  /** Whether stdout is a terminal that shows colours (`tty.WriteStream.hasColors()`); false for a pipe or a file. */
  readonly stdoutHasColors: boolean;
  /** The environment variables the output honours (`NO_COLOR`, `FORCE_COLOR`). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Milliseconds, for the progress bar's display only; never for results. */
  readonly now: () => number;
  /** CPUs available, for the default number of simulation workers. */
  readonly cpus: number;
}

const watchedStreams = new WeakSet<NodeJS.WriteStream>();
const closedStreams = new WeakSet<NodeJS.WriteStream>();

/**
 * A writer to a process stream that goes quiet once the reader has gone (`sandtable demo | head`): the
 * `EPIPE` error is swallowed, later writes are dropped, and the command finishes with its own exit code.
 * Any other write error is left to Node (it is not the reader going away).
 */
function quietWriter(stream: NodeJS.WriteStream): (text: string) => void {
  if (!watchedStreams.has(stream)) {
    watchedStreams.add(stream);
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      closedStreams.add(stream);
    });
  }
  return (text) => {
    if (!closedStreams.has(stream) && !stream.destroyed) stream.write(text);
  };
}

/** The real process: stdout, stderr, the file system and the clock. */
export function nodeIo(): CliIo {
  return {
    stdout: quietWriter(process.stdout),
    stderr: quietWriter(process.stderr),
    readFile: (path) => readFileSync(path, 'utf8'),
    writeFile: (path, text) => writeFileSync(path, text),
    stderrIsTTY: process.stderr.isTTY === true,
    stdoutHasColors: process.stdout.isTTY === true && process.stdout.hasColors(),
    env: process.env,
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

function reason(error: unknown, writing = false): string {
  const code = (error as { code?: unknown })?.code;
  if (code === 'ENOENT') return writing ? 'its folder does not exist' : 'no such file';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'ENOTDIR') return 'a part of the path is not a directory';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads and parses a JSON file. Every way the file can be unusable is a usage {@link CliError} (exit 2)
 * of one line: missing, a directory, unreadable, not JSON (with the line and column of the first error),
 * or nested deeper than {@link MAX_JSON_DEPTH} levels. A byte-order mark at the start is ignored.
 */
export function readJsonFile(io: CliIo, path: string): unknown {
  let text: string;
  try {
    text = io.readFile(path);
  } catch (error) {
    throw new CliError(`cannot read '${path}': ${reason(error)}.`, 2);
  }
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const at = jsonSyntaxError(text);
    const why = at
      ? `line ${at.line}, column ${at.column}: ${at.problem}`
      : (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
    throw new CliError(`'${path}' is not valid JSON: ${why}.`, 2);
  }
  if (jsonDepth(value) > MAX_JSON_DEPTH) {
    throw new CliError(`'${path}' nests deeper than ${MAX_JSON_DEPTH} levels; no sandtable file does.`, 2);
  }
  return value;
}

/** Writes a file, turning a failure (a missing folder, a directory, no permission) into a usage {@link CliError}. */
export function writeTextFile(io: CliIo, path: string, text: string): void {
  try {
    io.writeFile(path, text);
  } catch (error) {
    throw new CliError(`cannot write '${path}': ${reason(error, true)}.`, 2);
  }
}
