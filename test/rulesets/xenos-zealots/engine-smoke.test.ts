import { applyCommand } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { aUnit } from './builders';
import { acting, game, position, RED, unit, withOrder } from './engine-support';

describe('Xenos & Zealots engine', () => {
  it('XZ-ORD-05 a Move action moves each model up to its Mobility', () => {
    const state = position({
      red: { name: 'Red', units: [aUnit()] },
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.1 }, 'blue.squad': { x: 10, y: 40 } },
    });
    withOrder(state, 'red.squad', 'advance');
    acting(state, RED);
    const before = game(state);
    const models = unit(state, 'red.squad').models.map((m) => ({ model: m.id, x: m.x, y: m.y + 5 }));
    const result = applyCommand(before, { type: 'move', player: RED, unit: 'red.squad', models } as never);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const moved = (result.state.game as typeof state).units.find((u) => u.id === 'red.squad');
    expect(moved?.models[0]?.y).toBe(15);
    expect(moved?.actions).toBe(1);
    const far = unit(state, 'red.squad').models.map((m) => ({ model: m.id, x: m.x, y: m.y + 5.5 }));
    const refused = applyCommand(before, {
      type: 'move',
      player: RED,
      unit: 'red.squad',
      models: far,
    } as never);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.rule).toBe('XZ-MOVE-01');
  });
});

describe('Xenos & Zealots Suppressed units out of coherency', () => {
  it('XZ-MOR-05 a Suppressed unit left out of coherency by casualties may still stay where it is', () => {
    const state = position({
      red: { name: 'Red', units: [aUnit()] },
      place: {
        'red.squad': {
          x: 10,
          y: 10,
          models: [
            { x: 10, y: 10 },
            { x: 11.1, y: 10 },
            { x: 20, y: 10 },
            { x: 21.1, y: 10 },
            { x: 22.2, y: 10 },
          ],
        },
        'blue.squad': { x: 10, y: 40 },
      },
    });
    const red = unit(state, 'red.squad');
    red.morale = 'suppressed';
    red.behaviourDue = true;
    red.regroup = true;
    acting(state, RED);
    const result = applyCommand(game(state, [1, 1]), {
      type: 'move-to-cover',
      player: RED,
      unit: 'red.squad',
      models: [],
    } as never);
    expect(result.ok).toBe(true);
  });
});
