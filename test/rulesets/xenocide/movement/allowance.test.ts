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

const squad = (order: 'move-and-fire' | 'fire-and-move' | 'assault' = 'move-and-fire') =>
  aLineUnit({
    id: 'red.c1.u1',
    order,
    at: [
      { x: 10, y: 10 },
      { x: 12, y: 10 },
      { x: 14, y: 10 },
    ],
  });
const phaseOf = (order: string) => (order === 'move-and-fire' ? 'first-movement' : 'second-movement');
const positionWith = (order: 'move-and-fire' | 'fire-and-move' | 'assault', extra = {}) =>
  aMovementPosition({
    units: [squad(order)],
    stage: activation('red', phaseOf(order), ['red.c1.u1']),
    ...extra,
  });

describe('allowance and the basic move', () => {
  it('XEN-MOVE-01 each model moves along its own measured path, up to its Move', () => {
    const result = played(
      positionWith('move-and-fire'),
      move('red.c1.u1', {
        m1: [
          { x: 10, y: 12 },
          { x: 12, y: 12 },
        ],
        m2: [{ x: 12, y: 14 }],
      }),
    );
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ x: 12, y: 12 });
    expect(modelOf(result.state, 'red.c1.u1.m2')).toMatchObject({ x: 12, y: 14 });
    expect(modelOf(result.state, 'red.c1.u1.m3')).toMatchObject({ x: 14, y: 10 });
    expect(unitOf(result.state, 'red.c1.u1').activity).toMatchObject({ moved: true, distance: 4 });
    const [moved] = eventsOf(result.events, 'unit-moved');
    expect(moved?.models.map((m) => m.model)).toEqual(['red.c1.u1.m1', 'red.c1.u1.m2']);
    expect(moved?.models[0]?.path).toEqual([
      { x: 10, y: 12 },
      { x: 12, y: 12 },
    ]);
  });

  it('XEN-MOVE-01 a path longer than the allowance is refused, naming the model and the inches', () => {
    const result = playAt(
      positionWith('move-and-fire'),
      move('red.c1.u1', {
        m3: [
          { x: 14, y: 13 },
          { x: 16.2, y: 15 },
        ],
      }),
    );
    expect(result).toMatchObject({ ok: false, code: 'out-of-range', path: ['models', 0, 'path'] });
    if (!result.ok)
      expect(result.message).toBe('Model red.c1.u1.m3 would move 6"; its allowance is 4" (XEN-MOVE-01).');
  });

  it('XEN-MOVE-01 a unit may choose not to move', () => {
    const result = played(positionWith('move-and-fire'), move('red.c1.u1', {}));
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ x: 10, y: 10 });
    expect(unitOf(result.state, 'red.c1.u1').activity).toMatchObject({ moved: true, distance: 0 });
  });

  it('XEN-MOVE-01 a unit moves once per activation', () => {
    const once = played(positionWith('move-and-fire'), move('red.c1.u1', {})).state;
    const again = playAt(once, move('red.c1.u1', { m1: [{ x: 10, y: 11 }] }));
    expect(again).toMatchObject({ ok: false, code: 'illegal-action' });
    if (!again.ok) expect(again.message).toContain('already moved');
  });

  it('XEN-MOVE-02 the same move works the same in First and Second Movement', () => {
    const command = move('red.c1.u1', { m1: [{ x: 10, y: 14 }] });
    const first = played(positionWith('move-and-fire'), command);
    const second = played(positionWith('fire-and-move'), command);
    expect(first.state.units).toEqual(second.state.units.map((u) => ({ ...u, order: 'move-and-fire' })));
    // The Second Movement move names XEN-MOVE-02 (the same rules govern it); otherwise the events are the same.
    const withoutMove02 = (events: typeof second.events) =>
      events.map((e) => (e.rules ? { ...e, rules: e.rules.filter((r) => r !== 'XEN-MOVE-02') } : e));
    expect(second.events.find((e) => e.type === 'unit-moved')?.rules).toContain('XEN-MOVE-02');
    expect(first.events.find((e) => e.type === 'unit-moved')?.rules).not.toContain('XEN-MOVE-02');
    expect(first.events).toEqual(withoutMove02(second.events));
  });

  it('XEN-MOVE-02 a unit moves only in the phase its order gives it', () => {
    const position = aMovementPosition({
      units: [squad('fire-and-move')],
      stage: activation('red', 'first-movement', ['red.c1.u1']),
    });
    const result = playAt(position, move('red.c1.u1', { m1: [{ x: 10, y: 14 }] }));
    expect(result).toMatchObject({ ok: false, code: 'illegal-action' });
    if (!result.ok) expect(result.message).toContain('second-movement');
    const shooting = aMovementPosition({
      units: [squad('move-and-fire')],
      stage: activation('red', 'shooting', ['red.c1.u1']),
    });
    expect(playAt(shooting, move('red.c1.u1', {}))).toMatchObject({ ok: false });
  });

  it('XEN-MOVE-02 only the active player moves, only acting units, only their own', () => {
    const blue = aLineUnit({ id: 'blue.c1.u1', order: 'move-and-fire', at: [{ x: 40, y: 40 }] });
    const position = aMovementPosition({
      units: [squad('move-and-fire'), blue],
      stage: activation('red', 'first-movement', ['red.c1.u1']),
    });
    expect(playAt(position, move('blue.c1.u1', {}, { player: 'blue' }))).toMatchObject({
      ok: false,
      code: 'not-your-turn',
    });
    expect(playAt(position, move('blue.c1.u1', {}, { player: 'red' }))).toMatchObject({
      ok: false,
      code: 'illegal-action',
    });
    expect(playAt(position, move('red.c9.u9', {}))).toMatchObject({ ok: false, code: 'unknown-entity' });
    const notActing = aMovementPosition({
      units: [squad('move-and-fire')],
      stage: activation('red', 'first-movement', []),
    });
    expect(playAt(notActing, move('red.c1.u1', {}))).toMatchObject({ ok: false, code: 'illegal-action' });
    expect(playAt(position, move('red.c1.u1', { m9: [{ x: 1, y: 1 }] }))).toMatchObject({
      ok: false,
      code: 'unknown-entity',
    });
  });

  it('XEN-MOVE-03 Move-4 infantry on Assault orders move 8"', () => {
    const assault = played(positionWith('assault'), move('red.c1.u1', { m1: [{ x: 10, y: 18 }] }));
    expect(modelOf(assault.state, 'red.c1.u1.m1')).toMatchObject({ x: 10, y: 18 });
    const firing = playAt(positionWith('fire-and-move'), move('red.c1.u1', { m1: [{ x: 10, y: 18 }] }));
    expect(firing).toMatchObject({ ok: false, code: 'out-of-range' });
    if (!firing.ok) expect(firing.message).toContain('its allowance is 4"');
  });

  it('XEN-MOVE-03 the bonus is only for Move-4 infantry', () => {
    const tanks = aLineUnit({
      id: 'red.c1.u1',
      profile: 'generic/medium-tank',
      order: 'assault',
      at: [{ x: 10, y: 10 }],
    });
    const position = aMovementPosition({
      units: [tanks],
      stage: activation('red', 'second-movement', ['red.c1.u1']),
    });
    expect(playAt(position, move('red.c1.u1', { m1: [{ x: 10, y: 23 }] }))).toMatchObject({
      ok: false,
      code: 'out-of-range',
    });
    expect(playAt(position, move('red.c1.u1', { m1: [{ x: 10, y: 22 }] }))).toMatchObject({ ok: true });
  });

  it('XEN-TERR-14 half the Move on a road adds 25% (Wheeled 50%)', () => {
    const road = aTableFeature({ kind: 'road', polygon: rect(0, 9, 72, 2) });
    const infantry = positionWith('move-and-fire', { terrain: [road] });
    expect(played(infantry, move('red.c1.u1', { m1: [{ x: 15, y: 10 }] })).state).toBeDefined();
    const tooFar = playAt(infantry, move('red.c1.u1', { m1: [{ x: 15.2, y: 10 }] }));
    expect(tooFar).toMatchObject({ ok: false, code: 'out-of-range' });
    if (!tooFar.ok) expect(tooFar.message).toContain('its allowance is 5"');
    const cars = aLineUnit({
      id: 'red.c1.u1',
      profile: 'generic/armoured-car',
      order: 'move-and-fire',
      at: [{ x: 10, y: 10 }],
    });
    const wheeled = aMovementPosition({ units: [cars], terrain: [road] });
    expect(playAt(wheeled, move('red.c1.u1', { m1: [{ x: 34, y: 10 }] }))).toMatchObject({ ok: true });
    expect(playAt(wheeled, move('red.c1.u1', { m1: [{ x: 34.5, y: 10 }] }))).toMatchObject({
      ok: false,
      code: 'out-of-range',
    });
  });

  it('XEN-TERR-14 less than half the Move on the road gives no bonus', () => {
    const road = aTableFeature({ kind: 'road', polygon: rect(0, 9, 11.9, 2) });
    const position = positionWith('move-and-fire', { terrain: [road] });
    expect(playAt(position, move('red.c1.u1', { m1: [{ x: 15, y: 10 }] }))).toMatchObject({
      ok: false,
      code: 'out-of-range',
    });
  });

  it('XEN-TERR-17 skimmers get no road bonus', () => {
    const road = aTableFeature({ kind: 'road', polygon: rect(0, 9, 72, 2) });
    const bikes = aLineUnit({
      id: 'red.c1.u1',
      profile: 'generic/jetbike',
      order: 'move-and-fire',
      at: [{ x: 10, y: 10 }],
    });
    const position = aMovementPosition({ units: [bikes], terrain: [road] });
    expect(playAt(position, move('red.c1.u1', { m1: [{ x: 30, y: 10 }] }))).toMatchObject({ ok: true });
    expect(playAt(position, move('red.c1.u1', { m1: [{ x: 31, y: 10 }] }))).toMatchObject({
      ok: false,
      code: 'out-of-range',
    });
  });
});
