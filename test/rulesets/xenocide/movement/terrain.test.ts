import { describe, expect, it } from 'vitest';
import { untabledFeatureMovement } from '../../../../src/rulesets/xenocide/rules/movement/custom-terrain';
import {
  aLineUnit,
  aMovementPosition,
  aTableFeature,
  diceFor,
  eventsOf,
  modelOf,
  move,
  playAt,
  played,
  rect,
  unitOf,
} from '../../../support/xenocide';

const mover = (profile: string, at = [{ x: 10, y: 10 }], extra = {}) =>
  aLineUnit({ id: 'red.c1.u1', profile, order: 'move-and-fire', at, ...extra });
const straight = (to: number, x = 10) => [{ x, y: to }];
const crater = (polygon = rect(0, 20, 30, 4)) =>
  aTableFeature({
    kind: 'custom',
    id: 'crater',
    name: 'Plasma crater',
    polygon,
    movement: { Infantry: 'impassable', Walker: 'impassable', Wheeled: 'impassable', Tracked: 'impassable' },
  });
const minefield = (polygon = rect(0, 12, 30, 2)) =>
  aTableFeature({ kind: 'custom', id: 'mines', name: 'Minefield', polygon, intrinsicallyDangerous: true });

describe('terrain movement', () => {
  it('XEN-TERR-01 a feature affects each model type as the table says: forest is open to infantry, difficult to tanks', () => {
    const wood = aTableFeature({ kind: 'forest', id: 'wood', polygon: rect(0, 12, 30, 6) });
    const infantry = played(
      aMovementPosition({ units: [mover('generic/line-infantry')], terrain: [wood] }),
      move('red.c1.u1', { m1: straight(14) }),
    );
    expect(eventsOf(infantry.events, 'terrain-test')).toEqual([]);
    const tank = played(
      aMovementPosition({ units: [mover('generic/medium-tank')], terrain: [wood] }),
      move('red.c1.u1', { m1: straight(22) }),
      [1],
    );
    expect(eventsOf(tank.events, 'terrain-test')).toEqual([
      {
        type: 'terrain-test',
        rules: ['XEN-TERR-03'],
        unit: 'red.c1.u1',
        profile: 'generic/medium-tank',
        feature: 'wood',
        roll: 1,
        loss: 3,
        visibleTo: 'all',
      },
    ]);
    expect(modelOf(tank.state, 'red.c1.u1.m1')).toMatchObject({ x: 10, y: 19 });
  });

  it('XEN-TERR-02 open ground costs no movement', () => {
    const brush = aTableFeature({ kind: 'brush', polygon: rect(0, 11, 30, 2) });
    const result = played(
      aMovementPosition({ units: [mover('generic/medium-tank')], terrain: [brush] }),
      move('red.c1.u1', { m1: straight(22) }),
    );
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ x: 10, y: 22 });
    expect(diceFor(result.events, 'difficult-terrain')).toEqual([]);
  });

  it('XEN-TERR-03 difficult terrain: 1–3 loses 1/4, 4–6 loses 1/2 of the allowance', () => {
    const wood = aTableFeature({ kind: 'forest', id: 'wood', polygon: rect(0, 12, 30, 30) });
    const position = aMovementPosition({ units: [mover('generic/medium-tank')], terrain: [wood] });
    const quarter = played(position, move('red.c1.u1', { m1: straight(22) }), [3]);
    expect(modelOf(quarter.state, 'red.c1.u1.m1')).toMatchObject({ x: 10, y: 19 });
    expect(eventsOf(quarter.events, 'terrain-test')[0]).toMatchObject({ roll: 3, loss: 3 });
    const half = played(position, move('red.c1.u1', { m1: straight(22) }), [4]);
    expect(modelOf(half.state, 'red.c1.u1.m1')).toMatchObject({ x: 10, y: 16 });
    expect(eventsOf(half.events, 'terrain-test')[0]).toMatchObject({ roll: 4, loss: 6 });
    expect(unitOf(half.state, 'red.c1.u1').activity.distance).toBe(6);
  });

  it('XEN-TERR-03 one die per model type per feature, in terrain order; losses add up (R42)', () => {
    const a = aTableFeature({ kind: 'forest', id: 'a', polygon: rect(0, 9, 30, 2) });
    const b = aTableFeature({ kind: 'forest', id: 'b', polygon: rect(0, 11, 30, 20) });
    const unit = aLineUnit({
      id: 'red.c1.u1',
      order: 'move-and-fire',
      models: [
        { at: { x: 10, y: 10 }, profile: 'generic/medium-tank' },
        { at: { x: 14, y: 10 }, profile: 'generic/medium-tank' },
        { at: { x: 18, y: 10 }, profile: 'generic/light-tank' },
      ],
    });
    const position = aMovementPosition({ units: [unit], terrain: [a, b] });
    const result = played(
      position,
      move('red.c1.u1', { m1: straight(22), m2: straight(22, 14), m3: straight(22, 18) }),
      [1, 4, 1, 1],
    );
    expect(
      eventsOf(result.events, 'terrain-test').map((e) => [e.feature, e.profile, e.roll, e.loss]),
    ).toEqual([
      ['a', 'generic/medium-tank', 1, 3],
      ['a', 'generic/light-tank', 4, 6],
      ['b', 'generic/medium-tank', 1, 3],
      ['b', 'generic/light-tank', 1, 3],
    ]);
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ y: 16 });
    expect(modelOf(result.state, 'red.c1.u1.m2')).toMatchObject({ y: 16 });
    expect(modelOf(result.state, 'red.c1.u1.m3')).toMatchObject({ y: 13 });
  });

  it('XEN-TERR-03 a feature the model never reaches costs it nothing (R42)', () => {
    const a = aTableFeature({ kind: 'forest', id: 'a', polygon: rect(0, 14, 30, 2) });
    const b = aTableFeature({ kind: 'forest', id: 'b', polygon: rect(0, 20, 30, 2) });
    const result = played(
      aMovementPosition({ units: [mover('generic/medium-tank')], terrain: [a, b] }),
      move('red.c1.u1', { m1: straight(22) }),
      [4, 1],
    );
    expect(diceFor(result.events, 'difficult-terrain')).toEqual([[4], [1]]);
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ y: 16 });
  });

  it('XEN-TERR-04 titans subtract 2 from terrain tests: 2 costs nothing, 5 a quarter, 6 a half', () => {
    const cliffs = aTableFeature({ kind: 'cliffs', id: 'cliffs', polygon: rect(0, 12, 72, 20) });
    const position = aMovementPosition({
      units: [mover('generic/strider-titan', [{ x: 20, y: 10 }])],
      terrain: [cliffs],
    });
    const at = (dice: number[]) =>
      modelOf(played(position, move('red.c1.u1', { m1: straight(18, 20) }), dice).state, 'red.c1.u1.m1').y;
    expect(at([2])).toBe(18);
    expect(at([5])).toBe(16);
    expect(at([6])).toBe(14);
    const result = played(position, move('red.c1.u1', { m1: straight(18, 20) }), [5]);
    expect(eventsOf(result.events, 'terrain-test')[0]).toMatchObject({ roll: 5, loss: 2 });
  });

  it('XEN-TERR-04 a titan attacked by dangerous terrain only on a modified 4+ (XEN-TITAN-10: it loses a core level)', () => {
    const water = aTableFeature({ kind: 'shallow-water', id: 'water', polygon: rect(0, 12, 72, 20) });
    const position = aMovementPosition({
      units: [mover('generic/strider-titan', [{ x: 20, y: 10 }])],
      terrain: [water],
    });
    const safe = played(position, move('red.c1.u1', { m1: straight(18, 20) }), [5]);
    expect(modelOf(safe.state, 'red.c1.u1.m1').titan?.core).toBe(4);
    const hit = played(position, move('red.c1.u1', { m1: straight(18, 20) }), [6, 6]);
    expect(modelOf(hit.state, 'red.c1.u1.m1')).toMatchObject({ removed: false, titan: { core: 3 } });
    expect(diceFor(hit.events, 'dangerous-terrain')).toEqual([[6]]);
  });

  it('XEN-TERR-05 slowed short of the feature, a model may still go 2" into it, and no further', () => {
    const deep = aTableFeature({ kind: 'forest', polygon: rect(0, 19, 30, 11) });
    const into = played(
      aMovementPosition({ units: [mover('generic/medium-tank')], terrain: [deep] }),
      move('red.c1.u1', { m1: straight(22) }),
      [6],
    );
    expect(modelOf(into.state, 'red.c1.u1.m1')).toMatchObject({ y: 21 });
    const thin = aTableFeature({ kind: 'forest', polygon: rect(0, 19, 30, 1) });
    const edge = played(
      aMovementPosition({ units: [mover('generic/medium-tank')], terrain: [thin] }),
      move('red.c1.u1', { m1: straight(22) }),
      [6],
    );
    expect(modelOf(edge.state, 'red.c1.u1.m1')).toMatchObject({ y: 20 });
  });

  it('XEN-TERR-06 dangerous terrain: a test of 4–6 also makes one CA attack on each model that moved through', () => {
    const wood = aTableFeature({ kind: 'forest', id: 'wood', polygon: rect(0, 14, 30, 4) });
    const cars = mover('generic/armoured-car', [
      { x: 10, y: 10 },
      { x: 14, y: 10 },
    ]);
    const position = aMovementPosition({ units: [cars], terrain: [wood] });
    const command = move('red.c1.u1', { m1: straight(26), m2: straight(26, 14) });
    const hit = played(position, command, [4, 4, 3]);
    expect(modelOf(hit.state, 'red.c1.u1.m1')).toMatchObject({ removed: true, y: 18 });
    expect(modelOf(hit.state, 'red.c1.u1.m2')).toMatchObject({ removed: false, y: 18 });
    expect(eventsOf(hit.events, 'model-removed')).toEqual([
      {
        type: 'model-removed',
        unit: 'red.c1.u1',
        model: 'red.c1.u1.m1',
        cause: 'dangerous-terrain',
        rules: ['XEN-SAVE-01', 'XEN-TERR-06', 'XEN-TERR-08'],
        visibleTo: 'all',
      },
    ]);
    const slow = played(position, command, [3]);
    expect(modelOf(slow.state, 'red.c1.u1.m1')).toMatchObject({ removed: false, y: 22 });
  });

  it('XEN-TERR-06 a unit wiped out by terrain is eliminated and its value lost (XEN-WIN-02)', () => {
    const wood = aTableFeature({ kind: 'forest', polygon: rect(0, 14, 30, 4) });
    const cars = mover(
      'generic/armoured-car',
      [
        { x: 10, y: 10 },
        { x: 14, y: 10 },
      ],
      { value: 70 },
    );
    const result = played(
      aMovementPosition({ units: [cars], terrain: [wood] }),
      move('red.c1.u1', { m1: straight(26), m2: straight(26, 14) }),
      [5, 6, 4],
    );
    expect(unitOf(result.state, 'red.c1.u1').status).toBe('eliminated');
    expect(result.state.sides[0].lostVp).toBe(70);
    expect(eventsOf(result.events, 'unit-eliminated')).toEqual([
      {
        type: 'unit-eliminated',
        rules: ['XEN-WIN-02', 'XEN-SAVE-16', 'XEN-ARMY-14', 'XEN-STAT-03'],
        unit: 'red.c1.u1',
        player: 'red',
        value: 70,
        visibleTo: 'all',
      },
    ]);
  });

  it('XEN-TERR-07 terrain attacks count CAD 66 as 6, ignore shields and use the printed CAD', () => {
    const water = aTableFeature({ kind: 'shallow-water', polygon: rect(0, 12, 30, 20) });
    const beast = aLineUnit({
      id: 'red.c1.u1',
      profile: 'kethri/ravager',
      order: 'move-and-fire',
      at: [{ x: 10, y: 10 }],
    });
    const position = aMovementPosition({ units: [beast], terrain: [water] });
    expect(
      modelOf(played(position, move('red.c1.u1', { m1: straight(18) }), [4, 6]).state, 'red.c1.u1.m1')
        .removed,
    ).toBe(true);
    expect(
      modelOf(played(position, move('red.c1.u1', { m1: straight(18) }), [4, 5]).state, 'red.c1.u1.m1')
        .removed,
    ).toBe(false);
    const deep = aTableFeature({ kind: 'deep-water', polygon: rect(0, 12, 30, 20) });
    const shields = mover('generic/shield-infantry');
    const shielded = played(
      aMovementPosition({ units: [shields], terrain: [deep] }),
      move('red.c1.u1', { m1: straight(13) }),
      [4, 4],
    );
    expect(modelOf(shielded.state, 'red.c1.u1.m1').removed).toBe(true);
    const wood = aTableFeature({ kind: 'forest', polygon: rect(0, 14, 30, 4) });
    const suppressedCar = mover('generic/armoured-car', [{ x: 10, y: 10 }], { suppression: 2 });
    const steady = played(
      aMovementPosition({ units: [suppressedCar], terrain: [wood] }),
      move('red.c1.u1', { m1: straight(26) }),
      [4, 3],
    );
    expect(modelOf(steady.state, 'red.c1.u1.m1').removed).toBe(false);
  });

  it('XEN-TERR-08 terrain attacks never cause a suppression test', () => {
    const wood = aTableFeature({ kind: 'forest', polygon: rect(0, 14, 30, 4) });
    const cars = mover('generic/armoured-car', [
      { x: 10, y: 10 },
      { x: 14, y: 10 },
    ]);
    const result = played(
      aMovementPosition({ units: [cars], terrain: [wood] }),
      move('red.c1.u1', { m1: straight(26), m2: straight(26, 14) }),
      [6, 6, 1],
    );
    expect(unitOf(result.state, 'red.c1.u1').suppression).toBe(0);
    expect(
      result.events
        .filter((e) => e.type === ('dice-rolled' as string))
        .map((e) => (e as unknown as { purpose: string }).purpose),
    ).toEqual(['difficult-terrain', 'dangerous-terrain', 'dangerous-terrain']);
  });

  it('XEN-TERR-09 intrinsically dangerous terrain attacks every model moving through it, with no test die', () => {
    const squad = mover('generic/line-infantry', [
      { x: 10, y: 10 },
      { x: 12, y: 10 },
    ]);
    const result = played(
      aMovementPosition({ units: [squad], terrain: [minefield()] }),
      move('red.c1.u1', { m1: straight(14), m2: straight(14, 12) }),
      [4, 1],
    );
    expect(diceFor(result.events, 'difficult-terrain')).toEqual([]);
    expect(diceFor(result.events, 'dangerous-terrain')).toEqual([[4], [1]]);
    expect(modelOf(result.state, 'red.c1.u1.m1').removed).toBe(true);
    expect(modelOf(result.state, 'red.c1.u1.m2')).toMatchObject({ removed: false, y: 14 });
  });

  it('XEN-TERR-10 impassable terrain may not be entered; models that fly over may cross it but not stop in it', () => {
    const cliffs = aTableFeature({ kind: 'cliffs', id: 'cliffs', polygon: rect(0, 14, 30, 4) });
    const tank = playAt(
      aMovementPosition({ units: [mover('generic/medium-tank')], terrain: [cliffs] }),
      move('red.c1.u1', { m1: straight(22) }),
    );
    expect(tank).toMatchObject({ ok: false, code: 'illegal-action' });
    if (!tank.ok)
      expect(tank.message).toBe(
        'Model red.c1.u1.m1 cannot enter Cliffs (above model size) (cliffs): it is impassable to it (XEN-TERR-10).',
      );
    const harpy = mover('kethri/harpy');
    const flying = aMovementPosition({ units: [harpy], terrain: [crater()] });
    expect(playAt(flying, move('red.c1.u1', { m1: straight(34) }))).toMatchObject({ ok: true });
    const landing = playAt(flying, move('red.c1.u1', { m1: straight(22) }));
    expect(landing).toMatchObject({ ok: false, code: 'illegal-action' });
    if (!landing.ok)
      expect(landing.message).toBe(
        'Model red.c1.u1.m1 may cross Plasma crater (crater) but may not end its move in it (XEN-TERR-10).',
      );
    const hover = mover('generic/light-hover-tank');
    const high = aMovementPosition({ units: [hover], terrain: [cliffs] });
    expect(playAt(high, move('red.c1.u1', { m1: straight(24) }, { high: true }))).toMatchObject({ ok: true });
  });

  it('XEN-TERR-12 a table entry of None is open; Road is a road bonus, not a movement effect', () => {
    const road = aTableFeature({ kind: 'road', polygon: rect(0, 9, 72, 2) });
    expect(road.movement).toEqual({ Infantry: 'open', Walker: 'open', Wheeled: 'open', Tracked: 'open' });
    const result = played(
      aMovementPosition({ units: [mover('generic/medium-tank', [{ x: 10, y: 10 }])], terrain: [road] }),
      move('red.c1.u1', { m1: [{ x: 25, y: 10 }] }),
    );
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ x: 25 });
  });

  it('XEN-TERR-13 features not in the table: light cover is difficult and hard cover or loose ground dangerous for vehicles', () => {
    expect(untabledFeatureMovement('light', false)).toEqual({
      Infantry: 'open',
      Walker: 'open',
      Wheeled: 'difficult',
      Tracked: 'difficult',
    });
    expect(untabledFeatureMovement('hard', false)).toMatchObject({
      Wheeled: 'dangerous',
      Tracked: 'dangerous',
    });
    expect(untabledFeatureMovement('none', true)).toMatchObject({ Infantry: 'open', Tracked: 'dangerous' });
    const rubble = aTableFeature({
      kind: 'custom',
      polygon: rect(0, 12, 30, 20),
      cover: 'light',
      movement: untabledFeatureMovement('light', false),
    });
    const result = played(
      aMovementPosition({ units: [mover('generic/medium-tank')], terrain: [rubble] }),
      move('red.c1.u1', { m1: straight(22) }),
      [2],
    );
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ y: 19 });
  });
});

describe('skimmers', () => {
  const bike = (at = [{ x: 10, y: 10 }]) => mover('generic/jetbike', at);

  it('XEN-TERR-15 skimmers ignore terrain under 2" high, dangerous and impassable included', () => {
    const wall = aTableFeature({ kind: 'wall', polygon: rect(0, 14, 30, 1), height: 1 });
    const result = played(
      aMovementPosition({ units: [bike()], terrain: [wall, crater()] }),
      move('red.c1.u1', { m1: straight(30) }),
    );
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ y: 30 });
    expect(diceFor(result.events, 'difficult-terrain')).toEqual([]);
    expect(
      playAt(
        aMovementPosition({ units: [bike()], terrain: [crater()] }),
        move('red.c1.u1', { m1: straight(22) }),
      ),
    ).toMatchObject({ ok: false, code: 'illegal-action' });
  });

  it('XEN-TERR-16 skimmers treat cover 2" or higher as difficult', () => {
    const wood = aTableFeature({ kind: 'forest', id: 'wood', polygon: rect(0, 12, 30, 4), height: 3 });
    const result = played(
      aMovementPosition({ units: [bike()], terrain: [wood] }),
      move('red.c1.u1', { m1: straight(30) }),
      [4],
    );
    expect(eventsOf(result.events, 'terrain-test')[0]).toMatchObject({ feature: 'wood', roll: 4, loss: 10 });
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ y: 20 });
  });

  it('XEN-TERR-18 a skimmer ending over a low feature pays nothing, but an intrinsically dangerous one still attacks it', () => {
    const wall = aTableFeature({ kind: 'wall', polygon: rect(0, 14, 30, 2), height: 1 });
    expect(
      played(aMovementPosition({ units: [bike()], terrain: [wall] }), move('red.c1.u1', { m1: straight(15) }))
        .events,
    ).toBeDefined();
    const over = played(
      aMovementPosition({ units: [bike()], terrain: [minefield()] }),
      move('red.c1.u1', { m1: straight(20) }),
    );
    expect(diceFor(over.events, 'dangerous-terrain')).toEqual([]);
    const onIt = played(
      aMovementPosition({ units: [bike()], terrain: [minefield()] }),
      move('red.c1.u1', { m1: straight(13) }),
      [4],
    );
    expect(modelOf(onIt.state, 'red.c1.u1.m1').removed).toBe(true);
  });

  it('XEN-TERR-19 skimmers come down from a cliff freely but cannot climb one over 2" high', () => {
    const cliff = aTableFeature({ kind: 'cliffs', id: 'cliff', polygon: rect(0, 14, 30, 4), height: 3 });
    const climb = playAt(
      aMovementPosition({ units: [bike()], terrain: [cliff] }),
      move('red.c1.u1', { m1: straight(25) }),
    );
    expect(climb).toMatchObject({ ok: false, code: 'illegal-action' });
    const down = played(
      aMovementPosition({ units: [bike([{ x: 10, y: 16 }])], terrain: [cliff] }),
      move('red.c1.u1', { m1: straight(30) }),
    );
    expect(modelOf(down.state, 'red.c1.u1.m1')).toMatchObject({ y: 30 });
    expect(diceFor(down.events, 'difficult-terrain')).toEqual([]);
    // Grav troops are also Infantry: the cliff is merely difficult for them (R55).
    const grav = mover('generic/grav-infantry', [{ x: 10, y: 10 }]);
    const climbed = played(
      aMovementPosition({ units: [grav], terrain: [cliff] }),
      move('red.c1.u1', { m1: straight(22) }),
      [1],
    );
    expect(modelOf(climbed.state, 'red.c1.u1.m1')).toMatchObject({ y: 19 });
  });
});
