import { rulesetLaws } from 'sandtable/testing';
import { describe, it } from 'vitest';
import { wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import { advancedSetup, setupFor } from './fixtures';

describe('wasteland-tactics laws', () => {
  const setups = [setupFor(2, 10), setupFor(3, 5), setupFor(4, 7), advancedSetup(2, 'random')];
  for (const law of rulesetLaws(wastelandTactics, { setups, seeds: [1, 2], garbageRuns: 40 }))
    it(law.name, () => law.run());
});
