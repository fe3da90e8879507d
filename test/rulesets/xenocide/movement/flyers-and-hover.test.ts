import { describe, expect, it } from 'vitest';
import { crashStalledFlyers } from '../../../../src/rulesets/xenocide/rules/movement/flyers';
import {
  canPopUp,
  highTargetRangePenalty,
  isInFlyerArc,
  unitsFlownOver,
} from '../../../../src/rulesets/xenocide/rules/movement/high-units';
import { canSeePoint } from '../../../../src/rulesets/xenocide/rules/movement/special-movement';
import {
  activation,
  aLineUnit,
  aMovementPosition,
  aTableFeature,
  diceFor,
  eventsOf,
  modelOf,
  move,
  playAt,
  played,
  rect,
  unitOf,
} from '../../../support/xenocide';

const hover = (extra = {}) =>
  aLineUnit({
    id: 'red.c1.u1',
    profile: 'generic/light-hover-tank',
    order: 'move-and-fire',
    at: [{ x: 10, y: 10 }],
    ...extra,
  });
const harpies = (at = [{ x: 36, y: 10 }], extra = {}) =>
  aLineUnit({ id: 'red.c1.u1', profile: 'kethri/harpy', order: 'move-and-fire', at, ...extra });
const enemy = (at = [{ x: 10, y: 20 }]) => aLineUnit({ id: 'blue.c1.u1', at });

describe('hovering models', () => {
  it('XEN-TERR-20 a hover unit chooses high or low for each move; low, it moves as a skimmer', () => {
    const wood = aTableFeature({ kind: 'forest', id: 'wood', polygon: rect(0, 12, 30, 4), height: 3 });
    const position = aMovementPosition({ units: [hover()], terrain: [wood] });
    const low = played(position, move('red.c1.u1', { m1: [{ x: 10, y: 26 }] }), [1]);
    expect(eventsOf(low.events, 'terrain-test')).toHaveLength(1);
    expect(unitOf(low.state, 'red.c1.u1').high).toBe(false);
    const high = played(position, move('red.c1.u1', { m1: [{ x: 10, y: 26 }] }, { high: true }));
    expect(diceFor(high.events, 'difficult-terrain')).toEqual([]);
    expect(unitOf(high.state, 'red.c1.u1').high).toBe(true);
    expect(eventsOf(high.events, 'unit-moved')[0]?.high).toBe(true);
    const tanks = aMovementPosition({
      units: [
        aLineUnit({
          id: 'red.c1.u1',
          profile: 'generic/medium-tank',
          order: 'move-and-fire',
          at: [{ x: 10, y: 10 }],
        }),
      ],
    });
    const refused = playAt(tanks, move('red.c1.u1', {}, { high: true }));
    expect(refused).toMatchObject({ ok: false, code: 'illegal-action' });
    if (!refused.ok) expect(refused.message).toContain('(XEN-TERR-20)');
  });

  it('XEN-TERR-21 a high unit is 12" up: it sees over terrain that blocks sight at ground level', () => {
    const wall = aTableFeature({ kind: 'custom', polygon: rect(0, 15, 72, 1), height: 4, solid: true });
    const position = aMovementPosition({ units: [hover({ high: true })], terrain: [wall] });
    const eye = { center: { x: 10, y: 10 }, radius: 1 };
    expect(canSeePoint(position, eye, false, { x: 10, y: 30 })).toBe(false);
    expect(canSeePoint(position, eye, true, { x: 10, y: 30 })).toBe(true);
    const stays = played(position, move('red.c1.u1', { m1: [{ x: 10, y: 14 }] }));
    expect(unitOf(stays.state, 'red.c1.u1').high).toBe(true);
  });

  it('XEN-TERR-22 a hover unit flying high may land at the end of its move', () => {
    const position = aMovementPosition({ units: [hover({ high: true }), enemy()] });
    const landed = played(
      position,
      move(
        'red.c1.u1',
        {
          m1: [
            { x: 10, y: 21 },
            { x: 14, y: 24 },
          ],
        },
        { high: false },
      ),
    );
    expect(unitOf(landed.state, 'red.c1.u1').high).toBe(false);
    expect(modelOf(landed.state, 'red.c1.u1.m1')).toMatchObject({ x: 14, y: 24 });
    const tooClose = playAt(position, move('red.c1.u1', { m1: [{ x: 10, y: 15 }] }, { high: false }));
    expect(tooClose).toMatchObject({ ok: false, code: 'zone-of-control' });
  });

  it('XEN-TERR-23 ground units add 6" to the range when shooting at a high unit, not the other way round', () => {
    expect(highTargetRangePenalty(false, true)).toBe(6);
    expect(highTargetRangePenalty(true, false)).toBe(0);
    expect(highTargetRangePenalty(true, true)).toBe(0);
    expect(highTargetRangePenalty(false, false)).toBe(0);
  });

  it('XEN-TERR-24 a low hover unit on Move and Fire that did not move may pop up to shoot', () => {
    const position = aMovementPosition({ units: [hover()] });
    expect(canPopUp(position, unitOf(position, 'red.c1.u1'))).toBe(true);
    const moved = played(position, move('red.c1.u1', { m1: [{ x: 10, y: 14 }] }));
    expect(canPopUp(moved.state, unitOf(moved.state, 'red.c1.u1'))).toBe(false);
    const still = played(position, move('red.c1.u1', {}));
    expect(canPopUp(still.state, unitOf(still.state, 'red.c1.u1'))).toBe(true);
    const firing = aMovementPosition({
      units: [hover({ order: 'fire-and-move' })],
      stage: activation('red', 'shooting', ['red.c1.u1']),
    });
    expect(canPopUp(firing, unitOf(firing, 'red.c1.u1'))).toBe(false);
    const tanks = aMovementPosition({
      units: [
        aLineUnit({
          id: 'red.c1.u1',
          profile: 'generic/medium-tank',
          order: 'move-and-fire',
          at: [{ x: 1, y: 1 }],
        }),
      ],
    });
    expect(canPopUp(tanks, unitOf(tanks, 'red.c1.u1'))).toBe(false);
  });

  it('XEN-TERR-25 overwatch replies to a pop-up attack do not add the 6"', () => {
    expect(highTargetRangePenalty(false, true, true)).toBe(0);
  });
});

describe('flying models', () => {
  it('XEN-TERR-26 flyers are always high: they cannot fly low and ignore zones of control', () => {
    const position = aMovementPosition({ units: [harpies(), enemy([{ x: 36, y: 20 }])] });
    expect(playAt(position, move('red.c1.u1', { m1: [{ x: 36, y: 34 }] }, { high: false }))).toMatchObject({
      ok: false,
      code: 'illegal-action',
    });
    const over = played(position, move('red.c1.u1', { m1: [{ x: 36, y: 34 }] }));
    expect(unitOf(over.state, 'red.c1.u1').high).toBe(true);
    const onTop = played(position, move('red.c1.u1', { m1: [{ x: 36, y: 22 }] }));
    expect(modelOf(onTop.state, 'red.c1.u1.m1')).toMatchObject({ x: 36, y: 22, removed: false });
  });

  it('XEN-TERR-27 a flyer that moves less than half its Move falls out of the sky', () => {
    const position = aMovementPosition({
      units: [
        harpies([
          { x: 36, y: 10 },
          { x: 40, y: 10 },
        ]),
      ],
    });
    const result = played(position, move('red.c1.u1', { m1: [{ x: 36, y: 22 }], m2: [{ x: 40, y: 21.9 }] }));
    expect(modelOf(result.state, 'red.c1.u1.m1').removed).toBe(false);
    expect(modelOf(result.state, 'red.c1.u1.m2').removed).toBe(true);
    expect(eventsOf(result.events, 'model-removed')).toEqual([
      {
        type: 'model-removed',
        unit: 'red.c1.u1',
        model: 'red.c1.u1.m2',
        cause: 'flyer-stalled',
        rules: ['XEN-SAVE-01', 'XEN-TERR-27'],
        visibleTo: 'all',
      },
    ]);
  });

  it('XEN-TERR-27 flyers that never move in their activation crash too (crashStalledFlyers)', () => {
    const position = aMovementPosition({ units: [harpies([{ x: 36, y: 10 }])] });
    const events: unknown[] = [];
    const draft = structuredClone(position) as never as Parameters<typeof crashStalledFlyers>[0];
    crashStalledFlyers(draft, position, ['red.c1.u1'], { emit: (e) => events.push(e) });
    expect((draft as unknown as typeof position).units[0]?.status).toBe('eliminated');
    expect(events).toEqual([
      {
        type: 'model-removed',
        unit: 'red.c1.u1',
        model: 'red.c1.u1.m1',
        cause: 'flyer-stalled',
        rules: ['XEN-TERR-27'],
      },
      { type: 'unit-eliminated', unit: 'red.c1.u1', player: 'red', value: 100 },
    ]);
  });

  it('XEN-TERR-28 a flyer turns once up to 45°, or at the start and again after half its Move', () => {
    const position = aMovementPosition({ units: [harpies()] });
    const diagonal = { x: 36 + 24 * Math.SQRT1_2, y: 10 + 24 * Math.SQRT1_2 };
    expect(playAt(position, move('red.c1.u1', { m1: [diagonal] }))).toMatchObject({ ok: true });
    const sharp = playAt(position, move('red.c1.u1', { m1: [{ x: 56, y: 22 }] }));
    expect(sharp).toMatchObject({ ok: false, code: 'illegal-action' });
    if (!sharp.ok) expect(sharp.message).toContain('would turn 59° at once');
    const half = { x: 36 + 12 * Math.SQRT1_2, y: 10 + 12 * Math.SQRT1_2 };
    const twice = [half, { x: half.x + 12, y: half.y }];
    expect(playAt(position, move('red.c1.u1', { m1: twice }))).toMatchObject({ ok: true });
    const early = { x: 36 + 8 * Math.SQRT1_2, y: 10 + 8 * Math.SQRT1_2 };
    const tooSoon = playAt(position, move('red.c1.u1', { m1: [early, { x: early.x + 16, y: early.y }] }));
    expect(tooSoon).toMatchObject({ ok: false, code: 'illegal-action' });
    expect(
      playAt(
        position,
        move('red.c1.u1', {
          m1: [
            { x: 36, y: 22 },
            { x: 44, y: 30 },
          ],
        }),
      ),
    ).toMatchObject({ ok: true });
    const endTurn = move('red.c1.u1', { m1: [{ x: 36, y: 34 }] });
    const facing = {
      ...endTurn,
      models: [{ ...endTurn.models[0], model: 'red.c1.u1.m1', path: [{ x: 36, y: 34 }], facing: 45 }],
    };
    const turned = played(position, facing);
    expect(modelOf(turned.state, 'red.c1.u1.m1').facing).toBe(45);
  });

  it('XEN-TERR-29 a flyer that leaves the table may return from any edge two turns later', () => {
    const position = aMovementPosition({ units: [harpies([{ x: 36, y: 40 }])], turn: 3 });
    const gone = played(position, move('red.c1.u1', { m1: [{ x: 36, y: 60 }] }, { leaveTable: true }));
    expect(unitOf(gone.state, 'red.c1.u1')).toMatchObject({ status: 'off-board', returnTurn: 5 });
    expect(eventsOf(gone.events, 'unit-left-table')).toEqual([
      { type: 'unit-left-table', rules: ['XEN-TERR-29'], unit: 'red.c1.u1', returnTurn: 5, visibleTo: 'all' },
    ]);
    const away = unitOf(gone.state, 'red.c1.u1');
    const back = { ...away, activity: { ...away.activity, moved: false } };
    const early = aMovementPosition({ units: [back], turn: 4 });
    const refused = playAt(
      early,
      move('red.c1.u1', {
        m1: [
          { x: 0, y: 20 },
          { x: 24, y: 20 },
        ],
      }),
    );
    expect(refused).toMatchObject({ ok: false, code: 'illegal-action' });
    if (!refused.ok)
      expect(refused.message).toContain('may return from turn 5; this is turn 4 (XEN-TERR-29)');
    const returned = played(
      aMovementPosition({ units: [back], turn: 5 }),
      move('red.c1.u1', {
        m1: [
          { x: 0, y: 20 },
          { x: 24, y: 20 },
        ],
      }),
    );
    expect(unitOf(returned.state, 'red.c1.u1')).toMatchObject({ status: 'on-table', high: true });
    expect(modelOf(returned.state, 'red.c1.u1.m1')).toMatchObject({ x: 24, y: 20 });
    expect(eventsOf(returned.events, 'unit-entered-table')).toHaveLength(1);
    const inland = playAt(
      aMovementPosition({ units: [back], turn: 5 }),
      move('red.c1.u1', {
        m1: [
          { x: 5, y: 20 },
          { x: 24, y: 20 },
        ],
      }),
    );
    expect(inland).toMatchObject({ ok: false, code: 'illegal-action' });
    const notOut = playAt(position, move('red.c1.u1', { m1: [{ x: 36, y: 47 }] }, { leaveTable: true }));
    expect(notOut).toMatchObject({ ok: false, code: 'out-of-range' });
  });

  it('XEN-TERR-30 flyers shoot only into their forward 90° arc', () => {
    const position = aMovementPosition({ units: [harpies()] });
    const flyer = modelOf(position, 'red.c1.u1.m1');
    expect(isInFlyerArc(flyer, { center: { x: 36, y: 30 }, radius: 0.5 })).toBe(true);
    expect(isInFlyerArc(flyer, { center: { x: 50, y: 23 }, radius: 0.5 })).toBe(false);
    expect(isInFlyerArc(flyer, { center: { x: 36, y: 2 }, radius: 0.5 })).toBe(false);
  });

  it('XEN-TERR-31 a flyer may bomb the enemy units it passes over, in the order it reaches them', () => {
    const near = aLineUnit({ id: 'blue.c1.u2', at: [{ x: 36, y: 30 }] });
    const far = aLineUnit({ id: 'blue.c1.u1', at: [{ x: 36.5, y: 18 }] });
    const aside = aLineUnit({ id: 'blue.c1.u3', at: [{ x: 45, y: 20 }] });
    const position = aMovementPosition({ units: [harpies(), near, far, aside] });
    const result = played(position, move('red.c1.u1', { m1: [{ x: 36, y: 34 }] }));
    const path = eventsOf(result.events, 'unit-moved')[0]?.models[0];
    const flown = unitsFlownOver(
      position,
      unitOf(position, 'red.c1.u1'),
      [path?.from ?? { x: 0, y: 0 }, ...(path?.path ?? [])],
      1.25,
    );
    expect(flown).toEqual(['blue.c1.u1', 'blue.c1.u2']);
  });
});

describe('leaving the table', () => {
  it('XEN-MOVE-12 models may not move off the table; only flyers leave, with leaveTable', () => {
    const squad = aLineUnit({ id: 'red.c1.u1', order: 'move-and-fire', at: [{ x: 10, y: 2 }] });
    const position = aMovementPosition({ units: [squad] });
    const off = playAt(position, move('red.c1.u1', { m1: [{ x: 10, y: 0.2 }] }));
    expect(off).toMatchObject({ ok: false, code: 'out-of-range' });
    if (!off.ok) expect(off.message).toContain('(XEN-MOVE-12)');
    const leave = playAt(position, move('red.c1.u1', { m1: [{ x: 10, y: -1 }] }, { leaveTable: true }));
    expect(leave).toMatchObject({ ok: false, code: 'illegal-action' });
    if (!leave.ok) expect(leave.message).toContain('only flyers may leave the table');
  });
});
