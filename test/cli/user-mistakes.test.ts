import { describe, expect, it } from 'vitest';
import { terranGuardArmy } from '../../src/rulesets/xenocide/index.js';
import { DIRECTORY, runCli } from './memory-io.js';

const DEPTH = 100_000;
const deep = (inner: string) => `${'{"a":'.repeat(DEPTH)}${inner}${'}'.repeat(DEPTH)}`;

/** One line on stderr, exit 2, nothing on stdout and no stack trace. */
function expectUsageMistake(run: { code: number; stdout: string; stderr: string }, message: string): void {
  expect(run.code).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).toBe(`${message}\n`);
}

describe('files the user got wrong exit 2 with one line, as the README says', () => {
  it.each(['replay', 'validate'])(
    '%s: a missing file, a directory, bad JSON with its line and column',
    async (command) => {
      expectUsageMistake(
        await runCli([command, 'gone.json']),
        `sandtable ${command}: cannot read 'gone.json': no such file.`,
      );
      expectUsageMistake(
        await runCli([command, 'armies'], { armies: DIRECTORY }),
        `sandtable ${command}: cannot read 'armies': it is a directory.`,
      );
      expectUsageMistake(
        await runCli([command, 'f.json'], { 'f.json': '{\n  "name": "Terran Guard",\n  "points": ,\n}\n' }),
        `sandtable ${command}: 'f.json' is not valid JSON: line 3, column 13: unexpected ','.`,
      );
      expectUsageMistake(
        await runCli([command, 'f.json'], { 'f.json': '{ "name": "Terran' }),
        `sandtable ${command}: 'f.json' is not valid JSON: line 1, column 18: the text ends too early.`,
      );
    },
  );

  it('demo --out into a directory', async () => {
    expectUsageMistake(
      await runCli(['demo', '--out', 'saves'], { saves: DIRECTORY }),
      "sandtable demo: cannot write 'saves': it is a directory.",
    );
  });

  it('a 100,000-deep record (replay) or army (validate) is refused in one line', async () => {
    const record = `{"ruleset":"xenocide","seed":1,"commands":[],"setup":${deep('1')}}`;
    expectUsageMistake(
      await runCli(['replay', 'deep.json'], { 'deep.json': record }),
      "sandtable replay: 'deep.json' nests deeper than 256 levels; no sandtable file does.",
    );
    const army = JSON.stringify(terranGuardArmy).replace(/^\{/, `{"notes":${deep('1')},`);
    for (const ruleset of ['xenocide', 'wasteland-tactics']) {
      expectUsageMistake(
        await runCli(['validate', 'army.json', '--ruleset', ruleset], { 'army.json': army }),
        "sandtable validate: 'army.json' nests deeper than 256 levels; no sandtable file does.",
      );
    }
    const brokenAndDeep = `${'['.repeat(DEPTH)}}`;
    expectUsageMistake(
      await runCli(['replay', 'deep.json'], { 'deep.json': brokenAndDeep }),
      `sandtable replay: 'deep.json' is not valid JSON: line 1, column ${DEPTH + 1}: unexpected '}'.`,
    );
  });

  it('reads a file that starts with a byte-order mark', async () => {
    const run = await runCli(['validate', 'army.json'], {
      'army.json': `\uFEFF${JSON.stringify(terranGuardArmy)}`,
    });
    expect(run.code).toBe(0);
  });
});

describe('negative numbers reach the check of their flag', () => {
  it.each([
    [
      ['simulate', '--games', '-5'],
      'sandtable simulate: --games must be a positive integer up to 1000000, got -5.',
    ],
    [
      ['simulate', '--workers', '-1'],
      'sandtable simulate: --workers must be a positive integer up to 64, got -1.',
    ],
    [
      ['simulate', '--games', '-0.5'],
      'sandtable simulate: --games must be a positive integer up to 1000000, got -0.5.',
    ],
  ])('%j', async (argv, message) => {
    const run = await runCli(argv);
    expectUsageMistake(run, message);
    expect(run.stderr).not.toMatch(/takes no value/);
  });

  it('a negative seed is a seed like any other: --seed -5 and --seed=-5 play the same battle', async () => {
    const spaced = await runCli(['demo', '--ruleset', 'wasteland-tactics', '--seed', '-5', '--json']);
    const joined = await runCli(['demo', '--ruleset', 'wasteland-tactics', '--seed=-5', '--json']);
    expect(spaced.code).toBe(0);
    expect(JSON.parse(spaced.stdout).record.seed).toBe(-5);
    expect(joined.stdout).toBe(spaced.stdout);
    const sim = await runCli([
      'simulate',
      '--ruleset',
      'wasteland-tactics',
      '--seed',
      '-3',
      '--games',
      '1',
      '--workers',
      '1',
      '--quiet',
      '--json',
    ]);
    expect(sim.code).toBe(0);
    expect(JSON.parse(sim.stdout)).toMatchObject({ games: 1, seed: -3 });
  });
});
