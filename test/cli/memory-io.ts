import type { CliIo } from '../../src/cli/io.js';
import { main } from '../../src/cli/main.js';

/** What a CLI run printed and wrote. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly written: Record<string, string>;
}

/** A directory in the in-memory file system: reading it fails with EISDIR. */
export const DIRECTORY = Symbol('directory');

/**
 * Runs `main` in-process with files in memory and captured output; stdout is not a terminal and the
 * environment is empty unless `io` says otherwise.
 */
export async function runCli(
  argv: readonly string[],
  files: Record<string, string | typeof DIRECTORY> = {},
  io: Partial<CliIo> = {},
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const written: Record<string, string> = {};
  const code = await main(argv, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    readFile: (path) => {
      const text = written[path] ?? files[path];
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      if (text === DIRECTORY) throw Object.assign(new Error(`EISDIR: ${path}`), { code: 'EISDIR' });
      return text;
    },
    writeFile: (path, text) => {
      if (files[path] === DIRECTORY) throw Object.assign(new Error(`EISDIR: ${path}`), { code: 'EISDIR' });
      written[path] = text;
    },
    stderrIsTTY: false,
    stdoutHasColors: false,
    env: {},
    now: () => 0,
    cpus: 2,
    ...io,
  });
  return { code, stdout, stderr, written };
}
