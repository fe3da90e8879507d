import { describe, expect, it } from 'vitest';
import { SAMPLE_FORCES } from '../../src/rulesets/wasteland-tactics/index.js';
import { kethriSwarmArmy, terranGuardArmy } from '../../src/rulesets/xenocide/index.js';
import { runCli } from './memory-io.js';

const quick = ['--games', '1', '--workers', '1', '--quiet'];
const xenocide = ['--scenario', 'attrition', '--turns', '3', '--bots', 'random'];
const files = {
  'terran.json': JSON.stringify(terranGuardArmy),
  'kethri.json': JSON.stringify(kethriSwarmArmy),
  'broken.json': JSON.stringify({ ...terranGuardArmy, points: 10 }),
  'brood.json': JSON.stringify({ gameSize: 'small', battleGroups: SAMPLE_FORCES['mutant-brood'].small }),
  'medium.json': JSON.stringify({ gameSize: 'medium', battleGroups: SAMPLE_FORCES['mutant-brood'].medium }),
};

describe('simulate/demo --army PLAYER=FILE', () => {
  it('puts an army list in for a player; two armies of one name are told apart by seat', async () => {
    const run = await runCli(['simulate', ...quick, ...xenocide, '--army', 'blue=terran.json'], files);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("\nTerran Guard (red's list) (red) vs Terran Guard (blue's list) (blue)\n");
    expect(run.stdout).toMatch(/\nTerran Guard \(blue's list\) +all +1 /);
  });

  it('loads a Wasteland force file for a seat (demo)', async () => {
    const run = await runCli(['demo', '--ruleset', 'wasteland-tactics', '--army', 'red=brood.json'], files);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^.+\nBrood Pack \(red\) vs Covenant Patrol \(blue\), small game/);
  });

  it('refuses a list that is not valid, in the words of validate (exit 1)', async () => {
    const run = await runCli(['simulate', ...quick, ...xenocide, '--army', 'red=broken.json'], files);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^sandtable simulate: broken\.json: not a valid xenocide army list for red \(1 problem\):\n {2}- The army costs \d+ points, \d+ more than the agreed 10 \(XEN-ARMY-01\)/,
    );
    const sized = await runCli(
      ['simulate', ...quick, '--ruleset', 'wasteland-tactics', '--army', 'red=medium.json'],
      files,
    );
    expect(sized.code).toBe(1);
    expect(sized.stderr).toContain('The force is built for a medium game, but this game is small');
  });

  it.each([
    [['--army', 'red'], "--army takes PLAYER=FILE (e.g. --army red=my-army.json), got 'red'."],
    [
      ['--army', 'green=terran.json'],
      "--army green=terran.json: this game has no player 'green'; it has red, blue.",
    ],
    [
      ['--army', 'red=terran.json', '--army', 'red=kethri.json'],
      '--army names red twice; give each player one army.',
    ],
    [['--army', 'red=missing.json'], "cannot read 'missing.json': no such file."],
  ])('%j is a usage error', async (flags, message) => {
    const run = await runCli(['simulate', ...quick, ...xenocide, ...flags], files);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`sandtable simulate: ${message}\n`);
  });
});

describe('simulate --swap-sides', () => {
  it('plays every seed on both arrangements and reports per side and per army', async () => {
    const run = await runCli(
      ['simulate', ...quick, ...xenocide, '--games', '2', '--swap-sides', '--json'],
      files,
    );
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report).toMatchObject({ games: 4, seeds: 2 });
    expect(report.arrangements).toEqual([
      { red: 'Terran Guard', blue: 'Kethri Swarm' },
      { red: 'Kethri Swarm', blue: 'Terran Guard' },
    ]);
    expect(Object.keys(report.armies)).toEqual(['Kethri Swarm', 'Terran Guard']);
    expect(report.armies['Terran Guard'].bySide.red.games).toBe(2);
    expect(report.armies['Terran Guard'].bySide.blue.games).toBe(2);
    expect(report.results.map((r: { arrangement: number }) => r.arrangement)).toEqual([0, 1, 0, 1]);
    const unit = Object.keys(report.units).find((k) => k.startsWith('Terran Guard › c1.u1 ('));
    expect(report.units[unit as string]).toMatchObject({ games: 4 });
  });

  it('prints the arrangements, the side and army shares and the per-unit figures', async () => {
    const run = await runCli(['simulate', ...quick, ...xenocide, '--swap-sides'], files);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/: 1 seed × 2 arrangements of the armies = 2 games, seed 1\n/);
    expect(run.stdout).toContain('Arrangement 2: Kethri Swarm (red) vs Terran Guard (blue)\n');
    expect(run.stdout).toMatch(/\nside +bot +games +decisive +won +share +95% interval\n/);
    expect(run.stdout).toMatch(/\nKethri Swarm +all +2 +\d +\d +\d+\.\d% +\d+\.\d%–\d+\.\d%\n +as red +1 /);
    expect(run.stdout).toMatch(
      /\nunit +points +survived +95% interval +kills\/game +pts destroyed\/game +per point\n/,
    );
    expect(run.stdout).toMatch(/\nTerran Guard › c1\.u1 \(.+\) +\d+ +\d+\.\d% /);
  });

  it('with 3 Wasteland players rotates the forces through every seat', async () => {
    const run = await runCli(
      [
        'simulate',
        ...quick,
        '--ruleset',
        'wasteland-tactics',
        '--players',
        '3',
        '--bots',
        'random',
        '--swap-sides',
        '--json',
      ],
      files,
    );
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.games).toBe(3);
    expect(report.arrangements.map((a: Record<string, string>) => a.red)).toEqual([
      'Scav Patrol',
      'Covenant Patrol',
      'Brood Pack',
    ]);
  });
});
