import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  aPosition,
  aUnit,
  eventsOf,
  type Game,
  gameOf,
  inPhase,
  play,
  refused,
  row,
  unitIn,
} from '../../../support/xenocide';

/** Red's Second Movement: red.c1.u1 on Assault orders 10" from blue.c1.u1. */
function position(): XenocideState {
  return inPhase(
    aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: row(10, 10, 3), order: 'assault' }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 20, 4) }),
      ],
    }),
    'second-movement',
    'red',
    ['red.c1.u1'],
  );
}

const charge: XenocideCommand = {
  type: 'move-unit',
  player: 'red',
  unit: 'red.c1.u1',
  mode: 'normal',
  models: row(10, 16, 3).map((at, i) => ({ model: `red.c1.u1.m${i + 1}`, path: [at] })),
};

function answerAll(game: Game, until: string): Game {
  let state = game;
  for (let i = 0; i < 40 && state.pending[0]?.kind !== until; i++) {
    const prompt = state.pending[0];
    if (!prompt) break;
    state = play(state, legalCommands(state, prompt.player)[0] as XenocideCommand).state;
  }
  return state;
}

describe('XEN-TURN-14 the Close Assault phase', () => {
  it('XEN-TURN-14 while a close assault is fought its prompts replace the phase: end-phase is refused', () => {
    const { state } = play(gameOf(position()), charge, { type: 'end-phase', player: 'red' });
    expect(state.pending.map((p) => p.kind)).toEqual(['assault-maneuver']);
    expect(refused(state, { type: 'end-phase', player: 'red' }).code).toBe('not-your-turn');
    const redTurn = play(state, { type: 'assault-maneuver', player: 'blue', moves: [] }).state;
    expect(redTurn.pending[0]).toMatchObject({ player: 'red', kind: 'assault-maneuver' });
    expect(refused(redTurn, { type: 'end-phase', player: 'red' }).code).toBe('unexpected-command');
    expect(legalCommands(redTurn, 'red').every((c) => c.type === 'assault-maneuver')).toBe(true);
  });

  it('XEN-END-01 XEN-SUP-26 after the assaults the Morale phase follows, and a unit suppressed in the assault it began may rally', () => {
    const dice = [
      ...[1, 1, 1, 1], // red's 4 attack dice miss
      ...[1, 1], // blue's bonus defence dice
      ...[4, 4, 1, 1, 1, 1, 1, 1], // blue's attack dice: two red troopers die
      ...[1, 1, 1, 1], // red's defence dice
      ...[1, 1], // red's test fails
      ...[3, 3], // blue's holds
      ...[6, 6], // red's rally
    ];
    const { state } = play(gameOf(position(), dice), charge, { type: 'end-phase', player: 'red' });
    const over = answerAll(state, 'close-assault');
    expect(unitIn(over, 'red.c1.u1').suppression).toBe(1);
    const morale = play(over, { type: 'end-phase', player: 'red' }).state;
    expect(morale.pending[0]).toMatchObject({ player: 'red', kind: 'morale' });
    expect(legalCommands(morale, 'red')).toContainEqual({
      type: 'rally',
      player: 'red',
      unit: 'red.c1.u1',
      cpDie: false,
    });
    const rallied = play(morale, { type: 'rally', player: 'red', unit: 'red.c1.u1', cpDie: false });
    expect(eventsOf(rallied.events, 'rallied')).toEqual([expect.objectContaining({ passed: true })]);
  });
});
