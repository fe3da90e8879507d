import { applyCommand } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { ASHEN_SUN_CRUSADE } from '../../../../src/rulesets/xenos-zealots/data/ashen-sun-crusade';
import type { XzEvent } from '../../../../src/rulesets/xenos-zealots/events';
import { aForce, aTank, aUnit } from '../builders';
import { acting, game, position, RED, shifted, tableWith, unit, withOrder } from '../engine-support';

/** Red's Thunder Mortar Team: the gun at (20, 10) facing +y, its three crew within 1" of it. */
function mortar() {
  const state = position({
    red: ASHEN_SUN_CRUSADE,
    place: {
      'red.thunder-mortar-team': {
        x: 20,
        y: 10,
        models: [
          { x: 20, y: 10 },
          { x: 21.6, y: 10 },
          { x: 18.4, y: 10 },
          { x: 20, y: 8.2 },
        ],
      },
      'blue.squad': { x: 40, y: 40, spacing: 1.2 },
    },
  });
  withOrder(state, 'red.thunder-mortar-team', 'advance');
  return acting(state, RED);
}

const moveBy = (state: ReturnType<typeof mortar>, models: { model: string; x: number; y: number }[]) =>
  applyCommand(game(state), { type: 'move', player: RED, unit: 'red.thunder-mortar-team', models } as never);

describe('XZ-UNIT units in play', () => {
  it('XZ-UNIT-08 Mobile Artillery is manhandled by its crew and moves at the same rate as the crew', () => {
    const state = mortar();
    expect(moveBy(state, shifted(state, 'red.thunder-mortar-team', 0, 4)).ok).toBe(true);
    const far = moveBy(state, shifted(state, 'red.thunder-mortar-team', 0, 4.5));
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.error.rule).toBe('XZ-MOVE-01');
  });

  it('XZ-UNIT-07 the crew must end within 1" of the artillery weapon', () => {
    const state = mortar();
    const models = shifted(state, 'red.thunder-mortar-team', 0, 4);
    models[3] = { ...(models[3] as (typeof models)[number]), y: models[3]!.y - 1 };
    const result = moveBy(state, models);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.rule).toBe('XZ-UNIT-07');
  });

  it('XZ-UNIT-01 a character may be deployed and moved as a single-model unit', () => {
    const state = position({
      red: aForce([aUnit({ id: 'hero', character: true, models: [{ name: 'Hero', leader: true }] })]),
      place: { 'red.hero': { x: 10, y: 10 }, 'blue.squad': { x: 40, y: 40 } },
    });
    withOrder(state, 'red.hero', 'advance');
    acting(state, RED);
    const result = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.hero',
      models: [{ model: 'red.hero.m1', x: 10, y: 15 }],
    } as never);
    expect(result.ok).toBe(true);
  });

  it('XZ-MOVE-08 Hover crosses a water feature at a 1" penalty where Legs can not enter it', () => {
    const water = {
      id: 'lake',
      kind: 'area',
      areaType: 'Water Feature',
      shape: { kind: 'rect', rect: { x0: 0, y0: 12, x1: 30, y1: 30 } },
    };
    const state = position({
      red: aForce([
        aUnit({
          id: 'skimmer',
          mobility: { type: 'H', speed: 12 },
          models: [{ name: 'Speeder', leader: true }],
        }),
      ]),
      scenario: tableWith([water]),
      place: { 'red.skimmer': { x: 10, y: 10 }, 'blue.squad': { x: 40, y: 40 } },
    });
    withOrder(state, 'red.skimmer', 'advance');
    acting(state, RED);
    const go = (y: number) =>
      applyCommand(game(state), {
        type: 'move',
        player: RED,
        unit: 'red.skimmer',
        models: [{ model: 'red.skimmer.m1', x: 10, y }],
      } as never);
    const ok = go(21);
    expect(ok.ok).toBe(true);
    if (ok.ok)
      expect((ok.events as unknown as XzEvent[]).find((e) => e.type === 'unit-moved')?.rules).toContain(
        'XZ-TERR-08',
      );
    const far = go(21.5);
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.error.rule).toBe('XZ-TERR-08');
  });

  it('XZ-TERR-04 an exotic water feature has no effect by default: it is still a water feature', () => {
    const acid = {
      id: 'acid',
      kind: 'area',
      areaType: 'Water Feature',
      exoticEffect: 'acid',
      shape: { kind: 'rect', rect: { x0: 0, y0: 12, x1: 30, y1: 14 } },
    };
    const state = position({
      scenario: tableWith([acid]),
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.2 }, 'blue.squad': { x: 40, y: 40 } },
    });
    withOrder(state, 'red.squad', 'advance');
    acting(state, RED);
    const result = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.squad',
      models: shifted(state, 'red.squad', 0, 4.5),
    } as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('impassable');
    expect(unit(state, 'red.squad').models[0]?.y).toBe(10);
  });

  it('XZ-TERR-04 an agreed acid hazard hits each model whose move enters it, saved with Rear & Top armour', () => {
    const pool = (exoticEffect: unknown) => ({
      id: 'acid-pool',
      name: 'Acid Pool',
      kind: 'area',
      areaType: 'Water Feature',
      exoticEffect,
      shape: { kind: 'rect', rect: { x0: 0, y0: 12, x1: 30, y1: 14 } },
    });
    const skimmers = (exoticEffect: unknown) => {
      const state = position({
        red: aForce([
          aUnit({
            mobility: { type: 'H', speed: 12 },
            models: [
              { name: 'Sergeant', leader: true },
              { name: 'Trooper', count: 1 },
            ],
          }),
        ]),
        scenario: tableWith([pool(exoticEffect)]),
        place: { 'red.squad': { x: 10, y: 10, spacing: 1.2 }, 'blue.squad': { x: 40, y: 40 } },
      });
      withOrder(state, 'red.squad', 'advance');
      return acting(state, RED);
    };
    const cross = (state: ReturnType<typeof skimmers>, faces: number[]) =>
      applyCommand(game(state, faces), {
        type: 'move',
        player: RED,
        unit: 'red.squad',
        models: shifted(state, 'red.squad', 0, 4.5),
      } as never);
    // AP 6, Damage 2: the Sergeant saves on 4 + AV 2 = 6; the Trooper's 1 + 2 = 3 lets 2 + 3 = 5 damage through,
    // one wound against Resilience 3, and it is removed.
    const state = skimmers({ name: 'acid', hit: { ap: 6, damage: 2 } });
    const result = cross(state, [4, 1, 6, 6, 6, 6, 6, 6]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const events = result.events as unknown as readonly XzEvent[];
    expect(events.find((e) => e.type === 'unit-moved')?.rules).toEqual(
      expect.arrayContaining(['XZ-TERR-04', 'R16']),
    );
    const hits = events.filter((e) => e.type === 'hit-resolved');
    expect(hits.map((e) => [e.model, e.weapon, e.saved])).toEqual([
      ['red.squad.m1', 'Acid Pool (acid)', true],
      ['red.squad.m2', 'Acid Pool (acid)', false],
    ]);
    expect(events.some((e) => e.type === 'model-removed' && e.model === 'red.squad.m2')).toBe(true);
    // A keyword alone is only a label: the same crossing costs nothing (the hook has no default effect).
    const label = cross(skimmers('acid'), []);
    expect(label.ok).toBe(true);
    if (label.ok) {
      const plain = label.events as unknown as readonly XzEvent[];
      expect(plain.some((e) => e.type === 'hit-resolved')).toBe(false);
      expect(plain.find((e) => e.type === 'unit-moved')?.rules).not.toContain('XZ-TERR-04');
    }
  });

  it('XZ-TERR-01 the terrain is read from the scenario and stays fixed through the game', () => {
    const wall = {
      id: 'wall',
      kind: 'obstacle',
      shape: {
        kind: 'line',
        points: [
          { x: 0, y: 12 },
          { x: 30, y: 12 },
        ],
      },
    };
    const state = position({
      scenario: tableWith([wall]),
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.2 }, 'blue.squad': { x: 40, y: 40 } },
    });
    withOrder(state, 'red.squad', 'advance');
    acting(state, RED);
    const before = JSON.stringify(state.scenario.terrain);
    const result = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.squad',
      models: shifted(state, 'red.squad', 0, 3),
    } as never);
    expect(result.ok).toBe(true);
    if (result.ok) expect(JSON.stringify(result.state.game.scenario.terrain)).toBe(before);
  });
});

describe('XZ-UNIT-05 units of several vehicles', () => {
  it('XZ-UNIT-05 a unit of two tanks has a leader and keeps coherency like any multiple-model unit', () => {
    const state = position({
      red: aForce([
        aTank({
          id: 'pair',
          coherency: 2,
          models: [
            { name: 'Lead Tank', body: 'vehicle', leader: true },
            { name: 'Wing Tank', body: 'vehicle' },
          ],
        }),
      ]),
      place: { 'red.pair': { x: 10, y: 10, spacing: 4 }, 'blue.squad': { x: 40, y: 40 } },
    });
    withOrder(state, 'red.pair', 'advance');
    acting(state, RED);
    const pair = unit(state, 'red.pair');
    expect(pair.leader).toBe('red.pair.m1');
    const together = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.pair',
      models: shifted(state, 'red.pair', 0, 6),
    } as never);
    expect(together.ok).toBe(true);
    const apart = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.pair',
      models: [{ model: 'red.pair.m1', x: 10, y: 16 }],
    } as never);
    expect(apart.ok).toBe(false);
    if (!apart.ok) expect(apart.error.rule).toBe('XZ-UNIT-03');
  });
});
