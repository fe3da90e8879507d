import { describe, expect, it } from 'vitest';
import { advancedTerrain } from '../../../src/rulesets/wasteland-tactics/data/advanced-terrain';
import {
  aPosition,
  eventsOf,
  gameOf,
  play,
  refused,
  row,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

// The bundled forces carry these rules so that bot play meets them (docs/wasteland-tactics.md, the reach report).
const spare: UnitSpec = { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 70, y: 46 }] };

describe('bundled forces in play', () => {
  it("WT-SUR-01 WT-ADV-06 the Line Troopers' Stubborn 1 stacks with Grizzled veterans: two markers count as none", () => {
    const troopers = (grizzled: boolean) =>
      gameOf(
        aPosition({
          advanced: { advantages: true },
          sides: grizzled ? { red: { advantage: 'grizzled-veterans' } } : {},
          units: [
            { id: 'r', player: 'red', profile: 'line-troopers', at: row(10, 10, 5), markers: 2 },
            { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 40 }] },
          ],
        }),
      );
    const twice = {
      type: 'activate-unit' as const,
      player: 'red',
      unit: 'r',
      actions: [{ type: 'move' as const }, { type: 'move' as const }],
    };
    // Stubborn 1 alone: two markers count as one, so the unit declares one action (WT-ACT-04).
    expect(refused(troopers(false), twice).message).toMatch(/1 action this activation \(WT-ACT-01\/04\)/);
    const { state, events } = play(troopers(true), twice);
    expect(state.game.stage.kind).toBe('move');
    expect(eventsOf(events, 'unit-activated')[0]?.rules).toEqual(
      expect.arrayContaining(['WT-SUR-45', 'WT-ADV-06', 'WT-SUR-01']),
    );
  });

  it("WT-SUR-66 the Ravager's charge into infantry makes them pass a Will roll or fall back", () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'ravager', at: [{ x: 10, y: 10 }] },
          { id: 'b', player: 'blue', profile: 'spitters', at: row(9, 17, 3) },
          spare,
        ],
      }),
      [1, 3],
    );
    const asked = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'fight', targets: ['b'] }],
    });
    const { state, events } = play(asked.state, {
      type: 'react-to-charge',
      player: 'blue',
      unit: 'b',
      react: false,
    });
    const terror = eventsOf(events, 'test-rolled')[0];
    expect(terror).toMatchObject({ unit: 'b', purpose: 'terror', passed: false });
    expect(terror?.rules).toContain('WT-SUR-66');
    expect(eventsOf(events, 'unit-moved').map((e) => e.kind)).toEqual(['charge', 'forced']);
    expect(unit(state, 'b').markers).toBe(1);
  });

  it("WT-SUR-70 the Junk Tank's Scrap Lobber (Indirect Fire) gives the Armoured Carrier's Vulnerable 1 its −1 Life", () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'junk-tank', at: [{ x: 10, y: 10 }], wounds: 1 },
          { id: 'b', player: 'blue', profile: 'armoured-carrier', at: [{ x: 10, y: 30 }] },
          spare,
        ],
      }),
      [6, 5],
    );
    const { events } = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'shoot', target: 'b', weapons: [{ model: 'r.m1', weapon: 'Scrap Lobber' }] }],
    });
    // Life 4+, −1 for Damage 1, −1 for Vulnerable 1 against Indirect Fire: a 5 fails.
    const life = eventsOf(events, 'test-rolled').find((t) => t.test === 'life');
    expect(life).toMatchObject({ unit: 'b', needed: 6, passed: false });
    expect(eventsOf(events, 'attack-rolled')[0]?.rules).toContain('WT-SUR-70');
  });

  it('WT-SUR-07 Stalkers rising from ambush within 6" of the Gliders (Scouts 1) need no distance from enemies', () => {
    const units: UnitSpec[] = [
      { id: 'r', player: 'red', profile: 'stalkers', at: row(0, 0, 3), status: 'ambush' },
      { id: 'g', player: 'red', profile: 'gliders', at: row(30, 33, 2, 2) },
      { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 30, y: 30 }] },
      spare,
    ];
    const rolled = play(gameOf(aPosition({ units }), [9]), {
      type: 'arrive-from-ambush',
      player: 'red',
      unit: 'r',
    });
    const { state, events } = play(rolled.state, {
      type: 'place-ambush',
      player: 'red',
      unit: 'r',
      models: row(29, 36, 3).map((p, i) => ({ model: `r.m${i + 1}`, ...p })),
      actions: [],
    });
    expect(unit(state, 'r').status).toBe('on-table');
    expect(eventsOf(events, 'ambush-arrived')[0]?.rules).toContain('WT-SUR-07');
  });

  it("WT-ADVF-03 a unit on top of the built-up table's slag heap shoots down at a unit on the ground: −1 Life", () => {
    const needed = (at: { x: number; y: number }) => {
      const game = gameOf(
        aPosition({
          advanced: { firingPositions: true },
          terrain: advancedTerrain(),
          units: [
            { id: 'r', player: 'red', profile: 'trooper', at: [at] },
            { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 58, y: 24 }] },
            spare,
          ],
        }),
        [5, 1],
      );
      const { events } = play(game, {
        type: 'activate-unit',
        player: 'red',
        unit: 'r',
        actions: [{ type: 'shoot', target: 'b' }],
      });
      const life = eventsOf(events, 'test-rolled').find((t) => t.test === 'life');
      return { needed: life?.needed, rules: eventsOf(events, 'attack-rolled')[0]?.rules };
    };
    // The top is 2" up, higher than the 1.5" target; the lower step (1") is not.
    const top = needed({ x: 58, y: 5 });
    expect(top).toMatchObject({ needed: 8 });
    expect(top?.rules).toContain('WT-ADVF-03');
    const step = needed({ x: 58, y: 9.4 });
    expect(step).toMatchObject({ needed: 7 });
    expect(step.rules).not.toContain('WT-ADVF-03');
  });
});
