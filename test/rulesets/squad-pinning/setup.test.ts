import { applyCommand, createGame, type GameState, legalCommands, scripted } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { SqCommandInput } from '../../../src/rulesets/squad-pinning/commands/schema';
import type { SqEvent } from '../../../src/rulesets/squad-pinning/events';
import { sqInvariants } from '../../../src/rulesets/squad-pinning/invariants';
import type { ParamsInput } from '../../../src/rulesets/squad-pinning/params';
import { squadPinning } from '../../../src/rulesets/squad-pinning/ruleset';
import type { ForceInput } from '../../../src/rulesets/squad-pinning/schemas/force';
import type { SqState } from '../../../src/rulesets/squad-pinning/state';
import { accept, BLUE, eventsOf, OPEN_TABLE, RED, refused, unit } from './engine-support';
import { only, rolled, run } from './rules-support';

type Game = GameState<SqState>;

function start(red: ForceInput, blue: ForceInput, faces: number[], params: ParamsInput = {}): Game {
  return createGame(
    squadPinning,
    {
      players: [
        { id: RED, force: red },
        { id: BLUE, force: blue },
      ],
      scenario: OPEN_TABLE as never,
      params,
    },
    { seed: 1, dice: scripted(faces) },
  ) as unknown as Game;
}

/** A line of `n` infantry positions from (x, y) along +x, 1.5" apart. */
const line = (x: number, y: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({ x: x + i * 1.5, y }));

describe('set-up, deployment and Recon moves (SQ-DEF-02, SQ-SPC-12)', () => {
  it('SQ-DEF-02 the roll-off (ties re-rolled) picks who chooses a zone and deploys first; players alternate', () => {
    const g = start(only('reconTeam', 'reconTeam'), only('reconTeam'), [3, 3, 2, 5, 6, 6]);
    expect(g.game.stage).toEqual({ kind: 'roll-off', player: RED });
    const rolledOff = accept(g, { type: 'roll-off', player: RED });
    expect(rolled(rolledOff.events)).toEqual([
      'roll-off: red',
      'roll-off: blue',
      'roll-off: red',
      'roll-off: blue',
    ]);
    expect(eventsOf(rolledOff.events, 'roll-off')[0]).toMatchObject({ winner: BLUE });
    expect(rolledOff.game.game.stage).toEqual({ kind: 'choose-zone', player: BLUE });
    const zone = accept(rolledOff.game, { type: 'choose-zone', player: BLUE, zone: 'north' });
    expect(zone.game.game.sides).toEqual([
      { player: RED, zone: 'south' },
      { player: BLUE, zone: 'north' },
    ]);
    expect(zone.game.game.stage).toEqual({ kind: 'deploy', player: BLUE });
    refused(
      zone.game,
      { type: 'deploy', player: RED, unit: 'red.u1', positions: line(10, 5, 4) },
      'not-your-turn',
    );
    // Outside the 12" zone (north: y ≥ 36): refused.
    refused(
      zone.game,
      { type: 'deploy', player: BLUE, unit: 'blue.u1', positions: line(10, 35.6, 4) },
      'outside-zone',
      'SQ-DEF-02',
    );
    const b1 = accept(zone.game, {
      type: 'deploy',
      player: BLUE,
      unit: 'blue.u1',
      positions: line(10, 43, 4),
    });
    expect(b1.game.game.stage).toEqual({ kind: 'deploy', player: RED });
  });

  it('SQ-DEF-02 deployment.zoneDepth sets the zone depth', () => {
    const deploy = (params: ParamsInput) => {
      const g = start(only('reconTeam'), only('reconTeam'), [6, 1, 6, 6], params);
      return run(g, { type: 'roll-off', player: RED }, { type: 'choose-zone', player: RED, zone: 'south' })
        .game;
    };
    const cmd = { type: 'deploy' as const, player: RED, unit: 'red.u1', positions: line(10, 13, 4) };
    refused(deploy({}), cmd, 'outside-zone', 'SQ-DEF-02');
    accept(deploy({ deployment: { zoneDepth: 14 } }), cmd);
  });

  it('SQ-SPC-12 Recon units move once after deployment and before turn 1, players alternating from the first deployer', () => {
    const g = start(only('reconTeam', 'reconTeam'), only('reconTeam', 'rifleSquad'), [5, 2, 4, 3, 6, 6]);
    const deployed = run(
      g,
      { type: 'roll-off', player: RED },
      { type: 'choose-zone', player: RED, zone: 'south' },
      { type: 'deploy', player: RED, unit: 'red.u1', positions: line(10, 5, 4) },
      { type: 'deploy', player: BLUE, unit: 'blue.u1', positions: line(10, 43, 4) },
      { type: 'deploy', player: RED, unit: 'red.u2', positions: line(30, 5, 4) },
      { type: 'deploy', player: BLUE, unit: 'blue.u2', positions: line(25, 44, 8) },
    );
    const s0 = deployed.game;
    expect(s0.game.phase).toBe('recon');
    expect(s0.game.turn).toBe(0);
    expect(s0.game.stage).toEqual({ kind: 'recon', player: RED });
    expect(s0.pending[0]).toMatchObject({
      kind: 'recon',
      player: RED,
      constraints: { units: ['red.u1', 'red.u2'] },
    });
    refused(s0, { type: 'activate', player: RED, unit: 'red.u1' }, 'unexpected-command');
    refused(
      s0,
      { type: 'recon-move', player: RED, unit: 'red.u1', positions: line(10, 11.5, 4) },
      'too-far',
      'SQ-DEF-12',
    );
    const r1 = accept(s0, { type: 'recon-move', player: RED, unit: 'red.u1', positions: line(10, 11, 4) });
    expect(eventsOf(r1.events, 'recon-move')[0]).toMatchObject({ unit: 'red.u1', moved: true });
    expect(unit(r1.game.game, 'red.u1').models[0]).toMatchObject({ x: 10, y: 11 });
    expect(r1.game.game.stage).toEqual({ kind: 'recon', player: BLUE });
    refused(r1.game, { type: 'recon-move', player: BLUE, unit: 'blue.u2' }, 'illegal-action', 'SQ-SPC-12');
    const r2 = accept(r1.game, { type: 'recon-move', player: BLUE, unit: 'blue.u1' });
    expect(eventsOf(r2.events, 'recon-move')[0]).toMatchObject({ unit: 'blue.u1', moved: false });
    expect(r2.game.game.stage).toEqual({ kind: 'recon', player: RED });
    refused(r2.game, { type: 'recon-move', player: RED, unit: 'red.u1' }, 'illegal-action', 'SQ-SPC-12');
    const r3 = accept(r2.game, {
      type: 'recon-move',
      player: RED,
      unit: 'red.u2',
      positions: line(30, 9, 4),
    });
    // Only now does turn 1 begin: the initiative dice (4 for red, 3 for blue) follow the last Recon move.
    const kinds = r3.events.map((e) => e.type).filter((t) => t === 'recon-move' || t === 'turn-started');
    expect(kinds).toEqual(['recon-move', 'turn-started']);
    expect(rolled(r3.events)).toEqual(['initiative: red', 'initiative: blue']);
    expect(r3.game.game).toMatchObject({ phase: 'turn', turn: 1, stage: { kind: 'activate', player: RED } });
  });

  it('SQ-DEF-02 infantry may start embarked in a deployed transport; vehicles deploy facing the enemy', () => {
    const g = start(only('apc', 'reconTeam'), only('battleTank'), [6, 1, 6, 6, 5, 2]);
    const r = run(
      g,
      { type: 'roll-off', player: RED },
      { type: 'choose-zone', player: RED, zone: 'south' },
      { type: 'deploy', player: RED, unit: 'red.u1', positions: [{ x: 24, y: 6 }] },
      { type: 'deploy', player: BLUE, unit: 'blue.u1', positions: [{ x: 24, y: 42 }] },
    );
    expect(unit(r.game.game, 'red.u1').models[0]?.facing).toBe(0);
    expect(unit(r.game.game, 'blue.u1').models[0]?.facing).toBe(180);
    refused(
      r.game,
      { type: 'deploy', player: RED, unit: 'red.u2', transport: 'red.u9' },
      'no-transport',
      'SQ-DEF-16',
    );
    const e = accept(r.game, { type: 'deploy', player: RED, unit: 'red.u2', transport: 'red.u1' });
    expect(unit(e.game.game, 'red.u2')).toMatchObject({ status: 'embarked', transport: 'red.u1' });
    // An embarked Recon unit makes no Recon move; turn 1's initiative ties are re-rolled (6-6, then 5-2).
    expect(rolled(e.events)).toEqual([
      'initiative: red',
      'initiative: blue',
      'initiative: red',
      'initiative: blue',
    ]);
    expect(e.game.game).toMatchObject({ turn: 1, stage: { kind: 'activate', player: RED } });
  });

  it('SQ-DEF-29 a force must have a unit and keep within forces.pointsLimit', () => {
    const big = only('battleTank', 'battleTank', 'battleTank');
    expect(() => start(big, only('reconTeam'), [])).toThrow(/450 points, over the 400-point limit/);
    expect(start(big, only('reconTeam'), [], { forces: { pointsLimit: 450 } }).game.units).toHaveLength(4);
    expect(() => start({ name: 'Empty', units: [] }, only('reconTeam'), [])).toThrow(/at least one unit/);
    // The bundled rosters fit the default limit.
    const def = createGame(
      squadPinning,
      {
        players: [
          { id: RED, force: 'linePatrol' },
          { id: BLUE, force: 'strikePatrol' },
        ],
      },
      { seed: 3 },
    ) as unknown as Game;
    expect(def.game.units).toHaveLength(12);
    expect(def.game.scenario.id).toBe('seize-the-ground');
  });
});

describe('prompts and legal commands (SQ-DEF-30)', () => {
  it('SQ-DEF-30 every prompt offers legal commands the engine accepts, through a whole seeded game', () => {
    let g = createGame(
      squadPinning,
      {
        players: [
          { id: RED, force: 'linePatrol' },
          { id: BLUE, force: 'strikePatrol' },
        ],
      },
      { seed: 11 },
    ) as unknown as Game;
    const kinds = new Set<string>();
    let steps = 0;
    for (; steps < 3000 && !g.outcome; steps++) {
      const prompt = g.pending[0] as { player: string; kind: string } | undefined;
      if (!prompt) break;
      kinds.add(prompt.kind);
      const legal = legalCommands(g as never, prompt.player) as SqCommandInput[];
      expect(legal.length, `stage ${g.game.stage.kind}`).toBeGreaterThan(0);
      // Rotate through the options deterministically.
      const pick = legal[(steps * 7) % legal.length] as SqCommandInput;
      const result = applyCommand(g as never, pick as never);
      if (!result.ok)
        throw new Error(`legal command refused: ${JSON.stringify(pick)} ${JSON.stringify(result.error)}`);
      g = result.state as unknown as Game;
    }
    expect(g.outcome).toBeDefined();
    for (const k of ['roll-off', 'choose-zone', 'deploy', 'recon', 'activate', 'action'])
      expect(kinds).toContain(k);
    void ({} as SqEvent);
  });
});

describe('whole games (SQ-DEF-03, SQ-DEF-28, SQ-DEF-30)', () => {
  it('SQ-DEF-30 seeded games of legal commands keep the state invariants and end with a result', () => {
    for (const seed of [2, 3]) {
      let g = createGame(
        squadPinning,
        {
          players: [
            { id: RED, force: seed % 2 ? 'linePatrol' : 'strikePatrol' },
            { id: BLUE, force: seed % 2 ? 'strikePatrol' : 'linePatrol' },
          ],
        },
        { seed },
      ) as unknown as Game;
      // A deterministic choice sequence (a small LCG on the seed): no Math.random.
      let x = seed * 7919;
      let steps = 0;
      for (; steps < 4000 && !g.outcome; steps++) {
        const prompt = g.pending[0] as { player: string } | undefined;
        if (!prompt) break;
        const legal = legalCommands(g as never, prompt.player) as SqCommandInput[];
        x = (x * 1103515245 + 12345) % 2147483648;
        const pick = legal[x % legal.length] as SqCommandInput;
        const result = applyCommand(g as never, pick as never);
        if (!result.ok)
          throw new Error(`seed ${seed}: legal command refused: ${JSON.stringify(result.error)}`);
        g = result.state as unknown as Game;
        expect(sqInvariants(g.game), `seed ${seed} step ${steps}`).toEqual([]);
      }
      expect(g.outcome, `seed ${seed}`).toBeDefined();
      expect(g.game.phase).toBe('over');
      expect(g.game.turn).toBeLessThanOrEqual(6);
    }
  }, 60_000);
});
