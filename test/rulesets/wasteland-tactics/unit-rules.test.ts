import { applyCommand, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
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

const spare: UnitSpec = { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 70, y: 46 }] };
const gunner = (weapon: string, rules: string[] = []) => aProfile({ id: 'gunner', weapons: [weapon], rules });
const shoot = {
  type: 'activate-unit' as const,
  player: 'red',
  unit: 'r',
  actions: [{ type: 'shoot' as const, target: 'b' }],
};
const shooter: UnitSpec = { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] };

describe('special unit rules (WT-SUR)', () => {
  it('WT-SUR-48 a Tough X model must fail X Life rolls; WT-SUR-49 later rolls go to the same Tough model (R6)', () => {
    const ogre = aProfile({ id: 'ogre', rules: ['Tough 3'] });
    const game = gameOf(
      aPosition({
        profiles: [ogre, gunner('Gun: R24 A3 5+ D1')],
        units: [shooter, { id: 'b', player: 'blue', profile: 'ogre', at: row(10, 20, 2) }, spare],
      }),
      [5, 5, 5, 1, 1, 1],
    );
    const { state, events } = play(game, shoot, {
      type: 'allocate-casualties',
      player: 'blue',
      unit: 'b',
      order: ['b.m2', 'b.m1'],
    });
    expect(eventsOf(events, 'wound-lost').map((e) => [e.model, e.wounds])).toEqual([
      ['b.m2', 2],
      ['b.m2', 1],
    ]);
    expect(unit(state, 'b').models.map((m) => [m.alive, m.wounds])).toEqual([
      [true, 3],
      [false, 0],
    ]);
  });

  it('WT-SUR-19 Hardened models ignore Life penalties from Damage 1 or 2 weapons', () => {
    const armoured = aProfile({ id: 'armoured', rules: ['Hardened'] });
    const game = gameOf(
      aPosition({
        profiles: [armoured, gunner('Gun: R24 A1 5+ D2')],
        units: [shooter, { id: 'b', player: 'blue', profile: 'armoured', at: [{ x: 10, y: 20 }] }, spare],
      }),
      [5, 6],
    );
    expect(eventsOf(play(game, shoot).events, 'test-rolled')[0]).toMatchObject({ needed: 6, passed: true });
  });

  it('WT-SUR-35 Area Effect and Spray attacks on Open models are Deadly 2 (or double Deadly)', () => {
    const buggy = aProfile({ id: 'buggy', rules: ['Open', 'Tough 4'] });
    const game = gameOf(
      aPosition({
        profiles: [buggy, gunner('Grenade: R24 A1 5+ D0 [Area Effect]')],
        units: [shooter, { id: 'b', player: 'blue', profile: 'buggy', at: [{ x: 10, y: 20 }] }, spare],
      }),
      [5, 1],
    );
    const { state, events } = play(game, shoot);
    expect(unit(state, 'b').models[0]?.wounds).toBe(2);
    expect(eventsOf(events, 'attack-rolled')[0]?.rules).toContain('WT-SUR-35');
  });

  it('WT-SUR-04 Acute Senses shooters deny the Defend +1 Life', () => {
    const game = gameOf(
      aPosition({
        profiles: [gunner('Gun: R24 A1 5+ D1', ['Acute Senses'])],
        units: [
          shooter,
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 20 }], extra: { defending: true } },
          spare,
        ],
      }),
      [5, 6],
    );
    expect(eventsOf(play(game, shoot).events, 'test-rolled')[0]).toMatchObject({ needed: 7, passed: false });
  });

  it('WT-SUR-57 a Vehicle/Monster attacks with as many weapons as it has wounds left', () => {
    const full = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'junk-tank', at: [{ x: 10, y: 10 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: row(10, 20, 3) },
          spare,
        ],
      }),
      [2, 2, 2, 2, 2],
    );
    const volley = eventsOf(play(full, shoot).events, 'attack-rolled');
    expect(volley.map((a) => a.weapon)).toEqual(['Scrap Cannon', 'Rattle Gun', 'Scrap Lobber']);
    expect(volley.every((a) => (a.rules ?? []).includes('WT-SUR-57'))).toBe(true);
    const hurt = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'junk-tank', at: [{ x: 10, y: 10 }], wounds: 1 },
          { id: 'b', player: 'blue', profile: 'trooper', at: row(10, 20, 3) },
          spare,
        ],
      }),
      [2],
    );
    expect(eventsOf(play(hurt, shoot).events, 'attack-rolled').map((a) => a.weapon)).toEqual([
      'Scrap Cannon',
    ]);
  });

  it('WT-SUR-67 a destroyed Vehicle/Monster stays as a wreck: Difficult Terrain that blocks sight', () => {
    const game = gameOf(
      aPosition({
        profiles: [gunner('Gun: R24 A1 5+ D1')],
        units: [
          shooter,
          { id: 'b', player: 'blue', profile: 'battle-wagon', at: [{ x: 10, y: 20 }], wounds: 1 },
          spare,
        ],
      }),
      [5, 1, 3],
    );
    const { state, events } = play(game, shoot);
    expect(state.game.terrain.find((t) => t.wreck)).toMatchObject({
      difficult: true,
      blocksVisibility: true,
    });
    expect(eventsOf(events, 'wreck-left')).toEqual([
      expect.objectContaining({ unit: 'b', model: 'b.m1', rules: ['WT-SUR-67'] }),
    ]);
  });

  it('WT-SUR-63 a unit may move away from a Vehicle/Monster it touches without a Will roll', () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }] },
          { id: 'b', player: 'blue', profile: 'junk-tank', at: [{ x: 12, y: 10 }] },
        ],
        stage: { kind: 'move', player: 'red', unit: 'r' },
      }),
    );
    const { events } = play(game, {
      type: 'move-unit',
      player: 'red',
      unit: 'r',
      models: [{ model: 'r.m1', path: [{ x: 6, y: 10 }] }],
    });
    expect(eventsOf(events, 'test-rolled')).toEqual([]);
    expect(eventsOf(events, 'unit-moved')[0]?.rules).toContain('WT-SUR-63');
  });

  it('WT-SUR-64 units in contact with a Vehicle/Monster may shoot it', () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }] },
          { id: 'b', player: 'blue', profile: 'junk-tank', at: [{ x: 12, y: 10 }] },
          spare,
        ],
      }),
      [2],
    );
    const offered = legalCommands(game, 'red') as { type: string; actions?: { type: string }[] }[];
    expect(offered.some((c) => c.actions?.some((a) => a.type === 'shoot'))).toBe(true);
    const result = applyCommand(game, shoot);
    expect(result.ok).toBe(true);
    const rolled = result.ok ? eventsOf(result.events, 'attack-rolled') : [];
    expect(rolled[0]?.rules).toContain('WT-SUR-64');
  });

  it('WT-SUR-05 an Ambush unit may stay off the table at deployment', () => {
    const game = gameOf(
      aPosition({
        mission: 10,
        units: [
          { id: 'r', player: 'red', profile: 'stalkers', at: row(10, 5, 3), status: 'undeployed' },
          spare,
        ],
        stage: { kind: 'deploy', player: 'red' },
      }),
      [5, 6],
    );
    const { state } = play(
      { ...game, game: { ...game.game, phase: 'deployment', deployOrder: ['red'] } } as never,
      { type: 'hold-in-ambush', player: 'red', unit: 'r' },
    );
    expect(unit(state, 'r').status).toBe('ambush');
    const trooper = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 5 }], status: 'undeployed' },
          spare,
        ],
        stage: { kind: 'deploy', player: 'red' },
      }),
    );
    expect(refused(trooper, { type: 'hold-in-ambush', player: 'red', unit: 'r' }).message).toMatch(
      /WT-SUR-05/,
    );
  });

  it('WT-SUR-06 on its owner\'s turn an Ambush unit is placed farther than D10" from enemies and takes one action', () => {
    const units: UnitSpec[] = [
      { id: 'r', player: 'red', profile: 'stalkers', at: row(0, 0, 3), status: 'ambush' },
      { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 30, y: 30 }] },
      spare,
    ];
    const game = gameOf(aPosition({ units }), [6]);
    const rolled = play(game, { type: 'arrive-from-ambush', player: 'red', unit: 'r' });
    expect(rolled.state.pending[0]).toMatchObject({ kind: 'place-ambush', constraints: { distance: 6 } });
    const close = {
      type: 'place-ambush' as const,
      player: 'red',
      unit: 'r',
      models: row(30, 36, 3).map((p, i) => ({ model: `r.m${i + 1}`, ...p })),
      actions: [],
    };
    expect(refused(rolled.state, close).message).toMatch(/farther than 6"/);
    const ok = {
      ...close,
      models: row(30, 38, 3).map((p, i) => ({ model: `r.m${i + 1}`, ...p })),
      actions: [{ type: 'move' as const }],
    };
    expect(refused(rolled.state, { ...ok, actions: [{ type: 'move' }, { type: 'move' }] }).code).toBe(
      'invalid-payload',
    );
    const { state, events } = play(rolled.state, ok);
    expect(eventsOf(events, 'ambush-arrived')[0]?.unit).toBe('r');
    expect(state.pending[0]).toMatchObject({ kind: 'move', player: 'red' });
  });

  it('WT-SUR-06 an Ambush unit with no room farther than 10" from every enemy is not offered and its arrival is refused', () => {
    // Blue troopers every 12" leave no point of the 72" × 48" table farther than 10" from an enemy model.
    const blue: UnitSpec[] = [6, 18, 30, 42, 54, 66].flatMap((x) =>
      [6, 18, 30, 42].map((y) => ({ id: `b${x}-${y}`, player: 'blue', profile: 'trooper', at: [{ x, y }] })),
    );
    const units: UnitSpec[] = [
      { id: 'r', player: 'red', profile: 'stalkers', at: row(0, 0, 3), status: 'ambush' },
      { id: 'q', player: 'red', profile: 'trooper', at: [{ x: 12, y: 12 }] },
      ...blue,
    ];
    const game = gameOf(aPosition({ units }), [1]);
    const legal = legalCommands(game, 'red') as { type: string }[];
    expect(legal.some((c) => c.type === 'activate-unit')).toBe(true);
    expect(legal.some((c) => c.type === 'arrive-from-ambush')).toBe(false);
    const arrive = { type: 'arrive-from-ambush' as const, player: 'red', unit: 'r' };
    const result = applyCommand(game, arrive);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toMatch(/nowhere to arrive.*WT-SUR-06/);
      expect(result.state).toBe(game);
    }
  });

  it('WT-SUR-07 placed within 6" of a friendly Scouts unit, an ambusher ignores the D10" distance; WT-SUR-03 but not within 18" of Acute Senses', () => {
    const units: UnitSpec[] = [
      { id: 'r', player: 'red', profile: 'stalkers', at: row(0, 0, 3), status: 'ambush' },
      {
        id: 's',
        player: 'red',
        profile: 'scout-riders',
        at: [
          { x: 30, y: 33 },
          { x: 32, y: 33 },
        ],
      },
      { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 30, y: 30 }] },
      spare,
    ];
    const rolled = play(gameOf(aPosition({ units }), [9]), {
      type: 'arrive-from-ambush',
      player: 'red',
      unit: 'r',
    });
    const near = {
      type: 'place-ambush' as const,
      player: 'red',
      unit: 'r',
      models: row(29, 35, 3).map((p, i) => ({ model: `r.m${i + 1}`, ...p })),
      actions: [],
    };
    expect(rolled.state.pending[0]?.rules).toContain('WT-SUR-07');
    const arrival = eventsOf(play(rolled.state, near).events, 'ambush-arrived')[0];
    expect(arrival?.rules).toContain('WT-SUR-07');
    expect(arrival?.rules).not.toContain('WT-SUR-03');
    // Placed farther than the D10" from every enemy and away from the Scouts, the exemption did not apply.
    const far = { ...near, models: row(5, 5, 3).map((p, i) => ({ model: `r.m${i + 1}`, ...p })) };
    const plain = eventsOf(play(rolled.state, far).events, 'ambush-arrived')[0];
    expect(plain?.type).toBe('ambush-arrived');
    expect(plain?.rules).not.toContain('WT-SUR-07');
    const acute: UnitSpec = {
      id: 'a',
      player: 'blue',
      profile: 'scout-riders',
      at: [
        { x: 40, y: 40 },
        { x: 42, y: 40 },
      ],
    };
    const watched = play(gameOf(aPosition({ units: [...units, acute] }), [1]), {
      type: 'arrive-from-ambush',
      player: 'red',
      unit: 'r',
    });
    expect(refused(watched.state, near).message).toMatch(/WT-SUR-03/);
    expect(watched.state.pending[0]?.rules).toContain('WT-SUR-03');
    const kept = play(watched.state, { ...near, models: far.models });
    expect(eventsOf(kept.events, 'ambush-arrived')[0]?.rules).toContain('WT-SUR-03');
  });

  it('WT-SUR-07 a Scouts unit arriving from ambush rolls no D10" distance and may be placed near enemies', () => {
    const lurker = aProfile({ id: 'lurker', rules: ['Scouts 1', 'Ambush'] });
    const units: UnitSpec[] = [
      { id: 'r', player: 'red', profile: 'lurker', at: row(0, 0, 2, 2), status: 'ambush' },
      { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 30, y: 30 }] },
      spare,
    ];
    const arrived = play(gameOf(aPosition({ profiles: [lurker], units })), {
      type: 'arrive-from-ambush',
      player: 'red',
      unit: 'r',
    });
    expect(eventsOf(arrived.events, 'dice-rolled' as never)).toHaveLength(0);
    expect(arrived.state.pending[0]).toMatchObject({ kind: 'place-ambush', constraints: { distance: 0 } });
    const placed = play(arrived.state, {
      type: 'place-ambush',
      player: 'red',
      unit: 'r',
      models: row(30, 33, 2, 2).map((p, i) => ({ model: `r.m${i + 1}`, ...p })),
      actions: [],
    });
    expect(unit(placed.state, 'r').status).toBe('on-table');
    expect(eventsOf(placed.events, 'ambush-arrived')[0]?.rules).toContain('WT-SUR-07');
  });

  it('WT-SUR-46 Support X: a friendly unit within 12" and touching the Support model gains its rules (R34)', () => {
    const banner = aProfile({ id: 'banner', rules: ['Support (Bloodthirsty 2)'] });
    const fight = {
      type: 'activate-unit' as const,
      player: 'red',
      unit: 'r',
      actions: [{ type: 'fight' as const, targets: ['b'] }],
    };
    const units = (bannerAt: { x: number; y: number }): UnitSpec[] => [
      { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }] },
      { id: 's', player: 'red', profile: 'banner', at: [bannerAt], extra: { activated: true } },
      { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 18 }] },
    ];
    const supported = gameOf(aPosition({ profiles: [banner], units: units({ x: 9, y: 10 }) }));
    expect(eventsOf(play(supported, fight).events, 'charge-declared')[0]?.targets).toEqual(['b']);
    const alone = gameOf(aPosition({ profiles: [banner], units: units({ x: 4, y: 10 }) }));
    expect(refused(alone, fight).message).toMatch(/charge range of 6"/);
  });

  it('WT-SUR-46 Stubborn granted by a Support model lowers the markers that count at activation', () => {
    const banner = aProfile({ id: 'banner', rules: ['Support (Stubborn 1)'] });
    const units = (bannerAt: { x: number; y: number }): UnitSpec[] => [
      { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }], extra: { markers: 1 } },
      { id: 's', player: 'red', profile: 'banner', at: [bannerAt], extra: { activated: true } },
      { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 30 }] },
    ];
    const activate = {
      type: 'activate-unit' as const,
      player: 'red',
      unit: 'r',
      actions: [{ type: 'defend' as const }],
    };
    const rulesOf = (bannerAt: { x: number; y: number }) =>
      eventsOf(
        play(gameOf(aPosition({ profiles: [banner], units: units(bannerAt) })), activate).events,
        'unit-activated',
      )[0]?.rules;
    expect(rulesOf({ x: 9, y: 10 })).toEqual(expect.arrayContaining(['WT-SUR-45', 'WT-SUR-46']));
    expect(rulesOf({ x: 4, y: 10 })).not.toContain('WT-SUR-46');
  });
});
