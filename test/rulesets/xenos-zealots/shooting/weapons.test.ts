import { describe, expect, it } from 'vitest';
import { aTank, aUnit, aWeapon } from '../builders';
import { accept, game, hitModels, ofType, range, refused, SAVES, shot } from './support';

const lines = { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 20 } };
const armed = (weapons: ReturnType<typeof aWeapon>[]) =>
  aUnit({
    weapons: [aWeapon(), ...weapons],
    models: [
      { name: 'Sergeant', leader: true, weapons: ['Rifle', ...weapons.map((w) => w.name as string)] },
      { name: 'Trooper', count: 4, weapons: ['Rifle'] },
    ],
  });

describe('Xenos & Zealots shooting: weapons and templates', () => {
  it('XZ-WPN-07 an Assault weapon can never be fired in a Shoot action', () => {
    const state = range({
      red: [armed([aWeapon({ name: 'Blade', type: 'assault', range: 0 })])],
      place: lines,
    });
    const error = refused(
      game(state),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Blade', target: 'blue.squad' }]),
    );
    expect(error.rule).toBe('XZ-WPN-07');
  });

  it('XZ-WPN-07 a Shoot action by a model carrying an Assault weapon fires only its ranged weapons, and says why', () => {
    const state = range({
      red: [armed([aWeapon({ name: 'Blade', type: 'assault', range: 0 })])],
      place: lines,
    });
    const { events } = accept(
      game(state, [6, 6, ...SAVES]),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    const declared = ofType(events, 'fire-declared')[0];
    expect(declared?.groups.map((g) => g.weapon)).toEqual(['Rifle']);
    expect(declared?.rules).toContain('XZ-WPN-07');
    // A model with no Assault weapon firing: XZ-WPN-07 kept nothing out.
    const troop = accept(
      game(state, [6, 6, ...SAVES]),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m2', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    expect(ofType(troop.events, 'fire-declared')[0]?.rules).not.toContain('XZ-WPN-07');
  });

  it('XZ-WPN-08 a Fire Support weapon fires only on a Fire Support order this turn', () => {
    const mortar = aWeapon({ name: 'Mortar', type: 'fire-support', range: 36 });
    const fire = shot('red.squad', { x: 10, y: 20 }, [
      { model: 'red.squad.m1', weapon: 'Mortar', target: 'blue.squad' },
    ]);
    expect(refused(game(range({ red: [armed([mortar])], place: lines })), fire).rule).toBe('XZ-WPN-08');
    accept(
      game(range({ red: [armed([mortar])], place: lines, order: 'fire-support' }), [6, 6, ...SAVES]),
      fire,
    );
  });

  it('XZ-WPN-05 XZ-SHOOT-15 R14 a Blast attacks every enemy model under it, one die each against its own Stealth', () => {
    const blast = aWeapon({ name: 'Grenade', effect: { template: 'blast', diameter: 3 } });
    const state = range({
      red: [armed([blast]), aUnit({ id: 'other', models: [{ name: 'Scout', leader: true }] })],
      place: { ...lines, 'red.other': { x: 11.5, y: 21.3 } },
    });
    // Blue models at x = 10, 11.5, 13, 14.5, 16 (y 20): a 3" Blast at (11.5, 20) catches the first three, not the friend.
    const { events } = accept(
      game(state, [6, 2, 6, ...SAVES]),
      shot('red.squad', { x: 11.5, y: 20 }, [
        { model: 'red.squad.m1', weapon: 'Grenade', target: 'blue.squad', at: { x: 11.5, y: 20 } },
      ]),
    );
    expect(ofType(events, 'hits-scored')[0]).toMatchObject({ dice: [6, 2, 6], hits: 2 });
    expect(hitModels(events)).toEqual(['blue.squad.m1', 'blue.squad.m3']);
  });

  it('R14 a Blast centre must be given, in the Target Zone, in range, in arc and in sight', () => {
    const blast = aWeapon({ name: 'Grenade', range: 12, effect: { template: 'blast', diameter: 3 } });
    const state = range({ red: [armed([blast])], place: lines });
    const fire = (at?: { x: number; y: number }) =>
      shot('red.squad', { x: 10, y: 20 }, [
        { model: 'red.squad.m1', weapon: 'Grenade', target: 'blue.squad', ...(at ? { at } : {}) },
      ]);
    expect(refused(game(state), fire()).code).toBe('template-centre-missing');
    expect(refused(game(state), fire({ x: 10, y: 26.5 })).code).toBe('template-outside-zone');
    expect(refused(game(state), fire({ x: 10, y: 23 })).rule).toBe('XZ-WPN-01');
  });

  it('R14 XZ-SHOOT-15 a tear-drop runs from the weapon along its bearing and hits each enemy model under it', () => {
    const flamer = aWeapon({ name: 'Flamer', range: 8, effect: { template: 'teardrop' } });
    const state = range({
      red: [armed([flamer])],
      place: { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 15 } },
    });
    const { events } = accept(
      game(state, [6, ...SAVES]),
      shot('red.squad', { x: 10, y: 15 }, [
        { model: 'red.squad.m1', weapon: 'Flamer', target: 'blue.squad', bearing: 0 },
      ]),
    );
    expect(hitModels(events)).toEqual(['blue.squad.m1']);
    expect(
      refused(
        game(state),
        shot('red.squad', { x: 10, y: 15 }, [
          { model: 'red.squad.m1', weapon: 'Flamer', target: 'blue.squad' },
        ]),
      ).code,
    ).toBe('template-bearing-missing');
  });

  it('XZ-WPN-06 small arms and support weapons both fire in a Shoot action, each its own weapon group', () => {
    const lascannon = aWeapon({ name: 'Lascannon', type: 'support', range: 36, ap: 9, damage: 4, effect: 1 });
    const state = range({ red: [armed([lascannon])], place: lines });
    const { events } = accept(
      game(state, [6, 6, 6, ...SAVES]),
      shot('red.squad', { x: 10, y: 20 }, [
        { model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' },
        { model: 'red.squad.m1', weapon: 'Lascannon', target: 'blue.squad' },
      ]),
    );
    expect(ofType(events, 'hits-scored').map((e) => [e.weapon, e.dice.length])).toEqual([
      ['Rifle', 2],
      ['Lascannon', 1],
    ]);
  });

  it('R14 XZ-ARC-04 a hull-mounted tear-drop is laid only along a bearing inside the hull arc', () => {
    const flamer = aWeapon({
      name: 'Flamer',
      range: 8,
      effect: { template: 'teardrop' },
      mount: { kind: 'hull' },
    });
    const tank = aTank({
      weapons: [aWeapon({ name: 'Cannon', type: 'support', mount: { kind: 'turret' } }), flamer],
      structure: { mobility: 2, attacks: [{ weapon: 'Cannon' }, { weapon: 'Flamer' }] },
    });
    const state = range(
      { red: [tank], place: { 'red.tank': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 16 } } },
      'red.tank',
    );
    const fire = (bearing: number) =>
      shot('red.tank', { x: 10, y: 16 }, [
        { model: 'red.tank.m1', weapon: 'Flamer', target: 'blue.squad', bearing },
      ]);
    expect(refused(game(state), fire(40)).rule).toBe('R14');
    const { events } = accept(game(state, [6, ...SAVES]), fire(0));
    expect(hitModels(events)).toEqual(['blue.squad.m1']);
  });
});
