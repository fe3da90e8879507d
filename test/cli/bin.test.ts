import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { terranGuardArmy } from '../../src/rulesets/xenocide/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bin = join(root, 'dist', 'cli.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the package (`npx tsup`) unless dist/cli.js is newer than every source file. */
function ensureBuilt(): void {
  let built = 0;
  try {
    built = statSync(bin).mtimeMs;
  } catch {}
  if (built > newestSource(join(root, 'src'))) return;
  execFileSync('npx', ['tsup'], { cwd: root, stdio: 'pipe' });
}

/** The environment without the colour switches the test runner itself may have set. */
function plainEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env, ...extra };
  // CI=true (as .ci/run sets it) makes Node report a 2-colour terminal unless it knows the CI by name.
  for (const name of ['FORCE_COLOR', 'NO_COLOR', 'NODE_DISABLE_COLORS', 'CI'])
    if (!(name in extra)) delete env[name];
  return env;
}

/** Runs the built `sandtable` binary from a scratch directory. */
function sandtable(args: readonly string[], cwd: string, env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    env: plainEnv(env),
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Runs the binary with its stdout pipe closed by the reader before anything is written. */
function withClosedStdout(
  args: readonly string[],
  cwd: string,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, env: plainEnv() });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/** Whether `cmd` runs here (bash for PIPESTATUS, util-linux script for a pseudo-terminal). */
function has(cmd: string, args: readonly string[]): boolean {
  return spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
}

describe('the built sandtable binary (dist/cli.js)', () => {
  let dir: string;
  beforeAll(() => {
    ensureBuilt();
    dir = mkdtempSync(join(tmpdir(), 'sandtable-cli-'));
  }, 180_000);

  it("prints its help and each command's", () => {
    expect(sandtable(['--help'], dir).stdout).toMatch(/Usage: sandtable <command>/);
    for (const name of ['demo', 'simulate', 'validate', 'replay', 'schema'])
      expect(sandtable([name, '--help'], dir).stdout).toMatch(new RegExp(`^Usage: sandtable ${name}`));
  });

  it('demo: the same battle twice for the same seed, saved for replay', () => {
    const first = sandtable(['demo', '--seed', '8', '--out', 'game.json'], dir);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/\n(Winner: |Draw — )/);
    expect(first.stdout).toMatch(
      /Saved the game to game\.json; 'sandtable replay game\.json' plays it again\.\n$/,
    );
    expect(sandtable(['demo', '--seed', '8'], dir).stdout).toBe(
      first.stdout.replace(/Saved the game.*\n$/, ''),
    );
  });

  it('replay: verifies the saved game', () => {
    const run = sandtable(['replay', 'game.json'], dir);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/The state hash matches the saved one \([0-9a-f]{16}\)\.\n$/);
  });

  it('validate: a valid army exits 0, a broken one 1 with the problems', () => {
    writeFileSync(join(dir, 'army.json'), JSON.stringify(terranGuardArmy));
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ ...terranGuardArmy, companies: [] }));
    expect(sandtable(['validate', 'army.json'], dir).code).toBe(0);
    const bad = sandtable(['validate', 'bad.json'], dir);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/not a valid xenocide army list/);
  });

  it('schema: prints JSON Schema', () => {
    const run = sandtable(['schema', '--ruleset', 'xenocide', 'command'], dir);
    expect(JSON.parse(run.stdout).$id).toBe('urn:sandtable:xenocide:command');
  });

  it('simulate: the same results on 1 and 2 worker threads', () => {
    const args = ['simulate', '--games', '4', '--seed', '3', '--json', '--quiet'];
    const one = JSON.parse(sandtable([...args, '--workers', '1'], dir).stdout);
    const two = JSON.parse(sandtable([...args, '--workers', '2'], dir).stdout);
    expect(two.workers).toBe(2);
    expect({ ...two, workers: 1 }).toEqual(one);
  });

  it('plays Wasteland Tactics', () => {
    expect(sandtable(['demo', '--ruleset', 'wasteland-tactics'], dir).stdout).toMatch(/=== Round 1 ===/);
    const run = sandtable(
      ['simulate', '--ruleset', 'wasteland-tactics', '--games', '3', '--workers', '2'],
      dir,
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/3\/3 games/);
    expect(run.stdout).toMatch(/\nred wins +wasteland-heuristic/);
  });

  it('answers user mistakes with one line on stderr and exit 2, never a stack trace', () => {
    const depth = 100_000;
    writeFileSync(join(dir, 'deep.json'), `{"commands":[],"setup":${'['.repeat(depth)}${']'.repeat(depth)}}`);
    writeFileSync(
      join(dir, 'deep-army.json'),
      `{"name":"x","notes":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`,
    );
    writeFileSync(join(dir, 'broken.json'), '{\n  "a": 1,\n  "b": }\n');
    for (const [args, message] of [
      [['replay', 'missing.json'], "cannot read 'missing.json': no such file"],
      [['replay', '.'], "cannot read '.': it is a directory"],
      [['validate', 'broken.json'], "'broken.json' is not valid JSON: line 3, column 8: unexpected '}'"],
      [['replay', 'deep.json'], "'deep.json' nests deeper than 256 levels"],
      [['validate', 'deep-army.json'], "'deep-army.json' nests deeper than 256 levels"],
      [['demo', '--seed', 'x'], "--seed must be an integer, got 'x'"],
      [['simulate', '--games', '-5'], '--games must be a positive integer up to 1000000, got -5'],
      [['schema', '--ruleset', 'chess'], "unknown ruleset 'chess'"],
      [['fly'], "unknown command 'fly'"],
    ] as const) {
      const run = sandtable(args, dir);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/^sandtable/);
      expect(run.stderr).toContain(message);
    }
  });

  it('stops quietly, exit 0, when the reader of stdout has gone', async () => {
    for (const args of [
      ['demo'],
      ['demo', '--json'],
      ['replay', 'game.json'],
      ['replay', '--json', 'game.json'],
      ['validate', 'army.json'],
      ['schema'],
      ['simulate', '--games', '2', '--workers', '1', '--quiet'],
      ['--help'],
    ]) {
      const run = await withClosedStdout(args, dir);
      expect(run, args.join(' ')).toEqual({ code: 0, stderr: '' });
    }
  }, 120_000);

  it.skipIf(!has('bash', ['-c', 'true']))(
    '`sandtable replay --json game.json | head -1` ends without a trace',
    () => {
      const script = `"${process.execPath}" "${bin}" replay --json game.json | head -c 100 >/dev/null; echo "status \${PIPESTATUS[0]}"`;
      const run = spawnSync('bash', ['-c', script], { cwd: dir, encoding: 'utf8', env: plainEnv() });
      expect(run.stderr).toBe('');
      expect(run.stdout).toBe('status 0\n');
    },
  );

  it('colours only a terminal, or when FORCE_COLOR asks; never with NO_COLOR or --no-color', () => {
    const args = ['demo', '--ruleset', 'wasteland-tactics', '--seed', '2'];
    const piped = sandtable(args, dir);
    expect(piped.stdout).not.toContain('\u001b[');
    const forced = sandtable(args, dir, { FORCE_COLOR: '1' });
    expect(forced.stdout).toContain('\u001b[1m=== Round 1 ===\u001b[22m');
    expect(stripVTControlCharacters(forced.stdout)).toBe(piped.stdout);
    expect(sandtable([...args, '--no-color'], dir, { FORCE_COLOR: '1' }).stdout).toBe(piped.stdout);
    if (!has('script', ['-qec', 'true', '/dev/null'])) return;
    const onTerminal = (env: Record<string, string>, extra: readonly string[] = []) => {
      const command = [process.execPath, bin, ...args, ...extra].map((a) => `'${a}'`).join(' ');
      return spawnSync('script', ['-qec', command, '/dev/null'], {
        cwd: dir,
        encoding: 'utf8',
        env: plainEnv({ TERM: 'xterm-256color', ...env }),
      }).stdout.replace(/\r\n/g, '\n');
    };
    expect(onTerminal({})).toBe(forced.stdout);
    expect(onTerminal({ NO_COLOR: '1' })).toBe(piped.stdout);
    expect(onTerminal({}, ['--no-color'])).toBe(piped.stdout);
  });
});
