import { createGame, scripted } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { ArmyInput } from '../../../src/rulesets/rampant/data/armies';
import type { ParamsInput } from '../../../src/rulesets/rampant/params';
import { rampant } from '../../../src/rulesets/rampant/ruleset';
import type { RmpState } from '../../../src/rulesets/rampant/state';
import { accept, army, eventsOf, feature, game, OPEN_TABLE, position, refused, unit } from './engine-support';

const LIGHT3 = army(['lightInfantry', 'lightInfantry', 'lightInfantry']);
const XENO3 = army(['lesserXenomorphs', 'lesserXenomorphs', 'lesserXenomorphs']);
const MISS = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
const pool = (hits: number, size = 10) => Array.from({ length: size }, (_, i) => (i < hits ? 6 : 1));
const shoot = (u: string, target: string) =>
  ({ type: 'order', player: 'red', unit: u, action: 'shoot', target }) as const;
const move = (u: string, to: { x: number; y: number }) =>
  ({ type: 'order', player: 'red', unit: u, action: 'move', to }) as const;
const attack = (u: string, target: string) =>
  ({ type: 'order', player: 'red', unit: u, action: 'attack', target }) as const;

/** The deployment step of a real setup: red wins the roll-off and takes the south, so blue deploys first. */
function deploying(
  params: ParamsInput = {},
  armies: [ArmyInput | string, ArmyInput | string] = ['expedition', 'expedition'],
) {
  const g = createGame(
    rampant,
    {
      players: [
        { id: 'red', army: armies[0] },
        { id: 'blue', army: armies[1] },
      ],
      scenario: OPEN_TABLE,
      params,
    } as never,
    { seed: 1, dice: scripted([6, 1]) },
  );
  const r = accept(g as never, { type: 'roll-off', player: 'red' });
  return accept(r.game, { type: 'choose-zone', player: 'red', zone: 'south' }).game;
}

/** red.u1 Suppressed at its phase's Rally step. */
function rallying(params: ParamsInput = {}): RmpState {
  const s = position({
    red: LIGHT3,
    blue: LIGHT3,
    params,
    place: { 'red.u1': { x: 10, y: 20 }, 'red.u2': { x: 30, y: 6 }, 'blue.u1': { x: 10, y: 44 } },
  });
  unit(s, 'red.u1').suppressed = true;
  s.activation = { player: 'red', step: 'rally', tried: [], wildTested: [], index: 0, freeFailed: false };
  s.stage = { kind: 'rally', player: 'red', units: ['red.u1'] };
  return s;
}

/** red.u1 shoots blue.u2 (Lesser Xenomorphs, no Commander near) with 2 hits, then blue removes the middle model. */
function shotXeno(
  params: ParamsInput,
  faces: number[],
  extra: Record<string, { x: number; y: number }> = {},
) {
  const s = position({
    red: LIGHT3,
    blue: XENO3,
    params,
    place: { 'red.u1': { x: 10, y: 10 }, 'blue.u2': { x: 10, y: 20 }, ...extra },
  });
  const r = accept(game(s, [3, 3, ...pool(2), ...faces]), shoot('red.u1', 'blue.u2'));
  return accept(r.game, { type: 'remove-models', player: 'blue', unit: 'blue.u2', models: ['blue.u2.m3'] });
}

describe('RMP-DEF-02 table and deployment parameters', () => {
  it('RMP-DEF-02 table.width: an 80" table takes a unit centred at x 70.5 that hangs off the 72" one', () => {
    const at = { type: 'deploy', player: 'blue', unit: 'blue.u2', at: { x: 70.5, y: 42 } } as const;
    refused(deploying(), at, 'illegal-deployment');
    expect(unit(accept(deploying({ table: { width: 80 } }), at).game.game, 'blue.u2').status).toBe('table');
  });

  it('RMP-DEF-02 table.depth: on a 60"-deep table the north zone is y 48–60', () => {
    const g = deploying({ table: { depth: 60 } });
    refused(
      g,
      { type: 'deploy', player: 'blue', unit: 'blue.u2', at: { x: 20, y: 42 } },
      'illegal-deployment',
      'RMP-DEF-02',
    );
    accept(g, { type: 'deploy', player: 'blue', unit: 'blue.u2', at: { x: 20, y: 55 } });
  });

  it('RMP-DEF-02 deployment.zoneDepth: 18" zones take a unit at y 32', () => {
    const at = { type: 'deploy', player: 'blue', unit: 'blue.u2', at: { x: 20, y: 32 } } as const;
    refused(deploying(), at, 'illegal-deployment', 'RMP-DEF-02');
    accept(deploying({ deployment: { zoneDepth: 18 } }), at);
  });
});

describe('RMP-DEF-03 turn parameters', () => {
  const endTurn = (params: ParamsInput, faces: number[]) => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      params,
      place: { 'red.u1': { x: 10, y: 6 }, 'blue.u1': { x: 10, y: 44 } },
    });
    const r = accept(game(s, faces), { type: 'end-phase', player: 'red' });
    return accept(r.game, { type: 'end-phase', player: 'blue' });
  };

  it('RMP-DEF-03 turn.order "rolloff": each later turn is rolled for; a tie goes to the player who was second', () => {
    const won = endTurn({ turn: { order: 'rolloff' } }, [2, 5]);
    expect(eventsOf(won.events, 'roll-off')[0]).toMatchObject({ winner: 'blue', purpose: 'initiative' });
    expect(eventsOf(won.events, 'turn-started')[0]).toMatchObject({ turn: 2, first: 'blue' });
    expect(won.game.game.stage).toEqual({ kind: 'order', player: 'blue' });
    const tie = endTurn({ turn: { order: 'rolloff' } }, [4, 4]);
    expect(eventsOf(tie.events, 'turn-started')[0]).toMatchObject({ turn: 2, first: 'blue' });
    expect(eventsOf(endTurn({}, []).events, 'turn-started')[0]).toMatchObject({ turn: 2, first: 'red' });
  });

  it('RMP-DEF-03 maxTurns: 1 ends the game after turn 1', () => {
    expect(endTurn({ maxTurns: 1 }, []).game.game.result).toMatchObject({
      reason: 'turn 1 ended: victory points',
    });
    expect(endTurn({}, []).game.game.result).toBeUndefined();
  });
});

describe('RMP-DEF-04 activation parameters', () => {
  it('RMP-DEF-04 activation.freeActionFailureEndsPhase: a failed Rally then ends the phase', () => {
    const run = (params: ParamsInput) => {
      const r = accept(game(rallying(params), [1, 1]), { type: 'rally', player: 'red', unit: 'red.u1' });
      return accept(r.game, { type: 'remove-models', player: 'red', unit: 'red.u1', models: ['red.u1.m5'] });
    };
    expect(run({}).game.game.stage).toEqual({ kind: 'order', player: 'red' });
    const ended = run({ activation: { freeActionFailureEndsPhase: true } });
    expect(eventsOf(ended.events, 'phase-ended')[0]).toMatchObject({ player: 'red', reason: 'test-failed' });
    expect(ended.game.game.stage).toEqual({ kind: 'order', player: 'blue' });
  });

  it('RMP-DEF-04 activation.freeActionFailureEndsPhase: a failed Wild Charge test then ends the phase', () => {
    const run = (params: ParamsInput) => {
      const s = position({
        red: LIGHT3,
        blue: XENO3,
        params,
        place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 18 }, 'blue.u2': { x: 50, y: 44 } },
      });
      s.activation = { player: 'blue', step: 'wild', tried: [], wildTested: [], index: 1, freeFailed: false };
      s.stage = { kind: 'wild-charge', player: 'blue', units: ['blue.u1'] };
      return accept(game(s, [2, 2]), { type: 'wild-charge', player: 'blue', unit: 'blue.u1' });
    };
    expect(run({}).game.game.stage).toEqual({ kind: 'order', player: 'blue' });
    expect(
      eventsOf(run({ activation: { freeActionFailureEndsPhase: true } }).events, 'turn-ended'),
    ).toHaveLength(1);
  });
});

describe('RMP-DEF-01 dice parameters', () => {
  it('RMP-DEF-01 dicePool.aboveHalf / atOrBelowHalf set the Shoot pool (6 and 3 dice)', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      params: { dicePool: { aboveHalf: 6, atOrBelowHalf: 3 } },
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    expect(
      eventsOf(accept(game(s, [3, 3, 1, 1, 1, 1, 1, 1]), shoot('red.u1', 'blue.u1')).events, 'shot')[0]?.dice,
    ).toBe(6);
    unit(s, 'red.u1').sp = 2;
    unit(s, 'red.u1').models.forEach((m, i) => {
      m.alive = i < 2;
    });
    expect(
      eventsOf(accept(game(s, [3, 3, 1, 1, 1]), shoot('red.u1', 'blue.u1')).events, 'shot')[0]?.dice,
    ).toBe(3);
  });

  it('RMP-DEF-01 courageDice.aboveHalf: 3 Courage dice turn a failed 1+2 (−1) into a pass with a third die', () => {
    expect(eventsOf(shotXeno({}, [1, 2]).events, 'courage-test')[0]).toMatchObject({
      dice: 2,
      score: 2,
      result: 'failed',
    });
    expect(
      eventsOf(shotXeno({ courageDice: { aboveHalf: 3 } }, [1, 2, 3]).events, 'courage-test')[0],
    ).toMatchObject({ dice: 3, score: 5, result: 'passed' });
  });

  it('RMP-DEF-01 courageDice.atOrBelowHalf: 2 dice for a unit at or below half', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      params: { courageDice: { atOrBelowHalf: 2 } },
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u2': { x: 10, y: 20 } },
    });
    // 6 hits on Armour 2: 3 SP lost, 2 left.
    let r = accept(game(s, [3, 3, ...pool(6), 6, 6]), shoot('red.u1', 'blue.u2'));
    r = accept(r.game, {
      type: 'remove-models',
      player: 'blue',
      unit: 'blue.u2',
      models: ['blue.u2.m5', 'blue.u2.m4', 'blue.u2.m3'],
    });
    expect(eventsOf(r.events, 'courage-test')[0]).toMatchObject({ dice: 2, roll: 12, score: 9 });
  });
});

describe('RMP-DEF-13 Courage parameters', () => {
  it('RMP-DEF-13 courage.coverBonus: 2 in cover turns a score of 3 into 5', () => {
    const ruins = { id: 't', name: 't', terrain: [feature('r', 'ruins', 8, 18, 10, 6)] };
    const run = (params: ParamsInput) => {
      const s = position({
        red: LIGHT3,
        blue: XENO3,
        scenario: ruins,
        params,
        place: { 'red.u1': { x: 10, y: 10 }, 'blue.u2': { x: 10, y: 20 } },
      });
      // 3 hits on Armour 3 (cover): 1 SP; Courage 1+2 −1 +cover.
      const r = accept(game(s, [3, 3, ...pool(3), 1, 2]), shoot('red.u1', 'blue.u2'));
      return accept(r.game, {
        type: 'remove-models',
        player: 'blue',
        unit: 'blue.u2',
        models: ['blue.u2.m3'],
      });
    };
    expect(eventsOf(run({}).events, 'courage-test')[0]).toMatchObject({ score: 3, result: 'failed' });
    expect(eventsOf(run({ courage: { coverBonus: 2 } }).events, 'courage-test')[0]).toMatchObject({
      score: 4,
      result: 'passed',
    });
  });

  it('RMP-DEF-13 courage.halfPointsPenalty: 2 takes 2 from the tests after half the points are gone', () => {
    const run = (params: ParamsInput) => {
      const s = position({
        red: LIGHT3,
        blue: army(['greaterXenomorphs', 'lesserXenomorphs', 'lesserXenomorphs']),
        params,
        place: {
          'red.u1': { x: 10, y: 10 },
          'blue.u1': { x: 10, y: 21 },
          'blue.u2': { x: 30, y: 44 },
          'blue.u3': { x: 45, y: 44 },
        },
      });
      unit(s, 'blue.u1').sp = 1;
      return accept(game(s, [3, 3, ...pool(3), 3, 3, 4, 4]), shoot('red.u1', 'blue.u1'));
    };
    expect(eventsOf(run({}).events, 'courage-test').map((t) => t.score)).toEqual([5, 7]);
    expect(
      eventsOf(run({ courage: { halfPointsPenalty: 2 } }).events, 'courage-test').map((t) => t.score),
    ).toEqual([4, 6]);
  });
});

describe('RMP-DEF-18 Commander parameters', () => {
  const run = (params: ParamsInput, cx: number) => shotXeno(params, [2, 2], { 'blue.u1': { x: cx, y: 20 } });

  it('RMP-DEF-18 courage.commanderBonus: 2 within range', () => {
    expect(eventsOf(run({}, 27.5).events, 'courage-test')[0]).toMatchObject({ score: 4 });
    expect(eventsOf(run({ courage: { commanderBonus: 2 } }, 27.5).events, 'courage-test')[0]).toMatchObject({
      score: 5,
    });
  });

  it('RMP-DEF-18 courage.commanderRange: 20" reaches a Commander 18" away', () => {
    expect(eventsOf(run({}, 33.5).events, 'courage-test')[0]).toMatchObject({ score: 3, result: 'failed' });
    expect(eventsOf(run({ courage: { commanderRange: 20 } }, 33.5).events, 'courage-test')[0]).toMatchObject({
      score: 4,
      result: 'passed',
    });
  });
});

describe('RMP-DEF-07 / RMP-DEF-09 shooting Armour parameters', () => {
  it('RMP-DEF-07 shooting.extremeRangeArmourBonus: 0 leaves Armour 2 at extreme range', () => {
    const run = (params: ParamsInput) => {
      const s = position({
        red: LIGHT3,
        blue: XENO3,
        params,
        place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 31 } },
      });
      return eventsOf(
        accept(game(s, [3, 3, ...pool(4), 6, 6]), shoot('red.u1', 'blue.u1')).events,
        'sp-lost',
      )[0];
    };
    expect(run({})).toMatchObject({ armour: 3, sp: 1 });
    expect(run({ shooting: { extremeRangeArmourBonus: 0 } })).toMatchObject({ armour: 2, sp: 2 });
  });

  it('RMP-DEF-07 shooting.coverArmourBonus: 2 makes Armour 4 in ruins', () => {
    const ruins = { id: 't', name: 't', terrain: [feature('r', 'ruins', 8, 18, 10, 6)] };
    const run = (params: ParamsInput) => {
      const s = position({
        red: LIGHT3,
        blue: XENO3,
        scenario: ruins,
        params,
        place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
      });
      return eventsOf(
        accept(game(s, [3, 3, ...pool(6), 6, 6]), shoot('red.u1', 'blue.u1')).events,
        'sp-lost',
      )[0];
    };
    expect(run({})).toMatchObject({ armour: 3, sp: 2 });
    expect(run({ shooting: { coverArmourBonus: 2 } })).toMatchObject({ armour: 4, sp: 1 });
  });

  it('RMP-DEF-09 shooting.goToGroundArmourBonus: 4 makes Armour 6 for a unit that Goes to Ground', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      params: { shooting: { goToGroundArmourBonus: 4 } },
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    let r = accept(game(s, [3, 3, ...pool(6), 6, 6]), shoot('red.u1', 'blue.u1'));
    r = accept(r.game, { type: 'react', player: 'blue', reaction: 'go-to-ground' });
    expect(eventsOf(r.events, 'sp-lost')[0]).toMatchObject({ armour: 6, sp: 1 });
  });
});

describe('RMP-DEF-09 reaction parameters', () => {
  const twoShots = (params: ParamsInput) => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      params,
      place: { 'red.u1': { x: 10, y: 10 }, 'red.u2': { x: 20, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    return game(s, [3, 3, ...MISS, 3, 3, ...MISS]);
  };

  it('RMP-DEF-09 reactions.perUnitPerTurn: 0 offers no reaction at all', () => {
    expect(accept(twoShots({}), shoot('red.u1', 'blue.u1')).game.game.stage).toMatchObject({
      kind: 'reaction',
      unit: 'blue.u1',
    });
    expect(
      accept(twoShots({ reactions: { perUnitPerTurn: 0 } }), shoot('red.u1', 'blue.u1')).game.game.stage,
    ).toEqual({ kind: 'order', player: 'red' });
  });

  it('RMP-DEF-09 reactions.perUnitPerTurn: 2 lets a unit that Went to Ground react again this turn', () => {
    let r = accept(twoShots({ reactions: { perUnitPerTurn: 2 } }), shoot('red.u1', 'blue.u1'));
    r = accept(r.game, { type: 'react', player: 'blue', reaction: 'go-to-ground' });
    r = accept(r.game, shoot('red.u2', 'blue.u1'));
    expect(r.game.game.stage).toMatchObject({
      kind: 'reaction',
      unit: 'blue.u1',
      options: ['go-to-ground', 'none'],
    });
    let d = accept(twoShots({}), shoot('red.u1', 'blue.u1'));
    d = accept(d.game, { type: 'react', player: 'blue', reaction: 'go-to-ground' });
    d = accept(d.game, shoot('red.u2', 'blue.u1'));
    expect(d.game.game.stage).toEqual({ kind: 'order', player: 'red' });
  });

  it('RMP-DEF-09 reactions.firefightTest: 8 makes a 7 fail', () => {
    const run = (params: ParamsInput) => {
      const s = position({
        red: LIGHT3,
        blue: LIGHT3,
        params,
        place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
      });
      const r = accept(game(s, [3, 3, ...MISS, 3, 4, ...MISS]), shoot('red.u1', 'blue.u1'));
      return eventsOf(
        accept(r.game, { type: 'react', player: 'blue', reaction: 'firefight' }).events,
        'reaction',
      )[0];
    };
    expect(run({})).toMatchObject({ roll: 7, passed: true });
    expect(run({ reactions: { firefightTest: 8 } })).toMatchObject({ roll: 7, passed: false });
  });

  it('RMP-DEF-09 reactions.counterChargeTest: 6 makes a 6 pass', () => {
    const run = (params: ParamsInput) => {
      const s = position({
        red: LIGHT3,
        blue: army(['berserkInfantry', 'lightInfantry', 'lightInfantry']),
        params,
        place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 16 } },
      });
      const r = accept(game(s, [4, 3, 3, 3, ...MISS, ...MISS, 1, 1, 1]), attack('red.u1', 'blue.u1'));
      return accept(r.game, { type: 'react', player: 'blue', reaction: 'counter-charge' }).events;
    };
    expect(eventsOf(run({}), 'reaction')[0]).toMatchObject({ roll: 6, passed: false });
    expect(eventsOf(run({}), 'fight')[0]).toMatchObject({ defenderNeed: 5 });
    const six = run({ reactions: { counterChargeTest: 6 } });
    expect(eventsOf(six, 'reaction')[0]).toMatchObject({ roll: 6, passed: true });
    expect(eventsOf(six, 'fight')[0]).toMatchObject({ defenderNeed: 4 });
  });
});

describe('RMP-DEF-12 Attack parameters', () => {
  const run = (params: ParamsInput) => {
    const s = position({
      red: LIGHT3,
      blue: army(['militiaRabble', 'lightInfantry', 'lightInfantry']),
      scenario: { id: 't', name: 't', terrain: [feature('ruins', 'ruins', 8, 15, 10, 6)] },
      params,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 16 } },
    });
    return accept(game(s, [4, 3, ...pool(3), ...MISS, 6, 6, 1, 1, 1]), attack('red.u1', 'blue.u1')).events;
  };

  it('RMP-DEF-12 attack.roughValue: 4 makes a non-Ranger in rough ground fight at 4+', () => {
    expect(eventsOf(run({}), 'fight')[0]).toMatchObject({ defenderNeed: 5 });
    expect(eventsOf(run({ attack: { roughValue: 4 } }), 'fight')[0]).toMatchObject({ defenderNeed: 4 });
  });

  it('RMP-DEF-12 attack.roughArmour: 3 makes its Armour 3 there (3 hits: 1 SP instead of 1 with a leftover)', () => {
    expect(eventsOf(run({}), 'sp-lost')[0]).toMatchObject({ armour: 2, sp: 1 });
    expect(eventsOf(run({ attack: { roughArmour: 3 } }), 'sp-lost')[0]).toMatchObject({ armour: 3, sp: 1 });
    expect(eventsOf(run({ attack: { roughArmour: 4 } }), 'sp-lost')[0]).toMatchObject({ armour: 4, sp: 0 });
  });
});

describe('RMP-DEF-14 Retreat parameters', () => {
  const blocked = (params: ParamsInput, face: number) =>
    shotXeno(params, [1, 2, face], { 'blue.u3': { x: 10, y: 24 } });

  it('RMP-DEF-14 retreat.mode accepts only "translate" (the block move)', () => {
    expect(() => position({ params: { retreat: { mode: 'scatter' } } as never, place: {} })).toThrow();
    expect(
      eventsOf(shotXeno({ retreat: { mode: 'translate' } }, [1, 2]).events, 'retreated')[0],
    ).toMatchObject({ distance: 6 });
  });

  it('RMP-DEF-14 retreat.clearance: 0.5 lets the unit come within half an inch (2.5" instead of 2")', () => {
    expect(eventsOf(blocked({}, 4).events, 'retreated')[0]).toMatchObject({ distance: 2 });
    expect(eventsOf(blocked({ retreat: { clearance: 0.5 } }, 4).events, 'retreated')[0]).toMatchObject({
      distance: 2.5,
    });
  });

  it('RMP-DEF-14 retreat.blockedLossOn: [6] spares a 2 and punishes a 6', () => {
    expect(unit(blocked({}, 2).game.game, 'blue.u2').sp).toBe(3);
    expect(unit(blocked({ retreat: { blockedLossOn: [6] } }, 2).game.game, 'blue.u2').sp).toBe(4);
    expect(unit(blocked({ retreat: { blockedLossOn: [6] } }, 6).game.game, 'blue.u2').sp).toBe(3);
  });

  it('RMP-DEF-14 retreat.blockedLossSp: 2 costs 2 SP', () => {
    expect(eventsOf(blocked({ retreat: { blockedLossSp: 2 } }, 1).events, 'sp-lost').at(-1)).toMatchObject({
      sp: 2,
      left: 2,
    });
  });
});

describe('RMP-DEF-15 movement parameters', () => {
  const ruins = { id: 't', name: 't', terrain: [feature('ruins', 'ruins', 0, 12, 60, 8)] };

  it('RMP-DEF-15 move.enemyClearance: 2 keeps a move 2" from the enemy', () => {
    const g = (params: ParamsInput) =>
      game(
        position({
          red: LIGHT3,
          blue: LIGHT3,
          params,
          place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 17 } },
        }),
        [3, 3],
      );
    accept(g({}), move('red.u1', { x: 13, y: 15 }));
    refused(
      g({ move: { enemyClearance: 2 } }),
      move('red.u1', { x: 13, y: 15 }),
      'illegal-order',
      'RMP-DEF-15',
    );
  });

  it('RMP-DEF-15 move.roughCost: 1.5 lets 6" with 4" in ruins cost 8"', () => {
    const g = (params: ParamsInput) =>
      game(
        position({
          red: LIGHT3,
          blue: LIGHT3,
          scenario: ruins,
          params,
          place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 44 } },
        }),
        [3, 3],
      );
    refused(g({}), move('red.u1', { x: 13, y: 16 }), 'illegal-order', 'RMP-MOV-01');
    accept(g({ move: { roughCost: 1.5 } }), move('red.u1', { x: 13, y: 16 }));
  });

  it('RMP-DEF-15 move.vehiclesEnterRough: true lets a vehicle drive into ruins', () => {
    const g = (params: ParamsInput) =>
      game(
        position({
          red: army(['softSkinVehicles', 'lightInfantry', 'lightInfantry'], 1),
          blue: LIGHT3,
          scenario: ruins,
          params,
          place: { 'red.u1': { x: 10, y: 8 }, 'blue.u1': { x: 10, y: 44 } },
        }),
        [3, 3],
      );
    refused(g({}), move('red.u1', { x: 10, y: 12 }), 'illegal-order', 'RMP-DEF-15');
    accept(g({ move: { vehiclesEnterRough: true } }), move('red.u1', { x: 10, y: 12 }));
  });

  it('RMP-DEF-15 coherency: 3" accepts a model 2.1" from the next', () => {
    const spread = [
      { x: 10, y: 12 },
      { x: 11.5, y: 12 },
      { x: 13, y: 12 },
      { x: 14.5, y: 12 },
      { x: 17.6, y: 12 },
    ];
    const g = (params: ParamsInput) =>
      game(
        position({
          red: LIGHT3,
          blue: LIGHT3,
          params,
          place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 44 } },
        }),
        [3, 3],
      );
    refused(
      g({}),
      { type: 'order', player: 'red', unit: 'red.u1', action: 'move', positions: spread },
      'illegal-order',
      'RMP-DEF-15',
    );
    accept(g({ coherency: 3 }), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'move',
      positions: spread,
    });
  });

  it('RMP-DEF-15 options.mobile.move: +6" lets a Mobile Light Infantry unit move 14"', () => {
    const g = (params: ParamsInput) =>
      game(
        position({
          red: army(['lightInfantry', 'lightInfantry', 'lightInfantry'], 0, { 0: ['mobile'] }),
          blue: LIGHT3,
          params,
          place: { 'red.u1': { x: 10, y: 4 }, 'blue.u1': { x: 10, y: 44 } },
        }),
        [3, 3],
      );
    accept(g({}), move('red.u1', { x: 13, y: 16 }));
    refused(g({}), move('red.u1', { x: 13, y: 18 }), 'illegal-order', 'RMP-MOV-01');
    accept(g({ options: { mobile: { move: 6 } } }), move('red.u1', { x: 13, y: 18 }));
  });

  it('RMP-DEF-15 options.slow.move: −4" leaves Slow Lesser Xenomorphs 8"', () => {
    const g = (params: ParamsInput) =>
      game(
        position({
          red: army(['lesserXenomorphs', 'lightInfantry', 'lightInfantry'], 1, { 0: ['slow'] }),
          blue: LIGHT3,
          params,
          place: { 'red.u1': { x: 10, y: 4 }, 'blue.u1': { x: 10, y: 44 } },
        }),
        [3, 3],
      );
    accept(g({}), move('red.u1', { x: 13, y: 14 }));
    refused(
      g({ options: { slow: { move: -4 } } }),
      move('red.u1', { x: 13, y: 14 }),
      'illegal-order',
      'RMP-MOV-01',
    );
  });

  it("RMP-DEF-15 options.mobile.cost and options.slow.cost set the units' points (and VP)", () => {
    const red = army(['lightInfantry', 'lesserXenomorphs', 'lightInfantry'], 0, {
      0: ['mobile'],
      1: ['slow'],
    });
    const pts = (params: ParamsInput) =>
      position({ red, params, place: {} })
        .units.filter((u) => u.player === 'red')
        .map((u) => u.points);
    expect(pts({})).toEqual([5, 2, 4]);
    expect(pts({ options: { mobile: { cost: 3 }, slow: { cost: -2 } } })).toEqual([7, 1, 4]);
  });
});

describe('RMP-DEF-16 line-of-sight parameters', () => {
  it('RMP-DEF-16 los.maxObscuringDepth: 3 lets a Shoot through 2.5" of woods', () => {
    const woods = { id: 't', name: 't', terrain: [feature('w', 'woods', 0, 14, 30, 2.5)] };
    const g = (params: ParamsInput) =>
      game(
        position({
          red: LIGHT3,
          blue: XENO3,
          scenario: woods,
          params,
          place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
        }),
        [3, 3, ...MISS],
      );
    refused(g({}), shoot('red.u1', 'blue.u1'), 'illegal-order', 'RMP-SHT-01');
    accept(g({ los: { maxObscuringDepth: 3 } }), shoot('red.u1', 'blue.u1'));
  });

  it('RMP-DEF-16 los.unitsBlock: a unit standing across every line blocks sight', () => {
    // A Greater Xenomorph (radius 1.5) screens a single-model target: lines from all five shooters pass through it.
    const g = (params: ParamsInput) =>
      game(
        position({
          red: army(['fightingVehicles', 'lightInfantry', 'lightInfantry'], 1),
          blue: army(['greaterXenomorphs', 'fightingVehicles', 'lesserXenomorphs']),
          params,
          place: { 'red.u1': { x: 20, y: 10 }, 'blue.u1': { x: 20, y: 16 }, 'blue.u2': { x: 20, y: 22 } },
        }),
        [3, 3, ...MISS],
      );
    expect(eventsOf(accept(g({}), shoot('red.u1', 'blue.u2')).events, 'shot')).toHaveLength(1);
    refused(g({ los: { unitsBlock: true } }), shoot('red.u1', 'blue.u2'), 'illegal-order', 'RMP-SHT-01');
  });
});

describe('RMP-DEF-19 army parameters', () => {
  it('RMP-DEF-19 army.points and army.minUnits change which lists a setup accepts', () => {
    const two = army(['eliteInfantry', 'lightInfantry']);
    const big = army(['fightingVehicles', 'fightingVehicles', 'fightingVehicles', 'eliteInfantry'], 3);
    const setup = (a: ArmyInput, params: ParamsInput) =>
      ({
        players: [
          { id: 'red', army: a },
          { id: 'blue', army: 'hive' },
        ],
        scenario: OPEN_TABLE,
        params,
      }) as never;
    expect(() => createGame(rampant, setup(two, {}), { seed: 1 })).toThrow(/at least 3 units/);
    expect(() => createGame(rampant, setup(two, { army: { minUnits: 2 } }), { seed: 1 })).not.toThrow();
    expect(() => createGame(rampant, setup(big, {}), { seed: 1 })).toThrow(
      /27 points, over the 24-point game/,
    );
    expect(() => createGame(rampant, setup(big, { army: { points: 30 } }), { seed: 1 })).not.toThrow();
  });
});

describe('RMP-DEF-20 victory parameters', () => {
  it("RMP-DEF-20 victory.commanderBonus: 5 makes the enemy Commander's unit worth its points + 5", () => {
    const run = (params: ParamsInput) => {
      const s = position({
        red: LIGHT3,
        blue: LIGHT3,
        params,
        place: {
          'red.u2': { x: 10, y: 6 },
          'red.u3': { x: 20, y: 6 },
          'blue.u1': { x: 10, y: 44 },
          'blue.u2': { x: 20, y: 44 },
        },
      });
      s.turn = 12;
      const r = accept(game(s, []), { type: 'end-phase', player: 'red' });
      return accept(r.game, { type: 'end-phase', player: 'blue' }).game.game.result;
    };
    expect(run({})?.scores).toEqual({ red: 4, blue: 6 });
    expect(run({ victory: { commanderBonus: 5 } })?.scores).toEqual({ red: 4, blue: 9 });
    expect(run({ victory: { commanderBonus: 0 } })).toMatchObject({
      winners: [],
      scores: { red: 4, blue: 4 },
    });
  });
});

describe('RMP-DEF-05 class overrides', () => {
  it('RMP-DEF-05 classes.lesserXenomorphs.courage: 2 turns a failed Courage test into a pass', () => {
    expect(eventsOf(shotXeno({}, [1, 2]).events, 'courage-test')[0]).toMatchObject({
      need: 4,
      result: 'failed',
    });
    expect(
      eventsOf(shotXeno({ classes: { lesserXenomorphs: { courage: 2 } } }, [1, 2]).events, 'courage-test')[0],
    ).toMatchObject({ need: 2, result: 'passed' });
  });

  it('RMP-DEF-05 classes.lightInfantry.shoot and .range: 3+ to hit and 30" range', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      params: { classes: { lightInfantry: { shoot: 3, range: 30 } } },
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 31 } },
    });
    const r = accept(game(s, [3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 6, 6]), shoot('red.u1', 'blue.u1'));
    expect(eventsOf(r.events, 'shot')[0]).toMatchObject({ need: 3, hits: 4, extreme: false });
    expect(eventsOf(r.events, 'sp-lost')[0]).toMatchObject({ armour: 2, sp: 2 });
  });
});
