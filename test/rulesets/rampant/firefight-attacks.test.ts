import { describe, expect, it } from 'vitest';
import type { RmpState } from '../../../src/rulesets/rampant/state';
import { accept, army, eventsOf, game, position, refused, unit } from './engine-support';

const ones = (n: number) => Array<number>(n).fill(1);

/**
 * Red at its orders: red.u1 (Light Infantry) 4" south of blue.u1 (Light Infantry, Firefight); red.u2 off to the
 * east, about 14" from blue.u1, so within both units' 18" range. Blue's Commander sits far off in blue.u3.
 */
function attackThenShoot(): RmpState {
  return position({
    red: army(['lightInfantry', 'lightInfantry', 'lightInfantry']),
    blue: army(['lightInfantry', 'lightInfantry', 'lightInfantry'], 2),
    place: {
      'red.u1': { x: 10, y: 5 },
      'red.u2': { x: 30, y: 5 },
      'red.u3': { x: 60, y: 2 },
      'blue.u1': { x: 10, y: 10 },
      'blue.u2': { x: 40, y: 46 },
      'blue.u3': { x: 60, y: 46 },
    },
  });
}

/**
 * Red's second phase of a turn: blue has ordered first; red's Berserk Infantry (red.u3) stands 5" from blue.u2
 * (Light Infantry), so it must test for a Wild Charge when blue ends its phase; red.u2 (Light Infantry) stands
 * about 13" east of blue.u2.
 */
function wildChargeThenShoot(): RmpState {
  const s = position({
    red: army(['eliteInfantry', 'lightInfantry', 'berserkInfantry']),
    blue: army(['lightInfantry', 'lightInfantry', 'lightInfantry']),
    place: {
      'red.u1': { x: 10, y: 4 },
      'red.u2': { x: 58, y: 26 },
      'red.u3': { x: 40, y: 20 },
      'blue.u1': { x: 10, y: 44 },
      'blue.u2': { x: 40, y: 26 },
      'blue.u3': { x: 60, y: 44 },
    },
  });
  s.initiative = 'blue';
  s.activation = { player: 'blue', step: 'orders', tried: [], wildTested: [], index: 0, freeFailed: false };
  s.stage = { kind: 'order', player: 'blue' };
  return s;
}

describe('rampant Firefight after an Attack (RMP-FF-04 / RMP-DEF-08)', () => {
  it('RMP-FF-04 an ordered Attack marks its target as first targeted: a later shooter that turn gets no Firefight', () => {
    const s = attackThenShoot();
    // Attack test 4+3 = 7 (Light Infantry's 7+); both pools all 1s: no hits, so the attacker Retreats (RMP-ATK-11).
    const a = accept(game(s, [4, 3, ...ones(10), ...ones(10), 6, 6, ...ones(10)]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'attack',
      target: 'blue.u1',
    });
    expect(eventsOf(a.events, 'attack-declared')).toMatchObject([
      { attacker: 'red.u1', target: 'blue.u1', wild: false },
    ]);
    expect(eventsOf(a.events, 'retreated')).toMatchObject([{ unit: 'red.u1' }]);
    expect(unit(a.game.game, 'blue.u1').firstTargetedBy).toBe('red.u1');
    expect(a.game.game.stage).toEqual({ kind: 'order', player: 'red' });
    // red.u2 Shoots blue.u1 (now out of contact): the Attack came first, so blue.u1 may not Firefight red.u2.
    const b = accept(a.game, {
      type: 'order',
      player: 'red',
      unit: 'red.u2',
      action: 'shoot',
      target: 'blue.u1',
    });
    expect(eventsOf(b.events, 'shot')).toMatchObject([{ shooter: 'red.u2', target: 'blue.u1', hits: 0 }]);
    expect(b.game.game.stage).toMatchObject({
      kind: 'reaction',
      unit: 'blue.u1',
      against: 'red.u2',
      options: ['go-to-ground', 'none'],
    });
    refused(
      b.game,
      { type: 'react', player: 'blue', reaction: 'firefight' },
      'illegal-reaction',
      'RMP-FF-04',
    );
    expect(unit(b.game.game, 'blue.u1').firstTargetedBy).toBe('red.u1');
  });

  it('RMP-FF-04 a Wild Charge marks its target as first targeted too', () => {
    const s = wildChargeThenShoot();
    // Blue ends its phase; Berserk Infantry's Wild Charge test 3+2 = 5 (5+) passes; both pools all 1s, so the
    // attacker Retreats; then red.u2 Shoots blue.u2 (test 6+6).
    const a = accept(game(s, [3, 2, ...ones(10), ...ones(10), 6, 6, ...ones(10)]), {
      type: 'end-phase',
      player: 'blue',
    });
    expect(a.game.game.stage).toEqual({ kind: 'wild-charge', player: 'red', units: ['red.u3'] });
    const b = accept(a.game, { type: 'wild-charge', player: 'red', unit: 'red.u3' });
    expect(eventsOf(b.events, 'attack-declared')).toMatchObject([
      { attacker: 'red.u3', target: 'blue.u2', wild: true },
    ]);
    expect(unit(b.game.game, 'blue.u2').firstTargetedBy).toBe('red.u3');
    expect(b.game.game.stage).toEqual({ kind: 'order', player: 'red' });
    const c = accept(b.game, {
      type: 'order',
      player: 'red',
      unit: 'red.u2',
      action: 'shoot',
      target: 'blue.u2',
    });
    expect(c.game.game.stage).toMatchObject({
      kind: 'reaction',
      unit: 'blue.u2',
      against: 'red.u2',
      options: ['go-to-ground', 'none'],
    });
    refused(
      c.game,
      { type: 'react', player: 'blue', reaction: 'firefight' },
      'illegal-reaction',
      'RMP-FF-04',
    );
  });

  it("RMP-FF-04 a later Attack does not overwrite an earlier Shoot's mark", () => {
    const s = attackThenShoot();
    // red.u2 Shoots blue.u1 first (no reaction), then red.u1 Attacks it (both miss; red.u1 Retreats); turn ends.
    let g = accept(game(s, [6, 6, ...ones(10), 4, 3, ...ones(10), ...ones(10)]), {
      type: 'order',
      player: 'red',
      unit: 'red.u2',
      action: 'shoot',
      target: 'blue.u1',
    }).game;
    expect(unit(g.game, 'blue.u1').firstTargetedBy).toBe('red.u2');
    g = accept(g, { type: 'react', player: 'blue', reaction: 'none' }).game;
    g = accept(g, { type: 'order', player: 'red', unit: 'red.u1', action: 'attack', target: 'blue.u1' }).game;
    expect(unit(g.game, 'blue.u1').firstTargetedBy).toBe('red.u2');
  });
});
