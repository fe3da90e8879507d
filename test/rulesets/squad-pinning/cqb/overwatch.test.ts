import { describe, expect, it } from 'vitest';
import { acting, eventsOf, force, game, position, RED, unit } from '../engine-support';
import { moved, PISTOL_TEAM, rifles, run, times } from './cqb-support';

const misses = times(200, 1);

describe('assault into Overwatch and Terrifying tests', () => {
  it('SQ-CQS-01 the Overwatch unit fires automatically, measured from where the assaulting unit starts', () => {
    const s = acting(
      position({
        red: force('bare8'),
        blue: force('pistols', 'bare8'),
        params: { profiles: { bare8: rifles(8), pistols: PISTOL_TEAM } },
        place: {
          'red.u1': { x: 10, y: 8, spacing: 1 },
          'blue.u1': { x: 10, y: 16 },
          'blue.u2': { x: 30, y: 44 },
        },
      }),
      'red.u1',
    );
    unit(s, 'blue.u1').overwatch = true;
    // Four pistols at 7" (beyond their 6" effective range: 5+ to hit): 4, 4, 4, 4 all miss. From the end of the
    // assault move (1.5") they would have needed 3+.
    const r = run(game(s, [4, 4, 4, 4, ...misses]), {
      type: 'assault',
      player: RED,
      unit: 'red.u1',
      target: 'blue.u1',
      positions: moved(s, 'red.u1', 0, 5.5),
    });
    const fire = eventsOf(r.events, 'shots-fired')[0];
    expect(fire).toMatchObject({
      unit: 'blue.u1',
      target: 'red.u1',
      shots: 4,
      hits: 0,
      why: 'assault-overwatch',
    });
    expect(fire?.rules).toContain('SQ-SHT-03');
    expect(eventsOf(r.events, 'action-taken').find((e) => e.unit === 'blue.u1')?.rules).toContain(
      'SQ-CQS-01',
    );
    // The fire comes before the move; the marker is spent and the fire counts as the unit's activation.
    const order = r.events.map((e) => e.type);
    expect(order.indexOf('shots-fired')).toBeLessThan(order.indexOf('unit-moved'));
    expect(unit(r.game.game, 'blue.u1').overwatch).toBe(false);
    expect(unit(r.game.game, 'blue.u1').activated).toBe(true);
    expect(eventsOf(r.events, 'cqb-strikes').length).toBeGreaterThan(0);
  });

  it('SQ-CQS-02 a hit forces a pinning check; failing it stops the assault and pins the unit where it stands', () => {
    const s = acting(
      position({ place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 16 } } }),
      'red.u1',
    );
    unit(s, 'blue.u1').overwatch = true;
    // 10 overwatch dice: one hit; red's save 1: a casualty; the pinning check at −1: 2, a failure.
    const r = run(game(s, [6, ...times(9, 1), 1, 2, ...misses]), {
      type: 'assault',
      player: RED,
      unit: 'red.u1',
      target: 'blue.u1',
      positions: moved(s, 'red.u1', 0, 3.5),
    });
    const check = eventsOf(r.events, 'test-taken').find((e) => e.test === 'pinning check');
    expect(check).toMatchObject({ unit: 'red.u1', passed: false });
    expect(check?.rules).toContain('SQ-CQS-02');
    expect(eventsOf(r.events, 'assault-stopped')[0]).toMatchObject({ unit: 'red.u1' });
    expect(unit(r.game.game, 'red.u1').pinned).toBe(true);
    expect(
      unit(r.game.game, 'red.u1')
        .models.filter((m) => m.alive)
        .every((m) => m.y === 10),
    ).toBe(true);
    expect(eventsOf(r.events, 'cqb-strikes')).toHaveLength(0);
  });

  it('SQ-CQS-02 a passed pinning check lets the assault go on with the survivors', () => {
    const s = acting(
      position({ place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 16 } } }),
      'red.u1',
    );
    unit(s, 'blue.u1').overwatch = true;
    const r = run(game(s, [6, ...times(9, 1), 1, 6, ...misses]), {
      type: 'assault',
      player: RED,
      unit: 'red.u1',
      target: 'blue.u1',
      positions: moved(s, 'red.u1', 0, 3.5),
    });
    expect(unit(r.game.game, 'red.u1').pinned).toBe(false);
    expect(
      unit(r.game.game, 'red.u1')
        .models.filter((m) => m.alive)
        .every((m) => m.y === 13.5),
    ).toBe(true);
    // 7 models + a bonus die of 1.
    expect(eventsOf(r.events, 'cqb-strikes')[0]).toMatchObject({ unit: 'red.u1', attacks: 8 });
  });

  it('SQ-DEF-19 a unit assaulting a Terrifying unit tests first; failing, it breaks and the assault is over', () => {
    const s = acting(
      position({
        blue: force('xenoBrood'),
        place: { 'red.u1': { x: 10, y: 10, spacing: 1 }, 'blue.u1': { x: 10, y: 16 } },
      }),
      'red.u1',
    );
    const r = run(game(s, [1, ...misses]), {
      type: 'assault',
      player: RED,
      unit: 'red.u1',
      target: 'blue.u1',
      positions: moved(s, 'red.u1', 0, 3.5),
    });
    expect(eventsOf(r.events, 'test-taken')[0]).toMatchObject({
      unit: 'red.u1',
      test: 'terrifying test',
      passed: false,
    });
    expect(unit(r.game.game, 'red.u1').broken).toBe(true);
    expect(eventsOf(r.events, 'assault-stopped')[0]?.rules).toContain('SQ-SPC-16');
    expect(eventsOf(r.events, 'unit-moved').filter((e) => e.why === 'assault')).toHaveLength(0);
    expect(eventsOf(r.events, 'cqb-strikes')).toHaveLength(0);
  });

  it('SQ-DEF-19 a unit assaulted by a Terrifying unit tests; passing makes it immune (SQ-SPC-17)', () => {
    const s = acting(
      position({
        red: force('xenoBrood'),
        place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 16 } },
      }),
      'red.u1',
    );
    const r = run(game(s, [6, ...misses]), {
      type: 'assault',
      player: RED,
      unit: 'red.u1',
      target: 'blue.u1',
      positions: moved(s, 'red.u1', 0, 3.5),
    });
    expect(eventsOf(r.events, 'test-taken')[0]).toMatchObject({
      unit: 'blue.u1',
      test: 'terrifying test',
      passed: true,
    });
    expect(unit(r.game.game, 'blue.u1').terrifyingPassed).toBe(true);
    expect(eventsOf(r.events, 'cqb-strikes').length).toBeGreaterThan(0);
  });
});
