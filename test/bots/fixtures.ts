import { defineRuleset } from '../../src/index.js';
import { SAMPLE_FORCES, type WastelandSetup } from '../../src/rulesets/wasteland-tactics/index.js';
import {
  kethriSwarmArmy,
  SCENARIOS,
  terranGuardArmy,
  type XenocideSetup,
} from '../../src/rulesets/xenocide/index.js';
import { duel } from '../fixtures/duel.js';

/** A Terran Guard against Kethri Swarm setup, short enough for tests. */
export function xenocideSetup(scenario: XenocideSetup['scenario'], maxTurns = 2): XenocideSetup {
  return {
    players: [
      { id: 'red', army: terranGuardArmy },
      { id: 'blue', army: kethriSwarmArmy },
    ],
    scenario,
    maxTurns,
  };
}

/** Every Xenocide scenario, and a rolled one. */
export const XENOCIDE_SCENARIOS = [...SCENARIOS, 'random' as const];

/** A small Wasteland Tactics game of the bundled forces. */
export function wastelandSetup(mission: WastelandSetup['mission'], players = 2): WastelandSetup {
  const factions = ['scrap-raiders', 'iron-covenant', 'mutant-brood'] as const;
  return {
    players: factions.slice(0, players).map((faction, i) => ({
      id: ['red', 'blue', 'green'][i] as string,
      battleGroups: SAMPLE_FORCES[faction].small.map((g) => ({ ...g, units: [...g.units] })),
    })),
    gameSize: 'small',
    mission,
  };
}

/** The duel with its move samples removed from legalCommands: moves are only offered as templates. */
export const templateDuel = defineRuleset({
  ...duel,
  id: 'duel-templates',
  legalCommands: (state, player) => duel.legalCommands(state, player).filter((c) => c.type !== 'move'),
});
