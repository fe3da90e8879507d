import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/bots/index.js';
import type { GameEvent, GameState } from '../../src/index.js';
import { unitFigures } from '../../src/kit/index.js';
import { type WastelandSetup, wastelandDescription } from '../../src/rulesets/wasteland-tactics/index.js';
import { xenocideDescription } from '../../src/rulesets/xenocide/index.js';
import { deriveSeed, type GameResult, playGame, simulate, swapSides } from '../../src/sim/index.js';
import { duel } from '../fixtures/duel.js';

const setup = { players: ['red', 'blue'], hp: 3 };
const bots = { red: randomBot(), blue: randomBot() };
const winnerOf = (r: GameResult): readonly string[] => (r.outcome?.kind === 'win' ? r.outcome.winners : []);

describe('simulate with the sides swapped (swaps, armies)', () => {
  it('plays each seed on every arrangement: games 2i and 2i+1 share seed i', async () => {
    const swaps = [{ setup, armies: { red: 'Blues', blue: 'Reds' } }];
    const report = await simulate({
      ruleset: duel,
      setup,
      armies: { red: 'Reds', blue: 'Blues' },
      swaps,
      bots,
      games: 6,
      seed: 4,
    });
    expect(report.games).toBe(12);
    expect(report.seeds).toBe(6);
    expect(report.arrangements).toEqual([
      { red: 'Reds', blue: 'Blues' },
      { red: 'Blues', blue: 'Reds' },
    ]);
    report.results.forEach((r, index) => {
      expect(r.arrangement).toBe(index % 2);
      expect(r.seed).toBe(deriveSeed(4, Math.floor(index / 2)));
    });
  });

  it("counts each army's decisive games on the side it played, with Wilson intervals", async () => {
    const swaps = [{ setup, armies: { red: 'Blues', blue: 'Reds' } }];
    const armies = { red: 'Reds', blue: 'Blues' };
    const report = await simulate({ ruleset: duel, setup, armies, swaps, bots, games: 20, seed: 9 });
    // Recount from the games: the army of the winning seat in that game's arrangement.
    const won: Record<string, number> = { Reds: 0, Blues: 0 };
    const decisive = report.results.filter((r) => r.outcome?.kind === 'win').length;
    for (const r of report.results) {
      const names = report.arrangements[r.arrangement ?? 0] as Record<string, string>;
      for (const winner of winnerOf(r)) {
        const army = names[winner] as string;
        won[army] = (won[army] ?? 0) + 1;
      }
    }
    expect(report.decisive.count).toBe(decisive);
    const reds = report.armies?.Reds;
    expect(reds?.games).toBe(40);
    expect(reds?.decisive).toBe(decisive);
    expect(reds?.share.count).toBe(won.Reds);
    expect(reds?.share.rate).toBeCloseTo((won.Reds ?? 0) / decisive);
    expect(reds?.share.low).toBeLessThanOrEqual(reds?.share.rate ?? 0);
    expect(reds?.share.high).toBeGreaterThanOrEqual(reds?.share.rate ?? 1);
    expect(Object.keys(reds?.bySide ?? {}).sort()).toEqual(['blue', 'red']);
    expect((reds?.bySide.red?.games ?? 0) + (reds?.bySide.blue?.games ?? 0)).toBe(40);
    expect((reds?.bySide.red?.wins.count ?? 0) + (reds?.bySide.blue?.wins.count ?? 0)).toBe(won.Reds);
    // A side's wins are the same games seen from the seat.
    expect(report.sides.red?.wins.count).toBe(report.wins.red?.count);
    expect(report.sides.red?.share.count).toBe(report.wins.red?.count);
  });

  it('reads roles and unit figures with hooks in this thread', async () => {
    const report = await simulate({
      ruleset: duel,
      setup,
      bots,
      games: 4,
      seed: 1,
      roles: () => ({ red: 'challenger', blue: 'champion' }),
      unitFigures: (state: GameState) =>
        (state.game as { fighters: { id: string; hp: number }[] }).fighters.map((f) => ({
          player: f.id,
          unit: 'fighter',
          points: 10,
          survived: f.hp > 0,
          kills: 0,
          pointsDestroyed: 0,
        })),
    });
    expect(Object.keys(report.roles ?? {})).toEqual(['challenger', 'champion']);
    expect(report.roles?.challenger?.games).toBe(4);
    expect(report.roles?.challenger?.byArmy.red?.games).toBe(4);
    expect(report.units?.['red › fighter']?.games).toBe(4);
    expect(report.units?.['red › fighter']?.points).toBe(10);
    await expect(
      simulate({
        ruleset: { module: 'x', export: 'y' },
        setup,
        bots,
        games: 2,
        seed: 1,
        workers: 2,
        unitFigures: () => [],
      }),
    ).rejects.toThrow(/cannot receive a unitFigures function/);
  });
});

describe('swapSides (a ruleset description swaps the armies of a setup)', () => {
  it('exchanges the Xenocide armies through withArmy', () => {
    const base = xenocideDescription.setup({});
    const { armies, swaps } = swapSides(xenocideDescription, base);
    expect(armies).toEqual({ red: 'Terran Guard', blue: 'Kethri Swarm' });
    expect(swaps).toHaveLength(1);
    expect(swaps[0]?.armies).toEqual({ red: 'Kethri Swarm', blue: 'Terran Guard' });
    expect(swaps[0]?.setup).toEqual(xenocideDescription.setup({ armies: 'kethri-vs-terran' }));
  });

  it('rotates three Wasteland forces through every seat', () => {
    const base = wastelandDescription.setup({ players: '3', scenario: '10' });
    const { armies, swaps } = swapSides(wastelandDescription, base);
    expect(Object.values(armies)).toHaveLength(3);
    expect(swaps.map((s) => s.armies.red)).toEqual([armies.blue, armies.green]);
    const groups = (s: WastelandSetup, seat: number) => s.players[seat]?.battleGroups;
    expect(groups(swaps[0]?.setup as WastelandSetup, 0)).toEqual(groups(base, 1));
    expect(groups(swaps[1]?.setup as WastelandSetup, 0)).toEqual(groups(base, 2));
  });

  it('names two armies of one name by their seat', () => {
    const base = wastelandDescription.setup({ factions: 'mutant-brood' });
    const { armies } = swapSides(wastelandDescription, base);
    expect(armies.red).toMatch(/ \(red's list\)$/);
    expect(armies.blue).toMatch(/ \(blue's list\)$/);
  });
});

describe('the kit unitFigures (credits each loss to the enemy units acting)', () => {
  const units = [
    { id: 'a1', player: 'a', unit: 'u1 (Gunners)', points: 60, models: 3, survived: true },
    { id: 'a2', player: 'a', unit: 'u2 (Tank)', points: 100, models: 1, survived: true },
    { id: 'b1', player: 'b', unit: 'u1 (Brood)', points: 40, models: 4, survived: false },
  ];
  const event = (type: string, fields: Record<string, unknown>) =>
    ({ type, ...fields }) as unknown as GameEvent;
  const read = {
    actors: (e: GameEvent) => {
      const f = e as unknown as { type: string; units?: string[] };
      return f.type === 'act' ? (f.units ?? []) : undefined;
    },
    loss: (e: GameEvent) => (e.type === 'lost' ? (e as unknown as { unit: string }).unit : undefined),
  };

  it('shares a loss between the acting enemies and counts its points', () => {
    const figures = unitFigures(
      units,
      [event('act', { units: ['a1', 'a2'] }), event('lost', { unit: 'b1' })],
      read,
    );
    expect(figures.find((f) => f.unit === 'u1 (Gunners)')).toMatchObject({ kills: 0.5, pointsDestroyed: 5 });
    expect(figures.find((f) => f.unit === 'u2 (Tank)')).toMatchObject({ kills: 0.5, pointsDestroyed: 5 });
    expect(figures.find((f) => f.player === 'b')).toMatchObject({ kills: 0, survived: false, points: 40 });
  });

  it("credits no one for a loss while the victim's own side acts", () => {
    const figures = unitFigures(
      units,
      [event('act', { units: ['b1'] }), event('lost', { unit: 'b1' })],
      read,
    );
    expect(figures.every((f) => f.kills === 0)).toBe(true);
  });

  it('Xenocide credits the shooter of a whole game with the enemy models it removed', () => {
    const setupX = xenocideDescription.setup({ scenario: 'attrition', turns: '3' });
    const game = playGame({ ruleset: xenocideDescription.ruleset, setup: setupX, bots, seed: 3 });
    const figures =
      xenocideDescription.unitFigures?.(game.state as GameState, game.events as GameEvent[]) ?? [];
    const removed = (player: string) =>
      (game.events as GameEvent[]).filter(
        (e) => e.type === 'model-removed' && (e as unknown as { unit: string }).unit.startsWith(`${player}.`),
      ).length;
    const kills = (player: string) =>
      figures.filter((f) => f.player === player).reduce((n, f) => n + f.kills, 0);
    expect(figures.length).toBeGreaterThan(10);
    expect(kills('red')).toBeLessThanOrEqual(removed('blue') + 1e-9);
    expect(kills('blue')).toBeLessThanOrEqual(removed('red') + 1e-9);
    expect(kills('red') + kills('blue')).toBeGreaterThan(0);
  });
});
