import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/bots/index.js';
import type { GameState } from '../../src/index.js';
import { wastelandDescription, wastelandTactics } from '../../src/rulesets/wasteland-tactics/index.js';
import { type SimulationReport, simulate, swapSides } from '../../src/sim/index.js';
import { type DuelState, duel } from '../fixtures/duel.js';
import { taggedDuel } from '../fixtures/tagged-duel.js';
import { setupFor } from '../support/wasteland-tactics';

// simulate on worker threads against the same games in one thread (long suite: each worker loads the sources
// through tsx, seconds per run; the quick suite tests simulate in-process and its option checks).
const duelRef = { module: new URL('../fixtures/duel.ts', import.meta.url).href, export: 'duel' };
const taggedRef = {
  module: new URL('../fixtures/tagged-duel.ts', import.meta.url).href,
  export: 'taggedDuel',
};
const setup = { players: ['red', 'blue'], hp: 3 };
const bots = { red: randomBot(), blue: randomBot() };
const alive = (state: GameState) =>
  Object.fromEntries((state.game as DuelState).fighters.map((f) => [f.id, f.hp > 0]));

/** The report without the fields that say how it was run. */
const resultsOf = ({ workers: _workers, ...rest }: SimulationReport) => rest;

describe('simulate on worker threads', () => {
  it('says which module or export a worker could not load', async () => {
    const missing = { red: { module: 'sandtable/bots', export: 'nope' }, blue: randomBot() };
    await expect(
      simulate({ ruleset: duelRef, setup, bots: missing, games: 3, seed: 2, workers: 2 }),
    ).rejects.toThrow("'sandtable/bots' has no export 'nope'.");
    await expect(
      simulate({
        ruleset: { module: 'sandtable/no-such-game', export: 'x' },
        setup,
        bots,
        games: 2,
        seed: 1,
        workers: 2,
      }),
    ).rejects.toThrow(/Cannot import 'sandtable\/no-such-game'/);
  });

  it('gives the same armies, sides, roles and unit figures with 1 or 2 workers, sides swapped', async () => {
    const base = wastelandDescription.setup({ scenario: '2' });
    const { armies, swaps } = swapSides(wastelandDescription, base);
    const options = {
      setup: base,
      armies,
      swaps,
      bots,
      games: 4,
      seed: 5,
      unitFigures: true,
      roles: true,
    } as const;
    const one = await simulate({ ...options, ruleset: wastelandTactics });
    const two = await simulate({ ...options, ruleset: wastelandTactics, workers: 2 });
    expect(resultsOf(two)).toEqual(resultsOf(one));
    expect(one.games).toBe(8);
    expect(Object.keys(one.roles ?? {}).sort()).toEqual(['attacker', 'defender']);
    expect(Object.keys(one.units ?? {}).length).toBeGreaterThan(4);
  });

  it('is the same for a given seed with 1 or 2 workers', async () => {
    const options = { setup, bots, games: 24, seed: 77, survival: alive };
    const one = await simulate({ ...options, ruleset: duel });
    const progress: number[] = [];
    const two = await simulate({
      ...options,
      ruleset: duelRef,
      workers: 2,
      onProgress: (p) => progress.push(p.done),
    });
    expect(two.workers).toBe(2);
    expect(resultsOf(two)).toEqual(resultsOf(one));
    expect(progress).toHaveLength(24);
  });

  it('finds a bundled ruleset by id for its workers', async () => {
    const options = { setup: setupFor(2, 4), bots, games: 4, seed: 5 };
    const one = await simulate({ ...options, ruleset: wastelandTactics });
    const two = await simulate({ ...options, ruleset: wastelandTactics, workers: 2 });
    expect(resultsOf(two)).toEqual(resultsOf(one));
    expect(two.ruleset).toBe('wasteland-tactics');
    const recipes = {
      red: { module: 'sandtable/bots', export: 'randomBot', args: [{ name: 'r' }] },
      blue: randomBot(),
    };
    const named = await simulate({ ...options, bots: recipes, ruleset: wastelandTactics, workers: 2 });
    expect(named.bots).toEqual({ red: 'r', blue: 'random' });
  });

  it('merges the same counts from worker threads as in one thread', async () => {
    const options = { setup, bots, games: 16, seed: 9, rules: true } as const;
    const inProcess = await simulate({ ...options, ruleset: taggedDuel });
    const threaded = await simulate({ ...options, ruleset: taggedRef, workers: 2 });
    expect(threaded.workers).toBe(2);
    expect(threaded.rules).toEqual(inProcess.rules);
    expect(Object.keys(threaded.rules ?? {}).length).toBeGreaterThan(5);
  });
});
