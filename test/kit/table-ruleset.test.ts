import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  createGame,
  defineRuleset,
  type GameState,
  pending,
  SandtableError,
  scripted,
  withScriptedDice,
} from '../../src/index.js';
import {
  byId,
  conceal,
  defineTableRuleset,
  enqueue,
  memoize,
  memoizeBy,
  modifier,
  redact,
  redactEach,
  reveal,
  rulesOf,
  runQueue,
  settle,
} from '../../src/kit/index.js';
import { type DuelCommand, type DuelEvent, type DuelState, duel } from '../fixtures/duel.js';

// The kit in real play: the duel test ruleset is written on it (test/fixtures/duel.ts, the worked example of
// docs/core.md), so these games go through its command table, decision table, settle loop and event rules.
type Duel = GameState<DuelState, DuelCommand, DuelEvent>;

function apply(state: Duel, command: DuelCommand): Duel {
  const result = applyCommand(state, command);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

function redToAct(dice: number[] = []): Duel {
  let s = createGame(duel, { players: ['red', 'blue'], hp: 3, table: { width: 12, depth: 12 } }, { seed: 1 });
  s = apply(s, { type: 'bid', player: 'red', amount: 2 });
  s = apply(s, { type: 'bid', player: 'blue', amount: 1 });
  return withScriptedDice(s, dice);
}

describe('defineTableRuleset', () => {
  it('dispatches each command to its row and tags its events and dice with their rules', () => {
    const result = applyCommand(redToAct([4, 6, 5]), { type: 'attack', player: 'red', target: 'blue' });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.events.map((e) => [e.type, 'rules' in e ? e.rules : undefined])).toEqual([
      ['dice-rolled', ['DUEL-ACT-02']],
      ['attacked', ['DUEL-ACT-02']],
    ]);
    const reacted = applyCommand(result.state, { type: 'react', player: 'blue', dodge: true });
    if (!reacted.ok) throw new Error(reacted.error.message);
    // rollTest: the dodge's die carries its rule and its target; a 5 cancels one hit.
    expect(reacted.events[0]).toMatchObject({
      type: 'dice-rolled',
      purpose: 'dodge',
      dice: [5],
      target: { per: 'die', op: 'atLeast', value: 5 },
      success: true,
      rules: ['DUEL-REA-01'],
    });
    expect(reacted.events.slice(1).map((e) => e.type)).toEqual(['dodged', 'damage-taken']);
    expect(reacted.state.game.fighters.find((f) => f.id === 'blue')?.hp).toBe(2);
  });

  it('fills each prompt with its decision row: the answering commands and the rules behind it', () => {
    const s = createGame(duel, { players: ['red', 'blue'] }, { seed: 2 });
    expect(pending(s).map((p) => [p.kind, p.commands, p.rules])).toEqual([
      ['bid', ['bid'], ['DUEL-BID-01']],
      ['bid', ['bid'], ['DUEL-BID-01']],
    ]);
  });

  it('runs the settle step after every command until it waits (the last pass starts the next round)', () => {
    let s = redToAct();
    s = apply(s, { type: 'pass', player: 'red' });
    const last = applyCommand(s, { type: 'pass', player: 'blue' });
    if (!last.ok) throw new Error(last.error.message);
    expect(last.events.map((e) => e.type)).toEqual(['passed', 'round-started']);
    expect(last.events[1]).toMatchObject({ round: 2, rules: ['DUEL-RND-01'] });
    expect(last.state.game.phase).toBe('bidding');
  });

  it('passes the rule that forbids a command to the rejection', () => {
    const s = redToAct();
    const result = applyCommand(s, { type: 'move', player: 'red', to: { x: 0, y: 0 } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ code: 'out-of-range', rule: 'DUEL-ACT-01' });
    expect(result.state).toBe(s);
  });

  it('reports a settle step that never waits as an engine bug, not a rejection', () => {
    const looping = defineTableRuleset({
      ...duelParts(),
      id: 'looping-duel',
      settle: () => 'continue' as const,
    });
    const s = createGame(looping, { players: ['red', 'blue'] }, { seed: 1, dice: scripted([]) });
    expect(() => applyCommand(s, { type: 'bid', player: 'red', amount: 0 })).toThrow(/did not settle/);
  });
});

/** The duel's own parts, to build variants of it with the kit (only tests need this). */
function duelParts() {
  const { apply: _a, pending: _p, legalCommands: _l, commandTemplates: _t, commandTypes: _c, ...rest } = duel;
  const row = { apply: duel.apply };
  return {
    ...rest,
    stage: (state: DuelState) => ({ kind: state.phase }),
    commands: { bid: row, move: row, attack: row, pass: row, react: row, concede: row },
    decisions: {
      bidding: { accepts: ['bid'] as const, prompt: duel.pending, legal: duel.legalCommands },
      acting: {
        accepts: ['move', 'attack', 'pass'] as const,
        prompt: duel.pending,
        legal: duel.legalCommands,
      },
      reacting: { accepts: ['react'] as const, prompt: duel.pending, legal: duel.legalCommands },
    },
  };
}

describe('byId', () => {
  it('finds by id on frozen lists (indexed once) and drafts (scanned), with one not-found behaviour', () => {
    const s = redToAct();
    const fighters = byId(s.game.fighters, 'fighter');
    expect(fighters.get('blue')?.id).toBe('blue');
    expect(fighters.indexOf('blue')).toBe(1);
    expect(fighters.get('green')).toBeUndefined();
    expect(() => fighters.require('green')).toThrow(SandtableError);
    expect(() => fighters.require('green')).toThrow(/fighter 'green' is missing/);
    produce(s.game, (draft) => {
      draft.fighters.push({ id: 'green', x: 0, y: 0, hp: 1, energy: 0 });
      expect(byId(draft.fighters, 'fighter').require('green').hp).toBe(1);
    });
  });
});

describe('memoize', () => {
  it('computes once per frozen state and every time for a draft', () => {
    let calls = 0;
    const standing = memoize((state: DuelState) => {
      calls++;
      return state.fighters.filter((f) => f.hp > 0).length;
    });
    const s = redToAct().game;
    expect(standing(s)).toBe(2);
    expect(standing(s)).toBe(2);
    expect(calls).toBe(1);
    produce(s, (draft) => {
      expect(standing(draft as DuelState)).toBe(2);
      expect(standing(draft as DuelState)).toBe(2);
    });
    expect(calls).toBe(3);
  });

  it('memoizeBy caches per frozen state and key, an object key by identity', () => {
    let calls = 0;
    const wounded = memoizeBy((state: DuelState, fighter: DuelState['fighters'][number]) => {
      calls++;
      return state.fighters.filter((f) => f !== fighter && f.hp < fighter.hp).length;
    });
    const s = redToAct().game;
    const [first] = s.fighters;
    if (!first) throw new Error('no fighter');
    wounded(s, first);
    wounded(s, first);
    expect(calls).toBe(1);
    wounded(s, { ...first });
    expect(calls).toBe(2);
  });
});

describe('modifiers and queues', () => {
  it('collect the rule IDs of a test and its modifiers once each, in order', () => {
    const cover = modifier('XEN-HIT-04', -1, 'light cover');
    expect(rulesOf('XEN-HIT-03', [cover, modifier('XEN-HIT-04', -1, 'smoke')], ['XEN-HIT-03'])).toEqual([
      'XEN-HIT-03',
      'XEN-HIT-04',
    ]);
  });

  it('resolve a queue head first, replacing a step by the steps it makes, until one waits', () => {
    type Step = { kind: 'hit'; n: number } | { kind: 'save'; n: number } | { kind: 'choose' };
    const log: string[] = [];
    const queue: Step[] = [];
    enqueue(queue, { kind: 'hit', n: 1 }, { kind: 'choose' }, { kind: 'hit', n: 2 });
    const handlers = {
      hit: (_d: unknown, s: { n: number }) => [{ kind: 'save' as const, n: s.n }],
      save: (_d: unknown, s: { n: number }) => {
        log.push(`save ${s.n}`);
        return 'done' as const;
      },
      choose: () => 'wait' as const,
    };
    settle(null, null, (d, c) => runQueue(queue, d, c, handlers));
    expect(log).toEqual(['save 1']);
    expect(queue.map((s) => s.kind)).toEqual(['choose', 'hit']);
  });

  it('keep the steps a handler puts in front of its own head (it is removed by identity)', () => {
    type Step = { kind: 'destroy' } | { kind: 'bail-out' } | { kind: 'next' };
    const queue: Step[] = [{ kind: 'destroy' }, { kind: 'next' }];
    const seen: string[] = [];
    const handlers = {
      destroy: () => {
        queue.unshift({ kind: 'bail-out' });
        seen.push('destroy');
        return 'done' as const;
      },
      'bail-out': () => {
        seen.push('bail-out');
        return 'done' as const;
      },
      next: () => {
        seen.push('next');
        return 'done' as const;
      },
    };
    settle(null, null, (d, c) => runQueue(queue, d, c, handlers));
    expect(seen).toEqual(['destroy', 'bail-out', 'next']);
    expect(queue).toEqual([]);
  });
});

describe('hidden values', () => {
  it('show their value to the owner and, once revealed, to everyone', () => {
    const orders = { a: conceal('red', 'advance'), b: conceal('blue', 'hold') };
    expect(redactEach(orders, 'red')).toEqual({
      a: { owner: 'red', revealed: false, value: 'advance' },
      b: { owner: 'blue', revealed: false, hidden: true },
    });
    expect(JSON.stringify(redactEach(orders, 'red'))).not.toContain('hold');
    expect(redact(reveal(orders.b), 'red')).toEqual({ owner: 'blue', revealed: true, value: 'hold' });
  });
});

it('defineRuleset still takes a hand-written ruleset (the kit is optional)', () => {
  expect(defineRuleset({ ...duel }).id).toBe('duel');
});
