import { readFileSync } from 'node:fs';
import { rulesetLaws } from 'sandtable/testing';
import { describe, it } from 'vitest';
import { squadPinning } from '../../../src/rulesets/squad-pinning/ruleset';
import type { SqSetup } from '../../../src/rulesets/squad-pinning/setup';
import { LONG } from '../../support/scale';

/** The catalogue's rule IDs (the generated rules reference lists each): the rule-ID law accepts only these. */
const CATALOGUE = [
  ...new Set(
    readFileSync(new URL('../../../docs/rules/squad-pinning.md', import.meta.url), 'utf8').match(
      /\bSQ-[A-Z]{2,3}-\d{2}\b/g,
    ) ?? [],
  ),
];

const SETUPS: SqSetup[] = [
  {
    players: [
      { id: 'red', force: 'linePatrol' },
      { id: 'blue', force: 'strikePatrol' },
    ],
    scenario: 'seize-the-ground',
  },
  {
    players: [
      { id: 'red', force: 'strikePatrol' },
      { id: 'blue', force: 'linePatrol' },
    ],
    scenario: 'annihilation',
  },
];

// Squad pinning has no hidden information: the laws check determinism, save and load, refusals that leave the
// state alone, legal commands that are accepted, and rule IDs from the catalogue. The quick suite plays two
// turns of one setup; the long suite whole games of both.
describe('squad-pinning laws', () => {
  const setups = LONG ? SETUPS : [{ ...SETUPS[0], params: { turns: 2 } } as SqSetup];
  for (const law of rulesetLaws(squadPinning, {
    setups,
    seeds: LONG ? [1, 2] : [1],
    garbageRuns: 40,
    hiddenInformationStates: LONG ? 12 : 3,
    legalCommandStates: LONG ? 40 : 5,
    ruleIds: { catalogue: CATALOGUE, pattern: /^SQ-[A-Z]+-\d+$/ },
  }))
    it(law.name, () => law.run());
});
