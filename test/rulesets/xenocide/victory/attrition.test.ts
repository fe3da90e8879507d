import { describe, expect, it } from 'vitest';
import {
  BLUE,
  eventsOf,
  type Game,
  planTurn,
  play,
  playActivation,
  playOutTurn,
  RED,
  refused,
  rolls,
  side,
  toFirstActivation,
  withDice,
  withSideLosses,
} from '../../../support/xenocide';

/** Attrition at red's first activation with these losses; `faces` script the dice from there. */
function withLosses(losses: { red?: number; blue?: number }, faces: number[] = []): Game {
  return withSideLosses(toFirstActivation('attrition'), losses, faces);
}

describe('Attrition break tests', () => {
  it('XEN-WIN-01 losses past the threshold are only tested at the end of the turn', () => {
    const game = withLosses({ red: 600 }, [6, 6]);
    const afterOne = playActivation(game).state;
    expect(afterOne.game.stage).toEqual({ kind: 'activate', player: BLUE });
    expect(afterOne.outcome).toBeUndefined();
    const { state } = playOutTurn(afterOne);
    expect(state.game.stage).toMatchObject({ kind: 'break-test', tester: RED });
  });

  it('XEN-WIN-01 without losses an Attrition battle never ends on its own', () => {
    let state = toFirstActivation('attrition');
    for (let turn = 1; turn <= 3; turn++) {
      state = playOutTurn(state).state;
      expect(state.outcome).toBeUndefined();
      state = play(withDice(planTurn(withDice(state, [6, 1])).state, []), {
        type: 'choose-initiative',
        player: RED,
        first: true,
      }).state;
    }
    expect(state.game.turn).toBe(4);
  });

  it('XEN-WIN-03 a player who has lost at least half their army value tests at the end of the turn', () => {
    // Red's army is worth 1000 VP: 500 lost is half, 499 is not.
    expect(side(withLosses({}), RED).value).toBe(1000);
    const below = playOutTurn(withLosses({ red: 499 }, [6, 1]));
    expect(below.state.game.stage.kind).toBe('plan-turn');
    const at = playOutTurn(withLosses({ red: 500 }));
    expect(at.state.game.stage).toMatchObject({ kind: 'break-test', tester: RED, queue: [] });
    expect(at.state.pending.map((p) => [p.player, p.kind, p.secret])).toEqual([[RED, 'break-test', true]]);
  });

  it('XEN-WIN-03 the break test passes on 2d6 of 9 or more', () => {
    const at = (faces: number[]) => playOutTurn(withLosses({ red: 600 }, faces)).state;
    const nine = play(at([4, 5]), { type: 'commit-break-cp', player: RED, cp: 0 });
    expect(eventsOf(nine.events, 'break-test')).toEqual([
      expect.objectContaining({ player: RED, target: 9, total: 9, passed: true }),
    ]);
    expect(rolls(nine.events)).toEqual([{ purpose: 'break-test', dice: [4, 5] }]);
    expect(nine.state.outcome).toBeUndefined();
    const eight = play(at([4, 4]), { type: 'commit-break-cp', player: RED, cp: 0 });
    expect(eventsOf(eight.events, 'break-test')[0]).toMatchObject({ total: 8, passed: false });
  });

  it('XEN-WIN-03 a player over the threshold tests again at the end of every turn (R20)', () => {
    const first = play(playOutTurn(withLosses({ red: 600 }, [6, 6, 6, 1])).state, {
      type: 'commit-break-cp',
      player: RED,
      cp: 0,
    }).state;
    const turnTwo = play(planTurn(first).state, {
      type: 'choose-initiative',
      player: RED,
      first: true,
    }).state;
    const { state } = playOutTurn(turnTwo);
    expect(state.game.turn).toBe(2);
    expect(state.game.stage).toMatchObject({ kind: 'break-test', tester: RED });
  });

  it('XEN-WIN-04 a player who fails a break test loses the battle at once', () => {
    const game = playOutTurn(withLosses({ red: 600 }, [1, 2])).state;
    const { state, events } = play(game, { type: 'commit-break-cp', player: RED, cp: 0 });
    expect(state.outcome).toMatchObject({ kind: 'win', winners: [BLUE] });
    expect(state.outcome?.reason).toContain('XEN-WIN-04');
    expect(eventsOf(events, 'battle-won')).toEqual([expect.objectContaining({ player: BLUE })]);
    expect(events.at(-1)).toMatchObject({ type: 'game-ended' });
    expect(eventsOf(events, 'cp-discarded')).toEqual([]);
    expect(state.pending).toEqual([]);
    expect(refused(state, { type: 'plan-turn', player: RED, order: [], initiativeCp: 0 }).code).toBe(
      'game-over',
    );
  });

  it('XEN-WIN-05 before rolling, the tester may spend leftover CP to lower the target by 1 each', () => {
    const game = playOutTurn(withLosses({ red: 600 }, [3, 4])).state;
    const { state, events } = play(game, { type: 'commit-break-cp', player: RED, cp: 2 });
    expect(eventsOf(events, 'break-test')[0]).toMatchObject({ target: 7, total: 7, passed: true });
    expect(state.outcome).toBeUndefined();
    // The opponent has no say in an Attrition break test.
    expect(game.pending.map((p) => p.player)).toEqual([RED]);
    expect(refused(game, { type: 'commit-break-cp', player: BLUE, cp: 3 }).code).toBe('not-your-turn');
  });
});

describe('Attrition: both players over the threshold', () => {
  it('XEN-WIN-06 the player who lost more rolls first; if they fail, the other wins without rolling', () => {
    const game = playOutTurn(withLosses({ red: 500, blue: 700 }, [2, 2])).state;
    expect(game.game.stage).toMatchObject({ kind: 'break-test', tester: BLUE, queue: [RED] });
    const { state, events } = play(game, { type: 'commit-break-cp', player: BLUE, cp: 0 });
    expect(eventsOf(events, 'break-test').map((e) => e.player)).toEqual([BLUE]);
    expect(rolls(events)).toHaveLength(1);
    expect(state.outcome).toMatchObject({ kind: 'win', winners: [RED] });
  });

  it('XEN-WIN-06 if the first passes, the other player then tests', () => {
    const game = playOutTurn(withLosses({ red: 500, blue: 700 }, [6, 6, 1, 1])).state;
    const blueTest = play(game, { type: 'commit-break-cp', player: BLUE, cp: 0 });
    expect(blueTest.state.game.stage).toMatchObject({ kind: 'break-test', tester: RED, queue: [] });
    const redTest = play(blueTest.state, { type: 'commit-break-cp', player: RED, cp: 3 });
    expect(eventsOf(redTest.events, 'break-test')[0]).toMatchObject({
      player: RED,
      target: 6,
      total: 2,
      passed: false,
    });
    expect(redTest.state.outcome).toMatchObject({ kind: 'win', winners: [BLUE] });
  });

  it('XEN-WIN-06 with equal losses both roll: exactly one failing loses (R20)', () => {
    const game = playOutTurn(withLosses({ red: 600, blue: 600 }, [1, 1, 5, 5])).state;
    expect(game.game.stage).toMatchObject({ kind: 'break-test', equalLosses: true });
    const first = play(game, { type: 'commit-break-cp', player: RED, cp: 0 });
    expect(first.state.outcome).toBeUndefined();
    const second = play(first.state, { type: 'commit-break-cp', player: BLUE, cp: 0 });
    expect(
      eventsOf([...first.events, ...second.events], 'break-test').map((e) => [e.player, e.passed]),
    ).toEqual([
      [RED, false],
      [BLUE, true],
    ]);
    expect(second.state.outcome).toMatchObject({ kind: 'win', winners: [BLUE] });
  });

  it('XEN-WIN-06 with equal losses both failing is a draw and both passing plays on (R20)', () => {
    const both = (faces: number[]) =>
      play(
        playOutTurn(withLosses({ red: 600, blue: 600 }, faces)).state,
        { type: 'commit-break-cp', player: RED, cp: 0 },
        { type: 'commit-break-cp', player: BLUE, cp: 0 },
      ).state;
    expect(both([1, 1, 2, 2]).outcome).toMatchObject({ kind: 'draw' });
    const passed = both([6, 6, 5, 4]);
    expect(passed.outcome).toBeUndefined();
    expect(passed.game.turn).toBe(2);
  });
});
