import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import { wastelandHeuristicPolicy, wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import { setupFor } from '../../support/wasteland-tactics';

describe('the heuristic bot (wastelandHeuristicPolicy)', () => {
  it('answers every kind of prompt in a 3-player mission with advanced rules, to the end', () => {
    const setup = setupFor(3, 4, 'small', {
      maxRounds: 3,
      advanced: { advantages: true, battlefieldConditions: 'random', firingPositions: true },
    });
    const match = playRandomGame(wastelandTactics, setup, {
      seed: 5,
      policy: ({ state, player, legal }) => wastelandHeuristicPolicy(state, player, legal),
    });
    expect(match.state.outcome).toBeDefined();
  });
});
