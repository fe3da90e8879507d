/**
 * `xenosZealots.schemas.state` (`XzStateSchema`) accepts every state real play reaches (random play of both
 * tables in both seatings, seeded and manual dice) and refuses damaged or hostile states with a clear message.
 */
import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { type XzState, XzStateSchema, xenosZealots } from '../../../src/rulesets/xenos-zealots/index';
import { LONG } from '../../support/scale';
import { XZ_SETUPS, xzRuleset, xzSetup } from '../../support/xenos-zealots';

let checked = 0;
const stageKinds = new Set<string>();
const phases = new Set<string>();

/** Parses a state (every 10th also after a JSON round trip); throws naming the game and the problem. */
function mustParse(game: XzState, where: string): void {
  checked++;
  stageKinds.add(game.stage.kind);
  phases.add(game.phase);
  for (const candidate of checked % 10 === 0 ? [game, JSON.parse(JSON.stringify(game))] : [game]) {
    const parsed = XzStateSchema.safeParse(candidate);
    if (!parsed.success) throw new Error(`${where}: ${z.prettifyError(parsed.error)}`);
  }
}

describe('XzStateSchema accepts every state of real play', () => {
  it('is the ruleset’s state schema', () => {
    expect(xenosZealots.schemas.state).toBe(XzStateSchema);
  });

  // The quick suite plays each table once; the long suite both seatings with two seeds each.
  it.each(
    (LONG ? XZ_SETUPS : XZ_SETUPS.filter((_, i) => i % 2 === 0)).map((setup, i) => [i, setup] as const),
  )(
    'random play of setup %i: every state parses',
    (i, setup) => {
      for (const seed of LONG ? [100 + i, 200 + i] : [100 + i]) {
        const where = `setup ${i}, seed ${seed}`;
        const match = playRandomGame(xzRuleset, setup, {
          seed,
          onCommand: (state, _events, index) => mustParse(state.game, `${where} #${index}`),
        });
        mustParse(match.state.game, `${where} final`);
        expect(match.state.outcome).toBeDefined();
      }
    },
    120_000,
  );

  it('manual dice: states waiting for physical dice mid-command parse', () => {
    const match = playRandomGame(xzRuleset, xzSetup('hive-spire-assault'), {
      seed: 7,
      dice: 'manual',
      onCommand: (state, _events, index) => mustParse(state.game, `manual dice #${index}`),
    });
    expect(match.state.outcome).toBeDefined();
  }, 120_000);

  it('covered the stages of play', () => {
    console.info(
      `xenos-zealots state schema: ${checked} states parsed (every 10th also after a JSON round trip)`,
    );
    expect(checked).toBeGreaterThan(500);
    expect([...stageKinds]).toEqual(
      expect.arrayContaining([
        'odds-evens',
        'choose-role',
        'choose-zone',
        'deploy',
        'orders',
        'act',
        'game-over',
      ]),
    );
    expect([...phases]).toEqual(expect.arrayContaining(['command', 'primary', 'secondary', 'over']));
  });
});

/** A mid-game state of a seeded game (turn 2, a unit to act). */
function midGame(): XzState {
  let found: XzState | undefined;
  playRandomGame(xzRuleset, xzSetup(), {
    seed: 21,
    onCommand: (state) => {
      if (!found && state.game.turn === 2 && state.game.stage.kind === 'act') found = state.game;
    },
  });
  if (!found) throw new Error('the seeded game never reached an action in turn 2');
  return structuredClone(found);
}

describe('XzStateSchema refuses damaged states', () => {
  const base = midGame();
  // biome-ignore lint/suspicious/noExplicitAny: the tests damage the state in ways its type forbids.
  const refuses = (damage: (state: any) => void, message: RegExp) => {
    const state = structuredClone(base) as unknown;
    damage(state);
    const parsed = XzStateSchema.safeParse(state);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.message).toMatch(message);
  };

  it('accepts the undamaged mid-game state', () => {
    expect(XzStateSchema.safeParse(base).success).toBe(true);
  });

  it('refuses negative wounds, an unknown morale state and an unknown order counter', () => {
    refuses((s) => {
      s.units[0].models[0].wounds = -1;
    }, /wounds/);
    refuses((s) => {
      s.units[0].morale = 'panicking';
    }, /morale/);
    refuses((s) => {
      s.units[0].order = { owner: s.units[0].player, revealed: false, value: 'retreat' };
    }, /order/);
  });

  it('refuses an unknown stage kind, an unknown phase and a third player', () => {
    refuses((s) => {
      s.stage = { kind: 'time-warp', player: 'zealots' };
    }, /stage/);
    refuses((s) => {
      s.phase = 'halftime';
    }, /phase/);
    refuses((s) => {
      s.players.push('mallory');
    }, /players/);
  });

  it('refuses NaN coordinates, a string where a number belongs and unknown keys', () => {
    refuses((s) => {
      s.units[0].models[0].x = Number.NaN;
    }, /x/);
    refuses((s) => {
      s.turn = '2';
    }, /turn/);
    refuses((s) => {
      s.units[0].godMode = true;
    }, /godMode/);
  });
});
