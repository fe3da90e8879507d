import { describe, expect, it } from 'vitest';
import { accept, acting, eventsOf, force, game, position, RED, refused, unit } from './engine-support';

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

describe('squad-pinning placement', () => {
  it('SQ-DEF-12 a model may not end on another model: a move onto a friendly unit is refused', () => {
    const state = acting(
      position({
        red: force('rifleSquad', 'officerTeam'),
        place: { 'red.u1': { x: 10, y: 10 }, 'red.u2': { x: 10, y: 14 }, 'blue.u1': { x: 10, y: 40 } },
      }),
      'red.u2',
    );
    // The officer team's first model would stand 0.78" from a rifleman's centre: the bases overlap.
    const onTop = unit(state, 'red.u2').models.map((m, i) => ({ x: 10.5 + i * 1.5, y: 10.6 }));
    refused(
      game(state, [6]),
      { type: 'move', player: RED, unit: 'red.u2', positions: onTop },
      'models-overlap',
      'SQ-DEF-12',
    );
    // Touching is allowed: bases 1" apart centre to centre.
    const touching = unit(state, 'red.u2').models.map((m, i) => ({ x: 10 + i * 1.5, y: 11 }));
    accept(game(state, [6, 6, 6, 6, 6, 6]), {
      type: 'move',
      player: RED,
      unit: 'red.u2',
      positions: touching,
    });
  });
});
