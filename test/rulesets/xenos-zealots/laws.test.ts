import { readFileSync } from 'node:fs';
import { rulesetLaws } from 'sandtable/testing';
import { describe, it } from 'vitest';
import { LONG } from '../../support/scale';
import { alterSecrets, reveals, shortSetup, XZ_SETUPS, xzRuleset } from '../../support/xenos-zealots';

/** The catalogue's rule IDs (the generated rules reference lists each as an anchor): the rule-ID law accepts only these. */
const CATALOGUE = [
  ...new Set(
    readFileSync(new URL('../../../docs/rules/xenos-zealots.md', import.meta.url), 'utf8').match(
      /\b(?:XZ-[A-Z]{2,6}-\d{1,3}[a-z]?|R\d{1,2})\b/g,
    ) ?? [],
  ),
];

// The secrets: the opponent's face-down order counters (XZ-TURN-05/06, R20) and which of its off-table markers
// is live (XZ-TURN-07, R3). The quick suite plays two turns of Ashfall Crossing; the long suite whole games of both
// tables in both seatings.
/**
 * Laws broken today by bugs in the rules (files this suite does not own), each with its cause: they run as
 * expected failures, so the day the bug is fixed the test fails and says to delete the entry.
 */
const KNOWN_BROKEN: readonly (readonly [RegExp, string])[] = [
  [
    /replays to deep-equal states and events|serialize → deserialize → continue/,
    'rules/support.ts emits `support-arrived.at` (and the reserve entry `unit-moved`) holding an immer draft, revoked once the command ends: the events cannot be compared or saved as JSON',
  ],
  [
    /names the rules that decided it/,
    'commands/setup.ts rolls the odds-or-evens die without `rules` (XZ-TURN-01, R37)',
  ],
];

describe('xenos-zealots laws', () => {
  for (const law of rulesetLaws(xzRuleset, {
    setups: LONG ? XZ_SETUPS : [shortSetup(2)],
    seeds: LONG ? [1, 2] : [1],
    alterSecrets,
    reveals,
    garbageRuns: 40,
    hiddenInformationStates: LONG ? 24 : 4,
    legalCommandStates: LONG ? 40 : 5,
    ruleIds: { catalogue: CATALOGUE, pattern: /^(?:XZ-[A-Z]+-\d+|R\d+)$/ },
  }))
    if (KNOWN_BROKEN.some(([name]) => name.test(law.name))) it.fails(law.name, () => law.run());
    else it(law.name, () => law.run());
});
