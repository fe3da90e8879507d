import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  createGame,
  createMatch,
  deserialize,
  type GameRecord,
  gameFromState,
  manual,
  parseRecord,
  replay,
  SandtableError,
  serialize,
  serializeRecord,
} from '../../src/index.js';
import { duel } from '../fixtures/duel.js';

const setup = { players: ['red', 'blue'], hp: 3, table: { width: 12, depth: 12 } };

/** A saved duel with `edit` applied to its parsed JSON. */
function edited(
  edit: (save: { state: Record<string, unknown> & { game: Record<string, unknown> } }) => void,
): string {
  const state = createGame(duel, setup, { seed: 1 });
  const save = JSON.parse(serialize(state));
  edit(save);
  return JSON.stringify(save);
}

function loadError(text: string): SandtableError {
  try {
    deserialize(text, duel);
  } catch (error) {
    expect(error).toBeInstanceOf(SandtableError);
    return error as SandtableError;
  }
  throw new Error('the save was accepted');
}

describe('deserialize validates the whole save before anything reads it', () => {
  it.each([
    ['game', null, /game state is not valid/],
    ['pending', [null], /pending\.0/],
    ['outcome', 'lol', /outcome/],
    ['seq', -5, /seq/],
    ['dice', { kind: 'scripted', values: [1], next: 5 }, /scripted dice are at roll 5 of 1/],
    ['extra', 1, /Unrecognized key/],
    [
      'awaitingDice',
      {
        command: { type: 'pass', player: 'red' },
        supplied: [],
        emitted: 0,
        request: { purpose: 'x', count: 1, sides: 6 },
        player: 'red',
      },
      /does not use manual dice/,
    ],
  ] as [string, unknown, RegExp][])('refuses %s: %j with invalid-save', (field, value, reason) => {
    const error = loadError(
      edited((s) => {
        s.state[field] = value;
      }),
    );
    expect(error.code).toBe('invalid-save');
    expect(error.message).toMatch(reason);
  });

  it("checks the ruleset's game with schemas.state (energy -5), then its invariants (hp above the maximum)", () => {
    const negative = loadError(
      edited((s) => {
        (s.state.game.fighters as [{ energy: number }])[0].energy = -5;
      }),
    );
    expect(negative.message).toMatch(/duel game state is not valid: fighters\.0\.energy/);
    const broken = loadError(
      edited((s) => {
        (s.state.game.fighters as [{ hp: number }])[0].hp = 9;
      }),
    );
    expect(broken.message).toMatch(/breaks its invariants: red has 9 hp/);
  });

  it('refuses saved prompts or an outcome the game state does not give', () => {
    const prompts = loadError(
      edited((s) => {
        (s.state.pending as [{ player: string }])[0].player = 'blue';
      }),
    );
    expect(prompts.message).toMatch(/open decisions \(pending\) are not the ones the game state gives/);
    const outcome = loadError(
      edited((s) => {
        s.state.outcome = { kind: 'draw', reason: 'tired' };
      }),
    );
    expect(outcome.message).toMatch(/saved outcome .* is not the one the game state gives \(null\)/);
  });

  it('refuses a halted manual-dice command that is not a command of the ruleset', () => {
    let state = createGame(duel, setup, { seed: 1, dice: manual });
    for (const command of [
      { type: 'bid', player: 'red', amount: 2 },
      { type: 'bid', player: 'blue', amount: 1 },
      { type: 'attack', player: 'red', target: 'blue' },
    ] as const) {
      const result = applyCommand(state, command);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect(state.awaitingDice).toBeDefined();
    expect(deserialize(serialize(state), duel)).toEqual(state);
    const save = JSON.parse(serialize(state));
    save.state.awaitingDice.command = { type: 'attack', player: 'red', target: 42 };
    expect(loadError(JSON.stringify(save)).message).toMatch(
      /waiting for physical dice is not a duel command/,
    );
  });

  it('refuses a 20,000-deep save with a clear error, not a RangeError', () => {
    const text = edited((s) => {
      s.state.game.fighters = '@@';
    }).replace('"@@"', `${'['.repeat(20_000)}${']'.repeat(20_000)}`);
    const error = loadError(text);
    expect(error.code).toBe('invalid-save');
    expect(error.message).toMatch(/nested more than 200 levels deep/);
  });

  it('still loads every state of a played game', () => {
    const match = createMatch(duel, setup, { seed: 4 });
    for (let i = 0; i < 30 && !match.state.outcome; i++) {
      const prompt = match.state.pending[0];
      if (!prompt) break;
      const command =
        prompt.kind === 'bid'
          ? { type: 'bid' as const, player: prompt.player, amount: 1 }
          : prompt.kind === 'react'
            ? { type: 'react' as const, player: prompt.player, dodge: false }
            : {
                type: 'attack' as const,
                player: prompt.player,
                target: prompt.player === 'red' ? 'blue' : 'red',
              };
      expect(match.apply(command).ok).toBe(true);
      expect(deserialize(serialize(match.state), duel)).toEqual(match.state);
    }
    expect(match.state.outcome).toBeDefined();
  });
});

describe('records are refused, not overflowed, when absurdly deep', () => {
  it('parseRecord refuses 100,000-deep JSON; replay refuses a 100,000-deep command', () => {
    const record = createMatch(duel, setup, { seed: 1 }).record();
    const text = serializeRecord({ ...record, commands: ['@@'] }).replace(
      '"@@"',
      `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
    );
    expect(() => parseRecord(text)).toThrow(/nested more than 200 levels deep/);
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { deep };
    const deepRecord: GameRecord = { ...record, commands: [{ type: 'bid', player: 'red', amount: deep }] };
    expect(() => replay(deepRecord)).toThrow(
      /command 0 \(bid by red\) was rejected: .*nested more than 32 levels/,
    );
  });
});

describe('gameFromState checks a hand-built state as a load does', () => {
  const position = createGame(duel, setup, { seed: 1 }).game;

  it('accepts a valid position, and one that breaks an invariant on purpose (a rule that repairs it)', () => {
    expect(gameFromState(duel, position, { seed: 1 }).pending.map((p) => p.player)).toEqual(['red', 'blue']);
    const overfull = { ...position, fighters: [{ ...position.fighters[0], hp: 9 }, position.fighters[1]] };
    expect(gameFromState(duel, overfull as typeof position, { seed: 1 }).game.fighters[0]?.hp).toBe(9);
  });

  it.each([
    ['null', null, /game state is not valid/],
    [
      'a negative energy',
      { ...position, fighters: [{ ...position.fighters[0], energy: -5 }, position.fighters[1]] },
      /fighters\.0\.energy/,
    ],
    [
      'a Proxy whose traps throw',
      new Proxy(
        {},
        {
          ownKeys: () => {
            throw new Error('trap');
          },
        },
      ),
      /not plain data: reading it failed/,
    ],
  ] as [string, unknown, RegExp][])('refuses %s with invalid-setup', (_label, game, reason) => {
    const run = () => gameFromState(duel, game as typeof position, { seed: 1 });
    expect(run).toThrow(SandtableError);
    expect(run).toThrow(reason);
  });
});
