import { describe, expect, it } from 'vitest';
import { type Bot, botRandom, randomBot } from '../../../../src/bots/index.js';
import { applyCommand, createGame, deserialize, serialize, validateCommand } from '../../../../src/index.js';
import { rulesetDescription } from '../../../../src/registry.js';
import { xenocideHeuristicBot } from '../../../../src/rulesets/xenocide/index.js';
import { SCENARIOS } from '../../../../src/rulesets/xenocide/state.js';
import { playGame } from '../../../../src/sim/index.js';
import {
  aFeature,
  aPosition,
  aTrooper,
  aUnit,
  type Game,
  gameOf,
  inPhase,
  PROFILES,
  play,
  rect,
} from '../../../support/xenocide';

const entry = rulesetDescription('xenocide');
if (!entry) throw new Error('the CLI has no xenocide entry');

/** A heuristic bot that checks each of its commands is accepted before it sends it. */
function checkedHeuristic(): Bot {
  const heuristic = xenocideHeuristicBot();
  return {
    name: 'checked-heuristic',
    choose(state, player, random) {
      const command = heuristic.choose(state, player, random);
      const verdict = validateCommand(state, command);
      if (!verdict.ok) throw new Error(`rejected ${JSON.stringify(command)}: ${verdict.error.message}`);
      return command;
    },
  };
}

/** Plays a whole game of the CLI's setup (bundled armies, at most 6 turns) with checked heuristic bots. */
function playChecked(scenario: string, seed: number, blue: Bot = checkedHeuristic()) {
  if (!entry) throw new Error('the CLI has no xenocide entry');
  return playGame({
    ruleset: entry.ruleset,
    setup: entry.setup({ scenario }),
    bots: { red: checkedHeuristic(), blue },
    seed,
  });
}

describe('xenocideHeuristicBot', () => {
  // Two scenarios here; the long suite's prompt-kinds property plays whole heuristic games of every scenario.
  it.each(SCENARIOS.filter((s) => s === 'seize-ground' || s === 'command-centers'))(
    'answers every prompt of a whole %s game with accepted commands',
    (scenario) => {
      const game = playChecked(scenario, 11);
      expect(game.outcome).toBeDefined();
      expect(game.outcome?.kind).toBeDefined();
      // Against random play too (it charges, skips and delays where the heuristic never would).
      expect(playChecked(scenario, 12, randomBot()).outcome).toBeDefined();
    },
  );

  it('shoots the target it expects to hurt most: troopers in the open, not tanks in hard cover', () => {
    const position = aPosition({
      units: [
        aUnit({
          id: 'red.c1.u1',
          at: [
            { x: 30, y: 10 },
            { x: 32, y: 10 },
            { x: 34, y: 10 },
          ],
        }),
        // Listed first: heavily armoured vehicles behind a wall.
        aUnit({
          id: 'blue.c1.u1',
          profile: 'test/tank',
          at: [
            { x: 20, y: 24 },
            { x: 23, y: 24 },
          ],
        }),
        aUnit({
          id: 'blue.c1.u2',
          at: [
            { x: 44, y: 24 },
            { x: 45, y: 24 },
            { x: 46, y: 24 },
          ],
        }),
      ],
      terrain: [aFeature({ id: 'wall', cover: 'hard', polygon: rect(18, 22, 8, 1) })],
    });
    const state = gameOf(position);
    const command = xenocideHeuristicBot().choose(state, 'red', botRandom(1));
    expect(command).toMatchObject({ type: 'shoot', unit: 'red.c1.u1', target: 'blue.c1.u2' });
  });

  it('loses its cheapest models first when it chooses which take the hits', () => {
    const profiles = { ...PROFILES, 'test/sergeant': aTrooper({ name: 'Sergeant', vp: 40 }) };
    const position = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] }),
        aUnit(
          {
            id: 'blue.c1.u1',
            models: [
              { at: { x: 10, y: 20 }, profile: 'test/sergeant' },
              { at: { x: 11, y: 20 }, profile: 'test/sergeant' },
              { at: { x: 12, y: 20 } },
              { at: { x: 13, y: 20 } },
            ],
          },
          profiles,
        ),
      ],
      profiles,
    });
    // One shot hits (a 1), then a partial round: blue chooses which pool takes it.
    const asked = play(gameOf(position, [1, 6, 6, 6, 6, 6, 6]), {
      type: 'shoot',
      player: 'red',
      unit: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    }).state;
    const prompt = asked.pending[0];
    expect(prompt?.kind).toBe('allocate-hits');
    const command = xenocideHeuristicBot().choose(asked, 'blue', botRandom(1));
    expect(command).toMatchObject({ type: 'allocate-hits' });
    const models = (command as unknown as { models: string[] }).models;
    expect(models.slice(0, 2)).toEqual(['blue.c1.u1.m3', 'blue.c1.u1.m4']);
  });

  it('removes the cheapest models as casualties', () => {
    const state = stateWithCasualties();
    const command = xenocideHeuristicBot().choose(state, 'blue', botRandom(1));
    expect(command).toMatchObject({ type: 'assign-casualties' });
    const decision = (state.game.stage as { attack?: { decision?: { models: string[]; count: number } } })
      .attack?.decision;
    expect((command as unknown as { models: string[] }).models).toHaveLength(decision?.count ?? -1);
    expect(validateCommand(state, command).ok).toBe(true);
  });

  it('rallies a suppressed unit in the Morale phase, with the CP die when it has CP', () => {
    const position = inPhase(
      aPosition({
        units: [
          aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }], suppression: 2 }),
          aUnit({ id: 'blue.c1.u1', at: [{ x: 10, y: 40 }] }),
        ],
      }),
      'morale',
    );
    const command = xenocideHeuristicBot().choose(gameOf(position), 'red', botRandom(1));
    expect(command).toEqual({ type: 'rally', player: 'red', unit: 'red.c1.u1', cpDie: true });
  });

  it('chooses from the state alone: the same command for a state and for its saved and loaded copy', () => {
    if (!entry) throw new Error('the CLI has no xenocide entry');
    const bot = xenocideHeuristicBot();
    let state = createGame(entry.ruleset, entry.setup({ scenario: 'seize-ground' }), { seed: 11 });
    let compared = 0;
    // The first 400 decisions (deployment, orders, moves, shots, assaults); whole games are played above.
    for (let i = 0; i < 400 && !state.outcome; i++) {
      const player = state.pending[0]?.player as string;
      // The loaded copy is asked first, so nothing the bot saw on the original can help it.
      const fromLoaded = bot.choose(deserialize(serialize(state)), player, botRandom(i));
      const fromState = bot.choose(state, player, botRandom(i));
      expect(fromLoaded).toEqual(fromState);
      compared++;
      const result = applyCommand(state, fromState);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect(compared).toBeGreaterThan(100);
  });
});

/** A game waiting for blue to remove 1 of 3 models of one pool (XEN-SAVE-15). */
function stateWithCasualties(): Game {
  const position = aPosition({
    units: [
      aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] }),
      aUnit({
        id: 'blue.c1.u1',
        at: [
          { x: 10, y: 20 },
          { x: 11, y: 20 },
          { x: 12, y: 20 },
        ],
      }),
    ],
  });
  // One hit (1) of three shots fails its armor save (6): which of the three troopers dies?
  const state = play(gameOf(position, [1, 6, 6, 6, 6, 6, 6, 6]), {
    type: 'shoot',
    player: 'red',
    unit: 'red.c1.u1',
    target: 'blue.c1.u1',
    weapons: [{ weapon: 'Rifles' }],
  }).state;
  const pending = state.pending[0];
  if (pending?.kind !== 'assign-casualties') {
    throw new Error(`expected a casualty choice, got ${pending?.kind}: ${JSON.stringify(pending)}`);
  }
  return state;
}
