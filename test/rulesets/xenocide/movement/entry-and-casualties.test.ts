import { describe, expect, it } from 'vitest';
import { removeModel } from '../../../../src/rulesets/xenocide/rules/movement/casualties';
import {
  activation,
  aLineUnit,
  aMovementPosition,
  eventsOf,
  modelOf,
  playAt,
  played,
  runHandler,
  unitOf,
} from '../../../support/xenocide';

const reserve = (player = 'red', order: 'move-and-fire' | 'assault' | 'fire-and-move' = 'move-and-fire') =>
  aLineUnit({
    id: `${player}.c2.u1`,
    status: 'reserve',
    order,
    at: [
      { x: 0, y: 0 },
      { x: 0, y: 0 },
      { x: 0, y: 0 },
    ],
  });
const entering = (unit: string, entry: { x: number; y: number }, ends: { x: number; y: number }[]) => ({
  type: 'move-unit' as const,
  player: unit.split('.')[0] ?? 'red',
  unit,
  mode: 'normal' as const,
  models: ends.map((end, i) => ({ model: `${unit}.m${i + 1}`, path: [entry, end] })),
});

describe('reinforcements (R23)', () => {
  const position = (order: 'move-and-fire' | 'assault' | 'fire-and-move' = 'move-and-fire', player = 'red') =>
    aMovementPosition({
      units: [reserve(player, order)],
      stage: activation(player, order === 'move-and-fire' ? 'first-movement' : 'second-movement', [
        `${player}.c2.u1`,
      ]),
    });

  it('XEN-SCEN-20 every model of an entering unit measures its move from one point on its own edge', () => {
    const result = played(
      position(),
      entering('red.c2.u1', { x: 30, y: 0 }, [
        { x: 30, y: 4 },
        { x: 32, y: 3 },
        { x: 28, y: 3 },
      ]),
    );
    expect(unitOf(result.state, 'red.c2.u1').status).toBe('on-table');
    expect(modelOf(result.state, 'red.c2.u1.m2')).toMatchObject({ x: 32, y: 3 });
    expect(result.events.map((e) => e.type)).toEqual(['unit-entered-table', 'unit-moved']);
    const far = playAt(
      position(),
      entering('red.c2.u1', { x: 30, y: 0 }, [
        { x: 30, y: 4.1 },
        { x: 32, y: 3 },
        { x: 28, y: 3 },
      ]),
    );
    expect(far).toMatchObject({ ok: false, code: 'out-of-range' });
    const north = playAt(
      position(),
      entering('red.c2.u1', { x: 30, y: 48 }, [
        { x: 30, y: 44 },
        { x: 32, y: 45 },
        { x: 28, y: 45 },
      ]),
    );
    expect(north).toMatchObject({ ok: false, code: 'illegal-action' });
    if (!north.ok) expect(north.message).toContain("is not on red's south table edge (XEN-SCEN-20)");
    const two = entering('red.c2.u1', { x: 30, y: 0 }, [
      { x: 30, y: 4 },
      { x: 32, y: 3 },
      { x: 28, y: 3 },
    ]);
    const split = {
      ...two,
      models: [
        two.models[0],
        two.models[1],
        {
          ...two.models[2],
          path: [
            { x: 20, y: 0 },
            { x: 22, y: 3 },
          ],
        },
      ],
    };
    expect(playAt(position(), split as never)).toMatchObject({ ok: false, code: 'illegal-action' });
    const partial = { ...two, models: two.models.slice(0, 2) };
    expect(playAt(position(), partial)).toMatchObject({ ok: false, code: 'illegal-action' });
  });

  it('XEN-SCEN-20 blue enters from the north edge; the Assault bonus counts', () => {
    const result = played(
      position('assault', 'blue'),
      entering('blue.c2.u1', { x: 30, y: 48 }, [
        { x: 30, y: 40 },
        { x: 32, y: 41 },
        { x: 28, y: 41 },
      ]),
    );
    expect(modelOf(result.state, 'blue.c2.u1.m1')).toMatchObject({ x: 30, y: 40 });
  });

  it('XEN-SCEN-19 reinforcements must be on Move and Fire or Assault orders', () => {
    const refused = playAt(
      position('fire-and-move'),
      entering('red.c2.u1', { x: 30, y: 0 }, [
        { x: 30, y: 4 },
        { x: 32, y: 3 },
        { x: 28, y: 3 },
      ]),
    );
    expect(refused).toMatchObject({ ok: false, code: 'illegal-action' });
    if (!refused.ok) expect(refused.message).toContain('(XEN-SCEN-19)');
  });
});

describe('casualties', () => {
  it('XEN-WIN-02 removeModel removes a model and eliminates the unit with its last model', () => {
    const unit = aLineUnit({
      id: 'red.c1.u1',
      value: 45,
      at: [
        { x: 10, y: 10 },
        { x: 12, y: 10 },
      ],
    });
    const position = aMovementPosition({ units: [unit] });
    const one = runHandler(position, [], (draft, ctx) =>
      removeModel(draft, position, 'red.c1.u1', 'red.c1.u1.m1', 'shooting', ctx),
    );
    expect(modelOf(one.state, 'red.c1.u1.m1').removed).toBe(true);
    expect(unitOf(one.state, 'red.c1.u1').status).toBe('on-table');
    expect(one.events).toEqual([
      {
        type: 'model-removed',
        unit: 'red.c1.u1',
        model: 'red.c1.u1.m1',
        cause: 'shooting',
        rules: ['XEN-SAVE-01', 'XEN-SAVE-15'],
      },
    ]);
    const both = runHandler(one.state, [], (draft, ctx) => {
      removeModel(draft, one.state, 'red.c1.u1', 'red.c1.u1.m2', 'close-assault', ctx);
      removeModel(draft, one.state, 'red.c1.u1', 'red.c1.u1.m2', 'close-assault', ctx);
    });
    expect(unitOf(both.state, 'red.c1.u1').status).toBe('eliminated');
    expect(both.state.sides[0].lostVp).toBe(45);
    expect(eventsOf(both.events as never, 'unit-eliminated')).toEqual([
      { type: 'unit-eliminated', unit: 'red.c1.u1', player: 'red', value: 45 },
    ]);
    expect(both.events).toHaveLength(2);
  });
});
