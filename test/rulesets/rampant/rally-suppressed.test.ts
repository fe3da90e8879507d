import { describe, expect, it } from 'vitest';
import type { RmpState } from '../../../src/rulesets/rampant/state';
import { accept, army, eventsOf, game, position, refused, unit } from './engine-support';

const ones = (n: number) => Array<number>(n).fill(1);

/**
 * Three Light Infantry a side. Red's Commander (red.u1) stands far from red.u2 (no +1 for it); red.u2 stands at
 * y = 20 (models x 30–36) with blue.u2 straight north of it, 10" away. Red's phase, at the step given.
 */
function field(step: 'rally' | 'orders'): RmpState {
  const s = position({
    red: army(['lightInfantry', 'lightInfantry', 'lightInfantry']),
    blue: army(['lightInfantry', 'lightInfantry', 'lightInfantry'], 2),
    place: {
      'red.u1': { x: 60, y: 4 },
      'red.u2': { x: 30, y: 20 },
      'red.u3': { x: 4, y: 4 },
      'blue.u1': { x: 4, y: 44 },
      'blue.u2': { x: 30, y: 31 },
      'blue.u3': { x: 60, y: 44 },
    },
  });
  unit(s, 'red.u2').suppressed = true;
  if (step === 'rally') {
    s.activation = { player: 'red', step: 'rally', tried: [], wildTested: [], index: 0, freeFailed: false };
    s.stage = { kind: 'rally', player: 'red', units: ['red.u2'] };
  }
  return s;
}

/** Leaves a unit with `sp` Strength Points and that many living models. */
function weaken(s: RmpState, id: string, sp: number): void {
  const u = unit(s, id);
  u.sp = sp;
  u.models.forEach((m, i) => {
    m.alive = i < sp;
  });
}

const rally = { type: 'rally', player: 'red', unit: 'red.u2' } as const;
const moveU2 = {
  type: 'order',
  player: 'red',
  unit: 'red.u2',
  action: 'move',
  to: { x: 33, y: 16 },
} as const;

describe('rampant Rally (RMP-RAL)', () => {
  it('RMP-RAL-01 a passed Rally removes the Suppressed marker, but the unit cannot activate again this phase', () => {
    const { game: g, events } = accept(game(field('rally'), [2, 2]), rally);
    expect(eventsOf(events, 'courage-test')).toMatchObject([
      { unit: 'red.u2', roll: 4, score: 4, need: 4, result: 'passed' },
    ]);
    const [rallied] = eventsOf(events, 'rallied');
    expect(rallied).toMatchObject({ unit: 'red.u2', passed: true });
    expect(rallied?.rules).toContain('RMP-RAL-01');
    expect(unit(g.game, 'red.u2').suppressed).toBe(false);
    expect(g.game.stage).toEqual({ kind: 'order', player: 'red' });
    refused(g, moveU2, 'illegal-order', 'RMP-DEF-04');
    // Its comrades are ordered as usual.
    accept(game(g.game, [6, 6]), {
      type: 'order',
      player: 'red',
      unit: 'red.u3',
      action: 'move',
      to: { x: 7, y: 8 },
    });
  });

  it('RMP-RAL-02 a failed Rally keeps the marker, costs 1 SP and a Retreat, and the unit does nothing more this phase', () => {
    const a = accept(game(field('rally'), [2, 1]), rally);
    expect(eventsOf(a.events, 'courage-test')).toMatchObject([
      { unit: 'red.u2', roll: 3, score: 3, result: 'failed' },
    ]);
    expect(eventsOf(a.events, 'rallied')).toMatchObject([{ unit: 'red.u2', passed: false }]);
    expect(eventsOf(a.events, 'sp-lost')).toMatchObject([{ unit: 'red.u2', sp: 1, left: 4 }]);
    expect(a.game.game.stage).toMatchObject({ kind: 'remove-models', unit: 'red.u2', count: 1 });
    const [test] = eventsOf(a.events, 'courage-test');
    expect(test?.rules).toContain('RMP-RAL-02');
    expect(test?.rules).not.toContain('RMP-CRG-13'); // a failed Rally is not a fresh Suppressed result
    const b = accept(a.game, { type: 'remove-models', player: 'red', unit: 'red.u2', models: ['red.u2.m5'] });
    // No single enemy caused it: 4" (half of 8") straight back towards red's edge.
    const [ret] = eventsOf(b.events, 'retreated');
    expect(ret).toMatchObject({ unit: 'red.u2', distance: 4 });
    expect(ret?.rules).toContain('RMP-RAL-02');
    expect(unit(b.game.game, 'red.u2').models[0]).toMatchObject({ x: 30, y: 16 });
    const u2 = unit(b.game.game, 'red.u2');
    expect(u2.suppressed).toBe(true);
    expect(u2.sp).toBe(4); // the marker it keeps is not a second Suppressed result (no RMP-CRG-15 loss)
    expect(b.game.game.stage).toEqual({ kind: 'order', player: 'red' });
    refused(b.game, moveU2, 'illegal-order');
  });

  it('RMP-RAL-03 a Rally score of 0 or less routs the unit: it is removed at once', () => {
    const s = field('rally');
    weaken(s, 'red.u2', 2); // at half SP or below: one die
    (s.sides.find((x) => x.player === 'red') as RmpState['sides'][number]).halfLost = true; // −1
    const { game: g, events } = accept(game(s, [1]), rally);
    expect(eventsOf(events, 'courage-test')).toMatchObject([
      { unit: 'red.u2', dice: 1, roll: 1, score: 0, result: 'routed' },
    ]);
    const [removed] = eventsOf(events, 'unit-removed');
    expect(removed).toMatchObject({ unit: 'red.u2', how: 'routed' });
    expect(removed?.rules).toContain('RMP-RAL-03');
    expect(unit(g.game, 'red.u2').status).toBe('routed');
    expect(g.game.stage).toEqual({ kind: 'order', player: 'red' });
  });

  it('RMP-RAL-03 a Rally score of 1 is only a failure, not a rout', () => {
    const s = field('rally');
    weaken(s, 'red.u2', 2);
    (s.sides.find((x) => x.player === 'red') as RmpState['sides'][number]).halfLost = true;
    const { game: g, events } = accept(game(s, [2]), rally);
    expect(eventsOf(events, 'courage-test')).toMatchObject([{ score: 1, result: 'failed' }]);
    expect(eventsOf(events, 'unit-removed')).toEqual([]);
    expect(unit(g.game, 'red.u2')).toMatchObject({ status: 'table', sp: 1, suppressed: true });
  });
});

describe('rampant Suppressed units (RMP-SUP)', () => {
  it('RMP-SUP-01 a unit Suppressed in the enemy phase must take a Rally test when its own phase begins', () => {
    const s = field('orders');
    unit(s, 'red.u2').suppressed = false;
    s.activation = { player: 'blue', step: 'orders', tried: [], wildTested: [], index: 0, freeFailed: false };
    s.stage = { kind: 'order', player: 'blue' };
    // Blue shoots red.u2: one hit (no SP), red declines to react, fails its Courage (2) and is Suppressed.
    const a = accept(game(s, [6, 6, 5, ...ones(9), 1, 1]), {
      type: 'order',
      player: 'blue',
      unit: 'blue.u2',
      action: 'shoot',
      target: 'red.u2',
    });
    const b = accept(a.game, { type: 'react', player: 'red', reaction: 'none' });
    expect(eventsOf(b.events, 'suppressed')).toMatchObject([{ unit: 'red.u2' }]);
    const c = accept(b.game, { type: 'end-phase', player: 'blue' });
    expect(c.game.game.stage).toEqual({ kind: 'rally', player: 'red', units: ['red.u2'] });
    // It must Rally before anything else happens.
    refused(c.game, { type: 'end-phase', player: 'red' }, 'unexpected-command');
    refused(
      c.game,
      { type: 'order', player: 'red', unit: 'red.u3', action: 'move', to: { x: 7, y: 8 } },
      'unexpected-command',
    );
  });

  it('RMP-SUP-01 a unit Suppressed during its own Rally step Rallies in its next phase, not this one', () => {
    const s = position({
      red: army(['lightInfantry', 'lightInfantry', 'lightInfantry'], 1),
      blue: army(['lightInfantry', 'lightInfantry', 'lightInfantry'], 2),
      // Half the points gone costs 2 here, so the Commander's own unit can rout on a Rally (1 + 1 − 2 = 0).
      params: { courage: { halfPointsPenalty: 2 } },
      place: {
        'red.u1': { x: 60, y: 4 },
        'red.u2': { x: 30, y: 20 },
        'red.u3': { x: 4, y: 20 },
        'blue.u1': { x: 4, y: 44 },
        'blue.u2': { x: 30, y: 44 },
        'blue.u3': { x: 60, y: 44 },
      },
    });
    weaken(s, 'red.u2', 2);
    unit(s, 'red.u2').suppressed = true;
    (s.sides.find((x) => x.player === 'red') as RmpState['sides'][number]).halfLost = true;
    s.activation = { player: 'blue', step: 'orders', tried: [], wildTested: [], index: 0, freeFailed: false };
    s.stage = { kind: 'order', player: 'blue' };
    const a = accept(game(s, [1, 6, 6, 2, 2]), { type: 'end-phase', player: 'blue' });
    expect(a.game.game.stage).toEqual({ kind: 'rally', player: 'red', units: ['red.u2'] });
    // The Commander's unit routs on its Rally; red.u3 then fails the Commander-lost test (4 − 2) and is Suppressed.
    const b = accept(a.game, rally);
    expect(eventsOf(b.events, 'unit-removed')).toMatchObject([{ unit: 'red.u2', how: 'routed' }]);
    expect(eventsOf(b.events, 'suppressed')).toMatchObject([{ unit: 'red.u3' }]);
    // The phase goes on to its orders: red.u3 is not asked to Rally now (and may not be ordered).
    expect(b.game.game.stage).toEqual({ kind: 'order', player: 'red' });
    refused(
      b.game,
      { type: 'order', player: 'red', unit: 'red.u3', action: 'move', to: { x: 7, y: 12 } },
      'illegal-order',
      'RMP-SUP-04',
    );
  });

  it('RMP-SUP-02 a Suppressed unit may not be ordered to Shoot, Move or Attack', () => {
    const g = game(field('orders'));
    refused(
      g,
      { type: 'order', player: 'red', unit: 'red.u2', action: 'shoot', target: 'blue.u2' },
      'illegal-order',
      'RMP-SUP-02',
    );
    refused(
      g,
      { type: 'order', player: 'red', unit: 'red.u2', action: 'attack', target: 'blue.u2' },
      'illegal-order',
      'RMP-SUP-02',
    );
    refused(g, moveU2, 'illegal-order', 'RMP-SUP-04');
  });

  it('RMP-SUP-02 Suppressed units do not hold the phase open: it ends when the others have been ordered', () => {
    const s = field('orders');
    s.activation = {
      player: 'red',
      step: 'orders',
      tried: ['red.u1'],
      wildTested: [],
      index: 0,
      freeFailed: false,
    };
    const { events } = accept(game(s, [6, 6]), {
      type: 'order',
      player: 'red',
      unit: 'red.u3',
      action: 'move',
      to: { x: 7, y: 8 },
    });
    expect(eventsOf(events, 'phase-ended')).toMatchObject([{ player: 'red', reason: 'all-ordered' }]);
  });

  it('RMP-SUP-03 a Suppressed unit that is Attacked hits only on a 6', () => {
    const s = field('orders');
    unit(s, 'red.u2').suppressed = false;
    unit(s, 'blue.u2').suppressed = true;
    unit(s, 'blue.u2').models.forEach((m) => {
      m.y = 26;
    });
    // red.u2 (Attack 5+) attacks blue.u2 (Defence 5+, Suppressed) 5" away; both units keep their SP.
    const { events } = accept(game(s, [6, 6, ...ones(10), 6, 6, 5, 5, 5, 5, 5, 5, 5, 5]), {
      type: 'order',
      player: 'red',
      unit: 'red.u2',
      action: 'attack',
      target: 'blue.u2',
    });
    const [fight] = eventsOf(events, 'fight');
    expect(fight).toMatchObject({
      attacker: 'red.u2',
      defender: 'blue.u2',
      attackerNeed: 5,
      defenderNeed: 6,
      defenderHits: 2,
    });
    expect(fight?.rules).toEqual(expect.arrayContaining(['RMP-SUP-03', 'RMP-ATK-09']));
  });

  it('RMP-SUP-04 a Suppressed unit may not move of its own accord (no Move, Skirmish)', () => {
    const g = game(field('orders'));
    refused(g, moveU2, 'illegal-order', 'RMP-SUP-04');
    refused(
      g,
      {
        type: 'order',
        player: 'red',
        unit: 'red.u2',
        action: 'skirmish',
        to: { x: 33, y: 18 },
        target: 'blue.u2',
      },
      'illegal-order',
      'RMP-SUP-04',
    );
    expect(unit(g.game, 'red.u2').models[0]).toMatchObject({ x: 30, y: 20 });
  });

  it('RMP-SUP-04 a Suppressed unit that fails another Courage test does move: it Retreats (and loses 1 SP)', () => {
    const s = field('orders');
    s.activation = { player: 'blue', step: 'orders', tried: [], wildTested: [], index: 0, freeFailed: false };
    s.stage = { kind: 'order', player: 'blue' };
    // Suppressed, red.u2 cannot react: the hit lands at once, Courage 2 fails.
    const { game: g, events } = accept(game(s, [6, 6, 5, ...ones(9), 1, 1]), {
      type: 'order',
      player: 'blue',
      unit: 'blue.u2',
      action: 'shoot',
      target: 'red.u2',
    });
    expect(eventsOf(events, 'retreated')).toMatchObject([{ unit: 'red.u2', distance: 4, from: 'blue.u2' }]);
    expect(unit(g.game, 'red.u2').models[0]).toMatchObject({ x: 30, y: 16 });
    const lost = eventsOf(events, 'sp-lost').filter((e) => e.sp > 0);
    expect(lost).toMatchObject([{ unit: 'red.u2', sp: 1, left: 4 }]);
    expect(lost[0]?.rules).toContain('RMP-CRG-15');
  });
});
