import { describe, expect, it } from 'vitest';
import { rulesText } from '../../src/cli/commands/simulate.js';
import { cliRuleset } from '../../src/cli/rulesets.js';
import { setupOf } from '../../src/cli/setup-options.js';
import {
  SAMPLE_FORCES,
  sampleForce,
  type WastelandSetup,
} from '../../src/rulesets/wasteland-tactics/index.js';
import { runCli } from './memory-io.js';

const RULE_ID = /^[A-Z]{2,5}-[A-Z]{2,6}-\d{1,3}[a-z]?$/;

describe('sandtable simulate --rules (the reach report)', () => {
  it('--rules --json adds each rule ID named, with the games it occurred in and its count', async () => {
    const options = ['--games', '2', '--workers', '1', '--quiet', '--json', '--ruleset', 'wasteland-tactics'];
    const plain = JSON.parse((await runCli(['simulate', ...options])).stdout);
    expect(plain).not.toHaveProperty('rules');
    const run = await runCli(['simulate', ...options, '--rules']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.rules).toBeTypeOf('object');
    for (const [rule, reach] of Object.entries(
      report.rules as Record<string, { games: number; times: number }>,
    )) {
      expect(rule).toMatch(RULE_ID);
      expect(reach.games).toBeGreaterThan(0);
      expect(reach.games).toBeLessThanOrEqual(2);
      expect(reach.times).toBeGreaterThanOrEqual(reach.games);
    }
    // The same games: --rules adds a field and changes nothing else.
    expect({ ...report, rules: undefined }).toEqual({ ...plain, rules: undefined });
  });

  it('--rules prints a table of rule, games, share and times after the results', async () => {
    const run = await runCli([
      'simulate',
      '--games',
      '1',
      '--workers',
      '1',
      '--quiet',
      '--rules',
      '--ruleset',
      'wasteland-tactics',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /\n(No event or prompt of these games named a catalogue rule\.|\d+ catalogue rules? named by events and prompts:\n\nrule +games +share +times\n)/,
    );
  });

  it('the table lists each rule in ID order with its share of the games', () => {
    const text = rulesText(
      { 'XEN-HIT-03': { games: 4, times: 31 }, 'XEN-SUP-04': { games: 1, times: 1 } },
      8,
    );
    expect(text).toBe(
      [
        '',
        '2 catalogue rules named by events and prompts:',
        '',
        'rule        games  share  times',
        '----------  -----  -----  -----',
        'XEN-HIT-03      4  50.0%     31',
        'XEN-SUP-04      1  12.5%      1',
        '',
      ].join('\n'),
    );
    expect(rulesText({}, 3)).toBe('\nNo event or prompt of these games named a catalogue rule.\n');
  });
});

describe('setup options from the ruleset description (--players, --size, --advanced, --armies, --turns)', () => {
  it('plays Wasteland Tactics with three players', async () => {
    const run = await runCli([
      'simulate',
      ...['--ruleset', 'wasteland-tactics', '--games', '1', '--workers', '1', '--quiet', '--bots', 'random'],
      ...['--scenario', '3', '--players', '3', '--json'],
    ]);
    expect(run.code).toBe(0);
    expect(Object.keys(JSON.parse(run.stdout).wins)).toEqual(['red', 'blue', 'green']);
  });

  it('builds the setup the flags choose from the ruleset description', () => {
    const entry = cliRuleset('wasteland-tactics');
    const args = { values: { players: '4', size: 'medium', advanced: 'on', scenario: '7' }, positionals: [] };
    const chosen = setupOf(entry, args);
    const setup = chosen.setup as WastelandSetup;
    expect(chosen.scenario).toBe('7');
    expect(setup.players.map((p) => p.id)).toEqual(['red', 'blue', 'green', 'gold']);
    expect(setup.gameSize).toBe('medium');
    expect(setup.mission).toBe(7);
    expect(setup.advanced).toMatchObject({ advantages: true, occupyBuildings: true });
    // Mission 7 has a defender: with three or more players the attackers share one pool (WT-MIS-02).
    expect(setup.players[0]?.battleGroups).toEqual(sampleForce('scrap-raiders', 'medium', 3));
    expect(setup.players[3]?.battleGroups).toEqual(SAMPLE_FORCES['scrap-raiders'].medium);
    expect(entry.setup({})).toEqual(setupOf(entry, { values: {}, positionals: [] }).setup);
  });

  it('names the options in the header when given', async () => {
    const run = await runCli([
      'simulate',
      ...['--ruleset', 'wasteland-tactics', '--games', '1', '--workers', '1', '--quiet', '--players', '4'],
    ]);
    expect(run.stdout).toMatch(
      /^Wasteland Tactics \(ruleset .+\), scenario 10, players 4: 1 games, seed 1\n/,
    );
  });

  it('demo describes the swapped Xenocide armies and the turn limit', async () => {
    const run = await runCli(['demo', '--armies', 'kethri-vs-terran', '--turns', '3', '--bots', 'random']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Kethri Swarm (red) vs Terran Guard (blue), scenario seize-ground, at most 3 turns',
    );
  });

  it('demo plays the Frontier Legion and a scenario suppression modifier by name', async () => {
    const run = await runCli([
      'demo',
      '--armies',
      'legion-vs-terran',
      '--suppression',
      'plus-1',
      '--turns',
      '3',
      '--bots',
      'random',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Frontier Legion (red) vs Terran Guard (blue), scenario seize-ground');
    expect(run.stdout).toContain('suppression test targets +1 (XEN-SUP-14)');
  });

  it.each([
    [
      ['--ruleset', 'xenocide', '--players', '3'],
      'xenocide has no --players option; it takes --scenario, --armies, --turns, --table, --suppression.\n',
    ],
    [
      ['--ruleset', 'wasteland-tactics', '--size', 'huge'],
      "wasteland-tactics has no size 'huge'; choose one of small, medium, large.\n",
    ],
    [
      ['--ruleset', 'wasteland-tactics', '--scenario', '11'],
      "wasteland-tactics has no scenario '11'; choose one of 10, 1, 2, 3, 4, 5, 6, 7, 8, 9, random.\n",
    ],
  ])('%j is a usage error', async (args, message) => {
    const run = await runCli(['demo', ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`sandtable demo: ${message}`);
  });

  it('demo --help lists every ruleset option and its values', async () => {
    const help = (await runCli(['demo', '--help'])).stdout;
    expect(help).toContain(
      'xenocide: --armies terran-vs-kethri|kethri-vs-terran|legion-vs-kethri|legion-vs-terran, --turns 6|3|4|5|8',
    );
    expect(help).toContain('--suppression none|plus-1|minus-1');
    expect(help).toContain(
      'wasteland-tactics: --players 2|3|4, --size small|medium|large, --factions standard|scrap-raiders|iron-covenant|mutant-brood[,...], --terrain open|built-up|township, --defender last|first, --advanced off|on, --condition random|normal|limited-visibility|rainy|haunted|corrosive|dangerous-ground',
    );
  });
});
