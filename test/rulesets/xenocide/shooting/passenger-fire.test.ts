import { describe, expect, it } from 'vitest';
import {
  aPosition,
  aTrooper,
  aUnit,
  aWeapon,
  eventsOf,
  gameOf,
  play,
  refused,
} from '../../../support/xenocide';

const launcher = aTrooper({
  weapons: [aWeapon({ name: 'Launcher', shots: 1, accuracy: 6, specials: { aoe: 1 } })],
});
const profiles = { 'test/launcher': launcher };

/** A unit of two troopers riding in its own transport (model m1) at (10, 30). */
const carried = (id: string, transport: string) =>
  aUnit({
    id,
    models: [
      { at: { x: 10, y: 30 }, profile: transport },
      { at: { x: 10, y: 30 }, embarkedIn: `${id}.m1` },
      { at: { x: 10, y: 30 }, embarkedIn: `${id}.m1` },
    ],
  });

describe('passengers in the shooting phase, through the engine', () => {
  it('XEN-TRANS-17 troopers riding in an open half-track fire their rifles from it', () => {
    const position = aPosition({
      units: [
        carried('red.c1.u1', 'generic/half-track'),
        aUnit({ id: 'blue.c1.u1', at: [{ x: 10, y: 38 }] }),
      ],
    });
    const fired = play(gameOf(position, Array(40).fill(6)), {
      type: 'shoot',
      player: 'red',
      unit: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    });
    const shots = eventsOf(fired.events, 'shots-fired')[0];
    expect(shots?.groups[0]).toMatchObject({ weapon: 'Rifles', models: 2 });
    expect(shots?.rules).toContain('XEN-TRANS-17');
  });

  it('XEN-TRANS-08 the riders of a closed APC neither fire nor can be hit: only the APC shoots and is shot', () => {
    const position = aPosition({
      units: [carried('red.c1.u1', 'generic/apc'), aUnit({ id: 'blue.c1.u1', at: [{ x: 10, y: 38 }] })],
    });
    const rifles = refused(gameOf(position, Array(40).fill(6)), {
      type: 'shoot',
      player: 'red',
      unit: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    });
    expect(rifles.code).toBe('illegal-action');
    const pintle = play(gameOf(position, Array(40).fill(6)), {
      type: 'shoot',
      player: 'red',
      unit: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Pintle Gun' }],
    });
    expect(eventsOf(pintle.events, 'shots-fired')[0]?.rules).toContain('XEN-TRANS-08');
  });

  it('XEN-TRANS-20 an AOE hit on an open half-track passes one hit on to the unit riding in it', () => {
    const position = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', profile: 'test/launcher', at: [{ x: 10, y: 10 }] }, profiles),
        aUnit({ id: 'blue.c1.u1', profile: 'generic/half-track', at: [{ x: 10, y: 30 }] }),
        aUnit({ id: 'blue.c1.u2', models: [{ at: { x: 10, y: 30 }, embarkedIn: 'blue.c1.u1.m1' }] }),
      ],
      profiles,
    });
    // Hit (1), 1d3 from a 1 = 1 hit on the half-track (armor 3: 6 fails), 1 on a rider (cover 2: 3 fails; armor: 6 fails).
    const fired = play(gameOf(position, [1, 1, 6, 3, 6, 1, 1, 1, 1]), {
      type: 'shoot',
      player: 'red',
      unit: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Launcher' }],
    });
    const allocated = eventsOf(fired.events, 'hits-allocated');
    expect(allocated.map((e) => [e.unit, e.rules?.includes('XEN-TRANS-20')])).toEqual([
      ['blue.c1.u1', false],
      ['blue.c1.u2', true],
    ]);
  });
});
