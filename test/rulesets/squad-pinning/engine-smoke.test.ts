import { describe, expect, it } from 'vitest';
import { accept, acting, eventsOf, game, position, RED, unit } from './engine-support';

describe('squad-pinning engine smoke', () => {
  it('SQ-PIN-01 a hit forces a pinning check even when every hit is saved', () => {
    const state = acting(
      position({ place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 24 } } }),
      'red.u1',
    );
    // 8 firers: 6 rifles (1 shot), lmg (3), rpg (1) = 10 to-hit dice; range 14-ish: rifle within 18 effective.
    const hits = [6, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const saves = [6];
    const pinning = [1];
    const { game: after, events } = accept(game(state, [...hits, ...saves, ...pinning, 6, 6, 6]), {
      type: 'shoot',
      player: RED,
      unit: 'red.u1',
      target: 'blue.u1',
    });
    expect(eventsOf(events, 'saves-rolled')[0]?.wounds).toBe(0);
    expect(eventsOf(events, 'test-taken')[0]?.passed).toBe(false);
    expect(unit(after.game, 'blue.u1').pinned).toBe(true);
  });
});
