import { describe, expect, it } from 'vitest';
import type { ProfileInput } from '../../../src/rulesets/squad-pinning/params';
import type { SqState } from '../../../src/rulesets/squad-pinning/state';
import {
  accept,
  acting,
  BLUE,
  eventsOf,
  feature,
  game,
  OPEN_TABLE,
  RED,
  refused,
  shifted,
  unit,
} from './engine-support';
import { fire, only, pos, rolled, takeCasualties } from './rules-support';

const PROFILES: Record<string, ProfileInput> = {
  launcher: {
    name: 'Launcher',
    type: 'infantry',
    models: 1,
    quality: 'regular',
    weapons: ['atLauncher'],
    points: 10,
  },
};

/** Red: a 5-model squad at (21,16) and an APC at (24,20) facing north; blue: `blue` at (24,34). */
function convoy(blue = 'gunner'): SqState {
  return pos({
    red: only('squad5', 'apc'),
    blue: only(blue),
    place: { 'red.u1': { x: 21, y: 16 }, 'red.u2': { x: 24, y: 20, facing: 0 }, 'blue.u1': { x: 24, y: 34 } },
    params: { profiles: PROFILES as never },
  });
}

const AROUND = [
  { x: 21.5, y: 20 },
  { x: 22, y: 18 },
  { x: 24, y: 17.5 },
  { x: 26, y: 18 },
  { x: 26.5, y: 20 },
];

function aboard(s: SqState): SqState {
  Object.assign(unit(s, 'red.u1'), { status: 'embarked', transport: 'red.u2' });
  return s;
}

describe('transports (SQ-ACT-05, SQ-DEF-16)', () => {
  it('SQ-ACT-05 a unit embarks when every model ends within 2" of a friendly transport with room', () => {
    const s = convoy();
    const r = accept(game(acting(s, 'red.u1'), [6]), {
      type: 'embark',
      player: RED,
      unit: 'red.u1',
      transport: 'red.u2',
      positions: AROUND,
    });
    expect(eventsOf(r.events, 'embarked')[0]).toMatchObject({ unit: 'red.u1', transport: 'red.u2' });
    expect(unit(r.game.game, 'red.u1')).toMatchObject({ status: 'embarked', transport: 'red.u2' });
    // The same ring 2.3" from the hull: refused.
    const far = [-80, -40, 0, 40, 80].map((a) => ({
      x: 24 + 4.3 * Math.sin((a * Math.PI) / 180),
      y: 20 - 4.3 * Math.cos((a * Math.PI) / 180),
    }));
    refused(
      game(acting(convoy(), 'red.u1'), [6]),
      { type: 'embark', player: RED, unit: 'red.u1', transport: 'red.u2', positions: far },
      'too-far',
      'SQ-DEF-16',
    );
  });

  it('SQ-DEF-16 a transport carries at most its capacity', () => {
    const s = pos({
      red: only('rifleSquad', 'squad5', 'apc'),
      blue: only('gunner'),
      place: {
        'red.u1': { x: 2, y: 30 },
        'red.u2': { x: 21, y: 16 },
        'red.u3': { x: 24, y: 20 },
        'blue.u1': { x: 24, y: 40 },
      },
      params: { profiles: PROFILES as never },
    });
    Object.assign(unit(s, 'red.u1'), { status: 'embarked', transport: 'red.u3' });
    // 8 aboard + 5 > 10.
    refused(
      game(acting(s, 'red.u2'), [6]),
      { type: 'embark', player: RED, unit: 'red.u2', transport: 'red.u3', positions: AROUND },
      'illegal-action',
      'SQ-DEF-16',
    );
  });

  it('SQ-ACT-05 an embarked unit may only exit (within 3" of the transport) or hold, and cannot be targeted', () => {
    const s = aboard(convoy());
    const g = game(acting(structuredClone(s), 'red.u1'), [1, 6, 6]);
    refused(
      g,
      { type: 'move', player: RED, unit: 'red.u1', positions: AROUND },
      'illegal-action',
      'SQ-DEF-04',
    );
    const tooFar = AROUND.map((p) => ({ x: p.x, y: p.y - 3 }));
    refused(g, { type: 'exit', player: RED, unit: 'red.u1', positions: tooFar }, 'too-far', 'SQ-DEF-16');
    const out = accept(g, { type: 'exit', player: RED, unit: 'red.u1', positions: AROUND });
    expect(eventsOf(out.events, 'disembarked')[0]).toMatchObject({ unit: 'red.u1', transport: 'red.u2' });
    expect(unit(out.game.game, 'red.u1').status).toBe('table');
    expect(unit(out.game.game, 'red.u1').transport).toBeUndefined();
    // Blue cannot shoot the embarked unit.
    const b = structuredClone(s);
    b.active = BLUE;
    refused(
      game(acting(b, 'blue.u1'), [6]),
      { type: 'shoot', player: BLUE, unit: 'blue.u1', target: 'red.u1' },
      'illegal-target',
      'SQ-DEF-07',
    );
  });

  it('SQ-DEF-14 an exit in sight of an overwatching enemy triggers overwatch', () => {
    const s = aboard(convoy());
    unit(s, 'blue.u1').overwatch = true;
    const r = accept(game(acting(s, 'red.u1'), [6]), {
      type: 'exit',
      player: RED,
      unit: 'red.u1',
      positions: AROUND,
    });
    expect(r.game.game.stage).toEqual({
      kind: 'overwatch',
      player: BLUE,
      target: 'red.u1',
      shooters: ['blue.u1'],
    });
  });

  it('SQ-DEF-16 when its transport is destroyed a passenger bails out within 3", takes D3 hits (armour only), then a pinning check at -1 per casualty and -1', () => {
    const s = aboard(convoy('launcher'));
    s.active = BLUE;
    // The launcher hits the APC's front (Lt) with AT Hvy: a 4 + 2 = 6 destroys it. D3 = 2 hits; saves 6 and 1.
    const r = fire(s, 'blue.u1', 'red.u2', [4, 4, 2, 6, 1, 5, 6, 6]);
    expect(eventsOf(r.events, 'vehicle-hit')[0]).toMatchObject({ result: 'destroyed' });
    expect(unit(r.game.game, 'red.u2').status).toBe('destroyed');
    expect(eventsOf(r.events, 'disembarked')[0]).toMatchObject({ unit: 'red.u1', transport: 'red.u2' });
    expect(rolled(r.events)).toEqual([
      'to hit: atLauncher',
      'damage: APC',
      'bail-out hits: Squad of five',
      'armour saves: Squad of five',
    ]);
    const squad = unit(r.game.game, 'red.u1');
    expect(squad.status).toBe('table');
    for (const m of squad.models) expect(Math.hypot(m.x - 24, m.y - 20) - 2).toBeLessThanOrEqual(3);
    expect(r.game.game.stage).toMatchObject({ kind: 'casualties', player: RED, count: 1 });
    const after = takeCasualties(r.game);
    const test = eventsOf(after.events, 'test-taken')[0];
    // A 5 with -2 (one casualty, -1 for the bail-out) is 3: passes leadership 3+.
    expect(test).toMatchObject({ test: 'pinning check', passed: true });
    expect(test?.rules).toContain('SQ-DEF-16');
    expect(unit(after.game.game, 'red.u1').models.filter((m) => m.alive)).toHaveLength(4);
    void shifted;
  });

  it('SQ-DEF-16 a passenger that cannot be placed when its transport is destroyed is destroyed', () => {
    // The APC sits in the table's south-west corner, walled in by two buildings; the launcher fires down the gap.
    const pocket = {
      ...OPEN_TABLE,
      terrain: [feature('north', 'building', 0, 3.4, 3.4, 10), feature('east', 'building', 3.4, 0, 10, 3.4)],
    };
    const s = pos({
      red: only('squad5', 'apc'),
      blue: only('launcher'),
      scenario: pocket,
      place: {
        'red.u1': { x: 30, y: 2 },
        'red.u2': { x: 1.6, y: 1.6, facing: 0 },
        'blue.u1': { x: 18, y: 18 },
      },
      params: { profiles: PROFILES as never },
    });
    Object.assign(unit(s, 'red.u1'), { status: 'embarked', transport: 'red.u2' });
    s.active = BLUE;
    const r = fire(s, 'blue.u1', 'red.u2', [6, 4, 6, 6]);
    expect(eventsOf(r.events, 'vehicle-hit')[0]).toMatchObject({ facing: 'front', result: 'destroyed' });
    expect(unit(r.game.game, 'red.u1').status).toBe('destroyed');
    expect(eventsOf(r.events, 'unit-destroyed').map((e) => e.unit)).toEqual(['red.u2', 'red.u1']);
    expect(eventsOf(r.events, 'unit-destroyed')[1]?.rules).toContain('SQ-DEF-16');
    expect(r.game.game.result).toMatchObject({ winners: [BLUE] });
  });
});
