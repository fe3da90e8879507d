import { describe, expect, it } from 'vitest';
import type { RmpEvent } from '../../../src/rulesets/rampant/events';
import type { ClassKey } from '../../../src/rulesets/rampant/params';
import type { RmpState } from '../../../src/rulesets/rampant/state';
import { accept, army, eventsOf, game, position, unit } from './engine-support';

const FAR = {
  'red.u2': { x: 40, y: 2 },
  'red.u3': { x: 60, y: 2 },
  'blue.u2': { x: 40, y: 46 },
  'blue.u3': { x: 60, y: 46 },
};
const ones = (n: number) => Array<number>(n).fill(1);

/** Leaves a unit with `sp` Strength Points and (for a unit of several models) that many living models. */
function weaken(s: RmpState, id: string, sp: number): void {
  const u = unit(s, id);
  u.sp = sp;
  if (u.models.length > 1)
    u.models.forEach((m, i) => {
      m.alive = i < sp;
    });
}

/** The dice counts of the rolls whose purpose starts with `prefix`. */
function rolled(events: readonly RmpEvent[], prefix: string): number[] {
  return events
    .filter((e) => e.type === ('dice-rolled' as never))
    .map((e) => e as unknown as { purpose: string; dice: number[] })
    .filter((e) => e.purpose.startsWith(prefix))
    .map((e) => e.dice.length);
}

function duel(red: ClassKey[], blue: ClassKey[], blueY: number, blueX = 10): RmpState {
  return position({
    red: army(red),
    blue: army(blue, 2),
    place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: blueX, y: blueY }, ...FAR },
  });
}

const LIGHT3: ClassKey[] = ['lightInfantry', 'lightInfantry', 'lightInfantry'];
const XENO3: ClassKey[] = ['lesserXenomorphs', 'lesserXenomorphs', 'lesserXenomorphs'];

describe('rampant dice pools (RMP-DICE)', () => {
  it.each([
    [5, 10],
    [3, 10],
    [2, 5],
    [1, 5],
  ])('RMP-DICE-01 a shooter with %i of 5 SP rolls %i dice', (sp, dice) => {
    const s = duel(LIGHT3, XENO3, 21);
    weaken(s, 'red.u1', sp);
    // Exactly the activation test and the pool: a pool of the wrong size would run out of (or leave) dice.
    const { events } = accept(game(s, [6, 6, ...ones(dice)]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'shoot',
      target: 'blue.u1',
    });
    expect(eventsOf(events, 'shot')).toMatchObject([{ shooter: 'red.u1', dice, hits: 0 }]);
    expect(rolled(events, 'shoot: ')).toEqual([2, dice]);
  });

  it('RMP-DICE-01 a Firefighting target at or below half its SP returns fire with 5 dice', () => {
    const s = duel(LIGHT3, LIGHT3, 21);
    weaken(s, 'blue.u1', 2);
    const { game: g } = accept(game(s, [6, 6, ...ones(10), 4, 3, 5, 1, 1, 1, 1, 6, 6]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'shoot',
      target: 'blue.u1',
    });
    const { events } = accept(g, { type: 'react', player: 'blue', reaction: 'firefight' });
    expect(eventsOf(events, 'shot')).toMatchObject([{ shooter: 'blue.u1', dice: 5, hits: 1 }]);
    expect(rolled(events, 'firefight: Light Infantry 1 at')).toEqual([5]);
  });

  it('RMP-DICE-02 in an Attack an attacker at or below half SP rolls 5 dice, a defender above half 10', () => {
    // Elite Infantry (2 SP, Attack 4+) attacks Fighting Vehicles (5 SP, Defence 4+, Armour 4) 3" away.
    const s = duel(
      ['eliteInfantry', 'lightInfantry', 'lightInfantry'],
      ['fightingVehicles', 'lightInfantry', 'lightInfantry'],
      15,
      11,
    );
    weaken(s, 'red.u1', 2);
    const { game: g, events } = accept(game(s, [6, 6, 4, 4, 4, 1, 1, 4, 4, ...ones(8)]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'attack',
      target: 'blue.u1',
    });
    // The order's activation test (2 dice), then the attacker's pool.
    expect(rolled(events, 'attack: ')).toEqual([2, 5]);
    expect(rolled(events, 'defence: ')).toEqual([10]);
    const [fight] = eventsOf(events, 'fight');
    expect(fight).toMatchObject({
      attacker: 'red.u1',
      defender: 'blue.u1',
      attackerHits: 3,
      defenderHits: 2,
    });
    expect(fight?.rules).toContain('RMP-DICE-02');
    // 3 hits on Armour 4 and 2 on Armour 3: nobody loses a SP.
    expect(unit(g.game, 'red.u1').sp).toBe(2);
    expect(unit(g.game, 'blue.u1').sp).toBe(5);
  });

  it('RMP-DICE-02 in an Attack a defender at or below half SP rolls 5 dice, an attacker above half 10', () => {
    const s = duel(
      ['eliteInfantry', 'lightInfantry', 'lightInfantry'],
      ['fightingVehicles', 'lightInfantry', 'lightInfantry'],
      15,
      11,
    );
    unit(s, 'blue.u1').sp = 2;
    const { events } = accept(game(s, [6, 6, 4, 4, 4, ...ones(7), 4, 4, 1, 1, 1]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'attack',
      target: 'blue.u1',
    });
    expect(rolled(events, 'attack: ')).toEqual([2, 10]);
    expect(rolled(events, 'defence: ')).toEqual([5]);
    expect(eventsOf(events, 'fight')).toMatchObject([{ attackerHits: 3, defenderHits: 2 }]);
  });
});
