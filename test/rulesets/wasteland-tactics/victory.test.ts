import { describe, expect, it } from 'vitest';
import { MISSIONS, WASTELAND_COMMAND_TYPES } from '../../../src/rulesets/wasteland-tactics/index';
import { aPosition, aProfile, gameOf, pass, play, roundEnd, troops } from '../../support/wasteland-tactics';

describe('victory (WT-WIN)', () => {
  it('WT-WIN-01 the game ends as soon as the victory condition is met', () => {
    const inside = [1, 2, 3].map((i) => troops(`r${i}`, 'red', [{ x: 10 * i, y: 44 }]));
    const { state, events } = play(roundEnd(2, [...inside, troops('b', 'blue', [{ x: 60, y: 40 }])]), pass);
    expect(state.pending).toEqual([]);
    expect(events.at(-1)?.type).toBe('game-ended');
  });

  it('WT-WIN-02 when no player can win any more (no units left anywhere), the game is a draw', () => {
    const plasma = aProfile({ id: 'plasma', weapons: ['Plasma: R24 A1 Autohit D1 [Unstable 1]'] });
    const game = gameOf(
      aPosition({
        profiles: [plasma],
        units: [
          { id: 'r', player: 'red', profile: 'plasma', at: [{ x: 10, y: 10 }] },
          troops('b', 'blue', [{ x: 10, y: 20 }]),
        ],
      }),
      [1, 1],
    );
    const { state } = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'shoot', target: 'b' }],
    });
    expect(state.outcome).toMatchObject({ kind: 'draw', reason: expect.stringMatching(/WT-WIN-02/) });
  });

  it('WT-WIN-03 specific rules override general ones: Ambush and Hold at all costs switch off the 24" separation (R40)', () => {
    expect(MISSIONS.filter((m) => !m.separation).map((m) => m.name)).toEqual(['Ambush', 'Hold at all costs']);
  });

  it('WT-WIN-04 there are no dispute mechanics: the engine follows the rulings', () => {
    expect(WASTELAND_COMMAND_TYPES).not.toContain('roll-off');
    expect(WASTELAND_COMMAND_TYPES).not.toContain('rock-paper-scissors');
  });
});
