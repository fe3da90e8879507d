import { describe, expect, it } from 'vitest';
import { MISSIONS, WASTELAND_COMMAND_TYPES } from '../../../src/rulesets/wasteland-tactics/index';
import type { MissionId } from '../../../src/rulesets/wasteland-tactics/state';
import {
  aPosition,
  aProfile,
  gameOf,
  pass,
  play,
  roundEnd,
  row,
  troops,
  type UnitSpec,
} from '../../support/wasteland-tactics';

const plasma = aProfile({ id: 'plasma', weapons: ['Plasma: R24 A1 Autohit D1 [Unstable 1]'] });
const tank = aProfile({ id: 'tank', unitType: 'Heavy' });
const bikes = aProfile({ id: 'bikes', unitType: 'Fast' });
/** Red's plasma gunner shoots blue's last trooper: both die (Autohit, a failed Life roll, Unstable on a 1). */
const mutualWipeOut = (mission: MissionId) => {
  const game = gameOf(
    aPosition({
      mission,
      profiles: [plasma],
      units: [
        { id: 'r', player: 'red', profile: 'plasma', at: [{ x: 10, y: 10 }] },
        troops('b', 'blue', [{ x: 10, y: 20 }]),
      ],
    }),
    [1, 1],
  );
  return play(game, {
    type: 'activate-unit',
    player: 'red',
    unit: 'r',
    actions: [{ type: 'shoot', target: 'b' }],
  }).state;
};
/** A medium game of `mission` whose round ends when red's Heavy unit passes; `blue` is blue's only unit. */
const lastActivation = (mission: MissionId, blue: UnitSpec) =>
  gameOf(
    aPosition({
      mission,
      gameSize: 'medium',
      profiles: [tank, bikes],
      units: [
        { id: 'x', player: 'red', profile: 'tank', at: [{ x: 70, y: 2 }] },
        { ...blue, extra: { activated: true } },
      ],
    }),
    [5, 6, 7, 8],
  );

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

  it('WT-WIN-02 both sides wiped out in the same round is a draw even where the mission would give the attackers the win (Hold at all costs, Ambush)', () => {
    for (const mission of [7, 1] as const)
      expect(mutualWipeOut(mission).outcome).toMatchObject({
        kind: 'draw',
        reason: expect.stringMatching(/WT-WIN-02/),
      });
  });

  it('WT-WIN-02 when no side has a unit that could score in a mission that needs scoring units (Salvage, medium game), the game ends in a draw', () => {
    const hopeless = play(lastActivation(5, troops('b', 'blue', [{ x: 40, y: 40 }], 'bikes')), pass);
    expect(hopeless.state.outcome).toMatchObject({
      kind: 'draw',
      reason: expect.stringMatching(/WT-WIN-02/),
    });
    const ended = hopeless.events.find((e) => e.type === 'round-ended');
    expect(ended?.rules).toContain('WT-WIN-02');
    // With a Troops unit left (suppressed or not), blue can still score: the game goes on.
    const hopeful = play(lastActivation(5, troops('b', 'blue', [{ x: 40, y: 40 }])), pass);
    expect(hopeful.state.outcome).toBeUndefined();
  });

  it('WT-WIN-02 Critical objective: a side with fewer than the 15 models of 2 units that could score can no longer win (WT-MIS-11)', () => {
    // Red has only a Heavy unit; blue's one Troops unit of 14 models could never hold the objective alone.
    const few = play(lastActivation(4, troops('b', 'blue', row(30, 40, 14))), pass);
    expect(few.state.outcome).toMatchObject({ kind: 'draw', reason: expect.stringMatching(/WT-WIN-02/) });
    // Two Troops units of 8 and 7 models still could: the game goes on.
    const second = { ...troops('c', 'blue', row(30, 44, 7)), extra: { activated: true } };
    const enough = play(
      gameOf(
        aPosition({
          mission: 4,
          gameSize: 'medium',
          profiles: [tank],
          units: [
            { id: 'x', player: 'red', profile: 'tank', at: [{ x: 70, y: 2 }] },
            { ...troops('b', 'blue', row(30, 40, 8)), extra: { activated: true } },
            second,
          ],
        }),
        [5, 6, 7, 8],
      ),
      pass,
    );
    expect(enough.state.outcome).toBeUndefined();
  });

  it('WT-WIN-02 Blitz: the defender gone and no attacker with a unit that could score is a draw; with a defender left, the defender wins (WT-MIS-08)', () => {
    // Red attacks (blue, the last player, defends); red has only a Heavy unit.
    const { state } = play(
      gameOf(
        aPosition({
          mission: 2,
          gameSize: 'medium',
          profiles: [tank],
          units: [
            { id: 'x', player: 'red', profile: 'tank', at: [{ x: 70, y: 2 }] },
            { id: 'gone', player: 'blue', profile: 'trooper', at: [{ x: 40, y: 40 }], status: 'destroyed' },
          ],
        }),
        [5, 6, 7, 8],
      ),
      pass,
    );
    expect(state.outcome).toMatchObject({ kind: 'draw', reason: expect.stringMatching(/WT-WIN-02/) });
    const defended = play(lastActivation(2, troops('b', 'blue', [{ x: 40, y: 40 }])), pass);
    expect(defended.state.outcome).toMatchObject({ winners: ['blue'] });
  });

  it('WT-WIN-03 specific rules override general ones: Ambush and Hold at all costs switch off the 24" separation (R40)', () => {
    expect(MISSIONS.filter((m) => !m.separation).map((m) => m.name)).toEqual(['Ambush', 'Hold at all costs']);
  });

  it('WT-WIN-04 there are no dispute mechanics: the engine follows the rulings', () => {
    expect(WASTELAND_COMMAND_TYPES).not.toContain('roll-off');
    expect(WASTELAND_COMMAND_TYPES).not.toContain('rock-paper-scissors');
  });
});
