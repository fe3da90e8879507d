import { describe, expect, it } from 'vitest';
import { createGame } from '../../../../src/index.js';
import { kethriSwarmArmy, xenocide } from '../../../../src/rulesets/xenocide/index.js';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state.js';

/** The Kethri sample army with its Hive Colossus fielded without the bought Acid Torrent. */
const plainColossus = {
  ...kethriSwarmArmy,
  companies: kethriSwarmArmy.companies.map((company) => ({
    ...company,
    units: company.units.map((unit) => ('titanOptions' in unit ? { ...unit, titanOptions: [] } : unit)),
  })),
};

describe('titan loadouts (XEN-ARMY-15)', () => {
  it('XEN-ARMY-15 two titans of one profile each keep their own bought options', () => {
    const state = createGame(
      xenocide,
      {
        players: [
          { id: 'red', army: kethriSwarmArmy },
          { id: 'blue', army: plainColossus },
        ],
        scenario: 'attrition',
      },
      { seed: 1 },
    );
    const game = state.game as XenocideState;
    const weaponsOf = (player: string) => {
      const titan = game.units.find((u) => u.player === player && u.name === 'Hive Colossus');
      const profile = game.profiles[titan?.models[0]?.profile ?? ''];
      return profile?.kind === 'titan' ? profile.weapons.map((w) => w.name) : [];
    };
    expect(weaponsOf('red')).toContain('Acid Torrent');
    expect(weaponsOf('red')).not.toContain('Spine Volley');
    expect(weaponsOf('blue')).toContain('Spine Volley');
    expect(weaponsOf('blue')).not.toContain('Acid Torrent');
  });
});
