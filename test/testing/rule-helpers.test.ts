import { createGame, type GameState } from 'sandtable';
import { applyAll, diceFor, diceLeft, eventsOf, refused, scriptedGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import { duel } from '../fixtures/duel.js';

const position = () => createGame(duel, { players: ['red', 'blue'] }, { seed: 1 }).game;

describe('sandtable/testing: helpers for rule tests', () => {
  it('scriptedGame wraps a position with the scripted faces; diceLeft counts the unused ones', () => {
    const game = scriptedGame(duel, position(), [4, 2]);
    expect(game.game).toEqual(position());
    expect(game.dice).toEqual({ kind: 'scripted', values: [4, 2], next: 0 });
    expect(diceLeft(game)).toBe(2);
    expect(diceLeft(createGame(duel, { players: ['red', 'blue'] }, { seed: 1 }))).toBe(0);
  });

  it('applyAll plays commands in order, runs afterEach after each, and names the rejection it meets', () => {
    const game = scriptedGame(duel, position());
    const seen: GameState[] = [];
    const bids = [
      { type: 'bid', player: 'red', amount: 1 },
      { type: 'bid', player: 'blue', amount: 2 },
    ];
    const played = applyAll(game, bids, { afterEach: (state) => seen.push(state) });
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(played.state);
    expect(played.state.seq).toBe(2);
    expect(() => applyAll(game, [{ type: 'bid', player: 'red', amount: 9 }])).toThrow(
      /^command 0 .* rejected \(invalid-payload\): /,
    );
  });

  it('refused returns the rejection of a refused command and throws when the command is accepted', () => {
    const game = scriptedGame(duel, position());
    expect(refused(game, { type: 'bid', player: 'nobody', amount: 1 }).code).toBe('not-your-turn');
    expect(() => refused(game, { type: 'bid', player: 'red', amount: 1 })).toThrow(/was accepted/);
  });

  it('eventsOf keeps the events of one type in order; diceFor the faces of each roll for one purpose', () => {
    const events = [
      { type: 'dice-rolled', purpose: 'hit', dice: [6, 1] },
      { type: 'moved', to: 1 },
      { type: 'dice-rolled', purpose: 'save', dice: [3] },
      { type: 'moved', to: 2 },
      { type: 'dice-rolled', purpose: 'hit', dice: [2] },
    ] as const;
    expect(eventsOf(events, 'moved').map((e) => e.to)).toEqual([1, 2]);
    expect(diceFor(events, 'hit')).toEqual([[6, 1], [2]]);
    expect(diceFor(events, 'morale')).toEqual([]);
  });
});
