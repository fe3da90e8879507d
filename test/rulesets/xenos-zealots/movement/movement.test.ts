import { applyCommand, type GameState } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XzEvent } from '../../../../src/rulesets/xenos-zealots/events';
import type { OrderKind, XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { aForce, aTank, aUnit } from '../builders';
import { acting, game, position, RED, shifted, tableWith, unit, withOrder } from '../engine-support';

const rect = (x0: number, y0: number, x1: number, y1: number) => ({ kind: 'rect', rect: { x0, y0, x1, y1 } });
const area = (id: string, areaType: string, r: ReturnType<typeof rect>, over: object = {}) => ({
  id,
  kind: 'area',
  areaType,
  shape: r,
  ...over,
});
const wall = (id: string, x0: number, y0: number, x1: number, y1: number, over: object = {}) => ({
  id,
  kind: 'obstacle',
  shape: {
    kind: 'line',
    points: [
      { x: x0, y: y0 },
      { x: x1, y: y1 },
    ],
    thickness: 0.5,
  },
  height: 1,
  ...over,
});

/** A lone model of `card` for red at (10, 10) facing +y, blue's squad far away; red acting on `order`. */
function lone(
  card: object,
  terrain: readonly unknown[] = [],
  over: object = {},
  order: OrderKind = 'advance',
) {
  const state = position({
    red: aForce([
      'id' in card
        ? (card as never)
        : aUnit({ id: 'solo', models: [{ name: 'Solo', leader: true }], ...card }),
    ]),
    scenario: tableWith(terrain, over),
    place: { 'red.solo': { x: 10, y: 10 }, 'blue.squad': { x: 40, y: 40 } },
  });
  withOrder(state, 'red.solo', order);
  return acting(state, RED);
}

function move(state: XzState, to: { x: number; y: number }[], extra: object = {}, id = 'red.solo') {
  const models = unit(state, id)
    .models.filter((m) => m.alive)
    .map((m, i) => ({ model: m.id, x: to[i]?.x ?? m.x, y: to[i]?.y ?? m.y }));
  return applyCommand(game(state), { type: 'move', player: RED, unit: id, models, ...extra } as never);
}

function refusedBy(result: ReturnType<typeof applyCommand>, rule: string, code?: string) {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.rule).toBe(rule);
  if (code) expect(result.error.code).toBe(code);
}

function movedEvent(result: ReturnType<typeof applyCommand>) {
  expect(result.ok).toBe(true);
  if (!result.ok) throw new Error(result.error.message);
  const events = result.events as unknown as readonly XzEvent[];
  const moved = events.find((e) => e.type === 'unit-moved');
  expect(moved).toBeDefined();
  return {
    moved: moved as Extract<XzEvent, { type: 'unit-moved' }>,
    state: result.state as GameState<XzState>,
  };
}

describe('XZ-MOVE / XZ-TERR / XZ-SMOV movement', () => {
  it('XZ-MOVE-01 each model moves up to its Mobility, no further', () => {
    const state = lone({});
    const { moved } = movedEvent(move(state, [{ x: 10, y: 15 }]));
    expect(moved.models[0]?.to).toEqual({ x: 10, y: 15 });
    expect(moved.rules).toContain('XZ-MOVE-01');
    refusedBy(move(state, [{ x: 10, y: 15.2 }]), 'XZ-MOVE-01', 'too-far');
  });

  it('XZ-STAT-01 the Mobility distance is the most a model moves in one action (a 12" War Bike)', () => {
    const state = lone({ mobility: { type: 'W', speed: 12 } });
    movedEvent(move(state, [{ x: 22, y: 10 }]));
    refusedBy(move(state, [{ x: 22.5, y: 10 }]), 'XZ-MOVE-01');
  });

  it('XZ-TERR-02 open ground has no effect on movement', () => {
    const state = lone({}, [area('woods', 'Heavy Woods', rect(30, 30, 40, 40))]);
    const { moved } = movedEvent(move(state, [{ x: 13, y: 14 }]));
    expect(moved.rules).not.toContain('XZ-TERR-08');
    expect(moved.rules).toContain('XZ-TERR-02');
  });

  it('XZ-TERR-08 legs lose 2" in heavy woods', () => {
    const state = lone({}, [area('woods', 'Heavy Woods', rect(0, 12, 30, 30))]);
    const { moved } = movedEvent(move(state, [{ x: 10, y: 13 }]));
    expect(moved.rules).toEqual(expect.arrayContaining(['XZ-TERR-03', 'XZ-TERR-08', 'R17']));
    expect(moved.rules).not.toContain('XZ-TERR-02');
    refusedBy(move(state, [{ x: 10, y: 13.5 }]), 'XZ-TERR-08', 'too-far');
  });

  it('XZ-TERR-08 the road bonus applies only when the whole path is on the road (R17)', () => {
    const road = area('road', 'Hard Flat Surface', rect(0, 8, 30, 12));
    const state = lone({}, [road]);
    movedEvent(move(state, [{ x: 17, y: 10 }]));
    refusedBy(move(state, [{ x: 16, y: 14 }]), 'XZ-MOVE-01', 'too-far');
  });

  it('XZ-TERR-08 penalties do not stack: the largest single penalty applies (R17)', () => {
    const state = lone({}, [
      area('rubble', 'Difficult Ground', rect(0, 11, 30, 12)),
      area('woods', 'Heavy Woods', rect(0, 12, 30, 30)),
    ]);
    movedEvent(move(state, [{ x: 10, y: 13 }]));
    refusedBy(move(state, [{ x: 10, y: 13.2 }]), 'XZ-TERR-08');
  });

  it('XZ-TERR-08 a water feature is impassable to legs', () => {
    const state = lone({}, [area('river', 'Water Feature', rect(0, 12, 30, 14))]);
    const result = move(state, [{ x: 10, y: 14.5 }]);
    refusedBy(result, 'XZ-TERR-08', 'impassable');
    if (!result.ok) expect(result.error.message).toContain('river');
  });

  it('XZ-TERR-09 a "penalty / Impassable" cell is a penalty by default and impassable when the scenario says so', () => {
    const woods = area('woods', 'Heavy Woods', rect(0, 12, 30, 30));
    const tank = { ...aTank({ id: 'solo' }) };
    const open = lone(tank, [woods]);
    movedEvent(move(open, [{ x: 10, y: 14 }]));
    refusedBy(move(open, [{ x: 10, y: 14.5 }]), 'XZ-TERR-08', 'too-far');
    const closed = lone(tank, [woods], { impassableOverrides: [{ mobility: 'T', areaType: 'Heavy Woods' }] });
    refusedBy(move(closed, [{ x: 10, y: 14 }]), 'XZ-TERR-09', 'impassable');
  });

  it('XZ-TERR-10 climbing over an obstacle costs 2" of movement', () => {
    const state = lone({}, [wall('wall', 0, 12, 30, 12)]);
    const { moved } = movedEvent(move(state, [{ x: 10, y: 13 }]));
    expect(moved.rules).toEqual(expect.arrayContaining(['XZ-TERR-05', 'XZ-TERR-06', 'XZ-TERR-10']));
    refusedBy(move(state, [{ x: 10, y: 13.5 }]), 'XZ-TERR-10', 'too-far');
  });

  it('XZ-TERR-10 the obstacle penalty is a scenario value (R16)', () => {
    const state = lone({}, [wall('wall', 0, 12, 30, 12)], { obstaclePenalty: 1 });
    movedEvent(move(state, [{ x: 10, y: 14 }]));
  });

  it('XZ-TERR-06 a vehicle may not climb over an obstacle', () => {
    const state = lone(aTank({ id: 'solo' }), [wall('wall', 0, 14, 30, 14)]);
    refusedBy(move(state, [{ x: 10, y: 16 }]), 'XZ-TERR-06', 'impassable');
  });

  it('XZ-SMOV-01 Amphibious treats a water feature as open ground', () => {
    const state = lone({ mobility: { type: 'L', speed: 5, abilities: ['A'] } }, [
      area('river', 'Water Feature', rect(0, 12, 30, 14)),
    ]);
    const { moved } = movedEvent(move(state, [{ x: 10, y: 15 }]));
    expect(moved.rules).toContain('XZ-SMOV-01');
  });

  it('XZ-SMOV-02 a Dozer Blade treats difficult ground and light woods as open ground', () => {
    const terrain = [area('rubble', 'Difficult Ground', rect(0, 12, 30, 30))];
    const dozer = lone({ mobility: { type: 'W', speed: 12, abilities: ['D'] } }, terrain);
    const { moved } = movedEvent(move(dozer, [{ x: 10, y: 22 }]));
    expect(moved.rules).toContain('XZ-SMOV-02');
    const plain = lone({ mobility: { type: 'W', speed: 12 } }, terrain);
    refusedBy(move(plain, [{ x: 10, y: 22 }]), 'XZ-TERR-08');
  });

  it('XZ-SMOV-03 a Dozer Blade ignores a dozer-passable linear obstacle and pays nothing', () => {
    const hedge = wall('hedge', 0, 13, 30, 13, { dozerPassable: true });
    const dozer = lone(aTank({ id: 'solo', mobility: { type: 'T', speed: 6, abilities: ['D'] } }), [hedge]);
    const { moved } = movedEvent(move(dozer, [{ x: 10, y: 16 }]));
    expect(moved.rules).toContain('XZ-SMOV-03');
    const plain = lone(aTank({ id: 'solo' }), [hedge]);
    refusedBy(move(plain, [{ x: 10, y: 16 }]), 'XZ-TERR-06');
  });

  it('XZ-SMOV-04 Jump Jets jump up to 8" over terrain; a unit without them may not jump', () => {
    const terrain = [wall('wall', 0, 12, 30, 12), area('woods', 'Heavy Woods', rect(0, 14, 30, 16))];
    const jumper = lone({ mobility: { type: 'L', speed: 5, abilities: ['J'] } }, terrain);
    const { moved } = movedEvent(move(jumper, [{ x: 10, y: 18 }], { jump: true }));
    expect(moved.kind).toBe('jump');
    expect(moved.rules).toEqual(expect.arrayContaining(['XZ-SMOV-04', 'R28']));
    refusedBy(move(jumper, [{ x: 10, y: 18.5 }], { jump: true }), 'XZ-SMOV-04', 'too-far');
    refusedBy(move(lone({}, terrain), [{ x: 10, y: 14 }], { jump: true }), 'XZ-SMOV-04', 'no-jump-jets');
  });

  it('XZ-SMOV-05 each level climbed shortens the jump by 2": 2 levels leave 4"', () => {
    const tower = area('tower', 'Built Up Area', rect(0, 13, 30, 30), { level: 2 });
    const jumper = lone({ mobility: { type: 'L', speed: 5, abilities: ['J'] } }, [tower]);
    const { moved } = movedEvent(move(jumper, [{ x: 10, y: 14 }], { jump: true }));
    expect(moved.rules).toContain('XZ-SMOV-05');
    refusedBy(move(jumper, [{ x: 10, y: 14.5 }], { jump: true }), 'XZ-SMOV-05', 'too-far');
  });

  it('XZ-SMOV-04 a jump may not end in impassable terrain (R28)', () => {
    const jumper = lone({ mobility: { type: 'L', speed: 5, abilities: ['J'] } }, [
      area('lake', 'Water Feature', rect(0, 13, 30, 20)),
    ]);
    refusedBy(move(jumper, [{ x: 10, y: 16 }], { jump: true }), 'R28', 'impassable');
    movedEvent(move(jumper, [{ x: 10, y: 12 }], { jump: true }));
  });

  it('XZ-TERR-07 no model ends inside a building no unit may occupy', () => {
    const state = lone({}, [area('bunker', 'Built Up Area', rect(0, 12, 30, 20), { blocksLOS: true })]);
    refusedBy(move(state, [{ x: 10, y: 13 }]), 'XZ-TERR-07', 'inside-terrain');
  });

  it('XZ-TERR-07 which units may hold a building, and how many models, is scenario data', () => {
    const shack = (over: object = {}) => ({
      id: 'shack',
      name: 'Tin Shack',
      kind: 'obstacle',
      shape: rect(9, 11, 13, 14),
      height: 2,
      occupancy: { maxModels: 1, unitTypes: ['Basic Infantry'] },
      ...over,
    });
    // Basic Infantry climb in (XZ-TERR-06, paying the 2" obstacle cost) and hold it.
    const { moved } = movedEvent(move(lone({}, [shack()]), [{ x: 10, y: 12.5 }]));
    expect(moved.rules).toEqual(expect.arrayContaining(['XZ-TERR-07', 'XZ-TERR-06', 'XZ-TERR-05']));
    // Mobile Infantry may not enter it.
    const closed = move(lone({ unitType: 'Mobile Infantry' }, [shack()]), [{ x: 10, y: 12.5 }]);
    refusedBy(closed, 'XZ-TERR-07', 'building-closed');
    if (!closed.ok) expect(closed.error.message).toContain('Tin Shack');
    // With one model already inside it is full.
    const full = lone({}, [shack()]);
    const blue = unit(full, 'blue.squad').models[0];
    if (blue) Object.assign(blue, { x: 12, y: 13 });
    const before = JSON.stringify(full);
    refusedBy(move(full, [{ x: 10, y: 12.5 }]), 'XZ-TERR-07', 'building-full');
    expect(JSON.stringify(full)).toBe(before);
    // A roomier shack takes both.
    const roomy = lone({}, [shack({ occupancy: { maxModels: 2 } })]);
    const other = unit(roomy, 'blue.squad').models[0];
    if (other) Object.assign(other, { x: 12, y: 13 });
    movedEvent(move(roomy, [{ x: 10, y: 12.5 }]));
  });

  it('XZ-MOVE-03 no model moves through an enemy unit', () => {
    const state = lone({});
    unit(state, 'blue.squad').models.forEach((m, i) => {
      m.x = 10 + i * 1.5;
      m.y = 12;
    });
    refusedBy(move(state, [{ x: 10, y: 14 }]), 'XZ-MOVE-03', 'through-enemy');
  });

  it('XZ-MOVE-04 no model passes through a gap between other models narrower than its base', () => {
    const state = position({
      red: aForce([aUnit({ id: 'solo', models: [{ name: 'Solo', leader: true }] }), aUnit({ id: 'wall' })]),
      place: {
        'red.solo': { x: 10, y: 10 },
        'red.wall': { x: 5.5, y: 12, spacing: 1.8 },
        'blue.squad': { x: 40, y: 40 },
      },
    });
    withOrder(state, 'red.solo', 'advance');
    acting(state, RED);
    refusedBy(move(state, [{ x: 10, y: 14 }]), 'XZ-MOVE-04', 'gap-too-narrow');
    unit(state, 'red.wall').models.forEach((m, i) => {
      m.x = 3 + i * 2.8;
    });
    movedEvent(move(state, [{ x: 10, y: 14 }]));
  });

  it('XZ-MOVE-02 a model occupies its base: models may not end overlapping', () => {
    const state = position({
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.2 }, 'blue.squad': { x: 40, y: 40 } },
    });
    withOrder(state, 'red.squad', 'advance');
    acting(state, RED);
    const models = shifted(state, 'red.squad', 0, 2);
    models[1] = { ...(models[1] as (typeof models)[number]), x: models[0]!.x + 0.5 };
    refusedBy(
      applyCommand(game(state), { type: 'move', player: RED, unit: 'red.squad', models } as never),
      'XZ-MOVE-02',
      'overlap',
    );
  });

  it('XZ-MOVE-11 a Move action may not end in base contact with an enemy model', () => {
    const state = lone({});
    unit(state, 'blue.squad').models[0]!.x = 10;
    unit(state, 'blue.squad').models[0]!.y = 16;
    refusedBy(move(state, [{ x: 10, y: 15 }]), 'XZ-MOVE-11', 'contact');
    movedEvent(move(state, [{ x: 10, y: 14.9 }]));
  });

  it('XZ-ORD-03 the second Move of Double Time may not go into close combat', () => {
    const state = lone({}, [], {}, 'double-time');
    acting(state, RED, 'secondary');
    unit(state, 'red.solo').actions = 1;
    unit(state, 'blue.squad').models[0]!.x = 10;
    unit(state, 'blue.squad').models[0]!.y = 16;
    refusedBy(move(state, [{ x: 10, y: 15 }]), 'XZ-ORD-03', 'contact');
  });

  it('XZ-MOVE-05 the leader moves first and the others end within coherency of its new position (R26)', () => {
    const state = position({
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.2 }, 'blue.squad': { x: 40, y: 40 } },
    });
    withOrder(state, 'red.squad', 'advance');
    acting(state, RED);
    const all = shifted(state, 'red.squad', 0, 5);
    const { moved } = movedEvent(
      applyCommand(game(state), {
        type: 'move',
        player: RED,
        unit: 'red.squad',
        models: [...all].reverse(),
      } as never),
    );
    expect(moved.models[0]?.model).toBe(unit(state, 'red.squad').leader);
    expect(moved.rules).toEqual(expect.arrayContaining(['XZ-MOVE-05', 'XZ-UNIT-03', 'R26']));
    const leaderOnly = [{ ...(all[0] as { model: string; x: number; y: number }) }];
    const result = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.squad',
      models: leaderOnly,
    } as never);
    refusedBy(result, 'XZ-UNIT-03', 'out-of-coherency');
  });

  it('XZ-UNIT-03 coherency is checked at the end of every move, from the unit leader', () => {
    const state = position({
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.2 }, 'blue.squad': { x: 40, y: 40 } },
    });
    withOrder(state, 'red.squad', 'advance');
    acting(state, RED);
    const models = shifted(state, 'red.squad', 0, 0)
      .slice(4)
      .map((p) => ({ ...p, x: p.x + 2 }));
    refusedBy(
      applyCommand(game(state), { type: 'move', player: RED, unit: 'red.squad', models } as never),
      'XZ-UNIT-03',
    );
  });

  it('XZ-UNIT-04 the Coherency radius comes from the unit card', () => {
    const wide = position({
      red: aForce([aUnit({ coherency: 8 })]),
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.2 }, 'blue.squad': { x: 40, y: 40 } },
    });
    withOrder(wide, 'red.squad', 'advance');
    acting(wide, RED);
    const models = shifted(wide, 'red.squad', 0, 0)
      .slice(4)
      .map((p) => ({ ...p, x: p.x + 2 }));
    movedEvent(applyCommand(game(wide), { type: 'move', player: RED, unit: 'red.squad', models } as never));
  });

  it('XZ-SMU-07 a mobility hit halves the speed, and XZ-SMU-08 losing the last point immobilises', () => {
    const state = lone(aTank({ id: 'solo' }));
    const tank = unit(state, 'red.solo').models[0]!;
    tank.mobility = { left: 1, start: 2 };
    movedEvent(move(state, [{ x: 10, y: 13 }]));
    refusedBy(move(state, [{ x: 10, y: 13.5 }]), 'XZ-MOVE-01', 'too-far');
    tank.mobility = { left: 0, start: 2 };
    refusedBy(move(state, [{ x: 10, y: 11 }]), 'XZ-SMU-08', 'immobile');
  });

  it('XZ-UNIT-09 Massive Artillery can never move', () => {
    const state = position({
      red: 'vyrkai-brood' as never,
      place: {
        'red.spore-catapult-nest': {
          x: 20,
          y: 10,
          models: [
            { x: 20, y: 10 },
            { x: 20, y: 12.2 },
            { x: 21.5, y: 12.2 },
          ],
        },
        'blue.squad': { x: 40, y: 40 },
      },
    });
    withOrder(state, 'red.spore-catapult-nest', 'advance');
    acting(state, RED);
    const models = shifted(state, 'red.spore-catapult-nest', 0, 1);
    refusedBy(
      applyCommand(game(state), {
        type: 'move',
        player: RED,
        unit: 'red.spore-catapult-nest',
        models,
      } as never),
      'XZ-UNIT-09',
      'immobile',
    );
  });

  it('XZ-MOVE-01 a refused move leaves the state unchanged', () => {
    const state = lone({});
    const before = game(state);
    const result = applyCommand(before, {
      type: 'move',
      player: RED,
      unit: 'red.solo',
      models: [{ model: 'red.solo.m1', x: 10, y: 30 }],
    } as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/more than/);
  });
});
