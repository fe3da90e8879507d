import { describe, expect, it } from 'vitest';
import { accept, assaultSquad, charge, duel, game, intoContact, ONES, ofType, rolls, unit } from './support';

/** Runs the standard charge with the two strike-order D10s, then 1s. */
function strike(s: ReturnType<typeof duel>, red: number, blue: number, models = intoContact()) {
  const { state, events } = accept(game(s, [red, blue, ...ONES]), charge(models));
  const order = ofType(events, 'strike-order')[0];
  return { state, events, order };
}

describe('Step Two: strike order (XZ-ASLT-07, XZ-ASLT-08, R29, R30)', () => {
  it('XZ-ASLT-07 both roll a D10 and add their modified assault value; the higher total strikes first', () => {
    const { order, events } = strike(duel(), 3, 6);
    expect(order).toMatchObject({
      charger: 'red.squad',
      defender: 'blue.squad',
      totals: [9, 10],
      first: 'blue.squad',
    });
    const d10s = rolls(events).filter((e) => e.sides === 10);
    expect(d10s.map((e) => e.dice)).toEqual([[3], [6]]);
    const attacks = ofType(events, 'assault-attacks');
    expect(attacks.map((a) => a.unit)).toEqual(['blue.squad', 'red.squad']);
    expect(attacks[1]?.rules).toContain('XZ-ASLT-13');
  });

  it('XZ-ASLT-07 R29 on a tied total the charging unit strikes first', () => {
    const { order, events } = strike(duel(), 2, 4);
    expect(order?.totals).toEqual([8, 8]);
    expect(order?.first).toBe('red.squad');
    expect(order?.rules).toContain('R29');
    expect(ofType(events, 'assault-attacks')[0]?.unit).toBe('red.squad');
  });

  it("XZ-STAT-06 the assault value is the basis of strike order: the leader's Assault value counts", () => {
    const s = duel({ blue: assaultSquad({ assault: 7 }) });
    const { order } = strike(s, 5, 1);
    expect(order?.totals).toEqual([11, 8]);
  });

  it('XZ-ASLT-08 charging +2', () => {
    const { order } = strike(duel(), 1, 1);
    expect(order?.totals).toEqual([7, 5]);
    expect(order?.rules).toContain('XZ-ASLT-08');
  });

  it('XZ-ASLT-08 specialist assault war gear (unit note assaultWarGear) +1', () => {
    const s = duel({ blue: assaultSquad({ notes: ['assaultWarGear'] }) });
    expect(strike(s, 1, 1).order?.totals).toEqual([7, 6]);
  });

  it('XZ-STAT-09 R15 the assaultWarGear keyword in the Notes decides the +1, and the strike order names it', () => {
    const geared = strike(duel({ blue: assaultSquad({ notes: ['assaultWarGear', 'Relic censer'] }) }), 1, 1);
    expect(geared.order?.totals).toEqual([7, 6]);
    expect(geared.order?.rules).toEqual(expect.arrayContaining(['XZ-STAT-09', 'R15']));
    const plain = strike(duel({ blue: assaultSquad({ notes: ['Relic censer'] }) }), 1, 1);
    expect(plain.order?.totals).toEqual([7, 5]);
    expect(plain.order?.rules).not.toContain('XZ-STAT-09');
  });

  it('XZ-RES-06 R6 the strike-order roll is the D10; the attack dice are D6s', () => {
    const { events } = strike(duel(), 3, 6);
    const all = rolls(events) as unknown as { sides: number; purpose: string; rules?: string[] }[];
    const d10s = all.filter((e) => e.sides === 10);
    expect(d10s).toHaveLength(2);
    for (const roll of d10s) expect(roll.rules).toEqual(expect.arrayContaining(['XZ-RES-06', 'R6']));
    const attacks = all.filter((e) => e.purpose.startsWith('assault attacks'));
    expect(attacks.length).toBeGreaterThan(0);
    for (const roll of attacks) {
      expect(roll.sides).toBe(6);
      expect(roll.rules).toContain('XZ-RES-06');
    }
  });

  it('XZ-ASLT-08 R30 holding a fortification +2: the defending leader inside a fortification feature', () => {
    const s = duel({
      scenario: {
        id: 'fort',
        name: 'Fort',
        terrain: [
          {
            id: 'bunker',
            kind: 'area',
            areaType: 'Built Up Area',
            fortification: true,
            shape: { kind: 'rect', rect: { x0: 28, y0: 25.4, x1: 40, y1: 28 } },
          },
        ],
      },
    });
    expect(strike(s, 1, 1).order?.totals).toEqual([7, 7]);
  });

  it('XZ-ASLT-08 R30 defending an obstacle the charging leader crossed +1', () => {
    const scenario = {
      id: 'hedge',
      name: 'Hedge',
      terrain: [
        {
          id: 'hedge',
          kind: 'obstacle' as const,
          shape: {
            kind: 'line' as const,
            points: [
              { x: 20, y: 24.6 },
              { x: 45, y: 24.6 },
            ],
          },
        },
      ],
    };
    const s = duel({ scenario, redAt: { x: 30, y: 22 } });
    expect(strike(s, 1, 1).order?.totals).toEqual([7, 6]);
    const beside = duel({ scenario, redAt: { x: 30, y: 22 } });
    beside.scenario.terrain[0] = {
      ...(beside.scenario.terrain[0] as (typeof beside.scenario.terrain)[number]),
      shape: {
        kind: 'line',
        points: [
          { x: 50, y: 24.6 },
          { x: 60, y: 24.6 },
        ],
        thickness: 0.5,
      },
    };
    expect(strike(beside, 1, 1).order?.totals).toEqual([7, 5]);
  });

  it('XZ-MOR-10 units attacking a Suppressed unit get +1 to their assault value', () => {
    const s = duel();
    unit(s, 'blue.squad').morale = 'suppressed';
    const { order } = strike(s, 1, 1);
    expect(order?.totals).toEqual([8, 5]);
    expect(order?.rules).toContain('XZ-MOR-10');
  });

  it('XZ-MOR-12 attackers of a Neutralized unit double their assault value, after the additions', () => {
    const s = duel();
    unit(s, 'blue.squad').morale = 'neutralized';
    const { order } = strike(s, 1, 1);
    expect(order?.totals).toEqual([13, 5]);
    expect(order?.rules).toContain('XZ-MOR-12');
  });

  it('XZ-ASLT-07 R4 the strike-order dice are a roll-off: no Command re-roll is offered on them', () => {
    const s = duel({ red: assaultSquad({ command: { rerolls: 2, range: 6 } }) });
    unit(s, 'red.squad').rerolls = 2;
    const { state, events } = accept(game(s, [1, 10, ...ONES]), charge(intoContact()));
    expect(rolls(events).filter((e) => e.sides === 10)).toHaveLength(2);
    expect(state.stage.kind).toBe('reroll');
    expect(state.reroll?.purpose).toMatch(/assault attacks/);
  });

  it('XZ-ASLT-10 R6 the attack dice are D6s', () => {
    const { events } = strike(duel(), 5, 1);
    const d6 = rolls(events).find((e) => e.purpose.startsWith('assault attacks'));
    expect(d6?.sides).toBe(6);
  });
});
