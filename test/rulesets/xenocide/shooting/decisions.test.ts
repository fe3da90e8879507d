import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import {
  aFeature,
  aPosition,
  aUnit,
  eventsOf,
  gameOf,
  play,
  rect,
  refused,
  row,
  unitIn,
} from '../../../support/xenocide';

const shoot: XenocideCommand = {
  type: 'shoot',
  player: 'red',
  unit: 'red.c1.u1',
  target: 'blue.c1.u1',
  weapons: [{ weapon: 'Rifles' }],
};

/** Blue's four troopers, the first two in a light-cover wood and the other two in the open. */
function splitCover() {
  return aPosition({
    units: [
      aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] }),
      aUnit({ id: 'blue.c1.u1', at: row(10, 20, 4) }),
    ],
    terrain: [aFeature({ id: 'wood', cover: 'light', polygon: rect(8, 18, 3.5, 4) })],
  });
}

describe('XEN-ALLOC-04 the allocate-hits prompt', () => {
  it('XEN-ALLOC-04 a partial round split between cover pools stops for the defender to choose', () => {
    const game = gameOf(splitCover(), [1, 1, 6, 6, 6, 6, 6]);
    const { state, events } = play(game, shoot);
    expect(eventsOf(events, 'hits-allocated')).toEqual([]);
    expect(state.pending).toEqual([
      {
        player: 'blue',
        kind: 'allocate-hits',
        rules: ['XEN-TURN-14', 'XEN-TURN-16', 'XEN-ALLOC-04'],
        commands: ['allocate-hits'],
        message: expect.stringContaining('XEN-ALLOC-04'),
        constraints: {
          unit: 'blue.c1.u1',
          models: ['blue.c1.u1.m1', 'blue.c1.u1.m2', 'blue.c1.u1.m3', 'blue.c1.u1.m4'],
          pools: [
            { pool: 'blue.c1.u1:test/trooper:cover2', models: ['blue.c1.u1.m1', 'blue.c1.u1.m2'] },
            { pool: 'blue.c1.u1:test/trooper:cover0', models: ['blue.c1.u1.m3', 'blue.c1.u1.m4'] },
          ],
        },
      },
    ]);
    // Every listed answer is accepted.
    for (const answer of legalCommands(state, 'blue')) expect(() => play(state, answer)).not.toThrow();
  });

  it('XEN-ALLOC-04 the defender puts both hits in cover; the saves are rolled in the same command', () => {
    const game = gameOf(splitCover(), [1, 1, 6, 1, 6, 6]);
    const asked = play(game, shoot).state;
    const { state, events } = play(asked, {
      type: 'allocate-hits',
      player: 'blue',
      models: ['blue.c1.u1.m2', 'blue.c1.u1.m1'],
    });
    expect(eventsOf(events, 'hits-allocated')[0]?.pools).toEqual([
      expect.objectContaining({ pool: 'blue.c1.u1:test/trooper:cover2', hits: 2 }),
    ]);
    expect(eventsOf(events, 'saves-rolled')[0]).toMatchObject({
      player: 'blue',
      steps: [
        { step: 'cover', target: 2, dice: [1, 6], saved: 1 },
        { step: 'armor', target: 2, dice: [6], saved: 0 },
      ],
      unsaved: 1,
    });
    // One unsaved hit, two models in the pool: now the casualty is asked for.
    expect(state.pending[0]).toMatchObject({
      player: 'blue',
      kind: 'assign-casualties',
      constraints: {
        pool: 'blue.c1.u1:test/trooper:cover2',
        models: ['blue.c1.u1.m1', 'blue.c1.u1.m2'],
        count: 1,
      },
    });
  });

  it('XEN-ALLOC-04 an answer naming a model no hit can reach is refused with the rule', () => {
    const asked = play(gameOf(splitCover(), [1, 1, 6]), shoot).state;
    const error = refused(asked, { type: 'allocate-hits', player: 'blue', models: ['red.c1.u1.m1'] });
    expect(error.code).toBe('illegal-action');
    expect(error.message).toContain('XEN-ALLOC-04');
    expect(refused(asked, { type: 'allocate-hits', player: 'red', models: ['blue.c1.u1.m1'] }).code).toBe(
      'not-your-turn',
    );
  });

  it('XEN-ALLOC-01 no prompt when every model is interchangeable (one profile, one cover)', () => {
    const position = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 20, 4) }),
      ],
    });
    const { state } = play(gameOf(position, [1, 1, 6, 1, 1]), shoot);
    expect(state.pending[0]?.kind).toBe('shooting');
  });
});

describe('XEN-SAVE-15 the assign-casualties prompt', () => {
  /** Blue: three troopers and a tank; four hits, one each; two troopers fail their saves. */
  function mixed() {
    return aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: row(10, 10, 2) }),
        aUnit({
          id: 'blue.c1.u1',
          models: [...row(10, 20, 3).map((at) => ({ at })), { at: { x: 16, y: 20 }, profile: 'test/tank' }],
        }),
      ],
      terrain: [aFeature({ id: 'wood', cover: 'light', polygon: rect(8, 18, 2.5, 4) })],
    });
  }
  const dice = [1, 1, 1, 1, 6, 6, 1, 6, 1, 1];

  it('XEN-SAVE-15 the defender chooses which models of the hit pool are removed', () => {
    const { state, events } = play(gameOf(mixed(), dice), shoot);
    expect(eventsOf(events, 'hits-allocated')[0]?.pools.map((p) => [p.pool, p.hits])).toEqual([
      ['blue.c1.u1:test/trooper:cover2', 1],
      ['blue.c1.u1:test/trooper:cover0', 2],
      ['blue.c1.u1:test/tank:cover0', 1],
    ]);
    expect(state.pending[0]).toMatchObject({
      kind: 'assign-casualties',
      constraints: {
        pool: 'blue.c1.u1:test/trooper:cover0',
        models: ['blue.c1.u1.m2', 'blue.c1.u1.m3'],
        count: 1,
      },
    });
    const done = play(state, {
      type: 'assign-casualties',
      player: 'blue',
      pool: 'blue.c1.u1:test/trooper:cover0',
      models: ['blue.c1.u1.m3'],
    });
    expect(
      unitIn(done.state, 'blue.c1.u1')
        .models.filter((m) => m.removed)
        .map((m) => m.id),
    ).toEqual(['blue.c1.u1.m3']);
    expect(done.state.pending[0]?.kind).toBe('shooting');
  });

  it('XEN-SAVE-15 a casualty of the wrong model type or cover pool is refused, naming the rule', () => {
    const { state } = play(gameOf(mixed(), dice), shoot);
    const pool = 'blue.c1.u1:test/trooper:cover0';
    const tank = refused(state, {
      type: 'assign-casualties',
      player: 'blue',
      pool,
      models: ['blue.c1.u1.m4'],
    });
    expect(tank.code).toBe('illegal-action');
    expect(tank.message).toContain('test/tank');
    expect(tank.message).toContain('XEN-SAVE-15');
    const covered = refused(state, {
      type: 'assign-casualties',
      player: 'blue',
      pool,
      models: ['blue.c1.u1.m1'],
    });
    expect(covered.message).toContain('cover pool');
    const other = refused(state, {
      type: 'assign-casualties',
      player: 'blue',
      pool: 'blue.c1.u1:test/tank:cover0',
      models: ['blue.c1.u1.m4'],
    });
    expect(other.message).toContain('XEN-SAVE-15');
    const many = refused(state, {
      type: 'assign-casualties',
      player: 'blue',
      pool,
      models: ['blue.c1.u1.m2', 'blue.c1.u1.m3'],
    });
    expect(many.code).toBe('out-of-range');
  });

  it('XEN-SAVE-01 a pool whose every model dies asks nothing', () => {
    const position = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 20, 2) }),
      ],
    });
    const { state, events } = play(gameOf(position, [1, 1, 6, 6, 6]), shoot);
    expect(state.pending[0]?.kind).toBe('shooting');
    expect(eventsOf(events, 'unit-eliminated').map((e) => e.unit)).toEqual(['blue.c1.u1']);
  });
});
