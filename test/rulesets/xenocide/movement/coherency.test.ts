import { describe, expect, it } from 'vitest';
import {
  activation,
  aLineUnit,
  aMovementPosition,
  aTableFeature,
  eventsOf,
  modelOf,
  move,
  playAt,
  played,
  rect,
  unitOf,
} from '../../../support/xenocide';

const line = (xs: number[], y = 10) => xs.map((x) => ({ x, y }));

describe('coherency', () => {
  it('XEN-MOVE-07 no two models of a unit may end more than 8" apart', () => {
    const squad = aLineUnit({ id: 'red.c1.u1', order: 'move-and-fire', at: line([10, 12, 14]) });
    const position = aMovementPosition({ units: [squad] });
    // m1 at x = 10 and m3 moved to x = 18: centres 8" apart minus two 0.5" radii: 7" edge to edge.
    expect(playAt(position, move('red.c1.u1', { m3: [{ x: 18, y: 10 }] }))).toMatchObject({ ok: true });
    expect(
      playAt(position, move('red.c1.u1', { m1: [{ x: 8, y: 10 }], m3: [{ x: 17, y: 10 }] })),
    ).toMatchObject({ ok: true });
    const apart = playAt(position, move('red.c1.u1', { m1: [{ x: 6.9, y: 10 }], m3: [{ x: 17.1, y: 10 }] }));
    expect(apart).toMatchObject({ ok: false, code: 'coherency' });
    if (!apart.ok) {
      expect(apart.message).toBe(
        'Unit red.c1.u1 would end with two models 9.2" apart; no two models of a unit may be more than 8" apart (XEN-MOVE-07).',
      );
    }
  });

  it('XEN-MOVE-07 a unit out of coherency must regain it when it can (R13)', () => {
    const spread = aLineUnit({ id: 'red.c1.u1', order: 'move-and-fire', at: line([10, 22]) });
    const position = aMovementPosition({ units: [spread] });
    const still = playAt(position, move('red.c1.u1', { m1: [{ x: 10, y: 14 }] }));
    expect(still).toMatchObject({ ok: false, code: 'coherency' });
    if (!still.ok) expect(still.message).toContain('(R13)');
    expect(
      playAt(position, move('red.c1.u1', { m1: [{ x: 13, y: 10 }], m2: [{ x: 19, y: 10 }] })),
    ).toMatchObject({ ok: true });
    // Staying put is always allowed (XEN-MOVE-01).
    expect(playAt(position, move('red.c1.u1', {}))).toMatchObject({ ok: true });
  });

  it('XEN-MOVE-07 a unit too scattered to close up this move may end as it likes', () => {
    const scattered = aLineUnit({ id: 'red.c1.u1', order: 'move-and-fire', at: line([10, 40]) });
    const result = played(
      aMovementPosition({ units: [scattered] }),
      move('red.c1.u1', { m1: [{ x: 14, y: 10 }] }),
    );
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ x: 14, y: 10 });
  });

  it('XEN-MOVE-07 a move cut short by terrain may leave the unit out of coherency (restored next move, R13)', () => {
    const tanks = aLineUnit({
      id: 'red.c1.u1',
      profile: 'generic/medium-tank',
      order: 'move-and-fire',
      at: line([10, 20]),
    });
    const wood = aTableFeature({ kind: 'forest', id: 'wood', polygon: rect(8, 14, 4, 4) });
    const position = aMovementPosition({ units: [tanks], terrain: [wood] });
    const result = played(
      position,
      move('red.c1.u1', { m1: [{ x: 10, y: 22 }], m2: [{ x: 20, y: 22 }] }),
      [6],
    );
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ x: 10, y: 16 });
    expect(modelOf(result.state, 'red.c1.u1.m2')).toMatchObject({ x: 20, y: 22 });
    const moved = unitOf(result.state, 'red.c1.u1');
    const next = aMovementPosition({ units: [{ ...moved, activity: { ...moved.activity, moved: false } }] });
    const stillApart = playAt(next, move('red.c1.u1', { m1: [{ x: 10, y: 17 }] }));
    expect(stillApart).toMatchObject({ ok: false, code: 'coherency' });
  });

  it('XEN-MOVE-08 units of one company may be any distance apart', () => {
    const a = aLineUnit({ id: 'red.c1.u1', order: 'move-and-fire', at: line([10, 12]) });
    const b = aLineUnit({ id: 'red.c1.u2', order: 'move-and-fire', at: line([60, 62], 40) });
    const position = aMovementPosition({ units: [a, b] });
    const result = played(position, move('red.c1.u1', { m1: [{ x: 6, y: 10 }], m2: [{ x: 8, y: 10 }] }));
    expect(unitOf(result.state, 'red.c1.u1').activity.moved).toBe(true);
  });
});

describe('suppressed movement (R12)', () => {
  const blue = aLineUnit({ id: 'blue.c1.u1', at: [{ x: 10, y: 30 }] });
  const suppressed = (extra = {}) =>
    aLineUnit({ id: 'red.c1.u1', order: 'move-and-fire', suppression: 1, at: line([10, 12]), ...extra });

  it('XEN-SUP-03 a suppressed unit may not end any model closer to the enemy', () => {
    const position = aMovementPosition({ units: [suppressed(), blue] });
    const closer = playAt(position, move('red.c1.u1', { m1: [{ x: 10, y: 12 }] }));
    expect(closer).toMatchObject({ ok: false, code: 'illegal-action' });
    if (!closer.ok) expect(closer.message).toContain('closer than the 19" it started at');
    expect(
      playAt(position, move('red.c1.u1', { m1: [{ x: 10, y: 7 }], m2: [{ x: 12, y: 8 }] })),
    ).toMatchObject({ ok: true });
  });

  it('XEN-SUP-03 unless every model ends in cover at least 12" from every enemy', () => {
    const wood = aTableFeature({ kind: 'forest', polygon: rect(5, 11, 10, 4) });
    const position = aMovementPosition({ units: [suppressed(), blue], terrain: [wood] });
    expect(
      playAt(position, move('red.c1.u1', { m1: [{ x: 10, y: 13 }], m2: [{ x: 12, y: 13 }] })),
    ).toMatchObject({ ok: true });
    expect(playAt(position, move('red.c1.u1', { m1: [{ x: 10, y: 13 }] }))).toMatchObject({ ok: false });
  });

  it('XEN-CP-13 1 CP lets a suppressed unit move normally this activation', () => {
    const position = aMovementPosition({ units: [suppressed(), blue] });
    const result = played(position, move('red.c1.u1', { m1: [{ x: 10, y: 12 }] }, { suppressedMove: true }));
    expect(result.state.sides[0].cp).toBe(2);
    expect(unitOf(result.state, 'red.c1.u1').activity.suppressedMoveBought).toBe(true);
    expect(eventsOf(result.events, 'cp-spent')).toEqual([
      {
        type: 'cp-spent',
        player: 'red',
        cp: 1,
        use: 'suppressed move (XEN-CP-13)',
        left: 2,
        rules: ['XEN-CP-03', 'XEN-CP-13', 'XEN-SUP-03'],
        visibleTo: 'all',
      },
    ]);
    const broke = aMovementPosition({ units: [suppressed(), blue], sides: [{ cp: 0 }] });
    const refused = playAt(broke, move('red.c1.u1', { m1: [{ x: 10, y: 12 }] }, { suppressedMove: true }));
    expect(refused).toMatchObject({ ok: false, code: 'insufficient-resources' });
    const fine = aMovementPosition({ units: [suppressed({ suppression: 0 }), blue] });
    expect(playAt(fine, move('red.c1.u1', {}, { suppressedMove: true }))).toMatchObject({
      ok: false,
      code: 'illegal-action',
    });
  });

  it('XEN-TITAN-24 suppressed titans move freely', () => {
    const titan = aLineUnit({
      id: 'red.c1.u1',
      profile: 'generic/strider-titan',
      order: 'move-and-fire',
      suppression: 2,
      at: [{ x: 10, y: 10 }],
    });
    const position = aMovementPosition({
      units: [titan, blue],
      stage: activation('red', 'first-movement', ['red.c1.u1']),
    });
    expect(playAt(position, move('red.c1.u1', { m1: [{ x: 10, y: 17 }] }))).toMatchObject({ ok: true });
  });
});
