import { describe, expect, it } from 'vitest';
import { runCli } from './memory-io.js';

const COMMANDS = ['demo', 'simulate', 'validate', 'replay', 'schema'];

describe('sandtable: help, version and mistakes', () => {
  it('prints the command list', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Usage: sandtable <command>/);
    for (const name of COMMANDS) expect(run.stdout).toContain(`  ${name} `);
    expect((await runCli([])).stdout).toBe(run.stdout);
  });

  it.each(COMMANDS)('%s --help (and help %s) print its usage', async (name) => {
    const run = await runCli([name, '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^Usage: sandtable ${name}`));
    expect((await runCli(['help', name])).stdout).toBe(run.stdout);
    expect((await runCli([name, '-h'])).stdout).toBe(run.stdout);
  });

  it('prints the version', async () => {
    expect((await runCli(['--version'])).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it.each([
    [['fly'], 2, "sandtable: unknown command 'fly'. Run 'sandtable --help' for the list.\n"],
    [['demo', '--bogus'], 2, "sandtable demo: unknown option '--bogus'. Run 'sandtable demo --help'.\n"],
    [['demo', '--seed'], 2, "sandtable demo: option '--seed' needs a value. Run 'sandtable demo --help'.\n"],
    [
      ['demo', '--json=yes'],
      2,
      "sandtable demo: option '--json' takes no value. Run 'sandtable demo --help'.\n",
    ],
    [['demo', '--seed', '1O'], 2, "sandtable demo: --seed must be an integer, got '1O'.\n"],
    [['demo', '--seed', '2.5'], 2, 'sandtable demo: --seed must be an integer, got 2.5.\n'],
    [
      ['demo', '--seed', '99999999999999999999'],
      2,
      'sandtable demo: --seed must be an integer from -9007199254740991 to 9007199254740991, got 99999999999999999999.\n',
    ],
    [
      ['demo', '--seed', '-x'],
      2,
      "sandtable demo: option '--seed' needs a value; for a value that starts with '-', write --seed=VALUE. Run 'sandtable demo --help'.\n",
    ],
    [['demo', 'extra'], 2, "sandtable demo: unexpected argument 'extra'. Run 'sandtable demo --help'.\n"],
    [
      ['demo', '--ruleset', 'chess'],
      2,
      "sandtable demo: unknown ruleset 'chess'; choose one of xenocide, wasteland-tactics, xenos-zealots, squad-pinning, rampant.\n",
    ],
    [
      ['demo', '--scenario', 'moon'],
      2,
      "sandtable demo: xenocide has no scenario 'moon'; choose one of seize-ground, attrition, invasion, command-centers, random.\n",
    ],
    [
      ['simulate', '--games', '0'],
      2,
      'sandtable simulate: --games must be a positive integer up to 1000000, got 0.\n',
    ],
    [
      ['simulate', '--games', '-5'],
      2,
      'sandtable simulate: --games must be a positive integer up to 1000000, got -5.\n',
    ],
    [
      ['simulate', '--games=-5'],
      2,
      'sandtable simulate: --games must be a positive integer up to 1000000, got -5.\n',
    ],
    [
      ['simulate', '--workers', '-2'],
      2,
      'sandtable simulate: --workers must be a positive integer up to 64, got -2.\n',
    ],
    [['demo', '--bots', 'smart'], 2, "sandtable demo: --bots must be heuristic or random, got 'smart'.\n"],
    [
      ['simulate', '--ruleset', 'wasteland-tactics', '--bots', 'heuristic,random,random'],
      2,
      'sandtable simulate: --bots names 3 bots, but this game has 2 seats (red, blue); give one kind for all or one per seat.\n',
    ],
    [['validate'], 2, 'sandtable validate: which file? Usage: sandtable validate FILE [--ruleset ID].\n'],
    [['validate', 'army.json'], 2, "sandtable validate: cannot read 'army.json': no such file.\n"],
    [['replay'], 2, 'sandtable replay: which file? Usage: sandtable replay FILE [--json].\n'],
    [
      ['schema', 'map'],
      2,
      "sandtable schema: xenocide has no 'map' schema; choose one of army, unit, titan, unit-list, command.\n",
    ],
  ])('%j → exit %i with one line on stderr', async (argv, code, message) => {
    const run = await runCli(argv);
    expect(run.code).toBe(code);
    expect(run.stderr).toBe(message);
    expect(run.stdout).toBe('');
  });

  it('says when a file is not JSON', async () => {
    const run = await runCli(['replay', 'game.json'], { 'game.json': '{ "format": ' });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^sandtable replay: 'game\.json' is not valid JSON: .+\.\n$/);
  });
});
