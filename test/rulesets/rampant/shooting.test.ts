import { describe, expect, it } from 'vitest';
import type { ClassKey } from '../../../src/rulesets/rampant/params';
import type { RmpState } from '../../../src/rulesets/rampant/state';
import { accept, army, eventsOf, feature, game, OPEN_TABLE, position, refused, unit } from './engine-support';

// Red's unit 1 stands at y = 5 (models x 10–16); blue's unit 1 straight north of it, `gap` inches between the
// closest bases. The other units stand far apart in the corners so they never matter.
const FAR = {
  'red.u2': { x: 40, y: 2 },
  'red.u3': { x: 60, y: 2 },
  'blue.u2': { x: 40, y: 46 },
  'blue.u3': { x: 60, y: 46 },
};

function duel(
  red: ClassKey[],
  blue: ClassKey[],
  gap: number,
  opts: { blueCommander?: number; scenario?: typeof OPEN_TABLE } = {},
): RmpState {
  return position({
    red: army(red),
    // Blue's Commander sits in a far unit unless told otherwise, so losing blue.u1 never costs the Commander.
    blue: army(blue, opts.blueCommander ?? 2),
    ...(opts.scenario ? { scenario: opts.scenario } : {}),
    place: { 'red.u1': { x: 10, y: 5 }, 'blue.u1': { x: 10, y: 5 + 1 + gap }, ...FAR },
  });
}

/** Leaves a unit with `sp` Strength Points and that many living models. */
function weaken(s: RmpState, id: string, sp: number): void {
  const u = unit(s, id);
  u.sp = sp;
  if (u.models.length > 1)
    u.models.forEach((m, i) => {
      m.alive = i < sp;
    });
}

const LIGHT3: ClassKey[] = ['lightInfantry', 'lightInfantry', 'lightInfantry'];
const XENO3: ClassKey[] = ['lesserXenomorphs', 'lesserXenomorphs', 'lesserXenomorphs'];
const ones = (n: number) => Array<number>(n).fill(1);
const shoot = (u: string, target: string, player = 'red') =>
  ({ type: 'order', player, unit: u, action: 'shoot', target }) as const;

describe('rampant shooting (RMP-SHT)', () => {
  it('RMP-SHT-01 a unit shoots an enemy unit within its Shoot range', () => {
    const s = duel(LIGHT3, XENO3, 10);
    const { events } = accept(game(s, [6, 6, ...ones(10)]), shoot('red.u1', 'blue.u1'));
    const [shot] = eventsOf(events, 'shot');
    expect(shot).toMatchObject({
      shooter: 'red.u1',
      target: 'blue.u1',
      extreme: false,
      dice: 10,
      need: 5,
      hits: 0,
    });
    expect(shot?.rules).toContain('RMP-SHT-01');
  });

  it('RMP-SHT-01 beyond its range a unit may pick any target in line of sight at extreme range', () => {
    const s = duel(LIGHT3, XENO3, 30);
    const { events } = accept(game(s, [6, 6, ...ones(10)]), shoot('red.u1', 'blue.u1'));
    expect(eventsOf(events, 'shot')[0]).toMatchObject({ target: 'blue.u1', extreme: true });
  });

  it('RMP-SHT-01 a target out of line of sight, a friendly unit or no target at all is refused before any die', () => {
    const wall = { ...OPEN_TABLE, terrain: [feature('b1', 'building', 0, 12, 30, 4)] };
    const hidden = duel(LIGHT3, XENO3, 15, { scenario: wall });
    refused(game(hidden), shoot('red.u1', 'blue.u1'), 'illegal-order', 'RMP-SHT-01');
    const s = duel(LIGHT3, XENO3, 10);
    refused(game(s), shoot('red.u1', 'red.u2'), 'illegal-order', 'RMP-SHT-01');
    refused(
      game(s),
      { type: 'order', player: 'red', unit: 'red.u1', action: 'shoot' },
      'illegal-order',
      'RMP-SHT-01',
    );
  });

  it('RMP-SHT-02 a Firefight unit whose range reaches the shooter is offered a Firefight', () => {
    const s = duel(LIGHT3, LIGHT3, 10);
    const { game: g } = accept(game(s, [6, 6, ...ones(10)]), shoot('red.u1', 'blue.u1'));
    expect(g.game.stage).toEqual({
      kind: 'reaction',
      player: 'blue',
      unit: 'blue.u1',
      against: 'red.u1',
      options: ['firefight', 'go-to-ground', 'none'],
    });
  });

  it('RMP-SHT-02 no Firefight when the shooter is beyond the target’s own range, or the target lacks the rule', () => {
    // Support Infantry (24") shoots Heavy Infantry (18", Firefight) from 20".
    const s = duel(
      ['supportInfantry', 'lightInfantry', 'lightInfantry'],
      ['heavyInfantry', 'lightInfantry', 'lightInfantry'],
      20,
    );
    const { game: g } = accept(game(s, [6, 6, ...ones(10)]), shoot('red.u1', 'blue.u1'));
    expect(g.game.stage).toMatchObject({
      kind: 'reaction',
      unit: 'blue.u1',
      options: ['go-to-ground', 'none'],
    });
    refused(g, { type: 'react', player: 'blue', reaction: 'firefight' }, 'illegal-reaction', 'RMP-SHT-02');
    // Militia Rabble has no Firefight rule.
    const m = duel(LIGHT3, ['militiaRabble', 'lightInfantry', 'lightInfantry'], 4);
    const { game: gm } = accept(game(m, [6, 6, ...ones(10)]), shoot('red.u1', 'blue.u1'));
    expect(gm.game.stage).toMatchObject({
      kind: 'reaction',
      unit: 'blue.u1',
      options: ['go-to-ground', 'none'],
    });
    refused(gm, { type: 'react', player: 'blue', reaction: 'firefight' }, 'illegal-reaction', 'RMP-SHT-02');
  });

  it('RMP-SHT-02 the Firefight succeeds on an activation test of 7+ (7 returns fire, 6 does not)', () => {
    const s = duel(LIGHT3, LIGHT3, 10);
    const pass = accept(game(s, [6, 6, ...ones(10), 3, 4, ...ones(10)]), shoot('red.u1', 'blue.u1'));
    const r1 = accept(pass.game, { type: 'react', player: 'blue', reaction: 'firefight' });
    expect(eventsOf(r1.events, 'reaction')[0]).toMatchObject({
      unit: 'blue.u1',
      reaction: 'firefight',
      roll: 7,
      passed: true,
    });
    expect(eventsOf(r1.events, 'shot')).toMatchObject([{ shooter: 'blue.u1', target: 'red.u1', dice: 10 }]);
    const fail = accept(game(s, [6, 6, ...ones(10), 3, 3]), shoot('red.u1', 'blue.u1'));
    const r2 = accept(fail.game, { type: 'react', player: 'blue', reaction: 'firefight' });
    expect(eventsOf(r2.events, 'reaction')[0]).toMatchObject({
      reaction: 'firefight',
      roll: 6,
      passed: false,
    });
    expect(eventsOf(r2.events, 'shot')).toEqual([]);
    expect(r2.game.game.stage).toEqual({ kind: 'order', player: 'red' });
  });

  it('RMP-SHT-03 the target’s Firefight hits land before any SP is lost: a unit shot to pieces still fires back', () => {
    const s = duel(LIGHT3, LIGHT3, 10);
    weaken(s, 'blue.u1', 1);
    const { game: g } = accept(
      game(s, [6, 6, ...Array(10).fill(6), 4, 3, 5, 5, 5, 5, 1]),
      shoot('red.u1', 'blue.u1'),
    );
    const { game: after, events } = accept(g, { type: 'react', player: 'blue', reaction: 'firefight' });
    // The order: the return shot (5 dice at 1 SP), then both losses.
    expect(
      events
        .filter((e) => e.type === 'shot' || e.type === 'sp-lost')
        .map((e) => [
          e.type,
          (e as { unit?: string; shooter?: string }).unit ?? (e as { shooter?: string }).shooter,
        ]),
    ).toEqual([
      ['shot', 'blue.u1'],
      ['sp-lost', 'blue.u1'],
      ['sp-lost', 'red.u1'],
    ]);
    expect(eventsOf(events, 'shot')[0]).toMatchObject({ dice: 5, hits: 4 });
    expect(unit(after.game, 'blue.u1').status).toBe('destroyed');
    expect(unit(after.game, 'red.u1').sp).toBe(3);
  });

  it('RMP-SHT-04 SP lost = hits ÷ Armour, rounded down (7 hits on Armour 2: 3 SP)', () => {
    const s = duel(LIGHT3, XENO3, 10);
    const { game: g, events } = accept(
      game(s, [6, 6, 5, 5, 5, 5, 5, 5, 5, 1, 1, 1]),
      shoot('red.u1', 'blue.u1'),
    );
    expect(eventsOf(events, 'sp-lost')).toMatchObject([
      { unit: 'blue.u1', sp: 3, left: 2, hits: 7, armour: 2 },
    ]);
    expect(unit(g.game, 'blue.u1').sp).toBe(2);
  });

  it('RMP-SHT-04 at extreme range the target’s Armour counts 1 higher (7 hits on Armour 2+1: 2 SP)', () => {
    const s = duel(LIGHT3, XENO3, 25);
    const { game: g, events } = accept(
      game(s, [6, 6, 5, 5, 5, 5, 5, 5, 5, 1, 1, 1]),
      shoot('red.u1', 'blue.u1'),
    );
    const [lost] = eventsOf(events, 'sp-lost');
    expect(lost).toMatchObject({ unit: 'blue.u1', sp: 2, left: 3, hits: 7, armour: 3 });
    expect(lost?.rules).toContain('RMP-SHT-04');
    expect(unit(g.game, 'blue.u1').sp).toBe(3);
  });

  it('RMP-SHT-05 a unit hit by a Shoot tests Courage even when it lost no SP', () => {
    const s = duel(LIGHT3, XENO3, 10);
    const { game: g, events } = accept(game(s, [6, 6, 6, ...ones(9), 6, 6]), shoot('red.u1', 'blue.u1'));
    expect(unit(g.game, 'blue.u1').sp).toBe(5);
    const tests = eventsOf(events, 'courage-test');
    expect(tests).toMatchObject([{ unit: 'blue.u1', roll: 12, result: 'passed' }]);
    expect(tests[0]?.rules).toEqual(expect.arrayContaining(['RMP-SHT-05', 'RMP-CRG-01']));
    expect(g.game.stage).toEqual({ kind: 'order', player: 'red' });
  });

  it('RMP-SHT-05 a Shoot that scores no hit causes no Courage test', () => {
    const s = duel(LIGHT3, XENO3, 10);
    const { game: g, events } = accept(game(s, [6, 6, ...ones(10)]), shoot('red.u1', 'blue.u1'));
    expect(eventsOf(events, 'courage-test')).toEqual([]);
    expect(g.game.stage).toEqual({ kind: 'order', player: 'red' });
  });

  it('RMP-SHT-05 after a Firefight both units that were hit test Courage, the target first', () => {
    const s = duel(LIGHT3, LIGHT3, 10);
    const { game: g } = accept(
      game(s, [6, 6, 5, ...ones(9), 4, 4, 5, ...ones(9), 6, 6, 5, 5]),
      shoot('red.u1', 'blue.u1'),
    );
    const { game: after, events } = accept(g, { type: 'react', player: 'blue', reaction: 'firefight' });
    expect(eventsOf(events, 'courage-test').map((e) => [e.unit, e.roll, e.result])).toEqual([
      ['blue.u1', 12, 'passed'],
      ['red.u1', 10, 'passed'],
    ]);
    expect(unit(after.game, 'red.u1').sp).toBe(5);
    expect(unit(after.game, 'blue.u1').sp).toBe(5);
  });
});

describe('rampant Firefight (RMP-FF)', () => {
  it('RMP-FF-01 the Firefight prompt comes after the Shoot roll and before any SP is lost', () => {
    const s = duel(LIGHT3, LIGHT3, 10);
    const { game: g, events } = accept(
      game(s, [6, 6, 5, 5, 5, 5, 5, 5, 1, 1, 1, 1]),
      shoot('red.u1', 'blue.u1'),
    );
    expect(eventsOf(events, 'shot')).toMatchObject([{ shooter: 'red.u1', hits: 6 }]);
    expect(eventsOf(events, 'sp-lost')).toEqual([]);
    expect(g.game.stage).toMatchObject({
      kind: 'reaction',
      unit: 'blue.u1',
      options: ['firefight', 'go-to-ground', 'none'],
    });
    expect(unit(g.game, 'blue.u1').sp).toBe(5);
    const { events: after } = accept(g, { type: 'react', player: 'blue', reaction: 'none' });
    expect(eventsOf(after, 'sp-lost')).toMatchObject([{ unit: 'blue.u1', sp: 3 }]);
  });

  it.each([
    ['passed', [4, 3]],
    ['failed', [1, 1]],
  ])(
    'RMP-FF-02 a unit that Firefought (%s) is ordered as normal in its next activation phase',
    (_label, test) => {
      const s = duel(LIGHT3, LIGHT3, 10);
      const ret = test[0] === 4 ? ones(10) : [];
      const { game: g } = accept(
        game(s, [6, 6, ...ones(10), ...test, ...ret, 6, 6]),
        shoot('red.u1', 'blue.u1'),
      );
      const r = accept(g, { type: 'react', player: 'blue', reaction: 'firefight' });
      expect(unit(r.game.game, 'blue.u1').reactedTurn).toBe(1);
      const e = accept(r.game, { type: 'end-phase', player: 'red' });
      expect(e.game.game.stage).toEqual({ kind: 'order', player: 'blue' });
      const o = accept(e.game, {
        type: 'order',
        player: 'blue',
        unit: 'blue.u1',
        action: 'move',
        to: { x: 13, y: 20 },
      });
      expect(eventsOf(o.events, 'activation-test')).toMatchObject([{ unit: 'blue.u1', passed: true }]);
      expect(eventsOf(o.events, 'moved')).toMatchObject([{ unit: 'blue.u1' }]);
    },
  );

  it('RMP-FF-03 a Suppressed target gets no Firefight (no reaction at all): losses follow the roll at once', () => {
    const s = duel(LIGHT3, LIGHT3, 10);
    unit(s, 'blue.u1').suppressed = true;
    const { game: g, events } = accept(game(s, [6, 6, 5, 5, ...ones(8)]), shoot('red.u1', 'blue.u1'));
    expect(eventsOf(events, 'reaction')).toEqual([]);
    expect(eventsOf(events, 'sp-lost')).toMatchObject([{ unit: 'blue.u1', sp: 1, left: 4 }]);
    expect(g.game.stage).toMatchObject({ kind: 'remove-models', unit: 'blue.u1', count: 1 });
    refused(g, { type: 'react', player: 'blue', reaction: 'firefight' }, 'unexpected-command');
  });

  it('RMP-FF-04 a Firefight only against the first enemy unit to target the unit in a turn; the mark resets next turn', () => {
    const s = duel(LIGHT3, LIGHT3, 10);
    unit(s, 'red.u2').models.forEach((m, i) => {
      Object.assign(m, { x: 20 + 1.5 * i, y: 5 });
    });
    const faces = [6, 6, ...ones(10), 6, 6, ...ones(10), 6, 6, ...ones(10)];
    let g = accept(game(s, faces), shoot('red.u1', 'blue.u1')).game;
    g = accept(g, { type: 'react', player: 'blue', reaction: 'none' }).game;
    expect(unit(g.game, 'blue.u1').firstTargetedBy).toBe('red.u1');
    g = accept(g, shoot('red.u2', 'blue.u1')).game;
    expect(g.game.stage).toMatchObject({
      kind: 'reaction',
      unit: 'blue.u1',
      against: 'red.u2',
      options: ['go-to-ground', 'none'],
    });
    refused(g, { type: 'react', player: 'blue', reaction: 'firefight' }, 'illegal-reaction', 'RMP-FF-04');
    g = accept(g, { type: 'react', player: 'blue', reaction: 'none' }).game;
    g = accept(g, { type: 'end-phase', player: 'red' }).game;
    const t = accept(g, { type: 'end-phase', player: 'blue' });
    expect(eventsOf(t.events, 'turn-started')).toMatchObject([{ turn: 2 }]);
    expect(unit(t.game.game, 'blue.u1').firstTargetedBy).toBeUndefined();
    g = accept(t.game, shoot('red.u2', 'blue.u1')).game;
    expect(g.game.stage).toMatchObject({
      kind: 'reaction',
      against: 'red.u2',
      options: ['firefight', 'go-to-ground', 'none'],
    });
  });

  it('RMP-FF-04 a unit that has Firefought once may not Firefight again that turn', () => {
    const s = duel(LIGHT3, LIGHT3, 10);
    unit(s, 'red.u2').models.forEach((m, i) => {
      Object.assign(m, { x: 20 + 1.5 * i, y: 5 });
    });
    let g = accept(
      game(s, [6, 6, ...ones(10), 4, 3, ...ones(10), 6, 6, ...ones(10)]),
      shoot('red.u1', 'blue.u1'),
    ).game;
    g = accept(g, { type: 'react', player: 'blue', reaction: 'firefight' }).game;
    const { game: g2, events } = accept(g, shoot('red.u2', 'blue.u1'));
    // No prompt at all: its one reaction of the turn is spent (RMP-DEF-09), and red.u2 was not the first to target it.
    expect(eventsOf(events, 'reaction')).toEqual([]);
    expect(g2.game.stage).toEqual({ kind: 'order', player: 'red' });
  });
});

describe('rampant weapon ranges (RMP-RNG)', () => {
  // Class, Shoot range, extreme range allowed (RMP-RNG-01; Primitive Infantry's entry from RMP-DEF-15).
  const RANGES: [ClassKey, number, boolean][] = [
    ['supportInfantry', 24, true],
    ['eliteInfantry', 18, true],
    ['heavyInfantry', 18, true],
    ['lightInfantry', 18, true],
    ['fightingVehicles', 18, true],
    ['berserkInfantry', 12, false],
    ['reconInfantry', 12, false],
    ['transportVehicles', 12, false],
    ['militiaRabble', 6, false],
    ['softSkinVehicles', 6, false],
    ['primitiveInfantry', 12, false],
  ];
  const VEHICLES: ClassKey[] = ['fightingVehicles', 'transportVehicles', 'softSkinVehicles'];

  /** Red's `cls` and blue's Lesser Xenomorphs (no reactions) exactly `gap` inches apart. */
  function at(cls: ClassKey, gap: number): RmpState {
    const r = VEHICLES.includes(cls) ? 1.5 : 0.5;
    return position({
      red: army([cls, 'militiaRabble', 'militiaRabble']),
      blue: army(XENO3, 2),
      place: { 'red.u1': { x: 10, y: 3 }, 'blue.u1': { x: 10, y: 3 + r + 0.5 + gap }, ...FAR },
    });
  }

  it.each(RANGES)('RMP-RNG-01 %s shoots to %i" (extreme range allowed: %s)', (cls, range, extreme) => {
    const { events } = accept(game(at(cls, range), [6, 6, ...ones(10)]), shoot('red.u1', 'blue.u1'));
    expect(eventsOf(events, 'shot')).toMatchObject([{ shooter: 'red.u1', extreme: false, dice: 10 }]);
    const beyond = at(cls, range + 0.5);
    if (extreme) {
      const r = accept(game(beyond, [6, 6, ...ones(10)]), shoot('red.u1', 'blue.u1'));
      expect(eventsOf(r.events, 'shot')).toMatchObject([{ extreme: true }]);
    } else refused(game(beyond), shoot('red.u1', 'blue.u1'), 'illegal-order', 'RMP-RNG-02');
  });

  it.each(['lesserXenomorphs', 'greaterXenomorphs'] as ClassKey[])(
    'RMP-RNG-01 %s cannot Shoot at all',
    (cls) => {
      const s = position({
        red: army([cls, 'militiaRabble', 'militiaRabble']),
        blue: army(XENO3, 2),
        place: { 'red.u1': { x: 10, y: 3 }, 'blue.u1': { x: 10, y: 8 }, ...FAR },
      });
      refused(game(s), shoot('red.u1', 'blue.u1'), 'illegal-order', 'RMP-RNG-01');
    },
  );

  it('RMP-RNG-02 a unit without extreme range may only choose targets within its Shoot range', () => {
    // Recon Infantry (12", no extreme): 12" is fine, 13" is refused; Light Infantry (18", extreme) shoots at 30".
    accept(game(at('reconInfantry', 12), [6, 6, ...ones(10)]), shoot('red.u1', 'blue.u1'));
    const e = refused(
      game(at('reconInfantry', 13)),
      shoot('red.u1', 'blue.u1'),
      'illegal-order',
      'RMP-RNG-02',
    );
    expect(e?.message).toMatch(/extreme range/);
    const r = accept(game(at('lightInfantry', 30), [6, 6, ...ones(10)]), shoot('red.u1', 'blue.u1'));
    expect(eventsOf(r.events, 'shot')).toMatchObject([{ extreme: true }]);
  });
});
