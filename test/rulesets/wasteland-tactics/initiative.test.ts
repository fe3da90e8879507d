import { createGame, withScriptedDice } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import {
  aPosition,
  eventsOf,
  type Game,
  gameOf,
  type PositionSpec,
  play,
  setupFor,
  type UnitSpec,
} from '../../support/wasteland-tactics';

const done = { activated: true };
/** A position where red's last unit passes, ending the round and rolling the next initiative. */
function lastActivation(units: UnitSpec[], dice: number[], options: Partial<PositionSpec> = {}): Game {
  return gameOf(
    aPosition({
      ...options,
      units: [
        { id: 'x', player: 'red', profile: 'trooper', at: [{ x: 60, y: 4 }] },
        ...units.map((u) => ({ ...u, extra: { ...done, ...u.extra } })),
      ],
    }),
    dice,
  );
}
const pass = { type: 'activate-unit' as const, player: 'red', unit: 'x', actions: [] };
const blues = (n: number): UnitSpec[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `b${i}`,
    player: 'blue',
    profile: 'trooper',
    at: [{ x: 10 + 3 * i, y: 40 }],
  }));

describe('initiative (WT-INIT)', () => {
  it('WT-INIT-01 every player rolls a D10 at the beginning of every round', () => {
    const { events } = play(lastActivation(blues(1), [4, 7]), pass);
    const rolled = eventsOf(events, 'initiative-rolled')[0];
    expect(rolled?.rolls.map((r) => [r.player, r.die])).toEqual([
      ['red', 4],
      ['blue', 7],
    ]);
    expect(eventsOf(events, 'round-started')[0]?.round).toBe(2);
  });

  it('WT-INIT-02 an attacker in a mission with a defender gets +2', () => {
    const { events } = play(lastActivation(blues(1), [4, 7], { mission: 7, defender: 'blue' }), pass);
    const rolls = eventsOf(events, 'initiative-rolled')[0]?.rolls ?? [];
    expect(rolls.find((r) => r.player === 'red')?.modifier).toBe(4); // attacker +2, tied fewest units +2
    expect(rolls.find((r) => r.player === 'blue')?.modifier).toBe(2);
  });

  it('WT-INIT-03 the player with the fewest units gets +2 (every tied player does)', () => {
    const { events } = play(lastActivation(blues(3), [4, 7]), pass);
    const rolls = eventsOf(events, 'initiative-rolled')[0]?.rolls ?? [];
    expect(rolls.find((r) => r.player === 'red')?.modifier).toBe(2);
    expect(rolls.find((r) => r.player === 'blue')?.modifier).toBe(0);
  });

  it('WT-INIT-04 Leadership X and Scouts X add to the roll (WT-SUR-25, WT-SUR-40)', () => {
    const units: UnitSpec[] = [
      { id: 'cap', player: 'red', profile: 'captain', at: [{ x: 30, y: 4 }] },
      {
        id: 'sc',
        player: 'blue',
        profile: 'scout-riders',
        at: [
          { x: 30, y: 40 },
          { x: 32, y: 40 },
        ],
      },
      ...blues(1),
    ];
    const { events } = play(lastActivation(units, [4, 7]), pass);
    const rolls = eventsOf(events, 'initiative-rolled')[0]?.rolls ?? [];
    expect(rolls.find((r) => r.player === 'red')?.modifier).toBe(2 + 3);
    expect(rolls.find((r) => r.player === 'blue')?.modifier).toBe(2 + 1);
  });

  it('WT-INIT-05 the highest total has the Initiative and activates first; ties are re-rolled (R16)', () => {
    const { state, events } = play(lastActivation(blues(1), [6, 6, 2, 9]), pass);
    const rolled = eventsOf(events, 'initiative-rolled')[0];
    expect(rolled?.rolls).toHaveLength(4);
    expect(rolled?.order).toEqual(['blue', 'red']);
    expect(state.pending[0]).toMatchObject({ player: 'blue', kind: 'activate' });
  });

  it('WT-DEP-04 without a defender, the lowest initiative deploys first', () => {
    const game = withScriptedDice(createGame(wastelandTactics, setupFor(3, 10), { seed: 1 }), [9, 2, 5]);
    const { state, events } = play(game as never, { type: 'start-game', player: 'red' });
    // The bundled small forces' modifiers: Leadership 1 each, and +2 each for the fewest units (the Scrap
    // Raiders and the Iron Covenant field 21, the Brood 42): red 9 + 3 = 12, blue 2 + 3 = 5, green 5 + 1 = 6.
    const rolled = eventsOf(events, 'initiative-rolled')[0]?.rolls.map((r) => r.total);
    expect(rolled).toEqual([12, 5, 6]);
    expect(eventsOf(events, 'deployment-order')[0]?.order).toEqual(['blue', 'green', 'red']);
    expect(state.pending[0]).toMatchObject({ player: 'blue', kind: 'deploy' });
  });

  it('WT-DEP-03 with a defender, the attackers deploy first, then the defender', () => {
    const game = createGame(wastelandTactics, setupFor(3, 2), { seed: 1 });
    const { events } = play(game as never, { type: 'start-game', player: 'red' });
    expect(eventsOf(events, 'deployment-order')[0]?.order).toEqual(['red', 'blue', 'green']);
  });
});
