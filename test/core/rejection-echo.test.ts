import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  createGame,
  createMatch,
  deserialize,
  type GameState,
  parseRecord,
  replay,
  SandtableError,
  scripted,
  serialize,
  serializeRecord,
} from '../../src/index.js';
import { type DuelCommand, type DuelEvent, type DuelState, duel } from '../fixtures/duel.js';

type Duel = GameState<DuelState, DuelCommand, DuelEvent>;

const MB = 'x'.repeat(1_000_000);
/** Far above any real message, far below anything that repeats a 1 MB input. */
const SHORT = 600;

const setup = { players: ['red', 'blue'], hp: 3, table: { width: 12, depth: 12 } };

function redToAct(): Duel {
  let s: Duel = createGame(duel, setup, { seed: 1, dice: scripted([]) });
  for (const command of [
    { type: 'bid', player: 'red', amount: 2 },
    { type: 'bid', player: 'blue', amount: 1 },
  ] as const) {
    const result = applyCommand(s, command);
    if (!result.ok) throw new Error(result.error.message);
    s = result.state;
  }
  return s;
}

function rejection(state: Duel, command: unknown) {
  const result = applyCommand(state, command as DuelCommand);
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('accepted');
  expect(JSON.stringify(result.error).length).toBeLessThan(4 * SHORT);
  return result.error;
}

function thrown(run: () => unknown): SandtableError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SandtableError);
    return error as SandtableError;
  }
  throw new Error('did not throw');
}

describe('rejection messages cut what they repeat of the input', () => {
  it('a 1 MB unknown key', () => {
    const error = rejection(redToAct(), { type: 'pass', player: 'red', [MB]: 1 });
    expect(error.code).toBe('invalid-payload');
    expect(error.message.length).toBeLessThan(SHORT);
    expect(error.message).toMatch(/Unrecognized key: "x{60}…"/);
  });

  it('a 1 MB key deep in the command is cut in the message and the path', () => {
    const error = rejection(redToAct(), { type: 'move', player: 'red', to: { x: 1, y: 1, [MB]: 2 } });
    expect(error.message.length).toBeLessThan(SHORT);
    const nested = rejection(redToAct(), { type: 'move', player: 'red', to: { [MB]: { a: () => 1 } } });
    expect(nested.message.length).toBeLessThan(SHORT);
    expect(String(nested.path?.[1]).length).toBeLessThan(100);
  });

  it('a 1 MB player id, with a prompted and a standing command type', () => {
    const notAsked = rejection(redToAct(), { type: 'pass', player: MB });
    expect(notAsked.code).toBe('not-your-turn');
    expect(notAsked.message.length).toBeLessThan(SHORT);
    const standing = rejection(redToAct(), { type: 'concede', player: MB });
    expect(standing.code).toBe('not-your-turn');
    expect(standing.message.length).toBeLessThan(SHORT);
  });

  it('a 1 MB command type and a 1 MB id the ruleset repeats', () => {
    const type = rejection(redToAct(), { type: MB, player: 'red' });
    expect(type.code).toBe('unknown-command');
    expect(type.message.length).toBeLessThan(SHORT);
    const target = rejection(redToAct(), { type: 'attack', player: 'red', target: MB });
    expect(target.code).toBe('unknown-entity');
    expect(target.message).toMatch(/^'x{60}…' is not an enemy fighter still standing\.$/);
  });

  it('a 1 MB key or ruleset id in a save or record', () => {
    const save = JSON.parse(serialize(createGame(duel, setup, { seed: 1 })));
    save.state[MB] = 1;
    expect(thrown(() => deserialize(JSON.stringify(save), duel)).message.length).toBeLessThan(SHORT);
    save.state = { ...save.state, [MB]: undefined, ruleset: MB };
    expect(thrown(() => deserialize(JSON.stringify(save))).message.length).toBeLessThan(SHORT);
    const record = createMatch(duel, setup, { seed: 1 }).record();
    expect(
      thrown(() => parseRecord(serializeRecord({ ...record, [MB]: 1 } as never))).message.length,
    ).toBeLessThan(SHORT);
    expect(thrown(() => parseRecord(`{${MB}`)).message.length).toBeLessThan(SHORT);
    const tampered = { ...record, commands: [{ type: MB, player: MB }] };
    expect(thrown(() => replay(tampered)).message.length).toBeLessThan(SHORT);
  });

  it('a 1 MB unknown key in a setup, and a setup Proxy whose trap throws', () => {
    const error = thrown(() => createGame(duel, { ...setup, [MB]: 1 } as never, { seed: 1 }));
    expect(error.code).toBe('invalid-setup');
    expect(error.message.length).toBeLessThan(SHORT);
    expect(JSON.stringify(error.details).length).toBeLessThan(SHORT);
    const hostile = new Proxy(setup, {
      get: () => {
        throw new Error('trap');
      },
    });
    expect(thrown(() => createGame(duel, hostile, { seed: 1 })).code).toBe('invalid-setup');
  });
});
