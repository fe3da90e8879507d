import { describe, expect, it } from 'vitest';
import { policyBot, randomBot } from '../../src/bots/index.js';
import { replay, stateHash } from '../../src/index.js';
import { playGame } from '../../src/sim/index.js';
import { duel } from '../fixtures/duel.js';

const setup = { players: ['red', 'blue'] };
const bots = { red: randomBot(), blue: randomBot() };

describe('playGame', () => {
  it('plays to an outcome and returns a record that replays to the same state', () => {
    const game = playGame({ ruleset: duel, setup, bots, seed: 9 });
    expect(game.outcome).toBeDefined();
    expect(game.commands).toBe(game.record.commands.length);
    expect(game.events.at(-1)).toMatchObject({ type: 'game-ended' });
    const again = replay(game.record, duel);
    expect(stateHash(again.state)).toBe(stateHash(game.state));
    expect(again.events).toEqual(game.events);
  });

  it('records the seed and the seeded dice it played with', () => {
    const game = playGame({ ruleset: duel, setup, bots, seed: 9 });
    expect(game.record.seed).toBe(9);
    expect(game.record.dice).toBe('seeded');
  });

  it('stops at maxCommands without an outcome', () => {
    const game = playGame({ ruleset: duel, setup, bots, seed: 9, maxCommands: 3 });
    expect(game.outcome).toBeUndefined();
    expect(game.commands).toBe(3);
  });

  it('names the player who has no bot', () => {
    expect(() => playGame({ ruleset: duel, setup, bots: { red: randomBot() }, seed: 1 })).toThrow(
      /blue must decide \(bid\) but has no bot; add bots.blue/,
    );
  });

  it('names the bot whose command the engine rejected', () => {
    const cheat = policyBot(({ player }) => ({ type: 'bid', player, amount: 99 }), { name: 'cheat' });
    expect(() => playGame({ ruleset: duel, setup, bots: { red: cheat, blue: cheat }, seed: 1 })).toThrow(
      /bot 'cheat' \(red\) sent .*rejected \(invalid-payload\)/,
    );
  });
});
