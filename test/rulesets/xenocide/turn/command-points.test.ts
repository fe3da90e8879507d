import { legalCommands, viewFor } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  activateNext,
  BLUE,
  edit,
  eventsOf,
  finishActivation,
  type Game,
  planTurn,
  play,
  playActivation,
  playOutTurn,
  RED,
  refused,
  side,
  toFirstActivation,
  toTurnOne,
  unitsOf,
  withSideLosses,
} from '../../../support/xenocide';

const allOrders = (game: Game, company: string, except: readonly string[] = []) =>
  unitsOf(game, company)
    .filter((unit) => !except.includes(unit))
    .map((unit) => ({ unit, order: 'move-and-fire' as const }));

/** Red to activate with `cp` CP left. */
function redWith(cp: number, options: Parameters<typeof toFirstActivation>[1] = {}): Game {
  return edit(toFirstActivation('attrition', options), (draft) => {
    draft.sides[0].cp = cp;
  });
}

describe('command point budget', () => {
  it('XEN-CP-01 each player starts every turn with 3 CP', () => {
    const game = toTurnOne('attrition', { dice: [6, 6, 6, 1] });
    expect([side(game, RED).cp, side(game, BLUE).cp]).toEqual([3, 3]);
    const spent = planTurn(game, { red: { cp: 2 } });
    expect(side(spent.state, RED).cp).toBe(1);
    const next = playOutTurn(
      play(spent.state, { type: 'choose-initiative', player: RED, first: true }).state,
    );
    expect(next.state.game.turn).toBe(2);
    expect([side(next.state, RED).cp, side(next.state, BLUE).cp]).toEqual([3, 3]);
  });

  it('XEN-CP-01 a setup may give more or fewer CP per turn', () => {
    expect(side(toTurnOne('attrition', { cpPerTurn: 5 }), RED).cp).toBe(5);
    expect(side(toTurnOne('attrition', { cpPerTurn: 1 }), BLUE).cp).toBe(1);
  });

  it('XEN-CP-02 unspent CP are lost at the end of the turn, after the break tests that may use them', () => {
    const game = withSideLosses(toFirstActivation('attrition'), { red: 500 }, [4, 4]);
    const { state, events } = playOutTurn(game);
    expect(state.game.stage).toMatchObject({ kind: 'break-test', tester: RED });
    expect(eventsOf(events, 'cp-discarded')).toEqual([]);
    expect(side(state, RED).cp).toBe(3);
    const tested = play(state, { type: 'commit-break-cp', player: RED, cp: 1 });
    expect(eventsOf(tested.events, 'break-test')).toEqual([
      expect.objectContaining({ player: RED, target: 8, total: 8, passed: true }),
    ]);
    expect(eventsOf(tested.events, 'cp-discarded').map((e) => [e.player, e.cp])).toEqual([
      [RED, 2],
      [BLUE, 3],
    ]);
    const types = tested.events.map((e) => e.type);
    expect(types.indexOf('break-test')).toBeLessThan(types.indexOf('cp-discarded'));
  });

  it('XEN-CP-03 no use may spend more CP than the player holds', () => {
    const none = redWith(0, { plans: { blue: { order: ['blue.c1', 'blue.c2', 'blue.c3', 'blue.c4'] } } });
    const coordinate = refused(none, {
      type: 'activate-company',
      player: RED,
      company: 'red.c1',
      orders: allOrders(none, 'red.c1', ['red.c1.u1']),
      coordinate: { units: ['red.c1.u1'], with: 'red.c2' },
    });
    expect(coordinate.code).toBe('insufficient-resources');
    expect(coordinate.message).toContain('1 CP');
    const one = redWith(1);
    const delay = refused(one, { type: 'delay-company', player: RED, company: 'red.c1', with: 'red.c2' });
    expect(delay.code).toBe('insufficient-resources');
    expect(delay.message).toContain('2 CP; you have 1');
    // Skipping needs the opponent ahead in companies; give blue one more left than red.
    const ahead = edit(none, (draft) => {
      const c = draft.companies.find((x) => x.id === 'red.c4');
      if (c) c.activated = true;
    });
    const skip = refused(ahead, { type: 'skip-activation', player: RED });
    expect(skip.code).toBe('insufficient-resources');
    expect(legalCommands(none, RED).map((c) => c.type)).not.toContain('delay-company');
    expect(legalCommands(ahead, RED).map((c) => c.type)).not.toContain('skip-activation');
  });

  it('XEN-CP-03 each use costs 1 CP (delay: 2) and uses repeat while CP remain', () => {
    const game = redWith(3);
    const coordinated = play(game, {
      type: 'activate-company',
      player: RED,
      company: 'red.c1',
      orders: allOrders(game, 'red.c1', ['red.c1.u1']),
      coordinate: { units: ['red.c1.u1'], with: 'red.c4' },
    });
    expect(eventsOf(coordinated.events, 'cp-spent')).toEqual([
      expect.objectContaining({ player: RED, cp: 1, left: 2 }),
    ]);
    // Blue's turn, then red again: the same use once more.
    const redAgain = playActivation(finishActivation(coordinated.state).state).state;
    const again = play(redAgain, {
      type: 'activate-company',
      player: RED,
      company: 'red.c2',
      orders: allOrders(redAgain, 'red.c2', ['red.c2.u1']),
      coordinate: { units: ['red.c2.u1'], with: 'red.c4' },
    });
    expect(side(again.state, RED).cp).toBe(1);
    const redThird = playActivation(finishActivation(again.state).state).state;
    expect(
      refused(redThird, { type: 'delay-company', player: RED, company: 'red.c3', with: 'red.c4' }).code,
    ).toBe('insufficient-resources');
  });

  it('XEN-CP-03 leftover CP committed to a break test cannot exceed what is left', () => {
    const game = withSideLosses(
      toFirstActivation('attrition', { plans: { red: { cp: 2 } } }),
      { red: 600 },
      [6, 6],
    );
    const { state } = playOutTurn(game);
    expect(side(state, RED).cp).toBe(1);
    const error = refused(state, { type: 'commit-break-cp', player: RED, cp: 2 });
    expect(error.code).toBe('insufficient-resources');
    expect(error.path).toEqual(['cp']);
    expect(legalCommands(state, RED).map((c) => (c.type === 'commit-break-cp' ? c.cp : -1))).toEqual([0, 1]);
  });
});

describe('skipping an activation', () => {
  /** Red to activate with blue one company further from done (red.c4 already activated). */
  const redBehind = (cp = 3) =>
    edit(toFirstActivation('attrition'), (draft) => {
      draft.sides[0].cp = cp;
      const c = draft.companies.find((x) => x.id === 'red.c4');
      if (c) c.activated = true;
    });

  it('XEN-CP-05 with fewer companies left than the opponent, 1 CP lets the opponent activate instead', () => {
    const game = redBehind();
    expect(legalCommands(game, RED).map((c) => c.type)).toContain('skip-activation');
    const { state, events } = play(game, { type: 'skip-activation', player: RED });
    expect(eventsOf(events, 'cp-spent')).toEqual([expect.objectContaining({ player: RED, cp: 1, left: 2 })]);
    expect(eventsOf(events, 'activation-passed')).toEqual([expect.objectContaining({ player: RED })]);
    expect(state.game.stage).toEqual({ kind: 'activate', player: BLUE });
  });

  it('XEN-CP-05 no skip while the opponent does not have more companies left (R26)', () => {
    const game = toFirstActivation('attrition');
    const error = refused(game, { type: 'skip-activation', player: RED });
    expect(error.code).toBe('illegal-action');
    expect(error.message).toContain('4 vs your 4');
    expect(legalCommands(game, RED).map((c) => c.type)).not.toContain('skip-activation');
  });

  it('XEN-CP-05 the skip may be repeated while the condition holds and CP remain (R26)', () => {
    // Red has 2 companies left against blue's 4.
    const game = edit(toFirstActivation('attrition'), (draft) => {
      for (const c of draft.companies) if (c.id === 'red.c3' || c.id === 'red.c4') c.activated = true;
    });
    const first = play(game, { type: 'skip-activation', player: RED }).state;
    const back = playActivation(first).state;
    expect(back.game.stage).toEqual({ kind: 'activate', player: RED });
    const second = play(back, { type: 'skip-activation', player: RED });
    expect(side(second.state, RED).cp).toBe(1);
    expect(second.state.game.stage).toEqual({ kind: 'activate', player: BLUE });
    // Now blue has 2 left as red does: no further skip.
    const third = playActivation(second.state).state;
    expect(refused(third, { type: 'skip-activation', player: RED }).code).toBe('illegal-action');
  });

  it("XEN-TURN-11 a skipped company is not activated and stays next in its owner's order", () => {
    const game = redBehind();
    const skipped = play(game, { type: 'skip-activation', player: RED }).state;
    expect(skipped.game.companies.find((c) => c.id === 'red.c1')?.activated).toBe(false);
    const blueDone = playActivation(skipped);
    expect(eventsOf(blueDone.events, 'company-activated')[0]).toMatchObject({
      player: BLUE,
      company: 'blue.c1',
    });
    expect(blueDone.state.game.stage).toEqual({ kind: 'activate', player: RED });
    const next = legalCommands(blueDone.state, RED).find((c) => c.type === 'activate-company');
    expect(next).toMatchObject({ company: 'red.c1' });
    expect(
      refused(blueDone.state, {
        type: 'activate-company',
        player: RED,
        company: 'red.c2',
        orders: allOrders(game, 'red.c2'),
      }).message,
    ).toContain("'Mechanised Infantry' is");
  });
});

describe('coordinating units and delaying companies', () => {
  it('XEN-CP-06 for 1 CP up to 2 units act with a later company of the owner instead', () => {
    const game = toFirstActivation('attrition');
    const { state, events } = play(game, {
      type: 'activate-company',
      player: RED,
      company: 'red.c1',
      orders: allOrders(game, 'red.c1', ['red.c1.u1', 'red.c1.u3']),
      coordinate: { units: ['red.c1.u1', 'red.c1.u3'], with: 'red.c4' },
    });
    expect(eventsOf(events, 'units-coordinated')).toEqual([
      expect.objectContaining({ player: RED, units: ['red.c1.u1', 'red.c1.u3'], with: 'red.c4' }),
    ]);
    expect(side(state, RED).cp).toBe(2);
    expect(state.game.stage).toMatchObject({ kind: 'activation', company: 'red.c1', units: ['red.c1.u2'] });
    // The later company is declared, but where it stands in the order stays hidden.
    expect(viewFor(state, BLUE).game.sides[0].activationOrder).toEqual(['red.c1']);
  });

  it("XEN-CP-06 at most 2 units, only the activating company's own, only with a later own company", () => {
    const game = toFirstActivation('attrition');
    const base = { type: 'activate-company' as const, player: RED, company: 'red.c1' };
    const three = refused(game, {
      ...base,
      orders: [],
      coordinate: { units: ['red.c1.u1', 'red.c1.u2', 'red.c1.u3'], with: 'red.c4' },
    });
    expect(three.code).toBe('invalid-payload');
    const foreign = refused(game, {
      ...base,
      orders: allOrders(game, 'red.c1'),
      coordinate: { units: ['red.c2.u1'], with: 'red.c4' },
    });
    expect(foreign.code).toBe('unknown-entity');
    const self = refused(game, {
      ...base,
      orders: allOrders(game, 'red.c1', ['red.c1.u1']),
      coordinate: { units: ['red.c1.u1'], with: 'red.c1' },
    });
    expect(self.code).toBe('illegal-action');
    const enemy = refused(game, {
      ...base,
      orders: allOrders(game, 'red.c1', ['red.c1.u1']),
      coordinate: { units: ['red.c1.u1'], with: 'blue.c2' },
    });
    expect(enemy.code).toBe('illegal-action');
    expect(enemy.message).toContain('has not activated yet');
  });

  it('XEN-CP-06 units cannot be coordinated with a company that has already activated', () => {
    const game = toFirstActivation('attrition', {
      plans: { red: { order: ['red.c2', 'red.c1', 'red.c3', 'red.c4'] } },
    });
    const redAgain = playActivation(playActivation(game).state).state;
    const error = refused(redAgain, {
      type: 'activate-company',
      player: RED,
      company: 'red.c1',
      orders: allOrders(redAgain, 'red.c1', ['red.c1.u1']),
      coordinate: { units: ['red.c1.u1'], with: 'red.c2' },
    });
    expect(error.code).toBe('illegal-action');
  });

  it("XEN-TURN-12 coordinated units take no part in their own company's activation and act with the later one", () => {
    const game = toFirstActivation('attrition', {
      plans: { red: { order: ['red.c1', 'red.c4', 'red.c2', 'red.c3'] } },
    });
    const withOrderForAway = refused(game, {
      type: 'activate-company',
      player: RED,
      company: 'red.c1',
      orders: allOrders(game, 'red.c1'),
      coordinate: { units: ['red.c1.u3'], with: 'red.c4' },
    });
    expect(withOrderForAway.code).toBe('unknown-entity');
    expect(withOrderForAway.message).toContain('does not act in this activation');
    const first = play(game, {
      type: 'activate-company',
      player: RED,
      company: 'red.c1',
      orders: allOrders(game, 'red.c1', ['red.c1.u3']),
      coordinate: { units: ['red.c1.u3'], with: 'red.c4' },
    }).state;
    expect(first.game.stage).toMatchObject({ units: ['red.c1.u1', 'red.c1.u2'] });
    const redAgain = playActivation(finishActivation(first).state).state;
    const later = play(redAgain, {
      type: 'activate-company',
      player: RED,
      company: 'red.c4',
      orders: [...allOrders(redAgain, 'red.c4'), { unit: 'red.c1.u3', order: 'assault' }],
    });
    expect(later.state.game.stage).toMatchObject({
      company: 'red.c4',
      units: ['red.c1.u3', 'red.c4.u1', 'red.c4.u2', 'red.c4.u3'],
    });
    expect(later.state.game.units.find((u) => u.id === 'red.c1.u3')?.order).toBe('assault');
    const missing = refused(redAgain, {
      type: 'activate-company',
      player: RED,
      company: 'red.c4',
      orders: allOrders(redAgain, 'red.c4'),
    });
    expect(missing.message).toContain('red.c1.u3');
  });

  it('XEN-TURN-12 units coordinated into a company still activate with it after its own units are eliminated', () => {
    const game = toFirstActivation('attrition', {
      plans: { red: { order: ['red.c1', 'red.c3', 'red.c2', 'red.c4'] } },
    });
    const first = play(game, {
      type: 'activate-company',
      player: RED,
      company: 'red.c1',
      orders: allOrders(game, 'red.c1', ['red.c1.u3']),
      coordinate: { units: ['red.c1.u3'], with: 'red.c3' },
    }).state;
    const blueActing = activateNext(finishActivation(first).state).state;
    const titanLost = edit(blueActing, (draft) => {
      const titan = draft.units.find((u) => u.id === 'red.c3.u1');
      if (titan) {
        titan.status = 'eliminated';
        for (const m of titan.models) m.removed = true;
      }
    });
    const { state, events } = finishActivation(titanLost);
    expect(eventsOf(events, 'company-skipped')).toEqual([]);
    const next = legalCommands(state, RED).find((c) => c.type === 'activate-company');
    expect(next).toMatchObject({ company: 'red.c3', orders: [{ unit: 'red.c1.u3' }] });
  });

  it('XEN-CP-07 for 2 CP the whole company delays and activates with a named later company', () => {
    const game = toFirstActivation('attrition');
    const { state, events } = play(game, {
      type: 'delay-company',
      player: RED,
      company: 'red.c1',
      with: 'red.c3',
    });
    expect(eventsOf(events, 'cp-spent')).toEqual([expect.objectContaining({ player: RED, cp: 2, left: 1 })]);
    expect(eventsOf(events, 'units-coordinated')).toEqual([
      expect.objectContaining({ units: ['red.c1.u1', 'red.c1.u2', 'red.c1.u3'], with: 'red.c3' }),
    ]);
    // The delay uses red's activation: blue goes next.
    expect(state.game.stage).toEqual({ kind: 'activate', player: BLUE });
    const redAgain = playActivation(state).state;
    const next = legalCommands(redAgain, RED).find((c) => c.type === 'activate-company');
    expect(next).toMatchObject({ company: 'red.c2' });
    const titanTurn = playActivation(playActivation(redAgain).state).state;
    const titan = activateNext(titanTurn).state;
    expect(titan.game.stage).toMatchObject({
      company: 'red.c3',
      units: ['red.c1.u1', 'red.c1.u2', 'red.c1.u3', 'red.c3.u1'],
    });
  });

  it('XEN-CP-07 only the company next in the order can delay, and only to a later own company', () => {
    const game = toFirstActivation('attrition');
    const notNext = refused(game, { type: 'delay-company', player: RED, company: 'red.c2', with: 'red.c3' });
    expect(notNext.code).toBe('illegal-action');
    expect(notNext.message).toContain("'Mechanised Infantry'");
    const toItself = refused(game, { type: 'delay-company', player: RED, company: 'red.c1', with: 'red.c1' });
    expect(toItself.code).toBe('illegal-action');
  });

  it('XEN-CP-08 several companies may coordinate units with the same later company, each paying its CP', () => {
    const game = toFirstActivation('attrition');
    const first = play(game, {
      type: 'activate-company',
      player: RED,
      company: 'red.c1',
      orders: allOrders(game, 'red.c1', ['red.c1.u3']),
      coordinate: { units: ['red.c1.u3'], with: 'red.c4' },
    }).state;
    const redAgain = playActivation(finishActivation(first).state).state;
    const second = play(redAgain, {
      type: 'activate-company',
      player: RED,
      company: 'red.c2',
      orders: allOrders(redAgain, 'red.c2', ['red.c2.u1', 'red.c2.u2']),
      coordinate: { units: ['red.c2.u1', 'red.c2.u2'], with: 'red.c4' },
    }).state;
    expect(side(second, RED).cp).toBe(1);
    const third = playActivation(playActivation(finishActivation(second).state).state).state;
    const fourth = activateNext(playActivation(third).state).state;
    expect(fourth.game.stage).toMatchObject({
      company: 'red.c4',
      units: ['red.c1.u3', 'red.c2.u1', 'red.c2.u2', 'red.c4.u1', 'red.c4.u2', 'red.c4.u3'],
    });
  });
});

describe('scenario uses of command points', () => {
  it('XEN-CP-15 CP spent on an Attrition break test lower its target by 1 each', () => {
    const game = withSideLosses(toFirstActivation('attrition'), { red: 500 }, [3, 3]);
    const { state } = playOutTurn(game);
    const { events } = play(state, { type: 'commit-break-cp', player: RED, cp: 3 });
    expect(eventsOf(events, 'cp-spent')).toEqual([
      expect.objectContaining({ player: RED, cp: 3, use: expect.stringContaining('break test') }),
    ]);
    expect(eventsOf(events, 'break-test')).toEqual([
      expect.objectContaining({ target: 6, total: 6, passed: true }),
    ]);
  });
});
