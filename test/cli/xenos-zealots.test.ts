import { describe, expect, it } from 'vitest';
import { BUNDLED_FORCE_INPUTS } from '../../src/rulesets/xenos-zealots/index.js';
import { runCli } from './memory-io.js';

// The whole-game runs besides the demo (other tables and seatings, replay, simulate) are in the long suite:
// xenos-zealots-games.test.ts.
const xz = ['--ruleset', 'xenos-zealots'];
const json = (value: unknown) => JSON.stringify(value, null, 2);

describe('the Xenos & Zealots command line', () => {
  it('demo prints a whole narrated battle with unit names, turns, phases and counters turned over', async () => {
    const run = await runCli(['demo', ...xz, '--seed', '3']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Xenos & Zealots 0\.x \(ruleset \d+\.\d+\.\d+\), seed 3\n/);
    expect(run.stdout).toContain(
      "The Ashen Sun Crusade (zealots) vs The Vyr'kai Brood (xenos), Ashfall Crossing.",
    );
    expect(run.stdout).toContain('Turn 1 — Command Phase\n');
    expect(run.stdout).toMatch(/\n {2}Ashen Knights: [A-Z ]+ is turned over\.\n/);
    expect(run.stdout).toMatch(/The battle is over: /);
    expect(run.stdout).toMatch(/\n(Winner: \w+|Draw) — /);
    // Units and models are narrated by name, never by id.
    expect(run.stdout).not.toMatch(/\b(zealots|xenos)\.[a-z-]+/);
  });

  it('--forces names a bundled force per seat, and refuses an unknown one before playing', async () => {
    const wrong = await runCli(['demo', ...xz, '--forces', 'orks']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("xenos-zealots has no forces 'orks'");
    const three = await runCli(['demo', ...xz, '--forces', 'vyrkai-brood,vyrkai-brood,vyrkai-brood']);
    expect(three.code).toBe(2);
    expect(three.stderr).toContain('--forces names 3 forces for 2 players');
  });

  it('validate accepts a bundled force and explains a broken one', async () => {
    const ok = await runCli(['validate', 'force.json', ...xz], {
      'force.json': json(BUNDLED_FORCE_INPUTS['vyrkai-brood']),
    });
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^force\.json: 'The Vyr'kai Brood': a valid force of \d+ units \(\d+ models\)/);
    const broken = structuredClone(BUNDLED_FORCE_INPUTS['vyrkai-brood']) as {
      units: { resilience: unknown }[];
    };
    (broken.units[0] as { resilience: unknown }).resilience = 0;
    const bad = await runCli(['validate', 'force.json', ...xz], { 'force.json': json(broken) });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/not a valid xenos-zealots/);
    expect(bad.stdout).toMatch(/[Rr]esilience/);
  });

  it.each([
    ['army', 'urn:sandtable:xenos-zealots:force'],
    ['unit', 'urn:sandtable:xenos-zealots:unit-card'],
    ['weapon', 'urn:sandtable:xenos-zealots:weapon'],
    ['scenario', 'urn:sandtable:xenos-zealots:scenario'],
    ['command', 'urn:sandtable:xenos-zealots:command'],
  ])('schema prints the %s JSON Schema', async (kind, id) => {
    const run = await runCli(['schema', kind, ...xz]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: id,
    });
  });
});
