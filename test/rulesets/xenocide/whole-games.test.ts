import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import { SCENARIOS, type ScenarioId, xenocide } from '../../../src/rulesets/xenocide/index';
import { aggressivePolicy, aSetup } from '../../support/xenocide';

/** Plays a whole game of `scenario` from the sample armies, with no turn limit, and counts what happened. */
function wholeGame(scenario: ScenarioId, seed: number) {
  const counts = new Map<string, number>();
  const match = playRandomGame(xenocide, aSetup(scenario), {
    seed,
    maxCommands: 10_000,
    policy: aggressivePolicy() as never,
    onCommand: (state, events) => {
      for (const e of events) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
      const problems = xenocide.invariants(state.game);
      if (problems.length > 0) throw new Error(problems.join('; '));
    },
  });
  return { match, count: (type: string) => counts.get(type) ?? 0 };
}

describe('whole games: the sample armies play every scenario to a declared winner (XEN-WIN)', () => {
  const reasons: Record<ScenarioId, RegExp> = {
    attrition: /XEN-WIN-0[46]|XEN-WIN-16/,
    'seize-ground': /XEN-WIN-07|XEN-WIN-16/,
    invasion: /XEN-WIN-1[13]|XEN-WIN-16/,
    'command-centers': /XEN-WIN-1[456]/,
  };
  for (const scenario of SCENARIOS) {
    it(`XEN-WIN-01 ${scenario}: the game ends by its scenario's conditions, with no turn limit`, () => {
      const { match, count } = wholeGame(scenario, 1);
      const outcome = match.state.outcome;
      expect(outcome?.kind).toBe('win');
      expect(outcome?.reason).toMatch(reasons[scenario]);
      expect(match.state.game.maxTurns).toBeUndefined();
      // The armies fought: shooting, close assaults and casualties all happened.
      expect(count('shots-fired')).toBeGreaterThan(0);
      expect(count('assault-started')).toBeGreaterThan(0);
      expect(count('model-removed')).toBeGreaterThan(0);
      expect(match.state.pending).toEqual([]);
    }, 60_000);
  }
});
