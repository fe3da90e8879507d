import { describe, expect, it } from 'vitest';
import { defineRuleset } from '../../src/index.js';
import { rulesetLaws, runRulesetLaws } from '../../src/testing/index.js';
import { DUEL_RULES, type DuelState, duel } from '../fixtures/duel.js';
import { LONG } from '../support/scale';

/** The duel's secrets: other fighters' bids already made, each changed to another amount they could bid. */
function alterBids(game: DuelState, hiddenFrom: string): DuelState[] {
  return game.bids.players.flatMap((player, i) => {
    const bid = game.bids.choices[i];
    const energy = game.fighters.find((f) => f.id === player)?.energy ?? 0;
    if (player === hiddenFrom || bid === null || bid === undefined) return [];
    const other = [0, 1, 2, 3].find((amount) => amount !== bid && amount <= energy);
    if (other === undefined) return [];
    const choices = [...game.bids.choices];
    choices[i] = other;
    return [{ ...game, bids: { ...game.bids, choices } }];
  });
}

const options = {
  alterSecrets: alterBids,
  setups: [
    { players: ['red', 'blue'] },
    { players: ['red', 'blue', 'green'], hp: 4, table: { width: 18, depth: 18 } },
    { players: ['a', 'b', 'c', 'd'], hp: 2, maxRounds: 4 },
  ],
  seeds: LONG ? [1, 2, 3, 4, 5] : [1, 2, 3],
  ruleIds: { catalogue: DUEL_RULES },
};

describe('the ruleset laws on the duel test ruleset', () => {
  for (const law of rulesetLaws(duel, options)) it(law.name, () => law.run());
});

describe('the law suite catches broken rulesets', () => {
  it('reports events that name no rule, and rule IDs outside the catalogue', () => {
    // The duel without its events table: its events carry no rules (its dice and prompts still do).
    const untagged = defineRuleset({
      ...duel,
      id: 'untagged-duel',
      apply: (draft, command, ctx) =>
        duel.apply(draft, command, {
          ...ctx,
          emit: (e) => ctx.emit({ ...e, rules: [] } as unknown as typeof e),
        }),
    });
    const law = rulesetLaws(untagged, { ...options, seeds: [1] }).find((l) =>
      l.name.includes('names the rules'),
    );
    expect(() => law?.run()).toThrow(/'bid-submitted' event names no rule/);
    const narrow = rulesetLaws(duel, {
      ...options,
      seeds: [1],
      ruleIds: { catalogue: ['DUEL-BID-01'] },
    }).find((l) => l.name.includes('names the rules'));
    expect(() => narrow?.run()).toThrow(/names 'DUEL-BID-02', not a catalogue rule ID/);
  });

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

  it('reports a listed command the ruleset rejects even when random play never sends it', () => {
    // The last listed command is a pass while bids are asked for; the policy always sends the first one.
    const overpromising = defineRuleset({
      ...duel,
      id: 'overpromising-duel',
      legalCommands: (s, p) => {
        const legal = duel.legalCommands(s, p);
        return legal.some((c) => c.type === 'bid') ? [...legal, { type: 'pass', player: p }] : legal;
      },
    });
    const law = rulesetLaws(overpromising, {
      setups: [{ players: ['red', 'blue'] }],
      seeds: [1],
      policy: ({ legal }) => legal[0],
    }).find((l) => l.name.includes('every legal command is accepted'));
    expect(() => law?.run()).toThrow(/legal command \{"type":"pass".*was rejected/);
  });

  it('reports a prompted player with no legal command', () => {
    // From round 2 the ruleset lists nothing, while the policy still finds the duel's own commands.
    const mute = defineRuleset({
      ...duel,
      id: 'mute-duel',
      legalCommands: (s, p) => (s.round > 1 ? [] : duel.legalCommands(s, p)),
    });
    const law = rulesetLaws(mute, {
      setups: [{ players: ['red', 'blue'] }],
      seeds: [1],
      policy: ({ state, player, random }) => {
        const legal = duel.legalCommands(state.game, player);
        return legal[random(legal.length)];
      },
    }).find((l) => l.name.includes('every legal command is accepted'));
    expect(() => law?.run()).toThrow(/is asked to .* but has no legal command/);
  });

  it("reports a view that shows another player's secret choice", () => {
    const peeking = defineRuleset({ ...duel, id: 'peeking-duel', viewFor: (state) => state });
    expect(() =>
      runRulesetLaws(peeking, {
        setups: [{ players: ['red', 'blue'] }],
        seeds: [1],
        alterSecrets: alterBids,
      }),
    ).toThrow(/altering the other players' secrets \(alterSecrets #0\): viewFor differ/);
  });

  it("reports a rejection message that tells another player's secret", () => {
    const blabbing = defineRuleset({
      ...duel,
      id: 'blabbing-duel',
      apply(draft, command, ctx) {
        const me = draft.fighters.find((f) => f.id === command.player);
        if (command.type === 'bid' && me && command.amount > me.energy) {
          const bid = draft.bids.choices.find(
            (c, i) => c !== null && draft.bids.players[i] !== command.player,
          );
          return ctx.reject(
            'insufficient-resources',
            `You have ${me.energy} energy; the others bid ${bid ?? 'nothing'}.`,
          );
        }
        duel.apply(draft, command, ctx);
      },
    });
    expect(() =>
      runRulesetLaws(blabbing, {
        setups: [{ players: ['red', 'blue'] }],
        seeds: [1],
        alterSecrets: alterBids,
      }),
    ).toThrow(/rejection of \{"type":"bid".*differ/);
  });
});
