import { readFileSync } from 'node:fs';
import { rulesetLaws } from 'sandtable/testing';
import { describe, it } from 'vitest';
import { wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import { LONG } from '../../support/scale';

/** The catalogue's rule IDs (the generated rules reference lists each as an anchor): the rule-ID law accepts only these. */
const CATALOGUE = [
  ...new Set(
    readFileSync(new URL('../../../docs/rules/wasteland-tactics.md', import.meta.url), 'utf8').match(
      /\b[A-Z]{2,5}-[A-Z]{2,6}-\d{1,3}[a-z]?\b/g,
    ) ?? [],
  ),
];

import { advancedSetup, setupFor } from '../../support/wasteland-tactics';

// Wasteland Tactics has no player secrets (every roll is public; the Rescue key is rolled openly, WT-MIS-21),
// so the hidden-information law alters only the seed, the dice generator and pending manual-dice commands.
describe('wasteland-tactics laws', () => {
  // The quick suite checks the advanced rules with 2 players; the long suite adds 2, 3 and 4 players on an open table.
  const setups = LONG
    ? [setupFor(2, 10), setupFor(3, 5), setupFor(4, 7), advancedSetup(2, 'random')]
    : [advancedSetup(2, 'random')];
  for (const law of rulesetLaws(wastelandTactics, {
    setups,
    seeds: LONG ? [1, 2] : [1],
    garbageRuns: 40,
    // Applying every listed command is costly in Wasteland (30+ activations a state): a sample of each kind of prompt.
    legalCommandStates: LONG ? 40 : 5,
    ruleIds: { catalogue: CATALOGUE },
  }))
    it(law.name, () => law.run());
});
