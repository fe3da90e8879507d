import fc from 'fast-check';
import { applyCommand, gameFromState, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import { scale } from '../../../support/scale';
import {
  aFeature,
  aPosition,
  aUnit,
  type Event,
  type Game,
  inPhase,
  rect,
  row,
} from '../../../support/xenocide';

/**
 * Red's First Movement with armoured cars close enough to overrun, infantry on Assault orders facing blue
 * infantry, a loaded transport, a blue unit on overwatch and some woods: random legal play overruns,
 * assaults, reinforces, flees, retreats and follows up, then goes on into blue's activation.
 */
function battlefield(): XenocideState {
  const position = aPosition({
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
      aUnit({ id: 'red.c1.u2', at: row(30, 11, 4), order: 'assault' }),
      aUnit({ id: 'red.c1.u3', models: [{ at: { x: 50, y: 12 }, profile: 'test/apc' }], order: 'assault' }),
      aUnit({
        id: 'red.c1.u4',
        order: 'assault',
        models: [1, 2, 3].map(() => ({ at: { x: 50, y: 12 }, embarkedIn: 'red.c1.u3.m1' })),
      }),
      aUnit({ id: 'blue.c1.u1', at: row(10, 20, 2) }),
      aUnit({ id: 'blue.c1.u2', at: row(30, 20, 4), order: 'assault' }),
      aUnit({ id: 'blue.c1.u3', at: row(50, 21, 3), overwatch: true }),
      aUnit({ id: 'blue.c1.u4', profile: 'test/brute', at: row(38, 26, 2), order: 'assault' }),
    ],
    terrain: [aFeature({ id: 'wood', cover: 'light', polygon: rect(44, 24, 6, 4) })],
  });
  const start = inPhase(position, 'first-movement', 'red', [
    'red.c1.u1',
    'red.c1.u2',
    'red.c1.u3',
    'red.c1.u4',
  ]);
  return {
    ...start,
    companies: start.companies.map((c) => ({ ...c, activated: c.id === 'red.c1' })),
    sides: [start.sides[0], { ...start.sides[1], activationOrder: ['blue.c1'] }],
  };
}

describe('random legal play through overruns and close assaults', () => {
  it('XEN-CA-04 XEN-OVR-03 XEN-SUP-01 every prompt offers a legal command, each is accepted, invariants hold', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 120, maxLength: 120 }),
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
            const before = game.game;
            game = result.state as Game;
            for (const event of result.events as Event[]) seen.add(event.type);
            expect(xenocide.invariants(game.game)).toEqual([]);
            for (const unit of game.game.units) {
              const was = before.units.find((u) => u.id === unit.id);
              const live = (u: typeof unit) => u.models.filter((m) => !m.removed).length;
              if (was) expect(live(unit)).toBeLessThanOrEqual(live(was));
              expect(unit.suppression).toBeGreaterThanOrEqual(0);
            }
          }
        },
      ),
      {
        numRuns: Number(process.env.PROP_RUNS ?? scale(10, 30)),
        ...(process.env.PROP_RUNS ? {} : { seed: 11 }),
      },
    );
    // The runs went through the steps this test is about.
    for (const type of ['assault-started', 'overrun-resolved', 'casualties-assigned', 'assault-ended'])
      expect(seen).toContain(type);
  });
});
