import { describe, expect, it } from 'vitest';
import {
  BLUE,
  endTurnWith,
  eventsOf,
  eventTypes,
  type Game,
  type GameDraft,
  placeUnit,
  planTurn,
  play,
  RED,
  side,
  toTurnOne,
} from '../../../support/xenocide';

/** Invasion turn 1: red attacks from the south edge (value 1000), blue defends; red is about to activate. */
function start(): Game {
  return planTurn(toTurnOne('invasion')).state;
}

/** Sets the sides' losses and the attacker's score so far. */
const setting =
  (
    values: { redLost?: number; blueLost?: number; redScore?: number },
    more: (draft: GameDraft) => void = () => {},
  ) =>
  (draft: GameDraft) => {
    draft.sides[0].lostVp = values.redLost ?? 0;
    draft.sides[1].lostVp = values.blueLost ?? 0;
    draft.sides[0].score = values.redScore ?? 0;
    more(draft);
  };

/** The Mortar Section (48 VP) 24" from red's edge: it scores. */
const mortarsForward = (draft: GameDraft) => placeUnit(draft, 'red.c1.u3', { x: 10, y: 24.5 });

describe('Invasion break tests', () => {
  it('XEN-WIN-08 the attacker tests once its eliminated units reach half its starting army value', () => {
    const below = endTurnWith(start(), setting({ redLost: 499 }));
    expect(below.state.game.stage.kind).toBe('plan-turn');
    const at = endTurnWith(start(), setting({ redLost: 500 }));
    expect(at.state.game.stage).toMatchObject({ kind: 'break-test', tester: RED });
  });

  it('XEN-WIN-08 the defender never takes a break test', () => {
    const { state } = endTurnWith(start(), setting({ blueLost: 900 }));
    expect(state.game.stage.kind).toBe('plan-turn');
    expect(state.outcome).toBeUndefined();
  });

  it('XEN-WIN-09 the attacker spends CP to lower the target and the defender to raise it, both in secret', () => {
    const game = endTurnWith(start(), setting({ redLost: 600 }), [5, 5]).state;
    expect(game.pending.map((p) => [p.player, p.secret])).toEqual([
      [RED, true],
      [BLUE, true],
    ]);
    expect(game.pending[1]?.message).toContain('raise the target');
    const red = play(game, { type: 'commit-break-cp', player: RED, cp: 1 });
    expect(eventTypes(red.events)).toEqual([]);
    const both = play(red.state, { type: 'commit-break-cp', player: BLUE, cp: 3 });
    expect(eventsOf(both.events, 'cp-spent').map((e) => [e.player, e.cp])).toEqual([
      [RED, 1],
      [BLUE, 3],
    ]);
    expect(eventsOf(both.events, 'break-test')).toEqual([
      expect.objectContaining({ player: RED, target: 11, total: 10, passed: false }),
    ]);
    expect(both.state.outcome).toMatchObject({ kind: 'win', winners: [BLUE] });
  });

  it('XEN-WIN-09 a natural 11 or 12 always passes the Invasion break test', () => {
    const game = endTurnWith(start(), setting({ redLost: 600 }), [6, 5]).state;
    const { state, events } = play(
      game,
      { type: 'commit-break-cp', player: RED, cp: 0 },
      { type: 'commit-break-cp', player: BLUE, cp: 3 },
    );
    expect(eventsOf(events, 'break-test')[0]).toMatchObject({ target: 12, total: 11, passed: true });
    expect(state.outcome).toBeUndefined();
  });

  it('XEN-WIN-13 if the attacker fails its break test, the defender wins', () => {
    const game = endTurnWith(start(), setting({ redLost: 600 }), [2, 3]).state;
    const { state } = play(
      game,
      { type: 'commit-break-cp', player: RED, cp: 0 },
      { type: 'commit-break-cp', player: BLUE, cp: 0 },
    );
    expect(state.outcome).toMatchObject({ kind: 'win', winners: [BLUE] });
    expect(state.outcome?.reason).toContain('XEN-WIN-13');
  });
});

describe('Invasion scoring and victory', () => {
  it('XEN-WIN-10 the attacker scores the full value of each unit with a model at least 24" from its edge', () => {
    const { events, state } = endTurnWith(
      start(),
      setting({}, (draft) => {
        mortarsForward(draft);
        // The Recon Team's bases reach to 23.9": short of the line.
        placeUnit(draft, 'red.c4.u2', { x: 30, y: 24.4 });
        // One Heavy Weapons model over the line is enough (R66).
        placeUnit(draft, 'red.c4.u3', { x: 50, y: 20 });
        const hw = draft.units.find((u) => u.id === 'red.c4.u3');
        if (hw?.models[2]) hw.models[2].y = 30;
      }),
    );
    expect(eventsOf(events, 'invasion-scored')).toEqual([
      expect.objectContaining({ player: RED, points: 48 + 54 }),
    ]);
    expect(side(state, RED).score).toBe(102);
  });

  it('XEN-WIN-10 units still in reserve score nothing, and the score accumulates turn after turn', () => {
    const first = endTurnWith(start(), setting({}, mortarsForward), [6, 1]);
    expect(eventsOf(first.events, 'invasion-scored')[0]).toMatchObject({ points: 48, score: 48 });
    const turnTwo = play(planTurn(first.state).state, {
      type: 'choose-initiative',
      player: RED,
      first: true,
    }).state;
    const second = endTurnWith(turnTwo);
    expect(eventsOf(second.events, 'invasion-scored')[0]).toMatchObject({ points: 48, score: 96 });
  });

  it('XEN-WIN-11 the attacker wins when its score exceeds its starting army value', () => {
    const equal = endTurnWith(start(), setting({ redScore: 1000 - 48 }, mortarsForward));
    expect(side(equal.state, RED).score).toBe(1000);
    expect(equal.state.outcome).toBeUndefined();
    const over = endTurnWith(start(), setting({ redScore: 1000 - 47 }, mortarsForward));
    expect(over.state.outcome).toMatchObject({ kind: 'win', winners: [RED] });
    expect(over.state.outcome?.reason).toContain('XEN-WIN-11');
  });

  it('XEN-WIN-12 over both thresholds, the attacker tests first and wins if it passes', () => {
    const game = endTurnWith(start(), setting({ redLost: 600, redScore: 960 }, mortarsForward), [4, 5]);
    expect(eventTypes(game.events).slice(-1)).toEqual(['invasion-scored']);
    expect(game.state.outcome).toBeUndefined();
    const { state, events } = play(
      game.state,
      { type: 'commit-break-cp', player: RED, cp: 0 },
      { type: 'commit-break-cp', player: BLUE, cp: 0 },
    );
    expect(eventTypes(events)).toEqual(['break-test', 'battle-won']);
    expect(state.outcome).toMatchObject({ kind: 'win', winners: [RED] });
  });

  it('XEN-WIN-12 over both thresholds, a failed break test still loses', () => {
    const game = endTurnWith(start(), setting({ redLost: 600, redScore: 960 }, mortarsForward), [4, 4]).state;
    const { state } = play(
      game,
      { type: 'commit-break-cp', player: RED, cp: 0 },
      { type: 'commit-break-cp', player: BLUE, cp: 0 },
    );
    expect(state.outcome).toMatchObject({ kind: 'win', winners: [BLUE] });
  });
});
