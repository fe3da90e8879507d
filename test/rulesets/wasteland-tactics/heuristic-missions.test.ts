import { createGame, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  type WastelandCommand,
  type WastelandState,
  wastelandHeuristicPolicy,
  wastelandTactics,
} from '../../../src/rulesets/wasteland-tactics/index';
import {
  aPosition,
  aProfile,
  type Game,
  gameOf,
  play,
  row,
  setupFor,
  troops,
  type UnitSpec,
} from '../../support/wasteland-tactics';

/** The heuristic's answer to the open prompt of `player`, from the commands the rules list. */
function decide(game: Game, player = 'red'): WastelandCommand {
  const legal = legalCommands(game, player) as WastelandCommand[];
  const command = wastelandHeuristicPolicy(game, player, legal);
  if (!command) throw new Error('the heuristic gave no answer');
  return command;
}

/**
 * Declares Move + Move for red's unit `s` in a position, takes the heuristic's first move and plays it (the
 * rules must accept it); returns where its model ends.
 */
function firstMoveEnd(position: WastelandState): { x: number; y: number } {
  const declared = play(gameOf(position), {
    type: 'activate-unit',
    player: 'red',
    unit: 's',
    actions: [{ type: 'move' }, { type: 'move' }],
  });
  const command = decide(declared.state);
  if (command.type !== 'move-unit') throw new Error(`expected a move, got ${command.type}`);
  expect(play(declared.state, command).events.some((e) => e.type === 'unit-moved')).toBe(true);
  const end = command.models[0]?.path.at(-1);
  if (!end) throw new Error('the move places no model');
  return end;
}

const activation = (command: WastelandCommand) => {
  if (command.type !== 'activate-unit') throw new Error(`expected an activation, got ${command.type}`);
  return command.actions;
};

describe('the heuristic bot plays the missions (decisions checked through applyCommand)', () => {
  it('WT-SUR-06 an Ambush arrival is placed near the enemy and declares its one action', () => {
    const units: UnitSpec[] = [
      { id: 'r', player: 'red', profile: 'stalkers', at: row(0, 0, 3), status: 'ambush' },
      { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 30, y: 30 }] },
    ];
    const arrived = play(gameOf(aPosition({ units }), [6]), {
      type: 'arrive-from-ambush',
      player: 'red',
      unit: 'r',
    });
    const command = decide(arrived.state);
    expect(command.type).toBe('place-ambush');
    if (command.type !== 'place-ambush') return;
    expect(command.actions).toHaveLength(1);
    const gap = Math.min(...command.models.map((m) => Math.hypot(m.x - 30, m.y - 30)));
    expect(gap).toBeGreaterThan(6);
    expect(gap).toBeLessThan(10);
    const { events } = play(arrived.state, command);
    expect(events.some((e) => e.type === 'ambush-arrived')).toBe(true);
  });

  it('WT-MIS-23 the Rescue carrier moves toward its own table edge', () => {
    const home = aPosition({
      mission: 8,
      units: [troops('r', 'red', [{ x: 30, y: 20 }]), troops('b', 'blue', [{ x: 60, y: 44 }])],
    });
    const game = gameOf({ ...home, mission: { ...home.mission, key: { x: 30, y: 20, carrier: 'r.m1' } } });
    const actions = activation(decide(game));
    expect(actions[0]?.type).toBe('move');
    const declared = play(game, { type: 'activate-unit', player: 'red', unit: 'r', actions });
    const move = decide(declared.state);
    expect(move.type).toBe('move-unit');
    if (move.type !== 'move-unit') return;
    const end = move.models[0]?.path.at(-1);
    expect(end?.y).toBeLessThan(15); // red's zone runs along the y = 0 edge
    play(declared.state, move);
  });

  it('WT-SUR-15 War Blessing is cast only before the Shoot or Fight it helps, never before a Move', () => {
    const far = aPosition({
      units: [
        { id: 'r', player: 'red', profile: 'brood-mother', at: [{ x: 10, y: 6 }] },
        troops('b', 'blue', [{ x: 60, y: 44 }]),
      ],
    });
    const actions = activation(decide(gameOf(far)));
    expect(actions.some((a) => a.type === 'cast' && a.power === 'war-blessing')).toBe(false);
    const near = aPosition({
      units: [
        { id: 'r', player: 'red', profile: 'brood-mother', at: [{ x: 10, y: 6 }] },
        troops('b', 'blue', [{ x: 10, y: 11 }]),
      ],
    });
    const game = gameOf(
      near,
      Array.from({ length: 30 }, () => 9),
    );
    const legal = legalCommands(game, 'red') as WastelandCommand[];
    const command = wastelandHeuristicPolicy(game, 'red', legal);
    const chosen = command ? activation(command) : [];
    const bless = chosen.findIndex((a) => a.type === 'cast' && a.power === 'war-blessing');
    expect(bless).toBeGreaterThanOrEqual(0);
    expect(['shoot', 'fight']).toContain(chosen[bless + 1]?.type);
    if (command) expect(play(game, command).events.some((e) => e.type === 'power-cast')).toBe(true);
  });

  it('WT-SHOOT-02 fires its second volley at another unit rather than again at a lone model', () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: row(10, 10, 5) },
          troops('b', 'blue', [{ x: 14, y: 28 }]),
          troops('c', 'blue', [{ x: 18, y: 29 }]),
        ],
      }),
      Array.from({ length: 60 }, () => 5),
    );
    const actions = activation(decide(game));
    const shots = actions.filter((a) => a.type === 'shoot');
    expect(shots).toHaveLength(2);
    expect(shots[0]?.target).not.toBe(shots[1]?.target);
    play(game, { type: 'activate-unit', player: 'red', unit: 'r', actions });
  });

  it('WT-SHOOT-05 does not fire shots that need 11+ when it can do something better', () => {
    const blunt = aProfile({ id: 'blunt', weapons: ['Old Musket: R24 A1 10+ D1'] });
    const game = gameOf(
      aPosition({
        profiles: [blunt],
        terrain: [
          {
            polygon: {
              points: [
                { x: 20, y: 26 },
                { x: 30, y: 26 },
                { x: 30, y: 34 },
                { x: 20, y: 34 },
              ],
            },
            concealment: true,
            height: 3,
          },
        ],
        units: [
          { id: 'r', player: 'red', profile: 'blunt', at: [{ x: 25, y: 12 }] },
          troops('b', 'blue', [{ x: 25, y: 30 }]),
        ],
      }),
    );
    const actions = activation(decide(game));
    expect(actions.some((a) => a.type === 'shoot')).toBe(false);
    play(game, { type: 'activate-unit', player: 'red', unit: 'r', actions });
  });

  it('WT-FIGHT-02 a melee unit beyond its charge range declares Move then Fight, moves at its target and charges', () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'spawn', at: [{ x: 10, y: 10 }] },
          troops('b', 'blue', [{ x: 10, y: 20 }]),
        ],
      }),
      Array.from({ length: 40 }, () => 6),
    );
    const actions = activation(decide(game));
    expect(actions).toEqual([{ type: 'move' }, { type: 'fight', targets: ['b'] }]);
    const declared = play(game, { type: 'activate-unit', player: 'red', unit: 'r', actions });
    const move = decide(declared.state);
    if (move.type !== 'move-unit') throw new Error(`expected a move, got ${move.type}`);
    const end = move.models[0]?.path.at(-1);
    expect(end?.y).toBeGreaterThan(13); // toward the target at y = 20, beyond the 10" it started from
    const moved = play(declared.state, move);
    expect(moved.events).toContainEqual(
      expect.objectContaining({ type: 'charge-declared', unit: 'r', targets: ['b'] }),
    );
    const stand = (legalCommands(moved.state, 'blue') as WastelandCommand[]).find(
      (c) => c.type === 'react-to-charge' && !c.react,
    );
    if (!stand) throw new Error('blue is not asked to react to the charge');
    const { state } = play(moved.state, stand);
    expect(state.game.units.find((u) => u.id === 'b')?.status).toBe('destroyed'); // two 6s hit, a 6 fails Life
  });

  it('WT-MIS-05 the Ambush defender deploys at the end of its zone nearest the edge it escapes by', () => {
    let game = createGame(wastelandTactics, setupFor(2, 1), { seed: 3 }) as Game;
    for (
      let i = 0;
      i < 200 && !(game.game.stage.kind === 'deploy' && game.game.stage.player === 'blue');
      i++
    ) {
      const player = game.pending[0]?.player as string;
      game = play(game, decide(game, player)).state;
    }
    expect(game.game.stage).toMatchObject({ kind: 'deploy', player: 'blue' });
    const zone = game.game.sides.find((s) => s.player === 'blue')?.zone;
    if (zone?.kind !== 'rect') throw new Error('expected a rectangular defender zone');
    const deploy = decide(game, 'blue');
    if (deploy.type !== 'deploy-unit') throw new Error(`expected a deployment, got ${deploy.type}`);
    // R40: the zone runs from the centre to the east edge; the escape is the west edge (x = 0).
    for (const model of deploy.models) expect(model.x).toBeLessThan(zone.x0 + 4);
    const { state } = play(game, deploy);
    expect(state.game.units.find((u) => u.id === deploy.unit)?.status).toBe('on-table');
  });

  it('WT-SHOOT-04 focuses its fire on the completely visible models of a unit partly in Concealment', () => {
    const game = gameOf(
      aPosition({
        terrain: [
          {
            polygon: {
              points: [
                { x: 10, y: 26 },
                { x: 30, y: 26 },
                { x: 30, y: 34 },
                { x: 10, y: 34 },
              ],
            },
            concealment: true,
            height: 3,
          },
        ],
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: row(34, 14, 5) },
          troops('b', 'blue', row(24.5, 30, 8)),
        ],
      }),
      Array.from({ length: 40 }, () => 8),
    );
    const actions = activation(decide(game));
    expect(actions[0]).toEqual({ type: 'shoot', target: 'b', focus: ['b'] });
    const { events } = play(game, { type: 'activate-unit', player: 'red', unit: 'r', actions });
    const rolled = events.find((e) => e.type === 'attack-rolled');
    expect(rolled?.rules).toContain('WT-SHOOT-04');
  });
  it('WT-FIGHT-05 does not charge a target its charge would bump into a friend short of; it charges one it reaches', () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'spawn', at: [{ x: 10, y: 10 }] },
          troops('f', 'red', [{ x: 10, y: 12.5 }]),
          troops('b', 'blue', [{ x: 10, y: 15 }]),
          troops('c', 'blue', [{ x: 15, y: 13 }]),
        ],
      }),
      Array.from({ length: 40 }, () => 6),
    );
    // The rules list a charge at the nearest enemy, b, straight through the friend standing in the way.
    const listed = legalCommands(game, 'red') as WastelandCommand[];
    expect(listed).toContainEqual(
      expect.objectContaining({ unit: 'r', actions: [{ type: 'fight', targets: ['b'] }] }),
    );
    const actions = activation(decide(game));
    expect(actions[0]).toEqual({ type: 'fight', targets: ['c'] });
    const charged = play(game, { type: 'activate-unit', player: 'red', unit: 'r', actions });
    const stand = (legalCommands(charged.state, 'blue') as WastelandCommand[]).find(
      (c) => c.type === 'react-to-charge' && !c.react,
    );
    if (!stand) throw new Error('blue is not asked to react to the charge');
    const { events } = play(charged.state, stand);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'attack-rolled', action: 'fight', unit: 'r', target: 'c' }),
    );
    // The listed charge at b stops against the friend in the way and strikes no blows.
    const blocked = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'fight', targets: ['b'] }],
    });
    const standB = (legalCommands(blocked.state, 'blue') as WastelandCommand[]).find(
      (c) => c.type === 'react-to-charge' && !c.react,
    );
    const wasted = standB ? play(blocked.state, standB).events : blocked.events;
    expect(wasted).toContainEqual(
      expect.objectContaining({ type: 'action-wasted', unit: 'r', action: 'fight' }),
    );
  });

  it('WT-FIGHT-06 a unit that charges fights again with its second action while it is still in contact', () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'spawn', at: [{ x: 10, y: 10 }] },
          troops('b', 'blue', row(8, 14, 6)),
        ],
      }),
      Array.from({ length: 60 }, () => 5),
    );
    const actions = activation(decide(game));
    expect(actions).toEqual([
      { type: 'fight', targets: ['b'] },
      { type: 'fight', targets: [] },
    ]);
    const charged = play(game, { type: 'activate-unit', player: 'red', unit: 'r', actions });
    const stand = (legalCommands(charged.state, 'blue') as WastelandCommand[]).find(
      (c) => c.type === 'react-to-charge' && !c.react,
    );
    if (!stand) throw new Error('blue is not asked to react to the charge');
    let { state, events } = play(charged.state, stand);
    // The blue player orders its casualties (R6) as the blows land; the heuristic answers for it.
    for (let i = 0; i < 10 && state.pending[0]?.kind === 'casualties'; i++) {
      const next = play(state, decide(state, 'blue'));
      state = next.state;
      events = [...events, ...next.events];
    }
    const blows = events.filter((e) => e.type === 'attack-rolled' && e.action === 'fight' && e.unit === 'r');
    expect(blows).toHaveLength(2);
  });

  it('WT-SHOOT-03 a gun unit with rounds to spare moves into range and fires instead of walking on into the guns', () => {
    // Blitz (WT-MIS-07): the attacker's goal is the defender's zone along the far edge, 36" away.
    const game = gameOf(
      aPosition({
        mission: 2,
        units: [troops('r', 'red', [{ x: 36, y: 6 }]), troops('b', 'blue', [{ x: 36, y: 32 }])],
      }),
      Array.from({ length: 20 }, () => 9),
    );
    const actions = activation(decide(game));
    expect(actions).toEqual([{ type: 'move' }, { type: 'shoot', target: 'b' }]);
    const declared = play(game, { type: 'activate-unit', player: 'red', unit: 'r', actions });
    const move = decide(declared.state);
    if (move.type !== 'move-unit') throw new Error(`expected a move, got ${move.type}`);
    const { events } = play(declared.state, move);
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'attack-rolled', action: 'shoot', unit: 'r', target: 'b' }),
    );
  });
  it('WT-MIS-22 only the three units nearest a loose Rescue counter fetch it; the others hunt the enemy', () => {
    const home = aPosition({
      mission: 8,
      units: [
        troops('f1', 'red', [{ x: 30, y: 20 }]),
        troops('f2', 'red', [{ x: 42, y: 20 }]),
        troops('f3', 'red', [{ x: 36, y: 18 }]),
        troops('r', 'red', [{ x: 10, y: 10 }]),
        troops('b', 'blue', [{ x: 10, y: 40 }]),
      ],
    });
    const game = gameOf({ ...home, mission: { ...home.mission, key: { x: 36, y: 24 } } });
    const declared = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'move' }],
    });
    const move = decide(declared.state);
    if (move.type !== 'move-unit') throw new Error(`expected a move, got ${move.type}`);
    const end = move.models[0]?.path.at(-1);
    // Toward the enemy at (10, 40), not the counter at (36, 24).
    expect(end?.x).toBeLessThan(12);
    expect(end?.y).toBeGreaterThan(14);
    play(declared.state, move);
    const fetch = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'f1',
      actions: [{ type: 'move' }],
    });
    const step = decide(fetch.state);
    if (step.type !== 'move-unit') throw new Error(`expected a move, got ${step.type}`);
    const at = step.models[0]?.path.at(-1);
    expect(Math.hypot((at?.x ?? 0) - 36, (at?.y ?? 0) - 24)).toBeLessThan(2);
    play(fetch.state, step);
  });

  it('WT-MOVE-03 a model boxed in by its own side veers round them and ends a full Move away', () => {
    // Spawn (Move 6) in the middle of a 3" grid of friends, the enemy straight ahead: a straight slide, or
    // one after a sidestep, stops short behind the rank in front.
    const grid = [
      [34.5, 7.5],
      [31.5, 7.5],
      [37.5, 7.5],
      [34.5, 10.5],
      [31.5, 10.5],
      [37.5, 10.5],
      [31.5, 4.5],
      [37.5, 4.5],
    ].map(([x, y], i) => troops(`f${i}`, 'red', [{ x: x as number, y: y as number }], 'spawn'));
    const position = aPosition({
      gameSize: 'small',
      units: [
        troops('s', 'red', [{ x: 34.5, y: 4.5 }], 'spawn'),
        ...grid,
        troops('b', 'blue', [{ x: 34.5, y: 40 }], 'conscripts'),
      ],
    });
    const end = firstMoveEnd(position);
    expect(Math.hypot(end.x - 34.5, end.y - 4.5)).toBeGreaterThan(5.9);
  });

  it('WT-DEP-05 with no mission goal the units deploy abreast at the front of their zone', () => {
    // Total annihilation names no place to go: 21 one-model units fill the rank nearest the enemy, so none
    // starts behind another.
    let game: Game = createGame(wastelandTactics, setupFor(2, 10), { seed: 1 });
    game = play(game, { type: 'start-game', player: 'red' }).state;
    for (let n = 0; n < 100 && game.game.stage.kind === 'deploy'; n++) {
      const player = game.pending[0]?.player as string;
      game = play(game, decide(game, player)).state;
    }
    expect(game.game.stage.kind).not.toBe('deploy');
    const ys = (player: string) =>
      game.game.units.filter((u) => u.player === player).flatMap((u) => u.models.map((m) => m.y));
    // The zones are 12" strips along the long edges: red's front rank is at y 10.5, blue's at 37.5.
    expect(Math.min(...ys('red'))).toBeGreaterThan(9);
    expect(Math.max(...ys('blue'))).toBeLessThan(39);
  });

  it('WT-MIS-09 a melee-only unit goes for an enemy within its Move and a charge before an empty square', () => {
    // Break the stalemate: two Spawn share a square, so neither holds it alone; the nearest empty square is
    // to the west (12, 12), a Conscript 10.8" away to the south-east.
    const position = aPosition({
      mission: 3,
      gameSize: 'small',
      units: [
        troops('s', 'red', [{ x: 30, y: 20 }], 'spawn'),
        troops('f', 'red', [{ x: 28, y: 20 }], 'spawn'),
        troops('b', 'blue', [{ x: 36, y: 29 }], 'conscripts'),
      ],
    });
    const end = firstMoveEnd(position);
    expect(Math.hypot(end.x - 36, end.y - 29)).toBeLessThan(Math.hypot(30 - 36, 20 - 29) - 4);
  });

  it('WT-MIS-13 in Salvage a melee-only unit away from every marker clears the enemy in reach first', () => {
    const base = aPosition({
      mission: 5,
      gameSize: 'small',
      units: [
        troops('s', 'red', [{ x: 30, y: 20 }], 'spawn'),
        troops('b', 'blue', [{ x: 36, y: 29 }], 'conscripts'),
      ],
    });
    const position = { ...base, mission: { ...base.mission, markers: [{ id: 'marker-1', x: 10, y: 20 }] } };
    const end = firstMoveEnd(position);
    expect(Math.hypot(end.x - 36, end.y - 29)).toBeLessThan(Math.hypot(30 - 36, 20 - 29) - 4);
  });
});
