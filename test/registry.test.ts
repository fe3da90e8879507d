import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createGame } from '../src/index.js';
import { RULESETS, rulesetDescription } from '../src/registry.js';
import { BUNDLED_RULESETS, loadRuleset } from '../src/sim/index.js';

const packageJson = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'));

describe('the ruleset registry (src/registry.ts) and each ruleset description', () => {
  it('lists each ruleset once, by its own id, xenocide first (the CLI default)', () => {
    const ids = RULESETS.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]).toBe('xenocide');
    for (const description of RULESETS) expect(description.ruleset.id).toBe(description.id);
    expect(rulesetDescription('wasteland-tactics')?.id).toBe('wasteland-tactics');
    expect(rulesetDescription('xenos-zealots')?.id).toBe('xenos-zealots');
    expect(rulesetDescription('no-such-game')).toBeUndefined();
    expect(rulesetDescription('constructor')).toBeUndefined();
  });

  it.each(RULESETS.map((r) => [r.id, r] as const))(
    '%s: its package export and worker ref lead to the same ruleset object',
    async (id, description) => {
      expect(Object.keys(packageJson.exports)).toContain(`./${id}`);
      expect(description.ref.module).toBe(`sandtable/${id}`);
      expect(BUNDLED_RULESETS[id]).toEqual(description.ref);
      expect(await loadRuleset(description.ref)).toBe(description.ruleset);
    },
  );

  it.each(RULESETS.map((r) => [r.id, r] as const))(
    '%s: every sample names only its options and their values, and every setup it builds starts a game',
    (_id, description) => {
      expect(description.options[0]?.name).toBe('scenario');
      // Options become CLI flags: none may shadow one of the CLI's own.
      const flags = ['ruleset', 'seed', 'games', 'workers', 'bots', 'json', 'out', 'quiet', 'rules', 'help'];
      for (const option of description.options) {
        expect(flags).not.toContain(option.name);
        expect(option.name).toMatch(/^[a-z][a-z0-9-]*$/);
      }
      for (const option of description.options) expect(option.choices.length).toBeGreaterThan(0);
      const setups = [{}, ...description.samples.map((s) => s.choices)];
      for (const choices of setups) {
        for (const [name, value] of Object.entries(choices)) {
          const option = description.options.find((o) => o.name === name);
          // A per-seat option takes one value per seat, comma-separated, as the CLI reads it.
          const values = option?.perSeat ? value.split(',') : [value];
          for (const one of values) expect(option?.choices, `${name}=${value}`).toContain(one);
        }
        const setup = description.setup(choices);
        const state = createGame(description.ruleset, setup as never, { seed: 1 });
        expect(state.pending.length, JSON.stringify(choices)).toBeGreaterThan(0);
        expect(description.players(setup).length).toBeGreaterThanOrEqual(2);
        expect(description.describe(setup)).not.toBe('');
      }
      // Every scenario is sampled.
      const scenarios = new Set(description.samples.map((s) => s.choices.scenario));
      for (const scenario of description.options[0]?.choices ?? [])
        if (scenario !== 'random') expect(scenarios, scenario).toContain(scenario);
    },
  );
});
