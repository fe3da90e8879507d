import { createGame, withScriptedDice } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { terrainWarnings, wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import { type Game, play, refused, row, setupFor } from '../../support/wasteland-tactics';

const started = (setup = setupFor(2, 10), dice = [9, 1]): Game =>
  play(withScriptedDice(createGame(wastelandTactics, setup, { seed: 1 }), dice) as Game, {
    type: 'start-game',
    player: 'red',
  }).state;
const place = (game: Game, unit: string, x: number, y: number) => ({
  type: 'deploy-unit' as const,
  player: game.pending[0]?.player ?? '',
  unit,
  models: [{ model: `${unit}.m1`, x, y }],
});

describe('terrain placement (WT-SETUP)', () => {
  it('WT-SETUP-01 the table is at least 4 square feet; 72"×48" by default', () => {
    expect(createGame(wastelandTactics, setupFor(2, 10), { seed: 1 }).game.table).toEqual({
      width: 72,
      depth: 48,
    });
    expect(() =>
      createGame(wastelandTactics, { ...setupFor(2, 10), table: { width: 24, depth: 20 } } as never, {
        seed: 1,
      }),
    ).toThrow(/4 square feet \(WT-SETUP-01\)/);
  });

  it('WT-SETUP-02 the finished terrain layout is part of the setup', () => {
    const terrain = [
      {
        id: 'hill',
        polygon: { points: row(30, 20, 3, 4).map((p, i) => ({ x: p.x, y: p.y + (i === 1 ? 4 : 0) })) },
      },
    ];
    expect(
      createGame(wastelandTactics, { ...setupFor(2, 10), terrain }, { seed: 1 }).game.terrain[0]?.id,
    ).toBe('hill');
  });

  it('WT-SETUP-03 each square foot should hold a sight-blocking piece: a warning, never an error (R43)', () => {
    const warnings = terrainWarnings({ width: 24, depth: 24 }, [
      {
        polygon: {
          points: [
            { x: 2, y: 2 },
            { x: 4, y: 2 },
            { x: 4, y: 4 },
          ],
        },
        building: 'intact',
      },
    ]);
    expect(warnings.map((w) => w.message)).toEqual([
      'The square foot at (0, 12) has no large line-of-sight blocking terrain; the rules advise one in each (WT-SETUP-03).',
      'The square foot at (12, 0) has no large line-of-sight blocking terrain; the rules advise one in each (WT-SETUP-03).',
      'The square foot at (12, 12) has no large line-of-sight blocking terrain; the rules advise one in each (WT-SETUP-03).',
    ]);
  });

  it('WT-SETUP-04 classifications are agreed data; an unknown one is refused', () => {
    const terrain = [
      {
        polygon: {
          points: [
            { x: 2, y: 2 },
            { x: 4, y: 2 },
            { x: 4, y: 4 },
          ],
        },
        swampy: true,
      },
    ];
    expect(() => createGame(wastelandTactics, { ...setupFor(2, 10), terrain } as never, { seed: 1 })).toThrow(
      /swampy/,
    );
  });
});

describe('deployment (WT-DEP)', () => {
  it('WT-DEP-01 a unit deploys entirely within its 12" strip along a long edge', () => {
    const game = started();
    const deployer = game.pending[0]?.player;
    const unit = game.game.units.find((u) => u.player === deployer)?.id ?? '';
    const zone = game.game.sides.find((s) => s.player === deployer)?.zone;
    expect(zone).toEqual(
      deployer === 'red'
        ? { kind: 'rect', x0: 0, y0: 0, x1: 72, y1: 12 }
        : { kind: 'rect', x0: 0, y0: 36, x1: 72, y1: 48 },
    );
    const outside = deployer === 'red' ? 12 : 36;
    expect(refused(game, place(game, unit, 30, outside)).message).toMatch(/WT-DEP-01/);
    expect(
      play(game, place(game, unit, 30, deployer === 'red' ? 6 : 42)).state.game.units.find(
        (u) => u.id === unit,
      )?.status,
    ).toBe('on-table');
  });

  it('WT-DEP-02 every unit is placed farther than 24" from enemy units already deployed', () => {
    let game = started(setupFor(2, 10), [1, 9]);
    const first = game.pending[0]?.player as string;
    const mine = game.game.units.filter((u) => u.player === first).map((u) => u.id);
    for (const [i, id] of mine.entries())
      game = play(game, place(game, id, 10 + 2 * i, first === 'red' ? 11.5 : 36.5)).state;
    const second = game.pending[0]?.player as string;
    const theirs = game.game.units.find((u) => u.player === second)?.id ?? '';
    expect(refused(game, place(game, theirs, 10, second === 'red' ? 11.5 : 36.5)).message).toMatch(
      /farther than 24".*WT-DEP-02/,
    );
  });
});
