import { legalCommands, viewFor } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  activateNext,
  BLUE,
  edit,
  eliminate,
  endTurnWith,
  eventsOf,
  eventTypes,
  finishActivation,
  type Game,
  placeUnit,
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

/** The players whose activations fill the rest of the turn, in order. */
function activationOrder(game: Game): string[] {
  const players: string[] = [];
  let state = game;
  while (state.game.stage.kind === 'activate') {
    players.push(state.game.stage.player);
    state = playActivation(state).state;
  }
  return players;
}

describe('turn structure', () => {
  it('XEN-TURN-01 a turn runs secret orders, initiative, alternating activations, then the end of turn', () => {
    const game = toTurnOne('attrition', { dice: [6, 1, 6, 1] });
    const kinds: string[] = [game.game.stage.kind];
    const planned = planTurn(game);
    kinds.push(planned.state.game.stage.kind);
    const chosen = play(planned.state, { type: 'choose-initiative', player: RED, first: true });
    kinds.push(chosen.state.game.stage.kind);
    const turn = playOutTurn(chosen.state);
    kinds.push(turn.state.game.stage.kind);
    expect(kinds).toEqual(['plan-turn', 'choose-initiative', 'activate', 'plan-turn']);
    const types = eventTypes([...planned.events, ...chosen.events, ...turn.events]);
    expect(types.slice(0, 4)).toEqual([
      'turn-planned',
      'turn-planned',
      'initiative-rolled',
      'initiative-chosen',
    ]);
    expect(types.filter((t) => t === 'company-activated')).toHaveLength(8);
    expect(types.slice(-3)).toEqual(['cp-discarded', 'cp-discarded', 'turn-started']);
    expect(turn.state.game.turn).toBe(2);
  });

  it('XEN-TURN-02 every player secretly orders all of their companies at the start of the turn', () => {
    const game = toTurnOne('attrition', { dice: [6, 1] });
    expect(game.pending.map((p) => [p.player, p.kind, p.secret])).toEqual([
      [RED, 'plan-turn', true],
      [BLUE, 'plan-turn', true],
    ]);
    const red = play(game, {
      type: 'plan-turn',
      player: RED,
      order: ['red.c3', 'red.c1', 'red.c4', 'red.c2'],
      initiativeCp: 0,
    }).state;
    expect(side(red, RED).activationOrder).toEqual([]);
    const both = play(red, {
      type: 'plan-turn',
      player: BLUE,
      order: ['blue.c2', 'blue.c1', 'blue.c3', 'blue.c4'],
      initiativeCp: 0,
    }).state;
    expect(side(both, RED).activationOrder).toEqual(['red.c3', 'red.c1', 'red.c4', 'red.c2']);
  });

  it('XEN-TURN-02 a company of the order is revealed to the opponent only when it activates', () => {
    const game = toFirstActivation('attrition', {
      plans: { red: { order: ['red.c3', 'red.c1', 'red.c4', 'red.c2'] } },
    });
    expect(viewFor(game, BLUE).game.sides[0].activationOrder).toEqual([]);
    expect(viewFor(game, RED).game.sides[0].activationOrder).toEqual([
      'red.c3',
      'red.c1',
      'red.c4',
      'red.c2',
    ]);
    const activated = activateNext(game).state;
    expect(viewFor(activated, BLUE).game.sides[0].activationOrder).toEqual(['red.c3']);
    // Blue's activation follows; red's next company (red.c1) stays hidden until red activates it.
    const next = playActivation(finishActivation(activated).state).state;
    expect(next.game.stage).toEqual({ kind: 'activate', player: RED });
    expect(viewFor(next, BLUE).game.sides[0].activationOrder).toEqual(['red.c3']);
    expect(viewFor(next, RED).game.sides[1].activationOrder).toEqual(['blue.c1']);
    const third = activateNext(next).state;
    expect(viewFor(third, BLUE).game.sides[0].activationOrder).toEqual(['red.c3', 'red.c1']);
  });

  it('XEN-TURN-03 an eliminated company is left out of the order', () => {
    const game = edit(toTurnOne('attrition'), (draft) => eliminate(draft, 'red.c3.u1'), [6, 1]);
    const withDead = refused(game, {
      type: 'plan-turn',
      player: RED,
      order: ['red.c1', 'red.c2', 'red.c3', 'red.c4'],
      initiativeCp: 0,
    });
    expect(withDead.code).toBe('illegal-action');
    expect(withDead.message).toContain('red.c1, red.c2, red.c4');
    const planned = planTurn(game, { red: { order: ['red.c1', 'red.c2', 'red.c4'] } }).state;
    expect(side(planned, RED).activationOrder).toEqual(['red.c1', 'red.c2', 'red.c4']);
  });

  it('XEN-TURN-03 a company eliminated after ordering is skipped and the next in the order activates', () => {
    const game = toFirstActivation('attrition', {
      plans: { red: { order: ['red.c1', 'red.c3', 'red.c2', 'red.c4'] } },
    });
    const redDone = playActivation(game).state;
    // During blue's activation the titan company (next in red's order) is wiped out.
    const blueActing = activateNext(redDone).state;
    const wiped = edit(blueActing, (draft) => eliminate(draft, 'red.c3.u1'));
    const { state, events } = finishActivation(wiped);
    expect(eventsOf(events, 'company-skipped')).toEqual([
      expect.objectContaining({ player: RED, company: 'red.c3', reason: 'eliminated' }),
    ]);
    expect(state.game.stage).toEqual({ kind: 'activate', player: RED });
    const next = legalCommands(state, RED).find((c) => c.type === 'activate-company');
    expect(next).toMatchObject({ company: 'red.c2' });
  });

  it('XEN-TURN-03 a company eliminated in an earlier turn is not reported as skipped again', () => {
    const game = edit(toFirstActivation('attrition'), (draft) => eliminate(draft, 'red.c3.u1'), [6, 1]);
    const turnOne = playOutTurn(game);
    expect(eventsOf(turnOne.events, 'company-skipped').map((e) => e.company)).toEqual(['red.c3']);
    const turnTwo = planTurn(turnOne.state, { red: { order: ['red.c1', 'red.c2', 'red.c4'] } });
    const chosen = play(turnTwo.state, { type: 'choose-initiative', player: RED, first: true });
    const rest = playOutTurn(chosen.state);
    const skipped = [...turnTwo.events, ...chosen.events, ...rest.events].filter(
      (e) => e.type === 'company-skipped',
    );
    expect(skipped).toEqual([]);
    expect(eventsOf(rest.events, 'company-activated').filter((e) => e.player === RED)).toHaveLength(3);
  });
});

describe('alternating activations', () => {
  it('XEN-TURN-07 the players alternate, each company finishing all its phases before the opponent goes', () => {
    const game = toFirstActivation('attrition');
    const activated = activateNext(game).state;
    expect(activated.game.stage).toMatchObject({ kind: 'activation', player: RED, company: 'red.c1' });
    // While red's company acts, blue cannot activate.
    const early = refused(activated, {
      type: 'activate-company',
      player: BLUE,
      company: 'blue.c1',
      orders: unitsOf(activated, 'blue.c1').map((unit) => ({ unit, order: 'move-and-fire' })),
    });
    expect(early.code).toBe('not-your-turn');
    let state = activated;
    for (let i = 0; i < 4; i++) {
      state = play(state, { type: 'end-phase', player: RED }).state;
      expect(state.game.stage).toMatchObject({ kind: 'activation', player: RED });
    }
    const ended = play(state, { type: 'end-phase', player: RED });
    expect(eventTypes(ended.events)).toEqual(['activation-ended']);
    expect(ended.state.game.stage).toEqual({ kind: 'activate', player: BLUE });
    expect(activationOrder(ended.state)).toEqual([BLUE, RED, BLUE, RED, BLUE, RED, BLUE]);
  });

  it('XEN-TURN-08 when one player runs out of companies, the other activates the rest one after another, in order', () => {
    const game = toFirstActivation('attrition', {
      plans: { red: { order: ['red.c4', 'red.c2', 'red.c1', 'red.c3'] } },
    });
    // Blue has only one company left to activate this turn.
    const oneLeft = edit(game, (draft) => {
      for (const c of draft.companies) if (c.player === BLUE && c.id !== 'blue.c4') c.activated = true;
    });
    const order: string[] = [];
    let state = oneLeft;
    while (state.game.stage.kind === 'activate') {
      const played = playActivation(state);
      order.push(eventsOf(played.events, 'company-activated')[0]?.company ?? '');
      state = played.state;
    }
    expect(order).toEqual(['red.c4', 'blue.c4', 'red.c2', 'red.c1', 'red.c3']);
  });

  it('XEN-TURN-09 the turn ends when every company has activated, and a new turn begins', () => {
    const game = toFirstActivation('attrition');
    const { state, events } = playOutTurn(game);
    expect(eventsOf(events, 'company-activated')).toHaveLength(8);
    expect(eventsOf(events, 'turn-started')).toEqual([expect.objectContaining({ turn: 2 })]);
    expect(state.game.turn).toBe(2);
    expect(state.game.companies.every((c) => !c.activated)).toBe(true);
    expect(state.game.stage.kind).toBe('plan-turn');
    expect(state.pending.map((p) => p.player)).toEqual([RED, BLUE]);
  });

  it('XEN-TURN-09 companies skipped as eliminated count as done for ending the turn', () => {
    const game = edit(toFirstActivation('attrition'), (draft) => {
      eliminate(draft, 'blue.c3.u1', 'blue.c3.u2');
      for (const c of draft.companies) if (c.id !== 'red.c1' && c.id !== 'blue.c3') c.activated = true;
    });
    const { state, events } = playActivation(game);
    expect(eventsOf(events, 'company-skipped').map((e) => e.company)).toEqual(['blue.c3']);
    expect(state.game.turn).toBe(2);
  });
});

describe('end of turn', () => {
  it('XEN-TURN-10 Seize Ground: objectives score, then unspent CP are discarded, then the next turn starts', () => {
    const game = toFirstActivation('seize-ground', {
      objectives: {
        red: [
          { x: 12, y: 24 },
          { x: 36, y: 24 },
        ],
        blue: [
          { x: 60, y: 24 },
          { x: 24, y: 36 },
        ],
      },
    });
    const { events } = endTurnWith(game, (draft) => placeUnit(draft, 'red.c4.u2', { x: 12, y: 24 }));
    expect(eventTypes(events).slice(-6)).toEqual([
      'phase-started',
      'activation-ended',
      'objective-scored',
      'cp-discarded',
      'cp-discarded',
      'turn-started',
    ]);
  });

  it('XEN-TURN-10 Invasion: attacker scoring, then the break test with leftover CP, then victory, then CP discarded', () => {
    const game = planTurn(toTurnOne('invasion')).state;
    // Red (attacker) has lost half its army; its first company stands 24" from its edge.
    const before = edit(
      withSideLosses(game, { red: 500 }),
      (draft) => {
        for (const c of draft.companies) if (c.id !== 'red.c1') c.activated = true;
        placeUnit(draft, 'red.c1.u3', { x: 10, y: 30 });
      },
      [5, 5],
    );
    const toTest = playActivation(before);
    expect(eventTypes(toTest.events).slice(-2)).toEqual(['activation-ended', 'invasion-scored']);
    expect(toTest.state.game.stage).toMatchObject({ kind: 'break-test', tester: RED });
    // Leftover CP are still there to spend.
    expect([side(toTest.state, RED).cp, side(toTest.state, BLUE).cp]).toEqual([3, 3]);
    const tested = play(
      toTest.state,
      { type: 'commit-break-cp', player: RED, cp: 1 },
      { type: 'commit-break-cp', player: BLUE, cp: 0 },
    );
    expect(eventTypes(tested.events)).toEqual([
      'cp-spent',
      'break-test',
      'cp-discarded',
      'cp-discarded',
      'turn-started',
    ]);
    expect(eventsOf(tested.events, 'cp-discarded').map((e) => [e.player, e.cp])).toEqual([
      [RED, 2],
      [BLUE, 3],
    ]);
  });
});

describe('orders and phases', () => {
  it('XEN-TURN-13 at activation every acting unit gets one order: Fire and Move, Move and Fire or Assault', () => {
    const game = toFirstActivation('attrition');
    const [a, b, c] = unitsOf(game, 'red.c1') as [string, string, string];
    const missing = refused(game, {
      type: 'activate-company',
      player: RED,
      company: 'red.c1',
      orders: [
        { unit: a, order: 'assault' },
        { unit: b, order: 'fire-and-move' },
      ],
    });
    expect(missing.code).toBe('illegal-action');
    expect(missing.message).toContain(`(${c}) has none`);
    const stranger = refused(game, {
      type: 'activate-company',
      player: RED,
      company: 'red.c1',
      orders: [
        { unit: a, order: 'assault' },
        { unit: b, order: 'fire-and-move' },
        { unit: c, order: 'move-and-fire' },
        { unit: 'red.c2.u1', order: 'move-and-fire' },
      ],
    });
    expect(stranger.code).toBe('unknown-entity');
    const orders = [
      { unit: a, order: 'assault' as const },
      { unit: b, order: 'fire-and-move' as const },
      { unit: c, order: 'move-and-fire' as const },
    ];
    const { state, events } = play(game, {
      type: 'activate-company',
      player: RED,
      company: 'red.c1',
      orders,
    });
    expect(eventsOf(events, 'company-activated')[0]).toMatchObject({ company: 'red.c1', orders });
    expect([a, b, c].map((id) => state.game.units.find((u) => u.id === id)?.order)).toEqual([
      'assault',
      'fire-and-move',
      'move-and-fire',
    ]);
  });

  it('XEN-TURN-13 a unit may not be given two orders', () => {
    const game = toFirstActivation('attrition');
    const [a, b, c] = unitsOf(game, 'red.c1') as [string, string, string];
    const error = refused(game, {
      type: 'activate-company',
      player: RED,
      company: 'red.c1',
      orders: [
        { unit: a, order: 'assault' },
        { unit: a, order: 'fire-and-move' },
        { unit: b, order: 'fire-and-move' },
        { unit: c, order: 'move-and-fire' },
      ],
    });
    expect(error.code).toBe('illegal-action');
    expect(error.message).toContain('one order');
  });

  it('XEN-TURN-14 an activation runs First Movement, Shooting, Second Movement, Close Assault, Morale', () => {
    const game = toFirstActivation('attrition');
    const activated = activateNext(game);
    const { events } = finishActivation(activated.state);
    const phases = [...activated.events, ...events]
      .filter((e) => e.type === 'phase-started')
      .map((e) => (e as unknown as { phase: string }).phase);
    expect(phases).toEqual(['first-movement', 'shooting', 'second-movement', 'close-assault', 'morale']);
  });

  it('XEN-TURN-14 units move only in the movement phases, shoot only in Shooting and rally in Morale', () => {
    let state = activateNext(toFirstActivation('attrition')).state;
    const kinds: [string, string[]][] = [];
    for (let i = 0; i < 5; i++) {
      const prompt = state.pending[0];
      kinds.push([prompt?.kind ?? '', [...(prompt?.commands ?? [])]]);
      state = play(state, { type: 'end-phase', player: RED }).state;
    }
    expect(kinds).toEqual([
      ['first-movement', ['move-unit', 'end-phase']],
      ['shooting', ['shoot', 'dig-in', 'go-on-overwatch', 'end-phase']],
      ['second-movement', ['move-unit', 'end-phase']],
      ['close-assault', ['end-phase']],
      ['morale', ['rally', 'end-phase']],
    ]);
  });

  it('XEN-TURN-16 within a phase the active player resolves its units one at a time, in any order', () => {
    let state = activateNext(toFirstActivation('attrition')).state;
    const moved: string[] = [];
    for (const unit of ['red.c1.u3', 'red.c1.u1', 'red.c1.u2']) {
      const step = play(state, { type: 'move-unit', player: RED, unit, models: [], mode: 'normal' });
      moved.push(...eventsOf(step.events, 'unit-moved').map((e) => e.unit));
      state = step.state;
      expect(state.game.stage).toMatchObject({ kind: 'activation', phase: 'first-movement' });
      expect(state.game.units.find((u) => u.id === unit)?.activity.moved).toBe(true);
    }
    expect(moved).toEqual(['red.c1.u3', 'red.c1.u1', 'red.c1.u2']);
    expect(refused(state, { type: 'move-unit', player: BLUE, unit: 'blue.c1.u1', models: [] }).code).toBe(
      'not-your-turn',
    );
  });

  it('XEN-TURN-17 flyers may never be given Assault orders', () => {
    const game = toFirstActivation('attrition', {
      first: BLUE,
      plans: { blue: { order: ['blue.c3', 'blue.c1', 'blue.c2', 'blue.c4'] } },
    });
    const error = refused(game, {
      type: 'activate-company',
      player: BLUE,
      company: 'blue.c3',
      orders: [
        { unit: 'blue.c3.u1', order: 'assault' },
        { unit: 'blue.c3.u2', order: 'assault' },
      ],
    });
    expect(error.code).toBe('illegal-action');
    expect(error.message).toContain('Harpies');
    expect(error.message).toContain('XEN-TURN-17');
    const offered = legalCommands(game, BLUE).filter((c) => c.type === 'activate-company');
    expect(
      offered.every(
        (c) =>
          c.type === 'activate-company' && c.orders.find((o) => o.unit === 'blue.c3.u2')?.order !== 'assault',
      ),
    ).toBe(true);
    const ok = play(game, {
      type: 'activate-company',
      player: BLUE,
      company: 'blue.c3',
      orders: [
        { unit: 'blue.c3.u1', order: 'assault' },
        { unit: 'blue.c3.u2', order: 'move-and-fire' },
      ],
    });
    expect(ok.state.game.units.find((u) => u.id === 'blue.c3.u1')?.order).toBe('assault');
  });
});
