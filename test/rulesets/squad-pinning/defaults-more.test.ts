import { describe, expect, it } from 'vitest';
import type { ProfileInput } from '../../../src/rulesets/squad-pinning/params';
import { accept, acting, BLUE, eventsOf, force, game, position, RED, refused, unit } from './engine-support';

/** A one-model rifleman (regular: hits on 4+, leadership 3+). */
const LONE: ProfileInput = {
  name: 'Lone Rifleman',
  type: 'infantry',
  models: 1,
  quality: 'regular',
  weapons: ['rifle'],
  points: 10,
};
const profiles = { lone: LONE } as never;

describe('squad-pinning defaults: the rest of the parameter block', () => {
  it("SQ-DEF-03 turn.firstActivation 'alternate': after turn 1 the other player goes first, with no roll", () => {
    const play = (firstActivation: 'rolloff' | 'alternate') => {
      const s = acting(
        position({
          red: force('lone'),
          blue: force('lone'),
          params: { profiles, turn: { firstActivation } },
          place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 40, y: 40 } },
        }),
        'red.u1',
      );
      unit(s, 'blue.u1').activated = true;
      // Red holds, the turn ends, turn 2 starts: the roll-off rolls red 6, blue 1.
      return accept(game(s, [6, 1, 6, 6]), { type: 'hold', player: RED, unit: 'red.u1' });
    };
    const rolled = play('rolloff');
    expect(eventsOf(rolled.events, 'turn-started')[0]).toMatchObject({ turn: 2, first: RED });
    const alternated = play('alternate');
    expect(eventsOf(alternated.events, 'turn-started')[0]).toMatchObject({ turn: 2, first: BLUE });
    expect(alternated.events.filter((e) => e.type === ('dice-rolled' as never))).toHaveLength(0);
  });

  it('SQ-DEF-13 los.modelsBlock: a model standing on the line blocks it', () => {
    const s = (modelsBlock: boolean) =>
      acting(
        position({
          red: force('lone', 'lone'),
          blue: force('lone'),
          params: { profiles, los: { modelsBlock } },
          place: { 'red.u1': { x: 10, y: 10 }, 'red.u2': { x: 10, y: 16 }, 'blue.u1': { x: 10, y: 22 } },
        }),
        'red.u1',
      );
    const shot = { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u1' } as const;
    // Default: models do not block; the rifleman fires (a miss, then nothing more).
    expect(eventsOf(accept(game(s(false), [1, 6, 6]), shot).events, 'shots-fired')).toHaveLength(1);
    // Blocking: the friendly rifleman between them hides the target.
    refused(game(s(true), [6]), shot, 'illegal-action', 'SQ-SHT-01');
  });

  it('SQ-DEF-17 vehicles.leaveWreck: a destroyed vehicle leaves an impassable wreck where it stood', () => {
    const destroy = (leaveWreck: boolean) => {
      const s = acting(
        position({
          red: force('lone'),
          blue: force('scoutCar'),
          params: { profiles, vehicles: { leaveWreck } },
          place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 18 } },
        }),
        'red.u1',
      );
      // A hit (6), then the damage roll: 6 + (U − U) = 6, destroyed (SQ-DEF-18).
      return accept(game(s, [6, 6, 6, 6]), { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u1' });
    };
    const plain = destroy(false);
    expect(unit(plain.game.game, 'blue.u1').status).toBe('destroyed');
    expect(plain.game.game.scenario.terrain).toHaveLength(0);
    const wrecked = destroy(true);
    expect(unit(wrecked.game.game, 'blue.u1').status).toBe('destroyed');
    expect(wrecked.game.game.scenario.terrain).toEqual([
      expect.objectContaining({ id: 'wreck-blue.u1', type: 'wreck' }),
    ]);
  });
});
