import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** Runs the built `sandtable` binary from a scratch directory. */
function sandtable(args: readonly string[], cwd: string) {
  const run = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: 'utf8', timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
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
    expect(run.stdout).toMatch(/\nred wins +random/);
  });

  it('answers user mistakes with one line on stderr, never a stack trace', () => {
    for (const args of [
      ['replay', 'missing.json'],
      ['demo', '--seed', 'x'],
      ['schema', '--ruleset', 'chess'],
      ['fly'],
    ]) {
      const run = sandtable(args, dir);
      expect(run.code).toBeGreaterThan(0);
      expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(run.stderr).toMatch(/^sandtable/);
    }
  });
});
