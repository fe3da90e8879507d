import { describe, expect, it } from 'vitest';
import {
  type AllocatableHit,
  allocateHits,
  hitCounts,
  resolveShootingAttack,
} from '../../../../src/rulesets/xenocide/rules/shooting';
import {
  aFeature,
  aPosition,
  aTrooper,
  aUnit,
  aWeapon,
  rect,
  row,
  scriptedDice,
} from '../../../support/xenocide';

const low = (id: string) => ({ id, aspect: -1 });
const high = (id: string) => ({ id, aspect: 0 });
const hits = (count: number, eligible: readonly string[], from = 0, aoe = false): AllocatableHit[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, eligible, aoe }));

describe('XEN-ALLOC hit allocation', () => {
  it('XEN-ALLOC-01 a unit of one profile and one cover status takes every hit as one pool', () => {
    const state = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 30, 3) }),
      ],
    });
    const result = resolveShootingAttack(state, scriptedDice([1, 1, 1, 6, 6, 6]).dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    });
    expect(result.outcomes[0]?.pools).toHaveLength(1);
    expect(result.outcomes[0]?.pools[0]?.hits).toEqual([0, 1, 2]);
  });

  it('XEN-ALLOC-02 every hit is allocated before any save, fixing only how many hits each pool gets', () => {
    const tank = aTrooper({ name: 'Carrier', types: ['Tracked'], armor: 4 });
    const target = aUnit(
      {
        id: 'blue.c1.u1',
        models: [{ at: { x: 10, y: 30 } }, { at: { x: 13, y: 30 }, profile: 'test/carrier' }],
      },
      { 'test/trooper': aTrooper(), 'test/carrier': tank },
    );
    const state = aPosition({
      units: [aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] }), target],
      profiles: { 'test/carrier': tank },
    });
    const t = scriptedDice([1, 1, 1, 6, 6, 6]);
    const result = resolveShootingAttack(state, t.dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    });
    expect(result.outcomes[0]?.pools.map((p) => [p.profile, p.hits.length])).toEqual([
      ['test/trooper', 2],
      ['test/carrier', 1],
    ]);
    expect(t.events.map((e) => e.purpose)).toEqual(['to-hit', 'armor-save', 'armor-save']);
  });

  it('XEN-ALLOC-03 same-Aspect hits are spread one per model, round after round', () => {
    const allocation = allocateHits(hits(7, ['a', 'b', 'c']), [high('a'), high('b'), high('c')]);
    expect(hitCounts(allocation)).toEqual({ a: 3, b: 2, c: 2 });
  });

  it('XEN-ALLOC-04 the defender picks which models take the hits of a partial round', () => {
    const targets = [high('a'), high('b'), high('c')];
    expect(hitCounts(allocateHits(hits(2, ['a', 'b', 'c']), targets))).toEqual({ a: 1, b: 1, c: 0 });
    const chosen = allocateHits(hits(2, ['a', 'b', 'c']), targets, { partialRoundChoice: ['c', 'b'] });
    expect(hitCounts(chosen)).toEqual({ a: 0, b: 1, c: 1 });
  });

  it('XEN-ALLOC-05 models of one type in and out of cover form separate pools that save separately', () => {
    const forest = aFeature({ polygon: rect(8, 28, 4, 4), cover: 'light' });
    const target = aUnit({
      id: 'blue.c1.u1',
      at: [
        { x: 10, y: 30 },
        { x: 20, y: 30 },
      ],
    });
    const state = aPosition({
      units: [aUnit({ id: 'red.c1.u1', at: [{ x: 15, y: 10 }] }), target],
      terrain: [forest],
    });
    // Hits 0, 2 → m1 (in the forest: cover 1 + infantry 1 = 2), hit 1 → m2 in the open.
    const t = scriptedDice([1, 1, 1, 2, 5, 6, 6]);
    const result = resolveShootingAttack(state, t.dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    });
    const pools = result.outcomes[0]?.pools ?? [];
    expect(pools.map((p) => [p.key, p.hits])).toEqual([
      ['blue.c1.u1:test/trooper:cover2', [0, 2]],
      ['blue.c1.u1:test/trooper:cover0', [1]],
    ]);
    expect(pools[0]?.rolls.map((r) => [r.step, r.dice])).toEqual([
      ['cover', [2, 5]],
      ['armor', [6]],
    ]);
    expect(pools[1]?.rolls.map((r) => [r.step, r.dice])).toEqual([['armor', [6]]]);
    expect(result.removed).toEqual(['blue.c1.u1.m1', 'blue.c1.u1.m2']);
  });

  it('XEN-ALLOC-06 models of the same type and pool roll their saves together', () => {
    const state = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 30, 3) }),
      ],
    });
    const t = scriptedDice([1, 1, 1, 1, 3, 6]);
    resolveShootingAttack(state, t.dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    });
    expect(t.rolls('armor-save')).toEqual([[1, 3, 6]]);
  });

  it('XEN-ALLOC-07 lower-Aspect models receive only hits able to hit them, spread evenly', () => {
    // Hits 0-1 can reach the Aspect −1 models; hits 2-3 only the Aspect 0 models.
    const targets = [low('l1'), low('l2'), high('h1'), high('h2')];
    const all = ['l1', 'l2', 'h1', 'h2'];
    const allocation = allocateHits([...hits(2, all), ...hits(2, ['h1', 'h2'], 2)], targets);
    expect(allocation.byModel).toEqual({ l1: [0], l2: [1], h1: [2], h2: [3] });
  });

  it('XEN-ALLOC-08 when lower-capable hits run out first, the rest go only to higher-Aspect models', () => {
    const targets = [low('l1'), low('l2'), high('h1'), high('h2')];
    const allocation = allocateHits(
      [...hits(1, ['l1', 'l2', 'h1', 'h2']), ...hits(4, ['h1', 'h2'], 1)],
      targets,
    );
    expect(hitCounts(allocation)).toEqual({ l1: 1, l2: 0, h1: 2, h2: 2 });
  });

  it('XEN-ALLOC-09 when higher-only hits run out first, lower-capable hits spread over higher models too', () => {
    const targets = [low('l1'), low('l2'), high('h1'), high('h2')];
    const allocation = allocateHits(
      [...hits(5, ['l1', 'l2', 'h1', 'h2']), ...hits(1, ['h1', 'h2'], 5)],
      targets,
    );
    // Round 1: h1 takes the higher-only hit, l1, l2 and h2 lower-capable ones; round 2 fills lower models first.
    expect(hitCounts(allocation)).toEqual({ l1: 2, l2: 2, h1: 1, h2: 1 });
    const six = allocateHits([...hits(6, ['l1', 'l2', 'h1', 'h2']), ...hits(1, ['h1', 'h2'], 6)], targets, {
      partialRoundChoice: ['h2'],
    });
    expect(hitCounts(six)).toEqual({ l1: 2, l2: 2, h1: 1, h2: 2 });
  });

  it('XEN-ALLOC-10 with three Aspect levels the most restricted hits are placed first, level by level', () => {
    const targets = [
      { id: 'a', aspect: -2 },
      { id: 'b', aspect: -1 },
      { id: 'c', aspect: 0 },
    ];
    const allocation = allocateHits(
      [...hits(1, ['a', 'b', 'c']), ...hits(2, ['b', 'c'], 1), ...hits(2, ['c'], 3)],
      targets,
    );
    // Round 1: c takes a c-only hit, b a b/c hit, a the hit that reaches every level; round 2 the rest.
    expect(allocation.byModel).toEqual({ a: [0], b: [1, 2], c: [3, 4] });
  });

  it('XEN-ALLOC-11 AOE hits ignore Aspect and sight and are spread over every model', () => {
    const flamer = aTrooper({ weapons: [aWeapon({ name: 'Flamer', shots: 1, specials: { aoe: 2 } })] });
    const dodger = aTrooper({ aspect: -2 });
    const profiles = { 'test/flamer': flamer, 'test/dodger': dodger, 'test/trooper': aTrooper() };
    const wall = aFeature({ polygon: rect(25, 14, 10, 20), solid: true });
    const target = aUnit(
      {
        id: 'blue.c1.u1',
        models: [{ at: { x: 10, y: 25 } }, { at: { x: 40, y: 25 }, profile: 'test/dodger' }],
      },
      profiles,
    );
    const shooter = aUnit({ id: 'red.c1.u1', profile: 'test/flamer', at: [{ x: 10, y: 10 }] }, profiles);
    const state = aPosition({ units: [shooter, target], terrain: [wall], profiles });
    // Acc 3 + highest Aspect 0: a 1 hits → 2d3 from 3, 3 = 4 hits, capped at 2 models.
    const result = resolveShootingAttack(state, scriptedDice([1, 3, 3, 6, 6]).dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Flamer' }],
    });
    expect(hitCounts(result.outcomes[0]!.allocation)).toEqual({ 'blue.c1.u1.m1': 1, 'blue.c1.u1.m2': 1 });
  });

  it('XEN-ALLOC-12 under directed fire hits go only to the chosen models and the rest are lost', () => {
    const allocation = allocateHits([...hits(3, ['a']), ...hits(1, [], 3)], [high('a'), high('b')]);
    expect(allocation).toEqual({ byModel: { a: [0, 1, 2], b: [] }, lost: [3] });
    const dodger = aTrooper({ aspect: -1 });
    const profiles = { 'test/dodger': dodger, 'test/trooper': aTrooper() };
    const target = aUnit(
      {
        id: 'blue.c1.u1',
        models: [{ at: { x: 10, y: 30 }, profile: 'test/dodger' }, { at: { x: 12, y: 30 } }],
      },
      profiles,
    );
    const state = aPosition({
      units: [aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] }), target],
      profiles,
    });
    // Directed at the Aspect −1 model: the 3 (able to hit only Aspect 0) is lost.
    const result = resolveShootingAttack(state, scriptedDice([1, 3, 6, 6]).dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
      directedAt: ['blue.c1.u1.m1'],
    });
    expect(result.outcomes[0]?.allocation).toEqual({
      byModel: { 'blue.c1.u1.m1': [0], 'blue.c1.u1.m2': [] },
      lost: [1],
    });
  });
});
