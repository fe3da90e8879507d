import { describe, expect, it } from 'vitest';
import { SAMPLE_FORCES } from '../../src/rulesets/wasteland-tactics/index.js';
import { terranGuardArmy } from '../../src/rulesets/xenocide/index.js';
import { runCli } from './memory-io.js';

const json = (value: unknown) => JSON.stringify(value, null, 2);

describe('sandtable validate', () => {
  it('accepts a valid Xenocide army and sums it up', async () => {
    const run = await runCli(['validate', 'army.json'], { 'army.json': json(terranGuardArmy) });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      "army.json: 'Terran Guard' is a valid generic army: 1000 of 1000 points, 4 companies, 10 units.\n",
    );
  });

  it("exits 1 and explains every problem in a player's words", async () => {
    const army = structuredClone(terranGuardArmy) as unknown as { points: unknown; companies: unknown[] };
    army.points = 'lots';
    const run = await runCli(['validate', 'army.json'], { 'army.json': json(army) });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      'army.json: not a valid xenocide army list (1 problem):\n  - Points: must be a number, not the text "lots"\n',
    );
  });

  it('checks a Wasteland Tactics force', async () => {
    const force = { gameSize: 'small', battleGroups: SAMPLE_FORCES['mutant-brood'].small };
    const ok = await runCli(['validate', 'force.json', '--ruleset', 'wasteland-tactics'], {
      'force.json': json(force),
    });
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^force\.json: '.+': a valid small force of \d+ points\.\n$/);
    const big = { gameSize: 'small', battleGroups: [...force.battleGroups, ...force.battleGroups] };
    const bad = await runCli(['validate', 'force.json', '--ruleset', 'wasteland-tactics'], {
      'force.json': json(big),
    });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toMatch(/WT-SIZE-01/);
  });
});

describe('sandtable schema', () => {
  it.each([
    ['army', 'urn:sandtable:xenocide:army-list'],
    ['unit', 'urn:sandtable:xenocide:unit-profile'],
    ['command', 'urn:sandtable:xenocide:command'],
  ])('prints the Xenocide %s JSON Schema', async (kind, id) => {
    const run = await runCli(['schema', '--ruleset', 'xenocide', kind]);
    expect(run.code).toBe(0);
    const schema = JSON.parse(run.stdout);
    expect(schema).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', $id: id });
  });

  it('defaults to the army list of Xenocide, and knows Wasteland Tactics', async () => {
    expect(JSON.parse((await runCli(['schema'])).stdout).$id).toBe('urn:sandtable:xenocide:army-list');
    const command = JSON.parse(
      (await runCli(['schema', 'command', '--ruleset', 'wasteland-tactics'])).stdout,
    );
    expect(command.$id).toBe('urn:sandtable:wasteland-tactics:command');
    expect(JSON.stringify(command)).toContain('activate-unit');
  });
});
