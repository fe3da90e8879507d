import { rulesetLaws } from 'sandtable/testing';
import { describe, it } from 'vitest';
import { SCENARIOS, xenocide } from '../../../src/rulesets/xenocide/index';
import { LONG } from '../../support/scale';
import { alterSecrets, aSetup, reveals } from '../../support/xenocide';

const setups = [...SCENARIOS, 'random' as const].map((scenario) => aSetup(scenario, { maxTurns: 2 }));

describe('xenocide laws', () => {
  for (const law of rulesetLaws(xenocide, { setups, seeds: LONG ? [1, 2] : [1], alterSecrets, reveals }))
    it(law.name, () => law.run());
});
