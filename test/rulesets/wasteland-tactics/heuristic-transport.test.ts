import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  type TerrainAreaInput,
  type WastelandCommand,
  type WastelandState,
  wastelandHeuristicPolicy,
} from '../../../src/rulesets/wasteland-tactics/index';
import {
  aPosition,
  aProfile,
  eventsOf,
  far,
  type Game,
  gameOf,
  play,
  row,
  square,
  truck,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

/** The heuristic's answer to the open prompt of `player`, from the commands the rules list. */
function decide(game: Game, player = 'red'): WastelandCommand {
  const legal = legalCommands(game, player) as WastelandCommand[];
  const command = wastelandHeuristicPolicy(game, player, legal);
  if (!command) throw new Error('the heuristic gave no answer');
  return command;
}

const house: TerrainAreaInput = {
  id: 'house',
  name: 'House',
  polygon: square(20, 20, 26, 26),
  height: 4,
  building: 'intact',
};
const buggy = aProfile({
  id: 'buggy',
  unitType: 'Fast',
  move: 10,
  base: 3,
  height: 2,
  weapons: [],
  rules: ['Vehicle/Monster', 'Tough 3', 'Transport 6', 'Open'],
});
const bomber = aProfile({ id: 'bomber', weapons: ['Bomb: R30 A4 5+ D2 [Deadly 5]'] });
const grenadier = aProfile({ id: 'grenadier', weapons: ['Grenade: R24 A3 5+ D1 [Area Effect]'] });
const profiles = [truck, buggy, bomber, grenadier];
const many = (n: number, face: number) => Array.from({ length: n }, () => face);

/** A Move action waiting for red's unit `r`. */
function moving(units: UnitSpec[], terrain: TerrainAreaInput[] = []): Game {
  const state = aPosition({
    profiles,
    units,
    terrain,
    stage: { kind: 'move', player: 'red', unit: 'r' },
    advanced: { occupyBuildings: true },
  });
  return gameOf({
    ...state,
    activation: { player: 'red', unit: 'r', actions: [{ type: 'move' }], next: 1, awaitingMove: true },
  } as WastelandState);
}

describe('the heuristic uses transports and buildings (decisions checked through applyCommand)', () => {
  it('WT-BLD-05 with no enemy unit in reach, it shoots the building the enemy holds', () => {
    const state = aPosition({
      profiles,
      advanced: { occupyBuildings: true },
      terrain: [house],
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
    const game = gameOf(held, many(40, 5));
    const command = decide(game);
    expect(command).toMatchObject({ type: 'activate-unit', unit: 'r' });
    expect(command.type === 'activate-unit' && command.actions.some((a) => a.type === 'shoot')).toBe(true);
    expect(command.type === 'activate-unit' && command.actions[0]).toMatchObject({ target: 'house' });
    const { events } = play(game, command);
    expect(eventsOf(events, 'test-rolled').find((t) => t.unit === 'house')?.rules).toContain('WT-BLD-05');
  });

  it('WT-SUR-36 it turns an Area Effect weapon on a loaded Open transport rather than a lone model', () => {
    const state = aPosition({
      profiles,
      units: [
        { id: 'r', player: 'red', profile: 'grenadier', at: [{ x: 20, y: 25 }] },
        { id: 'w', player: 'blue', profile: 'buggy', at: [{ x: 20, y: 10 }] },
        {
          id: 'p',
          player: 'blue',
          profile: 'trooper',
          at: row(0, 0, 3),
          status: 'embarked',
          extra: { embarkedIn: 'w' },
        },
        { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 32, y: 25 }] },
      ],
    });
    const game = gameOf(state, many(40, 5));
    const command = decide(game);
    expect(command.type === 'activate-unit' && command.actions[0]).toMatchObject({
      type: 'shoot',
      target: 'w',
    });
    const { events } = play(game, command);
    const free = eventsOf(events, 'attack-rolled').filter((a) => a.target === 'p');
    expect(free.length).toBeGreaterThan(0);
    expect(free[0]?.rules).toContain('WT-SUR-36');
  });

  it('WT-SUR-51 a unit far from its goal rides a friendly transport early, and WT-SUR-53 stays aboard while the enemy is far', () => {
    const r: UnitSpec = { id: 'r', player: 'red', profile: 'trooper', at: row(10, 10, 2) };
    const w: UnitSpec = {
      id: 'w',
      player: 'red',
      profile: 'truck',
      at: [{ x: 20, y: 10 }],
      extra: { activated: true },
    };
    const game = moving([r, w, far]);
    const command = decide(game);
    expect(command).toMatchObject({ type: 'move-unit', embark: 'w' });
    const { state } = play(game, command);
    expect(unit(state, 'r').status).toBe('embarked');
    // Aboard, with the enemy 50" away: asked to move again, it stays in.
    const aboard = moving([{ ...r, status: 'embarked', extra: { embarkedIn: 'w' } }, w, far]);
    expect(decide(aboard)).toMatchObject({ type: 'move-unit', models: [] });
    // With the enemy close to the transport it gets out.
    const near: UnitSpec = { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 20, y: 22 }] };
    const out = decide(moving([{ ...r, status: 'embarked', extra: { embarkedIn: 'w' } }, w, near]));
    expect(out.type === 'move-unit' && out.models.length).toBe(2);
  });

  it('WT-BLD-04 a shooting unit with no mission goal takes shelter in a building within range of the enemy', () => {
    const r: UnitSpec = { id: 'r', player: 'red', profile: 'trooper', at: row(22, 17.5, 2) };
    const enemy: UnitSpec = { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 23, y: 44 }] };
    const game = moving([r, enemy], [house]);
    const command = decide(game);
    expect(command).toMatchObject({ type: 'move-unit', embark: 'house' });
    const { state, events } = play(game, command);
    expect(unit(state, 'r')).toMatchObject({ status: 'embarked', embarkedIn: 'house' });
    expect(eventsOf(events, 'unit-embarked')[0]?.rules).toContain('WT-BLD-04');
    // Out of range of every enemy, a building is no shelter worth taking.
    const away: UnitSpec = { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 70, y: 46 }] };
    expect(decide(moving([r, away], [house]))).not.toMatchObject({ embark: 'house' });
  });
});
