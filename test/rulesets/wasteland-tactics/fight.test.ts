import { applyCommand } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  alive,
  aPosition,
  aProfile,
  eventsOf,
  gameOf,
  play,
  refused,
  row,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const brawler = aProfile({ id: 'brawler', weapons: ['Club: R0 A1 4+ D1'] });
const shooterOnly = aProfile({ id: 'gunner', weapons: ['Gun: R24 A1 5+ D1'] });
const pistolier = aProfile({ id: 'pistolier', weapons: ['Pistol: R12 A1 5+ D1 [Assault]'] });
const spare: UnitSpec = { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 70, y: 46 }] };
const profiles = [brawler, shooterOnly, pistolier];
const red = (
  at: { x: number; y: number }[],
  profile = 'brawler',
  extra: Partial<UnitSpec> = {},
): UnitSpec => ({ id: 'r', player: 'red', profile, at, ...extra });
const blue = (
  at: { x: number; y: number }[],
  profile = 'trooper',
  extra: Partial<UnitSpec> = {},
): UnitSpec => ({ id: 'b', player: 'blue', profile, at, ...extra });
const charge = (targets = ['b']) => ({
  type: 'activate-unit' as const,
  player: 'red',
  unit: 'r',
  actions: [{ type: 'fight' as const, targets }],
});
const noReaction = { type: 'react-to-charge' as const, player: 'blue', unit: 'b', react: false };
const fightGame = (units: UnitSpec[], dice: number[] = []) =>
  gameOf(aPosition({ profiles, units: [...units, spare] }), dice);

describe('the Fight action (WT-FIGHT)', () => {
  it('WT-FIGHT-01 only a unit with an R0 weapon (or an Assault weapon, R49) may Fight', () => {
    expect(
      refused(fightGame([red([{ x: 10, y: 10 }], 'gunner'), blue([{ x: 10, y: 14 }])]), charge()).message,
    ).toMatch(/WT-FIGHT-01/);
    expect(
      applyCommand(fightGame([red([{ x: 10, y: 10 }], 'pistolier'), blue([{ x: 10, y: 14 }])]), charge()).ok,
    ).toBe(true);
  });

  it("WT-FIGHT-02 charge targets must be within the unit's movement range", () => {
    expect(refused(fightGame([red([{ x: 10, y: 10 }]), blue([{ x: 10, y: 18 }])]), charge()).message).toMatch(
      /beyond r's charge range of 6" \(WT-FIGHT-02\)/,
    );
  });

  it('WT-FIGHT-03 a charged unit with at most one marker may take a marker and a Will roll', () => {
    const game = fightGame([red([{ x: 10, y: 10 }]), blue([{ x: 10, y: 14 }])], [3, 9, 9]);
    const asked = play(game, charge());
    expect(asked.state.pending[0]).toMatchObject({ player: 'blue', kind: 'charge-reaction' });
    const { state, events } = play(asked.state, { ...noReaction, react: true });
    expect(eventsOf(events, 'marker-added')[0]?.unit).toBe('b');
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({
      purpose: 'charge reaction',
      needed: 5,
      passed: false,
    });
    expect(unit(state, 'b').markers).toBe(1);
    const suppressed = fightGame(
      [red([{ x: 10, y: 10 }]), blue([{ x: 10, y: 14 }], 'trooper', { markers: 2 })],
      [9, 9],
    );
    expect(play(suppressed, charge()).state.pending[0]?.kind).not.toBe('charge-reaction');
  });

  it('WT-FIGHT-04 if the Will roll passes, the target shoots the charger for free with every weapon in range', () => {
    const game = fightGame([red([{ x: 10, y: 10 }]), blue([{ x: 10, y: 14 }], 'marksmen')], [5, 4, 2, 1]);
    const { events } = play(play(game, charge()).state, { ...noReaction, react: true });
    expect(eventsOf(events, 'attack-rolled')[0]).toMatchObject({
      action: 'shoot',
      unit: 'b',
      target: 'r',
      weapon: 'Long Rifle',
    });
  });

  it('WT-FIGHT-05 the charger moves straight toward the closest enemy model and ends in base contact', () => {
    const game = fightGame([red([{ x: 10, y: 10 }]), blue([{ x: 13, y: 14 }])], [1]);
    const { state, events } = play(play(game, charge()).state, noReaction);
    const moved = eventsOf(events, 'unit-moved')[0];
    expect(moved?.kind).toBe('charge');
    const m = unit(state, 'r').models[0];
    expect(Math.hypot((m?.x ?? 0) - 13, (m?.y ?? 0) - 14)).toBeCloseTo(1, 5);
  });

  it('WT-FIGHT-06 a model strikes only if it touches an enemy, or a friend that does', () => {
    const game = fightGame(
      [
        red([
          { x: 10, y: 12.95 },
          { x: 10, y: 11.95 },
          { x: 20, y: 10 },
        ]),
        blue([{ x: 10, y: 14 }]),
      ],
      [1, 1],
    );
    const { events } = play(game, charge([]));
    expect(eventsOf(events, 'attack-rolled').map((a) => a.model)).toEqual(['r.m1', 'r.m2']);
  });

  it('WT-FIGHT-07 each striking model attacks the closest enemy unit in base contact', () => {
    const other: UnitSpec = { id: 'c', player: 'blue', profile: 'trooper', at: [{ x: 13.5, y: 10 }] };
    const game = fightGame(
      [
        red([
          { x: 10, y: 10 },
          { x: 12.5, y: 10 },
        ]),
        blue([{ x: 9, y: 10 }]),
        other,
      ],
      [1, 1],
    );
    const { events } = play(game, charge([]));
    expect(eventsOf(events, 'attack-rolled').map((a) => [a.model, a.target])).toEqual([
      ['r.m1', 'b'],
      ['r.m2', 'c'],
    ]);
  });

  it('WT-FIGHT-07 when enemy units are equally close, the owner picks the one each model strikes', () => {
    const other: UnitSpec = { id: 'c', player: 'blue', profile: 'trooper', at: [{ x: 11, y: 10 }] };
    const game = fightGame([red([{ x: 10, y: 10 }]), blue([{ x: 9, y: 10 }]), other], [4, 9]);
    const asked = play(game, charge([]));
    expect(eventsOf(asked.events, 'attack-rolled')).toHaveLength(0);
    expect(asked.state.pending[0]).toMatchObject({
      player: 'red',
      kind: 'strike-targets',
      rules: ['WT-FIGHT-07'],
      constraints: { unit: 'r', models: [{ model: 'r.m1', targets: ['b', 'c'] }] },
    });
    const pick = (target: string) => ({
      type: 'choose-strike-targets' as const,
      player: 'red',
      unit: 'r',
      targets: [{ model: 'r.m1', target }],
    });
    expect(refused(asked.state, pick('z')).message).toMatch(/b or c.*WT-FIGHT-07/);
    const { events } = play(asked.state, pick('c'));
    expect(eventsOf(events, 'attack-rolled').map((a) => [a.model, a.target])).toEqual([['r.m1', 'c']]);
  });

  it("WT-FIGHT-08 each striker rolls its melee weapon's Attacks against its hit value; WT-FIGHT-10 hits are Life rolls at −Damage", () => {
    const game = fightGame([red([{ x: 10, y: 10 }]), blue([{ x: 10, y: 14 }])], [4, 6]);
    const { state, events } = play(play(game, charge()).state, noReaction);
    expect(eventsOf(events, 'attack-rolled')[0]).toMatchObject({
      action: 'fight',
      weapon: 'Club',
      needed: 4,
      dice: [4],
      hits: 1,
    });
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({ test: 'life', needed: 7, passed: false });
    expect(unit(state, 'b').status).toBe('destroyed');
  });

  it('WT-FIGHT-09 +1 per marker on the target, +1 outnumbering it 2:1 and +2 at 3:1', () => {
    const marked = fightGame(
      [red([{ x: 10, y: 13 }]), blue([{ x: 10, y: 14 }], 'trooper', { markers: 1 })],
      [1],
    );
    expect(eventsOf(play(marked, charge([])).events, 'attack-rolled')[0]?.needed).toBe(3);
    const three = fightGame([red(row(9, 13, 3)), blue([{ x: 10.25, y: 14 }])], [1, 1, 1]);
    expect(eventsOf(play(three, charge([])).events, 'attack-rolled')[0]?.needed).toBe(2);
    const two = fightGame([red(row(9, 13, 2, 1)), blue([{ x: 9, y: 14 }])], [1, 1]);
    expect(eventsOf(play(two, charge([])).events, 'attack-rolled')[0]?.needed).toBe(3);
  });

  it('WT-FIGHT-11 casualties come first from models not in base contact', () => {
    const game = fightGame(
      [
        red([{ x: 10, y: 13 }]),
        blue([
          { x: 10, y: 14 },
          { x: 11.25, y: 14.5 },
          { x: 12.5, y: 14.5 },
        ]),
      ],
      [4, 1],
    );
    const { state } = play(game, charge([]), {
      type: 'allocate-casualties',
      player: 'blue',
      unit: 'b',
      order: ['b.m1', 'b.m2', 'b.m3'],
    });
    expect(unit(state, 'b').models.map((m) => m.alive)).toEqual([true, false, true]);
  });

  it('WT-SUR-08 Bloodthirsty X adds X to the charge move and to Fight rolls when first contact is made', () => {
    const game = gameOf(
      aPosition({ units: [red([{ x: 10, y: 10 }], 'killers'), blue([{ x: 10, y: 17.5 }]), spare] }),
      [1, 1],
    );
    const asked = play(game, charge());
    const { state, events } = play(asked.state, noReaction);
    expect(eventsOf(events, 'attack-rolled')[0]?.needed).toBe(3);
    expect(unit(state, 'r').models[0]?.y).toBeCloseTo(16.5, 5);
  });

  it('WT-SUR-39 Reach lets every model strike wherever it stands', () => {
    const reach = aProfile({ id: 'pikes', weapons: ['Pike: R0 A1 4+ D1'], rules: ['Reach'] });
    const game = gameOf(
      aPosition({
        profiles: [reach],
        units: [
          red(
            [
              { x: 10, y: 13 },
              { x: 10, y: 11.75 },
              { x: 11.25, y: 11.75 },
            ],
            'pikes',
          ),
          blue([{ x: 10, y: 14 }]),
          spare,
        ],
      }),
      [1, 1, 1],
    );
    const strikes = eventsOf(play(game, charge([])).events, 'attack-rolled');
    expect(strikes).toHaveLength(3);
    // The front model touches the enemy; the two behind strike only by Reach.
    expect(strikes.map((a) => (a.rules ?? []).includes('WT-SUR-39'))).toEqual([false, true, true]);
    expect(alive(game, 'r')).toBe(3);
  });
});
