import { afterEach, beforeEach } from 'vitest';
import type { HitStep } from '../../../../src/rulesets/xenos-zealots/rules/damage/hit';
import type { XzStepHandler } from '../../../../src/rulesets/xenos-zealots/rules/queue';
import { STEP_HANDLERS } from '../../../../src/rulesets/xenos-zealots/settle';
import type { XzDraft } from '../../../../src/rulesets/xenos-zealots/state';

/**
 * Records the `hit` steps the assault enqueues instead of resolving them (so a test checks what the assault
 * asks for, independent of the save and damage rules); `effect` may change the state as a hit would.
 */
export function recordHits(effect?: (draft: XzDraft, hit: HitStep) => void): HitStep[] {
  const hits: HitStep[] = [];
  let original: XzStepHandler | undefined;
  beforeEach(() => {
    hits.length = 0;
    original = STEP_HANDLERS.hit;
    STEP_HANDLERS.hit = (draft, step) => {
      const hit = JSON.parse(JSON.stringify(step)) as HitStep;
      hits.push(hit);
      effect?.(draft, hit);
      return 'done';
    };
  });
  afterEach(() => {
    if (original) STEP_HANDLERS.hit = original;
  });
  return hits;
}
