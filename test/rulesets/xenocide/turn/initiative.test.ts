import { eventsFor, viewFor } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  BLUE,
  eventsOf,
  type Game,
  planTurn,
  play,
  playOutTurn,
  RED,
  refused,
  rolls,
  side,
  toTurnOne,
  withDice,
} from '../../../support/xenocide';

/** A turn-2 game (after a turn 1 that `turnOneWinner` won 6–1) waiting for the turn-2 plans. */
function toTurnTwo(turnOneWinner: string, scenario: 'attrition' | 'invasion' = 'attrition'): Game {
  const turnOne = toTurnOne(scenario, { dice: turnOneWinner === RED ? [6, 1] : [1, 6] });
  const planned = planTurn(turnOne).state;
  const ready =
    planned.game.stage.kind === 'choose-initiative'
      ? play(planned, { type: 'choose-initiative', player: turnOneWinner, first: true }).state
      : planned;
  const turnTwo = playOutTurn(ready).state;
  expect(turnTwo.game.turn).toBe(2);
  return turnTwo;
}

describe('initiative', () => {
  it('XEN-TURN-04 both roll a d6 at once; the higher roller chooses to activate first or second', () => {
    const { state, events } = planTurn(toTurnOne('attrition', { dice: [3, 5] }));
    expect(rolls(events)).toEqual([
      { purpose: 'initiative', dice: [3] },
      { purpose: 'initiative', dice: [5] },
    ]);
    expect(eventsOf(events, 'initiative-rolled')[0]?.winner).toBe(BLUE);
    expect(state.game.stage).toEqual({ kind: 'choose-initiative', player: BLUE });
    expect(refused(state, { type: 'choose-initiative', player: RED, first: true }).code).toBe(
      'not-your-turn',
    );
    const second = play(state, { type: 'choose-initiative', player: BLUE, first: false });
    expect(eventsOf(second.events, 'initiative-chosen')).toEqual([
      expect.objectContaining({ player: BLUE, first: RED }),
    ]);
    expect(second.state.game.stage).toEqual({ kind: 'activate', player: RED });
    const first = play(state, { type: 'choose-initiative', player: BLUE, first: true });
    expect(first.state.game.stage).toEqual({ kind: 'activate', player: BLUE });
  });

  it('XEN-TURN-05 an initiative tie from turn 2 goes to the player who lost initiative last turn', () => {
    const blueLostTurnOne = withDice(toTurnTwo(RED), [4, 4]);
    const { state, events } = planTurn(blueLostTurnOne);
    expect(rolls(events).map((r) => r.dice)).toEqual([[4], [4]]);
    expect(state.game.stage).toEqual({ kind: 'choose-initiative', player: BLUE });

    const redLostTurnOne = withDice(toTurnTwo(BLUE), [2, 2]);
    expect(planTurn(redLostTurnOne).state.game.stage).toEqual({ kind: 'choose-initiative', player: RED });
  });

  it('XEN-TURN-05 in Invasion the defender counts as having lost the unrolled turn-1 initiative (R24)', () => {
    // Red attacks; blue defends. Turn 1 has no roll; a turn-2 tie goes to the defender.
    const redAttacks = withDice(toTurnTwo(RED, 'invasion'), [3, 3]);
    expect(planTurn(redAttacks).state.game.stage).toEqual({ kind: 'choose-initiative', player: BLUE });
  });

  it('XEN-TURN-05 the defender wins a turn-2 tie whichever player is listed first (R24)', () => {
    const turnOne = toTurnOne('invasion', { attacker: BLUE });
    const turnTwo = withDice(playOutTurn(planTurn(turnOne).state).state, [5, 5]);
    expect(side(turnTwo, RED).role).toBe('defender');
    expect(planTurn(turnTwo).state.game.stage).toEqual({ kind: 'choose-initiative', player: RED });
  });

  it('XEN-TURN-06 a turn-1 tie is rerolled until it is broken', () => {
    const { state, events } = planTurn(toTurnOne('attrition', { dice: [3, 3, 6, 6, 2, 1] }));
    expect(rolls(events).map((r) => r.dice[0])).toEqual([3, 3, 6, 6, 2, 1]);
    expect(eventsOf(events, 'initiative-rolled')[0]?.rolls.map((r) => r.dice)).toEqual([[2], [1]]);
    expect(state.game.stage).toEqual({ kind: 'choose-initiative', player: RED });
  });

  it('XEN-TURN-06 the turn-1 reroll uses the same number of dice, at no further cost', () => {
    // Red commits 2 CP: 3 dice each roll; blue rolls 1.
    const game = toTurnOne('attrition', { dice: [5, 1, 2, 5, 1, 2, 3, 6] });
    const { state, events } = planTurn(game, { red: { cp: 2 } });
    expect(rolls(events).map((r) => r.dice)).toEqual([[5, 1, 2], [5], [1, 2, 3], [6]]);
    expect(state.game.stage).toEqual({ kind: 'choose-initiative', player: BLUE });
    expect(side(state, RED).cp).toBe(1);
    expect(eventsOf(events, 'cp-spent')).toEqual([expect.objectContaining({ player: RED, cp: 2, left: 1 })]);
  });
});

describe('initiative command points', () => {
  it('XEN-CP-04 each CP committed to initiative adds a die; the highest die counts', () => {
    const game = toTurnOne('attrition', { dice: [1, 2, 6, 5] });
    const { state, events } = planTurn(game, { red: { cp: 2 } });
    expect(rolls(events)).toEqual([
      { purpose: 'initiative', dice: [1, 2, 6] },
      { purpose: 'initiative', dice: [5] },
    ]);
    expect(eventsOf(events, 'initiative-rolled')[0]).toMatchObject({
      winner: RED,
      rolls: [
        { player: RED, cp: 2, dice: [1, 2, 6] },
        { player: BLUE, cp: 0, dice: [5] },
      ],
    });
    expect(side(state, RED).cp).toBe(1);
    expect(side(state, BLUE).cp).toBe(3);
  });

  it('XEN-CP-04 the CP count stays secret until both plans are in and the dice are rolled', () => {
    const game = toTurnOne('attrition', { dice: [1, 2, 6, 5] });
    const red = play(game, {
      type: 'plan-turn',
      player: RED,
      order: ['red.c1', 'red.c2', 'red.c3', 'red.c4'],
      initiativeCp: 2,
    });
    expect(red.events.map((e) => e.type)).toEqual(['turn-planned']);
    expect(JSON.stringify(red.events)).not.toContain('initiativeCp');
    expect(side(red.state, RED).cp).toBe(3);
    const blueView = viewFor(red.state, BLUE).game;
    expect(JSON.stringify(blueView.stage)).not.toContain('initiativeCp');
    expect(JSON.stringify(viewFor(red.state, RED).game.stage)).toContain('"initiativeCp":2');
    expect(blueView.sides.find((s) => s.player === RED)?.activationOrder).toEqual([]);
    // Blue is still asked; red is not asked again.
    expect(red.state.pending.map((p) => [p.player, p.secret])).toEqual([[BLUE, true]]);
    const both = play(red.state, {
      type: 'plan-turn',
      player: BLUE,
      order: ['blue.c1', 'blue.c2', 'blue.c3', 'blue.c4'],
      initiativeCp: 0,
    });
    const revealed = eventsFor(both.events, BLUE).filter((e) => e.type === 'cp-spent');
    expect(revealed).toEqual([expect.objectContaining({ player: RED, cp: 2 })]);
  });

  it('XEN-CP-04 a player cannot commit more CP to initiative than they hold', () => {
    const game = toTurnOne('attrition', { dice: [] });
    const error = refused(game, {
      type: 'plan-turn',
      player: RED,
      order: ['red.c1', 'red.c2', 'red.c3', 'red.c4'],
      initiativeCp: 4,
    });
    expect(error.code).toBe('insufficient-resources');
    expect(error.path).toEqual(['initiativeCp']);
    expect(error.message).toContain('You have 3 CP');
  });
});
