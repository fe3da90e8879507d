import { describe, expect, it } from 'vitest';
import { botRandom, policyBot, randomBot } from '../../src/bots/index.js';
import { createGame } from '../../src/index.js';
import { playGame } from '../../src/sim/index.js';
import { duel } from '../fixtures/duel.js';

describe('policyBot', () => {
  it('plays the command its policy picks among the legal answers', () => {
    const seen: number[] = [];
    const aggressive = policyBot(
      ({ candidates }) => {
        seen.push(candidates.length);
        return candidates.find((c) => c.type === 'attack');
      },
      { name: 'aggressive' },
    );
    const game = playGame({
      ruleset: duel,
      setup: { players: ['red', 'blue'] },
      bots: { red: aggressive, blue: randomBot() },
      seed: 5,
    });
    expect(game.outcome).toBeDefined();
    expect(Math.min(...seen)).toBeGreaterThan(0);
    expect(aggressive.name).toBe('aggressive');
  });

  it('falls back to a random legal answer when the policy has no opinion', () => {
    const state = createGame(duel, { players: ['red', 'blue'] }, { seed: 1 });
    const command = policyBot(() => undefined).choose(state, 'red', botRandom(1));
    expect(command).toMatchObject({ type: 'bid', player: 'red' });
  });

  it('keeps a recipe only when given one', () => {
    const recipe = { module: 'my-bots', export: 'cautious' };
    expect(policyBot(() => undefined).recipe).toBeUndefined();
    expect(policyBot(() => undefined, { recipe }).recipe).toEqual(recipe);
  });

  it('with lazyCandidates lists the legal answers only when the policy reads them, once', () => {
    const state = createGame(duel, { players: ['red', 'blue'] }, { seed: 1 });
    let same = false;
    const reading = policyBot(
      (context) => {
        const first = context.candidates;
        const second = context.candidates;
        same = first === second;
        return first[0];
      },
      { lazyCandidates: true },
    );
    expect(reading.choose(state, 'red', botRandom(1))).toMatchObject({ type: 'bid', player: 'red' });
    expect(same).toBe(true);
    const own = { type: 'bid', player: 'red', amount: 2 };
    expect(policyBot(() => own, { lazyCandidates: true }).choose(state, 'red', botRandom(1))).toBe(own);
    const fallback = policyBot(() => undefined, { lazyCandidates: true }).choose(state, 'red', botRandom(1));
    expect(fallback).toMatchObject({ type: 'bid', player: 'red' });
  });
});
