import { describe, expect, it } from 'vitest';
import { cliRuleset } from '../../src/cli/rulesets.js';
import { setupOf } from '../../src/cli/setup-options.js';
import {
  SAMPLE_FORCES,
  sampleForce,
  type WastelandSetup,
} from '../../src/rulesets/wasteland-tactics/index.js';
import { runCli } from './memory-io.js';

const wasteland = ['--ruleset', 'wasteland-tactics'];
const quick = ['--games', '1', '--workers', '1', '--quiet', '--json'];
const entry = cliRuleset('wasteland-tactics');
const chosen = (values: Record<string, string>) =>
  setupOf(entry, { values, positionals: [] }).setup as WastelandSetup;

describe('the Wasteland Tactics command line', () => {
  it('plays the heuristic bot by default (rebuilt on worker threads from its recipe)', async () => {
    const run = await runCli([
      'simulate',
      ...wasteland,
      ...['--games', '2', '--workers', '2', '--quiet', '--json'],
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).bots).toEqual({ red: 'wasteland-heuristic', blue: 'wasteland-heuristic' });
  });

  it('--bots takes one kind per seat', async () => {
    const run = await runCli([
      'simulate',
      ...wasteland,
      ...quick,
      '--players',
      '3',
      '--bots',
      'heuristic,random,random',
    ]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).bots).toEqual({
      red: 'wasteland-heuristic',
      blue: 'random',
      green: 'random',
    });
    const demo = await runCli(['demo', ...wasteland, '--bots', 'random,heuristic']);
    expect(demo.stdout).toContain('\nPlayed by the random bot (red), the heuristic bot (blue).\n');
  });

  it("--defender first makes the first seat the defender (WT-MIS-02); the other seats share the attackers' pool", () => {
    expect(chosen({ scenario: '1' }).defender).toBeUndefined();
    const first = chosen({ scenario: '1', players: '3', defender: 'first' });
    expect(first.defender).toBe('red');
    expect(first.players.map((p) => p.battleGroups)).toEqual([
      sampleForce('scrap-raiders', 'small'),
      sampleForce('iron-covenant', 'small', 2),
      sampleForce('mutant-brood', 'small', 2),
    ]);
  });

  it('--factions chooses each seat its bundled faction; one faction is every seat', () => {
    const three = chosen({ players: '3', factions: 'mutant-brood,scrap-raiders,iron-covenant' });
    expect(three.players.map((p) => p.battleGroups)).toEqual([
      SAMPLE_FORCES['mutant-brood'].small,
      SAMPLE_FORCES['scrap-raiders'].small,
      SAMPLE_FORCES['iron-covenant'].small,
    ]);
    const all = chosen({ players: '4', size: 'medium', factions: 'iron-covenant' });
    expect(
      all.players.every((p) => p.battleGroups[0]?.name === SAMPLE_FORCES['iron-covenant'].medium[0]?.name),
    ).toBe(true);
  });

  it.each([
    [
      ['--factions', 'mutant-brood,scrap-raiders,iron-covenant'],
      '--factions names 3 factions for 2 players; give one for every seat, or one for all.',
    ],
    [
      ['--factions', 'orks'],
      "wasteland-tactics has no factions 'orks'; choose one of standard, scrap-raiders, iron-covenant, mutant-brood (one per seat, comma-separated, or one for all).",
    ],
    [
      ['--terrain', 'jungle'],
      "wasteland-tactics has no terrain 'jungle'; choose one of open, built-up, township.",
    ],
    [
      ['--bots', 'heuristic,random,random'],
      '--bots names 3 bots, but this game has 2 seats (red, blue); give one kind for all or one per seat.',
    ],
  ])('%j is a usage error', async (flags, message) => {
    const run = await runCli(['demo', ...wasteland, ...flags]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`sandtable demo: ${message}\n`);
  });

  it('--terrain and --advanced are separate choices', () => {
    const open = chosen({ advanced: 'on' });
    expect(open.terrain ?? []).toEqual([]);
    expect(open.advanced).toMatchObject({ advantages: true, occupyBuildings: true });
    const builtUp = chosen({ terrain: 'built-up' });
    expect(builtUp.terrain?.length).toBeGreaterThan(3);
    expect(builtUp.advanced).toBeUndefined();
  });

  it('--players, --size, --scenario and --terrain build the game they name', () => {
    const setup = chosen({ players: '4', size: 'large', scenario: '10', terrain: 'built-up' });
    expect(setup.players.map((p) => p.id)).toEqual(['red', 'blue', 'green', 'gold']);
    expect(setup).toMatchObject({ gameSize: 'large', mission: 10 });
    expect(setup.terrain?.length).toBeGreaterThan(3);
    expect(entry.describe(setup)).toMatch(/ \(gold\), large game, mission 10 \(.+\), built-up table$/);
  });

  it('narration names units by name, never by id', async () => {
    const run = await runCli(['demo', ...wasteland, '--seed', '3']);
    expect(run.code).toBe(0);
    const story = run.stdout.slice(0, run.stdout.search(/\n\n(Winner: |Draw — |No result: )/));
    expect(story).not.toMatch(/\b(red|blue)\.g\d+\.u\d+/);
    expect(story).toMatch(/\b(Scav Rats|Conscripts|Raiders|Line Troopers|Scrap Gunners) \d+\b/);
  });
});

describe('sandtable validate --ruleset wasteland-tactics', () => {
  const validate = (force: unknown) =>
    runCli(['validate', ...wasteland, 'force.json'], { 'force.json': JSON.stringify(force) });

  it("answers a mistyped field in a player's words, with the field meant", async () => {
    const run = await validate({
      gameSize: 'small',
      battleGroup: [],
      battleGroups: [{ name: 'Scav Patrol', units: [{ profile: 'warboss', modles: 2 }] }],
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      "  - Battle Group 1 ('Scav Patrol') › unit 1 ('warboss'): has unknown field 'modles'; check the spelling (field names are case-sensitive); did you mean 'models'?\n",
    );
    expect(run.stdout).toContain(
      "  - The force has unknown field 'battleGroup'; check the spelling (field names are case-sensitive); did you mean 'battleGroups'?\n",
    );
    expect(run.stdout).not.toMatch(/Unrecognized|battleGroups\.0/);
  });

  it('names the rule broken and the profile meant', async () => {
    const run = await validate({
      gameSize: 'small',
      battleGroups: [
        { name: 'Scav Patrol', units: [{ profile: 'warbos' }, { profile: 'raiders', models: 5 }] },
      ],
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      "uses profile 'warbos', which is not among the profiles of this game (R1, WT-UNIT-06). Did you mean 'warboss'?",
    );
    expect(run.stdout).toMatch(/\(WT-SIZE-02\)\.\n/);
  });

  it('words wrong values and sizes', async () => {
    const run = await validate({ gameSize: 'huge', battleGroups: [] });
    expect(run.stdout).toContain("  - Game size: must be one of 'small', 'medium', 'large'\n");
    expect(run.stdout).toContain('  - Battle groups: needs at least 1 item\n');
  });

  it('accepts a bundled force', async () => {
    const run = await validate({ gameSize: 'medium', battleGroups: SAMPLE_FORCES['scrap-raiders'].medium });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^force\.json: 'Rust Horde': a valid medium force of \d+ points\.\n$/);
  });
});
