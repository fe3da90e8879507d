import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { XenocideEvent } from '../../../../src/rulesets/xenocide/events';
import {
  applyShootingResult,
  atSnapshot,
  firingSnapshots,
  keepsOverwatchCounter,
  moveSnapshots,
  overwatchAfterSuppression,
  resolveOverwatchFire,
  setOverwatch,
  setSuppressionMarkers,
  whyCannotGoOnOverwatch,
  whyNoOverwatchFire,
} from '../../../../src/rulesets/xenocide/rules/shooting';
import type { MoveSnapshot } from '../../../../src/rulesets/xenocide/state/shooting';
import { aFeature, aPosition, aUnit, rect, scriptedDice, unitOf } from '../../../support/xenocide';

const watcher = (over = {}) => aUnit({ id: 'red.c1.u1', at: [{ x: 20, y: 10 }], overwatch: true, ...over });
// Blue moved from behind a wall (x 36) across the open (x 20) to behind another wall (x 0).
const wall = aFeature({ id: 'wall', polygon: rect(0, 19, 14, 2), solid: true });
const wall2 = aFeature({ id: 'wall2', polygon: rect(26, 19, 14, 2), solid: true });
const moved = () => aUnit({ id: 'blue.c1.u1', at: [{ x: 0, y: 30 }] });
const move = moveSnapshots([
  {
    model: 'blue.c1.u1.m1',
    from: { x: 36, y: 30 },
    to: { x: 0, y: 30 },
    path: [
      { x: 20, y: 30 },
      { x: 0, y: 30 },
    ],
  },
]);
const fire = (snapshot: MoveSnapshot, over = {}) => ({
  shooter: 'red.c1.u1',
  target: 'blue.c1.u1',
  weapons: [{ weapon: 'Rifles' }],
  snapshot,
  ...over,
});

describe('XEN-OW overwatch', () => {
  it('XEN-OW-01 a unit goes on overwatch instead of shooting and receives a counter', () => {
    const state = aPosition({ units: [watcher({ overwatch: false })] });
    expect(whyCannotGoOnOverwatch(state, unitOf(state, 'red.c1.u1'), ['red.c1.u1'])).toBeUndefined();
    const next = produce(state, (d) => setOverwatch(d, 'red.c1.u1', true));
    expect(unitOf(next, 'red.c1.u1').overwatch).toBe(true);
  });

  it('XEN-OW-02 only units on a firing order, not suppressed, not engaged and not yet shot may go on overwatch', () => {
    const acting = ['red.c1.u1'];
    const state = aPosition({ units: [watcher({ overwatch: false }), moved()] });
    const check = (over: object) =>
      whyCannotGoOnOverwatch(state, watcher({ overwatch: false, ...over }), acting)?.message;
    expect(check({ order: 'assault' })).toMatch(/Assault/);
    expect(check({ suppression: 1 })).toMatch(/suppressed/);
    expect(check({ activity: { shot: true } })).toMatch(/already shot/);
    const engaged = aPosition({
      units: [watcher({ overwatch: false }), aUnit({ id: 'blue.c1.u1', at: [{ x: 20, y: 13 }] })],
    });
    expect(whyCannotGoOnOverwatch(engaged, unitOf(engaged, 'red.c1.u1'), acting)?.message).toMatch(/engaged/);
  });

  it('XEN-OW-03 an overwatching unit may fire when the moving unit was in LOS and range at some point', () => {
    const state = aPosition({ units: [watcher(), moved()], terrain: [wall, wall2] });
    expect(firingSnapshots(state, 'blue.c1.u1', fire(move[0]!), move)).toEqual([1]);
  });

  it('XEN-OW-04 the window opens after each unit move, with its recorded start, waypoints and end', () => {
    expect(move.map((s) => [s.kind, s.positions['blue.c1.u1.m1']])).toEqual([
      ['start', { x: 36, y: 30 }],
      ['waypoint', { x: 20, y: 30 }],
      ['end', { x: 0, y: 30 }],
    ]);
  });

  it('XEN-OW-05 overwatch fire is resolved after the move: casualties come off where the models now stand', () => {
    const state = aPosition({ units: [watcher(), moved()], terrain: [wall, wall2] });
    const result = resolveOverwatchFire(state, scriptedDice([1, 6, 6, 6]).dice, fire(move[1]!));
    const events: XenocideEvent[] = [];
    const next = produce(state, (d) =>
      applyShootingResult(d, state, result, { emit: (e) => events.push(e) }),
    );
    expect(unitOf(next, 'blue.c1.u1').models[0]).toMatchObject({ x: 0, y: 30, removed: true });
    expect(events[0]).toMatchObject({ type: 'model-removed', cause: 'overwatch-fire' });
  });

  it('XEN-OW-06 LOS, range and cover are measured with the mover at the snapshot the overwatching player picks', () => {
    const forest = aFeature({ id: 'forest', polygon: rect(18, 28, 4, 4), cover: 'light' });
    const state = aPosition({ units: [watcher(), moved()], terrain: [forest] });
    const through = moveSnapshots([
      {
        model: 'blue.c1.u1.m1',
        from: { x: 26, y: 30 },
        to: { x: 0, y: 30 },
        path: [
          { x: 20, y: 30 },
          { x: 0, y: 30 },
        ],
      },
    ]);
    expect(whyNoOverwatchFire(state, 'blue.c1.u1', fire(through[1]!))).toBeUndefined();
    const inCover = resolveOverwatchFire(state, scriptedDice([1, 6, 6, 6, 6]).dice, fire(through[1]!));
    expect(inCover.outcomes[0]?.pools[0]?.cover).toBe(2);
    const inOpen = resolveOverwatchFire(state, scriptedDice([1, 6, 6, 6]).dice, fire(through[0]!));
    expect(inOpen.outcomes[0]?.pools[0]?.cover).toBe(0);
    expect(unitOf(atSnapshot(state, 'blue.c1.u1', through[0]!), 'blue.c1.u1').models[0]).toMatchObject({
      x: 26,
      y: 30,
    });
  });

  it('XEN-OW-07 every weapon fired in overwatch targets the unit that just moved', () => {
    const other = aUnit({ id: 'blue.c1.u2', at: [{ x: 20, y: 30 }] });
    const state = aPosition({ units: [watcher(), moved(), other] });
    expect(
      whyNoOverwatchFire(state, 'blue.c1.u1', fire(move[1]!, { target: 'blue.c1.u2' }))?.message,
    ).toMatch(/XEN-OW-07/);
  });

  it('XEN-OW-08 several overwatching units may fire at the same moving unit, one after another', () => {
    const second = aUnit({ id: 'red.c1.u2', at: [{ x: 24, y: 10 }], overwatch: true });
    const state = aPosition({ units: [watcher(), second, moved()] });
    const first = resolveOverwatchFire(state, scriptedDice([6, 6, 6]).dice, fire(move[1]!));
    const after = produce(state, (d) => applyShootingResult(d, state, first, { emit: () => {} }));
    expect(whyNoOverwatchFire(after, 'blue.c1.u1', fire(move[1]!))?.message).toMatch(/no overwatch counter/);
    expect(whyNoOverwatchFire(after, 'blue.c1.u1', fire(move[1]!, { shooter: 'red.c1.u2' }))).toBeUndefined();
  });

  it('XEN-OW-09 overwatch fire never counts toward suppression', () => {
    const state = aPosition({ units: [watcher(), moved()] });
    const result = resolveOverwatchFire(state, scriptedDice([1, 1, 1, 6, 6, 6]).dice, fire(move[1]!));
    expect(result.phase).toBe('overwatch');
    expect(result.tally).toEqual([]);
  });

  it('XEN-OW-10 the counter is removed once its fire is resolved', () => {
    const state = aPosition({ units: [watcher(), moved()] });
    const result = resolveOverwatchFire(state, scriptedDice([6, 6, 6]).dice, fire(move[1]!));
    const next = produce(state, (d) => applyShootingResult(d, state, result, { emit: () => {} }));
    expect(unitOf(next, 'red.c1.u1')).toMatchObject({ overwatch: false, activity: { shot: false } });
  });

  it('XEN-OW-11 an unused counter is kept into the next activation unless the unit moves, shoots or assaults', () => {
    expect(keepsOverwatchCounter({ moved: false, shot: false })).toBe(true);
    expect(keepsOverwatchCounter({ moved: true, shot: false })).toBe(false);
    expect(keepsOverwatchCounter({ moved: false, shot: true })).toBe(false);
    expect(keepsOverwatchCounter({ moved: false, shot: false, assaulted: true })).toBe(false);
  });

  it('XEN-OW-12 a unit that becomes suppressed loses its counter', () => {
    expect(overwatchAfterSuppression(true, 1)).toBe(false);
    const state = aPosition({ units: [watcher()] });
    const next = produce(state, (d) => setSuppressionMarkers(d, 'red.c1.u1', 1));
    expect(unitOf(next, 'red.c1.u1')).toMatchObject({ suppression: 1, overwatch: false });
  });

  it('XEN-OW-13 overwatch fire may be made by and at engaged units', () => {
    const close = aUnit({ id: 'blue.c1.u1', at: [{ x: 20, y: 13 }] });
    const snapshot = moveSnapshots([
      { model: 'blue.c1.u1.m1', from: { x: 20, y: 20 }, to: { x: 20, y: 13 }, path: [{ x: 20, y: 13 }] },
    ]);
    const state = aPosition({ units: [watcher(), close] });
    expect(whyNoOverwatchFire(state, 'blue.c1.u1', fire(snapshot[1]!))).toBeUndefined();
  });
});
