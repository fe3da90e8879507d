import { readFileSync } from 'node:fs';
import { rulesetLaws } from 'sandtable/testing';
import { describe, it } from 'vitest';
import type { XzSetup } from '../../../src/rulesets/xenos-zealots/index';
import { LONG } from '../../support/scale';
import {
  alterSecrets,
  reveals,
  shortSetup,
  withoutSupport,
  XZ_SETUPS,
  xzRuleset,
} from '../../support/xenos-zealots';

/** The catalogue's rule IDs (the generated rules reference lists each as an anchor): the rule-ID law accepts only these. */
const CATALOGUE = [
  ...new Set(
    readFileSync(new URL('../../../docs/rules/xenos-zealots.md', import.meta.url), 'utf8').match(
      /\b(?:XZ-[A-Z]{2,6}-\d{1,3}[a-z]?|R\d{1,2})\b/g,
    ) ?? [],
  ),
];

/** The laws over `setups`. */
function laws(setups: readonly XzSetup[]) {
  for (const law of rulesetLaws(xzRuleset, {
    setups,
    seeds: LONG ? [1, 2] : [1],
    alterSecrets,
    reveals,
    garbageRuns: 40,
    hiddenInformationStates: LONG ? 24 : 4,
    legalCommandStates: LONG ? 40 : 5,
    ruleIds: { catalogue: CATALOGUE, pattern: /^(?:XZ-[A-Z]+-\d+|R\d+)$/ },
  }))
    it(law.name, () => law.run());
}

// The secrets: the opponent's face-down order counters (XZ-TURN-05/06, R20) and which of its off-table markers
// is live (XZ-TURN-07, R3). The quick suite plays two turns of Ashfall Crossing; the long suite whole games of both
// tables in both seatings.
describe('xenos-zealots laws (agreed roles, no off-table support)', () => {
  const bare = (setup: XzSetup): XzSetup => ({
    ...setup,
    attacker: 'zealots',
    players: setup.players.map((p) => ({
      ...p,
      force: withoutSupport(p.force as 'ashen-sun-crusade' | 'vyrkai-brood'),
    })),
  });
  laws((LONG ? XZ_SETUPS : [shortSetup(2)]).map(bare));
});

describe('xenos-zealots laws (the bundled forces with their reserves and strikes, roles rolled for)', () => {
  laws(LONG ? XZ_SETUPS : [shortSetup(2)]);
});
