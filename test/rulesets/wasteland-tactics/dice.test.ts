import { createGame, withScriptedDice } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { WastelandContext } from '../../../src/rulesets/wasteland-tactics/events';
import { wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import { d5FromD10, rollD5, rollTest } from '../../../src/rulesets/wasteland-tactics/rules/dice/dice';
import { aPosition, eventsOf, gameOf, play, setupFor } from '../../support/wasteland-tactics';

/** A stand-in context whose d10 returns the given faces and counts them. */
function faces(...values: number[]): WastelandContext & { used: () => number } {
  let i = 0;
  return {
    dice: { d10: () => values[i++] as number },
    used: () => i,
  } as unknown as WastelandContext & { used: () => number };
}

describe('dice (WT-DICE)', () => {
  it('WT-DICE-01 a roll passes when the D10 is at least the characteristic (Will 6+ passes on 6-10)', () => {
    expect(rollTest(faces(6), { purpose: 'will', target: 6, modifier: 0 }).passed).toBe(true);
    expect(rollTest(faces(5), { purpose: 'will', target: 6, modifier: 0 }).passed).toBe(false);
  });

  it("WT-DICE-02 Shoot and Fight rolls need the weapon's hit value", () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 20 }] },
        ],
      }),
      [4],
    );
    const { events } = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'shoot', target: 'b' }],
    });
    expect(eventsOf(events, 'attack-rolled')[0]).toMatchObject({ weapon: 'Rifle', needed: 5, hits: 0 });
  });

  it('WT-DICE-03 the best face is 10 (a 0 counts as 10)', () => {
    expect(rollTest(faces(10), { purpose: 'life', target: 10, modifier: 0 })).toEqual({
      die: 10,
      needed: 10,
      passed: true,
    });
  });

  it('WT-DICE-04 modifiers are added to the roll and stack', () => {
    expect(rollTest(faces(5), { purpose: 'life', target: 6, modifier: +1 + 1 - 1 })).toEqual({
      die: 5,
      needed: 5,
      passed: true,
    });
  });

  it('WT-DICE-05 a roll needing 1+ or less succeeds without rolling (R4)', () => {
    const ctx = faces();
    expect(rollTest(ctx, { purpose: 'life', target: 2, modifier: 1 })).toEqual({
      die: null,
      needed: 1,
      passed: true,
    });
    expect(ctx.used()).toBe(0);
  });

  it('WT-DICE-06 a roll needing 11+ or more fails without rolling (R4)', () => {
    const ctx = faces();
    expect(rollTest(ctx, { purpose: 'life', target: 6, modifier: -5 })).toEqual({
      die: null,
      needed: 11,
      passed: false,
    });
    expect(ctx.used()).toBe(0);
    const forced = faces(10);
    expect(rollTest(forced, { purpose: 'cast', target: 6, modifier: -5, alwaysRoll: true })).toEqual({
      die: 10,
      needed: 11,
      passed: false,
    });
  });

  it('WT-DICE-07 a D5 is a D10 halved and rounded up (R3: a 9 gives 5)', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(d5FromD10)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(rollD5(faces(9), 'push forward') + 2).toBe(7);
  });

  it('WT-DICE-08 models with different weapons or targets roll as separate groups, in model order (R2)', () => {
    const game = gameOf(
      aPosition({
        units: [
          {
            id: 'r',
            player: 'red',
            profile: 'trooper',
            at: [
              { x: 10, y: 10 },
              { x: 11.25, y: 10 },
            ],
          },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 20 }] },
        ],
      }),
      [1, 2],
    );
    const { events } = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'shoot', target: 'b' }],
    });
    expect(eventsOf(events, 'attack-rolled').map((a) => [a.model, a.dice])).toEqual([
      ['r.m1', [1]],
      ['r.m2', [2]],
    ]);
  });

  it('WT-DICE-09 a die of no stated type is a D10 (the random mission, R2)', () => {
    const game = withScriptedDice(
      createGame(wastelandTactics, setupFor(2, 'random'), { seed: 1 }),
      [10, 4, 7, 2, 9, 3, 8],
    );
    const result = play(game as never, { type: 'start-game', player: 'red' });
    expect(eventsOf(result.events, 'game-started')[0]).toMatchObject({
      mission: 10,
      rolled: true,
      name: 'Total annihilation',
    });
  });
});
