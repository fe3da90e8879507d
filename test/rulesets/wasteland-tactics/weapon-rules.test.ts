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
  square,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const gunner = (weapons: string[], extra: Parameters<typeof aProfile>[0] = {}) =>
  aProfile({ id: 'gunner', weapons, ...extra });
const spare: UnitSpec = { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 70, y: 46 }] };
const fire = (weapon?: string, target = 'b') => ({
  type: 'activate-unit' as const,
  player: 'red',
  unit: 'r',
  actions: [{ type: 'shoot' as const, target, ...(weapon ? { weapons: [{ model: 'r.m1', weapon }] } : {}) }],
});

function shot(
  weapons: string[],
  targets: UnitSpec[],
  dice: number[],
  options: {
    terrain?: Parameters<typeof aPosition>[0]['terrain'];
    shooter?: Partial<UnitSpec>;
    weapon?: string;
  } = {},
) {
  const game = gameOf(
    aPosition({
      profiles: [gunner(weapons)],
      terrain: options.terrain ?? [],
      units: [
        { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }], ...options.shooter },
        ...targets,
        spare,
      ],
    }),
    dice,
  );
  return { game, ...play(game, fire(options.weapon)) };
}
const blue = (profile: string, at: { x: number; y: number }[], extra: Partial<UnitSpec> = {}): UnitSpec => ({
  id: 'b',
  player: 'blue',
  profile,
  at,
  ...extra,
});

describe('special weapon rules (WT-WSR)', () => {
  const wood = { polygon: square(5, 18, 15, 22), concealment: true };

  it('WT-WSR-01 Area Effect and Spray ignore the Concealment/Cover and Stealth Shoot penalties', () => {
    const plain = shot(['Gun: R24 A1 5+ D1'], [blue('trooper', [{ x: 10, y: 20 }])], [6], {
      terrain: [wood],
    });
    expect(eventsOf(plain.events, 'attack-rolled')[0]?.needed).toBe(7);
    const area = shot(
      ['Grenade: R24 A1 5+ D1 [Area Effect]'],
      [blue('trooper', [{ x: 10, y: 20 }])],
      [5, 9],
      { terrain: [wood] },
    );
    expect(eventsOf(area.events, 'attack-rolled')[0]?.needed).toBe(5);
  });

  it('WT-WSR-02 Area Effect attacks are cut to the number of models in the target unit', () => {
    const { events } = shot(
      ['Grenade: R24 A5 5+ D1 [Area Effect]'],
      [blue('trooper', row(10, 20, 2))],
      [1, 1],
    );
    expect(eventsOf(events, 'attack-rolled')[0]?.dice).toHaveLength(2);
  });

  it('WT-WSR-03 Spray also cancels the Life bonuses of Cover and Defend', () => {
    const cover = { polygon: square(5, 18, 15, 22), cover: true };
    const target = [blue('trooper', [{ x: 10, y: 20 }], { extra: { defending: true } })];
    const plain = shot(['Gun: R24 A1 3+ D1'], target, [5, 5], { terrain: [cover] });
    expect(eventsOf(plain.events, 'test-rolled')[0]).toMatchObject({ test: 'life', needed: 5 });
    const spray = shot(['Flamer: R24 A1 3+ D1 [Spray]'], target, [3, 5], { terrain: [cover] });
    expect(eventsOf(spray.events, 'test-rolled')[0]).toMatchObject({ test: 'life', needed: 7 });
  });

  it('WT-WSR-06 an autohit weapon with Critical rolls anyway; WT-WPN-05 without it, it rolls nothing', () => {
    const crit = shot(
      ['Beam: R24 A1 Autohit D1 [Critical 10]'],
      [blue('trooper', [{ x: 10, y: 20 }])],
      [3, 8],
    );
    expect(eventsOf(crit.events, 'attack-rolled')[0]).toMatchObject({ dice: [3], hits: 1, criticals: 0 });
    const auto = shot(['Beam: R24 A2 Autohit D1'], [blue('trooper', row(10, 20, 2))], [8, 8]);
    expect(eventsOf(auto.events, 'attack-rolled')[0]).toMatchObject({ dice: [], hits: 2 });
  });

  it('WT-WSR-07 a die showing Critical X or more always hits, fails its Life roll and doubles Deadly (or makes it Deadly 2)', () => {
    const ogre = aProfile({ id: 'ogre', life: 2, rules: ['Tough 5'] });
    const game = gameOf(
      aPosition({
        profiles: [ogre, gunner(['Gun: R24 A1 11+ D0 [Critical 9]'])],
        units: [
          { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] },
          blue('ogre', [{ x: 10, y: 20 }]),
          spare,
        ],
      }),
      [9],
    );
    const { state, events } = play(game, fire());
    expect(eventsOf(events, 'attack-rolled')[0]).toMatchObject({ hits: 1, criticals: 1 });
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({ test: 'life', die: null, passed: false });
    expect(unit(state, 'b').models[0]?.wounds).toBe(3);
  });

  it('WT-WSR-08 a failed Life roll against Deadly X takes X wounds from a Tough model', () => {
    const ogre = aProfile({ id: 'ogre', rules: ['Tough 4'] });
    const game = gameOf(
      aPosition({
        profiles: [ogre, gunner(['Cannon: R24 A1 5+ D1 [Deadly 3]'])],
        units: [
          { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] },
          blue('ogre', [{ x: 10, y: 20 }]),
          spare,
        ],
      }),
      [5, 2],
    );
    const { state } = play(game, fire());
    expect(unit(state, 'b').models[0]?.wounds).toBe(1);
  });

  it("WT-WSR-09 wounds beyond a Tough model's remaining wounds are lost, not passed on", () => {
    const ogre = aProfile({ id: 'ogre', rules: ['Tough 2'] });
    const game = gameOf(
      aPosition({
        profiles: [ogre, gunner(['Cannon: R24 A1 5+ D1 [Deadly 3]'])],
        units: [
          { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] },
          blue('ogre', row(10, 20, 2)),
          spare,
        ],
      }),
      [5, 2],
    );
    const { state } = play(game, fire(), {
      type: 'allocate-casualties',
      player: 'blue',
      unit: 'b',
      order: ['b.m1', 'b.m2'],
    });
    expect(unit(state, 'b').models.map((m) => [m.alive, m.wounds])).toEqual([
      [false, 0],
      [true, 2],
    ]);
  });

  it('WT-WSR-11 a Heavy weapon cannot fire if its model moved this round; WT-SUR-58 a Vehicle/Monster may', () => {
    const moved = { extra: { moved: true } };
    const infantry = shot(
      ['Cannon: R24 A1 5+ D1 [Heavy]', 'Pistol: R12 A1 5+ D1'],
      [blue('trooper', [{ x: 10, y: 20 }])],
      [1],
      { shooter: moved },
    );
    expect(eventsOf(infantry.events, 'attack-rolled')[0]?.weapon).toBe('Pistol');
    const tank = gameOf(
      aPosition({
        units: [
          {
            id: 'r',
            player: 'red',
            profile: 'junk-tank',
            at: [{ x: 10, y: 10 }],
            wounds: 1,
            extra: { moved: true },
          },
          blue('trooper', [{ x: 10, y: 20 }]),
          spare,
        ],
      }),
      [2],
    );
    expect(eventsOf(play(tank, fire()).events, 'attack-rolled')[0]?.weapon).toBe('Scrap Cannon');
  });

  it('WT-WSR-12 Heavy weapons cancel the Cover Life bonus', () => {
    const cover = { polygon: square(5, 18, 15, 22), cover: true };
    const { events } = shot(['Cannon: R24 A1 3+ D1 [Heavy]'], [blue('trooper', [{ x: 10, y: 20 }])], [5, 6], {
      terrain: [cover],
    });
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({ test: 'life', needed: 7 });
  });

  it('WT-WSR-13 a Slow weapon fires only once per round', () => {
    const two = {
      type: 'activate-unit' as const,
      player: 'red',
      unit: 'r',
      actions: [
        { type: 'shoot' as const, target: 'b' },
        { type: 'shoot' as const, target: 'b' },
      ],
    };
    const game = gameOf(
      aPosition({
        profiles: [gunner(['Rail: R24 A1 5+ D1 [Slow]', 'Pistol: R12 A1 5+ D1'])],
        units: [
          { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] },
          blue('trooper', [{ x: 10, y: 20 }]),
          spare,
        ],
      }),
      [1, 1],
    );
    expect(eventsOf(play(game, two).events, 'attack-rolled').map((a) => a.weapon)).toEqual([
      'Rail',
      'Pistol',
    ]);
  });

  it('WT-WSR-14 a Sniper weapon may target a leader that is not the closest visible target', () => {
    const units: UnitSpec[] = [
      { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] },
      { id: 'boss', player: 'blue', profile: 'captain', at: [{ x: 20, y: 30 }] },
      blue('trooper', row(10, 20, 3)),
      { id: 'guard', player: 'blue', profile: 'trooper', at: [{ x: 22, y: 30 }] },
    ];
    const plain = gameOf(aPosition({ profiles: [gunner(['Gun: R36 A1 5+ D1'])], units }));
    expect(refused(plain, fire(undefined, 'boss')).message).toMatch(/WT-SUR-26/);
    const sniper = gameOf(
      aPosition({ profiles: [gunner(['Long Rifle: R36 A1 5+ D1 [Sniper]'])], units }),
      [1],
    );
    expect(applyCommand(sniper, fire(undefined, 'boss')).ok).toBe(true);
  });

  it('WT-WSR-16 a unit hit by a Suppressive X weapon must pass a Will roll at −X or gain a marker', () => {
    const { state, events } = shot(
      ['Rattle: R24 A1 5+ D0 [Suppressive 2]'],
      [blue('trooper', [{ x: 10, y: 20 }])],
      [5, 7, 9],
    );
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({
      test: 'will',
      purpose: 'suppressive',
      needed: 8,
      passed: false,
    });
    expect(unit(state, 'b').markers).toBe(1);
  });

  it('WT-WSR-18 with several such weapons only the worst applies, at −1 more per extra weapon', () => {
    const pair: UnitSpec = { id: 'r', player: 'red', profile: 'gunner', at: row(10, 10, 2) };
    const game = gameOf(
      aPosition({
        profiles: [gunner(['Rattle: R24 A1 5+ D0 [Suppressive 2]', 'Howl: R24 A1 5+ D0 [Terrifying 1]'])],
        units: [pair, blue('trooper', row(10, 20, 2)), spare],
      }),
      [5, 5, 8],
    );
    const { events } = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [
        {
          type: 'shoot',
          target: 'b',
          weapons: [
            { model: 'r.m1', weapon: 'Rattle' },
            { model: 'r.m2', weapon: 'Howl' },
          ],
        },
      ],
    });
    // Terrifying outranks Suppressive: −1, and −1 more for the second weapon; Will 6+ needs 8.
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({
      purpose: 'terrifying',
      needed: 8,
      passed: true,
    });
  });

  it('WT-WSR-16 the Suppressive Will test is taken once per activation, not after each Shoot action (R48)', () => {
    const game = gameOf(
      aPosition({
        profiles: [gunner(['Rattle: R24 A1 5+ D0 [Suppressive 2]'])],
        units: [
          { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] },
          blue('trooper', row(10, 20, 2)),
          spare,
        ],
      }),
      // Shoot 1: hit, Will 9 (passes 8+), Life 9; Shoot 2: hit, Life 9.
      [5, 9, 9, 5, 9, 9, 9, 9],
    );
    const allocate = {
      type: 'allocate-casualties' as const,
      player: 'blue',
      unit: 'b',
      order: ['b.m1', 'b.m2'],
    };
    const { events } = play(
      game,
      {
        type: 'activate-unit',
        player: 'red',
        unit: 'r',
        actions: [
          { type: 'shoot', target: 'b' },
          { type: 'shoot', target: 'b' },
        ],
      },
      allocate,
      allocate,
    );
    expect(eventsOf(events, 'attack-rolled').map((a) => a.hits)).toEqual([1, 1]);
    expect(eventsOf(events, 'test-rolled').filter((t) => t.test === 'will')).toHaveLength(1);
  });

  it('WT-WSR-18 the extra −1 counts every Suppressive/Terrifying weapon that fired, hit or miss (R48)', () => {
    const pair: UnitSpec = { id: 'r', player: 'red', profile: 'gunner', at: row(10, 10, 2) };
    const game = gameOf(
      aPosition({
        profiles: [gunner(['Rattle: R24 A1 5+ D0 [Suppressive 2]', 'Howl: R24 A1 5+ D0 [Suppressive 1]'])],
        units: [pair, blue('trooper', row(10, 20, 2)), spare],
      }),
      // Rattle hits, Howl misses; Will 8 fails the 9+ (6+ at −2 −1); Life 9.
      [5, 1, 8, 9, 9],
    );
    const { state, events } = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [
        {
          type: 'shoot',
          target: 'b',
          weapons: [
            { model: 'r.m1', weapon: 'Rattle' },
            { model: 'r.m2', weapon: 'Howl' },
          ],
        },
      ],
    });
    expect(eventsOf(events, 'attack-rolled').map((a) => a.hits)).toEqual([1, 0]);
    const will = eventsOf(events, 'test-rolled').find((t) => t.test === 'will');
    expect(will).toMatchObject({ purpose: 'suppressive', needed: 9, passed: false });
    expect(will?.rules).toEqual(expect.arrayContaining(['WT-WSR-18', 'WT-SUM-04', 'WT-UNIT-01']));
    expect(unit(state, 'b').markers).toBe(1);
  });

  it('WT-WSR-19 an autohit Unstable weapon rolls anyway; WT-WSR-20 each die of X or less makes the firer fail a Life roll', () => {
    const { state, events } = shot(
      ['Plasma: R24 A2 Autohit D1 [Unstable 1]'],
      [blue('trooper', row(10, 20, 2))],
      [1, 6, 9, 9],
    );
    expect(eventsOf(events, 'attack-rolled')[0]).toMatchObject({ dice: [1, 6], hits: 2 });
    expect(alive(state, 'r')).toBe(0);
  });
});
