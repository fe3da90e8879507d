import { describe, expect, it } from 'vitest';
import { defineRuleset } from '../../src/index.js';
import { rulesetLaws, runRulesetLaws } from '../../src/testing/index.js';
import { duel } from '../fixtures/duel.js';

const options = {
  setups: [
    { players: ['red', 'blue'] },
    { players: ['red', 'blue', 'green'], hp: 4, table: { width: 18, depth: 18 } },
    { players: ['a', 'b', 'c', 'd'], hp: 2, maxRounds: 4 },
  ],
  seeds: [1, 2, 3, 4, 5],
};

describe('the ruleset laws on the duel test ruleset', () => {
  for (const law of rulesetLaws(duel, options)) it(law.name, () => law.run());
});

describe('the law suite catches broken rulesets', () => {
  it('reports an invariant a ruleset breaks', () => {
    const leaky = defineRuleset({
      ...duel,
      id: 'leaky-duel',
      invariants: (s) => (s.round > 1 ? ['round > 1'] : []),
    });
    expect(() => runRulesetLaws(leaky, { setups: [{ players: ['red', 'blue'] }], seeds: [1] })).toThrow(
      /invariants broken: round > 1/,
    );
  });

  it('reports a ruleset whose replay is not deterministic', () => {
    let calls = 0;
    const flaky = defineRuleset({
      ...duel,
      id: 'flaky-duel',
      apply(draft, command, ctx) {
        duel.apply(draft, command, ctx);
        // Hidden state outside the game: live play and replay see different counts.
        calls += 1;
        if (command.type === 'move') (draft.fighters[0] as { energy: number }).energy = calls % 2;
      },
    });
    expect(() => runRulesetLaws(flaky, { setups: [{ players: ['red', 'blue'] }], seeds: [1, 2] })).toThrow(
      /replays to deep-equal|differ/,
    );
  });

  it('reports a legal command the ruleset then rejects', () => {
    const liar = defineRuleset({
      ...duel,
      id: 'liar-duel',
      legalCommands: (s, p) =>
        [
          ...duel.legalCommands(s, p).filter((c) => c.type !== 'pass'),
          { type: 'pass', player: 'x' },
        ].reverse(),
    });
    expect(() => runRulesetLaws(liar, { setups: [{ players: ['red', 'blue'] }], seeds: [1] })).toThrow(
      /was rejected/,
    );
  });
});
