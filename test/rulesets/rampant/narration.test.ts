import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import type { RmpEvent } from '../../../src/rulesets/rampant/events';
import { narrateRampant } from '../../../src/rulesets/rampant/narrate';
import { rampant } from '../../../src/rulesets/rampant/ruleset';
import type { RmpState } from '../../../src/rulesets/rampant/state';
import { accept, army, game, position, unit } from './engine-support';

const ones = (n: number) => Array<number>(n).fill(1);

/** Every type of the Rampant event union (the compiler checks the list is complete and exact). */
const RMP_EVENT_TYPES = Object.keys({
  'roll-off': true,
  'zone-chosen': true,
  'unit-deployed': true,
  'turn-started': true,
  'turn-ended': true,
  'phase-started': true,
  'phase-ended': true,
  'activation-test': true,
  moved: true,
  embarked: true,
  disembarked: true,
  shot: true,
  reaction: true,
  'attack-declared': true,
  fight: true,
  'sp-lost': true,
  'models-removed': true,
  'courage-test': true,
  rallied: true,
  'wild-charge-test': true,
  suppressed: true,
  retreated: true,
  'held-in-cover': true,
  'unit-removed': true,
  'commander-lost': true,
  'passengers-placed': true,
  'game-over': true,
} satisfies Record<RmpEvent['type'], true>);

/** The Rampant events of a list (dropping the engine's own, such as dice rolls). */
function rampantEvents(events: readonly { type: string }[]): RmpEvent[] {
  return events.filter((e) => RMP_EVENT_TYPES.includes(e.type)) as unknown as RmpEvent[];
}

/** A narrated line is English: not empty, and no hole shows through. */
function expectReadable(event: RmpEvent): string {
  const line = narrateRampant(event);
  const where = JSON.stringify(event);
  expect(typeof line, where).toBe('string');
  expect(line.trim().length, where).toBeGreaterThan(0);
  for (const hole of ['undefined', 'NaN', '[object', 'null']) expect(line, where).not.toContain(hole);
  return line;
}

/** The lines of the Rampant events of a command's result. */
const lines = (events: readonly RmpEvent[]) => rampantEvents(events).map(expectReadable);

/** Light Infantry three a side; red.u1 at y = 5 (models x 10–16), blue.u1 at `blueY` straight north of it. */
function duel(blueY: number): RmpState {
  return position({
    red: army(['lightInfantry', 'lightInfantry', 'lightInfantry']),
    // Blue's Commander sits far off in blue.u3, so it never adds +1 to blue.u1's Courage.
    blue: army(['lightInfantry', 'lightInfantry', 'lightInfantry'], 2),
    place: {
      'red.u1': { x: 10, y: 5 },
      'red.u2': { x: 40, y: 2 },
      'red.u3': { x: 60, y: 2 },
      'blue.u1': { x: 10, y: blueY },
      'blue.u2': { x: 40, y: 46 },
      'blue.u3': { x: 60, y: 46 },
    },
  });
}

const shoot = { type: 'order', player: 'red', unit: 'red.u1', action: 'shoot', target: 'blue.u1' } as const;

describe('rampant narration (RMP-DEF-21)', () => {
  it('RMP-DEF-21 every Rampant event of two seeded random games narrates to a readable line', () => {
    const seen = new Set<string>();
    let count = 0;
    for (const [seed, a, b, scenario] of [
      [11, 'expedition', 'hive', 'broken-ground'],
      [12, 'armoured', 'swarm', 'colony-outskirts'],
    ] as const) {
      const setup = {
        players: [
          { id: 'red', army: a },
          { id: 'blue', army: b },
        ],
        scenario,
        params: { maxTurns: 1 },
      };
      const match = playRandomGame(rampant, setup as never, {
        seed,
        onCommand(_state, events) {
          for (const event of rampantEvents(events as readonly { type: string }[])) {
            expectReadable(event);
            seen.add(event.type);
            count += 1;
          }
        },
      });
      expect(match.state.outcome).toBeDefined();
    }
    expect(count).toBeGreaterThan(50);
    for (const type of [
      'roll-off',
      'zone-chosen',
      'unit-deployed',
      'turn-started',
      'activation-test',
      'game-over',
    ])
      expect(seen).toContain(type);
  });

  it('RMP-PHS-04 a failed activation test and the end of the phase it causes', () => {
    const { events } = accept(game(duel(45), [2, 1]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'move',
      to: { x: 13, y: 8 },
    });
    expect(lines(events).slice(0, 3)).toEqual([
      'red.u1 is ordered to move: rolls 3 against 5+ — it fails.',
      "red's phase ends on a failed activation test.",
      "blue's activation phase.",
    ]);
  });

  it('RMP-CRG-14 a Courage test that routs the unit', () => {
    const s = duel(16);
    const b1 = unit(s, 'blue.u1');
    b1.sp = 2; // at or below half: one Courage die
    b1.models.forEach((m, i) => {
      m.alive = i < 2;
    });
    // Shoot test 6+6; two hits of ten dice at 5+: 1 SP lost (Armour 2); Courage 1 − 1 (SP lost) = 0 routs.
    let g = accept(game(s, [6, 6, 5, 5, ...ones(8), 1]), shoot).game;
    const r = accept(g, { type: 'react', player: 'blue', reaction: 'none' });
    expect(lines(r.events)).toEqual(['blue.u1 loses 1 Strength Point (2 hits against Armour 2); 1 left.']);
    g = r.game;
    const { events } = accept(g, {
      type: 'remove-models',
      player: 'blue',
      unit: 'blue.u1',
      models: ['blue.u1.m2'],
    });
    expect(lines(events)).toEqual([
      'blue.u1 removes 1 model.',
      'blue.u1 tests Courage: rolls 1 on 1 die, 0 after modifiers, against 4+ — it routs.',
      'blue.u1 routs and leaves the field.',
    ]);
  });

  it('RMP-DEF-14 a Retreat blocked short by the table edge, and its casualty die', () => {
    // blue.u1 stands at y = 47, half an inch from the north edge; red.u1 shoots it from 16" due south.
    const s = duel(47);
    unit(s, 'red.u1').models.forEach((m) => {
      m.y = 30;
    });
    // Shoot 6+6, two hits (1 SP); Courage 1+1 − 1 = 1 fails (4+) but does not rout; the blocked d6 is a 4: no loss.
    let g = accept(game(s, [6, 6, 5, 5, ...ones(8), 1, 1, 4]), shoot).game;
    g = accept(g, { type: 'react', player: 'blue', reaction: 'none' }).game;
    const { events } = accept(g, {
      type: 'remove-models',
      player: 'blue',
      unit: 'blue.u1',
      models: ['blue.u1.m5'],
    });
    expect(lines(events)).toEqual([
      'blue.u1 removes 1 model.',
      'blue.u1 tests Courage: rolls 2 on 2 dice, 1 after modifiers, against 4+ — it falters.',
      'blue.u1 retreats 0.5" of its 4".',
      'blue.u1 is Suppressed.',
    ]);
    // The casualty test (RMP-ATK-12) is the engine's own dice line, which the CLI prints as a roll.
    const rolls = (events as readonly { type: string; purpose?: string; dice?: number[] }[]).filter(
      (e) => e.type === 'dice-rolled',
    );
    expect(rolls.map((e) => [e.purpose, e.dice])).toContainEqual(['blocked retreat: Light Infantry 1', [4]]);
  });

  it('RMP-FF-01 a Firefight: the 7+ test and the return fire', () => {
    // Shoot 6+6, no hits; the Firefight test 4+3 passes; blue.u1's ten dice at 5+ miss too.
    const g = accept(game(duel(16), [6, 6, ...ones(10), 4, 3, ...ones(10)]), shoot);
    expect(lines(g.events)).toEqual([
      'red.u1 is ordered to shoot: rolls 12 against 6+ — it goes.',
      'red.u1 shoots blue.u1: 10 dice at 5+, 0 hits.',
    ]);
    const { events } = accept(g.game, { type: 'react', player: 'blue', reaction: 'firefight' });
    expect(lines(events)).toEqual([
      'blue.u1 tries to return fire: rolls 7 — it does.',
      'blue.u1 shoots red.u1: 10 dice at 5+, 0 hits.',
    ]);
  });
});
