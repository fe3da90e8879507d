import { describe, expect, it } from 'vitest';
import { botRandom, randomBot } from '../../src/bots/index.js';
import { applyCommand, createGame, defineRuleset, manual, replay, stateHash } from '../../src/index.js';
import { wastelandTactics } from '../../src/rulesets/wasteland-tactics/index.js';
import { xenocide } from '../../src/rulesets/xenocide/index.js';
import { playGame } from '../../src/sim/index.js';
import { type DuelCommand, duel } from '../fixtures/duel.js';
import { setupFor } from '../support/wasteland-tactics';
import { aSetup, XENOCIDE_SCENARIOS } from '../support/xenocide';

/** The duel with its move samples removed from legalCommands: moves are only offered as templates. */
const templateDuel = defineRuleset({
  ...duel,
  id: 'duel-templates',
  legalCommands: (state, player) => duel.legalCommands(state, player).filter((c) => c.type !== 'move'),
});

const two = () => ({ red: randomBot(), blue: randomBot() });

describe('randomBot answers every prompt of every bundled ruleset', () => {
  it.each(XENOCIDE_SCENARIOS)('xenocide %s plays to an outcome', (scenario) => {
    const game = playGame({
      ruleset: xenocide,
      setup: aSetup(scenario, { maxTurns: 2 }),
      bots: two(),
      seed: 3,
    });
    expect(game.outcome).toBeDefined();
    expect(xenocide.invariants(game.state.game)).toEqual([]);
  });

  it.each(['random' as const])('wasteland-tactics mission %s plays to an outcome', (mission) => {
    const game = playGame({
      ruleset: wastelandTactics,
      setup: setupFor(2, mission),
      bots: two(),
      seed: 5,
    });
    expect(game.outcome).toBeDefined();
  });

  it('wasteland-tactics with three players plays to an outcome', () => {
    const bots = { ...two(), green: randomBot() };
    const game = playGame({ ruleset: wastelandTactics, setup: setupFor(3, 3), bots, seed: 8 });
    expect(game.outcome).toBeDefined();
  });

  it('the duel plays to an outcome, never conceding (a standing command answers no prompt)', () => {
    const bots = { a: randomBot(), b: randomBot(), c: randomBot() };
    const game = playGame({ ruleset: duel, setup: { players: ['a', 'b', 'c'] }, bots, seed: 2 });
    expect(game.outcome).toBeDefined();
    expect(game.record.commands.some((c) => (c as { type: string }).type === 'concede')).toBe(false);
  });
});

describe('randomBot is deterministic given its random source', () => {
  it('the same seed plays the same game; another seed plays another', () => {
    const play = (seed: number) =>
      playGame({ ruleset: xenocide, setup: aSetup('seize-ground', { maxTurns: 1 }), bots: two(), seed });
    const a = play(11);
    expect(play(11).record).toEqual(a.record);
    expect(stateHash(play(12).state)).not.toBe(stateHash(a.state));
  });

  it('the record it leaves replays to the same state', () => {
    const game = playGame({ ruleset: duel, setup: { players: ['red', 'blue'] }, bots: two(), seed: 4 });
    expect(stateHash(replay(game.record, duel).state)).toBe(stateHash(game.state));
  });
});

describe('randomBot samples commands from templates when no legal command covers a prompt', () => {
  it('moves in a duel whose moves are offered only as templates, every sample accepted', () => {
    const game = playGame({
      ruleset: templateDuel,
      setup: { players: ['red', 'blue'] },
      bots: two(),
      seed: 6,
    });
    const moves = game.record.commands.filter((c) => (c as { type: string }).type === 'move');
    expect(moves.length).toBeGreaterThan(0);
    expect(game.outcome).toBeDefined();
  });

  it('uses a sampler given for the command type', () => {
    let calls = 0;
    const bot = randomBot({
      avoid: ['pass'],
      samplers: {
        move: (t) => {
          calls++;
          const from = t.params.from as { x: number; y: number };
          return [{ type: 'move', player: t.player, to: { x: from.x, y: from.y + 1 } }];
        },
      },
    });
    const game = playGame({
      ruleset: templateDuel,
      setup: { players: ['red', 'blue'] },
      bots: { red: bot, blue: bot },
      seed: 6,
      maxCommands: 40,
    });
    const moves = game.record.commands.filter((c) => (c as { type: string }).type === 'move');
    expect(moves.length).toBeGreaterThan(0);
    expect(calls).toBeGreaterThan(0);
    expect(bot.recipe).toBeUndefined();
  });
});

describe('randomBot and the other prompts', () => {
  it('rolls physical dice for manual-dice roll prompts', () => {
    let state = createGame(duel, { players: ['red', 'blue'] }, { seed: 1, dice: manual });
    const bot = randomBot();
    const random = botRandom(9);
    let rolled = 0;
    for (let n = 0; n < 2000 && !state.outcome; n++) {
      const player = state.pending[0]?.player as string;
      const command = bot.choose(state, player, random);
      if (command.type === 'provide-dice') rolled++;
      const result = applyCommand(state, command as DuelCommand);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect(state.outcome).toBeDefined();
    expect(rolled).toBeGreaterThan(0);
  });

  it('never picks an avoided command type while another answers the prompt', () => {
    const bot = randomBot({ avoid: ['pass'] });
    const game = playGame({
      ruleset: duel,
      setup: { players: ['red', 'blue'] },
      bots: { red: bot, blue: bot },
      seed: 3,
    });
    const types = new Set(game.record.commands.map((c) => (c as { type: string }).type));
    expect(types.has('pass')).toBe(false);
    expect(types.has('move')).toBe(true);
  });

  it('picks an avoided command type when nothing else answers', () => {
    const state = createGame(duel, { players: ['red', 'blue'] }, { seed: 1 });
    const command = randomBot({ avoid: ['bid'] }).choose(state, 'red', botRandom(1));
    expect(command.type).toBe('bid');
  });

  it('says clearly when it is asked to choose for a player with no prompt', () => {
    const state = createGame(duel, { players: ['red', 'blue'] }, { seed: 1 });
    expect(() => randomBot().choose(state, 'green', botRandom(1))).toThrow(
      /green is not asked for a decision/,
    );
  });

  it('carries a recipe a worker can rebuild it from', () => {
    expect(randomBot({ avoid: ['concede'] }).recipe).toEqual({
      module: 'sandtable/bots',
      export: 'randomBot',
      args: [{ avoid: ['concede'] }],
    });
  });
});
