import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { UnitCardInput } from '../../../../src/rulesets/xenos-zealots/schemas/unit-card';
import type { WeaponProfileInput } from '../../../../src/rulesets/xenos-zealots/schemas/weapon';
import { aTank, aUnit, aWeapon } from '../builders';
import { RED, unit } from '../engine-support';
import { accept, game, ofType, range, refused, SAVES, shot } from './support';

const lone = aUnit({ models: [{ name: 'Scout', leader: true }] });
const deg = (d: number) => (d * Math.PI) / 180;
/** A lone blue model 10" from (30, 10) at bearing `b` (clockwise from +y). */
const at = (b: number) => ({ x: 30 + 12 * Math.sin(deg(b)), y: 10 + 12 * Math.cos(deg(b)) });

function tankWith(weapons: WeaponProfileInput[], over: Partial<UnitCardInput> = {}): UnitCardInput {
  return aTank({
    weapons,
    structure: { mobility: 2, attacks: weapons.map((w) => ({ weapon: w.name as string, points: 1 })) },
    ...over,
  });
}
const walker = (weapons: WeaponProfileInput[]) =>
  tankWith(weapons, { mobility: { type: 'L', speed: 6 }, models: [{ name: 'Walker', body: 'vehicle' }] });

function post(card: UnitCardInput, bearing: number, facing = 0) {
  const p = at(bearing);
  const id = `red.${card.id}`;
  return range({ red: [card], blue: [lone], place: { [id]: { x: 30, y: 10, facing }, 'blue.squad': p } }, id);
}
function fireAt(card: UnitCardInput, weapon: string, bearing: number, pivot?: number) {
  const p = at(bearing);
  return shot(`red.${card.id}`, p, [{ model: `red.${card.id}.m1`, weapon, target: 'blue.squad' }], pivot);
}

describe('Xenos & Zealots shooting: arcs of sight and fire', () => {
  it('XZ-ARC-01 infantry fire all round, even at a target behind them', () => {
    const state = range({
      place: { 'red.squad': { x: 10, y: 10, facing: 0 }, 'blue.squad': { x: 10, y: 2 } },
    });
    accept(
      game(state, [6, 6, ...SAVES]),
      shot('red.squad', { x: 10, y: 2 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
  });

  it('XZ-ARC-03 a turret weapon fires through 360°', () => {
    const card = tankWith([aWeapon({ name: 'Cannon', type: 'support', mount: { kind: 'turret' } })]);
    accept(game(post(card, 180), [6, 6, ...SAVES]), fireAt(card, 'Cannon', 180));
  });

  it('XZ-ARC-04 XZ-ARC-02 a hull weapon fires 22.5° either side of straight ahead; each mount keeps its own arc', () => {
    const card = tankWith([
      aWeapon({ name: 'Cannon', type: 'support', mount: { kind: 'turret' } }),
      aWeapon({ name: 'Hull gun', mount: { kind: 'hull' } }),
    ]);
    accept(game(post(card, 15), [6, 6, ...SAVES]), fireAt(card, 'Hull gun', 15));
    const error = refused(game(post(card, 35)), fireAt(card, 'Hull gun', 35));
    expect(error.code).toBe('out-of-arc');
    expect(error.rule).toBe('XZ-SHOOT-04');
    accept(game(post(card, 35), [6, 6, ...SAVES]), fireAt(card, 'Cannon', 35));
  });

  it('XZ-ARC-05 each weapon of a large monster or walker fires 45° either side of its front', () => {
    const card = walker([aWeapon({ name: 'Claw gun', mount: { kind: 'large' } })]);
    accept(game(post(card, 38), [6, 6, ...SAVES]), fireAt(card, 'Claw gun', 38));
    // Aiming inside the arc, at a target 60° off the front: the target is out of arc.
    const aim = shot('red.tank', at(42), [
      { model: 'red.tank.m1', weapon: 'Claw gun', target: 'blue.squad' },
    ]);
    expect(refused(game(post(card, 60)), aim).code).toBe('out-of-arc');
  });

  it('XZ-ARC-06 R13 a walker may pivot up to 45° before shooting to bring its target into arc', () => {
    const card = walker([aWeapon({ name: 'Claw gun', mount: { kind: 'large' } })]);
    const state = post(card, 70);
    const { state: after, events } = accept(game(state, [6, 6, ...SAVES]), fireAt(card, 'Claw gun', 70, 40));
    expect(unit(after, 'red.tank').models[0]?.facing).toBe(40);
    expect(ofType(events, 'unit-turned')[0]).toMatchObject({ unit: 'red.tank', facing: 40 });
    const error = refused(game(state), fireAt(card, 'Claw gun', 70, 50));
    expect(error.code).toBe('pivot-too-far');
    expect(error.rule).toBe('XZ-ARC-06');
  });

  it('XZ-ARC-06 a tracked tank or an infantry unit may not pivot', () => {
    const card = tankWith([aWeapon({ name: 'Hull gun', mount: { kind: 'hull' } })]);
    expect(refused(game(post(card, 30)), fireAt(card, 'Hull gun', 30, 30)).code).toBe('cannot-pivot');
    const squad = range({ place: { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 20 } } });
    const error = refused(
      game(squad),
      shot(
        'red.squad',
        { x: 10, y: 20 },
        [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }],
        10,
      ),
    );
    expect(error.rule).toBe('XZ-ARC-06');
  });

  it('XZ-ARC-07 a sponson fires through the arc its data gives', () => {
    const card = tankWith([
      aWeapon({ name: 'Cannon', type: 'support', mount: { kind: 'turret' } }),
      aWeapon({ name: 'Sponson', mount: { kind: 'sponson', bearing: 90, width: 180 } }),
    ]);
    accept(game(post(card, 120), [6, 6, ...SAVES]), fireAt(card, 'Sponson', 120));
    expect(refused(game(post(card, 270)), fireAt(card, 'Sponson', 270)).code).toBe('out-of-arc');
  });

  it("R13 a vehicle leader's arc of sight is the union of its weapon arcs", () => {
    const card = tankWith([aWeapon({ name: 'Hull gun', mount: { kind: 'hull' } })]);
    const error = refused(game(post(card, 180)), fireAt(card, 'Hull gun', 180));
    expect(error.code).toBe('aim-out-of-arc');
    expect(error.rule).toBe('R13');
  });

  it('XZ-SHOOT-05 a single-model unit fires different weapons at different units near its target point', () => {
    const card = tankWith([
      aWeapon({ name: 'Cannon', type: 'support', mount: { kind: 'turret' } }),
      aWeapon({ name: 'Hull gun', mount: { kind: 'hull' } }),
    ]);
    const state = range(
      {
        red: [card],
        blue: [lone, aUnit({ id: 'second', models: [{ name: 'Scout', leader: true }] })],
        place: {
          'red.tank': { x: 30, y: 10 },
          'blue.squad': { x: 30, y: 22 },
          'blue.second': { x: 34, y: 23 },
        },
      },
      'red.tank',
    );
    const { events } = accept(
      game(state, [6, 6, 6, 6, ...SAVES]),
      shot('red.tank', { x: 32, y: 22 }, [
        { model: 'red.tank.m1', weapon: 'Hull gun', target: 'blue.squad' },
        { model: 'red.tank.m1', weapon: 'Cannon', target: 'blue.second' },
      ]),
    );
    expect(ofType(events, 'hits-scored').map((e) => [e.weapon, e.target])).toEqual([
      ['Hull gun', 'blue.squad'],
      ['Cannon', 'blue.second'],
    ]);
  });

  it('XZ-RES-05 a vehicle measures range from the end of its weapon (its hull), infantry from the base edge', () => {
    // Tank hull 3" long: its front is 1.5" ahead of its centre; the target base edge is 10" from the hull front.
    const card = tankWith([
      aWeapon({ name: 'Cannon', type: 'support', range: 10, mount: { kind: 'turret' } }),
    ]);
    const state = range(
      { red: [card], blue: [lone], place: { 'red.tank': { x: 30, y: 10 }, 'blue.squad': { x: 30, y: 22 } } },
      'red.tank',
    );
    accept(
      game(state, [6, 6, ...SAVES]),
      shot('red.tank', { x: 30, y: 22 }, [{ model: 'red.tank.m1', weapon: 'Cannon', target: 'blue.squad' }]),
    );
    const short = tankWith([
      aWeapon({ name: 'Cannon', type: 'support', range: 9.9, mount: { kind: 'turret' } }),
    ]);
    const state2 = range(
      { red: [short], blue: [lone], place: { 'red.tank': { x: 30, y: 10 }, 'blue.squad': { x: 30, y: 22 } } },
      'red.tank',
    );
    expect(
      refused(
        game(state2),
        shot('red.tank', { x: 30, y: 22 }, [
          { model: 'red.tank.m1', weapon: 'Cannon', target: 'blue.squad' },
        ]),
      ).code,
    ).toBe('out-of-range');
  });

  it('XZ-ARC-06 the sample Shoot commands pivot a walker to bring its target into arc, and are accepted', () => {
    const card = walker([aWeapon({ name: 'Claw gun', mount: { kind: 'large' } })]);
    const g = game(post(card, 70), [6, 6, ...SAVES]);
    const shoots = legalCommands(g, RED).filter((c) => (c as { type: string }).type === 'shoot');
    expect(shoots).toHaveLength(1);
    // 70° off the front, a 90° arc: a pivot of a little over 25° (measured to the base's nearest point).
    const pivot = (shoots[0] as { pivot?: number }).pivot ?? 0;
    expect(pivot).toBeGreaterThan(25);
    expect(pivot).toBeLessThanOrEqual(45);
    accept(g, shoots[0] as never);
  });

  it('XZ-SMU-09 a weapon system that has lost its points can no longer fire', () => {
    const card = tankWith([aWeapon({ name: 'Cannon', type: 'support', mount: { kind: 'turret' } })]);
    const state = post(card, 0);
    const system = unit(state, 'red.tank').models[0]?.systems?.[0];
    if (system) system.points = 0;
    expect(refused(game(state), fireAt(card, 'Cannon', 0)).rule).toBe('XZ-SMU-09');
  });
});
