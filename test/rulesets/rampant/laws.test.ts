import { readFileSync } from 'node:fs';
import { rulesetLaws } from 'sandtable/testing';
import { describe, it } from 'vitest';
import { rampant } from '../../../src/rulesets/rampant/ruleset';
import type { RmpSetup } from '../../../src/rulesets/rampant/setup';
import { LONG } from '../../support/scale';

/** The catalogue's rule IDs (the generated rules reference lists each): the rule-ID law accepts only these. */
const CATALOGUE = [
  ...new Set(
    readFileSync(new URL('../../../docs/rules/rampant.md', import.meta.url), 'utf8').match(
      /\bRMP-[A-Z]{2,4}-\d{2}\b/g,
    ) ?? [],
  ),
];

const SETUPS: RmpSetup[] = [
  {
    players: [
      { id: 'red', army: 'expedition' },
      { id: 'blue', army: 'hive' },
    ],
    scenario: 'broken-ground',
  },
  {
    players: [
      { id: 'red', army: 'armoured' },
      { id: 'blue', army: 'swarm' },
    ],
    scenario: 'colony-outskirts',
  },
];

// Rampant has no hidden information: the laws check determinism, save and load, refusals that leave the state
// alone, legal commands that are accepted, and rule IDs from the catalogue. The quick suite plays three turns of
// one setup; the long suite whole games of both.
describe('rampant laws', () => {
  const setups = LONG ? SETUPS : [{ ...SETUPS[1], params: { maxTurns: 3 } } as RmpSetup];
  for (const law of rulesetLaws(rampant, {
    setups,
    seeds: LONG ? [1, 2] : [1],
    garbageRuns: 40,
    hiddenInformationStates: LONG ? 12 : 3,
    legalCommandStates: LONG ? 40 : 5,
    ruleIds: { catalogue: CATALOGUE, pattern: /^RMP-[A-Z]+-\d+$/ },
  }))
    it(law.name, () => law.run());
});
