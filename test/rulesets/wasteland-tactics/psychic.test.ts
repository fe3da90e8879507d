import { applyCommand } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  aPosition,
  eventsOf,
  gameOf,
  play,
  refused,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const psyker: UnitSpec = { id: 'p', player: 'red', profile: 'psyker', at: [{ x: 10, y: 10 }] };
const target: UnitSpec = { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 20 }] };
const mother: UnitSpec = { id: 'm', player: 'blue', profile: 'brood-mother', at: [{ x: 25, y: 25 }] };
const fury = (t = 'b') => ({
  type: 'activate-unit' as const,
  player: 'red',
  unit: 'p',
  actions: [{ type: 'cast' as const, power: 'psychic-fury' as const, target: t }],
});
const nullifyWith = (unitId?: string) => ({
  type: 'nullify' as const,
  player: 'blue',
  ...(unitId ? { unit: unitId } : {}),
});
const game = (units: UnitSpec[], dice: number[]) => gameOf(aPosition({ units }), dice);

describe('the Cast action and nullifying (WT-CAST)', () => {
  it('WT-CAST-01 only a unit with a Caster model and no model in base contact may Cast', () => {
    const trooper = { ...psyker, profile: 'trooper' };
    expect(refused(game([trooper, target, mother], []), { ...fury(), unit: 'p' }).message).toMatch(
      /no Caster model \(WT-CAST-01\)/,
    );
    const engaged = game([psyker, { ...target, at: [{ x: 11, y: 10 }] }, mother], []);
    expect(refused(engaged, fury()).message).toMatch(/base contact.*WT-CAST-01/);
  });

  it('WT-CAST-02 the Caster picks a power and a target and makes a Will roll', () => {
    const { state, events } = play(game([psyker, target, mother], [4]), fury());
    expect(eventsOf(events, 'power-cast')[0]).toMatchObject({
      model: 'p.m1',
      power: 'psychic-fury',
      target: 'b',
      die: 4,
      needed: 4,
      passed: true,
    });
    expect(state.pending[0]).toMatchObject({ player: 'blue', kind: 'nullify' });
  });

  it('WT-CAST-02 every Caster model of the unit casts, each at the power and target it picks (R29)', () => {
    const pair: UnitSpec = {
      ...psyker,
      at: [
        { x: 10, y: 10 },
        { x: 11.5, y: 10 },
      ],
    };
    const other: UnitSpec = { id: 'c', player: 'blue', profile: 'trooper', at: [{ x: 16, y: 20 }] };
    const spare: UnitSpec = { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 70, y: 46 }] };
    // p.m1: cast 4, Fury hits on 6; p.m2: cast 5, Fury hits on 7 (Damage 10 fails every Life roll).
    const { state, events } = play(game([pair, target, other, spare], [4, 6, 5, 7]), {
      ...fury(),
      actions: [
        {
          type: 'cast',
          power: 'psychic-fury',
          target: 'b',
          casters: [{ model: 'p.m2', power: 'psychic-fury', target: 'c' }],
        },
      ],
    });
    expect(eventsOf(events, 'power-cast').map((e) => [e.model, e.target, e.passed])).toEqual([
      ['p.m1', 'b', true],
      ['p.m2', 'c', true],
    ]);
    expect(unit(state, 'b').status).toBe('destroyed');
    expect(unit(state, 'c').status).toBe('destroyed');
    // WT-SUR-11: one Cast action is one attempt per Caster model.
    expect(unit(state, 'p').casts).toBe(1);
  });

  it('WT-CAST-02 a Caster model that cannot reach the target itself makes no attempt (R29)', () => {
    const apart: UnitSpec = {
      ...psyker,
      at: [
        { x: 10, y: 10 },
        { x: 45, y: 10 },
      ],
    };
    const spare: UnitSpec = { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 70, y: 46 }] };
    // p.m1's casting roll fails (3); p.m2, 35" away, makes no attempt.
    const { events } = play(game([apart, target, spare], [3]), fury());
    expect(eventsOf(events, 'power-cast').map((e) => e.model)).toEqual(['p.m1']);
    expect(eventsOf(events, 'action-wasted').at(-1)?.reason).toMatch(/p\.m2: .*beyond p\.m2's 20" \(R29\)/);
    expect(
      refused(game([apart, target, spare], []), {
        ...fury(),
        actions: [
          {
            type: 'cast',
            power: 'psychic-fury',
            target: 'b',
            casters: [{ model: 'p.m2', power: 'psychic-fury', target: 'b' }],
          },
        ],
      }).message,
    ).toMatch(/beyond p\.m2's 20"/);
  });

  it('WT-CAST-03 an enemy Caster within 24" may try to nullify a passed power', () => {
    const far = { ...mother, at: [{ x: 50, y: 40 }] };
    expect(play(game([psyker, target, far], [4, 6, 1]), fury()).state.pending[0]?.kind).not.toBe('nullify');
    const { state, events } = play(game([psyker, target, mother], [4, 7]), fury(), nullifyWith('m'));
    expect(eventsOf(events, 'power-nullify')[0]).toMatchObject({ unit: 'm', die: 7, nullified: true });
    expect(unit(state, 'b').status).toBe('on-table');
  });

  it('WT-CAST-04 a passing nullify must also roll higher than the caster; otherwise the power works', () => {
    const { state, events } = play(game([psyker, target, mother], [8, 6, 6]), fury(), nullifyWith('m'));
    expect(eventsOf(events, 'power-nullify')[0]).toMatchObject({ nullified: false });
    expect(eventsOf(events, 'power-resolved')[0]).toMatchObject({ power: 'psychic-fury', target: 'b' });
    expect(unit(state, 'b').status).toBe('destroyed');
    const declined = play(game([psyker, target, mother], [8, 6]), fury(), nullifyWith());
    expect(unit(declined.state, 'b').status).toBe('destroyed');
  });

  it('WT-CAST-05 a failed casting roll has no effect', () => {
    const { state, events } = play(game([psyker, target, mother], [3]), fury());
    expect(eventsOf(events, 'power-cast')[0]?.passed).toBe(false);
    expect(state.pending[0]).toMatchObject({ player: 'blue', kind: 'activate' });
  });

  it('WT-CAST-06 a natural 1 on a casting or nullifying roll makes the model fail a Life roll', () => {
    const { state } = play(game([psyker, target, mother], [1]), fury());
    expect(unit(state, 'p').status).toBe('destroyed');
    const backfire = play(game([psyker, target, mother], [9, 1, 6]), fury(), nullifyWith('m'));
    expect(eventsOf(backfire.events, 'wound-lost')[0]).toMatchObject({ model: 'm.m1', wounds: 2 });
  });
});

describe('Caster X and the psychic powers (WT-SUR-11 … WT-SUR-15)', () => {
  it('WT-SUR-11 a Caster X model makes up to X Cast actions per round', () => {
    const tired = { ...psyker, extra: { casts: 1 } };
    expect(refused(game([tired, target, mother], []), fury()).message).toMatch(
      /may Cast 1 time\(s\) per round \(WT-SUR-11\)/,
    );
  });

  it('WT-SUR-12 a Caster X model nullifies up to X powers per round', () => {
    const spent = { ...mother, extra: { nullifies: 1 } };
    expect(play(game([psyker, target, spent], [4, 6, 1]), fury()).state.pending[0]?.kind).toBe('activate');
  });

  it('WT-SUR-13 every Caster knows Psychic Fury and War Blessing', () => {
    const bless = {
      type: 'activate-unit' as const,
      player: 'red',
      unit: 'p',
      actions: [{ type: 'cast' as const, power: 'war-blessing' as const, target: 'p' }],
    };
    expect(applyCommand(game([psyker, target, mother], [5, 6, 1]), bless).ok).toBe(true);
  });

  it('WT-SUR-14 Psychic Fury is R20 A1 6+ D10 Deadly 2', () => {
    expect(
      refused(game([psyker, { ...target, at: [{ x: 10, y: 32 }] }, mother], []), fury()).message,
    ).toMatch(/beyond Psychic Fury's 20"/);
    const { events } = play(game([psyker, target], [5, 5]), fury());
    expect(eventsOf(events, 'attack-rolled')[0]).toMatchObject({
      weapon: 'Psychic Fury',
      needed: 6,
      dice: [5],
      hits: 0,
    });
  });

  it("WT-SUR-15 War Blessing gives +1 Shoot and +1 Fight during the target's next action", () => {
    const friends: UnitSpec = { id: 'f', player: 'red', profile: 'trooper', at: [{ x: 14, y: 10 }] };
    const bless = {
      type: 'activate-unit' as const,
      player: 'red',
      unit: 'p',
      actions: [{ type: 'cast' as const, power: 'war-blessing' as const, target: 'f' }],
    };
    const blessed = play(
      game([psyker, friends, target, { ...mother, at: [{ x: 60, y: 44 }] }], [6, 9, 9]),
      bless,
      { type: 'activate-unit', player: 'blue', unit: 'b', actions: [] },
    );
    expect(unit(blessed.state, 'f').blessing).toBe('ready');
    const shot = play(blessed.state, {
      type: 'activate-unit',
      player: 'red',
      unit: 'f',
      actions: [{ type: 'shoot', target: 'b' }],
    });
    expect(eventsOf(shot.events, 'attack-rolled')[0]?.needed).toBe(4);
  });
});
