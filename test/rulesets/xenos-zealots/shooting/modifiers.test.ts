import { describe, expect, it } from 'vitest';
import type { TerrainFeatureInput } from '../../../../src/rulesets/xenos-zealots/schemas/scenario';
import { aTank, aUnit, aWeapon } from '../builders';
import { unit } from '../engine-support';
import { accept, game, hitModels, ofType, range, refused, SAVES, shot } from './support';

const lines = { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 20 } };
const one = [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }];
const pair = {
  models: [
    { name: 'Sergeant', leader: true },
    { name: 'Trooper', count: 1 },
  ],
};
const lone = { models: [{ name: 'Scout', leader: true }] };

function hits(state: Parameters<typeof game>[0], faces: number[], aim = { x: 10, y: 20 }, fire = one) {
  const { events } = accept(game(state, [...faces, ...SAVES]), shot('red.squad', aim, fire));
  return { events, scored: ofType(events, 'hits-scored')[0], hit: hitModels(events) };
}

const woods = (
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  over: Partial<TerrainFeatureInput> = {},
): TerrainFeatureInput => ({
  id: 'woods',
  kind: 'area',
  areaType: 'Light Woods',
  shape: { kind: 'rect', rect: { x0, y0, x1, y1 } },
  ...over,
});
const wall = (y: number, over: Partial<TerrainFeatureInput> = {}): TerrainFeatureInput => ({
  id: 'wall',
  kind: 'obstacle',
  height: 1,
  shape: {
    kind: 'line',
    points: [
      { x: 0, y },
      { x: 30, y },
    ],
    thickness: 0.3,
  },
  ...over,
});

describe('Xenos & Zealots shooting: to-hit and Stealth modifiers', () => {
  it('XZ-SHOOT-14 a target closer than 18" gives +1 to hit; exactly 18" gives nothing', () => {
    // 9" away: Stealth 4 needs a natural 3.
    expect(hits(range({ place: lines }), [3, 1]).scored?.hits).toBe(1);
    // Base edges exactly 18" apart: the 3 misses, a 4 hits.
    const far = range({ place: { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 29 } } });
    expect(hits(far, [3, 4], { x: 10, y: 29 }).scored?.hits).toBe(1);
    expect(hits(far, [3, 3], { x: 10, y: 29 }).scored?.hits).toBe(0);
  });

  it('XZ-SHOOT-14 a unit on Fire Support orders adds +1 to each to-hit die', () => {
    const state = range({ place: lines, order: 'fire-support' });
    const { scored } = hits(state, [2, 1]);
    expect(scored).toMatchObject({ modifier: 1, hits: 1 });
    expect(scored?.rules).toContain('R5');
  });

  it('XZ-SHOOT-14 R21 an OK unit returning fire at a unit that shot at it this turn or last adds +1', () => {
    const state = range({ place: lines });
    unit(state, 'red.squad').firedOnBy = [{ unit: 'blue.squad', turn: 1 }];
    expect(hits(state, [2, 1]).scored).toMatchObject({ modifier: 1, hits: 1 });
    const later = range({ place: lines });
    later.turn = 3;
    unit(later, 'red.squad').firedOnBy = [{ unit: 'blue.squad', turn: 1 }];
    expect(hits(later, [2, 1]).scored).toMatchObject({ modifier: 0, hits: 0 });
  });

  it('XZ-SHOOT-14 R15 advanced targeting equipment (unit note) adds +1', () => {
    const state = range({ red: [aUnit({ notes: ['advancedTargeting'] })], place: lines });
    expect(hits(state, [2, 1]).scored).toMatchObject({ modifier: 1, hits: 1 });
  });

  it('XZ-STAT-09 R15 a Notes keyword decides the to-hit modifier; a note that is not a keyword decides nothing', () => {
    const keyword = hits(range({ red: [aUnit({ notes: ['advancedTargeting'] })], place: lines }), [2, 1]);
    expect(keyword.scored?.rules).toEqual(expect.arrayContaining(['XZ-STAT-09', 'R15']));
    const prose = hits(range({ red: [aUnit({ notes: ['Targeting auspex'] })], place: lines }), [2, 1]);
    expect(prose.scored).toMatchObject({ modifier: 0, hits: 0 });
    expect(prose.scored?.rules).not.toContain('XZ-STAT-09');
  });

  it('XZ-RES-09 to-hit modifiers add to the die while Stealth modifiers raise the target', () => {
    // Fire Support +1 to the die and Infiltrate +1 to the Stealth cancel out: a natural 3 hits at 9".
    const state = range({ place: lines, order: 'fire-support' });
    unit(state, 'blue.squad').infiltrating = true;
    const { scored } = hits(state, [3, 2]);
    expect(scored).toMatchObject({ dice: [3, 2], modifier: 1, hits: 1 });
  });

  it('XZ-SHOOT-13 R21 a target on Infiltrate orders is +1 Stealth', () => {
    const state = range({ place: lines });
    unit(state, 'blue.squad').infiltrating = true;
    expect(hits(state, [3, 3]).scored?.hits).toBe(0);
    expect(hits(state, [4, 3]).scored?.hits).toBe(1);
  });

  it('XZ-SHOOT-13 a target more than 36" away is +1 Stealth', () => {
    const state = range({
      red: [aUnit({ weapons: [aWeapon({ range: 48 })] })],
      blue: [aUnit(lone)],
      place: { 'red.squad': { x: 2, y: 5 }, 'blue.squad': { x: 40, y: 5 } },
    });
    // Base edges 37" apart: Stealth 4 + 1, no close bonus: a 4 misses, a 5 hits.
    expect(hits(state, [4, 5], { x: 40, y: 5 }).scored?.hits).toBe(1);
    const near = range({
      red: [aUnit({ weapons: [aWeapon({ range: 48 })] })],
      blue: [aUnit(lone)],
      place: { 'red.squad': { x: 2, y: 5 }, 'blue.squad': { x: 39, y: 5 } },
    });
    // Exactly 36": no +1.
    expect(hits(near, [4, 3], { x: 39, y: 5 }).scored?.hits).toBe(1);
  });

  it('XZ-SHOOT-10 models in the open are allocated hits before models in cover', () => {
    // The Sergeant (closer) stands in a small wood; the Trooper is in the open behind.
    const state = range({
      blue: [aUnit(pair)],
      terrain: [woods(8.5, 17.5, 11.5, 19.5)],
      place: {
        'red.squad': { x: 10, y: 10 },
        'blue.squad': {
          x: 10,
          y: 18.5,
          models: [
            { x: 10, y: 18.5 },
            { x: 13, y: 22 },
          ],
        },
      },
    });
    expect(hits(state, [6, 6], { x: 10, y: 20 }).hit).toEqual(['blue.squad.m2', 'blue.squad.m1']);
  });

  it('XZ-SHOOT-11 a model in cover takes a hit only from a die reaching its higher Stealth', () => {
    const state = range({
      blue: [aUnit(pair)],
      terrain: [woods(8.5, 17.5, 11.5, 19.5)],
      place: {
        'red.squad': { x: 10, y: 10 },
        'blue.squad': {
          x: 10,
          y: 18.5,
          models: [
            { x: 10, y: 18.5 },
            { x: 13, y: 22 },
          ],
        },
      },
    });
    // Open needs 3 (4 − 1 close), cover needs 4: the 3 cannot reach the covered Sergeant, so it goes to the Trooper again.
    expect(hits(state, [5, 3], { x: 10, y: 20 }).hit).toEqual(['blue.squad.m2', 'blue.squad.m2']);
    expect(hits(state, [5, 4], { x: 10, y: 20 }).hit).toEqual(['blue.squad.m2', 'blue.squad.m1']);
  });

  it('XZ-TERR-13 XZ-SHOOT-13 a model in obscuring area terrain claims cover: +1 Stealth', () => {
    const state = range({
      blue: [aUnit(lone)],
      terrain: [woods(5, 18, 15, 30)],
      place: { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 20 } },
    });
    expect(hits(state, [3, 3]).scored?.hits).toBe(0);
    const { events } = hits(state, [4, 3]);
    expect(ofType(events, 'hits-scored')[0]?.hits).toBe(1);
    // The hit names the area cover it was allocated against.
    expect(ofType(events, 'hit-allocated')[0]?.rules).toEqual(
      expect.arrayContaining(['XZ-TERR-13', 'XZ-SHOOT-12']),
    );
  });

  it('XZ-TERR-11 a model within 4" of the edge of area terrain can be seen from outside', () => {
    const state = range({
      blue: [aUnit(lone)],
      terrain: [woods(0, 15, 30, 30)],
      place: { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 18.5 } },
    });
    const { events, hit } = hits(state, [6, 1], { x: 10, y: 15 });
    expect(hit).toEqual(['blue.squad.m1']);
    expect(ofType(events, 'hit-allocated')[0]?.rules).toContain('XZ-TERR-11');
  });

  it('XZ-TERR-11 a unit within 4" of the edge of area terrain can see out of it and shoot', () => {
    // The wood runs from y = 0 to y = 13: red at y = 10 is 3" inside its edge, at y = 8 it is 5" inside.
    const spec = (y: number) =>
      range({
        terrain: [woods(0, 0, 30, 13)],
        place: { 'red.squad': { x: 10, y }, 'blue.squad': { x: 10, y: 20 } },
      });
    expect(hits(spec(10), [6, 1]).hit).toEqual(['blue.squad.m1']);
    expect(refused(game(spec(8)), shot('red.squad', { x: 10, y: 20 }, one)).rule).toBe('XZ-SHOOT-02');
  });

  it('XZ-TERR-12 a model behind more than 4" of area terrain cannot be seen', () => {
    const state = range({
      blue: [aUnit(lone)],
      terrain: [woods(0, 15, 30, 30)],
      place: { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 20.5 } },
    });
    const error = refused(game(state), shot('red.squad', { x: 10, y: 15 }, one));
    expect(error.code).toBe('no-line-of-sight');
    expect(error.rule).toBe('XZ-TERR-12');
  });

  it('XZ-TERR-12 a model hidden behind more than 4" of area terrain takes no die: the allocation names the rule', () => {
    // The Sergeant stands 3.5" into the wood, the Trooper 5.5": only the Sergeant can be hit.
    const state = range({
      blue: [aUnit(pair)],
      terrain: [woods(0, 15, 30, 30)],
      place: {
        'red.squad': { x: 10, y: 10 },
        'blue.squad': {
          x: 10,
          y: 18.5,
          models: [
            { x: 10, y: 18.5 },
            { x: 12, y: 20.5 },
          ],
        },
      },
    });
    const { events, hit } = hits(state, [6, 6], { x: 10, y: 19 });
    expect(hit).toEqual(['blue.squad.m1', 'blue.squad.m1']);
    const allocated = ofType(events, 'hit-allocated')[0];
    expect(allocated?.rules).toEqual(expect.arrayContaining(['XZ-TERR-11', 'XZ-TERR-12']));
  });

  it('XZ-TERR-14 a model within 1" of an obstacle between it and the shooter claims cover', () => {
    const state = range({
      blue: [aUnit(lone)],
      terrain: [wall(19)],
      place: { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 20 } },
    });
    expect(hits(state, [3, 3]).scored?.hits).toBe(0);
    const { events } = hits(state, [4, 3]);
    expect(ofType(events, 'hits-scored')[0]?.hits).toBe(1);
    expect(ofType(events, 'hit-allocated')[0]?.rules).toEqual(
      expect.arrayContaining(['XZ-TERR-14', 'XZ-SHOOT-12']),
    );
    // Behind the shooter's own side of the wall (the line does not cross it): no cover.
    const behind = range({
      blue: [aUnit(lone)],
      terrain: [wall(21)],
      place: { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 20 } },
    });
    expect(hits(behind, [3, 3]).scored?.hits).toBe(2);
  });

  it('XZ-TERR-15 an obstacle of substantial material is hard cover: +2 Stealth', () => {
    const state = range({
      blue: [aUnit(lone)],
      terrain: [wall(19, { hardCover: true })],
      place: { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 20 } },
    });
    expect(hits(state, [4, 4]).scored?.hits).toBe(0);
    expect(hits(state, [5, 4]).scored?.hits).toBe(1);
  });

  it('XZ-SHOOT-12 R19 infantry kneel behind a low obstacle; a tank behind it is not covered', () => {
    const low = wall(19, { height: 0.5 });
    const infantry = range({
      blue: [aUnit(lone)],
      terrain: [low],
      place: { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 20 } },
    });
    expect(hits(infantry, [3, 3]).scored?.hits).toBe(0);
    const tank = range({
      blue: [aTank()],
      terrain: [low],
      place: { 'red.squad': { x: 10, y: 10 }, 'blue.tank': { x: 10, y: 21 } },
    });
    // Tank Stealth 3, 9.5" away: needs 2 in the open.
    const { scored } = hits(tank, [2, 1], { x: 10, y: 21 }, [
      { model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.tank' },
    ]);
    expect(scored?.hits).toBe(1);
  });
});
