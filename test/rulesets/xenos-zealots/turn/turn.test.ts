import { applyCommand, createGame, type GameState, legalCommands, scripted, viewFor } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XzEvent } from '../../../../src/rulesets/xenos-zealots/events';
import { xenosZealots } from '../../../../src/rulesets/xenos-zealots/ruleset';
import { ORDER_ACTIONS, type XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { aForce, aUnit } from '../builders';
import { BLUE, OPEN_TABLE, RED } from '../engine-support';

type Game = GameState<XzState>;
type Result = ReturnType<typeof applyCommand>;

const forces = () => ({
  red: aForce([aUnit(), aUnit({ id: 'scouts' })]),
  blue: aForce([aUnit(), aUnit({ id: 'scouts' })]),
});

function newGame(attacker: string | undefined, faces: number[] = []): Game {
  const f = forces();
  return createGame(
    xenosZealots,
    {
      players: [
        { id: RED, force: f.red },
        { id: BLUE, force: f.blue },
      ],
      scenario: OPEN_TABLE as never,
      ...(attacker ? { attacker } : {}),
    },
    { seed: 7, dice: scripted(faces) },
  ) as unknown as Game;
}

function ok(result: Result): { state: Game; events: readonly XzEvent[] } {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return { state: result.state as Game, events: result.events as unknown as readonly XzEvent[] };
}

const send = (g: Game, command: object) => applyCommand(g, command as never);

/** Plays from set-up through deployment (the first legal placement each time), red attacking. */
function deployed(faces: number[] = []): { state: Game; events: XzEvent[] } {
  let g = ok(send(newGame(RED, faces), { type: 'choose-zone', player: BLUE, zone: 'south' })).state;
  const events: XzEvent[] = [];
  while (g.game.stage.kind === 'deploy') {
    const player = g.game.stage.player;
    const command = legalCommands(g, player)[0];
    const step = ok(send(g, command as object));
    g = step.state;
    events.push(...step.events);
  }
  return { state: g, events };
}

const allOrders = (g: Game, player: string, order: string) =>
  send(g, {
    type: 'assign-orders',
    player,
    orders: g.game.units
      .filter((u) => u.player === player && u.status === 'on-table')
      .map((u) => ({ unit: u.id, order })),
  });

describe('XZ-TURN the game turn', () => {
  it('XZ-TURN-01 with no agreed Attacker, an odds-or-evens roll decides who chooses: odd, the first-listed player', () => {
    const g = newGame(undefined, [3]);
    expect(g.game.stage).toEqual({ kind: 'odds-evens', player: RED });
    const rolled = ok(send(g, { type: 'roll-odds-evens', player: RED }));
    expect(rolled.state.game.stage).toEqual({ kind: 'choose-role', player: RED });
    const chosen = ok(send(rolled.state, { type: 'choose-role', player: RED, role: 'defender' }));
    expect(chosen.events.find((e) => e.type === 'roles-decided')).toMatchObject({
      attacker: BLUE,
      defender: RED,
    });
  });

  it('XZ-TURN-01 an even roll lets the other player choose the roles (R37)', () => {
    const rolled = ok(send(newGame(undefined, [4]), { type: 'roll-odds-evens', player: RED }));
    expect(rolled.state.game.stage).toEqual({ kind: 'choose-role', player: BLUE });
    expect(send(rolled.state, { type: 'choose-role', player: RED, role: 'attacker' }).ok).toBe(false);
  });

  it('XZ-TURN-02 the Defender chooses its deployment zone first, and deploys first (R2)', () => {
    const g = newGame(RED);
    expect(g.game.stage).toEqual({ kind: 'choose-zone', player: BLUE });
    const refused = send(g, { type: 'choose-zone', player: RED, zone: 'north' });
    expect(refused.ok).toBe(false);
    const chosen = ok(send(g, { type: 'choose-zone', player: BLUE, zone: 'south' }));
    expect(chosen.state.game.sides.find((s) => s.player === RED)?.zone).toBe('north');
    expect(chosen.state.game.stage).toMatchObject({ kind: 'deploy', player: BLUE });
  });

  it('XZ-MOR-01 every unit starts the game on good morale', () => {
    const { state } = deployed();
    expect(state.game.units.every((u) => u.morale === 'ok')).toBe(true);
  });

  it('XZ-TURN-04 after deployment the first game turn opens with its Command Phase', () => {
    const { state, events } = deployed();
    expect(events.some((e) => e.type === 'turn-started' && e.turn === 1)).toBe(true);
    expect(state.game.phase).toBe('command');
  });

  it('XZ-TURN-05 in the Command Phase BOTH players place one counter on each unit on good morale', () => {
    const { state } = deployed();
    expect(state.game.stage).toEqual({ kind: 'orders', players: [RED, BLUE] });
    const red = ok(allOrders(state, RED, 'advance'));
    expect(red.events.find((e) => e.type === 'orders-placed')?.rules).toContain('XZ-TURN-05');
    expect(red.state.game.stage).toEqual({ kind: 'orders', players: [BLUE] });
    expect(
      red.state.game.units.filter((u) => u.player === RED).every((u) => u.order?.value === 'advance'),
    ).toBe(true);
  });

  it('XZ-TURN-05 every good-morale unit gets exactly one counter; the phase closes when the last one has one (R20)', () => {
    const { state } = deployed();
    const one = ok(
      send(state, { type: 'assign-orders', player: RED, orders: [{ unit: 'red.squad', order: 'advance' }] }),
    );
    expect(one.state.game.stage).toEqual({ kind: 'orders', players: [RED, BLUE] });
    const changed = ok(
      send(one.state, {
        type: 'assign-orders',
        player: RED,
        orders: [{ unit: 'red.squad', order: 'evade' }],
      }),
    );
    expect(changed.state.game.units.find((u) => u.id === 'red.squad')?.order?.value).toBe('evade');
    const last = ok(
      send(changed.state, {
        type: 'assign-orders',
        player: RED,
        orders: [{ unit: 'red.scouts', order: 'evade' }],
      }),
    );
    expect(last.state.game.stage).toEqual({ kind: 'orders', players: [BLUE] });
    const twice = send(state, {
      type: 'assign-orders',
      player: RED,
      orders: [
        { unit: 'red.squad', order: 'advance' },
        { unit: 'red.squad', order: 'evade' },
      ],
    });
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error.rule).toBe('R20');
    const enemy = send(state, {
      type: 'assign-orders',
      player: RED,
      orders: [{ unit: 'blue.scouts', order: 'evade' }],
    });
    expect(enemy.ok).toBe(false);
    const legal = legalCommands(state, RED).filter((c) => (c as { type: string }).type === 'assign-orders');
    expect(legal.length).toBe(12);
    expect(legal.every((c) => send(state, c as object).ok)).toBe(true);
  });

  it('XZ-TURN-06 a face-down counter is hidden from the opponent until it is turned over', () => {
    const { state } = deployed();
    const red = ok(allOrders(state, RED, 'infiltrate')).state;
    const blueView = viewFor(red, BLUE).game as unknown as XzState;
    const redView = viewFor(red, RED).game as unknown as XzState;
    expect(JSON.stringify(blueView.units.find((u) => u.id === 'red.squad')?.order)).not.toContain(
      'infiltrate',
    );
    expect(JSON.stringify(redView.units.find((u) => u.id === 'red.squad')?.order)).toContain('infiltrate');
  });

  it('XZ-TURN-03 / XZ-TURN-08 the Attacker turns over all its counters first and acts first, unit by unit in any order', () => {
    const { state } = deployed();
    const red = ok(allOrders(state, RED, 'fire-support')).state;
    const both = ok(allOrders(red, BLUE, 'fire-support'));
    const reveals = both.events.filter((e) => e.type === 'order-revealed');
    expect(reveals.map((e) => (e as { unit: string }).unit)).toEqual(['red.squad', 'red.scouts']);
    expect(reveals[0]?.rules).toContain('XZ-TURN-08');
    expect(both.state.game.stage).toEqual({ kind: 'act', player: RED });
    expect(both.state.game.units.find((u) => u.id === 'blue.squad')?.order?.revealed).toBe(false);
    const second = ok(send(both.state, { type: 'ready', player: RED, unit: 'red.scouts' }));
    expect(second.state.game.stage).toEqual({ kind: 'act', player: RED });
    const blueTurn = ok(send(second.state, { type: 'ready', player: RED, unit: 'red.squad' }));
    const blueReveals = blueTurn.events.filter((e) => e.type === 'order-revealed');
    expect(blueReveals.length).toBe(2);
    expect(blueReveals[0]?.rules).toContain('XZ-TURN-09');
    expect(blueTurn.state.game.stage).toEqual({ kind: 'act', player: BLUE });
  });

  it('XZ-TURN-09 the Defender acts only after the Attacker has finished its Primary Actions', () => {
    const { state } = deployed();
    const g = ok(allOrders(ok(allOrders(state, RED, 'fire-support')).state, BLUE, 'fire-support')).state;
    const early = send(g, { type: 'ready', player: BLUE, unit: 'blue.squad' });
    expect(early.ok).toBe(false);
  });

  it('XZ-TURN-10 / XZ-TURN-11 in Secondary Actions the Attacker then the Defender take each second action, and each counter is removed after it', () => {
    const { state } = deployed();
    let g = ok(allOrders(ok(allOrders(state, RED, 'fire-support')).state, BLUE, 'fire-support')).state;
    for (const [player, id] of [
      [RED, 'red.squad'],
      [RED, 'red.scouts'],
      [BLUE, 'blue.squad'],
    ] as const)
      g = ok(send(g, { type: 'ready', player, unit: id })).state;
    const last = ok(send(g, { type: 'ready', player: BLUE, unit: 'blue.scouts' }));
    expect(last.events.find((e) => e.type === 'phase-started')).toMatchObject({
      phase: 'secondary',
      player: RED,
    });
    g = last.state;
    const skipped = ok(send(g, { type: 'pass-action', player: RED, unit: 'red.squad' }));
    expect(skipped.state.game.units.find((u) => u.id === 'red.squad')?.order).toBeUndefined();
    expect(skipped.state.game.units.find((u) => u.id === 'red.squad')?.actions).toBe(2);
    const redDone = ok(send(skipped.state, { type: 'pass-action', player: RED, unit: 'red.scouts' }));
    expect(redDone.events.find((e) => e.type === 'phase-started')).toMatchObject({
      phase: 'secondary',
      player: BLUE,
    });
    expect(redDone.events.find((e) => e.type === 'phase-started')?.rules).toContain('XZ-TURN-11');
    const again = send(redDone.state, { type: 'pass-action', player: RED, unit: 'red.squad' });
    expect(again.ok).toBe(false);
  });

  it('XZ-TURN-04 a turn runs Command, Primary, Secondary, Resolution, then the next turn begins', () => {
    const { state } = deployed();
    let g = ok(allOrders(state, RED, 'fire-support')).state;
    const phases: string[] = [];
    const note = (events: readonly XzEvent[]) => {
      for (const e of events)
        if (e.type === 'phase-started') phases.push(`${e.phase}${e.player ? `:${e.player}` : ''}`);
    };
    let step = ok(allOrders(g, BLUE, 'fire-support'));
    note(step.events);
    g = step.state;
    while (g.game.turn === 1) {
      const player = (g.game.stage as { player: string }).player;
      const pass = legalCommands(g, player).find((c) => (c as { type: string }).type === 'pass-action');
      step = ok(send(g, pass as object));
      note(step.events);
      g = step.state;
    }
    expect(phases).toEqual([
      'primary:red',
      'primary:blue',
      'secondary:red',
      'secondary:blue',
      'resolution',
      'command',
    ]);
  });
});

describe('XZ-ORD order counters and actions', () => {
  function inPrimary(order: string) {
    const { state } = deployed();
    return ok(allOrders(ok(allOrders(state, RED, order)).state, BLUE, 'fire-support')).state;
  }

  it('XZ-ORD-02 each counter is two actions in a fixed order', () => {
    expect(ORDER_ACTIONS).toEqual({
      advance: ['move', 'shoot'],
      charge: ['move', 'assault'],
      'double-time': ['move', 'move'],
      evade: ['shoot', 'move'],
      'fire-support': ['ready', 'shoot'],
      infiltrate: ['ready', 'move'],
    });
  });

  it('XZ-ORD-01 the first action is taken in Primary Actions: an Evade unit shoots first, it may not move', () => {
    const g = inPrimary('evade');
    const squad = g.game.units.find((u) => u.id === 'red.squad');
    const models = squad?.models.map((m) => ({ model: m.id, x: m.x, y: m.y + 1 }));
    const move = send(g, { type: 'move', player: RED, unit: 'red.squad', models });
    expect(move.ok).toBe(false);
    if (!move.ok) expect(move.error).toMatchObject({ rule: 'XZ-ORD-09', code: 'wrong-action' });
  });

  it('XZ-ORD-09 an action may be skipped but never swapped for another', () => {
    const g = inPrimary('advance');
    const ready = send(g, { type: 'ready', player: RED, unit: 'red.squad' });
    expect(ready.ok).toBe(false);
    if (!ready.ok) expect(ready.error.rule).toBe('XZ-ORD-09');
    const pass = ok(send(g, { type: 'pass-action', player: RED, unit: 'red.squad' }));
    expect(pass.events.find((e) => e.type === 'action-skipped')?.rules).toEqual(
      expect.arrayContaining(['R22', 'XZ-ORD-09']),
    );
    expect(pass.state.game.units.find((u) => u.id === 'red.squad')?.actions).toBe(1);
  });

  it('XZ-ORD-08 Ready has no effect of its own beyond spending the action', () => {
    const g = inPrimary('fire-support');
    const before = g.game.units.find((u) => u.id === 'red.squad');
    const ready = ok(send(g, { type: 'ready', player: RED, unit: 'red.squad' }));
    const after = ready.state.game.units.find((u) => u.id === 'red.squad');
    expect(ready.events.find((e) => e.type === 'action-taken')?.rules).toContain('XZ-ORD-08');
    expect({ ...after, actions: 0 }).toEqual({ ...before, actions: 0 });
  });

  it('XZ-ORD-04 Infiltrate gives +1 Stealth from its reveal to the end of the game turn (R21)', () => {
    const g = inPrimary('infiltrate');
    expect(g.game.units.find((u) => u.id === 'red.squad')?.infiltrating).toBe(true);
    expect(g.game.units.find((u) => u.id === 'blue.squad')?.infiltrating).toBe(false);
  });

  it('XZ-ORD-04 the Infiltrate +1 outlasts the removed counter and ends with the game turn (R21)', () => {
    let g = inPrimary('infiltrate');
    const infiltrating = () => g.game.units.find((u) => u.id === 'red.squad')?.infiltrating;
    while (g.game.turn === 1) {
      const player = (g.game.stage as { player: string }).player;
      const pass = legalCommands(g, player).find((c) => (c as { type: string }).type === 'pass-action');
      g = ok(send(g, pass as object)).state;
      if (g.game.phase === 'secondary' && g.game.units.find((u) => u.id === 'red.squad')?.order === undefined)
        expect(infiltrating()).toBe(true);
    }
    expect(infiltrating()).toBe(false);
  });

  it('XZ-ORD-05 a Move action moves the unit up to its Mobility', () => {
    const g = inPrimary('advance');
    const squad = g.game.units.find((u) => u.id === 'red.squad');
    const models = squad?.models.map((m) => ({ model: m.id, x: m.x, y: m.y + (m.y > 24 ? -5 : 5) }));
    const moved = ok(send(g, { type: 'move', player: RED, unit: 'red.squad', models }));
    expect(moved.events.find((e) => e.type === 'action-taken')?.rules).toContain('XZ-ORD-05');
  });

  it('XZ-MOR-03 only units on good morale receive order counters', () => {
    const { state } = deployed();
    const game = structuredClone(state) as Game;
    (game.game.units.find((u) => u.id === 'red.scouts') as XzState['units'][number]).morale = 'suppressed';
    const refused = send(game, {
      type: 'assign-orders',
      player: RED,
      orders: [
        { unit: 'red.squad', order: 'advance' },
        { unit: 'red.scouts', order: 'advance' },
      ],
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.rule).toBe('XZ-MOR-03');
    const placed = ok(
      send(game, { type: 'assign-orders', player: RED, orders: [{ unit: 'red.squad', order: 'advance' }] }),
    );
    expect(placed.state.game.stage).toEqual({ kind: 'orders', players: [BLUE] });
  });
});
