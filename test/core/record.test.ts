import { execFileSync } from 'node:child_process';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  createGame,
  createMatch,
  DICE_SCHEME,
  deserialize,
  type GameRecord,
  type GameState,
  manual,
  parseRecord,
  replay,
  SandtableError,
  serialize,
  serializeRecord,
  stateHash,
} from '../../src/index.js';
import { playRandomGame } from '../../src/testing/index.js';
import { type DuelCommand, type DuelEvent, type DuelState, duel } from '../fixtures/duel.js';

const setup = { players: ['red', 'blue'] };

describe('records and replay', () => {
  it('replay rebuilds the final state and the whole event stream', () => {
    const match = playRandomGame(duel, setup, { seed: 11 });
    const text = serializeRecord(match.record());
    const again = replay(parseRecord(text));
    expect(again.state).toEqual(match.state);
    expect(again.events).toEqual(match.events);
    expect(again.state.outcome).toBeDefined();
  });

  it('replay names the command a tampered record breaks at', () => {
    const record = playRandomGame(duel, setup, { seed: 11 }).record();
    const commands = [...record.commands];
    commands[3] = { type: 'pass', player: 'nobody' };
    expect(() => replay({ ...record, commands })).toThrow(/command 3 \(pass by nobody\) was rejected/);
  });

  it('rejects a record of another format or ruleset version with a clear error', () => {
    const record = playRandomGame(duel, setup, { seed: 2 }).record();
    expect(() => parseRecord(JSON.stringify({ ...record, format: 2 }))).toThrow(
      /has format 2; this version of sandtable reads format 1/,
    );
    expect(() => parseRecord('{oops')).toThrow(/does not parse/);
    expect(() => replay({ ...record, rulesetVersion: '0.9.0' })).toThrow(
      /made with duel 0\.9\.0; this build has duel 1\.0\.0/,
    );
    expect(() => replay({ ...record, ruleset: 'xenocide' }, duel)).toThrow(
      /'xenocide' game; it cannot be loaded with the 'duel'/,
    );
    try {
      parseRecord('[]');
    } catch (error) {
      expect(error).toBeInstanceOf(SandtableError);
      expect((error as SandtableError).code).toBe('invalid-record');
    }
  });
});

describe('serialize and deserialize', () => {
  it('continue exactly as the original would', () => {
    const match = playRandomGame(duel, setup, { seed: 5, maxCommands: 6 });
    const loaded = deserialize(serialize(match.state));
    expect(loaded).toEqual(match.state);
    expect(Object.isFrozen(loaded)).toBe(true);
    const legal = { type: 'pass', player: match.state.pending[0]?.player ?? 'red' } as const;
    const direct = applyCommand(match.state, legal);
    const resumed = applyCommand(loaded, legal);
    expect(resumed).toEqual(direct);
  });

  it('refuse damaged saves and player views', () => {
    const state = createGame(duel, setup, { seed: 1 });
    expect(() => deserialize('{"format":"sandtable-state","version":1,"state":{}}')).toThrow(
      /not a valid saved game/,
    );
    expect(() => deserialize('nope')).toThrow(/does not parse/);
    const text = serialize(state).replace('"rulesetVersion":"1.0.0"', '"rulesetVersion":"2.0.0"');
    expect(() => deserialize(text)).toThrow(/made with duel 2\.0\.0/);
  });
});

describe('stateHash', () => {
  it('is independent of key order and sensitive to any change', () => {
    expect(stateHash({ a: 1, b: [1, 2] })).toBe(stateHash({ b: [1, 2], a: 1 }));
    expect(stateHash({ a: 1, b: [1, 2] })).not.toBe(stateHash({ a: 1, b: [2, 1] }));
    expect(stateHash({ a: 1 })).toMatch(/^[0-9a-f]{16}$/);
  });

  it('is stable across processes (pinned value, and a fresh node process agrees)', () => {
    const state = createMatch(duel, setup, { seed: 'pinned' }).state;
    const hash = stateHash(state);
    // Changed with issue 13: the duel's bid prompts name their rule (rules: ['DUEL-BID-01']).
    expect(hash).toBe('1b93e44f3cfdc69e');
    const script = `import('${new URL('../../src/core/hash.ts', import.meta.url).pathname}').then(m => console.log(m.stateHash(JSON.parse(process.argv[1]))))`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script, JSON.stringify(state)], {
      encoding: 'utf8',
    });
    expect(out.trim()).toBe(hash);
  });
});

describe('dice scheme', () => {
  it('every record names how its seed becomes dice', () => {
    const record = playRandomGame(duel, setup, { seed: 2 }).record();
    expect(record.diceScheme).toBe(DICE_SCHEME);
    expect(parseRecord(serializeRecord(record)).diceScheme).toBe('sha256-xoroshiro128plus');
  });

  it('a seeded record made by sandtable 0.1.x (no diceScheme) is refused, naming the version that replays it', () => {
    const { diceScheme: _, ...old } = playRandomGame(duel, setup, { seed: 2 }).record();
    for (const read of [() => parseRecord(JSON.stringify(old)), () => replay(old as GameRecord)]) {
      expect(read).toThrow(SandtableError);
      expect(read).toThrow(/made by sandtable 0\.1\.x.*replay it with sandtable 0\.1\.0/);
    }
    expect(() => parseRecord(JSON.stringify({ ...old, diceScheme: 'mt19937' }))).toThrow(
      /dice scheme is 'mt19937'; this sandtable rolls seeded dice with 'sha256-xoroshiro128plus' only/,
    );
  });

  it('a manual or scripted record made by sandtable 0.1.x still replays exactly (its faces are in it)', () => {
    const match = createMatch(duel, setup, { seed: 4, dice: manual });
    for (const command of [
      { type: 'bid', player: 'red', amount: 1 },
      { type: 'bid', player: 'blue', amount: 1 },
      { type: 'provide-dice', player: 'red', dice: [3] },
      { type: 'provide-dice', player: 'blue', dice: [5] },
    ] as const) {
      expect(match.apply(command).ok).toBe(true);
    }
    const { diceScheme: _, ...old } = match.record();
    expect(replay(parseRecord(JSON.stringify(old))).state).toEqual(match.state);
  });

  it('a save made by sandtable 0.1.x continues exactly: it holds the generator state, not the seed', () => {
    // sandtable 0.1.0 seeded xoroshiro128+ with seed 5 as [-1, ~5, 5, 0]; a fresh save of it held that state.
    const text = serialize(createGame(duel, setup, { seed: 5 })).replace(
      /"rng":\[[^\]]*\]/,
      '"rng":[-1,-6,5,0]',
    );
    let state = deserialize<DuelState, DuelCommand, DuelEvent>(text, duel);
    state = applyOk(state, { type: 'bid', player: 'red', amount: 1 });
    const result = applyCommand(state, { type: 'bid', player: 'blue', amount: 1 });
    if (!result.ok) throw new Error(result.error.message);
    const rolled = result.events.flatMap((e) => (e.type === 'dice-rolled' ? e.dice : []));
    const rng = xoroshiro128plus(5);
    expect(rolled).toEqual([uniformInt(rng, 1, 6), uniformInt(rng, 1, 6)]);
  });
});

function applyOk<S, C, E>(state: GameState<S, C, E>, command: unknown): GameState<S, C, E> {
  const result = applyCommand(state, command as C);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}
