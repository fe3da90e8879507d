import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  markersAfterTest,
  rollRally,
  rollSuppressionTest,
} from '../../../../src/rulesets/xenocide/rules/shooting';
import { scriptedDice } from '../../../support/xenocide';

const face = fc.integer({ min: 1, max: 6 });

describe('suppression markers (property)', () => {
  it('XEN-SUP-01 XEN-SUP-29 XEN-SUP-30 markers never go below 0 and rallying never adds a marker', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.array(
          fc.record({
            rally: fc.boolean(),
            faces: fc.tuple(face, face, face),
            target: fc.integer({ min: 1, max: 14 }),
          }),
          { maxLength: 25 },
        ),
        fc.boolean(),
        (start, steps, cpDie) => {
          let markers = start;
          for (const step of steps) {
            const { dice } = scriptedDice(step.faces);
            if (step.rally) {
              const result = rollRally(dice, { markers, support: step.target % 2 === 0, cpDie });
              expect(result.markersAfter).toBeLessThanOrEqual(markers);
              expect(result.markersAfter).toBeGreaterThanOrEqual(0);
              markers = result.markersAfter;
            } else {
              const test = rollSuppressionTest(dice, { target: step.target });
              const after = markersAfterTest(markers, test);
              expect(after - markers).toBe(test.passed ? 0 : 1);
              markers = after;
            }
            expect(markers).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
