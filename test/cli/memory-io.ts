import { main } from '../../src/cli/main.js';

/** What a CLI run printed and wrote. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly written: Record<string, string>;
}

/** Runs `main` in-process with files in memory and captured output. */
export async function runCli(argv: readonly string[], files: Record<string, string> = {}): Promise<CliRun> {
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
      return text;
    },
    writeFile: (path, text) => {
      written[path] = text;
    },
    stderrIsTTY: false,
    now: () => 0,
    cpus: 2,
  });
  return { code, stdout, stderr, written };
}
