import { describe, expect, it } from 'vitest';
import type { UnitCardInput } from '../../../../src/rulesets/xenos-zealots/schemas/unit-card';
import { aUnit, aWeapon } from '../builders';
import { accept, game, hitModels, ofType, range, refused, SAVES, shot } from './support';

const battery = (indirect = false): UnitCardInput =>
  aUnit({
    id: 'battery',
    name: 'Battery',
    unitType: 'Artillery',
    artillery: 'mobile',
    weapons: [
      aWeapon({
        name: 'Cannon',
        type: 'support',
        range: 36,
        mount: { kind: 'turret' },
        specials: indirect ? ['indirect'] : [],
      }),
    ],
    models: [
      {
        name: 'Gun',
        body: 'gun',
        armour: { front: 5, side: 4, rearTop: 3 },
        structure: { mobility: 0, attacks: [{ weapon: 'Cannon', points: 1 }] },
        hullLength: 2,
        hullWidth: 2,
        weapons: ['Cannon'],
      },
      { name: 'Crew chief', leader: true, weapons: [] },
      { name: 'Crew', weapons: [] },
    ],
  });

describe('Xenos & Zealots shooting: artillery', () => {
  it('XZ-UNIT-07 R35 a gun fires only while a crew model is within 1"', () => {
    const fire = shot('red.battery', { x: 10, y: 20 }, [
      { model: 'red.battery.m1', weapon: 'Cannon', target: 'blue.squad' },
    ]);
    const crewed = range(
      {
        red: [battery()],
        place: {
          'red.battery': {
            x: 10,
            y: 8,
            models: [
              { x: 10, y: 8 },
              { x: 11.8, y: 8 },
              { x: 8.2, y: 8 },
            ],
          },
          'blue.squad': { x: 10, y: 20 },
        },
      },
      'red.battery',
    );
    accept(game(crewed, [6, 6, ...SAVES]), fire);
    const abandoned = range(
      {
        red: [battery()],
        place: {
          'red.battery': {
            x: 10,
            y: 8,
            models: [
              { x: 10, y: 8 },
              { x: 13, y: 8 },
              { x: 7, y: 8 },
            ],
          },
          'blue.squad': { x: 10, y: 20 },
        },
      },
      'red.battery',
    );
    expect(refused(game(abandoned), fire).rule).toBe('XZ-UNIT-07');
  });

  // The blue battery's gun stands at (10, 24) facing red; its crew at (10, 26) and (11, 26.2) behind it, or beside it.
  const target = (crew: { x: number; y: number }[]) =>
    range({
      blue: [battery()],
      place: {
        'red.squad': { x: 10, y: 10 },
        'blue.battery': { x: 10, y: 24, facing: 180, models: [{ x: 10, y: 24, facing: 180 }, ...crew] },
      },
    });
  const fire = (weapon = 'Rifle') =>
    shot('red.squad', { x: 10, y: 24 }, [{ model: 'red.squad.m1', weapon, target: 'blue.battery' }]);

  it('XZ-UNIT-12 R35 with a clear line to a crew model, hits go to the crew', () => {
    const state = target([
      { x: 11.9, y: 24 },
      { x: 11.9, y: 25.2 },
    ]);
    const { events } = accept(game(state, [6, 6, ...SAVES]), fire());
    const hit = hitModels(events);
    expect(hit.every((m) => m !== 'blue.battery.m1')).toBe(true);
    expect(hit).toHaveLength(2);
    for (const e of ofType(events, 'hit-allocated')) {
      expect(e.rules).toEqual(expect.arrayContaining(['XZ-UNIT-12', 'R35']));
      expect(e.rules).not.toContain('XZ-UNIT-11');
    }
  });

  it('XZ-UNIT-11 R35 when every line to the crew crosses the gun shield, hits go to the gun', () => {
    const state = target([
      { x: 10, y: 25.8 },
      { x: 10.4, y: 26.9 },
    ]);
    const { events } = accept(game(state, [6, 6, ...SAVES]), fire());
    expect(hitModels(events)).toEqual(['blue.battery.m1', 'blue.battery.m1']);
    for (const e of ofType(events, 'hit-allocated')) {
      expect(e.rules).toEqual(expect.arrayContaining(['XZ-UNIT-11', 'R35']));
      expect(e.rules).not.toContain('XZ-UNIT-12');
    }
    // The gun is saved as a vehicle, against the facing the hit came through (its front: AV 5).
    const saves = ofType(events, 'hit-resolved');
    expect(saves.map((h) => [h.facing, h.save])).toEqual([
      ['front', 11],
      ['front', 11],
    ]);
  });

  it('XZ-UNIT-11 XZ-UNIT-12 R35 a shot at a unit that is not artillery names neither', () => {
    const state = range({ place: { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 20 } } });
    const { events } = accept(
      game(state, [6, 6, ...SAVES]),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    const rules = ofType(events, 'hit-allocated').flatMap((e) => e.rules ?? []);
    expect(rules).not.toContain('XZ-UNIT-11');
    expect(rules).not.toContain('XZ-UNIT-12');
  });

  it('XZ-UNIT-13 R15 an indirect weapon hits the crew first', () => {
    const red = aUnit({
      weapons: [aWeapon(), aWeapon({ name: 'Mortar', range: 36, specials: ['indirect'] })],
    });
    const state = range({
      red: [red],
      blue: [battery()],
      place: {
        'red.squad': { x: 10, y: 10 },
        'blue.battery': {
          x: 10,
          y: 24,
          facing: 180,
          models: [
            { x: 10, y: 24, facing: 180 },
            { x: 10, y: 25.8 },
            { x: 10.4, y: 26.9 },
          ],
        },
      },
    });
    const { events } = accept(game(state, [6, 6, ...SAVES]), fire('Mortar'));
    expect(hitModels(events)).toEqual(['blue.battery.m2', 'blue.battery.m3']);
    for (const e of ofType(events, 'hit-allocated'))
      expect(e.rules).toEqual(expect.arrayContaining(['XZ-UNIT-13', 'R15', 'R35']));
  });

  it('XZ-UNIT-13 R35 an indirect Blast over the gun and its crew resolves the crew hits before the gun', () => {
    const mortar = (indirect: boolean) =>
      aUnit({
        weapons: [
          aWeapon(),
          aWeapon({
            name: 'Mortar',
            range: 36,
            effect: { template: 'blast', diameter: 5 },
            specials: indirect ? ['indirect'] : [],
          }),
        ],
      });
    const at = (indirect: boolean) =>
      range({
        red: [mortar(indirect)],
        blue: [battery()],
        place: {
          'red.squad': { x: 10, y: 10 },
          'blue.battery': {
            x: 10,
            y: 24,
            facing: 180,
            models: [
              { x: 10, y: 24, facing: 180 },
              { x: 11.9, y: 24 },
              { x: 8.1, y: 24 },
            ],
          },
        },
      });
    const blast = shot('red.squad', { x: 10, y: 24 }, [
      { model: 'red.squad.m1', weapon: 'Mortar', target: 'blue.battery', at: { x: 10, y: 24 } },
    ]);
    // Every model under the Blast is hit (a 6 each): the indirect weapon takes the crew first, the gun last.
    const indirect = accept(game(at(true), [6, 6, 6, ...SAVES]), blast).events;
    expect(hitModels(indirect)).toEqual(['blue.battery.m2', 'blue.battery.m3', 'blue.battery.m1']);
    expect(ofType(indirect, 'hit-resolved').map((h) => h.model)).toEqual([
      'blue.battery.m2',
      'blue.battery.m3',
      'blue.battery.m1',
    ]);
    for (const e of ofType(indirect, 'hit-allocated'))
      expect(e.rules).toEqual(expect.arrayContaining(['XZ-UNIT-13', 'R35']));
    // A direct Blast keeps the models' own order and names no XZ-UNIT-13.
    const direct = accept(game(at(false), [6, 6, 6, ...SAVES]), blast).events;
    expect(hitModels(direct)).toEqual(['blue.battery.m1', 'blue.battery.m2', 'blue.battery.m3']);
    expect(ofType(direct, 'hit-allocated').flatMap((e) => e.rules ?? [])).not.toContain('XZ-UNIT-13');
  });
});
