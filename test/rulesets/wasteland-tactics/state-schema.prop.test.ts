/**
 * Issue 12: `wastelandTactics.schemas.state` accepts every state real play reaches (random and heuristic play
 * of every mission, 2–4 players, advanced rules, manual dice mid-command) and refuses damaged or hostile
 * states with a clear message.
 */
import { applyCommand, createGame, type GameState, manual } from 'sandtable';
import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { botRandom, randomBot } from '../../../src/bots/index';
import {
  type WastelandState,
  wastelandHeuristicPolicy,
  wastelandTactics,
} from '../../../src/rulesets/wasteland-tactics/index';
import { LONG } from '../../support/scale';
import { advancedSetup, casterDuelSetup, setupFor } from '../../support/wasteland-tactics';

const schema = wastelandTactics.schemas.state;
if (!schema) throw new Error('wasteland-tactics has no schemas.state');

let checked = 0;
const stageKinds = new Set<string>();
const seen = new Set<string>();
/** The in-progress parts of the state whose presence the games should reach. */
const PROGRESS = [
  'activation',
  'charge',
  'cast',
  'losses',
  'morale',
  'misfires',
  'displaced',
  'recovery',
  'arrival',
  'setupChoices',
  'buildings',
  'condition',
] as const;

/** Parses a state (every 10th also after a JSON round trip); throws naming the game and the problem. */
function mustParse(game: WastelandState, where: string): void {
  checked++;
  stageKinds.add(game.stage.kind);
  for (const key of PROGRESS)
    if (game[key] !== undefined && (game[key] as unknown[]).length !== 0) seen.add(key);
  for (const candidate of checked % 10 === 0 ? [game, JSON.parse(JSON.stringify(game))] : [game]) {
    const parsed = schema?.safeParse(candidate);
    if (!parsed?.success) throw new Error(`${where}: ${parsed ? z.prettifyError(parsed.error) : ''}`);
  }
}

const MISSIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

describe('wastelandTactics.schemas.state accepts every state of real play', () => {
  // The quick suite plays mission 7; the long suite all.
  it.each(LONG ? MISSIONS : ([7] as const))(
    'random play of mission %i with 2 to 4 players: every state parses',
    (mission) => {
      for (const players of LONG ? [2 + (mission % 3), 2 + ((mission + 1) % 3)] : [2 + (mission % 3)]) {
        const seed = 1001 + mission * 10 + players;
        const where = `mission ${mission}, ${players} players, seed ${seed}`;
        const match = playRandomGame(
          wastelandTactics,
          setupFor(players, mission, 'small', { maxRounds: 4 }),
          {
            seed,
            onCommand: (state, _events, index) => mustParse(state.game, `${where} #${index}`),
          },
        );
        expect(match.state.outcome).toBeDefined();
      }
    },
    120_000,
  );

  it('random play of a medium game, a Battle Psyker against a Brood Mother: every state parses', () => {
    // The small forces field no Caster against another's; this game reaches a nullify window.
    const setup = casterDuelSetup();
    const match = playRandomGame(wastelandTactics, setup, {
      seed: 1,
      onCommand: (state, _events, index) => mustParse(state.game, `medium mission 7 #${index}`),
    });
    expect(match.state.outcome).toBeDefined();
  }, 120_000);

  it.each([2, 3, 4])(
    'advanced rules, heuristic against random, %i players: every state parses',
    (players) => {
      const missions = players === 3 ? ([6, 8, 'random'] as const) : ([1, 4, 9] as const);
      for (const mission of LONG ? missions : missions.slice(0, 1)) {
        const seed = players * 100 + (mission === 'random' ? 0 : mission);
        const where = `advanced mission ${mission}, ${players} players, seed ${seed}`;
        const match = playRandomGame(wastelandTactics, advancedSetup(players, mission), {
          seed,
          policy: ({ state, player, legal }) =>
            player === 'red' ? wastelandHeuristicPolicy(state, player, legal) : undefined,
          onCommand: (state, _events, index) => mustParse(state.game, `${where} #${index}`),
        });
        mustParse(match.state.game, `${where} final`);
        expect(match.state.outcome).toBeDefined();
      }
    },
    120_000,
  );

  it('heuristic play of every player: every state parses', () => {
    for (const mission of LONG ? ([2, 5, 7, 10] as const) : ([10] as const)) {
      const match = playRandomGame(wastelandTactics, setupFor(2, mission, 'small', { maxRounds: 4 }), {
        seed: mission,
        policy: ({ state, player, legal }) => wastelandHeuristicPolicy(state, player, legal),
        onCommand: (state, _events, index) => mustParse(state.game, `heuristic mission ${mission} #${index}`),
      });
      expect(match.state.outcome).toBeDefined();
    }
  }, 120_000);

  it('manual dice: states waiting for physical dice mid-command parse', () => {
    let state = createGame(wastelandTactics, advancedSetup(3, 8, 3), { seed: 5, dice: manual });
    const bot = randomBot();
    const random = botRandom(9);
    let rolls = 0;
    for (let n = 0; n < 20_000 && !state.outcome; n++) {
      const player = state.pending[0]?.player as string;
      const command = bot.choose(state as GameState, player, random);
      if (command.type === 'provide-dice') rolls++;
      const result = applyCommand(state, command as never);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      mustParse(state.game, `manual dice #${n}`);
    }
    expect(state.outcome).toBeDefined();
    expect(rolls).toBeGreaterThan(0);
  }, 120_000);

  it('covered the stages of play', () => {
    console.info(
      `wasteland-tactics state schema: ${checked} states parsed (every 10th also after a JSON round trip)`,
    );
    expect(checked).toBeGreaterThan(1000);
    console.info(`stages: ${[...stageKinds].join(', ')}; in-progress parts: ${[...seen].join(', ')}`);
    // The rarer stages (casualties, misfire, place-survivors, recover) are built by hand in the rule tests,
    // whose states gameFromState checks with this schema.
    expect([...stageKinds]).toEqual(
      expect.arrayContaining(['start', 'setup-choice', 'deploy', 'place-ambush', 'activate', 'move']),
    );
    expect([...stageKinds]).toEqual(
      expect.arrayContaining(['charge-reaction', 'nullify', 'priority', 'game-over']),
    );
    expect([...seen]).toEqual(
      expect.arrayContaining([
        'activation',
        'charge',
        'cast',
        'morale',
        'arrival',
        'setupChoices',
        'buildings',
      ]),
    );
  });
});

/** A mid-game state of a seeded 3-player game (round 2, an activation). */
function midGame(): WastelandState {
  let found: WastelandState | undefined;
  playRandomGame(wastelandTactics, setupFor(3, 3, 'small', { maxRounds: 4 }), {
    seed: 21,
    onCommand: (state) => {
      if (!found && state.game.round === 2 && state.game.stage.kind === 'activate') found = state.game;
    },
  });
  if (!found) throw new Error('the seeded game never reached an activation in round 2');
  return structuredClone(found) as WastelandState;
}

describe('wastelandTactics.schemas.state refuses damaged states', () => {
  const base = midGame();
  // biome-ignore lint/suspicious/noExplicitAny: the tests damage the state in ways its type forbids.
  const refuses = (damage: (state: any) => void, message: RegExp) => {
    const state = structuredClone(base) as unknown;
    damage(state);
    const parsed = schema.safeParse(state);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.message).toMatch(message);
  };

  it('accepts the undamaged mid-game state', () => {
    expect(schema.safeParse(base).success).toBe(true);
  });

  it('refuses negative markers and a fractional score', () => {
    refuses((s) => {
      s.units[0].markers = -5;
    }, /markers/);
    refuses((s) => {
      s.sides[1].score = 1.5;
    }, /score/);
  });

  it('refuses a unit with null models', () => {
    refuses((s) => {
      s.units[0].models = null;
    }, /models/);
  });

  it('refuses an unknown stage kind and an unknown phase', () => {
    refuses((s) => {
      s.stage = { kind: 'time-warp', player: 'red' };
    }, /stage/);
    refuses((s) => {
      s.phase = 'halftime';
    }, /phase/);
  });

  it('refuses a string where a number belongs', () => {
    refuses((s) => {
      s.units[0].models[0].wounds = '1';
    }, /wounds/);
  });

  it('refuses NaN and Infinity coordinates', () => {
    refuses((s) => {
      s.units[0].models[0].y = Number.NaN;
    }, /y/);
    refuses((s) => {
      s.terrain.push({ ...s.terrain[0], polygon: { points: [{ x: Number.POSITIVE_INFINITY, y: 0 }] } });
    }, /terrain/);
  });

  it('refuses unknown keys where the shape is fixed', () => {
    refuses((s) => {
      s.units[0].godMode = true;
    }, /godMode/);
    refuses((s) => {
      s.mission.cheat = 1;
    }, /cheat/);
  });

  it('refuses a mission out of range and a profile with a shorthand weapon', () => {
    refuses((s) => {
      s.mission.id = 11;
    }, /mission/);
    refuses((s) => {
      const profile = Object.values(s.profiles)[0] as { weapons: unknown[] };
      profile.weapons = ['Pistol: R10 A1 5+ D1'];
    }, /weapons/);
  });

  it('refuses references the engine would follow blindly: an unknown profile, a stranger unit or stage player', () => {
    refuses((s) => {
      s.units[0].profile = 'ghost';
    }, /ghost.*not in profiles/);
    refuses((s) => {
      s.units[0].player = 'mallory';
    }, /mallory.*not a player/);
    refuses((s) => {
      s.sides.pop();
    }, /one side per player/);
    refuses((s) => {
      s.stage = { kind: 'activate', player: 'mallory' };
    }, /mallory.*not a player/);
  });
});
