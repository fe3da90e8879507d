import { describe, expect, it } from 'vitest';
import {
  jumpReach,
  levelAt,
  MOVEMENT_TABLE,
  type MoveOptions,
  moveAllowance,
  movementCell,
} from '../../../../src/rulesets/xenos-zealots/rules/geometry';
import { AGREEABLE_CELLS } from '../../../../src/rulesets/xenos-zealots/schemas/scenario';
import type { Mobility } from '../../../../src/rulesets/xenos-zealots/schemas/unit-stats';
import { area, feature, wall } from './fixtures';

const legs: Mobility = { type: 'L', abilities: [], speed: 5 };
const tracks: Mobility = { type: 'T', abilities: [], speed: 6 };
const foot: MoveOptions = { obstaclePenalty: 2, impassableOverrides: [], body: 'infantry' };
const tank: MoveOptions = { ...foot, body: 'vehicle' };
const p = (x: number, y: number) => ({ x, y });

const road = area('road', 'Hard Flat Surface', 34, 0, 38, 48);
const copse = area('copse', 'Light Woods', 10, 10, 14, 20);
const thicket = area('thicket', 'Heavy Woods', 14, 10, 20, 20);
const river = area('river', 'Water Feature', 0, 30, 72, 34);
const village = area('village', 'Built Up Area', 40, 10, 50, 20);

describe('XZ-TERR-08 the movement table as data', () => {
  it('holds the book values, bonus positive and penalty negative', () => {
    expect(MOVEMENT_TABLE.L['Hard Flat Surface']).toBe(2);
    expect(MOVEMENT_TABLE.L['Heavy Woods']).toBe(-2);
    expect(MOVEMENT_TABLE.L['Water Feature']).toBe('impassable');
    expect(MOVEMENT_TABLE.W['Heavy Woods']).toBe('impassable');
    expect(MOVEMENT_TABLE.T['Difficult Ground']).toBe(0);
    expect(MOVEMENT_TABLE.H['Water Feature']).toBe(-1);
  });

  it('XZ-TERR-09 every "penalty / Impassable" cell holds its penalty by default, and an override makes it impassable', () => {
    for (const cell of AGREEABLE_CELLS) {
      expect(typeof MOVEMENT_TABLE[cell.mobility][cell.areaType]).toBe('number');
      const mobility = { type: cell.mobility, abilities: [] };
      expect(movementCell(mobility, cell.areaType, [cell])).toBe('impassable');
    }
  });
});

describe('R17 / XZ-TERR-08 combining terrain modifiers', () => {
  it('XZ-TERR-02 a move in the open is the plain Mobility: only the open-ground rule applied', () => {
    const move = moveAllowance(legs, [p(2, 2), p(6, 5)], [road, copse], foot);
    expect(move).toEqual({
      allowance: 5,
      length: 5,
      modifier: 0,
      obstaclesCrossed: 0,
      levelsChanged: 0,
      rules: ['XZ-TERR-02'],
    });
  });

  it('R17 the road bonus applies when the whole path is on the road: Legs 5" + 2"', () => {
    const move = moveAllowance(legs, [p(36, 2), p(36, 9)], [road], foot);
    expect(move.allowance).toBe(7);
    expect(move.rules).toEqual(['XZ-TERR-03', 'XZ-TERR-08']);
  });

  it('XZ-TERR-02 R17 the road bonus is lost when any part of the path leaves the road onto open ground', () => {
    const move = moveAllowance(legs, [p(36, 2), p(36, 6), p(31, 6)], [road], foot);
    expect(move.allowance).toBe(5);
    expect(move.rules).toEqual(['XZ-TERR-02']);
  });

  it('R17 a path along two abutting roads is wholly on road', () => {
    const lane = area('lane', 'Hard Flat Surface', 38, 4, 48, 8);
    expect(moveAllowance(tracks, [p(36, 6), p(44, 6)], [road, lane], tank).allowance).toBe(7);
  });

  it('R17 the largest single penalty applies; penalties do not stack (Light −1 then Heavy −2 gives −2)', () => {
    const move = moveAllowance(legs, [p(8, 15), p(18, 15)], [copse, thicket], foot);
    expect(move.modifier).toBe(-2);
    expect(move.allowance).toBe(3);
    // XZ-TERR-03: the area types picked the table cells.
    expect(move.rules).toEqual(['XZ-TERR-03', 'XZ-TERR-08']);
  });

  it('R17 the start point counts: leaving a wood costs its penalty', () => {
    expect(moveAllowance(legs, [p(12, 15), p(12, 24)], [copse], foot).allowance).toBe(4);
  });

  it('R17 a bonus and a penalty never combine: a road through a wood gives only the penalty', () => {
    const woodyRoad = area('woody', 'Light Woods', 34, 10, 38, 14);
    expect(moveAllowance(legs, [p(36, 5), p(36, 20)], [road, woodyRoad], foot).allowance).toBe(4);
  });

  it('R17 running along the edge of a wood does not enter it', () => {
    expect(moveAllowance(legs, [p(10, 10), p(10, 20)], [copse], foot).allowance).toBe(5);
  });

  it('R17 impassable terrain is reported with the feature id: Legs cannot ford a river', () => {
    const move = moveAllowance(legs, [p(5, 28), p(5, 36)], [river], foot);
    expect(move.impassable).toBe('river');
    expect(move.rules).toContain('XZ-TERR-08');
  });

  it('XZ-TERR-09 Wheels in a village: 1" penalty by default, impassable when the scenario agrees', () => {
    const bikes: Mobility = { type: 'W', abilities: [], speed: 12 };
    expect(moveAllowance(bikes, [p(38, 15), p(45, 15)], [village], foot).allowance).toBe(11);
    const agreed = {
      ...foot,
      impassableOverrides: [{ mobility: 'W' as const, areaType: 'Built Up Area' as const }],
    };
    const move = moveAllowance(bikes, [p(38, 15), p(45, 15)], [village], agreed);
    expect(move.impassable).toBe('village');
    expect(move.rules).toEqual(['XZ-TERR-09', 'XZ-TERR-03', 'XZ-TERR-08']);
  });
});

describe('XZ-SMOV-01 … XZ-SMOV-03 special movement', () => {
  it('XZ-SMOV-01 Amphibious Legs cross the river as open ground', () => {
    const frogs: Mobility = { type: 'L', abilities: ['A'], speed: 5 };
    const move = moveAllowance(frogs, [p(5, 29), p(5, 35)], [river], foot);
    expect(move.impassable).toBeUndefined();
    expect(move.allowance).toBe(5);
    // The river counts as open ground (R17), which has no effect (XZ-TERR-02).
    expect(move.rules).toEqual(['XZ-SMOV-01', 'XZ-TERR-02']);
  });

  it('XZ-SMOV-01 an Amphibious hover loses its 1" water penalty', () => {
    const skimmer: Mobility = { type: 'H', abilities: ['A'], speed: 12 };
    expect(moveAllowance(skimmer, [p(5, 29), p(5, 35)], [river], tank).allowance).toBe(12);
    expect(moveAllowance({ ...skimmer, abilities: [] }, [p(5, 29), p(5, 35)], [river], tank).allowance).toBe(
      11,
    );
  });

  it('XZ-SMOV-02 a Dozer tank treats Light Woods as open; Heavy Woods still cost 2"', () => {
    const dozer: Mobility = { type: 'T', abilities: ['D'], speed: 6 };
    const light = moveAllowance(dozer, [p(8, 15), p(13, 15)], [copse], tank);
    expect(light.allowance).toBe(6);
    expect(light.rules).toEqual(['XZ-SMOV-02', 'XZ-TERR-02']);
    expect(moveAllowance(dozer, [p(8, 15), p(18, 15)], [copse, thicket], tank).allowance).toBe(4);
    expect(moveAllowance(tracks, [p(8, 15), p(13, 15)], [copse], tank).allowance).toBe(5);
  });

  it('XZ-SMOV-03 a Dozer crosses a dozer-passable hedge for free; without the blade the hedge stops a tank', () => {
    const hedge = wall('hedge', 20, 40, 30, 40, { dozerPassable: true });
    const dozer: Mobility = { type: 'T', abilities: ['D'], speed: 6 };
    const through = moveAllowance(dozer, [p(25, 37), p(25, 43)], [hedge], tank);
    expect(through).toMatchObject({
      allowance: 6,
      obstaclesCrossed: 0,
      rules: ['XZ-TERR-05', 'XZ-SMOV-03', 'XZ-TERR-02'],
    });
    expect(through.impassable).toBeUndefined();
    expect(moveAllowance(tracks, [p(25, 37), p(25, 43)], [hedge], tank).impassable).toBe('hedge');
  });
});

describe('XZ-TERR-06 / XZ-TERR-10 obstacles and levels', () => {
  const wallA = wall('wall-a', 20, 40, 30, 40);
  const wallB = wall('wall-b', 20, 44, 30, 44);

  it('XZ-TERR-10 infantry climbing one wall pays 2"', () => {
    const move = moveAllowance(legs, [p(25, 38), p(25, 42)], [wallA], foot);
    expect(move).toMatchObject({ allowance: 3, obstaclesCrossed: 1 });
    // XZ-TERR-05 / XZ-TERR-06: the wall is an obstacle, which infantry climb over.
    expect(move.rules).toEqual(['XZ-TERR-05', 'XZ-TERR-06', 'XZ-TERR-10', 'XZ-TERR-02']);
  });

  it('R17 two obstacles stack: 5" − 2 × 2" = 1"', () => {
    const move = moveAllowance(legs, [p(25, 38), p(25, 46)], [wallA, wallB], foot);
    expect(move.obstaclesCrossed).toBe(2);
    expect(move.allowance).toBe(1);
  });

  it('XZ-TERR-10 climbing the same wall there and back counts twice; the scenario penalty scales it', () => {
    const move = moveAllowance(legs, [p(25, 38), p(25, 42), p(26, 38)], [wallA], {
      ...foot,
      obstaclePenalty: 1,
    });
    expect(move.obstaclesCrossed).toBe(2);
    expect(move.allowance).toBe(3);
  });

  it('XZ-TERR-10 obstacle costs and a terrain penalty add up', () => {
    const rubble = area('rubble', 'Difficult Ground', 20, 41, 30, 43);
    expect(moveAllowance(legs, [p(25, 38), p(25, 42)], [wallA, rubble], foot).allowance).toBe(2);
  });

  it('XZ-TERR-06 a vehicle is refused at a wall, named in `impassable`', () => {
    const move = moveAllowance(tracks, [p(25, 38), p(25, 42)], [wallA], tank);
    expect(move.impassable).toBe('wall-a');
    expect(move.rules).toEqual(['XZ-TERR-05', 'XZ-TERR-06']);
  });

  it('XZ-TERR-06 a monster climbs the wall like infantry', () => {
    const walker: Mobility = { type: 'L', abilities: [], speed: 6 };
    expect(
      moveAllowance(walker, [p(25, 38), p(25, 42)], [wallA], { ...foot, body: 'monster' }).allowance,
    ).toBe(4);
  });

  it('XZ-TERR-10 entering a level-2 building and coming back out changes 4 levels: 4 × 2" = 8"', () => {
    const tower = feature({
      id: 'tower',
      kind: 'obstacle',
      shape: { kind: 'rect', rect: { x0: 10, y0: 40, x1: 14, y1: 44 } },
      level: 2,
      occupancy: { maxModels: 10 },
    });
    const up = moveAllowance({ ...legs, speed: 10 }, [p(8, 42), p(12, 42)], [tower], foot);
    expect(up).toMatchObject({ allowance: 6, levelsChanged: 2, obstaclesCrossed: 0 });
    expect(up.rules).toEqual(['XZ-TERR-05', 'XZ-TERR-06', 'XZ-TERR-02', 'XZ-TERR-10']);
    const through = moveAllowance({ ...legs, speed: 10 }, [p(8, 42), p(16, 42)], [tower], foot);
    expect(through.levelsChanged).toBe(4);
    expect(through.allowance).toBe(2);
  });
});

describe('R28 / XZ-SMOV-04 / XZ-SMOV-05 jump jets', () => {
  const roof = area('roof', 'Built Up Area', 10, 10, 14, 14, { level: 2 });
  const shed = area('shed', 'Built Up Area', 11, 11, 12, 12, { level: 1 });

  it('R28 the level of a point is the highest level of the features containing it', () => {
    expect(levelAt(p(12.5, 12.5), [roof, shed])).toBe(2);
    expect(levelAt(p(5, 5), [roof, shed])).toBe(0);
  });

  it('XZ-SMOV-05 jumping up 2 levels leaves a 4" jump', () => {
    expect(jumpReach(p(8, 12), p(12, 12), [roof])).toEqual({ maxLength: 4, levelsClimbed: 2, length: 4 });
  });

  it('XZ-SMOV-04 a jump on the level, or down, reaches 8"', () => {
    expect(jumpReach(p(2, 2), p(8, 2), [roof]).maxLength).toBe(8);
    expect(jumpReach(p(12, 12), p(20, 12), [roof])).toMatchObject({ maxLength: 8, levelsClimbed: 0 });
  });

  it('R28 a jump ignores what lies between: a wall and a wood under the flight path cost nothing', () => {
    const between = [wall('w', 4, 0, 4, 10), area('wood', 'Heavy Woods', 5, 0, 7, 10)];
    expect(jumpReach(p(2, 5), p(9, 5), between).maxLength).toBe(8);
  });
});
