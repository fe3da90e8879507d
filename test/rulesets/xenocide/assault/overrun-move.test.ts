import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import type { Order, UnitState, XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  aFeature,
  aPosition,
  aUnit,
  eventsOf,
  type Game,
  gameOf,
  inPhase,
  play,
  rect,
  refused,
  row,
  unitIn,
} from '../../../support/xenocide';

/** Two armoured cars (Move 16", CAA 1, CAD 4) 10" short of two blue troopers. */
function cars(
  order: Order = 'move-and-fire',
  extra: readonly UnitState[] = [],
  terrain = false,
): XenocideState {
  const phase = order === 'move-and-fire' ? 'first-movement' : 'second-movement';
  return inPhase(
    aPosition({
      units: [
        aUnit({
          id: 'red.c1.u1',
          profile: 'generic/armoured-car',
          at: [
            { x: 10, y: 10 },
            { x: 13, y: 10 },
          ],
          order,
        }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 20, 2) }),
        ...extra,
      ],
      ...(terrain
        ? {
            terrain: [
              aFeature({
                id: 'rubble',
                polygon: rect(8, 12, 8, 2),
                movement: {
                  Infantry: 'difficult',
                  Walker: 'difficult',
                  Wheeled: 'difficult',
                  Tracked: 'difficult',
                },
              }),
            ],
          }
        : {}),
    }),
    phase,
    'red',
    ['red.c1.u1'],
  );
}

const overrun = (to = 25.9, target = 'blue.c1.u1'): XenocideCommand => ({
  type: 'move-unit',
  player: 'red',
  unit: 'red.c1.u1',
  mode: 'normal',
  overrun: target,
  models: [
    { model: 'red.c1.u1.m1', path: [{ x: 10, y: to }] },
    { model: 'red.c1.u1.m2', path: [{ x: 13, y: to }] },
  ],
});

const split = (player: string, unit: string, defence = 0): XenocideCommand => ({
  type: 'assault-split',
  player,
  split: [{ unit, defence }],
});

/** Answers every prompt with its first legal command until none is about the assault any more. */
function finish(game: Game): ReturnType<typeof play> {
  let state = game;
  const events: ReturnType<typeof play>['events'] = [];
  for (let i = 0; i < 30; i++) {
    const prompt = state.pending[0];
    if (!prompt?.kind.includes('assault')) break;
    const result = play(state, legalCommands(state, prompt.player)[0] as XenocideCommand);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

describe('XEN-OVR overrun through move-unit', () => {
  it('XEN-OVR-03 the overrun is fought where the first model enters the zone of control, the mover attacking', () => {
    const { state, events } = play(gameOf(cars(), [6, 6, 1, 1, 1, 1, 1]), overrun());
    expect(eventsOf(events, 'assault-started')).toEqual([
      expect.objectContaining({
        kind: 'overrun',
        attacker: 'red',
        attackers: ['red.c1.u1'],
        defenders: ['blue.c1.u1'],
        // XEN-OVR-01 / XEN-OVR-02: the accepted move passes through and out, with no terrain test.
        rules: expect.arrayContaining(['XEN-OVR-01', 'XEN-OVR-02']),
      }),
    ]);
    // Both cars advanced 4.5" together: the first one is then 4" from the nearer trooper.
    expect(unitIn(state, 'red.c1.u1').models.map((m) => [m.x, Number(m.y.toFixed(2))])).toEqual([
      [10, 14.5],
      [13, 14.5],
    ]);
    // R8: no maneuver; the defender declares its split first.
    expect(state.pending[0]).toMatchObject({ player: 'blue', kind: 'assault-split' });
    expect(xenocide.invariants(state.game)).toEqual([]);
  });

  it('XEN-OVR-04 an overrunning unit not on Assault orders is disadvantaged', () => {
    const { state } = play(gameOf(cars(), []), overrun(), split('blue', 'blue.c1.u1'));
    expect(state.pending[0]?.constraints).toMatchObject({
      units: [{ unit: 'red.c1.u1', dice: 2, maxDefence: 1 }],
    });
    const assault = state.game.stage.kind === 'activation' ? state.game.stage.overrun?.assault : undefined;
    expect(assault?.pools.find((p) => p.unit === 'red.c1.u1')?.disadvantage).toEqual(['overrun']);
  });

  it('XEN-OVR-05 an overrunner that ends the round unsuppressed completes its move past the enemy', () => {
    const dice = [6, 6, 1, 1, 1, 1, 1];
    const { state, events } = play(
      gameOf(cars(), dice),
      overrun(),
      split('blue', 'blue.c1.u1'),
      split('red', 'red.c1.u1'),
      ...[],
    );
    const done = finish(state);
    const all = [...events, ...done.events];
    expect(eventsOf(all, 'overrun-resolved')).toEqual([
      expect.objectContaining({ unit: 'red.c1.u1', target: 'blue.c1.u1', completed: true }),
    ]);
    expect(unitIn(done.state, 'red.c1.u1').models.map((m) => [m.x, m.y])).toEqual([
      [10, 25.9],
      [13, 25.9],
    ]);
    expect(unitIn(done.state, 'red.c1.u1').activity).toMatchObject({ moved: true, overrun: 'completed' });
    expect(done.state.game.stage).toMatchObject({ phase: 'first-movement' });
    expect(done.state.pending[0]).toMatchObject({ player: 'red', kind: 'first-movement' });
  });

  it('XEN-OVR-08 a unit that overran successfully in First Movement may shoot afterwards', () => {
    const target = aUnit({ id: 'blue.c2.u1', at: row(30, 30, 2) });
    const { state } = play(
      gameOf(cars('move-and-fire', [target]), [6, 6, 1, 1, 1, 1, 1, ...Array(20).fill(6)]),
      overrun(),
      split('blue', 'blue.c1.u1'),
      split('red', 'red.c1.u1'),
    );
    const done = finish(state).state;
    const shooting = play(done, { type: 'end-phase', player: 'red' }).state;
    expect(legalCommands(shooting, 'red').some((c) => c.type === 'shoot' && c.unit === 'red.c1.u1')).toBe(
      true,
    );
    const fired = play(shooting, {
      type: 'shoot',
      player: 'red',
      unit: 'red.c1.u1',
      target: 'blue.c2.u1',
      weapons: [{ weapon: 'Autocannon' }],
    });
    expect(eventsOf(fired.events, 'shots-fired')[0]?.rules).toContain('XEN-OVR-08');
  });

  it('XEN-OVR-06 XEN-OVR-08 an overrunner that gains a marker fails: it flees back the way it came and may not shoot', () => {
    const target = aUnit({ id: 'blue.c2.u1', at: row(30, 4, 2) });
    const dice = [
      ...[1, 1], // red's 2 attack dice miss
      1, // blue's bonus defence die
      ...[4, 1, 1, 1], // blue's attack dice: one car dies
      ...[1, 1], // red's test (5+): fails
      ...[3, 3], // blue's (3+): holds
    ];
    const { state } = play(
      gameOf(cars('move-and-fire', [target]), dice),
      overrun(),
      split('blue', 'blue.c1.u1'),
      split('red', 'red.c1.u1'),
    );
    expect(state.pending[0]).toMatchObject({ player: 'red', kind: 'assign-assault-casualties' });
    const done = finish(state);
    expect(eventsOf(done.events, 'unit-fled')).toEqual([expect.objectContaining({ unit: 'red.c1.u1' })]);
    expect(eventsOf(done.events, 'overrun-resolved')).toEqual([
      expect.objectContaining({ completed: false }),
    ]);
    const car = unitIn(done.state, 'red.c1.u1').models.find((m) => !m.removed);
    expect(car?.y).toBeLessThan(14.5);
    expect(unitIn(done.state, 'red.c1.u1').activity.overrun).toBe('failed');
    const shooting = play(done.state, { type: 'end-phase', player: 'red' }).state;
    const error = refused(shooting, {
      type: 'shoot',
      player: 'red',
      unit: 'red.c1.u1',
      target: 'blue.c2.u1',
      weapons: [{ weapon: 'Autocannon' }],
    });
    expect(error.code).toBe('illegal-action');
    expect(error.message).toContain('XEN-OVR-08');
  });

  it('XEN-OVR-09 a unit on Assault orders overruns without disadvantage and may go on to assault another unit', () => {
    const next = aUnit({ id: 'blue.c2.u1', at: [{ x: 11.5, y: 29 }] });
    const { state } = play(
      gameOf(cars('assault', [next]), [6, 6, 1, 1, 1, 1, 1, ...Array(60).fill(1)]),
      overrun(),
      split('blue', 'blue.c1.u1'),
    );
    const assault = state.game.stage.kind === 'activation' ? state.game.stage.overrun?.assault : undefined;
    expect(assault?.pools.find((p) => p.unit === 'red.c1.u1')?.disadvantage).toEqual([]);
    // On Assault orders it keeps all its 2 dice and may set none aside: its split is not asked for.
    expect(state.pending[0]).toMatchObject({ player: 'blue', kind: 'assign-assault-casualties' });
    const done = finish(state).state;
    const phase = play(done, { type: 'end-phase', player: 'red' });
    expect(eventsOf(phase.events, 'assault-started')).toEqual([
      expect.objectContaining({
        kind: 'close-assault',
        attackers: ['red.c1.u1'],
        defenders: ['blue.c2.u1'],
        rules: expect.arrayContaining(['XEN-OVR-09']),
      }),
    ]);
  });

  it('XEN-OVR-10 the overrun unit takes its own suppression test, and flees when only it is suppressed', () => {
    const dice = [
      6, // red's attack die (its other die defends): a trooper dies
      ...[1, 1], // blue's defence dice
      ...[1, 1, 6], // blue's attack dice: one hit
      6, // red's defence die cancels it
      ...[6, 6], // red's test: holds
      ...[1, 1], // blue's test: fails
    ];
    const { state, events } = play(
      gameOf(cars(), dice),
      overrun(),
      split('blue', 'blue.c1.u1', 1),
      split('red', 'red.c1.u1', 1),
    );
    const done = finish(state);
    const all = [...events, ...done.events];
    const tests = eventsOf(all, 'suppression-tested');
    expect(tests.map((t) => [t.unit, t.passed])).toEqual([
      ['red.c1.u1', true],
      ['blue.c1.u1', false],
    ]);
    expect(tests[1]?.rules).toContain('XEN-OVR-10');
    expect(tests[0]?.rules).not.toContain('XEN-OVR-10');
    expect(eventsOf(all, 'unit-fled')).toEqual([
      expect.objectContaining({
        unit: 'blue.c1.u1',
        rules: expect.arrayContaining(['XEN-CA-32', 'XEN-OVR-10']),
      }),
    ]);
    expect(eventsOf(all, 'overrun-resolved')).toEqual([expect.objectContaining({ completed: true })]);
  });

  it('XEN-OVR-01 an overrun that ends within 4" of the unit it overruns is refused', () => {
    const error = refused(gameOf(cars()), overrun(22));
    expect(error.code).toBe('zone-of-control');
    expect(error.message).toContain('XEN-OVR-01');
    expect(error.path).toEqual(['models']);
  });

  it('XEN-OVR-01 an overrun that does not pass through the enemy zone of control is refused', () => {
    const wide: XenocideCommand = {
      ...overrun(),
      models: [
        { model: 'red.c1.u1.m1', path: [{ x: 2, y: 10 }] },
        { model: 'red.c1.u1.m2', path: [{ x: 5, y: 10 }] },
      ],
    } as XenocideCommand;
    const error = refused(gameOf(cars()), wide);
    expect(error.code).toBe('illegal-action');
    expect(error.message).toContain('XEN-OVR-01');
  });

  it('XEN-OVR-01 an overrun with a teleport, or of a friendly unit, is refused', () => {
    const teleport = refused(gameOf(cars()), { ...overrun(), mode: 'teleport' });
    expect(teleport.message).toContain('XEN-OVR-01');
    const own = refused(gameOf(cars()), overrun(25.9, 'red.c1.u1'));
    expect(own.code).toBe('unknown-entity');
  });

  it('XEN-OVR-02 an overrun through difficult terrain is refused (R7)', () => {
    const error = refused(gameOf(cars('move-and-fire', [], true)), overrun());
    expect(error.code).toBe('illegal-action');
    expect(error.message).toContain('XEN-OVR-02');
  });

  it('XEN-OVR-05 R28 completing an overrun opens an overwatch window for the enemy', () => {
    const watcher = aUnit({ id: 'blue.c2.u1', at: row(30, 30, 2), overwatch: true });
    const { state } = play(
      gameOf(cars('move-and-fire', [watcher]), [6, 6, 1, 1, 1, 1, 1]),
      overrun(),
      split('blue', 'blue.c1.u1'),
      split('red', 'red.c1.u1'),
    );
    const done = finish(state);
    expect(eventsOf(done.events, 'overwatch-window-opened')).toEqual([
      expect.objectContaining({ player: 'blue', mover: 'red.c1.u1', units: ['blue.c2.u1'] }),
    ]);
    expect(done.state.pending[0]).toMatchObject({ player: 'blue', kind: 'overwatch' });
  });

  it('XEN-OVR-01 legal commands offer an overrun of a nearby enemy, and it is accepted', () => {
    const game = gameOf(cars(), Array(40).fill(1));
    const offered = legalCommands(game, 'red').filter(
      (c) => c.type === 'move-unit' && c.overrun !== undefined,
    );
    expect(offered).toEqual([expect.objectContaining({ unit: 'red.c1.u1', overrun: 'blue.c1.u1' })]);
    expect(() => play(game, offered[0] as XenocideCommand)).not.toThrow();
  });

  it('XEN-OVR-01 legal commands offer overruns of the two nearest enemy units, each accepted', () => {
    const second = aUnit({ id: 'blue.c2.u1', at: [{ x: 21, y: 10.5 }] });
    const game = gameOf(cars('move-and-fire', [second]), Array(40).fill(1));
    const offered = legalCommands(game, 'red').filter(
      (c) => c.type === 'move-unit' && c.overrun !== undefined,
    );
    expect(offered.map((c) => (c as { overrun?: string }).overrun)).toEqual(['blue.c2.u1', 'blue.c1.u1']);
    for (const command of offered) {
      const { events } = play(game, command as XenocideCommand);
      expect(eventsOf(events, 'assault-started')[0]?.rules).toEqual(
        expect.arrayContaining(['XEN-OVR-01', 'XEN-OVR-02']),
      );
    }
  });
});
