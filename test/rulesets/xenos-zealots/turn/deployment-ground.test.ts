import { applyCommand, createGame, type GameState, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { xenosZealots } from '../../../../src/rulesets/xenos-zealots/ruleset';
import type { XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { aForce, aUnit } from '../builders';
import { BLUE, RED } from '../engine-support';

type Game = GameState<XzState>;

/** A pool of water, a solid bunker and a one-model shack in the south zone (y 36–48 of the default table). */
const terrain = [
  {
    id: 'pool',
    name: 'Pool',
    kind: 'area',
    areaType: 'Water Feature',
    shape: { kind: 'rect', rect: { x0: 0, y0: 38, x1: 12, y1: 48 } },
  },
  {
    id: 'bunker',
    name: 'Bunker',
    kind: 'area',
    areaType: 'Built Up Area',
    blocksLOS: true,
    shape: { kind: 'rect', rect: { x0: 20, y0: 38, x1: 30, y1: 48 } },
  },
  {
    id: 'shack',
    name: 'Tin Shack',
    kind: 'obstacle',
    height: 2,
    occupancy: { maxModels: 1, unitTypes: ['Basic Infantry'] },
    shape: { kind: 'rect', rect: { x0: 40, y0: 40, x1: 44, y1: 43 } },
  },
];

/** Blue (the Defender) about to deploy its one five-model squad in the south zone. */
function deploying(): Game {
  const start = createGame(
    xenosZealots,
    {
      players: [
        { id: RED, force: aForce([aUnit()]) },
        { id: BLUE, force: aForce([aUnit()]) },
      ],
      scenario: { id: 'ground', name: 'Ground', terrain } as never,
      attacker: RED,
    },
    { seed: 1 },
  ) as unknown as Game;
  const chosen = applyCommand(start, { type: 'choose-zone', player: BLUE, zone: 'south' } as never);
  if (!chosen.ok) throw new Error(chosen.error.message);
  return chosen.state as Game;
}

/** The squad in a line along y from `x`, 1" apart (within 4" of the leader, the first model). */
const line = (x: number, y: number) =>
  [1, 2, 3, 4, 5].map((i) => ({ model: `blue.squad.m${i}`, x: x + (i - 1), y }));

const deploy = (g: Game, models: { model: string; x: number; y: number }[]) =>
  applyCommand(g, { type: 'deploy-unit', player: BLUE, unit: 'blue.squad', models } as never);

describe('R2 R16 deployment on the ground the terrain allows', () => {
  it('XZ-TERR-08 no model is deployed in terrain impassable to it (Legs in water)', () => {
    const g = deploying();
    const result = deploy(g, line(2, 44));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toMatchObject({ code: 'impassable', rule: 'XZ-TERR-08' });
      expect(result.error.message).toContain('Pool');
    }
    expect(result.state).toBe(g);
    expect(deploy(g, line(50, 44)).ok).toBe(true);
  });

  it('XZ-TERR-07 no model is deployed inside a building no unit may occupy, or over a building capacity', () => {
    const g = deploying();
    const inside = deploy(g, line(21, 44));
    expect(!inside.ok && inside.error).toMatchObject({ code: 'inside-terrain', rule: 'XZ-TERR-07' });
    // Two models in the one-model shack.
    const crowded = deploy(g, [
      { model: 'blue.squad.m1', x: 41, y: 41.5 },
      { model: 'blue.squad.m2', x: 43, y: 41.5 },
      { model: 'blue.squad.m3', x: 41, y: 44.5 },
      { model: 'blue.squad.m4', x: 42.5, y: 44.5 },
      { model: 'blue.squad.m5', x: 39, y: 42 },
    ]);
    expect(!crowded.ok && crowded.error).toMatchObject({ code: 'building-full', rule: 'XZ-TERR-07' });
    // One is allowed.
    const one = deploy(g, [
      { model: 'blue.squad.m1', x: 41, y: 41.5 },
      { model: 'blue.squad.m2', x: 39, y: 42 },
      { model: 'blue.squad.m3', x: 41, y: 44.5 },
      { model: 'blue.squad.m4', x: 42.5, y: 44.5 },
      { model: 'blue.squad.m5', x: 44.8, y: 42 },
    ]);
    expect(one.ok ? '' : one.error.message).toBe('');
  });

  it('R2 every deployment the stage offers stands on allowed ground', () => {
    const g = deploying();
    const offered = legalCommands(g, BLUE);
    expect(offered.length).toBeGreaterThan(0);
    for (const command of offered) expect(applyCommand(g, command as never).ok).toBe(true);
  });
});
