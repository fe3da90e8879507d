import { createGame } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { type ArmyInput, BUNDLED_ARMIES, BUNDLED_ARMY_IDS } from '../../../src/rulesets/rampant/data/armies';
import { rampant } from '../../../src/rulesets/rampant/ruleset';
import { validateRmpArmy } from '../../../src/rulesets/rampant/validate';
import { OPEN_TABLE } from './engine-support';

const list = (units: ArmyInput['units']): ArmyInput => ({ name: 'Test', units });
const setupWith = (army: ArmyInput | string, params = {}) =>
  ({
    players: [
      { id: 'red', army },
      { id: 'blue', army: 'hive' },
    ],
    scenario: OPEN_TABLE,
    params,
  }) as never;
/** The setup's refusal (createGame throws a SandtableError naming every issue). */
function refusal(army: ArmyInput | string, params = {}): string {
  try {
    createGame(rampant, setupWith(army, params), { seed: 1 });
  } catch (e) {
    return String((e as Error).message) + JSON.stringify((e as { details?: unknown }).details ?? '');
  }
  throw new Error('the setup was accepted');
}

describe('RMP-DEF-19 army lists', () => {
  it('RMP-DEF-19 the four bundled armies are valid 24-point detachments with one Commander each', () => {
    expect(BUNDLED_ARMY_IDS).toEqual(['expedition', 'hive', 'armoured', 'swarm']);
    for (const id of BUNDLED_ARMY_IDS) {
      const read = validateRmpArmy(BUNDLED_ARMIES[id]);
      expect(read.ok, id).toBe(true);
      const g = createGame(rampant, setupWith(id), { seed: 1 });
      expect(g.game.sides[0]?.startPoints, id).toBe(24);
    }
  });

  it('RMP-DEF-19 a list over 24 points: code over-points, the cost and the limit in the message', () => {
    const big = list([
      { class: 'fightingVehicles', commander: true },
      { class: 'fightingVehicles' },
      { class: 'fightingVehicles' },
      { class: 'eliteInfantry' },
    ]);
    const read = validateRmpArmy(big);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.issues).toEqual([
      {
        code: 'over-points',
        path: ['units'],
        rule: 'RMP-DEF-19',
        message:
          'the detachment costs 27 points, over the 24-point game; drop a unit or an option (RMP-DEF-19)',
      },
    ]);
    expect(refusal(big)).toMatch(/27 points, over the 24-point game/);
  });

  it('RMP-DEF-19 an option the class may not take: code illegal-option, naming what the class may take', () => {
    const wrong = list([
      { class: 'eliteInfantry', commander: true },
      { class: 'heavyInfantry', options: ['mobile'] },
      { class: 'lightInfantry', options: ['slow'] },
    ]);
    const read = validateRmpArmy(wrong);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.issues.map((i) => [i.code, i.path, i.rule, i.message])).toEqual([
      [
        'illegal-option',
        ['units', 1, 'options'],
        'RMP-DEF-15',
        'Heavy Infantry cannot take the Mobile option (RMP-DEF-15)',
      ],
      [
        'illegal-option',
        ['units', 2, 'options'],
        'RMP-DEF-15',
        'Light Infantry cannot take the Slow option (it may take: mobile) (RMP-DEF-15)',
      ],
    ]);
    expect(refusal(wrong)).toMatch(/Heavy Infantry cannot take the Mobile option/);
  });

  it('RMP-DEF-19 no Commander, or two: code commander (RMP-DEF-18)', () => {
    for (const [units, n] of [
      [[{ class: 'eliteInfantry' }, { class: 'lightInfantry' }, { class: 'lightInfantry' }], 0],
      [
        [
          { class: 'eliteInfantry', commander: true },
          { class: 'lightInfantry', commander: true },
          { class: 'lightInfantry' },
        ],
        2,
      ],
    ] as const) {
      const read = validateRmpArmy(list(units as never));
      expect(read.ok).toBe(false);
      if (read.ok) return;
      expect(read.issues).toEqual([
        {
          code: 'commander',
          path: ['units'],
          rule: 'RMP-DEF-18',
          message: `mark exactly one unit as the Commander's (\`commander: true\`); this list has ${n} (RMP-DEF-18)`,
        },
      ]);
      expect(refusal(list(units as never))).toMatch(/mark exactly one unit as the Commander/);
    }
  });

  it('RMP-DEF-19 too few units: code too-few-units', () => {
    const two = list([{ class: 'eliteInfantry', commander: true }, { class: 'lightInfantry' }]);
    const read = validateRmpArmy(two);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.issues).toEqual([
      {
        code: 'too-few-units',
        path: ['units'],
        rule: 'RMP-DEF-19',
        message: 'a detachment needs at least 3 units; this one has 2 (RMP-DEF-19)',
      },
    ]);
    expect(refusal(two)).toMatch(/at least 3 units; this one has 2/);
  });

  it('RMP-DEF-19 an unreadable list (an unknown class) is refused with a rule, never thrown', () => {
    const read = validateRmpArmy({ name: 'X', units: [{ class: 'dragon', commander: true }] });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.issues[0]?.rule).toBe('RMP-DEF-19');
    expect(read.issues[0]?.path).toEqual(['units', 0, 'class']);
  });

  it("RMP-DEF-19 validateRmpArmy takes the game's parameters: 30 points and 2 units then pass", () => {
    const two = list([
      { class: 'fightingVehicles', commander: true },
      { class: 'fightingVehicles' },
      { class: 'fightingVehicles' },
      { class: 'eliteInfantry' },
    ]);
    expect(validateRmpArmy(two, { army: { points: 30 } }).ok).toBe(true);
    expect(
      validateRmpArmy(list([{ class: 'eliteInfantry', commander: true }, { class: 'lightInfantry' }]), {
        army: { minUnits: 2 },
      }).ok,
    ).toBe(true);
  });

  it('RMP-DEF-19 options are costed: Mobile +1, Slow −1 (the swarm list sums to 24)', () => {
    const g = createGame(rampant, setupWith('swarm'), { seed: 1 });
    // Elite + Mobile 7, Lesser Xenomorphs + Slow 2, Heavy 5, Support 5, Light + Mobile 5.
    expect(g.game.units.filter((u) => u.player === 'red').map((u) => u.points)).toEqual([7, 2, 5, 5, 5]);
  });
});

describe('RMP-DEF-03 setup players', () => {
  it('RMP-DEF-03 a setup needs exactly two players with different ids', () => {
    expect(() =>
      createGame(rampant, { players: [{ id: 'red', army: 'hive' }] } as never, { seed: 1 }),
    ).toThrow(/exactly 2 players/);
    expect(() =>
      createGame(
        rampant,
        {
          players: [
            { id: 'red', army: 'hive' },
            { id: 'red', army: 'expedition' },
          ],
        } as never,
        { seed: 1 },
      ),
    ).toThrow(/used twice/);
  });
});
