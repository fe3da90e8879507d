import { beforeAll, describe, expect, it } from 'vitest';
import { parseRecord, replay, stateHash } from '../../src/index.js';
import { xenocide } from '../../src/rulesets/xenocide/index.js';
import { type CliRun, runCli } from './memory-io.js';

describe('sandtable demo', () => {
  let seed4: CliRun;
  let seed5: CliRun;
  beforeAll(async () => {
    seed4 = await runCli(['demo', '--seed', '4']);
    seed5 = await runCli(['demo', '--seed', '5', '--scenario', 'invasion', '--json', '--out', 'game.json']);
  });

  it('narrates a whole Xenocide battle, dice shown, and ends with the winner and a summary table', () => {
    const run = seed4;
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('Xenocide 0.34 (ruleset 0.1.0), seed 4');
    expect(run.stdout).toContain('Terran Guard (red) vs Kethri Swarm (blue), scenario seize-ground');
    expect(run.stdout).toContain('Both sides are played by the heuristic bot.');
    expect(run.stdout).toContain('=== Turn 1 ===');
    expect(run.stdout).toMatch(/\n {4}roll to-hit \d+d6 \(\d or less each\): [1-6 ]+ → \d+ succeed\n/);
    expect(run.stdout).toMatch(/\n(Winner: (red|blue) — |Draw — ).+\.\n/);
    expect(run.stdout).toMatch(/\nplayer +army +units left +models left +VP lost +score +CP\n/);
    expect(run.stdout).toMatch(/\n\d+ commands, \d+ events, final state hash [0-9a-f]{16}\.\n$/);
    expect(run.stdout).not.toMatch(/ending activation|phase-started|undefined/);
  });

  it('names companies, units and models by their army-list names, not their ids', () => {
    expect(seed4.stdout).toContain('red deploys Mechanised Infantry, 10 models aboard 1st Platoon #7');
    expect(seed4.stdout).toMatch(/red activates [A-Z][\w ]+: /);
    expect(seed4.stdout).not.toMatch(/\b(red|blue)\.c\d+(\.u\d+)?\b/);
  });

  it('prints the same battle, byte for byte, for the same seed', async () => {
    const again = await runCli(['demo', '--seed', '4']);
    expect(again.stdout).toBe(seed4.stdout);
    expect(seed4.stdout).not.toContain(JSON.parse(seed5.stdout).stateHash);
  });

  it('--bots random lets the random bot play both sides', async () => {
    const run = await runCli(['demo', '--seed', '4', '--bots', 'random', '--scenario', 'attrition']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Both sides are played by the random bot.');
  });

  it('plays Wasteland Tactics', async () => {
    const run = await runCli(['demo', '--ruleset', 'wasteland-tactics', '--scenario', '4', '--seed', '2']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('mission 4 (Critical objective)');
    expect(run.stdout).toMatch(/=== Round 1 ===/);
    expect(run.stdout).toMatch(/\nplayer +units left +models left +score\n/);
  });

  it('--json prints the saved game: a record that replays to the saved state hash', () => {
    const saved = JSON.parse(seed5.stdout);
    expect(saved).toMatchObject({ format: 'sandtable-game', version: 1 });
    const record = parseRecord(JSON.stringify(saved.record));
    expect(record).toMatchObject({ ruleset: 'xenocide', seed: 5 });
    expect(stateHash(replay(record, xenocide).state)).toBe(saved.stateHash);
  });

  it('--out saves the game', () => {
    expect(seed5.written['game.json']).toBe(seed5.stdout);
  });
});
