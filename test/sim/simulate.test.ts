import { describe, expect, it } from 'vitest';
import { policyBot, randomBot } from '../../src/bots/index.js';
import type { GameState } from '../../src/index.js';
import { deriveSeed, playGame, simulate } from '../../src/sim/index.js';
import { type DuelState, duel } from '../fixtures/duel.js';

const duelRef = { module: new URL('../fixtures/duel.ts', import.meta.url).href, export: 'duel' };
const setup = { players: ['red', 'blue'], hp: 3 };
const bots = { red: randomBot(), blue: randomBot() };
const alive = (state: GameState) =>
  Object.fromEntries((state.game as DuelState).fighters.map((f) => [f.id, f.hp > 0]));

describe('simulate', () => {
  it('reports win and draw rates with Wilson intervals, game length and survival', async () => {
    const report = await simulate({ ruleset: duel, setup, bots, games: 40, seed: 3, survival: alive });
    expect(report.games).toBe(40);
    expect(report.ruleset).toBe('duel');
    expect(report.bots).toEqual({ red: 'random', blue: 'random' });
    const red = report.wins.red!;
    const blue = report.wins.blue!;
    const finished = red.count + blue.count + report.draws.count + report.unfinished.count;
    expect(finished).toBe(40);
    for (const rate of [red, blue, report.draws]) {
      expect(rate.low).toBeLessThanOrEqual(rate.rate);
      expect(rate.high).toBeGreaterThanOrEqual(rate.rate);
    }
    expect(report.length.mean).toBeGreaterThan(0);
    expect(report.length.min).toBeLessThanOrEqual(report.length.mean);
    expect(Object.keys(report.survival)).toEqual(['blue', 'red']);
    expect(report.survival.red?.count).toBeGreaterThanOrEqual(red.count);
    expect(report.results.map((r) => r.index)).toEqual([...Array(40).keys()]);
    expect(report.results[0]).not.toHaveProperty('state');
  });

  it('plays game i with deriveSeed(seed, i), so playGame reproduces any game of the report', async () => {
    const report = await simulate({ ruleset: duel, setup, bots, games: 5, seed: 'night' });
    const third = report.results[3];
    expect(third?.seed).toBe(deriveSeed('night', 3));
    const again = playGame({ ruleset: duel, setup, bots, seed: third?.seed as number });
    expect(again.outcome).toEqual(third?.outcome);
    expect(again.commands).toBe(third?.commands);
  });

  it('reports progress after every game', async () => {
    const seen: number[] = [];
    await simulate({ ruleset: duel, setup, bots, games: 6, seed: 1, onProgress: (p) => seen.push(p.done) });
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('rejects with the failing game and its seed', async () => {
    const broken = {
      red: policyBot(({ player }) => ({ type: 'bid', player, amount: 99 }), { name: 'cheat' }),
      blue: randomBot(),
    };
    await expect(simulate({ ruleset: duel, setup, bots: broken, games: 3, seed: 2 })).rejects.toThrow(
      `Game 0 (seed ${deriveSeed(2, 0)}) failed: duel: bot 'cheat' (red) sent`,
    );
  });

  it('says how to fix options it cannot use', async () => {
    await expect(simulate({ ruleset: duel, setup, bots, games: 0, seed: 1 })).rejects.toThrow(
      'simulate: games must be a positive integer, got 0.',
    );
    await expect(simulate({ ruleset: duel, setup, bots, games: 2, seed: 1, workers: 2 })).rejects.toThrow(
      /cannot receive the 'duel' ruleset object; pass ruleset as \{ module, export \}/,
    );
    const inline = { red: policyBot(() => undefined, { name: 'mine' }), blue: randomBot() };
    await expect(
      simulate({ ruleset: duelRef, setup, bots: inline, games: 2, seed: 1, workers: 2 }),
    ).rejects.toThrow(/the bot 'mine' of red has no recipe/);
  });
});
