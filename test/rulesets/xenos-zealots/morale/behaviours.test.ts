import { applyCommand, type GameState, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XzEvent } from '../../../../src/rulesets/xenos-zealots/events';
import { inCover } from '../../../../src/rulesets/xenos-zealots/rules/cover';
import type { XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { aForce, aTank, aUnit } from '../builders';
import { acting, game, position, RED, shifted, tableWith, unit, withOrder } from '../engine-support';

const woods = {
  id: 'woods',
  kind: 'area',
  areaType: 'Light Woods',
  shape: { kind: 'rect', rect: { x0: 0, y0: 13, x1: 30, y1: 20 } },
};

/** Red's squad at (10, 10) in a 1.2" line, Suppressed with its behaviour due; blue's squad at (10, 40). */
function suppressed(terrain: readonly unknown[] = [], blueAt = { x: 10, y: 40 }) {
  const state = position({
    scenario: tableWith(terrain),
    place: { 'red.squad': { x: 10, y: 10, spacing: 1.2 }, 'blue.squad': blueAt },
  });
  const squad = unit(state, 'red.squad');
  squad.morale = 'suppressed';
  squad.behaviourDue = true;
  return blueWaits(acting(state, RED));
}

/** Blue's units hold face-down counters, so the game waits for blue after red's half. */
function blueWaits(state: XzState): XzState {
  for (const u of state.units)
    if (u.player === 'blue' && u.status === 'on-table')
      u.order = { owner: 'blue', revealed: false, value: 'advance' };
  return state;
}

const stateAfter = (result: ReturnType<typeof applyCommand>) => {
  if (!result.ok) throw new Error(result.error.message);
  return (result.state as GameState<XzState>).game;
};
const eventsOf = (result: ReturnType<typeof applyCommand>) =>
  result.ok ? (result.events as unknown as readonly XzEvent[]) : [];

describe('XZ-MOR Suppressed, Neutralized and Routed behaviours', () => {
  it('XZ-MOR-04 a Suppressed unit may only Move to Cover, Withdraw or Return Fire', () => {
    const state = suppressed();
    const move = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.squad',
      models: shifted(state, 'red.squad', 0, 1),
    } as never);
    expect(move.ok).toBe(false);
    if (!move.ok) expect(move.error.rule).toBe('XZ-MOR-04');
    const pass = applyCommand(game(state), { type: 'pass-action', player: RED, unit: 'red.squad' } as never);
    expect(pass.ok).toBe(false);
    if (!pass.ok) expect(pass.error.rule).toBe('XZ-MOR-04');
    const kinds = new Set(legalCommands(game(state), RED).map((c) => (c as { type: string }).type));
    expect([...kinds].every((k) => ['move-to-cover', 'withdraw', 'shoot'].includes(k))).toBe(true);
  });

  it('XZ-MOR-05 Move to Cover moves the unit into cover it can reach; a model that would not end in cover is refused', () => {
    const state = suppressed([woods]);
    const into = applyCommand(game(state), {
      type: 'move-to-cover',
      player: RED,
      unit: 'red.squad',
      models: shifted(state, 'red.squad', 0, 3.2),
    } as never);
    const next = stateAfter(into);
    expect(next.units.find((u) => u.id === 'red.squad')?.models.every((m) => inCover(next, m))).toBe(true);
    expect(eventsOf(into).some((e) => e.type === 'unit-moved' && e.kind === 'cover')).toBe(true);
    const short = applyCommand(game(state), {
      type: 'move-to-cover',
      player: RED,
      unit: 'red.squad',
      models: shifted(state, 'red.squad', 0, 1),
    } as never);
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.error.rule).toBe('XZ-MOR-05');
  });

  it('XZ-MOR-05 the legal Move to Cover commands reach cover when it is within reach', () => {
    const state = suppressed([woods]);
    const g = game(state);
    const covers = legalCommands(g, RED).filter(
      (c) =>
        (c as { type: string }).type === 'move-to-cover' && (c as { models: unknown[] }).models.length > 0,
    );
    expect(covers.length).toBeGreaterThan(0);
    const next = stateAfter(applyCommand(g, covers[0] as never));
    const squad = next.units.find((u) => u.id === 'red.squad');
    expect(squad?.models.some((m) => inCover(next, m))).toBe(true);
  });

  it('XZ-MOR-05 Move to Cover with no cover in reach leaves the unit where it is and spends the behaviour', () => {
    const state = suppressed();
    const result = applyCommand(game(state), {
      type: 'move-to-cover',
      player: RED,
      unit: 'red.squad',
      models: [],
    } as never);
    const next = stateAfter(result);
    const squad = next.units.find((u) => u.id === 'red.squad');
    expect(squad?.models[0]?.y).toBe(10);
    expect(squad?.behaviourDue).toBe(false);
  });

  it('XZ-TERR-14 a model within 1" of an obstacle counts as in cover for Move to Cover (R19)', () => {
    const wall = {
      id: 'wall',
      kind: 'obstacle',
      height: 1,
      shape: {
        kind: 'line',
        points: [
          { x: 0, y: 15 },
          { x: 30, y: 15 },
        ],
      },
    };
    const state = suppressed([wall]);
    const near = applyCommand(game(state), {
      type: 'move-to-cover',
      player: RED,
      unit: 'red.squad',
      models: shifted(state, 'red.squad', 0, 4),
    } as never);
    expect(near.ok).toBe(true);
    const short = applyCommand(game(state), {
      type: 'move-to-cover',
      player: RED,
      unit: 'red.squad',
      models: shifted(state, 'red.squad', 0, 2),
    } as never);
    expect(short.ok).toBe(false);
  });

  it('XZ-TERR-13 a model partly inside an obscuring area claims cover; a road gives none (R18)', () => {
    const road = {
      id: 'road',
      kind: 'area',
      areaType: 'Hard Flat Surface',
      shape: { kind: 'rect', rect: { x0: 0, y0: 13, x1: 30, y1: 20 } },
    };
    const state = suppressed([road]);
    const result = applyCommand(game(state), {
      type: 'move-to-cover',
      player: RED,
      unit: 'red.squad',
      models: shifted(state, 'red.squad', 0, 4),
    } as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.rule).toBe('XZ-MOR-05');
    const edge = suppressed([woods]);
    const m = unit(edge, 'red.squad').models[0]!;
    expect(inCover(edge, { ...m, y: 12.6 })).toBe(true);
    expect(inCover(edge, { ...m, y: 12.4 })).toBe(false);
  });

  it('XZ-MOR-06 a Suppressed single-model unit may turn to face its attackers instead; a squad may not', () => {
    const state = position({
      red: aForce([aTank()]),
      place: { 'red.tank': { x: 10, y: 10 }, 'blue.squad': { x: 30, y: 10 } },
    });
    const tank = unit(state, 'red.tank');
    tank.morale = 'suppressed';
    tank.behaviourDue = true;
    blueWaits(acting(state, RED));
    const result = applyCommand(game(state), {
      type: 'turn-to-face',
      player: RED,
      unit: 'red.tank',
      facing: 90,
    } as never);
    expect(stateAfter(result).units.find((u) => u.id === 'red.tank')?.models[0]?.facing).toBe(90);
    expect(eventsOf(result).find((e) => e.type === 'unit-turned')?.rules).toContain('XZ-MOR-06');
    const squad = suppressed();
    const refused = applyCommand(game(squad), {
      type: 'turn-to-face',
      player: RED,
      unit: 'red.squad',
      facing: 90,
    } as never);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.rule).toBe('XZ-MOR-06');
  });

  it('XZ-MOR-07 Withdraw moves directly away from the closest visible enemy unit (R23)', () => {
    const building = {
      id: 'hab',
      kind: 'obstacle',
      blocksLOS: true,
      height: 4,
      shape: {
        kind: 'polygon',
        points: [
          { x: 14, y: 5 },
          { x: 18, y: 5 },
          { x: 18, y: 15 },
          { x: 14, y: 15 },
        ],
      },
    };
    const state = position({
      red: aForce([aUnit({ models: [{ name: 'Solo', leader: true }] })]),
      blue: aForce([
        aUnit({ id: 'near', models: [{ name: 'A', leader: true }] }),
        aUnit({ id: 'far', models: [{ name: 'B', leader: true }] }),
      ]),
      scenario: tableWith([building]),
      place: { 'red.squad': { x: 10, y: 10 }, 'blue.near': { x: 22, y: 10 }, 'blue.far': { x: 10, y: 25 } },
    });
    const squad = unit(state, 'red.squad');
    squad.morale = 'suppressed';
    squad.behaviourDue = true;
    blueWaits(acting(state, RED));
    const result = applyCommand(game(state), { type: 'withdraw', player: RED, unit: 'red.squad' } as never);
    const m = stateAfter(result).units.find((u) => u.id === 'red.squad')?.models[0];
    expect(m?.x).toBeCloseTo(10);
    expect(m?.y).toBeCloseTo(5);
    expect(eventsOf(result).find((e) => e.type === 'unit-moved')?.rules).toEqual(
      expect.arrayContaining(['XZ-MOR-07', 'R23']),
    );
  });

  it('XZ-MOR-07 Withdraw moves by the terrain-modified Mobility (R17)', () => {
    const heavy = {
      id: 'wood',
      kind: 'area',
      areaType: 'Heavy Woods',
      shape: { kind: 'rect', rect: { x0: 0, y0: 0, x1: 30, y1: 9.6 } },
    };
    const state = suppressed([heavy], { x: 10, y: 20 });
    const result = applyCommand(game(state), { type: 'withdraw', player: RED, unit: 'red.squad' } as never);
    const m = stateAfter(result).units.find((u) => u.id === 'red.squad')?.models[0];
    expect(m?.y).toBeCloseTo(7);
  });

  it('XZ-TERR-09 a Withdraw stops at a village the scenario agreed is impassable to wheels, and names the rule', () => {
    const village = {
      id: 'village',
      kind: 'area',
      areaType: 'Built Up Area',
      shape: { kind: 'rect', rect: { x0: 0, y0: 0, x1: 30, y1: 14 } },
    };
    const bikes = (over: object) => {
      const state = position({
        red: aForce([
          aUnit({ mobility: { type: 'W', speed: 12 }, models: [{ name: 'Rider', leader: true }] }),
        ]),
        scenario: tableWith([village], over),
        place: { 'red.squad': { x: 10, y: 20 }, 'blue.squad': { x: 10, y: 40 } },
      });
      const squad = unit(state, 'red.squad');
      squad.morale = 'suppressed';
      squad.behaviourDue = true;
      return blueWaits(acting(state, RED));
    };
    const withdraw = (state: XzState) =>
      applyCommand(game(state), { type: 'withdraw', player: RED, unit: 'red.squad' } as never);
    const agreed = withdraw(bikes({ impassableOverrides: [{ mobility: 'W', areaType: 'Built Up Area' }] }));
    expect(stateAfter(agreed).units.find((u) => u.id === 'red.squad')?.models[0]?.y).toBeCloseTo(14);
    expect(eventsOf(agreed).find((e) => e.type === 'unit-moved')?.rules).toContain('XZ-TERR-09');
    // By default the lanes only cost wheels 1": the bikes ride 11" into the village.
    const open = withdraw(bikes({}));
    expect(stateAfter(open).units.find((u) => u.id === 'red.squad')?.models[0]?.y).toBeCloseTo(9);
    expect(eventsOf(open).find((e) => e.type === 'unit-moved')?.rules).not.toContain('XZ-TERR-09');
  });

  it('R23 a unit suppressed after its Primary Actions began does nothing more that turn', () => {
    const state = suppressed();
    unit(state, 'red.squad').behaviourDue = false;
    const result = applyCommand(game(state), { type: 'withdraw', player: RED, unit: 'red.squad' } as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.rule).toBe('R23');
  });

  it('XZ-MOR-11 a Neutralized unit may not move or shoot', () => {
    const state = suppressed();
    unit(state, 'red.squad').morale = 'neutralized';
    const result = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.squad',
      models: shifted(state, 'red.squad', 0, 1),
    } as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.rule).toBe('XZ-MOR-11');
    expect(legalCommands(game(state), RED).some((c) => (c as { unit?: string }).unit === 'red.squad')).toBe(
      false,
    );
  });
});

describe('XZ-MOR-13 / XZ-MOR-14 routing (R24)', () => {
  /** Red's routed squad at (10, y) and a red unit to act, blue's squad at (10, y + 6). */
  function routed(y: number, terrain: readonly unknown[] = []) {
    const state = position({
      red: aForce([aUnit(), aUnit({ id: 'other' })]),
      scenario: tableWith(terrain),
      place: {
        'red.squad': { x: 10, y, spacing: 1.2 },
        'red.other': { x: 50, y: 5, spacing: 1.2 },
        'blue.squad': { x: 10, y: y + 8, spacing: 1.2 },
      },
    });
    unit(state, 'red.squad').morale = 'routed';
    withOrder(state, 'red.other', 'advance');
    unit(state, 'blue.squad').order = { owner: 'blue', revealed: false, value: 'advance' };
    return acting(state, RED);
  }
  const pass = (state: XzState) =>
    applyCommand(game(state), { type: 'pass-action', player: RED, unit: 'red.other' } as never);

  it('XZ-MOR-13 a Routed unit moves its full Mobility directly away from the closest enemy', () => {
    const result = pass(routed(20));
    const moves = eventsOf(result).filter((e) => e.type === 'unit-moved' && e.kind === 'rout');
    expect(moves.length).toBeGreaterThan(0);
    const first = moves[0] as Extract<XzEvent, { type: 'unit-moved' }>;
    expect(first.models[0]?.to.y).toBeCloseTo(15);
    expect(first.models[0]?.to.x).toBeCloseTo(10);
  });

  it('XZ-MOR-13 the rout move is the terrain-modified Mobility (R17)', () => {
    const heavy = {
      id: 'wood',
      kind: 'area',
      areaType: 'Heavy Woods',
      shape: { kind: 'rect', rect: { x0: 0, y0: 0, x1: 40, y1: 19.6 } },
    };
    const result = pass(routed(20, [heavy]));
    const first = eventsOf(result).find((e) => e.type === 'unit-moved' && e.kind === 'rout') as Extract<
      XzEvent,
      { type: 'unit-moved' }
    >;
    expect(first.models[0]?.to.y).toBeCloseTo(17);
    expect(first.rules).toContain('XZ-TERR-08');
  });

  it('XZ-MOR-13 a Routed unit whose move would leave the table is removed and counts as destroyed', () => {
    const result = pass(routed(3));
    const destroyed = eventsOf(result).find((e) => e.type === 'unit-destroyed');
    expect(destroyed?.rules).toContain('XZ-MOR-13');
    expect(stateAfter(result).sides.find((s) => s.player === 'blue')?.destroyed).toBe(1);
  });

  it('XZ-MOR-14 a Routed unit that can not move at least 1" is destroyed', () => {
    const river = {
      id: 'river',
      kind: 'area',
      areaType: 'Water Feature',
      shape: { kind: 'rect', rect: { x0: 0, y0: 0, x1: 40, y1: 19.2 } },
    };
    const result = pass(routed(20, [river]));
    const destroyed = eventsOf(result).find((e) => e.type === 'unit-destroyed');
    expect(destroyed?.rules).toContain('XZ-MOR-14');
  });

  it("XZ-MOR-13 a Routed unit moves once in each of its owner's action steps: routed after Primary, once in Secondary (R24)", () => {
    const state = routed(20);
    acting(state, RED, 'secondary');
    unit(state, 'red.other').actions = 1;
    withOrder(state, 'blue.squad', 'advance', 1);
    const result = pass(state);
    expect(eventsOf(result).filter((e) => e.type === 'unit-moved' && e.kind === 'rout').length).toBe(1);
    const primary = pass(routed(20));
    expect(eventsOf(primary).filter((e) => e.type === 'unit-moved' && e.kind === 'rout').length).toBe(1);
  });

  it('XZ-MOR-13 a Routed unit takes no orders and no actions of its own', () => {
    const state = routed(20);
    const result = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.squad',
      models: shifted(state, 'red.squad', 0, -1),
    } as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.rule).toBe('XZ-MOR-13');
  });
});
