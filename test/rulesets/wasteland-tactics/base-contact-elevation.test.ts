import { applyCommand } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { WastelandState } from '../../../src/rulesets/wasteland-tactics/state';
import {
  ADVANCED_TERRAIN,
  aPosition,
  aProfile,
  eventsOf,
  gameOf,
  play,
  refused,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

// R14: base contact across elevation. A 1.5"-tall trooper on the ground beside a ledge; the enemy on the ledge.
const brawler = aProfile({ id: 'brawler', weapons: ['Club: R0 A1 4+ D1', 'Pistol: R12 A1 5+ D1'] });
const spare: UnitSpec = { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 70, y: 46 }] };
const box = (x0: number, y0: number, x1: number, y1: number) => ({
  points: [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ],
});
/** A ledge `elevation` inches up whose west face is at x = 10.5. */
const ledge = (elevation: number) => ({
  id: 'ledge',
  name: 'Slag ledge',
  polygon: box(10.5, 0, 30, 20),
  height: 0,
  elevation,
});
const red = (at: { x: number; y: number }): UnitSpec => ({
  id: 'r',
  player: 'red',
  profile: 'brawler',
  at: [at],
});
const blue = (at: { x: number; y: number }): UnitSpec => ({
  id: 'b',
  player: 'blue',
  profile: 'trooper',
  at: [at],
});
/** Red on the ground at (10, 10), blue on the ledge with bases 0.02" apart. */
const onLedge = (elevation: number, dice: number[] = []) =>
  gameOf(
    aPosition({
      profiles: [brawler],
      terrain: [ledge(elevation)],
      units: [red({ x: 10, y: 10 }), blue({ x: 11.02, y: 10 }), spare],
    }),
    dice,
  );
const fight = (targets: string[] = []) => ({
  type: 'activate-unit' as const,
  player: 'red',
  unit: 'r',
  actions: [{ type: 'fight' as const, targets }],
});
const shoot = {
  type: 'activate-unit' as const,
  player: 'red',
  unit: 'r',
  actions: [{ type: 'shoot' as const, target: 'b' }],
};
const moveAway = (to: { x: number; y: number }) => ({
  type: 'move-unit' as const,
  player: 'red',
  unit: 'r',
  models: [{ model: 'r.m1', path: [to] }],
});

describe('base contact across elevation (WT-MEAS-04, R14)', () => {
  it('WT-MEAS-04 a model raised no more than the lower model is tall is in base contact: it is struck, and the strike names WT-MEAS-04', () => {
    const { events } = play(onLedge(1, [1]), fight());
    const strike = eventsOf(events, 'attack-rolled')[0];
    expect(strike).toMatchObject({ action: 'fight', model: 'r.m1', target: 'b' });
    expect(strike?.rules).toContain('WT-MEAS-04');
    // In contact, so it may not shoot (WT-SHOOT-01).
    expect(refused(onLedge(1), shoot).message).toMatch(/base contact/);
  });

  it('WT-MEAS-04 a model raised higher than the lower model is tall is not in base contact, though the bases touch', () => {
    // Not in contact: red may shoot it (WT-SHOOT-01 forbids shooting only in base contact).
    expect(applyCommand(onLedge(2, [1, 9, 9, 9]), shoot).ok).toBe(true);
    // A Fight needs charge targets, and says why the touching enemy is not in contact.
    expect(refused(onLedge(2), fight()).message).toMatch(/WT-FIGHT-02.*WT-MEAS-04/);
    // A charge at it moves no closer, and its strikes are wasted: nobody is in base contact.
    const asked = play(onLedge(2), fight(['b']));
    expect(asked.state.pending[0]).toMatchObject({ player: 'blue', kind: 'charge-reaction' });
    const { events } = play(asked.state, {
      type: 'react-to-charge',
      player: 'blue',
      unit: 'b',
      react: false,
    });
    const wasted = eventsOf(events, 'action-wasted')[0];
    expect(wasted?.reason).toMatch(/WT-MEAS-04/);
    expect(wasted?.rules).toEqual(expect.arrayContaining(['WT-FIGHT-06', 'WT-MEAS-04']));
    expect(eventsOf(events, 'attack-rolled')).toHaveLength(0);
  });

  it('WT-MEAS-04 the Will roll to leave a contact across elevation names it; leaving bases that touch too far down needs none', () => {
    const moving = (elevation: number, dice: number[] = []) =>
      gameOf(
        aPosition({
          profiles: [brawler],
          terrain: [ledge(elevation)],
          units: [red({ x: 10, y: 10 }), blue({ x: 11.02, y: 10 }), spare],
          stage: { kind: 'move', player: 'red', unit: 'r' },
        }),
        dice,
      );
    const left = play(moving(1, [9]), moveAway({ x: 6, y: 10 }));
    const roll = eventsOf(left.events, 'test-rolled')[0];
    expect(roll).toMatchObject({ test: 'will', purpose: 'leave base contact', passed: true });
    expect(roll?.rules).toEqual(expect.arrayContaining(['WT-MOVE-07', 'WT-MEAS-04']));
    expect(unit(left.state, 'r').models[0]).toMatchObject({ x: 6, y: 10 });
    const free = play(moving(2), moveAway({ x: 6, y: 10 }));
    expect(eventsOf(free.events, 'test-rolled')).toHaveLength(0);
    expect(unit(free.state, 'r').models[0]).toMatchObject({ x: 6, y: 10 });
  });

  it('WT-MEAS-04 a model on a ruins floor 3" up is not in contact with one on the ground below it', () => {
    const ruins = {
      id: 'ruins',
      name: 'Ruins',
      polygon: box(8, 8, 16, 16),
      height: 4,
      building: 'heavy-ruins' as const,
      levels: [3],
    };
    const position = (level: number | undefined): WastelandState => {
      const state = aPosition({
        profiles: [brawler],
        terrain: [ruins],
        units: [red({ x: 10, y: 10 }), blue({ x: 11.02, y: 10 }), spare],
      });
      if (level === undefined) return state;
      const raise = (u: WastelandState['units'][number]) =>
        u.id === 'r' ? { ...u, models: u.models.map((m) => ({ ...m, elevation: level })) } : u;
      return { ...state, units: state.units.map(raise) };
    };
    expect(refused(gameOf(position(undefined)), shoot).message).toMatch(/base contact/);
    expect(applyCommand(gameOf(position(3), [1, 9, 9, 9]), shoot).ok).toBe(true);
  });

  it('WT-MEAS-04 on the bundled stepped slag heap, a model on the first step and one at its foot are in base contact', () => {
    const game = gameOf(
      aPosition({
        profiles: [brawler],
        terrain: ADVANCED_TERRAIN,
        // slag-north spans y 1-10 at elevation 1: blue stands on it, red at its foot.
        units: [red({ x: 58, y: 11.02 }), blue({ x: 58, y: 10 }), spare],
      }),
      [1],
    );
    const { events } = play(game, fight());
    expect(eventsOf(events, 'attack-rolled')[0]?.rules).toContain('WT-MEAS-04');
  });
});
