import { describe, expect, it } from 'vitest';
import { aUnit, aWeapon } from '../builders';
import { acting, RED, withOrder } from '../engine-support';
import { accept, game, hitModels, ofType, range, refused, SAVES, shot, volley } from './support';

const lines = { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 20 } };

describe('Xenos & Zealots shooting: the Shoot action', () => {
  it('XZ-ORD-06 a unit on Evade orders shoots as its first action', () => {
    const state = range({ place: lines });
    const { state: after, events } = accept(
      game(state, [6, 6, ...SAVES]),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    expect(ofType(events, 'action-taken')[0]).toMatchObject({ unit: 'red.squad', action: 'shoot', slot: 1 });
    expect(after.units.find((u) => u.id === 'red.squad')?.actions).toBe(1);
    expect(ofType(events, 'fire-declared')[0]?.groups).toEqual([
      { weapon: 'Rifle', target: 'blue.squad', models: 1 },
    ]);
  });

  it('XZ-ORD-06 a unit whose action is not Shoot is refused', () => {
    const state = acting(withOrder(range({ place: lines }), 'red.squad', 'advance'), RED, 'primary');
    const error = refused(
      game(state),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    expect(error.rule).toBe('XZ-ORD-09');
  });

  it('XZ-SHOOT-01 a shot resolves targeting, then the to-hit roll, then each hit (saves) in turn', () => {
    const state = range({ place: lines });
    const { events } = accept(
      game(state, [5, 6, ...SAVES]),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    const kinds = events
      .map((e) => e.type)
      .filter((t) => ['fire-declared', 'hits-scored', 'hit-allocated'].includes(t));
    expect(kinds).toEqual(['fire-declared', 'hits-scored', 'hit-allocated', 'hit-allocated']);
  });

  it("XZ-SHOOT-02 the Aiming Point must be in the unit leader's line of sight", () => {
    const state = range({
      place: lines,
      terrain: [
        {
          id: 'barn',
          kind: 'area',
          areaType: 'Built Up Area',
          blocksLOS: true,
          shape: { kind: 'rect', rect: { x0: 5, y0: 14, x1: 11, y1: 16 } },
        },
      ],
    });
    const error = refused(
      game(state),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m5', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    expect(error.rule).toBe('XZ-SHOOT-02');
    expect(error.path).toEqual(['aim']);
    // Aiming to the side of the barn, which the leader can see, is accepted; m5 at x=16 sees past the barn.
    accept(
      game(state, [6, 6, ...SAVES]),
      shot('red.squad', { x: 16, y: 20 }, [{ model: 'red.squad.m5', weapon: 'Rifle', target: 'blue.squad' }]),
    );
  });

  it('XZ-SHOOT-03 only enemy units with a model within 6" of the Aiming Point may be fired at', () => {
    const state = range({ place: { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 26.6 } } });
    const error = refused(
      game(state),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    expect(error.rule).toBe('XZ-SHOOT-03');
    // The base's edge (26.6 - 0.5 = 26.1") is within 6.1"; an aim 0.2" closer puts part of the base in the zone.
    accept(
      game(state, [6, 6, ...SAVES]),
      shot('red.squad', { x: 10, y: 20.2 }, [
        { model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' },
      ]),
    );
  });

  it('XZ-SHOOT-03 friendly units may not be fired at', () => {
    const state = range({
      red: [aUnit(), aUnit({ id: 'other' })],
      place: { ...lines, 'red.other': { x: 10, y: 17 } },
    });
    const error = refused(
      game(state),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'red.other' }]),
    );
    expect(error.code).toBe('not-an-enemy');
    expect(error.rule).toBe('XZ-SHOOT-03');
  });

  it("XZ-SHOOT-04 a model may fire only at target models within its weapon's range", () => {
    const state = range({ red: [aUnit({ weapons: [aWeapon({ range: 8 })] })], place: lines });
    const error = refused(
      game(state),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    expect(error.rule).toBe('XZ-WPN-01');
    expect(error.path).toEqual(['fire', 0, 'target']);
  });

  it('XZ-WPN-01 Effective range is the maximum distance at which the weapon may target a model', () => {
    // 9" between base edges: a 9" weapon reaches, an 8.9" weapon does not.
    const reach = range({ red: [aUnit({ weapons: [aWeapon({ range: 9 })] })], place: lines });
    accept(
      game(reach, [6, 6, ...SAVES]),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    const short = range({ red: [aUnit({ weapons: [aWeapon({ range: 8.9 })] })], place: lines });
    expect(
      refused(
        game(short),
        shot('red.squad', { x: 10, y: 20 }, [
          { model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' },
        ]),
      ).code,
    ).toBe('out-of-range');
  });

  it('XZ-SHOOT-06 the weapons and targets are declared before any die is rolled: a bad entry refuses the whole shot', () => {
    const state = range({ place: lines });
    const error = refused(
      game(state, [6, 6, 6, 6]),
      shot('red.squad', { x: 10, y: 20 }, [
        { model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' },
        { model: 'red.squad.m2', weapon: 'Lance', target: 'blue.squad' },
      ]),
    );
    expect(error.code).toBe('unknown-weapon');
    expect(error.path).toEqual(['fire', 1, 'weapon']);
    expect(refused(game(state), shot('red.squad', { x: 10, y: 20 }, [])).rule).toBe('XZ-SHOOT-06');
  });

  it('R36 each model fires each weapon at most once per Shoot action', () => {
    const state = range({ place: lines });
    const error = refused(
      game(state),
      shot('red.squad', { x: 10, y: 20 }, [
        { model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' },
        { model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' },
      ]),
    );
    expect(error.rule).toBe('R36');
  });

  it('XZ-SHOOT-08 each die at or above the modified Stealth is a hit', () => {
    // Blue Stealth 4, 9" away (+1 to hit under 18"): a 3 hits, a 2 does not.
    const state = range({ place: lines });
    const { events } = accept(
      game(state, [3, 2, ...SAVES]),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    expect(ofType(events, 'hits-scored')[0]).toMatchObject({ dice: [3, 2], hits: 1 });
    expect(hitModels(events)).toHaveLength(1);
  });

  it('XZ-RES-08 2D6 means two dice, each applied on its own', () => {
    const state = range({ place: lines });
    const { events } = accept(
      game(state, [6, 6, ...SAVES]),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    const rolled = events.filter((e) => (e as { type: string }).type === 'dice-rolled');
    expect((rolled[0] as unknown as { dice: number[] }).dice).toHaveLength(2);
    expect(hitModels(events)).toHaveLength(2);
  });

  it('XZ-WPN-04 XZ-RES-01 a numeric Effect is the number of attack dice each firing model rolls', () => {
    const state = range({ red: [aUnit({ weapons: [aWeapon({ effect: 3 })] })], place: lines });
    const { events } = accept(
      game(state, [6, 6, 6, 6, 6, 6, ...SAVES]),
      shot('red.squad', { x: 10, y: 20 }, volley(state, 'red.squad', 'Rifle', 'blue.squad').slice(0, 2)),
    );
    expect(ofType(events, 'hits-scored')[0]?.dice).toHaveLength(6);
  });

  it('XZ-SHOOT-09 hits go to the target models closest to the shooting unit first', () => {
    const state = range({
      place: {
        'red.squad': { x: 10, y: 10 },
        'blue.squad': {
          x: 10,
          y: 20,
          models: [
            { x: 10, y: 22 },
            { x: 12, y: 20 },
            { x: 14, y: 24 },
            { x: 8, y: 21 },
            { x: 6, y: 25 },
          ],
        },
      },
    });
    const { events } = accept(
      game(state, [6, 6, 6, 6, ...SAVES]),
      shot('red.squad', { x: 10, y: 22 }, volley(state, 'red.squad', 'Rifle', 'blue.squad').slice(0, 2)),
    );
    expect(hitModels(events)).toEqual(['blue.squad.m2', 'blue.squad.m4', 'blue.squad.m1', 'blue.squad.m3']);
  });

  it('XZ-SHOOT-07 shooting at the closest enemy unit is resolved before the next closest', () => {
    const state = range({
      blue: [aUnit(), aUnit({ id: 'near' })],
      place: {
        'red.squad': { x: 10, y: 10 },
        'blue.squad': { x: 20, y: 24 },
        'blue.near': { x: 14, y: 18 },
      },
    });
    const { events } = accept(
      game(state, [6, 6, 6, 6, ...SAVES]),
      shot('red.squad', { x: 17, y: 21 }, [
        { model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' },
        { model: 'red.squad.m2', weapon: 'Rifle', target: 'blue.near' },
      ]),
    );
    expect(ofType(events, 'hits-scored').map((e) => e.target)).toEqual(['blue.near', 'blue.squad']);
  });
});
