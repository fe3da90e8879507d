import { geometry } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  assaultTrigger,
  buildingInvariants,
  enterBuilding,
  entryDistance,
  firingFaces,
  leaveBuilding,
  mayEnterDespiteZoc,
  occupancyOf,
  occupantPlacement,
  occupantSees,
  pruneOccupants,
  truncateAtEntry,
  whyBadEntryRoute,
  whyBadFiringFace,
  whyCannotEnter,
  whyCannotMoveInAfterFlight,
  whyCannotReach,
  whyEntersHeldSection,
} from '../../../../src/rulesets/xenocide/rules/buildings';
import type { UnitState } from '../../../../src/rulesets/xenocide/state';
import {
  aBlock,
  aBuilding,
  aBuildingPosition,
  aFeature,
  aHouse,
  aTitan,
  aUnit,
  occupied,
  rect,
  row,
  unitOf,
} from '../../../support/xenocide';

const HOUSE = { building: 'house', section: 'house.s1' };
const firstModel = (unit: UnitState) => {
  const model = unit.models[0];
  if (!model) throw new Error('no model');
  return model;
};
const inHouse = (id: string, profile = 'test/trooper') => aUnit({ id, profile, at: row(21, 21, 2) });

describe('XEN-BLD entering and occupying', () => {
  it('XEN-BLD-01 interiors are not modelled: occupants stand at the edges of their section, wholly inside it', () => {
    const { building } = aHouse();
    const section = building.sections[0];
    if (!section) throw new Error('no section');
    const spots = occupantPlacement(section, [0.5, 0.5, 0.5]);
    expect(spots).toHaveLength(3);
    for (const at of spots) {
      expect(geometry.circleInPolygon({ center: at, radius: 0.5 }, section.polygon)).toBe(true);
      expect(geometry.distanceToPolygonBoundary(at, section.polygon)).toBeLessThanOrEqual(1);
    }
    const buildings = enterBuilding([building], 'red.c1.u1', HOUSE);
    expect(occupancyOf(buildings, 'red.c1.u1')).toEqual(HOUSE);
    expect(occupancyOf(leaveBuilding(buildings, 'red.c1.u1'), 'red.c1.u1')).toBeUndefined();
    const state = aBuildingPosition([{ ...inHouse('red.c1.u1'), status: 'eliminated' }]);
    expect(pruneOccupants(state, buildings)[0]?.sections[0]?.occupants).toEqual([]);
    const inside = aBuildingPosition([
      inHouse('red.c1.u1'),
      aUnit({ id: 'blue.c1.u1', at: [{ x: 22, y: 10 }] }),
    ]);
    expect(buildingInvariants(inside, buildings)).toEqual([]);
    const wrong = occupied(buildings, [['blue.c1.u1', 'house', 'house.s1']]);
    expect(buildingInvariants(inside, wrong)).toEqual([
      'model blue.c1.u1.m1 of blue.c1.u1 stands outside its section house.s1',
      'section house.s1 holds units of both players',
    ]);
  });

  it('XEN-BLD-02 occupants trace sight from the roof, from the edges they touch, over terrain a ground model cannot see past', () => {
    const { feature, building } = aHouse();
    const section = building.sections[0];
    if (!section) throw new Error('no section');
    const wall = aFeature({ id: 'wall', polygon: rect(20, 17, 4, 0.5), height: 3, solid: true });
    const state = aBuildingPosition([], [feature, wall]);
    const target = { x: 22, y: 5, radius: 0.5 };
    expect(occupantSees(state, building, section, 0, target)).toBe(true);
    const ground = geometry.lineOfSight(
      { center: { x: 22, y: 20 }, radius: 0 },
      { center: { x: 22, y: 5 }, radius: 0.5 },
      [{ polygon: wall.polygon, height: 3, blocksLos: 'solid' }],
    );
    expect(ground.clear).toBe(false);
  });

  it('XEN-BLD-05 only infantry and Size 1 vehicles may enter a building unless the players agreed otherwise', () => {
    const { building, feature } = aHouse();
    const units = [
      aUnit({ id: 'red.c1.u1', at: [{ x: 22, y: 18 }] }),
      aUnit({ id: 'red.c1.u2', profile: 'test/bike', at: [{ x: 22, y: 17 }] }),
      aUnit({ id: 'red.c1.u3', profile: 'test/tank', at: [{ x: 22, y: 15 }] }),
      aTitan({ id: 'red.c1.u4', at: { x: 30, y: 10 } }),
    ];
    const state = aBuildingPosition(units, [feature]);
    expect(whyCannotEnter(state, [building], 'red.c1.u1', HOUSE)).toBeUndefined();
    expect(whyCannotEnter(state, [building], 'red.c1.u2', HOUSE)).toBeUndefined();
    const tank = whyCannotEnter(state, [building], 'red.c1.u3', HOUSE);
    expect(tank).toMatchObject({ code: 'illegal-action' });
    expect(tank?.message).toContain('XEN-BLD-05');
    expect(
      whyCannotEnter(state, [aHouse({ maxVehicleSize: 3 }).building], 'red.c1.u3', HOUSE),
    ).toBeUndefined();
    expect(whyCannotEnter(state, [building], 'red.c1.u4', HOUSE)?.message).toContain('XEN-BLD-05');
  });

  it('XEN-BLD-06 entering a building section held by the enemy is refused with a message naming the rule', () => {
    const { building, feature } = aHouse();
    const state = aBuildingPosition(
      [aUnit({ id: 'red.c1.u1', at: [{ x: 22, y: 18 }] }), inHouse('blue.c1.u1')],
      [feature],
    );
    const held = occupied([building], [['blue.c1.u1', 'house', 'house.s1']]);
    const why = whyCannotEnter(state, held, 'red.c1.u1', HOUSE);
    expect(why?.code).toBe('illegal-action');
    expect(why?.message).toMatch(/held by the enemy.*XEN-BLD-06/);
    const friendly = aBuildingPosition(
      [aUnit({ id: 'red.c1.u1', at: [{ x: 22, y: 18 }] }), inHouse('red.c1.u2')],
      [feature],
    );
    const shared = occupied([building], [['red.c1.u2', 'house', 'house.s1']]);
    expect(whyCannotEnter(friendly, shared, 'red.c1.u1', HOUSE)).toBeUndefined();
    const block = occupied([aBlock().building], [['blue.c1.u1', 'block', 'block.s1']]);
    expect(
      whyCannotEnter(state, block, 'red.c1.u1', { building: 'block', section: 'block.s2' }),
    ).toBeUndefined();
    const through = [
      {
        model: 'red.c1.u1.m1',
        path: [
          { x: 22, y: 18 },
          { x: 22, y: 30 },
        ],
      },
    ];
    expect(whyEntersHeldSection(state, held, 'red', through)?.message).toMatch(/enemy holds.*XEN-BLD-06/);
    const around = [
      {
        model: 'red.c1.u1.m1',
        path: [
          { x: 22, y: 18 },
          { x: 30, y: 18 },
          { x: 30, y: 30 },
        ],
      },
    ];
    expect(whyEntersHeldSection(state, held, 'red', around)).toBeUndefined();
    expect(whyEntersHeldSection(state, held, 'blue', through)).toBeUndefined();
  });

  it('XEN-BLD-07 when a building’s defenders flee, the attacking units may move straight inside', () => {
    const { building, feature } = aHouse();
    const attacker = aUnit({ id: 'red.c1.u1', at: [{ x: 22, y: 17 }] });
    const state = aBuildingPosition([attacker, aUnit({ id: 'red.c1.u2', at: [{ x: 22, y: 5 }] })], [feature]);
    expect(whyCannotMoveInAfterFlight(state, [building], 'red.c1.u1', HOUSE)).toBeUndefined();
    expect(whyCannotMoveInAfterFlight(state, [building], 'red.c1.u2', HOUSE)?.message).toContain(
      'XEN-BLD-07',
    );
    const stillHeld = aBuildingPosition([attacker, inHouse('blue.c1.u1')], [feature]);
    const held = occupied([building], [['blue.c1.u1', 'house', 'house.s1']]);
    expect(whyCannotMoveInAfterFlight(stillHeld, held, 'red.c1.u1', HOUSE)?.message).toContain('XEN-BLD-06');
  });

  it('XEN-BLD-12 models enter through doors or windows; hover and jump models also by the roof; teleporters port in', () => {
    const sealed = aHouse({ openings: [] }).building.sections[0];
    const open = aHouse().building.sections[0];
    if (!sealed || !open) throw new Error('no section');
    const state = aBuildingPosition([
      aUnit({ id: 'red.c1.u1', at: [{ x: 22, y: 18 }] }),
      aUnit({ id: 'red.c1.u2', profile: 'test/jumper', at: [{ x: 22, y: 18 }] }),
      aUnit({ id: 'red.c1.u3', profile: 'test/porter', at: [{ x: 22, y: 18 }] }),
    ]);
    const [troopers, jumpers, porters] = ['red.c1.u1', 'red.c1.u2', 'red.c1.u3'].map((id) =>
      unitOf(state, id),
    );
    if (!troopers || !jumpers || !porters) throw new Error('no units');
    expect(whyBadEntryRoute(state, troopers, sealed, 'door')?.message).toContain('XEN-BLD-12');
    expect(whyBadEntryRoute(state, troopers, open, 'door')).toBeUndefined();
    expect(whyBadEntryRoute(state, troopers, open, 'roof')?.message).toContain('XEN-BLD-12');
    expect(whyBadEntryRoute(state, jumpers, sealed, 'roof')).toBeUndefined();
    expect(whyBadEntryRoute(state, porters, sealed, 'teleport')).toBeUndefined();
    expect(whyBadEntryRoute(state, troopers, sealed, 'teleport')?.message).toContain('XEN-BLD-12');
  });

  it('XEN-BLD-13 once one model can touch the building, the others get +2" to reach it; the whole unit must get in', () => {
    const section = aHouse().building.sections[0];
    if (!section) throw new Error('no section');
    const at = (...ys: number[]) =>
      unitOf(
        aBuildingPosition([aUnit({ id: 'red.c1.u1', at: ys.map((y, i) => ({ x: 21 + i, y })) })]),
        'red.c1.u1',
      );
    const state = aBuildingPosition([]);
    const four = () => 4;
    expect(entryDistance(firstModel(at(18.5)), section, 'door')).toBeCloseTo(1);
    expect(whyCannotReach(state, at(18.5, 14.5, 13.5), section, 'door', four)).toBeUndefined();
    const straggler = whyCannotReach(state, at(18.5, 12.5), section, 'door', four);
    expect(straggler?.message).toMatch(/2" bonus.*XEN-BLD-13/);
    expect(whyCannotReach(state, at(13.5, 13.5), section, 'door', four)?.message).toContain('XEN-BLD-13');
    const northDoor = aHouse({ openings: [2] }).building.sections[0];
    if (!northDoor) throw new Error('no section');
    expect(entryDistance(firstModel(at(18.5)), northDoor, 'door')).toBeGreaterThan(1);
  });

  it('XEN-BLD-14 entering a building uses up the rest of the move: the path stops where the model reaches it', () => {
    const section = aHouse().building.sections[0];
    if (!section) throw new Error('no section');
    const path = truncateAtEntry(
      [
        { x: 22, y: 10 },
        { x: 22, y: 30 },
      ],
      0.5,
      section,
    );
    expect(path).toHaveLength(2);
    expect(path[1]?.y).toBeCloseTo(19.5, 1);
    const { building } = aHouse();
    const moved = enterBuilding(
      occupied([building, aBlock().building], [['red.c1.u1', 'block', 'block.s1']]),
      'red.c1.u1',
      HOUSE,
    );
    expect(occupancyOf(moved, 'red.c1.u1')).toEqual(HOUSE);
    expect(moved[1]?.sections[0]?.occupants).toEqual([]);
  });

  it('XEN-BLD-15 occupants shoot out of a face with openings or from the roof, never through a blank wall', () => {
    const section = aHouse({ openings: [0, 1] }).building.sections[0];
    if (!section) throw new Error('no section');
    expect(firingFaces(section)).toEqual([0, 1, 'roof']);
    expect(whyBadFiringFace(section, 0)).toBeUndefined();
    expect(whyBadFiringFace(section, 'roof')).toBeUndefined();
    expect(whyBadFiringFace(section, 2)?.message).toContain('XEN-BLD-15');
    expect(whyBadFiringFace(section, 7)?.code).toBe('unknown-entity');
    const [first] = occupantPlacement(section, [0.5], 2);
    expect(first?.y).toBeGreaterThan(22.5);
  });

  it('XEN-BLD-29 a unit may enter an empty building inside the zone of control of an enemy-held building without an assault', () => {
    const house = aHouse();
    const barn = aBuilding('barn', rect(27, 20, 4, 4));
    const state = aBuildingPosition(
      [inHouse('blue.c1.u1'), aUnit({ id: 'red.c1.u1', at: row(28, 21, 2) })],
      [house.feature, barn.feature],
    );
    const buildings = occupied([house.building, barn.building], [['blue.c1.u1', 'house', 'house.s1']]);
    expect(mayEnterDespiteZoc(state, buildings, 'red.c1.u1', { building: 'barn', section: 'barn.s1' })).toBe(
      true,
    );
    expect(mayEnterDespiteZoc(state, buildings, 'red.c1.u1', HOUSE)).toBe(false);
    const inside = occupied(buildings, [['red.c1.u1', 'barn', 'barn.s1']]);
    expect(assaultTrigger(state, inside, unitOf(state, 'red.c1.u1'), unitOf(state, 'blue.c1.u1'))).toBe(
      'declaration',
    );
  });
});
