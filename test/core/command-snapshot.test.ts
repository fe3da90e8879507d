import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  createGame,
  createMatch,
  type GameState,
  parseRecord,
  replay,
  scripted,
  serializeRecord,
  withScriptedDice,
} from '../../src/index.js';
import { type DuelCommand, type DuelEvent, type DuelState, duel } from '../fixtures/duel.js';

type Duel = GameState<DuelState, DuelCommand, DuelEvent>;

const setup = { players: ['red', 'blue'], hp: 3, table: { width: 12, depth: 12 } };

function apply(state: Duel, command: DuelCommand): Duel {
  const result = applyCommand(state, command);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

/** Red to act after the bids (red 2, blue 1), fighters 4" apart. */
function redToAct(): Duel {
  let s = createGame(duel, setup, { seed: 1, dice: scripted([]) });
  s = apply(s, { type: 'bid', player: 'red', amount: 2 });
  s = apply(s, { type: 'bid', player: 'blue', amount: 1 });
  return withScriptedDice(s, []);
}

/** An object whose `field` getter answers `first` once, then `later` on every further read. */
function flipping<T extends object>(
  base: T,
  field: string,
  first: string,
  later: string,
): T & { reads: () => number } {
  let reads = 0;
  const command = { ...base } as T & { reads: () => number };
  Object.defineProperty(command, field, {
    enumerable: true,
    get() {
      reads += 1;
      return reads === 1 ? first : later;
    },
  });
  Object.defineProperty(command, 'reads', { enumerable: false, value: () => reads });
  return command;
}

function rejectsWithoutThrowing(state: Duel, command: unknown): { code: string; message: string } {
  const result = applyCommand(state, command as DuelCommand);
  expect(result.ok).toBe(false);
  expect(result.state).toBe(state);
  expect(result.events).toEqual([]);
  return result.ok ? { code: '', message: '' } : result.error;
}

describe('a command is read once, into one plain-data snapshot', () => {
  it('a player getter that flips after the who-is-asked check cannot act for the other player', () => {
    // Blue is not asked; a getter that says "red" to the first read and "blue" afterwards acts as red only.
    const state = redToAct();
    const command = flipping({ type: 'move' as const, to: { x: 6, y: 3 } }, 'player', 'red', 'blue');
    const result = applyCommand(state, command as unknown as DuelCommand);
    expect(result.ok).toBe(true);
    expect(command.reads()).toBe(1);
    if (!result.ok) return;
    expect(result.events).toContainEqual(expect.objectContaining({ type: 'moved', player: 'red' }));
    expect(result.state.game.fighters.find((f) => f.id === 'red')).toMatchObject({ x: 6, y: 3 });
    expect(result.state.game.fighters.find((f) => f.id === 'blue')).toEqual(
      state.game.fighters.find((f) => f.id === 'blue'),
    );
  });

  it("a secret bid cannot be written into another player's slot by a flipping getter", () => {
    // Both are asked to bid in secret: the core checks "blue", the reducer must also see "blue".
    const state = createGame(duel, setup, { seed: 1 });
    const command = flipping({ type: 'bid' as const, amount: 3 }, 'player', 'blue', 'red');
    const result = applyCommand(state, command as unknown as DuelCommand);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.state.game.bids.choices).toEqual([null, 3]);
    expect(result.state.pending.map((p) => p.player)).toEqual(['red']);
  });

  it('a type getter that flips after the prompt check cannot smuggle in another command', () => {
    const state = redToAct();
    const command = flipping({ player: 'red', target: 'blue' }, 'type', 'pass', 'attack');
    const result = applyCommand(state, command as unknown as DuelCommand);
    // The snapshot says pass, with an extra `target` field: the strict schema refuses it as a whole.
    expect(result.ok).toBe(false);
    expect(command.reads()).toBe(1);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'invalid-payload', path: [] });
  });

  it('inherited fields are not part of a command: refused, never recorded as {}', () => {
    const state = redToAct();
    const inherited = Object.create({ type: 'pass', player: 'red' }) as object;
    expect(rejectsWithoutThrowing(state, inherited)).toMatchObject({
      code: 'invalid-payload',
      message: expect.stringMatching(/plain data|own fields/),
    });
    class Pass {
      readonly type = 'pass';
      readonly player = 'red';
    }
    expect(rejectsWithoutThrowing(state, new Pass()).message).toMatch(/instance of a class/);
  });

  it.each([
    [
      'getPrototypeOf',
      {
        getPrototypeOf: () => {
          throw new Error('trap');
        },
      },
    ],
    [
      'ownKeys',
      {
        ownKeys: () => {
          throw new Error('trap');
        },
      },
    ],
    [
      'get',
      {
        get: () => {
          throw new Error('trap');
        },
      },
    ],
    [
      'getOwnPropertyDescriptor',
      {
        getOwnPropertyDescriptor: () => {
          throw new Error('trap');
        },
      },
    ],
    ['ownKeys returning duplicates', { ownKeys: () => ['type', 'type'] }],
  ] as [string, ProxyHandler<object>][])(
    'a Proxy whose %s trap throws is an invalid-payload rejection',
    (_trap, handler) => {
      const state = redToAct();
      const proxy = new Proxy({ type: 'pass', player: 'red' }, handler);
      expect(rejectsWithoutThrowing(state, proxy).code).toBe('invalid-payload');
    },
  );

  it('a revoked Proxy, a cycle, a function, a bigint and absurd nesting are rejections, not throws', () => {
    const state = redToAct();
    const { proxy, revoke } = Proxy.revocable({ type: 'pass', player: 'red' }, {});
    revoke();
    expect(rejectsWithoutThrowing(state, proxy).code).toBe('invalid-payload');
    const cyclic: Record<string, unknown> = { type: 'move', player: 'red' };
    cyclic.to = cyclic;
    expect(rejectsWithoutThrowing(state, cyclic).message).toMatch(/cycle/);
    expect(rejectsWithoutThrowing(state, { type: 'pass', player: 'red', x: () => 1 }).message).toMatch(
      /function is not plain data/,
    );
    expect(rejectsWithoutThrowing(state, { type: 'pass', player: 'red', x: 1n }).code).toBe(
      'invalid-payload',
    );
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { deep };
    expect(rejectsWithoutThrowing(state, { type: 'move', player: 'red', to: deep }).message).toMatch(
      /nested more than 32 levels/,
    );
  });

  it('a million-element array is refused before it is copied', () => {
    const state = redToAct();
    const started = performance.now();
    const dice = new Array(1_000_000).fill(1);
    expect(rejectsWithoutThrowing(state, { type: 'pass', player: 'red', dice }).message).toMatch(
      /more than 100000 values/,
    );
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('a __proto__ key stays an unknown field of the command and pollutes nothing', () => {
    const state = redToAct();
    const command = JSON.parse('{"type":"pass","player":"red","__proto__":{"polluted":true}}') as unknown;
    expect(rejectsWithoutThrowing(state, command)).toMatchObject({ code: 'invalid-payload' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('createMatch records the snapshot', () => {
  it('records what was checked and applied, and the record replays after getters and Proxies', () => {
    const match = createMatch(duel, setup, { seed: 3 });
    const bid = flipping({ type: 'bid' as const, amount: 1 }, 'player', 'red', 'blue');
    expect(match.apply(bid as unknown as DuelCommand).ok).toBe(true);
    // A Proxy with harmless traps is read like the object it wraps; structuredClone would have thrown here.
    const proxied = new Proxy({ type: 'bid', player: 'blue', amount: 2 }, {}) as DuelCommand;
    expect(match.apply(proxied).ok).toBe(true);
    // Rejected inputs leave the record alone.
    expect(match.apply(Object.create({ type: 'pass', player: 'blue' }) as DuelCommand).ok).toBe(false);
    const hostile = new Proxy(
      {},
      {
        getPrototypeOf: () => {
          throw new Error('trap');
        },
      },
    ) as DuelCommand;
    expect(match.apply(hostile).ok).toBe(false);

    const record = match.record();
    expect(record.commands).toEqual([
      { type: 'bid', player: 'red', amount: 1 },
      { type: 'bid', player: 'blue', amount: 2 },
    ]);
    const again = replay(parseRecord(serializeRecord(record)));
    expect(again.state).toEqual(match.state);
    expect(again.events).toEqual(match.events);
  });
});
