import { applyCommand, gameFromState, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import { xenocideInvariants } from '../../../../src/rulesets/xenocide/invariants';
import {
  activation,
  aLineUnit,
  aMovementPosition,
  eventsOf,
  type Game,
  gameOf,
  move,
  play,
  unitIn,
} from '../../../support/xenocide';

const harpies = (at = [{ x: 36, y: 4 }]) =>
  aLineUnit({ id: 'red.c1.u1', profile: 'kethri/harpy', order: 'move-and-fire', at });
/** A blue squad straddling x = 36 at y = 20, right under the harpy's flight line. */
const squad = (id = 'blue.c1.u1', y = 20) =>
  aLineUnit({
    id,
    profile: 'generic/line-infantry',
    order: 'fire-and-move',
    at: [
      { x: 35, y },
      { x: 36, y },
      { x: 37, y },
    ],
  });
const position = (...blue: ReturnType<typeof squad>[]) =>
  aMovementPosition({
    units: [harpies(), ...blue],
    stage: activation('red', 'first-movement', ['red.c1.u1']),
  });
const flyNorth = (extra = {}) => move('red.c1.u1', { m1: [{ x: 36, y: 28 }] }, extra);

describe('XEN-TERR-31 bombs (R40)', () => {
  it('XEN-TERR-31 a flyer drops its bombs on a unit it flies over, resolved at once without LOS or range', () => {
    // Acid Drops: 1 shot at Acc 3 (a 2 hits), AOE 1d3 → 1 hit on 1 model; its armor save (6) fails.
    const game = gameOf(position(squad()), [2, 2, 6]);
    const moved = play(game, flyNorth({ bombs: ['blue.c1.u1'] }));
    const fired = eventsOf(moved.events, 'shots-fired');
    expect(fired).toHaveLength(1);
    expect(fired[0]).toMatchObject({ shooter: 'red.c1.u1', target: 'blue.c1.u1', phase: 'bombing' });
    expect(fired[0]?.rules).toContain('XEN-TERR-31');
    // The flyer ended its move where it was sent; blue chooses which of its identical models dies.
    expect(unitIn(moved.state, 'red.c1.u1').models[0]).toMatchObject({ x: 36, y: 28 });
    const prompt = moved.state.pending[0];
    expect(prompt).toMatchObject({ player: 'blue', kind: 'assign-casualties' });
    const assign = legalCommands(moved.state, 'blue')[0] as XenocideCommand;
    const { state, events } = play(moved.state, assign);
    const removed = eventsOf(events, 'model-removed');
    expect(removed).toHaveLength(1);
    expect(removed[0]?.rules).toContain('XEN-TERR-31');
    expect(eventsOf(events, 'attack-resolved')[0]).toMatchObject({ phase: 'bombing', unsaved: 1 });
    expect(state.game.stage).toMatchObject({ kind: 'activation', phase: 'first-movement' });
    expect(state.game.stage.kind === 'activation' && state.game.stage.bombing).toBeFalsy();
    expect(xenocideInvariants(state.game)).toEqual([]);
  });

  it('XEN-TERR-31 bombs are refused on a unit the path does not pass over, and for a unit with no bombs', () => {
    const start = gameOf(position(squad(), squad('blue.c1.u2', 40)));
    const far = applyCommand(start, flyNorth({ bombs: ['blue.c1.u2'] }));
    expect(far.ok).toBe(false);
    if (!far.ok) {
      expect(far.state).toBe(start);
      expect(far.error).toMatchObject({ code: 'illegal-action', rule: 'XEN-TERR-31', path: ['bombs', 0] });
      expect(far.error.message).toContain('does not pass over unit blue.c1.u2');
    }
    const tanks = gameOf(
      aMovementPosition({
        units: [
          aLineUnit({
            id: 'red.c1.u1',
            profile: 'generic/medium-tank',
            order: 'move-and-fire',
            at: [{ x: 36, y: 16 }],
          }),
          squad(),
        ],
        stage: activation('red', 'first-movement', ['red.c1.u1']),
      }),
    );
    const noBombs = applyCommand(
      tanks,
      move('red.c1.u1', { m1: [{ x: 36, y: 22 }] }, { bombs: ['blue.c1.u1'] }),
    );
    expect(noBombs.ok).toBe(false);
    if (!noBombs.ok) expect(noBombs.error).toMatchObject({ code: 'illegal-action', rule: 'XEN-TERR-31' });
  });

  it('XEN-TERR-31 bombing two units resolves them in the order flown over, then each bombed unit that reached a threshold tests (R40)', () => {
    const game = gameOf(position(squad('blue.c1.u1', 14), squad('blue.c1.u2', 22)), [6, 6]);
    const { events } = play(game, flyNorth({ bombs: ['blue.c1.u2', 'blue.c1.u1'] }));
    const fired = eventsOf(events, 'shots-fired').map((e) => e.target);
    expect(fired).toEqual(['blue.c1.u1', 'blue.c1.u2']);
    // Two misses (6s): one shot each never reaches a suppression threshold, so no test is rolled.
    expect(eventsOf(events, 'suppression-tested')).toHaveLength(0);
  });

  it('XEN-TERR-31 a bombed unit whose tally reaches a threshold tests for suppression after the flyer’s move (R40)', () => {
    const tank = aLineUnit({
      id: 'blue.c1.u1',
      profile: 'generic/medium-tank',
      order: 'fire-and-move',
      at: [{ x: 36, y: 20 }],
    });
    // The bomb misses (6); one shot at a one-model unit reaches the threshold: the tank tests (6, 6: passed).
    const { events } = play(gameOf(position(tank), [6, 6, 6]), flyNorth({ bombs: ['blue.c1.u1'] }));
    const types = events.map((e) => e.type).filter((t) => t !== 'dice-rolled');
    expect(types.indexOf('suppression-tested')).toBeGreaterThan(types.indexOf('attack-resolved'));
    expect(eventsOf(events, 'suppression-tested')[0]).toMatchObject({ unit: 'blue.c1.u1', passed: true });
  });

  it('XEN-TERR-31 legalCommands offers bombing moves to a flyer whose sampled path passes over enemies', () => {
    const game = gameFromState(xenocide, position(squad()), { seed: 7 }) as Game;
    const bombing = legalCommands(game, 'red').filter((c) => c.type === 'move-unit' && c.bombs !== undefined);
    expect(bombing.length).toBeGreaterThan(0);
    for (const command of bombing) expect(applyCommand(game, command).ok).toBe(true);
  });
});
