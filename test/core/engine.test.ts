import { describe, expect, it } from 'vitest';
import {
  applyCommand,
  createGame,
  createMatch,
  defineRuleset,
  eventsFor,
  type GameState,
  gameFromState,
  legalCommands,
  manual,
  pending,
  replay,
  SandtableError,
  scripted,
  validateCommand,
  viewFor,
  withScriptedDice,
} from '../../src/index.js';
import { type DuelCommand, type DuelEvent, type DuelState, duel } from '../fixtures/duel.js';

type Duel = GameState<DuelState, DuelCommand, DuelEvent>;

const setup = { players: ['red', 'blue'], hp: 3 };

function apply(state: Duel, command: DuelCommand): Duel {
  const result = applyCommand(state, command);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

/** A duel past bidding, red to act, fighters 4" apart. */
function redToAct(dice: number[] = []): Duel {
  let s = createGame(duel, { ...setup, table: { width: 12, depth: 12 } }, { seed: 1, dice: scripted([]) });
  s = apply(s, { type: 'bid', player: 'red', amount: 2 });
  s = apply(s, { type: 'bid', player: 'blue', amount: 1 });
  return withScriptedDice(s, dice);
}

describe('createGame', () => {
  it('builds a frozen state that says who must decide', () => {
    const s = createGame(duel, setup, { seed: 7 });
    expect(Object.isFrozen(s)).toBe(true);
    expect(Object.isFrozen(s.game.fighters[0])).toBe(true);
    expect(pending(s).map((p) => [p.player, p.kind, p.secret])).toEqual([
      ['red', 'bid', true],
      ['blue', 'bid', true],
    ]);
    expect(s.dice.kind).toBe('seeded');
  });

  it('rejects a bad setup with a readable SandtableError', () => {
    const bad = () => createGame(duel, { players: ['red'] } as never, { seed: 1 });
    expect(bad).toThrow(SandtableError);
    expect(bad).toThrow(/setup is not valid: players/);
  });

  it('requires a seed', () => {
    expect(() => createGame(duel, setup, {} as never)).toThrow(/seed is required/);
  });
});

describe('applyCommand', () => {
  it('returns a new state and the events, in order, with every die', () => {
    const s = redToAct([4, 6, 2]);
    const result = applyCommand(s, { type: 'attack', player: 'red', target: 'blue' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.events.map((e) => e.type)).toEqual(['dice-rolled', 'attacked']);
    expect(result.events[0]).toMatchObject({
      purpose: 'to-hit',
      dice: [4, 6],
      successes: 2,
      visibleTo: 'all',
    });
    expect(result.state.game.attack).toEqual({ attacker: 'red', defender: 'blue', hits: 2 });
    expect(pending(result.state)).toEqual([
      {
        player: 'blue',
        kind: 'react',
        commands: ['react'],
        constraints: 2,
        rules: ['DUEL-REA-01', 'DUEL-REA-02'],
      },
    ]);
    expect(s.game.phase).toBe('acting');
  });

  it('stops for a mid-resolution decision and resumes with it', () => {
    let s = redToAct([4, 6, 5]);
    s = apply(s, { type: 'attack', player: 'red', target: 'blue' });
    const result = applyCommand(s, { type: 'react', player: 'blue', dodge: true });
    expect(result.ok && result.events.map((e) => e.type)).toEqual(['dice-rolled', 'dodged', 'damage-taken']);
    expect(result.state.game.fighters[1]).toMatchObject({ hp: 2, energy: 1 });
  });

  it('rejects a command from a player who is not asked, naming who is', () => {
    const s = redToAct();
    const result = applyCommand(s, { type: 'pass', player: 'blue' });
    expect(result).toMatchObject({ ok: false, events: [], error: { code: 'not-your-turn' } });
    expect(result.state).toBe(s);
    expect(!result.ok && result.error.message).toMatch(/waiting for red \(act\)/);
  });

  it('rejects a command type that does not answer the prompt', () => {
    const s = redToAct();
    const result = applyCommand(s, { type: 'bid', player: 'red', amount: 1 });
    expect(result).toMatchObject({ ok: false, error: { code: 'unexpected-command' } });
    expect(result.state).toBe(s);
  });

  it('rejects a rule violation from the ruleset with its code and path, state untouched', () => {
    const s = redToAct();
    const result = applyCommand(s, { type: 'move', player: 'red', to: { x: 6, y: 11.9 } });
    expect(result).toMatchObject({ ok: false, error: { code: 'out-of-range', path: ['to'] } });
    expect(result.state).toBe(s);
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['an array', [1, 2]],
    ['no type', { player: 'red' }],
    ['an unknown type', { type: 'fly', player: 'red' }],
    ['NaN coordinates', { type: 'move', player: 'red', to: { x: Number.NaN, y: 1 } }],
    ['Infinity', { type: 'move', player: 'red', to: { x: Number.POSITIVE_INFINITY, y: 1 } }],
    ['an extra field', { type: 'pass', player: 'red', sneaky: true }],
    ['a __proto__ key', JSON.parse('{"type":"pass","player":"red","__proto__":{"admin":true}}')],
    ['a constructor key', { type: 'pass', player: 'red', constructor: 'x' }],
    ['a huge array', { type: 'move', player: 'red', to: new Array(1_000_000).fill(0) }],
    [
      'a throwing getter',
      Object.defineProperty({ player: 'red' }, 'type', {
        get() {
          throw new Error('boom');
        },
        enumerable: true,
      }),
    ],
  ])('rejects %s as data, never throwing', (_, input) => {
    const s = redToAct();
    const result = applyCommand(s, input as never);
    expect(result.ok).toBe(false);
    expect(result.state).toBe(s);
    expect(result.events).toEqual([]);
    expect(!result.ok && result.error.message.length).toBeGreaterThan(10);
  });

  it('explains malformed payloads with the path', () => {
    const result = applyCommand(redToAct(), { type: 'move', player: 'red', to: { x: 'far', y: 1 } } as never);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-payload', path: ['to', 'x'] } });
    expect(!result.ok && result.error.message).toMatch(/'move' command is malformed at to\.x/);
  });

  it('rejects everything once the game is over', () => {
    let s = createGame(
      duel,
      { ...setup, hp: 1, table: { width: 12, depth: 12 } },
      { seed: 1, dice: scripted([6, 6]) },
    );
    s = apply(s, { type: 'bid', player: 'red', amount: 1 });
    s = apply(s, { type: 'bid', player: 'blue', amount: 0 });
    const hit = applyCommand(s, { type: 'attack', player: 'red', target: 'blue' });
    if (!hit.ok) throw new Error(hit.error.message);
    const end = applyCommand(hit.state, { type: 'react', player: 'blue', dodge: false });
    expect(end.ok && end.events.at(-1)).toMatchObject({
      type: 'game-ended',
      outcome: { kind: 'win', winners: ['red'] },
    });
    expect(end.state.outcome).toMatchObject({ kind: 'win', winners: ['red'] });
    expect(pending(end.state)).toEqual([]);
    expect(applyCommand(end.state, { type: 'pass', player: 'red' })).toMatchObject({
      error: { code: 'game-over' },
    });
  });

  it('throws an engine-bug error when a ruleset rejects after rolling dice', () => {
    // A defect in a ruleset, not in the player's command: it must be loud, not a silent rejection.
    const sloppy = defineRuleset({
      ...duel,
      id: 'sloppy-duel',
      apply(_draft, command, ctx) {
        ctx.dice.d6('whatever', command.player);
        return ctx.reject('illegal-action', 'too late to say no');
      },
    });
    const s = createGame(sloppy, setup, { seed: 1 });
    expect(() => applyCommand(s, { type: 'bid', player: 'red', amount: 0 })).toThrow(
      /rejected after rolling dice; rulesets must validate before they roll/,
    );
  });

  it('defineRuleset refuses a ruleset without schemas.state: loads could not check its states', () => {
    const { state: _state, ...schemas } = duel.schemas;
    expect(() => defineRuleset({ ...duel, id: 'stateless-duel', schemas } as never)).toThrow(
      /schemas\.setup, schemas\.command and schemas\.state are required/,
    );
  });
});

describe('validateCommand', () => {
  it('gives the same verdict as applyCommand and keeps nothing', () => {
    const s = redToAct([1, 1]);
    expect(validateCommand(s, { type: 'move', player: 'red', to: { x: 6, y: 5 } })).toEqual({ ok: true });
    expect(validateCommand(s, { type: 'move', player: 'red', to: { x: 6, y: 12 } })).toMatchObject({
      ok: false,
      error: { code: 'out-of-range' },
    });
    expect(s.game.fighters[0]).toMatchObject({ x: 6, y: 2 });
  });
});

describe('secret simultaneous choices', () => {
  it('are collected from every player before any is revealed', () => {
    let s = createGame(duel, setup, { seed: 3, dice: scripted([]) });
    const first = applyCommand(s, { type: 'bid', player: 'red', amount: 3 });
    if (!first.ok) throw new Error(first.error.message);
    // The kit tags every event with the rules its type names (the duel's events table).
    expect(first.events).toEqual([
      { type: 'bid-submitted', player: 'red', rules: ['DUEL-BID-01'], visibleTo: 'all' },
    ]);
    s = first.state;
    expect(viewFor(s, 'blue').game.bids.choices).toEqual(['hidden', null]);
    expect(viewFor(s, 'red').game.bids.choices).toEqual([3, null]);
    expect(applyCommand(s, { type: 'bid', player: 'red', amount: 1 })).toMatchObject({
      error: { code: 'not-your-turn' },
    });
    const second = applyCommand(s, { type: 'bid', player: 'blue', amount: 0 });
    expect(second.ok && second.events.map((e) => e.type)).toEqual([
      'bid-submitted',
      'bids-revealed',
      'turn-order-decided',
    ]);
  });
});

describe('viewFor and eventsFor', () => {
  it('hides the seed and the dice generator state so a player cannot predict rolls', () => {
    const s = createGame(duel, setup, { seed: 'secret-seed-3' });
    const view = viewFor(s, 'red');
    expect(view.dice).toEqual({ kind: 'hidden' });
    expect(view.viewer).toBe('red');
    expect('seed' in view).toBe(false);
    expect(JSON.stringify(view)).not.toContain('secret-seed-3');
    for (const word of s.dice.kind === 'seeded' ? s.dice.rng : []) {
      expect(JSON.stringify(view)).not.toContain(String(word));
    }
    const acting = viewFor(redToAct([6, 6]), 'red');
    expect(acting.dice).toEqual({ kind: 'hidden' });
    expect(JSON.stringify(acting)).not.toContain('"values"');
    // @ts-expect-error a view is not a game state: the types refuse it, and so does the engine at run time.
    expect(() => applyCommand(acting, { type: 'attack', player: 'red', target: 'blue' })).toThrow(
      /player view/,
    );
  });

  it("shows a waiting manual roll as what is asked and who rolls, never the other player's command", () => {
    let s = createGame(duel, setup, { seed: 1, dice: manual });
    s = apply(s, { type: 'bid', player: 'red', amount: 2 });
    // Blue's bid ties: the roll-off waits for red's die while blue's secret bid is the pending command.
    s = apply(s, { type: 'bid', player: 'blue', amount: 2 });
    expect(s.awaitingDice?.command).toMatchObject({ player: 'blue', amount: 2 });
    for (const viewer of ['red', 'blue']) {
      const view = viewFor(s, viewer);
      expect(view.dice).toEqual({ kind: 'manual' });
      expect(view.awaitingDice).toEqual({
        request: { purpose: 'roll-off', count: 1, sides: 6, player: 'red', rules: ['DUEL-BID-02'] },
        player: 'red',
      });
      expect(JSON.stringify(view.awaitingDice)).not.toContain('amount');
    }
  });

  it('filters events by visibility', () => {
    const events = [
      { type: 'a', visibleTo: 'all' as const },
      { type: 'b', visibleTo: ['red'] },
      { type: 'c', visibleTo: ['blue'] },
    ];
    expect(eventsFor(events, 'red').map((e) => e.type)).toEqual(['a', 'b']);
  });
});

describe('manual dice', () => {
  it('stops with a roll prompt and resumes when provide-dice answers it', () => {
    let s = createGame(duel, { ...setup, table: { width: 12, depth: 12 } }, { seed: 1, dice: manual });
    s = apply(s, { type: 'bid', player: 'red', amount: 2 });
    s = apply(s, { type: 'bid', player: 'blue', amount: 1 });
    const asked = applyCommand(s, { type: 'attack', player: 'red', target: 'blue' });
    if (!asked.ok) throw new Error(asked.error.message);
    expect(asked.events).toEqual([
      {
        type: 'dice-requested',
        purpose: 'to-hit',
        count: 2,
        sides: 6,
        player: 'red',
        rules: ['DUEL-ACT-02'],
        roller: 'red',
        visibleTo: 'all',
      },
    ]);
    expect(pending(asked.state)).toMatchObject([{ player: 'red', kind: 'roll', commands: ['provide-dice'] }]);
    expect(legalCommands(asked.state, 'red')).toEqual([]);
    expect(applyCommand(asked.state, { type: 'pass', player: 'red' })).toMatchObject({
      error: { code: 'awaiting-dice' },
    });
    expect(applyCommand(asked.state, { type: 'provide-dice', player: 'red', dice: [7, 1] })).toMatchObject({
      error: { code: 'invalid-dice', path: ['dice', 0] },
    });
    expect(applyCommand(asked.state, { type: 'provide-dice', player: 'red', dice: [5] })).toMatchObject({
      error: { code: 'invalid-dice' },
    });
    const rolled = applyCommand(asked.state, { type: 'provide-dice', player: 'red', dice: [5, 1] });
    if (!rolled.ok) throw new Error(rolled.error.message);
    expect(rolled.events.map((e) => e.type)).toEqual(['dice-rolled', 'attacked']);
    expect(rolled.state.game.attack).toEqual({ attacker: 'red', defender: 'blue', hits: 1 });
    expect(rolled.state.awaitingDice).toBeUndefined();
    expect(applyCommand(rolled.state, { type: 'provide-dice', player: 'blue', dice: [1] })).toMatchObject({
      error: { code: 'not-awaiting-dice' },
    });
  });

  it('replays a manual game from its record', () => {
    const match = createMatch(duel, setup, { seed: 1, dice: manual });
    match.apply({ type: 'bid', player: 'red', amount: 1 });
    match.apply({ type: 'bid', player: 'blue', amount: 1 });
    match.apply({ type: 'provide-dice', player: 'red', dice: [6] });
    match.apply({ type: 'provide-dice', player: 'blue', dice: [2] });
    expect(match.state.game.order).toEqual(['red', 'blue']);
    const again = replay(match.record());
    expect(again.state).toEqual(match.state);
    expect(again.events).toEqual(match.events);
  });
});

describe('scripted dice', () => {
  it('fail with an error naming the roll when they run out', () => {
    const s = redToAct([6]);
    expect(() => applyCommand(s, { type: 'attack', player: 'red', target: 'blue' })).toThrow(
      /scripted dice ran out at roll 'to-hit': it needs 2 d6, 1 scripted value\(s\) are left/,
    );
  });

  it('refuse a value that is not a face of the die', () => {
    const s = redToAct([7, 1]);
    expect(() => applyCommand(s, { type: 'attack', player: 'red', target: 'blue' })).toThrow(
      /not a face of a d6/,
    );
  });
});

describe('gameFromState', () => {
  it('starts a game from a hand-built position, with prompts and outcome computed', () => {
    const start = createGame(duel, setup, { seed: 1 }).game;
    const position = { ...start, phase: 'acting' as const, order: ['blue', 'red'], turn: 0 };
    const s = gameFromState(duel, position, { seed: 1, dice: scripted([6, 6]) });
    expect(pending(s)).toEqual([
      {
        player: 'blue',
        kind: 'act',
        commands: ['move', 'attack', 'pass'],
        rules: ['DUEL-ACT-01', 'DUEL-ACT-02', 'DUEL-ACT-03'],
      },
    ]);
    expect(Object.isFrozen(s.game)).toBe(true);
    expect(s.game).not.toBe(position);
  });
});

describe('standing commands', () => {
  it('a player who is not prompted may send a standing command (conceding), and the game ends', () => {
    const s = redToAct();
    const result = applyCommand(s, { type: 'concede', player: 'blue' });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.events.map((e) => e.type)).toEqual(['conceded', 'fighter-down', 'game-ended']);
    expect(result.state.outcome).toMatchObject({ kind: 'win', winners: ['red'] });
  });

  it('other command types from a player who is not prompted are still not-your-turn', () => {
    const s = redToAct();
    expect(applyCommand(s, { type: 'pass', player: 'blue' })).toMatchObject({
      error: { code: 'not-your-turn' },
    });
  });

  it('a player the ruleset gives no standing command is refused as usual', () => {
    const s = createGame(duel, { players: ['red', 'blue', 'green'], hp: 3 }, { seed: 1, dice: scripted([]) });
    const down = gameFromState(
      duel,
      { ...s.game, fighters: s.game.fighters.map((f) => (f.id === 'green' ? { ...f, hp: 0 } : f)) },
      { seed: 1 },
    );
    expect(applyCommand(down, { type: 'concede', player: 'green' })).toMatchObject({
      error: { code: 'not-your-turn' },
    });
  });
});
