import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createMatch,
  defineRuleset,
  type Match,
  manual,
  parseRecord,
  replay,
  scripted,
  seeded,
  serializeRecord,
  UNDO_REFUSAL_CODES,
} from '../../src/index.js';
import { type DuelCommand, type DuelEvent, type DuelSetup, type DuelState, duel } from '../fixtures/duel.js';

const setup = { players: ['red', 'blue'], hp: 3, table: { width: 12, depth: 12 } };

type DuelMatch = Match<DuelState, DuelCommand, DuelEvent, DuelSetup>;

function accept(match: DuelMatch, command: DuelCommand): void {
  const result = match.apply(command);
  if (!result.ok) throw new Error(result.error.message);
}

/** A match with bids red 2, blue 1 made (red acts first), dice as given. */
function afterBids(dice = scripted([])) {
  const match = createMatch(duel, setup, { seed: 1, dice });
  accept(match, { type: 'bid', player: 'red', amount: 2 });
  accept(match, { type: 'bid', player: 'blue', amount: 1 });
  return match;
}

/** The match's record replayed: it must equal the match after every undo. */
function replayed(match: DuelMatch) {
  return replay(parseRecord(serializeRecord(match.record())));
}

describe('undo on createMatch', () => {
  it('has nothing to undo at the start', () => {
    const match = createMatch(duel, setup, { seed: 1 });
    const start = match.state;
    expect(match.canUndo()).toEqual({
      ok: false,
      error: { code: 'nothing-to-undo', message: expect.any(String) },
    });
    expect(match.undo()).toMatchObject({ ok: false, error: { code: 'nothing-to-undo' } });
    expect(match.state).toBe(start);
  });

  it('takes back a secret bid that revealed nothing: state, record and events step back', () => {
    const match = createMatch(duel, setup, { seed: 1 });
    const start = match.state;
    accept(match, { type: 'bid', player: 'red', amount: 3 });
    expect(match.events.map((e) => e.type)).toEqual(['bid-submitted']);
    expect(match.canUndo()).toEqual({ ok: true });
    const undone = match.undo();
    expect(undone).toEqual({ ok: true, state: start });
    expect(match.state).toBe(start);
    expect(match.record().commands).toEqual([]);
    expect(match.events).toEqual([]);
    // Red may now bid differently; the record replays to the same game.
    accept(match, { type: 'bid', player: 'red', amount: 1 });
    expect(match.state.game.bids.choices).toEqual([1, null]);
    expect(replayed(match).state).toEqual(match.state);
  });

  it('refuses to undo the bid that completed the secret choice and revealed both bids', () => {
    const match = afterBids();
    const state = match.state;
    const record = match.record();
    const events = [...match.events];
    expect(match.canUndo()).toMatchObject({ ok: false, error: { code: 'undo-would-reveal-secret' } });
    const refused = match.undo();
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'undo-would-reveal-secret', message: expect.stringMatching(/secret 'bid' choices/) },
    });
    expect(match.state).toBe(state);
    expect(match.record()).toEqual(record);
    expect(match.events).toEqual(events);
  });

  it('steps back over several quiet commands, never past a reveal', () => {
    const match = afterBids();
    const afterReveal = match.state;
    accept(match, { type: 'move', player: 'red', to: { x: 6, y: 4 } });
    const afterMove = match.state;
    accept(match, { type: 'move', player: 'blue', to: { x: 6, y: 8 } });
    expect(match.undo()).toEqual({ ok: true, state: afterMove });
    expect(match.undo()).toEqual({ ok: true, state: afterReveal });
    expect(match.undo()).toMatchObject({ ok: false, error: { code: 'undo-would-reveal-secret' } });
    expect(match.record().commands).toHaveLength(2);
    expect(replayed(match).state).toEqual(match.state);
    expect(replayed(match).events).toEqual(match.events);
  });

  it('refuses to undo a command that rolled scripted or seeded dice', () => {
    for (const dice of [scripted([6, 6]), seeded(5)]) {
      const match = afterBids(dice);
      const before = match.state;
      accept(match, { type: 'attack', player: 'red', target: 'blue' });
      expect(match.canUndo()).toMatchObject({
        ok: false,
        error: {
          code: 'undo-would-reveal-dice',
          message: expect.stringMatching(/'attack' rolled dice \('to-hit'\)/),
        },
      });
      expect(match.undo().ok).toBe(false);
      expect(match.state).not.toBe(before);
    }
  });

  it('with physical dice: the command that asks for dice can be undone, entering them cannot', () => {
    const match = afterBids(manual);
    const before = match.state;
    accept(match, { type: 'attack', player: 'red', target: 'blue' });
    expect(match.state.awaitingDice).toBeDefined();
    expect(match.undo()).toEqual({ ok: true, state: before });
    expect(match.events.map((e) => e.type)).not.toContain('dice-requested');
    accept(match, { type: 'attack', player: 'red', target: 'blue' });
    const result = match.apply({ type: 'provide-dice', player: 'red', dice: [1, 2] });
    expect(result.ok).toBe(true);
    expect(match.canUndo()).toMatchObject({
      ok: false,
      error: { code: 'undo-would-reveal-dice', message: expect.stringMatching(/Physical dice/) },
    });
    expect(replayed(match).state).toEqual(match.state);
  });

  it('refuses a reveal the ruleset declares through its reveals hook', () => {
    const revealing = defineRuleset({
      ...duel,
      id: 'duel-revealing-moves',
      reveals: (_before, _after, command) =>
        command.type === 'move' ? 'the mover showed its hidden card' : undefined,
    });
    const match = createMatch(revealing, setup, { seed: 1, dice: scripted([]) });
    accept(match, { type: 'bid', player: 'red', amount: 2 });
    accept(match, { type: 'bid', player: 'blue', amount: 1 });
    accept(match, { type: 'pass', player: 'red' });
    expect(match.canUndo()).toEqual({ ok: true });
    accept(match, { type: 'move', player: 'blue', to: { x: 6, y: 8 } });
    expect(match.undo()).toMatchObject({
      ok: false,
      error: {
        code: 'undo-would-reveal-secret',
        message: expect.stringMatching(/the mover showed its hidden card/),
      },
    });
  });

  it('defineRuleset refuses a reveals hook that is not a function', () => {
    expect(() => defineRuleset({ ...duel, id: 'duel-bad-reveals', reveals: 'yes' as never })).toThrow(
      /reveals must be a function when given/,
    );
  });

  it('a rejected command changes nothing undo sees', () => {
    const match = afterBids();
    accept(match, { type: 'pass', player: 'red' });
    const state = match.state;
    expect(match.apply({ type: 'pass', player: 'red' }).ok).toBe(false);
    expect(match.undo().ok).toBe(true);
    expect(match.state).not.toBe(state);
    expect(match.state.pending[0]?.player).toBe('red');
  });
});

describe('the undo refusal codes', () => {
  const guide = readFileSync(new URL('../../docs/core.md', import.meta.url), 'utf8');
  it.each(Object.keys(UNDO_REFUSAL_CODES))('%s is documented in docs/core.md', (code) => {
    expect(guide).toContain(`\`${code}\``);
  });
});
