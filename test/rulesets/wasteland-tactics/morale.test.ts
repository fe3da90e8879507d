import { describe, expect, it } from 'vitest';
import {
  aPosition,
  aProfile,
  eventsOf,
  type Game,
  gameOf,
  play,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const pass = { type: 'activate-unit' as const, player: 'red', unit: 'x', actions: [] };
const done = (spec: UnitSpec): UnitSpec => ({ ...spec, extra: { activated: true, ...spec.extra } });
/** Red's last unit passes; the morale phase follows; `dice` are the morale rolls, then two initiative dice. */
function endOfRound(
  units: UnitSpec[],
  dice: number[],
  fightKills: { victim: string; killer: string }[] = [],
): Game {
  const state = aPosition({
    profiles: [stubborn],
    units: [{ id: 'x', player: 'red', profile: 'trooper', at: [{ x: 70, y: 2 }] }, ...units.map(done)],
  });
  return gameOf({ ...state, fightKills }, [...dice, 5, 6]);
}
const stubborn = aProfile({ id: 'stubborn', rules: ['Stubborn 1'] });
const b = (extra: Partial<UnitSpec> = {}): UnitSpec => ({
  id: 'b',
  player: 'blue',
  profile: 'trooper',
  at: [{ x: 10, y: 40 }],
  ...extra,
});

describe('the morale phase (WT-MOR)', () => {
  it('WT-MOR-01 the morale phase begins once every unit has been activated', () => {
    const { events } = play(endOfRound([b()], []), pass);
    const types = events.map((e) => e.type);
    expect(types.indexOf('morale-phase')).toBeGreaterThan(types.indexOf('unit-activated'));
  });

  it('WT-MOR-02 each unit with markers makes a Will roll; a pass removes one marker', () => {
    const { state, events } = play(endOfRound([b({ markers: 2 })], [5]), pass);
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({ purpose: 'rally', needed: 5, passed: true });
    expect(unit(state, 'b').markers).toBe(1);
  });

  it('WT-MOR-03 a unit still with three or more markers after that roll is destroyed', () => {
    const { state, events } = play(
      endOfRound(
        [b({ markers: 3 }), { id: 'c', player: 'blue', profile: 'trooper', at: [{ x: 30, y: 40 }] }],
        [4],
      ),
      pass,
    );
    expect(unit(state, 'b').status).toBe('destroyed');
    expect(eventsOf(events, 'unit-destroyed')[0]?.cause).toMatch(/WT-MOR-03/);
  });

  it('WT-SUR-45 Stubborn X counts X fewer markers (R22)', () => {
    const { state } = play(endOfRound([b({ profile: 'stubborn', markers: 3 })], [4]), pass);
    expect(unit(state, 'b').status).toBe('on-table');
    expect(unit(state, 'b').markers).toBe(3);
  });

  it('WT-MOR-04 a unit in contact that lost more models to an enemy in Fights than it killed must pass Will or fall back', () => {
    const units: UnitSpec[] = [
      {
        id: 'b',
        player: 'blue',
        profile: 'trooper',
        at: [
          { x: 10, y: 20 },
          { x: 11.25, y: 20 },
        ],
        startModels: 3,
      } as never,
      { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 19 }] },
    ];
    const { state, events } = play(endOfRound(units, [2]), pass);
    expect(eventsOf(events, 'test-rolled').some((t) => t.purpose === 'losing the fight')).toBe(false);
    const losing = play(endOfRound(units, [2], [{ victim: 'b', killer: 'r' }]), pass);
    expect(eventsOf(losing.events, 'test-rolled')[0]).toMatchObject({
      unit: 'b',
      purpose: 'losing the fight',
      passed: false,
    });
    expect(unit(losing.state, 'b').models[0]?.y).toBeGreaterThan(20);
    expect(unit(losing.state, 'b').markers).toBe(1);
    expect(unit(state, 'b').markers).toBe(0);
  });

  it('WT-MOR-05 a unit that failed a Life roll this round tests Will, at −1 below half strength; a failure adds a marker', () => {
    const hurt = b({ at: [{ x: 10, y: 40 }], extra: { failedLife: true, startModels: 3 } });
    const { state, events } = play(endOfRound([hurt], [6]), pass);
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({
      purpose: 'casualties',
      needed: 7,
      passed: false,
    });
    expect(unit(state, 'b').markers).toBe(1);
  });

  it('WT-MOR-06 once morale is resolved, the next round begins', () => {
    const { state, events } = play(endOfRound([b()], []), pass);
    expect(state.game.round).toBe(2);
    expect(events.map((e) => e.type).indexOf('round-started')).toBeGreaterThan(
      events.map((e) => e.type).indexOf('round-ended'),
    );
  });

  it('WT-MOR-07 WT-SUR-56 Vehicle/Monster units take no morale rolls and never gain markers', () => {
    const tank: UnitSpec = {
      id: 'b',
      player: 'blue',
      profile: 'junk-tank',
      at: [{ x: 10, y: 40 }],
      extra: { failedLife: true },
    };
    const { events } = play(endOfRound([tank], []), pass);
    expect(eventsOf(events, 'test-rolled')).toEqual([]);
    expect(eventsOf(events, 'marker-added')).toEqual([]);
    const [exempted] = eventsOf(events, 'unit-exempted');
    expect(exempted).toMatchObject({ unit: 'b', from: 'morale-test', purpose: 'casualties (WT-MOR-05)' });
    expect(exempted?.rules).toEqual(expect.arrayContaining(['WT-MOR-07', 'WT-SUR-56']));
  });

  it('WT-MOR-07 a Vehicle/Monster that lost the fight takes no Will roll and is not forced back', () => {
    const tank: UnitSpec = { id: 'b', player: 'blue', profile: 'junk-tank', at: [{ x: 10, y: 40 }] };
    const foe: UnitSpec = { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 42 }] };
    const { events } = play(endOfRound([tank, foe], [], [{ victim: 'b', killer: 'r' }]), pass);
    expect(eventsOf(events, 'test-rolled')).toEqual([]);
    expect(eventsOf(events, 'unit-moved')).toEqual([]);
    const exempted = eventsOf(events, 'unit-exempted');
    expect(exempted).toEqual([
      expect.objectContaining({ unit: 'b', from: 'morale-test', purpose: 'losing the fight (WT-MOR-04)' }),
    ]);
    expect(exempted[0]?.rules).toEqual(expect.arrayContaining(['WT-MOR-07', 'WT-SUR-56']));
  });

  it('WT-MOR-07 a Vehicle/Monster that failed no Life roll and lost no fight has nothing to be spared', () => {
    const tank: UnitSpec = { id: 'b', player: 'blue', profile: 'junk-tank', at: [{ x: 10, y: 40 }] };
    const { events } = play(endOfRound([tank], []), pass);
    expect(eventsOf(events, 'unit-exempted')).toEqual([]);
  });

  it("WT-SUR-18 a Fearless unit loses a model of its owner's choice instead of gaining a marker", () => {
    const spawn: UnitSpec = {
      id: 'b',
      player: 'blue',
      profile: 'spawn',
      at: [
        { x: 10, y: 40 },
        { x: 11.25, y: 40 },
      ],
      extra: { failedLife: true },
    };
    const asked = play(endOfRound([spawn], [6]), pass);
    expect(asked.state.pending[0]).toMatchObject({ player: 'blue', kind: 'casualties' });
    const { state } = play(asked.state, {
      type: 'allocate-casualties',
      player: 'blue',
      unit: 'b',
      order: ['b.m2', 'b.m1'],
    });
    expect(unit(state, 'b').markers).toBe(0);
    expect(unit(state, 'b').models.map((m) => m.alive)).toEqual([true, false]);
  });
});
