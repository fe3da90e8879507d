import { describe, expect, it } from 'vitest';
import { sight, terrainPolygon } from '../../../../src/rulesets/xenos-zealots/rules/geometry';
import { area, base, feature, hull, wall } from './fixtures';

describe('R18 / XZ-TERR-11 / XZ-TERR-12 obscuring area terrain', () => {
  const shooter = base(0, 10);
  const target = base(20, 10);

  it('XZ-TERR-12 4.5" of woods on the line blocks sight', () => {
    const woods = area('woods', 'Light Woods', 8, 0, 12.5, 20);
    const report = sight(shooter, target, [woods]);
    expect(report.obscured).toBeCloseTo(4.5);
    expect(report.visible).toBe(false);
    expect(report.blockedBy).toBeUndefined();
    expect(report.rules).toContain('XZ-TERR-12');
    expect(report.rules).not.toContain('XZ-TERR-11');
  });

  it('XZ-TERR-11 3.5" of woods on the line does not', () => {
    const woods = area('woods', 'Heavy Woods', 8, 0, 11.5, 20);
    const report = sight(shooter, target, [woods]);
    expect(report.obscured).toBeCloseTo(3.5);
    expect(report.visible).toBe(true);
    expect(report.rules).toContain('XZ-TERR-11');
    expect(report.rules).not.toContain('XZ-TERR-12');
    // A line over open ground alone is decided by no terrain rule.
    expect(sight(shooter, target, []).rules).toEqual([]);
  });

  it('XZ-TERR-12 exactly 4" still sees; the depth of two features adds up (2.5" + 2.5" blocks)', () => {
    expect(sight(shooter, target, [area('rubble', 'Difficult Ground', 8, 0, 12, 20)]).visible).toBe(true);
    const two = [area('a', 'Light Woods', 4, 0, 6.5, 20), area('b', 'Built Up Area', 12, 0, 14.5, 20)];
    const report = sight(shooter, target, two);
    expect(report.obscured).toBeCloseTo(5);
    expect(report.visible).toBe(false);
  });

  it('R18 a road and a river are not obscuring: 10" of each leaves sight clear', () => {
    const road = area('road', 'Hard Flat Surface', 2, 0, 12, 20);
    const river = area('river', 'Water Feature', 12, 0, 19, 20);
    const report = sight(shooter, target, [road, river]);
    expect(report.obscured).toBe(0);
    expect(report.visible).toBe(true);
  });

  it('R16 a scenario may make a road obscuring, or woods not', () => {
    const smoky = area('smoky-road', 'Hard Flat Surface', 4, 0, 9, 20, { obscuring: true });
    expect(sight(shooter, target, [smoky]).visible).toBe(false);
    const sparse = area('sparse', 'Light Woods', 4, 0, 9, 20, { obscuring: false });
    expect(sight(shooter, target, [sparse]).visible).toBe(true);
  });

  it('XZ-TERR-11 a model 3" inside a wood sees out across 5" of open ground', () => {
    const woods = area('woods', 'Heavy Woods', 0, 0, 13, 20);
    const inside = base(10, 10);
    expect(sight(inside, target, [woods]).obscured).toBeCloseTo(3);
    expect(sight(inside, target, [woods]).visible).toBe(true);
    expect(sight(inside, target, [woods]).rules).toContain('XZ-TERR-11');
  });
});

describe('R19 solid terrain', () => {
  const shooter = base(0, 10);
  const target = base(20, 10);
  const house = area('house', 'Built Up Area', 8, 8, 12, 12, { blocksLOS: true, obscuring: false });

  it('a blocksLOS building the line crosses blocks it and is named', () => {
    const report = sight(shooter, target, [house]);
    expect(report.visible).toBe(false);
    expect(report.blockedBy).toBe('house');
  });

  it('a line passing beside the building is clear', () => {
    expect(sight(base(0, 14), base(20, 14), [house]).visible).toBe(true);
  });

  it('a model inside an occupiable building sees out of it, and can be seen', () => {
    const bunker = feature({
      id: 'bunker',
      kind: 'obstacle',
      shape: { kind: 'rect', rect: { x0: 8, y0: 8, x1: 12, y1: 12 } },
      blocksLOS: true,
      occupancy: { maxModels: 5 },
    });
    expect(sight(base(10, 10), target, [bunker]).visible).toBe(true);
    expect(sight(shooter, base(10, 10), [bunker]).visible).toBe(true);
    expect(sight(shooter, target, [bunker]).blockedBy).toBe('bunker');
  });
});

describe('R19 / XZ-TERR-14 / XZ-TERR-15 obstacle cover', () => {
  const shooter = base(10, 0);
  const lowWall = wall('low-wall', 5, 10, 15, 10, { height: 0.5 });

  it('XZ-TERR-14 kneeling infantry 0.5" behind a 0.5" wall is in cover (+1)', () => {
    const trooper = base(10, 11, 1, 180, 1.5);
    expect(sight(shooter, trooper, [lowWall], { onFoot: true }).cover).toBe(1);
    expect(sight(shooter, trooper, [lowWall], { onFoot: true }).rules).toEqual(['XZ-TERR-14', 'R19']);
  });

  it('XZ-TERR-14 a 3" tall tank behind the same wall is not (the wall is under half its height)', () => {
    const tank = hull(10, 12.5, 4, 2, 180, 3);
    expect(sight(shooter, tank, [lowWall]).cover).toBe(0);
    expect(sight(shooter, tank, [lowWall]).rules).not.toContain('XZ-TERR-14');
  });

  it('XZ-TERR-14 a 1.5" wall is half of the tank: cover', () => {
    const tallWall = wall('tall-wall', 5, 10, 15, 10, { height: 1.5 });
    expect(sight(shooter, hull(10, 12.5, 4, 2, 180, 3), [tallWall]).cover).toBe(1);
  });

  it('XZ-TERR-15 a hard-cover wall gives +2', () => {
    const rampart = wall('rampart', 5, 10, 15, 10, { height: 1, hardCover: true });
    expect(sight(shooter, base(10, 11), [rampart], { onFoot: true }).cover).toBe(2);
    expect(sight(shooter, base(10, 11), [rampart], { onFoot: true }).rules).toContain('XZ-TERR-15');
  });

  it('XZ-TERR-14 within 1" of the wall counts, exactly 1" included; 1.25" is no cover', () => {
    // The wall's far face is at y = 10.25: a 1" base centred at 11.75 is 1" away, one at 12 is 1.25".
    expect(sight(shooter, base(10, 11.75), [lowWall], { onFoot: true }).cover).toBe(1);
    expect(sight(shooter, base(10, 12), [lowWall], { onFoot: true }).cover).toBe(0);
  });

  it('XZ-TERR-14 a shooter on the same side as the target gets no cover from the wall behind it', () => {
    expect(sight(base(10, 20), base(10, 11), [lowWall], { onFoot: true }).cover).toBe(0);
  });

  it('R18 a target touching or inside obscuring area terrain is in cover; a road gives none', () => {
    const woods = area('woods', 'Light Woods', 20, 0, 30, 10);
    expect(sight(base(10, 5), base(20.5, 5), [woods]).cover).toBe(1);
    expect(sight(base(10, 5), base(20.5, 5), [woods]).rules).toContain('XZ-TERR-13');
    expect(sight(base(10, 5), base(19, 5), [woods]).cover).toBe(0);
    const road = area('road', 'Hard Flat Surface', 20, 0, 30, 10);
    expect(sight(base(10, 5), base(22, 5), [road]).cover).toBe(0);
  });

  it('R19 only the best cover counts: in woods and behind a hard wall is 2, not 3', () => {
    const woods = area('woods', 'Light Woods', 5, 10.5, 15, 14);
    const rampart = wall('rampart', 5, 10, 15, 10, { height: 1, hardCover: true });
    const report = sight(shooter, base(10, 11), [woods, rampart], { onFoot: true });
    expect(report.cover).toBe(2);
    // The hard wall decided the cover, not the woods.
    expect(report.rules).toEqual(expect.arrayContaining(['XZ-TERR-14', 'XZ-TERR-15']));
    expect(report.rules).not.toContain('XZ-TERR-13');
  });

  it('R19 a bent wall built of two legs gives cover across its corner', () => {
    const corner = feature({
      id: 'corner',
      kind: 'obstacle',
      height: 1,
      shape: {
        kind: 'line',
        points: [
          { x: 5, y: 10 },
          { x: 10, y: 10 },
          { x: 10, y: 15 },
        ],
      },
    });
    expect(terrainPolygon(corner)).toHaveLength(2);
    expect(terrainPolygon(corner)).toBe(terrainPolygon(corner));
    expect(sight(shooter, base(8, 11), [corner], { onFoot: true }).cover).toBe(1);
    expect(sight(base(20, 12), base(9, 12), [corner], { onFoot: true }).cover).toBe(1);
  });
});
