import { rulesetLaws } from 'sandtable/testing';
import { describe, it } from 'vitest';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import { LONG } from '../../../support/scale';
import { alterSecrets, aSetup, rect, reveals } from '../../../support/xenocide';

const square = (x: number, y: number) => ({ points: [...rect(x, y, 4, 4).points] });

/** Attrition on a table with two buildings in the middle, one weak and small. */
const setup = {
  ...aSetup('attrition', { maxTurns: 2 }),
  terrain: [
    { id: 'house', kind: 'building', polygon: square(20, 22), height: 4 },
    { id: 'shed', kind: 'building', polygon: square(48, 22), height: 2 },
  ],
  buildings: [{ feature: 'shed', construction: 'weak' as const, size: 'small' as const }],
};

describe('xenocide laws with buildings on the table', () => {
  for (const law of rulesetLaws(xenocide, {
    setups: [setup],
    seeds: LONG ? [1, 2] : [1],
    alterSecrets,
    reveals,
  }))
    it(law.name, () => law.run());
});
