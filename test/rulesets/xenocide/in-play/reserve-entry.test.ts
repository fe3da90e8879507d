import { applyCommand } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { xenocideInvariants } from '../../../../src/rulesets/xenocide/invariants';
import { activation, aLineUnit, aMovementPosition, gameOf, playAt } from '../../../support/xenocide';

const reserveUnit = () =>
  aLineUnit({
    id: 'red.c3.u1',
    status: 'reserve',
    order: 'move-and-fire',
    at: [{ x: 0, y: 0 }],
  });

describe('reserve entry stays on the table (XEN-SCEN-20, XEN-MOVE-12)', () => {
  const position = (edge: 'south' | 'north') =>
    aMovementPosition({
      units: [reserveUnit()],
      stage: activation('red', 'first-movement', ['red.c3.u1']),
      sides: [{ edge }, { edge: edge === 'south' ? 'north' : 'south' }],
    });

  it('XEN-MOVE-12 a one-point entry path (the entry point only) is refused: the model would end half off the table', () => {
    const command = {
      type: 'move-unit' as const,
      player: 'red',
      unit: 'red.c3.u1',
      mode: 'normal' as const,
      models: [{ model: 'red.c3.u1.m1', path: [{ x: 30, y: 48 }] }],
    };
    const start = gameOf(position('north'));
    const result = applyCommand(start, command);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.state).toBe(start);
    expect(result.error).toMatchObject({
      code: 'out-of-range',
      rule: 'XEN-MOVE-12',
      path: ['models', 0, 'path', 0],
    });
    expect(result.error.message).toContain('half off the table');
  });

  it('XEN-SCEN-20 the same entry with a point on the table after the entry point is accepted and keeps every model on it', () => {
    const result = playAt(position('north'), {
      type: 'move-unit',
      player: 'red',
      unit: 'red.c3.u1',
      mode: 'normal',
      models: [
        {
          model: 'red.c3.u1.m1',
          path: [
            { x: 30, y: 48 },
            { x: 30, y: 45 },
          ],
        },
      ],
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(xenocideInvariants(result.state)).toEqual([]);
  });

  it('the invariants name a model left half off the table', () => {
    const state = aMovementPosition({
      units: [aLineUnit({ id: 'red.c1.u1', at: [{ x: 30, y: 48 }] })],
    });
    expect(xenocideInvariants(state)).toContain('red.c1.u1.m1 is off the table');
  });
});
