import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import { type MissionId, wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import { LONG } from '../../support/scale';
import { advancedSetup, setupFor } from '../../support/wasteland-tactics';

const MISSION_IDS: MissionId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('every mission plays to its result with random legal play (WT-WIN-01)', () => {
  // The quick suite plays one mission (the no-stall properties play every one); the long suite all ten.
  for (const mission of LONG ? MISSION_IDS : ([10] as MissionId[])) {
    it(`mission ${mission} with 2 players (small game)`, () => {
      const match = playRandomGame(wastelandTactics, setupFor(2, mission), { seed: mission });
      expect(match.state.outcome).toBeDefined();
      expect(wastelandTactics.invariants(match.state.game)).toEqual([]);
    });
  }
  // The quick suite plays one of the multi-player games; the long one all six.
  const multiPlayer = [
    [3, 1],
    [4, 5],
    [3, 3],
    [4, 6],
    [3, 8],
    [4, 9],
  ] as const;
  for (const [count, mission] of LONG ? multiPlayer : multiPlayer.slice(0, 1)) {
    it(`mission ${mission} with ${count} players`, () => {
      const match = playRandomGame(wastelandTactics, setupFor(count, mission), { seed: 7 });
      expect(match.state.outcome).toBeDefined();
      expect(new Set(match.state.game.units.map((u) => u.player)).size).toBe(count);
    });
  }
  // The long suite only: the quick no-stall property plays a 4-player and an advanced small game.
  it.runIf(LONG)('a 4-player game with every advanced rule on plays to its result', () => {
    const match = playRandomGame(wastelandTactics, advancedSetup(4, 8), { seed: 11 });
    expect(match.state.outcome).toBeDefined();
    expect(wastelandTactics.invariants(match.state.game)).toEqual([]);
  });
  it.runIf(LONG)('a medium game with every bundled faction plays to its result', () => {
    const match = playRandomGame(wastelandTactics, setupFor(3, 10, 'medium'), { seed: 3 });
    expect(match.state.outcome).toBeDefined();
  });
});
