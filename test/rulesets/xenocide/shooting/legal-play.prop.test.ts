import fc from 'fast-check';
import { applyCommand, gameFromState, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import { aFeature, aPosition, aUnit, type Event, type Game, rect, row } from '../../../support/xenocide';

/**
 * Red's Shooting phase with a suppressed unit, a unit in cover and blue units on overwatch, set up so that
 * random legal play shoots, allocates, tests suppression, rallies, moves into overwatch windows and goes on
 * into blue's activation.
 */
function battlefield(): XenocideState {
  const position = aPosition({
    units: [
      aUnit({ id: 'red.c1.u1', at: row(10, 10, 4), suppression: 2 }),
      aUnit({ id: 'red.c1.u2', at: row(20, 12, 3), order: 'move-and-fire' }),
      aUnit({ id: 'blue.c1.u1', at: row(10, 22, 5), order: 'move-and-fire' }),
      aUnit({ id: 'blue.c1.u2', at: row(22, 24, 3), overwatch: true }),
      aUnit({
        id: 'blue.c1.u3',
        models: [...row(30, 22, 2).map((at) => ({ at })), { at: { x: 34, y: 22 }, profile: 'test/tank' }],
      }),
    ],
    terrain: [aFeature({ id: 'wood', cover: 'light', polygon: rect(8, 20, 5, 4) })],
  });
  return {
    ...position,
    companies: position.companies.map((c) => ({ ...c, activated: c.id === 'red.c1' })),
    sides: [position.sides[0], { ...position.sides[1], activationOrder: ['blue.c1'] }],
  };
}

describe('random legal play through shooting, suppression, overwatch and rally', () => {
  it('XEN-SUP-01 XEN-SUP-29 markers never go below 0 and a rally never adds one; every legal command is accepted', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        (seed, picks) => {
          let game = gameFromState(xenocide, battlefield(), { seed }) as Game;
          for (const pick of picks) {
            if (game.outcome) break;
            const player = game.pending[0]?.player;
            if (!player) break;
            const legal = legalCommands(game, player);
            expect(legal.length).toBeGreaterThan(0);
            const command = legal[pick % legal.length];
            const result = applyCommand(game, command as never);
            if (!result.ok)
              throw new Error(`legal ${JSON.stringify(command)} refused: ${result.error.message}`);
            game = result.state as Game;
            for (const unit of game.game.units) expect(unit.suppression).toBeGreaterThanOrEqual(0);
            for (const event of result.events as Event[]) {
              if (event.type === 'markers-changed' && event.cause === 'rally')
                expect(event.after).toBeLessThanOrEqual(event.before);
            }
            expect(xenocide.invariants(game.game)).toEqual([]);
          }
        },
      ),
      { numRuns: 25, seed: 7 },
    );
  });
});
