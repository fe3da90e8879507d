import { describe, expect, it } from 'vitest';
import { runCli } from './memory-io.js';

describe('sandtable simulate', () => {
  it('prints progress on stderr, then the results table', async () => {
    const run = await runCli(['simulate', '--games', '3', '--workers', '1', '--scenario', 'attrition']);
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/^\[#{10}-{20}\] 1\/3 games/);
    expect(run.stderr).toMatch(/\[#{30}\] 3\/3 games .*\n$/);
    expect(run.stdout).toMatch(/^Xenocide 0\.34 \(ruleset .+\), scenario attrition: 3 games, seed 1\n/);
    expect(run.stdout).toMatch(/\nred wins +xenocide-heuristic +\d +\d+\.\d% +\d+\.\d%–\d+\.\d%\n/);
    expect(run.stdout).toMatch(/\nGame length: \d+\.\d commands on average/);
    expect(run.stdout).toMatch(/\nKethri Swarm › c1\.u1 \(.+\) +\d+ +\d+\.\d% /);
  });

  it('--bots random plays the random bot on both sides', async () => {
    const run = await runCli(['simulate', '--games', '2', '--workers', '1', '--quiet', '--bots', 'random']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\nred wins +random +\d /);
    expect(run.stdout).toMatch(/\nblue wins +random +\d /);
  });

  it('rebuilds the Xenocide heuristic bot on worker threads from its recipe', async () => {
    const options = ['--games', '2', '--seed', '3', '--json', '--quiet', '--scenario', 'command-centers'];
    const one = await runCli(['simulate', ...options, '--workers', '1']);
    const two = await runCli(['simulate', ...options, '--workers', '2']);
    const strip = (text: string) => ({ ...JSON.parse(text), workers: undefined });
    expect(strip(two.stdout)).toEqual(strip(one.stdout));
    expect(JSON.parse(one.stdout).bots).toEqual({ red: 'xenocide-heuristic', blue: 'xenocide-heuristic' });
  });

  it('--rules merges the same rule counts from 2 worker threads as from 1', async () => {
    const options = ['--games', '4', '--seed', '2', '--json', '--quiet', '--rules', '--bots', 'random'];
    const one = await runCli(['simulate', ...options, '--workers', '1']);
    const two = await runCli(['simulate', ...options, '--workers', '2']);
    expect(JSON.parse(one.stdout).rules).toBeTypeOf('object');
    expect(JSON.parse(two.stdout).rules).toEqual(JSON.parse(one.stdout).rules);
  });

  it('gives the same report with 1 or 2 workers, and --quiet drops the bar', async () => {
    const options = ['--games', '4', '--seed', '9', '--json', '--quiet', '--ruleset', 'wasteland-tactics'];
    const one = await runCli(['simulate', ...options, '--workers', '1']);
    const two = await runCli(['simulate', ...options, '--workers', '2']);
    expect(one.stderr).toBe('');
    const strip = (text: string) => ({ ...JSON.parse(text), workers: undefined });
    expect(strip(two.stdout)).toEqual(strip(one.stdout));
    expect(JSON.parse(two.stdout)).toMatchObject({ ruleset: 'wasteland-tactics', games: 4, workers: 2 });
  });
});
