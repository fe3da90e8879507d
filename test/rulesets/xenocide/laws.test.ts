import { readFileSync } from 'node:fs';
import { rulesetLaws } from 'sandtable/testing';
import { describe, it } from 'vitest';
import { SCENARIOS, xenocide } from '../../../src/rulesets/xenocide/index';
import { LONG } from '../../support/scale';

/** The catalogue's rule IDs (the generated rules reference lists each as an anchor): the rule-ID law accepts only these. */
const CATALOGUE = [
  ...new Set(
    readFileSync(new URL('../../../docs/rules/xenocide.md', import.meta.url), 'utf8').match(
      /\b[A-Z]{2,5}-[A-Z]{2,6}-\d{1,3}[a-z]?\b/g,
    ) ?? [],
  ),
];

import { alterSecrets, aSetup, reveals } from '../../support/xenocide';

// The quick suite checks two set-ups (a secret command center, the scenario roll); the long
// suite every scenario.
const scenarios = LONG ? [...SCENARIOS, 'random' as const] : (['command-centers', 'random'] as const);
const setups = scenarios.map((scenario) => aSetup(scenario, { maxTurns: 2 }));

describe('xenocide laws', () => {
  for (const law of rulesetLaws(xenocide, {
    setups,
    seeds: LONG ? [1, 2] : [1],
    alterSecrets,
    reveals,
    ruleIds: { catalogue: CATALOGUE },
  }))
    it(law.name, () => law.run());
});
