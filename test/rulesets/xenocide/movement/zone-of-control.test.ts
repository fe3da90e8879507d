import { describe, expect, it } from 'vitest';
import {
  activation,
  aLineUnit,
  aMovementPosition,
  aTableFeature,
  modelOf,
  move,
  playAt,
  played,
  rect,
} from '../../../support/xenocide';

const red = (
  order: 'move-and-fire' | 'assault',
  at = [
    { x: 10, y: 10 },
    { x: 12, y: 10 },
  ],
) => aLineUnit({ id: 'red.c1.u1', order, at });
const blueAt = (at: { x: number; y: number }[], extra = {}) => aLineUnit({ id: 'blue.c1.u1', at, ...extra });
const position = (order: 'move-and-fire' | 'assault', blue = blueAt([{ x: 10, y: 18 }]), extra = {}) =>
  aMovementPosition({
    units: [red(order), blue],
    stage: activation('red', order === 'assault' ? 'second-movement' : 'first-movement', ['red.c1.u1']),
    ...extra,
  });

describe('zone of control', () => {
  it('XEN-MOVE-04 every model of an enemy unit projects a 4" zone, measured base to base', () => {
    // Blue's base (radius 0.5) at y = 18: a red base (radius 0.5) is within 4" once its centre is at y ≥ 13.
    expect(playAt(position('move-and-fire'), move('red.c1.u1', { m1: [{ x: 10, y: 12.9 }] }))).toMatchObject({
      ok: true,
    });
    const exactly = playAt(position('move-and-fire'), move('red.c1.u1', { m1: [{ x: 10, y: 13 }] }));
    expect(exactly).toMatchObject({ ok: false, code: 'zone-of-control' });
    if (!exactly.ok) expect(exactly.message).toContain('would end 4" from blue.c1.u1');
    const blue = blueAt([
      { x: 30, y: 20 },
      { x: 12, y: 16.5 },
    ]);
    const second = playAt(position('move-and-fire', blue), move('red.c1.u1', { m2: [{ x: 12, y: 12 }] }));
    expect(second).toMatchObject({ ok: false, code: 'zone-of-control' });
  });

  it('XEN-MOVE-05 a unit not assaulting may not end within 4" of an enemy', () => {
    const result = playAt(
      position('move-and-fire'),
      move('red.c1.u1', {
        m1: [
          { x: 10, y: 12.5 },
          { x: 10, y: 12.5 },
        ],
      }),
    );
    expect(result).toMatchObject({ ok: true });
    const inside = playAt(
      position('move-and-fire'),
      move('red.c1.u1', {
        m1: [
          { x: 10, y: 12 },
          { x: 9, y: 13.5 },
        ],
      }),
    );
    expect(inside).toMatchObject({ ok: false, code: 'zone-of-control' });
    if (!inside.ok) {
      expect(inside.message).toBe(
        'Model red.c1.u1.m1 would end 3.6" from blue.c1.u1, inside its 4" zone of control; only units on Assault orders may move within 4" of an enemy (XEN-MOVE-05).',
      );
    }
  });

  it('XEN-MOVE-05 nor pass through an enemy zone of control on the way', () => {
    const blue = blueAt([{ x: 15, y: 15 }]);
    const pass = playAt(
      position('move-and-fire', blue),
      move('red.c1.u1', {
        m2: [
          { x: 12, y: 12 },
          { x: 10, y: 12 },
        ],
      }),
    );
    expect(pass).toMatchObject({ ok: false, code: 'zone-of-control' });
    if (!pass.ok)
      expect(pass.message).toBe(
        'Model red.c1.u1.m2 would pass 3.2" from blue.c1.u1, through its 4" zone of control (XEN-MOVE-05).',
      );
    const around = playAt(
      position('move-and-fire', blue),
      move('red.c1.u1', {
        m2: [
          { x: 11, y: 11 },
          { x: 10, y: 12 },
        ],
      }),
    );
    expect(around).toMatchObject({ ok: true });
  });

  it('XEN-MOVE-05 a model already inside a zone may move out of it', () => {
    const blue = blueAt([{ x: 10, y: 13 }]);
    const out = played(
      position('move-and-fire', blue),
      move('red.c1.u1', { m1: [{ x: 10, y: 7.9 }], m2: [{ x: 12, y: 7.5 }] }),
    );
    expect(modelOf(out.state, 'red.c1.u1.m1')).toMatchObject({ x: 10, y: 7.9 });
    const stay = playAt(position('move-and-fire', blue), move('red.c1.u1', { m1: [{ x: 9, y: 10 }] }));
    expect(stay).toMatchObject({ ok: false, code: 'zone-of-control' });
  });

  it('XEN-MOVE-06 units flying high ignore zones of control both ways', () => {
    const hover = aLineUnit({
      id: 'red.c1.u1',
      profile: 'generic/light-hover-tank',
      order: 'move-and-fire',
      at: [{ x: 10, y: 10 }],
    });
    const blue = blueAt([{ x: 10, y: 20 }]);
    const high = aMovementPosition({ units: [hover, blue] });
    expect(
      playAt(
        high,
        move(
          'red.c1.u1',
          {
            m1: [
              { x: 10, y: 21 },
              { x: 10, y: 25 },
            ],
          },
          { high: true },
        ),
      ),
    ).toMatchObject({ ok: true });
    expect(playAt(high, move('red.c1.u1', { m1: [{ x: 10, y: 18 }] }))).toMatchObject({
      ok: false,
      code: 'zone-of-control',
    });
    // A high unit projects no zone: infantry may move under it.
    const above = aLineUnit({
      id: 'blue.c1.u1',
      profile: 'generic/light-hover-tank',
      high: true,
      at: [{ x: 10, y: 14 }],
    });
    const under = aMovementPosition({ units: [red('move-and-fire'), above] });
    const walked = played(under, move('red.c1.u1', { m1: [{ x: 10, y: 14 }], m2: [{ x: 12, y: 14 }] }));
    expect(modelOf(walked.state, 'red.c1.u1.m1')).toMatchObject({ x: 10, y: 14 });
  });

  it('XEN-MOVE-09 on Assault orders a unit assaults by ending a model within 4" of an enemy', () => {
    const result = played(
      position('assault'),
      move('red.c1.u1', { m1: [{ x: 10, y: 16 }], m2: [{ x: 12, y: 16 }] }),
    );
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ x: 10, y: 16 });
  });

  it('XEN-MOVE-10 an assaulting unit moves every model within 4" that can get there', () => {
    const lagging = playAt(position('assault'), move('red.c1.u1', { m1: [{ x: 10, y: 16 }] }));
    expect(lagging).toMatchObject({ ok: false, code: 'illegal-action' });
    if (!lagging.ok) {
      expect(lagging.message).toBe(
        'Model red.c1.u1.m2 ends 7.2" from the unit it assaults, but 3.2" of its 8" allowance would bring it within 4"; assaulting units move as many models within 4" as they can (XEN-MOVE-10).',
      );
    }
    // Nobody has to approach closer than 4".
    expect(
      playAt(position('assault'), move('red.c1.u1', { m1: [{ x: 10, y: 13 }], m2: [{ x: 11.2, y: 13.2 }] })),
    ).toMatchObject({ ok: true });
  });

  it('XEN-MOVE-10 a model that cannot reach is excused', () => {
    const far = red('assault', [
      { x: 10, y: 10 },
      { x: 10, y: 3 },
    ]);
    const p = aMovementPosition({
      units: [far, blueAt([{ x: 10, y: 20 }])],
      stage: activation('red', 'second-movement', ['red.c1.u1']),
    });
    expect(playAt(p, move('red.c1.u1', { m1: [{ x: 10, y: 16 }], m2: [{ x: 10, y: 9 }] }))).toMatchObject({
      ok: true,
    });
  });

  it('XEN-MOVE-11 assaulters may not enter a feature through the edge its defenders hold', () => {
    const wood = aTableFeature({ kind: 'forest', id: 'wood', polygon: rect(0, 18, 30, 10) });
    const p = aMovementPosition({
      units: [
        red('assault', [
          { x: 10, y: 12 },
          { x: 12, y: 12 },
        ]),
        blueAt([{ x: 11, y: 19 }]),
      ],
      terrain: [wood],
      stage: activation('red', 'second-movement', ['red.c1.u1']),
    });
    const into = playAt(p, move('red.c1.u1', { m1: [{ x: 10, y: 18.2 }], m2: [{ x: 12, y: 17 }] }));
    expect(into).toMatchObject({ ok: false, code: 'illegal-action' });
    if (!into.ok) expect(into.message).toContain('(XEN-MOVE-11)');
    expect(playAt(p, move('red.c1.u1', { m1: [{ x: 10, y: 17.4 }], m2: [{ x: 12, y: 17 }] }))).toMatchObject({
      ok: true,
    });
  });

  it('XEN-MOVE-11 defenders deep inside a feature hold no edge', () => {
    const wood = aTableFeature({ kind: 'forest', id: 'wood', polygon: rect(0, 16, 30, 20) });
    const p = position('assault', blueAt([{ x: 11, y: 22 }]), { terrain: [wood] });
    expect(playAt(p, move('red.c1.u1', { m1: [{ x: 10, y: 18 }], m2: [{ x: 12, y: 18 }] }))).toMatchObject({
      ok: true,
    });
  });
});
