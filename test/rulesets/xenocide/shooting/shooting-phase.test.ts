import { applyCommand, deserialize, gameFromState, legalCommands, manual, serialize } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { CommandOfType } from '../../../../src/rulesets/xenocide/commands/schema';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import {
  aFeature,
  aPosition,
  aTrooper,
  aUnit,
  aWeapon,
  cpOf,
  diceFor,
  diceLeft,
  eventsOf,
  gameOf,
  play,
  rect,
  refused,
  row,
  story,
  unitIn,
} from '../../../support/xenocide';

type ShootCommand = CommandOfType<'shoot'>;
const rifles = [{ weapon: 'Rifles' }];
const shoot = (unit: string, target: string, extra: { directedAt?: string[] } = {}): ShootCommand => ({
  type: 'shoot',
  player: 'red',
  unit,
  target,
  weapons: rifles,
  ...extra,
});

/** Red's four troopers at y 10 against five blue troopers standing in a light-cover wood at y 20. */
function woodPosition() {
  return aPosition({
    units: [aUnit({ id: 'red.c1.u1', at: row(10, 10, 4) }), aUnit({ id: 'blue.c1.u1', at: row(10, 20, 5) })],
    terrain: [aFeature({ id: 'wood', cover: 'light', polygon: rect(8, 18, 10, 4) })],
  });
}

describe('XEN-SHOOT shooting through the engine', () => {
  it('XEN-SHOOT-02 12 shots at Acc 3 → 5 hits → 2 saved by cover → 3 removed → suppression test 8+, rolled 6: suppressed', () => {
    const game = gameOf(woodPosition(), [
      ...[1, 1, 1, 2, 3, 4, 4, 5, 5, 6, 6, 6], // to hit: 5 hits on 1-3
      ...[1, 2, 3, 4, 5], // cover saves (light 1 + infantry 1 = 2): two saved
      ...[3, 4, 5], // armor saves (2 − 0): none saved
      ...[2, 4], // suppression test
    ]);
    const fired = play(game, shoot('red.c1.u1', 'blue.c1.u1'));
    expect(fired.state.pending).toEqual([
      expect.objectContaining({ player: 'blue', kind: 'assign-casualties', commands: ['assign-casualties'] }),
    ]);
    const pool = 'blue.c1.u1:test/trooper:cover2';
    const removed = play(fired.state, {
      type: 'assign-casualties',
      player: 'blue',
      pool,
      models: ['blue.c1.u1.m5', 'blue.c1.u1.m4', 'blue.c1.u1.m3'],
    });
    expect(
      unitIn(removed.state, 'blue.c1.u1')
        .models.filter((m) => m.removed)
        .map((m) => m.id),
    ).toEqual(['blue.c1.u1.m3', 'blue.c1.u1.m4', 'blue.c1.u1.m5']);
    const ended = play(removed.state, { type: 'end-phase', player: 'red' });
    expect(ended.state.pending[0]).toMatchObject({ player: 'blue', kind: 'buy-suppression-die' });
    const declined = play(ended.state, {
      type: 'buy-suppression-die',
      player: 'blue',
      unit: 'blue.c1.u1',
      buy: false,
    });
    expect(unitIn(declined.state, 'blue.c1.u1').suppression).toBe(1);
    expect(diceLeft(declined.state)).toBe(0);
    const lines = story([...fired.events, ...removed.events, ...ended.events, ...declined.events]);
    expect(lines).toEqual([
      'red.c1.u1 shoots at blue.c1.u1: 12 Rifles shots at Acc 3 → 5 hits.',
      'Hits on blue.c1.u1: 5 to test/trooper in cover 2.',
      'blue.c1.u1 (test/trooper): 5 hits → 2 saved by cover, 0 saved by armor → 3 unsaved.',
      'blue.c1.u1.m5 is removed (shooting).',
      'blue.c1.u1.m4 is removed (shooting).',
      'blue.c1.u1.m3 is removed (shooting).',
      'red.c1.u1 → blue.c1.u1: 12 shots → 5 hits → 2 saved by cover → 3 models removed.',
      'blue.c1.u1 suppression test 8+, rolled 6: suppressed.',
      'blue.c1.u1 now has 1 suppression marker (was 0).',
      'red.c1: second movement.',
    ]);
  });

  it('XEN-SHOOT-01 each unit on a firing order of the active company may shoot; legalCommands offers it', () => {
    const game = gameOf(woodPosition());
    const offered = legalCommands(game, 'red').filter((c) => c.type === 'shoot');
    expect(offered).toEqual([shoot('red.c1.u1', 'blue.c1.u1')]);
    expect(legalCommands(game, 'blue')).toEqual([]);
  });

  it('XEN-TURN-15 units on Assault orders never shoot, dig in or go on overwatch (R6)', () => {
    const position = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: row(10, 10, 4), order: 'assault' }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 20, 5) }),
      ],
    });
    const game = gameOf(position);
    const error = refused(game, shoot('red.c1.u1', 'blue.c1.u1'));
    expect(error).toMatchObject({ code: 'illegal-action' });
    expect(error.message).toContain('XEN-TURN-15');
    expect(refused(game, { type: 'dig-in', player: 'red', unit: 'red.c1.u1' }).message).toContain('R6');
    expect(refused(game, { type: 'go-on-overwatch', player: 'red', units: ['red.c1.u1'] }).message).toContain(
      'R6',
    );
    expect(legalCommands(game, 'red')).toEqual([{ type: 'end-phase', player: 'red' }]);
  });

  it('XEN-SHOOT-08 a unit fires different weapon systems at different targets, each system once', () => {
    const gunner = aTrooper({ weapons: [aWeapon(), aWeapon({ name: 'Launcher', shots: 1 })] });
    const position = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', profile: 'test/gunner', at: [{ x: 10, y: 10 }] }, { 'test/gunner': gunner }),
        aUnit({ id: 'blue.c1.u1', at: [{ x: 10, y: 20 }] }),
        aUnit({ id: 'blue.c1.u2', at: [{ x: 20, y: 20 }] }),
      ],
      profiles: { 'test/gunner': gunner },
    });
    const game = gameOf(position, [6, 6, 6, 6]);
    const first = play(game, shoot('red.c1.u1', 'blue.c1.u1'));
    expect(unitIn(first.state, 'red.c1.u1').activity.firedWeapons).toEqual(['Rifles']);
    const twice = refused(first.state, shoot('red.c1.u1', 'blue.c1.u2'));
    expect(twice).toMatchObject({ code: 'illegal-action' });
    expect(twice.message).toContain("'Rifles'");
    expect(twice.message).toContain('XEN-SHOOT-08');
    expect(
      refused(game, {
        ...shoot('red.c1.u1', 'blue.c1.u1'),
        weapons: [{ weapon: 'Rifles' }, { weapon: 'Rifles' }],
      }).message,
    ).toContain('XEN-SHOOT-08');
    expect(legalCommands(first.state, 'red').filter((c) => c.type === 'shoot')).toEqual([
      { ...shoot('red.c1.u1', 'blue.c1.u1'), weapons: [{ weapon: 'Launcher' }] },
      { ...shoot('red.c1.u1', 'blue.c1.u2'), weapons: [{ weapon: 'Launcher' }] },
    ]);
    const second = play(first.state, {
      ...shoot('red.c1.u1', 'blue.c1.u2'),
      weapons: [{ weapon: 'Launcher' }],
    });
    expect(eventsOf(second.events, 'shots-fired')[0]).toMatchObject({ target: 'blue.c1.u2', hits: 0 });
    expect(refused(second.state, shoot('red.c1.u1', 'blue.c1.u2')).message).toContain('every weapon system');
  });

  it('XEN-SHOOT-04 a target no shooter can see is refused with line-of-sight, before any die', () => {
    const position = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] }),
        aUnit({ id: 'blue.c1.u1', at: [{ x: 10, y: 20 }] }),
      ],
      terrain: [aFeature({ id: 'wall', solid: true, height: 10, polygon: rect(0, 14, 30, 1) })],
    });
    const error = refused(gameOf(position), shoot('red.c1.u1', 'blue.c1.u1'));
    expect(error.code).toBe('line-of-sight');
    expect(error.message).toContain('XEN-SHOOT-04');
  });

  it('XEN-SHOOT-12 an engaged unit may neither shoot nor be shot at in the Shooting phase', () => {
    const position = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] }),
        aUnit({ id: 'blue.c1.u1', at: [{ x: 10, y: 13 }] }),
        aUnit({ id: 'blue.c1.u2', at: [{ x: 30, y: 20 }] }),
      ],
    });
    const game = gameOf(position);
    expect(refused(game, shoot('red.c1.u1', 'blue.c1.u2')).message).toContain('XEN-SHOOT-12');
    expect(legalCommands(game, 'red').filter((c) => c.type === 'shoot')).toEqual([]);
  });
});

describe('XEN-CP-09 directed fire through the engine', () => {
  const position = () =>
    aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: row(10, 10, 2) }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 20, 4) }),
      ],
    });

  it('XEN-CP-09 1 CP lets the shooter send every non-AOE hit to the models it names', () => {
    const game = gameOf(position(), [1, 1, 1, 1, 6, 6, 6, 6, 6, 6]);
    const { state, events } = play(game, shoot('red.c1.u1', 'blue.c1.u1', { directedAt: ['blue.c1.u1.m4'] }));
    expect(cpOf(state, 'red')).toBe(2);
    expect(eventsOf(events, 'cp-spent')).toEqual([
      expect.objectContaining({ player: 'red', cp: 1, use: 'directed fire (XEN-CP-09)', left: 2 }),
    ]);
    expect(eventsOf(events, 'hits-allocated')[0]?.pools).toEqual([
      expect.objectContaining({ hits: 4, models: ['blue.c1.u1.m4'] }),
    ]);
    // One model, four hits, four failed saves: it dies and the other three hits are lost (R59).
    expect(eventsOf(events, 'attack-resolved')[0]).toMatchObject({ removed: ['blue.c1.u1.m4'], lost: 3 });
  });

  it('XEN-CP-09 without a CP directed fire is refused before the dice are rolled', () => {
    const broke = aPosition({ units: position().units });
    const game = gameOf({ ...broke, sides: [{ ...broke.sides[0], cp: 0 }, broke.sides[1]] });
    const error = refused(game, shoot('red.c1.u1', 'blue.c1.u1', { directedAt: ['blue.c1.u1.m1'] }));
    expect(error.code).toBe('insufficient-resources');
    expect(error.message).toContain('XEN-CP-09');
  });

  it('XEN-CP-09 under directed fire the shooter, not the defender, makes the partial-round choice (R59)', () => {
    const game = gameOf(position(), [1, 6, 6, 6, 6, 6, 1]);
    const directed = ['blue.c1.u1.m1', 'blue.c1.u1.m2'];
    const fired = play(game, shoot('red.c1.u1', 'blue.c1.u1', { directedAt: directed }));
    // Both named models are in one pool, so the single hit leaves no real allocation choice...
    expect(fired.state.pending[0]?.kind).toBe('shooting');
    // ...but with a model in cover among them, the shooter chooses.
    const covered = aPosition({
      units: position().units,
      terrain: [aFeature({ id: 'wood', cover: 'light', polygon: rect(8, 18, 2.5, 4) })],
    });
    const second = play(
      gameOf(covered, [1, 6, 6, 6, 6, 6, 1]),
      shoot('red.c1.u1', 'blue.c1.u1', { directedAt: directed }),
    );
    expect(second.state.pending).toEqual([
      expect.objectContaining({
        player: 'red',
        kind: 'allocate-hits',
        constraints: expect.objectContaining({ models: directed }),
      }),
    ]);
    const chosen = play(second.state, { type: 'allocate-hits', player: 'red', models: ['blue.c1.u1.m2'] });
    expect(eventsOf(chosen.events, 'hits-allocated')[0]?.pools).toEqual([
      expect.objectContaining({ models: ['blue.c1.u1.m2'], cover: 0 }),
    ]);
  });

  it('XEN-HIT-11 directed fire never applies to AOE weapons, so it is refused when every system fired is AOE', () => {
    const mortar = aTrooper({ weapons: [aWeapon({ name: 'Mortar', specials: { aoe: 1 } })] });
    const game = gameOf(
      aPosition({
        units: [
          aUnit(
            { id: 'red.c1.u1', profile: 'test/mortar', at: [{ x: 10, y: 10 }] },
            { 'test/mortar': mortar },
          ),
          aUnit({ id: 'blue.c1.u1', at: row(10, 20, 3) }),
        ],
        profiles: { 'test/mortar': mortar },
      }),
    );
    const error = refused(game, {
      ...shoot('red.c1.u1', 'blue.c1.u1', { directedAt: ['blue.c1.u1.m1'] }),
      weapons: [{ weapon: 'Mortar' }],
    });
    expect(error.message).toContain('XEN-HIT-11');
  });
});

describe('XEN-SAVE-10 digging in through the engine', () => {
  it('XEN-SAVE-10 an infantry unit on a firing order digs in instead of shooting', () => {
    const game = gameOf(woodPosition());
    const { state, events } = play(game, { type: 'dig-in', player: 'red', unit: 'red.c1.u1' });
    expect(unitIn(state, 'red.c1.u1').dugIn).toBe(true);
    expect(eventsOf(events, 'dug-in')).toEqual([
      {
        type: 'dug-in',
        rules: ['XEN-SAVE-10', 'XEN-SAVE-13'],
        player: 'red',
        unit: 'red.c1.u1',
        visibleTo: 'all',
      },
    ]);
    expect(refused(state, shoot('red.c1.u1', 'blue.c1.u1')).message).toContain('dug in instead of shooting');
    expect(legalCommands(state, 'red').map((c) => c.type)).toEqual(['end-phase']);
  });

  it('XEN-SAVE-13 a unit with a model in hard cover cannot dig in', () => {
    const position = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: row(10, 10, 2) }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 30, 2) }),
      ],
      terrain: [aFeature({ id: 'ruin', cover: 'hard', polygon: rect(9, 9, 2, 2) })],
    });
    expect(refused(gameOf(position), { type: 'dig-in', player: 'red', unit: 'red.c1.u1' }).message).toContain(
      'XEN-SAVE-13',
    );
  });

  it('XEN-SAVE-14 a dug-in unit that moves loses its marker', () => {
    const position = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: row(10, 10, 2), order: 'fire-and-move' }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 40, 2) }),
      ],
    });
    const dug = play(gameOf(position), { type: 'dig-in', player: 'red', unit: 'red.c1.u1' });
    const second = play(dug.state, { type: 'end-phase', player: 'red' }).state;
    expect(unitIn(second, 'red.c1.u1').dugIn).toBe(true);
    const moved = play(second, {
      type: 'move-unit',
      player: 'red',
      unit: 'red.c1.u1',
      mode: 'normal',
      models: [{ model: 'red.c1.u1.m1', path: [{ x: 10, y: 12 }] }],
    });
    expect(unitIn(moved.state, 'red.c1.u1').dugIn).toBe(false);
  });
});

describe('save and load in the middle of an attack', () => {
  it('XEN-SHOOT-02 an attack waiting for casualties survives serialize/deserialize and continues the same', () => {
    const game = gameOf(woodPosition(), [1, 1, 1, 2, 3, 4, 4, 5, 5, 6, 6, 6, 1, 2, 3, 4, 5, 3, 4, 5, 2, 4]);
    const fired = play(game, shoot('red.c1.u1', 'blue.c1.u1')).state;
    const loaded = deserialize(serialize(fired), xenocide);
    const answer: CommandOfType<'assign-casualties'> = {
      type: 'assign-casualties',
      player: 'blue',
      pool: 'blue.c1.u1:test/trooper:cover2',
      models: ['blue.c1.u1.m1', 'blue.c1.u1.m2', 'blue.c1.u1.m3'],
    };
    const direct = play(fired, answer, { type: 'end-phase', player: 'red' });
    const resumed = play(loaded as typeof fired, answer, { type: 'end-phase', player: 'red' });
    expect(resumed.state).toEqual(direct.state);
    expect(resumed.events).toEqual(direct.events);
    expect(diceFor(direct.events, 'suppression-test')).toEqual([[2, 4]]);
  });
});

describe('manual dice', () => {
  it('XEN-SHOOT-02 with physical dice the shooter rolls to hit and the defender rolls the saves; a wrong entry is refused', () => {
    const game = gameFromState(xenocide, woodPosition(), { seed: 1, dice: manual });
    const asked = applyCommand(game, shoot('red.c1.u1', 'blue.c1.u1'));
    if (!asked.ok) throw new Error(asked.error.message);
    expect(asked.state.pending).toEqual([
      expect.objectContaining({
        player: 'red',
        kind: 'roll',
        constraints: { purpose: 'to-hit', count: 12, sides: 6 },
      }),
    ]);
    const wrong = applyCommand(asked.state, { type: 'provide-dice', player: 'red', dice: [1, 2, 3] });
    expect(wrong.ok ? 'accepted' : wrong.error.code).toBe('invalid-dice');
    const hits = applyCommand(asked.state, {
      type: 'provide-dice',
      player: 'red',
      dice: [1, 1, 1, 2, 3, 4, 4, 5, 5, 6, 6, 6],
    });
    if (!hits.ok) throw new Error(hits.error.message);
    expect(hits.state.pending).toEqual([
      expect.objectContaining({
        player: 'blue',
        kind: 'roll',
        constraints: { purpose: 'cover-save', count: 5, sides: 6 },
      }),
    ]);
  });
});
