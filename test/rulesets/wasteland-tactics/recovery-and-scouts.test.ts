import { createGame, scripted } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  BUNDLED_PROFILES,
  type UnitProfileInput,
  type WastelandSetup,
  type WastelandState,
  wastelandTactics,
} from '../../../src/rulesets/wasteland-tactics/index';
import {
  aPosition,
  aProfile,
  eventsOf,
  far,
  type Game,
  gameOf,
  play,
  refused,
  row,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const medic = aProfile({ id: 'medics', rules: ['Medic 6'] });
const mechanic = aProfile({ id: 'mechanics', rules: ['Repair 6'] });
const tank = aProfile({ id: 'tank', base: 3, height: 2, rules: ['Vehicle/Monster', 'Tough 3'] });

/** A position where red's last unit passes, ending the round: the morale phase, then Medic/Repair. */
function roundEnd(units: UnitSpec[], dice: number[]): Game {
  return gameOf(
    aPosition({
      profiles: [medic, mechanic, tank],
      units: [
        { id: 'x', player: 'red', profile: 'trooper', at: [{ x: 60, y: 4 }] },
        ...units.map((u) => ({ ...u, extra: { activated: true, ...u.extra } })),
      ],
    }),
    dice,
  );
}
const pass = { type: 'activate-unit' as const, player: 'red', unit: 'x', actions: [] };
const dead = (id: string, at: { x: number; y: number }[], profile: string, wounds = 1): UnitSpec => ({
  id,
  player: 'red',
  profile,
  at,
  extra: {
    models: at.map((p, i) => ({
      id: `${id}.m${i + 1}`,
      x: p.x,
      y: p.y,
      facing: 0,
      wounds: i === 0 ? 0 : wounds,
      alive: i !== 0,
    })),
  },
});

describe('Medic/Repair (WT-SUR-33/34), Scouts deployment (WT-SUR-41), Vehicle/Monster turning (WT-SUR-61)', () => {
  it('WT-SUR-33 at the end of the round a Medic X unit rolls; on X+ a destroyed model returns with one wound (R33)', () => {
    const unitSpec = dead('m', row(10, 10, 3), 'medics');
    const asked = play(roundEnd([unitSpec, far], [6, 5, 5]), pass);
    expect(eventsOf(asked.events, 'test-rolled').find((t) => t.test === 'medic')).toMatchObject({
      needed: 6,
      passed: true,
    });
    expect(asked.state.game.stage).toEqual({ kind: 'recover', player: 'red', unit: 'm' });
    expect(
      refused(asked.state, {
        type: 'recover',
        player: 'red',
        unit: 'm',
        model: 'm.m1',
        at: { x: 40, y: 40 },
      }).message,
    ).toMatch(/coherency/);
    const { state } = play(asked.state, {
      type: 'recover',
      player: 'red',
      unit: 'm',
      model: 'm.m1',
      at: { x: 10, y: 11.5 },
    });
    expect(unit(state, 'm').models[0]).toMatchObject({ alive: true, wounds: 1, x: 10, y: 11.5 });
  });

  it('WT-SUR-34 Medic mends only non-Vehicle models, Repair only Vehicles (the wreck becomes the model again)', () => {
    const hurt = { id: 't', player: 'red', profile: 'tank', at: [{ x: 12.5, y: 10 }], wounds: 1 };
    const medics = { id: 'm', player: 'red', profile: 'medics', at: [{ x: 10.5, y: 10 }] };
    const none = play(roundEnd([medics, hurt, far], [5, 5]), pass);
    expect(eventsOf(none.events, 'test-rolled').filter((t) => t.test === 'medic')).toEqual([]);
    const mechanics = { ...medics, profile: 'mechanics' };
    const asked = play(roundEnd([mechanics, hurt, far], [6, 5, 5]), pass);
    const { state, events } = play(asked.state, { type: 'recover', player: 'red', unit: 'm', model: 't.m1' });
    expect(unit(state, 't').models[0]?.wounds).toBe(2);
    expect(eventsOf(events, 'model-recovered')[0]?.rules).toContain('WT-SUR-34');
  });

  it('WT-SUR-41 a Scouts unit may deploy last, anywhere out of sight of every enemy model (R39)', () => {
    const scouts: UnitProfileInput = {
      id: 'pathfinders',
      name: 'Pathfinders',
      unitType: 'Troops',
      move: 6,
      will: 6,
      life: 6,
      weapons: ['Rifle: R24 A1 5+ D1'],
      rules: ['Scouts 1'],
      costPerModel: 10,
    };
    const setup: WastelandSetup = {
      players: [
        {
          id: 'red',
          battleGroups: [{ name: 'Red', units: [{ profile: 'warboss' }, { profile: 'pathfinders' }] }],
        },
        { id: 'blue', battleGroups: [{ name: 'Blue', units: [{ profile: 'captain' }] }] },
      ],
      profiles: [...BUNDLED_PROFILES, aProfile(scouts)],
      gameSize: 'small',
      mission: 10,
      terrain: [
        {
          id: 'block',
          polygon: {
            points: [
              { x: 30, y: 20 },
              { x: 42, y: 20 },
              { x: 42, y: 30 },
              { x: 30, y: 30 },
            ],
          },
          height: 6,
          building: 'intact',
        },
      ],
    };
    let game = createGame(wastelandTactics, setup, { seed: 1, dice: scripted([3, 8, 5, 6]) }) as Game;
    game = play(game, { type: 'start-game', player: 'red' }).state;
    expect(game.game.stage).toEqual({ kind: 'deploy', player: 'red' });
    const held = play(game, { type: 'hold-for-scouting', player: 'red', unit: 'red.g1.u2' }).state;
    expect(unit(held, 'red.g1.u2').scouting).toBe(true);
    const rest = play(
      held,
      {
        type: 'deploy-unit',
        player: 'red',
        unit: 'red.g1.u1',
        models: [{ model: 'red.g1.u1.m1', x: 36, y: 2 }],
      },
      {
        type: 'deploy-unit',
        player: 'blue',
        unit: 'blue.g1.u1',
        models: [{ model: 'blue.g1.u1.m1', x: 36, y: 46 }],
      },
    ).state;
    expect(rest.game.stage).toEqual({ kind: 'deploy', player: 'red' });
    const seen = {
      type: 'deploy-unit' as const,
      player: 'red',
      unit: 'red.g1.u2',
      models: [{ model: 'red.g1.u2.m1', x: 10, y: 30 }],
    };
    expect(refused(rest, seen).message).toMatch(/WT-SUR-41/);
    expect(rest.pending[0]?.rules).toContain('WT-SUR-41');
    expect(rest.pending[0]?.rules).not.toContain('WT-SUR-03');
    const hidden = play(rest, { ...seen, models: [{ model: 'red.g1.u2.m1', x: 36, y: 18 }] });
    expect(unit(hidden.state, 'red.g1.u2').status).toBe('on-table');
    expect(eventsOf(hidden.events, 'unit-deployed')[0]?.rules).not.toContain('WT-SUR-03');

    // WT-SUR-03: with enemy Acute Senses on the table, the Scouts set-up must also keep more than 18" away.
    const watched: WastelandSetup = {
      ...setup,
      players: [
        setup.players[0] as WastelandSetup['players'][number],
        {
          id: 'blue',
          battleGroups: [
            { name: 'Blue', units: [{ profile: 'captain' }, { profile: 'scout-riders', models: 1 }] },
          ],
        },
      ],
    };
    let acute = createGame(wastelandTactics, watched, { seed: 1, dice: scripted([3, 8, 5, 6]) }) as Game;
    acute = play(
      acute,
      { type: 'start-game', player: 'red' },
      { type: 'hold-for-scouting', player: 'red', unit: 'red.g1.u2' },
      {
        type: 'deploy-unit',
        player: 'red',
        unit: 'red.g1.u1',
        models: [{ model: 'red.g1.u1.m1', x: 36, y: 2 }],
      },
      {
        type: 'deploy-unit',
        player: 'blue',
        unit: 'blue.g1.u1',
        models: [{ model: 'blue.g1.u1.m1', x: 36, y: 46 }],
      },
      {
        type: 'deploy-unit',
        player: 'blue',
        unit: 'blue.g1.u2',
        models: [{ model: 'blue.g1.u2.m1', x: 44, y: 40 }],
      },
    ).state;
    expect(acute.pending[0]).toMatchObject({ kind: 'deploy', player: 'red' });
    expect(acute.pending[0]?.rules).toEqual(expect.arrayContaining(['WT-SUR-41', 'WT-SUR-03']));
    const behind = { ...seen, models: [{ model: 'red.g1.u2.m1', x: 36, y: 18 }] };
    const kept = play(acute, behind);
    expect(eventsOf(kept.events, 'unit-deployed')[0]?.rules).toEqual(
      expect.arrayContaining(['WT-SUR-41', 'WT-SUR-03']),
    );
  });

  it('WT-SUR-61 a Vehicle/Monster may turn only once in a Move action (R32)', () => {
    const state = aPosition({
      profiles: [tank],
      units: [{ id: 'r', player: 'red', profile: 'tank', at: [{ x: 10, y: 10 }] }, far],
      stage: { kind: 'move', player: 'red', unit: 'r' },
    });
    const game = gameOf({
      ...state,
      activation: { player: 'red', unit: 'r', actions: [{ type: 'move' }], next: 1, awaitingMove: true },
    } as WastelandState);
    const path = (points: { x: number; y: number }[], facing?: number) => ({
      type: 'move-unit' as const,
      player: 'red',
      unit: 'r',
      models: [{ model: 'r.m1', path: points, ...(facing === undefined ? {} : { facing }) }],
    });
    expect(game.pending[0]).toMatchObject({ player: 'red', kind: 'move' });
    expect(game.pending[0]?.rules).toContain('WT-SUR-61');
    const { state: turned } = play(game, path([{ x: 12, y: 10 }]));
    expect(unit(turned, 'r').models[0]?.facing).toBe(90);
    expect(
      refused(
        game,
        path([
          { x: 12, y: 10 },
          { x: 12, y: 9 },
        ]),
      ).message,
    ).toMatch(/WT-SUR-61/);
    expect(refused(game, path([{ x: 12, y: 10 }], 0))).toMatchObject({ rule: 'WT-SUR-61' });
    expect(unit(play(game, path([{ x: 10, y: 12 }], 90)).state, 'r').models[0]?.facing).toBe(90);
    const walker = gameOf({
      ...state,
      units: state.units.map((u) => (u.id === 'r' ? { ...u, profile: 'trooper' } : u)),
      activation: { player: 'red', unit: 'r', actions: [{ type: 'move' }], next: 1, awaitingMove: true },
    } as WastelandState);
    expect(walker.pending[0]).toMatchObject({ kind: 'move' });
    expect(walker.pending[0]?.rules).not.toContain('WT-SUR-61');
  });
});
