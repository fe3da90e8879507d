import { describe, expect, it } from 'vitest';
import { acting, eventsOf, force, game, position, RED, unit } from '../engine-support';
import { moved, rifles, run, times } from './cqb-support';

const misses = times(100, 1);

/** Red's 5-model squad (y 10, 1" apart) assaults a blue vehicle at (14, 16) that moved `lastMove` inches. */
function tank(lastMove = 0, red = 'bare5', vehicle = 'apc', extra = {}) {
  const s = acting(
    position({
      red: force(red),
      blue: force(vehicle, 'bare5'),
      params: {
        profiles: {
          bare5: rifles(5),
          brawler: {
            name: 'Brawler',
            type: 'vehicle',
            models: 1,
            quality: 'regular',
            move: 10,
            armour: { front: 'Lt', side: 'Lt', rear: 'Lt' },
            weapons: ['hmg'],
            cqbAttacks: 2,
            points: 60,
          },
        },
        ...extra,
      },
      place: {
        'red.u1': { x: 10, y: 10, spacing: 1 },
        'blue.u1': { x: 14, y: 16 },
        'blue.u2': { x: 40, y: 44 },
      },
    }),
    'red.u1',
  );
  unit(s, 'blue.u1').lastMove = lastMove;
  return s;
}

const assault = (s: ReturnType<typeof tank>) =>
  ({
    type: 'assault',
    player: RED,
    unit: 'red.u1',
    target: 'blue.u1',
    positions: moved(s, 'red.u1', 0, 3.5),
  }) as const;

const purposes = (events: readonly unknown[]) =>
  (events as { type: string; purpose?: string }[])
    .filter((e) => e.type === 'dice-rolled')
    .map((e) => e.purpose ?? '');

describe('CQB against vehicles', () => {
  it('SQ-VEH-01 a vehicle that did not move is hit automatically', () => {
    const s = tank(0);
    // Bonus d3 1: 6 attacks, all hit; damage rolls 1 × 6; the crew test 6.
    const r = run(game(s, [1, ...times(6, 1), 6, ...misses]), assault(s));
    const strike = eventsOf(r.events, 'cqb-strikes')[0];
    expect(strike).toMatchObject({ attacks: 6, hits: 6 });
    expect(strike?.rules).toContain('SQ-VEH-01');
    expect(purposes(r.events).some((p) => p.startsWith('CQB to hit'))).toBe(false);
  });

  it('SQ-VEH-02 a vehicle that moved less than 8" (exactly 8" included) is hit on a 4+', () => {
    for (const lastMove of [5, 8]) {
      const s = tank(lastMove);
      const r = run(game(s, [1, 4, 4, 3, 3, 1, 1, 1, 1, 6, ...misses]), assault(s));
      const strike = eventsOf(r.events, 'cqb-strikes')[0];
      expect(strike).toMatchObject({ attacks: 6, hits: 2 });
      expect(strike?.rules).toContain('SQ-VEH-02');
    }
  });

  it('SQ-VEH-03 a vehicle that moved more than 8" is hit only on a 6+', () => {
    const s = tank(10);
    const r = run(game(s, [1, 6, 5, 5, 4, 4, 4, 1, 6, ...misses]), assault(s));
    const strike = eventsOf(r.events, 'cqb-strikes')[0];
    expect(strike).toMatchObject({ attacks: 6, hits: 1 });
    expect(strike?.rules).toContain('SQ-VEH-03');
  });

  it('SQ-VEH-04 each hit rolls for damage: a 6 is an AT VLt hit on the rear armour', () => {
    const s = tank(0);
    // Six automatic hits; damage rolls 6, 5, 5, 1, 1, 1: one VLt hit on the APC's rear (VLt): 6 destroys it.
    const r = run(game(s, [1, 6, 5, 5, 1, 1, 1, 6, ...misses]), assault(s));
    const hits = eventsOf(r.events, 'vehicle-hit');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ at: 'VLt', facing: 'rear', result: 'destroyed' });
    expect(hits[0]?.rules).toContain('SQ-VEH-04');
    expect(unit(r.game.game, 'blue.u1').status).toBe('destroyed');
  });

  it('SQ-DEF-21 a transport destroyed in CQB: its passengers bail out (SQ-DEF-16)', () => {
    const s = tank(0);
    const passengers = unit(s, 'blue.u2');
    passengers.status = 'embarked';
    passengers.transport = 'blue.u1';
    // One VLt hit destroys the APC (6); the bail-out: D3 hits 1, save-less rifles: no roll, then a pinning check.
    const r = run(game(s, [1, 6, 5, 5, 1, 1, 1, 6, ...times(50, 2)]), assault(s));
    expect(unit(r.game.game, 'blue.u1').status).toBe('destroyed');
    expect(unit(r.game.game, 'blue.u2').status).toBe('table');
    expect(eventsOf(r.events, 'disembarked')[0]).toMatchObject({ unit: 'blue.u2', transport: 'blue.u1' });
  });

  it('SQ-VEH-05 a model with a non-RPG anti-tank weapon hits with that weapon’s AT class', () => {
    const s = tank(0, 'jumpSquad', 'battleTank');
    // Bonus d3 1: six automatic hits; the fusion gun's (model 5) is an AT Hvy hit; the five others roll 1s.
    // Hvy against the tank's rear Lt: d6 3 + 2 = 5, Immobilised. The crew test 6.
    const r = run(game(s, [1, 1, 1, 1, 1, 1, 3, 6, ...misses]), assault(s));
    const hits = eventsOf(r.events, 'vehicle-hit');
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ at: 'Hvy', facing: 'rear', result: 'immobilised' });
    expect(hits[0]?.rules).toContain('SQ-VEH-05');
  });

  it('SQ-VEH-06 the vehicle is not engaged after the CQB: one round, no mop up, no consolidation', () => {
    const s = tank(0);
    const r = run(game(s, [1, ...times(6, 1), 6, ...misses]), assault(s));
    expect(eventsOf(r.events, 'cqb-round')).toHaveLength(1);
    expect(eventsOf(r.events, 'cqb-ended')[0]).toMatchObject({ engaged: false });
    expect(eventsOf(r.events, 'cqb-ended')[0]?.rules).toContain('SQ-VEH-06');
    expect(unit(r.game.game, 'blue.u1').engaged).toEqual([]);
    expect(unit(r.game.game, 'red.u1').engaged).toEqual([]);
    expect(unit(r.game.game, 'red.u1').pinned).toBe(false);
    expect(r.game.game.stage).toMatchObject({ kind: 'activate', player: 'blue' });
  });

  it('SQ-VEH-07 after the CQB the vehicle takes a morale (crew) test or becomes Pinned', () => {
    const s = tank(0);
    const r = run(game(s, [1, ...times(6, 1), 1, ...misses]), assault(s));
    const crew = eventsOf(r.events, 'test-taken').find((e) => e.test === 'crew test');
    expect(crew).toMatchObject({ unit: 'blue.u1', passed: false });
    expect(crew?.rules).toContain('SQ-VEH-07');
    expect(unit(r.game.game, 'blue.u1').pinned).toBe(true);
  });

  it('SQ-DEF-21 no initiative roll: the infantry strike first; a vehicle with cqbAttacks strikes back after', () => {
    const s = tank(0, 'bare5', 'brawler');
    // Red: bonus 1, six automatic hits, damage 1s. The brawler: 2 attacks at 4+: 4, 1 → one casualty (no save).
    // The crew test 6.
    const r = run(game(s, [1, ...times(6, 1), 4, 1, 6, ...misses]), assault(s));
    expect(purposes(r.events).some((p) => p.startsWith('CQB initiative'))).toBe(false);
    expect(eventsOf(r.events, 'initiative-rolled')[0]?.rules).toEqual(['SQ-DEF-21']);
    expect(eventsOf(r.events, 'cqb-strikes').map((e) => [e.unit, e.attacks, e.hits])).toEqual([
      ['red.u1', 6, 6],
      ['blue.u1', 2, 1],
    ]);
    expect(unit(r.game.game, 'red.u1').models.filter((m) => m.alive)).toHaveLength(4);
  });
});
