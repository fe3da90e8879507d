import { createGame, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  type TerrainAreaInput,
  type WastelandCommand,
  type WastelandEvent,
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
  house,
  play,
  refused,
  row,
  setupFor,
  square,
  truck,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const bomber = aProfile({ id: 'bomber', weapons: ['Bomb: R30 A4 5+ D2 [Deadly 5]'] });
const grenadier = aProfile({ id: 'grenadier', weapons: ['Grenade: R24 A3 5+ D1 [Area Effect]'] });
const many = (n: number, face: number) => Array.from({ length: n }, () => face);
const buggy = aProfile({
  id: 'buggy',
  unitType: 'Fast',
  move: 10,
  base: 3,
  height: 2,
  weapons: [],
  rules: ['Vehicle/Monster', 'Tough 3', 'Transport 6', 'Open'],
});
const profiles = [truck, bomber, grenadier, buggy];

/** A Move action waiting for red's unit `r`. */
function moving(units: UnitSpec[], terrain: TerrainAreaInput[] = [], buildings = false): Game {
  const state = aPosition({
    profiles,
    units,
    terrain,
    stage: { kind: 'move', player: 'red', unit: 'r' },
    ...(buildings ? { advanced: { occupyBuildings: true } } : {}),
  });
  return gameOf({
    ...state,
    activation: { player: 'red', unit: 'r', actions: [{ type: 'move' }], next: 1, awaitingMove: true },
  } as WastelandState);
}
const moves = (game: Game) =>
  legalCommands(game, 'red').filter(
    (c): c is Extract<WastelandCommand, { type: 'move-unit' }> => c.type === 'move-unit',
  );
const embark = (carrier: string) => ({
  type: 'move-unit' as const,
  player: 'red',
  unit: 'r',
  models: [],
  embark: carrier,
});

describe('transports and buildings in play (WT-SUR-50/54, WT-BLD-03/05/07)', () => {
  it('WT-SUR-50 a unit listed before its transport starts the game embarked on it, and the transport deploys naming the rule', () => {
    // The bundled Rust Horde lists its Killers (entry 8) before the Battle Wagon (entry 11) they ride in.
    const setup = setupFor(2, 10, 'medium');
    let game = createGame(wastelandTactics, setup, { seed: 7 }) as Game;
    const killers = game.game.units.find((u) => u.profile === 'killers');
    const wagon = game.game.units.find((u) => u.profile === 'battle-wagon');
    expect(killers).toMatchObject({ status: 'embarked', embarkedIn: wagon?.id });
    const deployed: Extract<WastelandEvent, { type: 'unit-deployed' }>[] = [];
    for (let i = 0; i < 100 && ['start', 'deploy'].includes(game.game.stage.kind); i++) {
      const player = game.pending[0]?.player as string;
      const next = play(game, legalCommands(game, player)[0] as WastelandCommand);
      deployed.push(...eventsOf(next.events, 'unit-deployed'));
      game = next.state;
    }
    const rules = (id: string | undefined) => deployed.find((e) => e.unit === id)?.rules ?? [];
    expect(rules(wagon?.id)).toContain('WT-SUR-50');
    // Only the transports carrying units from the start name it (the Rust Horde's wagon, the Cohort's carrier).
    const carriers = new Set(game.game.units.flatMap((u) => (u.embarkedIn ? [u.embarkedIn] : [])));
    const naming = deployed.filter((e) => (e.rules ?? []).includes('WT-SUR-50')).map((e) => e.unit);
    expect(new Set(naming)).toEqual(carriers);
    expect(carriers.size).toBe(2);
  });

  it('WT-SUR-50 embarking on a transport names its capacity; legal moves offer a slide that ends aboard, and it is accepted', () => {
    const r: UnitSpec = { id: 'r', player: 'red', profile: 'trooper', at: row(10, 10, 2) };
    const w: UnitSpec = {
      id: 'w',
      player: 'red',
      profile: 'truck',
      at: [{ x: 20, y: 10 }],
      extra: { activated: true },
    };
    const game = moving([r, w, far]);
    const offered = moves(game).filter((m) => m.embark === 'w');
    expect(offered).toHaveLength(1);
    expect(offered[0]?.models.length).toBe(2);
    const { state, events } = play(game, offered[0] as WastelandCommand);
    expect(unit(state, 'r')).toMatchObject({ status: 'embarked', embarkedIn: 'w' });
    expect(eventsOf(events, 'unit-embarked')[0]?.rules).toContain('WT-SUR-50');
  });

  it('WT-BLD-07 embarking in a large building (Transport 20) names the rule; an ordinary one names its profile (WT-BLD-05/06)', () => {
    const crowd: UnitSpec = {
      id: 'r',
      player: 'red',
      profile: 'trooper',
      at: [...row(19, 18, 6), ...row(19, 19, 6)],
    };
    const large = play(moving([crowd, far], [house({ transport: 20 })], true), embark('house'));
    expect(eventsOf(large.events, 'unit-embarked')[0]?.rules).toEqual(
      expect.arrayContaining(['WT-BLD-04', 'WT-BLD-07']),
    );
    const few: UnitSpec = { id: 'r', player: 'red', profile: 'trooper', at: row(20, 18, 2) };
    const small = play(moving([few, far], [house()], true), embark('house'));
    expect(eventsOf(small.events, 'unit-embarked')[0]?.rules).not.toContain('WT-BLD-07');
    // WT-BLD-05/06: an ordinary building holds the Transport 10 of its light or heavy profile.
    expect(eventsOf(small.events, 'unit-embarked')[0]?.rules).toContain('WT-BLD-05');
    const bunker = play(moving([few, far], [house({ buildingClass: 'heavy' })], true), embark('house'));
    expect(eventsOf(bunker.events, 'unit-embarked')[0]?.rules).toEqual(
      expect.arrayContaining(['WT-BLD-04', 'WT-BLD-06']),
    );
    expect(unit(small.state, 'r').status).toBe('embarked');
  });

  it('WT-BLD-03 legal moves offer a climb onto a ruins floor; it is accepted and the move names the rule', () => {
    const ruins: TerrainAreaInput[] = [
      {
        id: 'ruins',
        name: 'Ruins',
        polygon: square(8, 12, 16, 20),
        height: 4,
        building: 'heavy-ruins',
        levels: [3],
      },
    ];
    const red: UnitSpec = { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 12, y: 9 }] };
    const game = moving([red, far], ruins);
    const climb = moves(game).find((m) => m.models.some((p) => p.level === 3));
    expect(climb).toBeDefined();
    const { state, events } = play(game, climb as WastelandCommand);
    expect(unit(state, 'r').models[0]?.elevation).toBe(3);
    expect(eventsOf(events, 'unit-moved')[0]?.rules).toContain('WT-BLD-03');
    const ground = play(game, {
      type: 'move-unit',
      player: 'red',
      unit: 'r',
      models: [{ model: 'r.m1', path: [{ x: 12, y: 11 }] }],
    });
    expect(eventsOf(ground.events, 'unit-moved')[0]?.rules).not.toContain('WT-BLD-03');
  });

  it('WT-BLD-05 the Shoot declarations offered include an enemy-held building, and the volley rolls against its profile', () => {
    const state = aPosition({
      profiles,
      advanced: { occupyBuildings: true },
      terrain: [house()],
      units: [
        { id: 'r', player: 'red', profile: 'bomber', at: [{ x: 23, y: 10 }] },
        {
          id: 'p',
          player: 'blue',
          profile: 'trooper',
          at: row(0, 0, 2),
          status: 'embarked',
          extra: { embarkedIn: 'house' },
        },
        far,
      ],
    });
    const held = { ...state, buildings: (state.buildings ?? []).map((b) => ({ ...b, occupant: 'blue' })) };
    const offered = legalCommands(gameOf(held), 'red').find(
      (c) =>
        c.type === 'activate-unit' &&
        c.unit === 'r' &&
        c.actions.some((a) => a.type === 'shoot' && a.target === 'house'),
    );
    expect(offered).toBeDefined();
    const { events } = play(
      gameOf(held, [5, 5, 1, 1, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9]),
      offered as WastelandCommand,
    );
    expect(eventsOf(events, 'test-rolled').find((t) => t.unit === 'house')?.rules).toContain('WT-BLD-05');
    // An empty building is no one's: it is not offered as a target.
    const empty = legalCommands(gameOf(state), 'red').some(
      (c) => c.type === 'activate-unit' && c.actions.some((a) => a.type === 'shoot' && a.target === 'house'),
    );
    expect(empty).toBe(false);
  });

  it('WT-SUR-54 survivors of a destroyed transport count as disembarked: no Fight this round, and the activate prompt names the rule', () => {
    const state = aPosition({
      profiles,
      units: [
        { id: 'r', player: 'red', profile: 'grenadier', at: [{ x: 20, y: 25 }] },
        { id: 'w', player: 'blue', profile: 'truck', at: [{ x: 20, y: 10 }], wounds: 1 },
        {
          id: 'p',
          player: 'blue',
          profile: 'trooper',
          at: row(0, 0, 2),
          status: 'embarked',
          extra: { embarkedIn: 'w' },
        },
        { id: 'q', player: 'red', profile: 'trooper', at: [{ x: 20, y: 4.5 }] },
      ],
    });
    const hit = play(gameOf(state, [5, 1]), {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'shoot', target: 'w' }],
    });
    expect(hit.state.game.stage).toMatchObject({ kind: 'place-survivors', unit: 'p' });
    const { state: placed } = play(hit.state, {
      type: 'place-survivors',
      player: 'blue',
      unit: 'p',
      models: [
        { model: 'p.m1', x: 20, y: 7 },
        { model: 'p.m2', x: 21.25, y: 7 },
      ],
    });
    expect(unit(placed, 'p')).toMatchObject({ status: 'on-table', disembarked: 'w' });
    expect(placed.pending[0]).toMatchObject({ player: 'blue', kind: 'activate' });
    expect(placed.pending[0]?.rules).toContain('WT-SUR-54');
    const offered = legalCommands(placed, 'blue').filter((c) => c.type === 'activate-unit' && c.unit === 'p');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.some((c) => c.type === 'activate-unit' && c.actions.some((a) => a.type === 'fight'))).toBe(
      false,
    );
  });

  it('WT-SUR-53 an embarked unit is offered staying aboard as well as disembarking, and both are accepted', () => {
    const w: UnitSpec = {
      id: 'w',
      player: 'red',
      profile: 'truck',
      at: [{ x: 20, y: 10 }],
      extra: { activated: true },
    };
    const inside: UnitSpec = {
      id: 'r',
      player: 'red',
      profile: 'trooper',
      at: row(0, 0, 2),
      status: 'embarked',
      extra: { embarkedIn: 'w' },
    };
    const game = moving([inside, w, far]);
    const offered = moves(game);
    expect(offered.map((m) => m.models.length)).toEqual([0, 2]);
    expect(unit(play(game, offered[0] as WastelandCommand).state, 'r').status).toBe('embarked');
    expect(unit(play(game, offered[1] as WastelandCommand).state, 'r').status).toBe('on-table');
  });

  it('WT-SUR-54 an embarked unit may declare Move then Fight only out of an Open transport that moved less than twice (WT-SUR-37)', () => {
    const position = (carrier: string, moveActions = 0) =>
      gameOf(
        aPosition({
          profiles,
          units: [
            {
              id: 'r',
              player: 'red',
              profile: 'trooper',
              at: [{ x: 0, y: 0 }],
              status: 'embarked',
              extra: { embarkedIn: 'w' },
            },
            {
              id: 'w',
              player: 'red',
              profile: carrier,
              at: [{ x: 20, y: 10 }],
              extra: { activated: true, moveActions },
            },
            { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 20, y: 16 }] },
          ],
        }),
        many(20, 5),
      );
    const declare = {
      type: 'activate-unit' as const,
      player: 'red',
      unit: 'r',
      actions: [{ type: 'move' as const }, { type: 'fight' as const, targets: ['b'] }],
    };
    const offered = (game: Game) =>
      legalCommands(game, 'red').some(
        (c) => c.type === 'activate-unit' && c.unit === 'r' && c.actions[1]?.type === 'fight',
      );
    const open = position('buggy');
    expect(offered(open)).toBe(true);
    expect(open.pending[0]?.rules).not.toContain('WT-SUR-54');
    const declared = play(open, declare).state;
    const { events } = play(declared, {
      type: 'move-unit',
      player: 'red',
      unit: 'r',
      models: [{ model: 'r.m1', path: [{ x: 20, y: 12.5 }] }],
    });
    expect(eventsOf(events, 'unit-disembarked')[0]).toMatchObject({ unit: 'r', carrier: 'w' });
    expect(eventsOf(events, 'charge-declared')[0]).toMatchObject({ unit: 'r', targets: ['b'] });
    for (const closed of [position('truck'), position('buggy', 2)]) {
      expect(offered(closed)).toBe(false);
      // The activation prompt names the rule that keeps the disembark-and-charge off r's declarations.
      expect(closed.pending[0]?.rules).toContain('WT-SUR-54');
      const refusal = refused(closed, declare);
      expect(refusal.message).toMatch(/WT-SUR-54/);
      expect(refusal.rule).toBe('WT-SUR-54');
    }
  });

  it('WT-BLD-02 ruins are Cover (heavy) or Concealment (light): a volley at a unit inside them names the rule', () => {
    const volley = (area: TerrainAreaInput) => {
      const state = aPosition({
        profiles,
        terrain: [area],
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 12, y: 2 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 12, y: 16 }] },
        ],
      });
      const { events } = play(gameOf(state, many(10, 9)), {
        type: 'activate-unit',
        player: 'red',
        unit: 'r',
        actions: [{ type: 'shoot', target: 'b' }],
      });
      return eventsOf(events, 'attack-rolled')[0]?.rules ?? [];
    };
    const polygon = square(8, 12, 16, 20);
    expect(volley({ id: 'ruins', polygon, height: 4, building: 'heavy-ruins' })).toEqual(
      expect.arrayContaining(['WT-TERR-12', 'WT-BLD-02']),
    );
    expect(volley({ id: 'ruins', polygon, height: 4, building: 'light-ruins' })).toEqual(
      expect.arrayContaining(['WT-TERR-09', 'WT-BLD-02']),
    );
    const rocks = volley({ id: 'rocks', polygon, height: 1, cover: true });
    expect(rocks).toContain('WT-TERR-12');
    expect(rocks).not.toContain('WT-BLD-02');
  });
});
