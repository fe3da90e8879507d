import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { MoveUnitCommand, XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  aPosition,
  aUnit,
  cpOf,
  eventsOf,
  gameOf,
  inPhase,
  play,
  refused,
  row,
  unitIn,
} from '../../../support/xenocide';

/** Blue's two troopers start 26" from red (out of Rifles range) and end their move 23" away (in range). */
const advance = (to = 33): MoveUnitCommand => ({
  type: 'move-unit',
  player: 'blue',
  unit: 'blue.c1.u1',
  mode: 'normal',
  models: [
    { model: 'blue.c1.u1.m1', path: [{ x: 10, y: to }] },
    { model: 'blue.c1.u1.m2', path: [{ x: 11.5, y: to }] },
  ],
});
const fire = (unit = 'red.c1.u1', snapshot = 1): XenocideCommand => ({
  type: 'overwatch-fire',
  player: 'red',
  unit,
  target: 'blue.c1.u1',
  snapshot,
  weapons: [{ weapon: 'Rifles' }],
});

/** Blue's First Movement; red has overwatching units (`watchers`) at y 10. */
function bluesMove(watchers: readonly string[] = ['red.c1.u1'], extra = false): XenocideState {
  const position = aPosition({
    units: [
      aUnit({ id: 'red.c1.u1', at: row(10, 10, 2), overwatch: watchers.includes('red.c1.u1') }),
      ...(extra
        ? [aUnit({ id: 'red.c1.u2', at: row(20, 10, 2), overwatch: watchers.includes('red.c1.u2') })]
        : []),
      aUnit({ id: 'blue.c1.u1', at: row(10, 36, 2), order: 'move-and-fire' }),
      aUnit({ id: 'blue.c1.u2', at: row(40, 40, 2), order: 'move-and-fire' }),
    ],
  });
  return inPhase(position, 'first-movement', 'blue');
}

describe('XEN-OW overwatch through the engine', () => {
  it('XEN-OW-03 XEN-OW-04 a move that comes into LOS and range opens a window the overwatching player must close', () => {
    const { state, events } = play(gameOf(bluesMove()), advance());
    expect(eventsOf(events, 'overwatch-window-opened')).toEqual([
      expect.objectContaining({ player: 'red', mover: 'blue.c1.u1', units: ['red.c1.u1'], snapshots: 2 }),
    ]);
    expect(state.pending).toEqual([
      expect.objectContaining({
        player: 'red',
        kind: 'overwatch',
        commands: ['overwatch-fire', 'pass-overwatch'],
      }),
    ]);
    // XEN-OW-04: the moving player may not move another unit before the window closes.
    const other: MoveUnitCommand = {
      type: 'move-unit',
      player: 'blue',
      unit: 'blue.c1.u2',
      mode: 'normal',
      models: [{ model: 'blue.c1.u2.m1', path: [{ x: 40, y: 39 }] }],
    };
    expect(refused(state, other).code).toBe('not-your-turn');
    // XEN-OW-06: only the end of the move is in range, so only that snapshot is offered.
    expect(legalCommands(state, 'red')).toEqual([{ type: 'pass-overwatch', player: 'red' }, fire()]);
  });

  it('XEN-OW-03 no window opens when no snapshot of the move is in LOS and range', () => {
    const { state, events } = play(gameOf(bluesMove()), advance(35.5));
    expect(eventsOf(events, 'overwatch-window-opened')).toEqual([]);
    expect(state.pending[0]).toMatchObject({ player: 'blue', kind: 'first-movement' });
  });

  it('XEN-OW-05 XEN-OW-10 fire is resolved after the move, the defender chooses its casualty, and the counter is removed', () => {
    const game = gameOf(bluesMove(), [1, 1, 6, 6, 6, 6, 6, 1]);
    const fired = play(game, advance(), fire());
    expect(eventsOf(fired.events, 'shots-fired')[0]).toMatchObject({
      phase: 'overwatch',
      snapshot: 1,
      hits: 2,
    });
    expect(fired.state.pending[0]).toMatchObject({ player: 'blue', kind: 'assign-casualties' });
    const done = play(fired.state, {
      type: 'assign-casualties',
      player: 'blue',
      pool: 'blue.c1.u1:test/trooper:cover0',
      models: ['blue.c1.u1.m2'],
    });
    expect(unitIn(done.state, 'blue.c1.u1').models.find((m) => m.id === 'blue.c1.u1.m2')?.removed).toBe(true);
    expect(unitIn(done.state, 'red.c1.u1').overwatch).toBe(false);
    expect(eventsOf(done.events, 'overwatch-removed')).toEqual([
      expect.objectContaining({ unit: 'red.c1.u1', reason: 'fired' }),
    ]);
    // XEN-OW-09: overwatch fire adds nothing to a suppression tally.
    expect(done.state.game.stage).not.toHaveProperty('tally');
    expect(done.state.game.stage).not.toHaveProperty('overwatch');
    expect(done.state.pending[0]).toMatchObject({ player: 'blue', kind: 'first-movement' });
  });

  it('XEN-OW-06 fire from a snapshot out of range is refused', () => {
    const { state } = play(gameOf(bluesMove()), advance());
    const error = refused(state, fire('red.c1.u1', 0));
    expect(error.code).toBe('out-of-range');
    expect(refused(state, fire('red.c1.u1', 7)).code).toBe('out-of-range');
  });

  it('XEN-OW-07 overwatch fire must target the unit that just moved', () => {
    const { state } = play(gameOf(bluesMove()), advance());
    expect(refused(state, { ...fire(), target: 'blue.c1.u2' }).message).toContain('XEN-OW-07');
  });

  it('XEN-OW-01 overwatch fire from a unit without a counter is refused', () => {
    const { state } = play(gameOf(bluesMove(['red.c1.u1'], true)), advance());
    const error = refused(state, fire('red.c1.u2'));
    expect(error.code).toBe('illegal-action');
    expect(error.message).toContain('holds no overwatch counter');
  });

  it('XEN-OW-08 several overwatching units fire at the same mover one after another', () => {
    const game = gameOf(bluesMove(['red.c1.u1', 'red.c1.u2'], true), [...Array<number>(12).fill(6)]);
    const opened = play(game, advance());
    expect(eventsOf(opened.events, 'overwatch-window-opened')[0]?.units).toEqual(['red.c1.u1', 'red.c1.u2']);
    const first = play(opened.state, fire('red.c1.u1'));
    expect(first.state.pending[0]).toMatchObject({ player: 'red', kind: 'overwatch' });
    expect(first.state.game.stage).toMatchObject({ overwatch: { units: ['red.c1.u2'] } });
    const second = play(first.state, fire('red.c1.u2'));
    expect(second.state.pending[0]).toMatchObject({ player: 'blue', kind: 'first-movement' });
  });

  it('XEN-OW-04 passing closes the window and keeps the counter', () => {
    const { state, events } = play(gameOf(bluesMove()), advance(), { type: 'pass-overwatch', player: 'red' });
    expect(eventsOf(events, 'overwatch-passed')).toHaveLength(1);
    expect(unitIn(state, 'red.c1.u1').overwatch).toBe(true);
    expect(state.pending[0]).toMatchObject({ player: 'blue', kind: 'first-movement' });
  });
});

describe('XEN-CP-11 going on overwatch', () => {
  const shooting = () =>
    aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: row(10, 10, 2) }),
        aUnit({ id: 'red.c1.u2', at: row(20, 10, 2) }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 40, 2) }),
      ],
    });

  it('XEN-CP-11 1 CP in a company activation puts any or all of its eligible units on overwatch', () => {
    const game = gameOf(shooting());
    const first = play(game, { type: 'go-on-overwatch', player: 'red', units: ['red.c1.u1'] });
    expect(cpOf(first.state, 'red')).toBe(2);
    expect(unitIn(first.state, 'red.c1.u1')).toMatchObject({ overwatch: true });
    const second = play(first.state, { type: 'go-on-overwatch', player: 'red', units: ['red.c1.u2'] });
    expect(cpOf(second.state, 'red')).toBe(2);
    expect(eventsOf([...first.events, ...second.events], 'cp-spent')).toHaveLength(1);
    expect(eventsOf(second.events, 'overwatch-declared')).toEqual([
      expect.objectContaining({ player: 'red', units: ['red.c1.u2'] }),
    ]);
    // XEN-OW-01: it went on overwatch instead of shooting.
    expect(
      refused(second.state, {
        type: 'shoot',
        player: 'red',
        unit: 'red.c1.u1',
        target: 'blue.c1.u1',
        weapons: [{ weapon: 'Rifles' }],
      }).message,
    ).toContain('XEN-OW-01');
  });

  it('XEN-CP-11 with no CP left going on overwatch is refused', () => {
    const position = shooting();
    const broke = gameOf({ ...position, sides: [{ ...position.sides[0], cp: 0 }, position.sides[1]] });
    const error = refused(broke, { type: 'go-on-overwatch', player: 'red', units: ['red.c1.u1'] });
    expect(error.code).toBe('insufficient-resources');
    expect(error.message).toContain('XEN-CP-11');
    expect(legalCommands(broke, 'red').some((c) => c.type === 'go-on-overwatch')).toBe(false);
  });

  it('XEN-OW-02 a suppressed unit cannot go on overwatch', () => {
    const position = shooting();
    const game = gameOf({
      ...position,
      units: position.units.map((u) => (u.id === 'red.c1.u1' ? { ...u, suppression: 1 } : u)),
    });
    expect(refused(game, { type: 'go-on-overwatch', player: 'red', units: ['red.c1.u1'] }).message).toContain(
      'suppressed',
    );
  });
});

describe('XEN-OW-11 keeping a counter into the next activation', () => {
  function redActivation(): XenocideState {
    const position = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: row(10, 10, 2), overwatch: true, order: 'move-and-fire' }),
        aUnit({ id: 'red.c1.u2', at: row(20, 10, 2), overwatch: true, order: 'move-and-fire' }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 44, 2) }),
      ],
    });
    return inPhase(position, 'first-movement', 'red');
  }
  const end = { type: 'end-phase', player: 'red' } as const;

  it('XEN-OW-11 a unit that moves loses its old counter at the end of its activation; one that stays keeps it', () => {
    const moved = play(gameOf(redActivation()), {
      type: 'move-unit',
      player: 'red',
      unit: 'red.c1.u1',
      mode: 'normal',
      models: [{ model: 'red.c1.u1.m1', path: [{ x: 10, y: 12 }] }],
    });
    expect(unitIn(moved.state, 'red.c1.u1').overwatch).toBe(true);
    const ended = play(moved.state, end, end, end, end, end);
    expect(unitIn(ended.state, 'red.c1.u1').overwatch).toBe(false);
    expect(unitIn(ended.state, 'red.c1.u2').overwatch).toBe(true);
    expect(eventsOf(ended.events, 'overwatch-removed')).toEqual([
      expect.objectContaining({ unit: 'red.c1.u1', reason: 'moved-or-shot' }),
    ]);
  });

  it('XEN-OW-11 a unit holding an old counter may still shoot, and then loses the counter', () => {
    const state = inPhase(redActivation(), 'shooting', 'red');
    const near = {
      ...state,
      units: state.units.map((u) =>
        u.id === 'blue.c1.u1' ? { ...u, models: u.models.map((m) => ({ ...m, y: 25 })) } : u,
      ),
    };
    const shot = play(gameOf(near, [6, 6, 6, 6, 6, 6, 6, 6]), {
      type: 'shoot',
      player: 'red',
      unit: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    });
    const ended = play(shot.state, end, end, end, end);
    expect(unitIn(ended.state, 'red.c1.u1').overwatch).toBe(false);
  });
});
