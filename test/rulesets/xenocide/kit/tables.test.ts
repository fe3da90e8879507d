import { legalCommands } from 'sandtable';
import { refused } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import { XENOCIDE_COMMAND_TYPES, xenocide } from '../../../../src/rulesets/xenocide/index';
import {
  BLUE,
  planTurn,
  play,
  RED,
  startGame,
  toFirstActivation,
  toTurnOne,
} from '../../../support/xenocide';

describe('Xenocide as kit tables (issue 13)', () => {
  it('every command type of the schema has a row of the command table, and no other', () => {
    expect([...xenocide.commandTypes].sort()).toEqual([...XENOCIDE_COMMAND_TYPES].sort());
  });

  it('XEN-SCEN-02 the prompt of a decision names the catalogue rules its row implements', () => {
    const game = startGame('random');
    expect(game.game.stage.kind).toBe('roll-scenario');
    expect(game.pending).toEqual([
      expect.objectContaining({ kind: 'roll-scenario', rules: ['XEN-SCEN-01', 'XEN-SCEN-02'] }),
    ]);
  });

  it('XEN-TURN-02 XEN-CP-04 secret plans are asked with the rules of the plan-turn row', () => {
    const game = toTurnOne('attrition', { dice: [] });
    expect(game.pending.map((p) => [p.player, p.rules])).toEqual([
      [RED, ['XEN-TURN-02', 'XEN-CP-04']],
      [BLUE, ['XEN-TURN-02', 'XEN-CP-04']],
    ]);
  });

  it('XEN-TURN-04 XEN-TURN-07 the flow a command asks for runs in the same command (the settle loop)', () => {
    const planned = planTurn(toTurnOne('attrition', { dice: [6, 1] })).state;
    expect(planned.game.stage).toEqual({ kind: 'choose-initiative', player: RED });
    const { state, events } = play(planned, { type: 'choose-initiative', player: RED, first: false });
    // The handler only records the choice; the settle step hands the activation to blue.
    expect(state.game.stage).toEqual({ kind: 'activate', player: BLUE });
    expect(state.game.nextToActivate).toBe(BLUE);
    expect(events.map((e) => e.type)).toEqual(['initiative-chosen']);
    expect(state.pending).toEqual([
      expect.objectContaining({ kind: 'activate', player: BLUE, rules: ['XEN-TURN-07', 'XEN-TURN-13'] }),
    ]);
    expect(legalCommands(state, BLUE).length).toBeGreaterThan(0);
  });

  it('XEN-CP-05 a refused skip names the one rule that forbids it', () => {
    const game = toFirstActivation('attrition');
    expect(game.game.stage).toEqual({ kind: 'activate', player: RED });
    const rejection = refused(game, { type: 'skip-activation', player: RED });
    expect(rejection.code).toBe('illegal-action');
    expect(rejection.rule).toBe('XEN-CP-05');
  });

  it('XEN-TURN-13 a refused activation names its rule; a message naming several rules names none', () => {
    const game = toFirstActivation('attrition');
    const orders = legalCommands(game, RED).find((c) => c.type === 'activate-company');
    if (orders?.type !== 'activate-company') throw new Error('no activate-company offered');
    const twice = refused(game, { ...orders, orders: [...orders.orders, orders.orders[0]] });
    expect(twice.rule).toBe('XEN-TURN-13');
    const wrong = refused(game, { ...orders, company: 'red.c2' });
    expect(wrong.message).toContain('XEN-TURN-02, XEN-TURN-07');
    expect(wrong.rule).toBeUndefined();
  });
});
