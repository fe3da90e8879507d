import { rulesetLaws } from 'sandtable/testing';
import { describe, it } from 'vitest';
import { wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import { LONG } from '../../support/scale';
import { advancedSetup, setupFor } from '../../support/wasteland-tactics';

// Wasteland Tactics has no player secrets (every roll is public; the Rescue key is rolled openly, WT-MIS-21),
// so the hidden-information law alters only the seed, the dice generator and pending manual-dice commands.
describe('wasteland-tactics laws', () => {
  const setups = [setupFor(2, 10), setupFor(3, 5), setupFor(4, 7), advancedSetup(2, 'random')];
  for (const law of rulesetLaws(wastelandTactics, { setups, seeds: LONG ? [1, 2] : [1], garbageRuns: 40 }))
    it(law.name, () => law.run());
});
