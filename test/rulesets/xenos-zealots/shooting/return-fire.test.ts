import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { aUnit, aWeapon } from '../builders';
import { acting, BLUE, unit, withOrder } from '../engine-support';
import { accept, game, ofType, range, refused, SAVES } from './support';

/** Blue is Suppressed with its behaviour due; red.squad shot at it this turn; red.other stands closer. */
function suppressed(far = false) {
  const state = range({
    red: [aUnit(), aUnit({ id: 'other' })],
    blue: [aUnit({ weapons: [aWeapon({ range: 20 })] })],
    place: {
      'blue.squad': { x: 10, y: 30 },
      'red.squad': { x: 10, y: far ? 4 : 14 },
      'red.other': { x: 25, y: 24 },
    },
  });
  const blue = unit(state, 'blue.squad');
  blue.morale = 'suppressed';
  blue.behaviourDue = true;
  delete blue.order;
  blue.firedOnBy = [{ unit: 'red.squad', turn: 1 }];
  // Red still has a Shoot to take in Secondary Actions, so the turn does not end under the test.
  withOrder(state, 'red.other', 'advance', 1);
  acting(state, BLUE, 'primary');
  return state;
}
const back = (target: string, aim: { x: number; y: number }) =>
  ({
    type: 'shoot',
    player: BLUE,
    unit: 'blue.squad',
    aim,
    fire: [{ model: 'blue.squad.m1', weapon: 'Rifle', target }],
  }) as never;

describe('Xenos & Zealots shooting: Return Fire', () => {
  it('XZ-MOR-08 R21 a Suppressed unit returns fire only at the units that fired on it', () => {
    const state = suppressed();
    const error = refused(game(state), back('red.other', { x: 25, y: 24 }));
    expect(error.rule).toBe('XZ-MOR-08');
    const { events } = accept(game(state, [6, 6, ...SAVES]), back('red.squad', { x: 10, y: 14 }));
    expect(ofType(events, 'action-taken')[0]).toMatchObject({ action: 'return-fire' });
    // No +1 for returning fire: that bonus is for a unit on OK morale (XZ-SHOOT-14).
    expect(ofType(events, 'hits-scored')[0]?.modifier).toBe(0);
  });

  it('XZ-MOR-08 when the units that fired on it are out of range, it may shoot at the closest enemy unit instead', () => {
    const state = suppressed(true);
    expect(refused(game(state), back('red.squad', { x: 10, y: 4 })).rule).toBe('XZ-MOR-08');
    accept(game(state, [6, 6, ...SAVES]), back('red.other', { x: 25, y: 24 }));
  });

  it('XZ-MOR-09 R24 returning fire, the unit stays put but counts as moving', () => {
    const state = suppressed();
    const { state: after, events } = accept(
      game(state, [6, 6, ...SAVES]),
      back('red.squad', { x: 10, y: 14 }),
    );
    const blue = unit(after, 'blue.squad');
    expect(blue.countedAsMoving).toBe(true);
    expect(blue.behaviourDue).toBe(false);
    expect(blue.models.map((m) => [m.x, m.y])).toEqual(
      unit(state, 'blue.squad').models.map((m) => [m.x, m.y]),
    );
    expect(ofType(events, 'unit-moved')).toHaveLength(0);
  });

  it('R21 a shot is recorded on its target as an attack for Return Fire and returning fire', () => {
    const state = suppressed();
    const { state: after } = accept(game(state, [6, 6, ...SAVES]), back('red.squad', { x: 10, y: 14 }));
    expect(unit(after, 'red.squad').firedOnBy).toEqual([{ unit: 'blue.squad', turn: 1 }]);
  });

  it('XZ-MOR-11 a Neutralized unit may not shoot, not even to return fire', () => {
    const state = suppressed();
    unit(state, 'blue.squad').morale = 'neutralized';
    expect(refused(game(state), back('red.squad', { x: 10, y: 14 })).code).toBe('not-now');
  });

  it('XZ-MOR-08 the Return Fire commands the act decision lists aim only at allowed units and are accepted', () => {
    for (const far of [false, true]) {
      const g = game(suppressed(far), Array(40).fill(6));
      const shoots = legalCommands(g, BLUE).filter((c) => (c as { type: string }).type === 'shoot');
      expect(shoots.length).toBeGreaterThan(0);
      for (const c of shoots) {
        const targets = (c as { fire: { target: string }[] }).fire.map((f) => f.target);
        expect(new Set(targets)).toEqual(new Set([far ? 'red.other' : 'red.squad']));
        accept(g, c as never);
      }
    }
  });
});
