import { describe, expect, it } from 'vitest';
import {
  buySuppressionDice,
  defaultFleeMove,
  defaultFleeMoves,
  defaultSuppressionDice,
  flee,
  fleeDuty,
  whyBadFleeMove,
  whyBadFleeMoves,
  whyBadSuppressionDice,
} from '../../../../src/rulesets/xenocide/rules/assault';
import { aPosition, assaultAt, aUnit, Fight, row, unitOf } from '../../../support/xenocide';

const red = (over = {}) => aUnit({ id: 'red.c1.u1', order: 'assault', at: row(10, 10, 3), ...over });
const blue = (over = {}) => aUnit({ id: 'blue.c1.u1', at: row(10, 13, 3), ...over });
const approach = { x: 0, y: 1 };

describe('XEN-CA steps 7 and 8: suppression and fleeing', () => {
  it('XEN-CA-30 every unit in the assault takes a close-assault suppression test with its modifiers', () => {
    const state = aPosition({ units: [red(), blue({ dugIn: true })] });
    const fight = new Fight(
      state,
      assaultAt(['red.c1.u1'], ['blue.c1.u1'], {
        round: 2,
        step: { kind: 'suppression' },
        casualties: [{ unit: 'blue.c1.u1', weighted: 2, models: [] }],
      }),
      [2, 2, 2, 2],
    ).settle();
    expect(fight.assault.tests.map((t) => [t.unit, t.target.target, t.test.total, t.test.passed])).toEqual([
      ['red.c1.u1', 4, 4, true],
      ['blue.c1.u1', 5, 4, false],
    ]);
    expect(fight.assault.tests[1]?.target.modifiers.map((m) => m.rule)).toEqual([
      'XEN-SUP-18',
      'XEN-SUP-19',
      'XEN-SUP-23',
      'XEN-SUP-24',
    ]);
    expect(fight.waiting).toBe('suppression-die:blue');
  });

  it('XEN-CA-30 the CP die is bought after the roll and added to the total (XEN-CP-14); then markers are placed', () => {
    const state = aPosition({ units: [red(), blue()] });
    const fight = new Fight(
      state,
      assaultAt(['red.c1.u1'], ['blue.c1.u1'], {
        step: { kind: 'suppression' },
        casualties: [{ unit: 'red.c1.u1', weighted: 1, models: [] }],
      }),
      [1, 2, 1, 1, 1],
    ).settle();
    expect(fight.waiting).toBe('suppression-die:red');
    expect(whyBadSuppressionDice(fight.state, fight.assault, 'red', ['blue.c1.u1'])?.message).toContain(
      'XEN-CP-14',
    );
    expect(defaultSuppressionDice(fight.state, fight.assault, 'red')).toEqual(['red.c1.u1']);
    fight.do((s, a, d) => buySuppressionDice(s, a, d, 'red', ['red.c1.u1']));
    expect(fight.assault.tests[0]?.test).toMatchObject({ extra: 1, total: 4, passed: true });
    expect(fight.state.sides[0].cp).toBe(2);
    expect(fight.waiting).toBe('suppression-die:blue');
    fight.do((s, a, d) => buySuppressionDice(s, a, d, 'blue', []));
    expect(unitOf(fight.state, 'blue.c1.u1').suppression).toBe(1);
    expect(unitOf(fight.state, 'red.c1.u1').suppression).toBe(0);
  });

  it('XEN-CA-30 no unit tests when only one side has units left (XEN-SUP-16)', () => {
    const state = aPosition({ units: [red(), blue({ at: [] })] });
    const fight = new Fight(
      state,
      assaultAt(['red.c1.u1'], ['blue.c1.u1'], { step: { kind: 'suppression' } }),
    ).settle();
    expect(fight.assault.tests).toEqual([]);
    expect(fight.waiting).toBe('follow-up:red');
  });

  it('XEN-CA-31 suppressed attacking units flee first, 8" back the way they came', () => {
    const state = aPosition({ units: [red({ suppression: 1 }), blue()] });
    const assault = assaultAt(['red.c1.u1'], ['blue.c1.u1'], {
      approach,
      step: { kind: 'flee', player: 'red' },
    });
    const fight = new Fight(state, assault).settle();
    expect(fight.waiting).toBe('flee:red');
    expect(whyBadFleeMoves(fight.state, fight.assault, 'red', [])?.message).toContain('XEN-CA-31');
    const moves = defaultFleeMoves(fight.state, fight.assault, 'red');
    fight.do((s, a, d) => flee(s, a, d, 'red', moves));
    expect(unitOf(fight.state, 'red.c1.u1').models.map((m) => [m.x, m.y])).toEqual([
      [10, 2],
      [11.5, 2],
      [13, 2],
    ]);
    expect(fight.assault.participants[0]?.status).toBe('fled');
  });

  it('XEN-CA-31 a flee move toward the enemy is refused (R48)', () => {
    const state = aPosition({ units: [red({ suppression: 1 }), blue()] });
    const assault = assaultAt(['red.c1.u1'], ['blue.c1.u1'], { step: { kind: 'flee', player: 'red' } });
    const sideways = {
      unit: 'red.c1.u1',
      models: [
        { model: 'red.c1.u1.m1', path: [{ x: 10, y: 11 }] },
        { model: 'red.c1.u1.m2', path: [{ x: 11.5, y: 2 }] },
        { model: 'red.c1.u1.m3', path: [{ x: 13, y: 2 }] },
      ],
    };
    const refusal = whyBadFleeMove(state, assault, sideways);
    expect(refusal?.message).toContain('must end farther from the nearest enemy model');
    expect(refusal?.message).toContain('R48');
    const far = {
      ...sideways,
      models: sideways.models.map((m) => ({ ...m, path: [{ x: m.path[0]!.x, y: 1 }] })),
    };
    expect(whyBadFleeMove(state, assault, far)?.message).toContain('XEN-CA-31');
    const missing = { ...sideways, models: sideways.models.slice(1) };
    expect(whyBadFleeMove(state, assault, missing)?.message).toContain('must flee with its unit');
  });

  it('XEN-CA-32 while an attacking unit is unsuppressed, suppressed defenders must flee away from its approach', () => {
    const state = aPosition({ units: [red(), blue({ suppression: 1 })] });
    const assault = assaultAt(['red.c1.u1'], ['blue.c1.u1'], {
      approach,
      step: { kind: 'flee', player: 'blue' },
    });
    expect(fleeDuty(state, assault, 'blue')).toEqual({ forced: ['blue.c1.u1'], optional: [] });
    const fight = new Fight(state, assault).settle();
    expect(whyBadFleeMoves(fight.state, fight.assault, 'blue', [])?.message).toContain('XEN-CA-32');
    fight.do((s, a, d) => flee(s, a, d, 'blue', [defaultFleeMove(s, a, 'blue.c1.u1')]));
    expect(unitOf(fight.state, 'blue.c1.u1').models.map((m) => m.y)).toEqual([21, 21, 21]);
    expect(fight.waiting).toBe('follow-up:red');
  });

  it('XEN-CA-33 once every attacking unit has fled, suppressed defenders need not flee', () => {
    const state = aPosition({ units: [red({ suppression: 1 }), blue({ suppression: 1 })] });
    const fight = new Fight(
      state,
      assaultAt(['red.c1.u1'], ['blue.c1.u1'], { approach, step: { kind: 'flee', player: 'red' } }),
    ).settle();
    fight.do((s, a, d) => flee(s, a, d, 'red', defaultFleeMoves(s, a, 'red')));
    expect(fleeDuty(fight.state, fight.assault, 'blue')).toEqual({ forced: [], optional: ['blue.c1.u1'] });
    expect(fight.waiting).toBe('flee:blue');
    fight.do((s, a, d) => flee(s, a, d, 'blue', []));
    expect(unitOf(fight.state, 'blue.c1.u1').models.map((m) => m.y)).toEqual([13, 13, 13]);
    // Red has no unit left in the assault, so only blue may follow up.
    expect(fight.waiting).toBe('follow-up:blue');
  });

  it('XEN-CA-34 a fleeing unit may use a special movement ability instead of the 8" flee', () => {
    const state = aPosition({ units: [red({ profile: 'test/jumper', suppression: 1 }), blue()] });
    const assault = assaultAt(['red.c1.u1'], ['blue.c1.u1'], { step: { kind: 'flee', player: 'red' } });
    const models = [10, 11.5, 13].map((x, i) => ({ model: `red.c1.u1.m${i + 1}`, path: [{ x, y: 0.6 }] }));
    expect(whyBadFleeMove(state, assault, { unit: 'red.c1.u1', models })?.message).toContain(
      'this move allows 8"',
    );
    expect(whyBadFleeMove(state, assault, { unit: 'red.c1.u1', mode: 'jump', models })).toBeUndefined();
    const walker = aPosition({ units: [red({ suppression: 1 }), blue()] });
    expect(whyBadFleeMove(walker, assault, { unit: 'red.c1.u1', mode: 'jump', models })?.message).toContain(
      'no Jump ability',
    );
  });

  it('XEN-CA-35 fleeing models that end within 4" of another enemy unit are destroyed', () => {
    const state = aPosition({
      units: [red({ suppression: 1 }), blue(), aUnit({ id: 'blue.c1.u2', at: [{ x: 18, y: 2 }] })],
    });
    const assault = assaultAt(['red.c1.u1'], ['blue.c1.u1'], { step: { kind: 'flee', player: 'red' } });
    const ends = [
      { x: 10, y: 2 },
      { x: 11.5, y: 2 },
      { x: 14, y: 2.3 },
    ];
    const models = ends.map((end, i) => ({ model: `red.c1.u1.m${i + 1}`, path: [end] }));
    const fight = new Fight(state, assault).settle();
    fight.do((s, a, d) => flee(s, a, d, 'red', [{ unit: 'red.c1.u1', models }]));
    expect(unitOf(fight.state, 'red.c1.u1').models.map((m) => m.removed)).toEqual([false, false, true]);
    expect(fight.events.filter((e) => e.type === 'model-removed')).toEqual([
      {
        type: 'model-removed',
        unit: 'red.c1.u1',
        model: 'red.c1.u1.m3',
        cause: 'trapped-fleeing',
        rules: ['XEN-CA-35'],
      },
    ]);
  });

  it('XEN-CA-35 the default flee changes direction to stay clear of other enemy units', () => {
    const state = aPosition({
      units: [red({ suppression: 1 }), blue(), aUnit({ id: 'blue.c1.u2', at: row(8, 2, 4) })],
    });
    const assault = assaultAt(['red.c1.u1'], ['blue.c1.u1'], {
      approach,
      step: { kind: 'flee', player: 'red' },
    });
    const fight = new Fight(state, assault).settle();
    fight.do((s, a, d) => flee(s, a, d, 'red', defaultFleeMoves(s, a, 'red')));
    expect(unitOf(fight.state, 'red.c1.u1').models.every((m) => !m.removed)).toBe(true);
  });

  it('XEN-CA-35 models fleeing off the table are removed (R48)', () => {
    const state = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', order: 'assault', suppression: 1, at: row(10, 3, 3) }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 6, 3) }),
      ],
    });
    const assault = assaultAt(['red.c1.u1'], ['blue.c1.u1'], { step: { kind: 'flee', player: 'red' } });
    const models = [10, 11.5, 13].map((x, i) => ({ model: `red.c1.u1.m${i + 1}`, path: [{ x, y: -4 }] }));
    const fight = new Fight(state, assault).settle();
    fight.do((s, a, d) => flee(s, a, d, 'red', [{ unit: 'red.c1.u1', models }]));
    expect(unitOf(fight.state, 'red.c1.u1').status).toBe('eliminated');
    expect(
      fight.events.filter((e) => e.type === 'model-removed').map((e) => (e as { cause: string }).cause),
    ).toEqual(['fled-off-table', 'fled-off-table', 'fled-off-table']);
  });
});
