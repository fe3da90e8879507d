import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  createGame,
  createMatch,
  deserialize,
  parseRecord,
  replay,
  SandtableError,
  serialize,
  serializeRecord,
  stateHash,
} from '../../src/index.js';
import { playRandomGame } from '../../src/testing/index.js';
import { duel } from '../fixtures/duel.js';

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
    expect(hash).toBe('ece7700df98b319c');
    const script = `import('${new URL('../../src/core/hash.ts', import.meta.url).pathname}').then(m => console.log(m.stateHash(JSON.parse(process.argv[1]))))`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script, JSON.stringify(state)], {
      encoding: 'utf8',
    });
    expect(out.trim()).toBe(hash);
  });
});
