/**
 * Issue 12: `xenocide.schemas.state` accepts every state real play reaches (random, aggressive and heuristic
 * bots, every scenario, manual dice mid-command) and refuses damaged or hostile states with a clear message.
 */

import {
  applyCommand,
  createGame,
  createMatch,
  type GameState,
  gameFromState,
  legalCommands,
  manual,
} from 'sandtable';
import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { botRandom, randomBot } from '../../../src/bots/index';
import { rulesetDescription } from '../../../src/registry';
import { xenocide, xenocideHeuristicBot } from '../../../src/rulesets/xenocide/index';
import { SCENARIOS, type XenocideState } from '../../../src/rulesets/xenocide/state';
import { LONG } from '../../support/scale';
import { aggressivePolicy, aPosition, aSetup, aUnit, inPhase, row } from '../../support/xenocide';

const schema = xenocide.schemas.state;
if (!schema) throw new Error('xenocide has no schemas.state');

let checked = 0;
const stageKinds = new Set<string>();
const seen = new Set<string>();

/** Parses a state (every 10th also after a JSON round trip); throws naming the game and the problem. */
function mustParse(game: XenocideState, where: string): void {
  checked++;
  const stage = game.stage;
  stageKinds.add(stage.kind === 'activation' ? `activation/${stage.phase}` : stage.kind);
  if (stage.kind === 'activation') {
    for (const key of [
      'tally',
      'attack',
      'suppression',
      'overwatch',
      'moves',
      'assaults',
      'overrun',
    ] as const)
      if (stage[key] !== undefined) seen.add(key);
    if (stage.attack && 'kind' in stage.attack) seen.add('building-fire');
    if (stage.attack?.decision) seen.add(`attack:${stage.attack.decision.kind}`);
    if (stage.assaults?.current) seen.add(`assault:${stage.assaults.current.step.kind}`);
  }
  if (game.buildings?.length) seen.add('buildings');
  for (const candidate of checked % 10 === 0 ? [game, JSON.parse(JSON.stringify(game))] : [game]) {
    const parsed = schema?.safeParse(candidate);
    if (!parsed?.success) throw new Error(`${where}: ${parsed ? z.prettifyError(parsed.error) : ''}`);
  }
}

/** A mid-game state of a seeded aggressive game (turn 2, an activation), for the corruption tests. */
function midGame(): XenocideState {
  let found: XenocideState | undefined;
  playRandomGame(xenocide, aSetup('attrition', { maxTurns: 3 }), {
    seed: 11,
    maxCommands: 8_000,
    policy: aggressivePolicy() as never,
    onCommand: (state) => {
      const game = state.game;
      if (!found && game.turn === 2 && game.stage.kind === 'activation') found = game;
    },
  });
  if (!found) throw new Error('the seeded game never reached an activation in turn 2');
  return structuredClone(found) as XenocideState;
}

describe('xenocide.schemas.state accepts every state of real play', () => {
  it.each(SCENARIOS)(
    'random and aggressive play of %s: every intermediate state parses',
    (scenario) => {
      for (const aggressive of LONG ? [false, true] : [true]) {
        const seed = aggressive ? 7 : 3;
        const match = playRandomGame(xenocide, aSetup(scenario, { maxTurns: aggressive ? 6 : 3 }), {
          seed,
          maxCommands: 8_000,
          ...(aggressive ? { policy: aggressivePolicy() as never } : {}),
          onCommand: (state, _events, index) =>
            mustParse(
              state.game,
              `${scenario} ${aggressive ? 'aggressive' : 'random'} seed ${seed} #${index}`,
            ),
        });
        mustParse(match.state.game, `${scenario} initial/final`);
      }
    },
    120_000,
  );

  // The quick suite plays the random-scenario game; `npm run test:long` (SANDTABLE_LONG=1) every scenario.
  it.each(LONG ? [...SCENARIOS, 'random'] : ['random'])(
    'heuristic bots play the CLI game of %s: every state parses',
    (scenario) => {
      const entry = rulesetDescription('xenocide');
      if (!entry?.bots.heuristic) throw new Error('the CLI has no xenocide heuristic bot');
      const bots = { red: entry.bots.heuristic(), blue: xenocideHeuristicBot() };
      const match = createMatch(xenocide, entry.setup({ scenario }) as never, { seed: 4 });
      const randoms = { red: botRandom(1), blue: botRandom(2) };
      mustParse(match.state.game, `${scenario} heuristic start`);
      for (let n = 0; n < 20_000 && !match.state.outcome; n++) {
        const player = match.state.pending[0]?.player as 'red' | 'blue';
        const command = bots[player].choose(match.state as GameState, player, randoms[player]);
        const result = match.apply(command as never);
        if (!result.ok) throw new Error(result.error.message);
        mustParse(result.state.game, `${scenario} heuristic #${n}`);
      }
      expect(match.state.outcome).toBeDefined();
    },
    120_000,
  );

  it('play on a table with buildings: every state parses', () => {
    const square = (x: number, y: number) => ({
      points: [
        { x, y },
        { x: x + 4, y },
        { x: x + 4, y: y + 4 },
        { x, y: y + 4 },
      ],
    });
    const setup = {
      ...aSetup('attrition', { maxTurns: 4 }),
      terrain: [
        { id: 'house', kind: 'building', polygon: square(20, 22), height: 4 },
        { id: 'shed', kind: 'building', polygon: square(48, 22), height: 2 },
        { id: 'depot', kind: 'building', polygon: square(34, 30), height: 3 },
      ],
      buildings: [{ feature: 'shed', construction: 'weak' as const, size: 'small' as const }],
    };
    // The quick suite's game (seed 2, aggressive) fires at a building; the long suite plays random play too.
    for (const seed of LONG ? [1, 2, 3] : [2]) {
      const match = playRandomGame(xenocide, setup, {
        seed,
        maxCommands: 8_000,
        ...(seed === 1 ? {} : { policy: aggressivePolicy() as never }),
        onCommand: (state, _events, index) => mustParse(state.game, `buildings seed ${seed} #${index}`),
      });
      expect(match.state.outcome).toBeDefined();
    }
  }, 120_000);

  it('an overrun fought during a move: every state until it resolves parses', () => {
    // Two armoured cars overrun two troopers (the position of overrun-move.test.ts).
    const position = inPhase(
      aPosition({
        units: [
          aUnit({
            id: 'red.c1.u1',
            profile: 'generic/armoured-car',
            at: [
              { x: 10, y: 10 },
              { x: 13, y: 10 },
            ],
            order: 'move-and-fire',
          }),
          aUnit({ id: 'blue.c1.u1', at: row(10, 20, 2) }),
        ],
      }),
      'first-movement',
      'red',
      ['red.c1.u1'],
    );
    let state = gameFromState(xenocide, position, { seed: 3 });
    const result = applyCommand(state, {
      type: 'move-unit',
      player: 'red',
      unit: 'red.c1.u1',
      mode: 'normal',
      overrun: 'blue.c1.u1',
      models: [
        { model: 'red.c1.u1.m1', path: [{ x: 10, y: 25.9 }] },
        { model: 'red.c1.u1.m2', path: [{ x: 13, y: 25.9 }] },
      ],
    });
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    expect(state.game.stage.kind === 'activation' && state.game.stage.overrun).toBeTruthy();
    for (let n = 0; n < 30 && state.game.stage.kind === 'activation' && state.game.stage.overrun; n++) {
      mustParse(state.game, `overrun #${n}`);
      seen.add('overrun');
      const prompt = state.pending[0];
      const next = applyCommand(state, legalCommands(state, prompt?.player ?? 'red')[0] as never);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
    }
    mustParse(state.game, 'after the overrun');
  });

  it('manual dice: states waiting for physical dice mid-command parse', () => {
    let state = createGame(xenocide, aSetup('seize-ground', { maxTurns: 2 }), { seed: 5, dice: manual });
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
    console.info(`xenocide state schema: ${checked} states parsed (every 10th also after a JSON round trip)`);
    console.info(`stages: ${[...stageKinds].join(', ')}; in-progress parts: ${[...seen].join(', ')}`);
    expect(checked).toBeGreaterThan(1000);
    expect([...seen]).toEqual(
      expect.arrayContaining(['attack', 'building-fire', 'assaults', 'overwatch', 'overrun', 'buildings']),
    );
    expect([...stageKinds]).toEqual(
      expect.arrayContaining([
        'plan-turn',
        'deploy',
        'activation/shooting',
        'activation/close-assault',
        'game-over',
      ]),
    );
  });
});

describe('xenocide.schemas.state refuses damaged states', () => {
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

  it('refuses negative command points', () => {
    refuses((s) => {
      s.sides[0].cp = -5;
    }, /sides.*cp|>=0/s);
  });

  it('refuses a unit with null models', () => {
    refuses((s) => {
      s.units[0].models = null;
    }, /models/);
  });

  it('refuses an unknown stage kind', () => {
    refuses((s) => {
      s.stage = { kind: 'time-warp' };
    }, /stage/);
  });

  it('refuses a string where a number belongs', () => {
    refuses((s) => {
      s.units[0].suppression = '2';
    }, /suppression/);
  });

  it('refuses NaN and Infinity coordinates', () => {
    refuses((s) => {
      s.units[0].models[0].x = Number.NaN;
    }, /x/);
    refuses((s) => {
      s.objectives.push({
        id: 'o9',
        owner: 'red',
        x: Number.POSITIVE_INFINITY,
        y: 1,
        revealed: false,
        removed: false,
      });
    }, /objectives/);
  });

  it('refuses unknown keys where the shape is fixed', () => {
    refuses((s) => {
      s.units[0].activity.teleported = true;
    }, /teleported/);
    refuses((s) => {
      s.hacked = true;
    }, /hacked/);
  });

  it('refuses a fractional count, a third player and a profile missing its weapons', () => {
    refuses((s) => {
      s.turn = 1.5;
    }, /turn/);
    refuses((s) => {
      s.players.push('green');
    }, /players/);
    refuses((s) => {
      const key = Object.keys(s.profiles).find((k) => s.profiles[k].kind === 'standard') as string;
      delete s.profiles[key].weapons;
    }, /weapons/);
  });

  it('refuses references the engine would follow blindly: an unknown profile, a stranger unit or stage player', () => {
    refuses((s) => {
      s.units[0].models[0].profile = 'nowhere/ghost';
    }, /ghost.*not in profiles/);
    refuses((s) => {
      s.units[0].player = 'mallory';
    }, /mallory.*not a player/);
    refuses((s) => {
      s.sides.reverse();
    }, /sides/);
  });
});
