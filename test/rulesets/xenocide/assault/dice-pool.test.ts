import { describe, expect, it } from 'vitest';
import {
  declareDiceSplit,
  defaultDiceSplit,
  disadvantageCauses,
  startCloseAssault,
  startOverrun,
  tallyAssault,
  tallyUnit,
  unitDice,
  whyBadDiceSplit,
} from '../../../../src/rulesets/xenocide/rules/assault';
import type { UnitState, XenocideState } from '../../../../src/rulesets/xenocide/state';
import type { AssaultState } from '../../../../src/rulesets/xenocide/state/assault';
import { aPosition, aUnit, row, unitOf } from '../../../support/xenocide';

function assaultOf(attackers: string[], defenders: string[], over: Partial<AssaultState> = {}): AssaultState {
  return {
    ...startCloseAssault({ id: 'ca', attacker: 'red', defender: 'blue', attackers, defenders }),
    ...over,
  };
}
const tally = (state: XenocideState, assault: AssaultState, id: string) =>
  tallyUnit(state, assault, unitOf(state, id));
const twoUnits = (redUnit: UnitState, blueUnit: UnitState) => aPosition({ units: [redUnit, blueUnit] });

describe('XEN-CA step 2: tallying and splitting dice', () => {
  it('XEN-CA-11 only models within 6" of an enemy model in the assault are engaged and add their CAA', () => {
    const state = twoUnits(
      aUnit({
        id: 'red.c1.u1',
        order: 'assault',
        at: [
          { x: 10, y: 10 },
          { x: 11.5, y: 10 },
          { x: 10, y: 2 },
        ],
      }),
      aUnit({
        id: 'blue.c1.u1',
        at: [
          { x: 10, y: 13 },
          { x: 40, y: 13 },
        ],
      }),
    );
    const assault = assaultOf(['red.c1.u1'], ['blue.c1.u1']);
    expect(tally(state, assault, 'red.c1.u1')).toMatchObject({
      engaged: ['red.c1.u1.m1', 'red.c1.u1.m2'],
      caa: 4,
      dice: 4,
    });
    expect(tally(state, assault, 'blue.c1.u1')).toMatchObject({ engaged: ['blue.c1.u1.m1'], caa: 2 });
  });

  it('XEN-CA-12 up to 1/3 of the dice, rounded down, may be set aside for defence', () => {
    const state = twoUnits(
      aUnit({ id: 'red.c1.u1', order: 'assault', at: row(10, 10, 4) }),
      aUnit({ id: 'blue.c1.u1', at: row(10, 13, 3) }),
    );
    let assault = assaultOf(['red.c1.u1'], ['blue.c1.u1']);
    assault = { ...assault, pools: tallyAssault(state, assault), step: { kind: 'split', player: 'blue' } };
    expect(assault.pools.map((p) => [p.unit, p.dice, p.maxDefence])).toEqual([
      ['red.c1.u1', 8, 2],
      ['blue.c1.u1', 6, 2],
    ]);
    const refusal = whyBadDiceSplit(state, assault, 'blue', [{ unit: 'blue.c1.u1', defence: 3 }]);
    expect(refusal).toMatchObject({ code: 'out-of-range' });
    expect(refusal?.message).toContain('up to 1/3 of its dice');
    expect(refusal?.message).toContain('XEN-CA-12');
    expect(whyBadDiceSplit(state, assault, 'blue', [{ unit: 'blue.c1.u1', defence: 1.5 }])).toBeDefined();
    expect(whyBadDiceSplit(state, assault, 'blue', [{ unit: 'red.c1.u1', defence: 1 }])?.code).toBe(
      'unknown-entity',
    );
    const ok = declareDiceSplit(state, assault, 'blue', [{ unit: 'blue.c1.u1', defence: 2 }]).assault;
    expect(ok.splits).toEqual([{ unit: 'blue.c1.u1', defence: 2 }]);
    expect(unitDice(ok.pools[1] as never, 2)).toEqual({
      unit: 'blue.c1.u1',
      attack: 4,
      defence: 4,
      antiArmor: 0,
    });
  });

  it('XEN-CA-12 the bot keeps every die for attack unless its side is outgunned', () => {
    const state = twoUnits(
      aUnit({ id: 'red.c1.u1', order: 'assault', at: row(10, 10, 4) }),
      aUnit({ id: 'blue.c1.u1', at: row(10, 13, 3) }),
    );
    const base = assaultOf(['red.c1.u1'], ['blue.c1.u1']);
    const assault = { ...base, pools: tallyAssault(state, base) };
    expect(defaultDiceSplit(state, assault, 'red')).toEqual([{ unit: 'red.c1.u1', defence: 0 }]);
    expect(defaultDiceSplit(state, assault, 'blue')).toEqual([{ unit: 'blue.c1.u1', defence: 2 }]);
  });

  it('XEN-CA-13 infantry get 1 bonus defence die per 2 engaged infantry models, rounded up, on top of the 1/3', () => {
    const counts = [1, 2, 3, 4, 5].map((n) => {
      const state = twoUnits(
        aUnit({ id: 'red.c1.u1', order: 'assault', at: row(10, 10, n) }),
        aUnit({ id: 'blue.c1.u1', profile: 'test/tank', at: [{ x: 12, y: 14 }] }),
      );
      return tally(state, assaultOf(['red.c1.u1'], ['blue.c1.u1']), 'red.c1.u1').infantryDefence;
    });
    expect(counts).toEqual([1, 1, 2, 2, 3]);
    const tanks = twoUnits(
      aUnit({ id: 'red.c1.u1', profile: 'test/tank', order: 'assault', at: row(10, 10, 2, 3) }),
      aUnit({ id: 'blue.c1.u1', at: [{ x: 12, y: 14 }] }),
    );
    expect(tally(tanks, assaultOf(['red.c1.u1'], ['blue.c1.u1']), 'red.c1.u1').infantryDefence).toBe(0);
  });

  it('XEN-CA-14 close-assault specials add further defence dice', () => {
    const state = twoUnits(
      aUnit({ id: 'red.c1.u1', profile: 'test/power', order: 'assault', at: row(10, 10, 3) }),
      aUnit({ id: 'blue.c1.u1', at: row(10, 13, 3) }),
    );
    const pool = tally(state, assaultOf(['red.c1.u1'], ['blue.c1.u1']), 'red.c1.u1');
    expect(pool).toMatchObject({ dice: 9, maxDefence: 3, infantryDefence: 2, specialDefence: 3 });
    expect(unitDice(pool, 3).defence).toBe(8);
  });

  it('XEN-CA-16 a disadvantaged unit loses 1/3 of its dice and may put up to 1/2 of the rest into defence', () => {
    const state = twoUnits(
      aUnit({ id: 'red.c1.u1', order: 'assault', at: row(10, 10, 3) }),
      aUnit({ id: 'blue.c1.u1', profile: 'test/power', suppression: 1, at: row(10, 13, 3) }),
    );
    const base = assaultOf(['red.c1.u1'], ['blue.c1.u1']);
    const pool = tally(state, base, 'blue.c1.u1');
    expect(pool).toMatchObject({
      caa: 9,
      disadvantageLoss: 3,
      dice: 6,
      maxDefence: 3,
      disadvantage: ['suppressed'],
    });
    const assault = {
      ...base,
      pools: tallyAssault(state, base),
      step: { kind: 'split', player: 'blue' } as const,
    };
    expect(whyBadDiceSplit(state, assault, 'blue', [{ unit: 'blue.c1.u1', defence: 4 }])?.message).toContain(
      'XEN-CA-16',
    );
    expect(whyBadDiceSplit(state, assault, 'blue', [{ unit: 'blue.c1.u1', defence: 3 }])).toBeUndefined();
  });

  it('XEN-CA-16 several causes of disadvantage still cost only one 1/3', () => {
    const state = twoUnits(
      aUnit({ id: 'red.c1.u1', order: 'fire-and-move', suppression: 2, at: row(10, 10, 3) }),
      aUnit({ id: 'blue.c1.u1', at: row(10, 13, 3) }),
    );
    const pool = tally(state, assaultOf(['red.c1.u1'], ['blue.c1.u1']), 'red.c1.u1');
    expect(pool.disadvantage).toEqual(['suppressed', 'firing-orders']);
    expect(pool).toMatchObject({ caa: 6, disadvantageLoss: 2, dice: 4, maxDefence: 2 });
  });

  it('XEN-CA-17 firing orders disadvantage a unit that moved in to begin the assault, but not defenders or reinforcements', () => {
    const state = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', order: 'move-and-fire', at: row(10, 10, 3) }),
        aUnit({ id: 'red.c1.u2', order: 'fire-and-move', at: row(20, 10, 3) }),
        aUnit({ id: 'blue.c1.u1', order: 'fire-and-move', at: row(10, 13, 3) }),
      ],
    });
    const assault = assaultOf(['red.c1.u1', 'red.c1.u2'], ['blue.c1.u1'], {
      participants: [
        ...assaultOf(['red.c1.u1'], ['blue.c1.u1']).participants,
        {
          unit: 'red.c1.u2',
          side: 'attacker',
          joinedBy: 'reinforcement',
          joinedRound: 2,
          initiator: false,
          status: 'fighting',
        },
      ],
    });
    const causes = (id: string) => disadvantageCauses(state, assault, unitOf(state, id), []);
    expect(causes('red.c1.u1')).toEqual(['firing-orders']);
    expect(causes('red.c1.u2')).toEqual([]);
    expect(causes('blue.c1.u1')).toEqual([]);
  });

  it('XEN-CA-17 a titan on Fire and Move orders that begins an assault is not disadvantaged (XEN-TITAN-12)', () => {
    const titanAt = (order: 'fire-and-move' | 'move-and-fire') =>
      aPosition({
        units: [
          aUnit({ id: 'red.c1.u1', order, profile: 'generic/strider-titan', at: [{ x: 10, y: 10 }] }),
          aUnit({ id: 'blue.c1.u1', at: row(10, 14, 3) }),
        ],
      });
    const assault = assaultOf(['red.c1.u1'], ['blue.c1.u1']);
    const fm = titanAt('fire-and-move');
    expect(disadvantageCauses(fm, assault, unitOf(fm, 'red.c1.u1'), [])).toEqual([]);
    const mf = titanAt('move-and-fire');
    expect(disadvantageCauses(mf, assault, unitOf(mf, 'red.c1.u1'), [])).toEqual(['firing-orders']);
  });

  it('XEN-CA-17 models that disembarked to begin the assault are disadvantaged in the first round only (XEN-TRANS-11)', () => {
    const state = twoUnits(
      aUnit({ id: 'red.c1.u1', order: 'assault', at: row(10, 10, 3) }),
      aUnit({ id: 'blue.c1.u1', at: row(10, 13, 3) }),
    );
    const first = assaultOf(['red.c1.u1'], ['blue.c1.u1'], { disembarked: ['red.c1.u1.m1', 'red.c1.u1.m2'] });
    expect(tally(state, first, 'red.c1.u1')).toMatchObject({
      disadvantage: ['disembarked'],
      disadvantageLoss: 1,
      dice: 5,
      maxDefence: 2,
    });
    expect(tally(state, { ...first, round: 2 }, 'red.c1.u1')).toMatchObject({
      disadvantage: [],
      dice: 6,
      maxDefence: 2,
    });
  });

  it('XEN-CA-17 an overrunning unit is disadvantaged unless on Assault orders (XEN-OVR-04)', () => {
    const state = (order: 'assault' | 'move-and-fire') =>
      twoUnits(
        aUnit({ id: 'red.c1.u1', order, at: row(10, 10, 3) }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 20, 3) }),
      );
    const overrun = startOverrun({
      id: 'o',
      attacker: 'red',
      defender: 'blue',
      unit: 'red.c1.u1',
      target: 'blue.c1.u1',
    });
    expect(tally(state('move-and-fire'), overrun, 'red.c1.u1').disadvantage).toEqual(['overrun']);
    expect(tally(state('assault'), overrun, 'red.c1.u1').disadvantage).toEqual([]);
  });

  it('XEN-CA-40 a unit on Assault orders that begins an assault fights with no penalty', () => {
    const state = twoUnits(
      aUnit({ id: 'red.c1.u1', order: 'assault', at: row(10, 10, 3) }),
      aUnit({ id: 'blue.c1.u1', at: row(10, 13, 3) }),
    );
    expect(tally(state, assaultOf(['red.c1.u1'], ['blue.c1.u1']), 'red.c1.u1')).toMatchObject({
      disadvantage: [],
      disadvantageLoss: 0,
      dice: 6,
      maxDefence: 2,
    });
  });

  it('XEN-CA-11 open-transport riders add their CAA less 1/3 (XEN-TRANS-18); closed-transport riders sit out', () => {
    const ride = (transport: string) =>
      aPosition({
        units: [
          aUnit({
            id: 'red.c1.u1',
            order: 'assault',
            models: [
              { at: { x: 10, y: 10 }, profile: transport },
              ...[1, 2, 3].map(() => ({ at: { x: 10, y: 10 }, embarkedIn: 'red.c1.u1.m1' })),
            ],
          }),
          aUnit({ id: 'blue.c1.u1', at: row(10, 14, 3) }),
        ],
      });
    const assault = assaultOf(['red.c1.u1'], ['blue.c1.u1']);
    const open = ride('test/open-apc');
    expect(tally(open, assault, 'red.c1.u1')).toMatchObject({ caa: 7, openTransportLoss: 2, dice: 5 });
    const closed = ride('test/apc');
    expect(tally(closed, assault, 'red.c1.u1')).toMatchObject({ engaged: ['red.c1.u1.m1'], caa: 1, dice: 1 });
  });
});
