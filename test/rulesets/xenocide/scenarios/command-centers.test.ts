import { eventsFor, legalCommands, viewFor } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  BLUE,
  edit,
  eventsOf,
  type Game,
  placeUnit,
  play,
  playActivation,
  RED,
  refused,
  startGame,
  toFirstActivation,
} from '../../../support/xenocide';

/** Command Centers with the sides settled (red south) and the objective roll-off next. */
function toObjectiveRollOff(): Game {
  return play(
    startGame('command-centers', { dice: [6, 1] }),
    { type: 'roll-off', player: RED },
    { type: 'choose-edge', player: RED, edge: 'south' },
  ).state;
}

const place = (player: string, x: number, y: number) => ({
  type: 'place-objective' as const,
  player,
  at: { x, y },
});

/** Red o1 (12,12) o3 (36,12) o5 (60,12); blue o2 (12,40) o4 (36,40) o6 (60,40). Real: red o1, blue o4. */
const layout = {
  objectives: {
    red: [
      { x: 12, y: 12 },
      { x: 36, y: 12 },
      { x: 60, y: 12 },
    ],
    blue: [
      { x: 12, y: 40 },
      { x: 36, y: 40 },
      { x: 60, y: 40 },
    ],
  },
  commandCenter: { red: 0, blue: 1 },
};

describe('Command Centers set-up', () => {
  it('XEN-SCEN-22 the players roll off (ties reroll) and, from the higher roller, alternate placing 3 objectives each', () => {
    const game = withDiceRollOff(toObjectiveRollOff(), [4, 4, 1, 3]);
    expect(game.game.stage).toEqual({ kind: 'place-objective', player: BLUE });
    const { state, events } = play(
      game,
      place(BLUE, 12, 40),
      place(RED, 12, 12),
      place(BLUE, 36, 40),
      place(RED, 36, 12),
      place(BLUE, 60, 40),
      place(RED, 60, 12),
    );
    expect(eventsOf(events, 'objective-placed').map((e) => e.player)).toEqual([
      BLUE,
      RED,
      BLUE,
      RED,
      BLUE,
      RED,
    ]);
    expect(state.game.stage.kind).toBe('choose-command-center');
  });

  it('XEN-SCEN-23 an objective goes 6" to 18" from its owner\'s edge', () => {
    const game = withDiceRollOff(toObjectiveRollOff(), [6, 1]);
    for (const y of [5.9, 18.1, 30]) {
      const error = refused(game, place(RED, 30, y));
      expect(error.code).toBe('out-of-range');
      expect(error.message).toContain('XEN-SCEN-23');
    }
    expect(play(game, place(RED, 30, 6)).state.game.objectives[0]).toMatchObject({ y: 6 });
    expect(play(game, place(RED, 30, 18)).state.game.objectives[0]).toMatchObject({ y: 18 });
    // Blue's edge is north: 6" to 18" from y = 48.
    const blue = play(game, place(RED, 10, 10)).state;
    expect(refused(blue, place(BLUE, 60, 10)).message).toContain('your table edge');
    expect(play(blue, place(BLUE, 60, 42)).state.game.objectives[1]).toMatchObject({ owner: BLUE, y: 42 });
  });

  it('XEN-SCEN-23 objectives are at least 12" apart and none within 24" of an enemy objective', () => {
    const game = play(withDiceRollOff(toObjectiveRollOff(), [6, 1]), place(RED, 30, 12)).state;
    const enemyNear = refused(game, place(BLUE, 30, 30));
    expect(enemyNear.message).toContain('24"');
    expect(play(game, place(BLUE, 30, 36.01)).state.game.objectives).toHaveLength(2);
    const placed = play(game, place(BLUE, 60, 40)).state;
    const ownNear = refused(placed, place(RED, 41.9, 12));
    expect(ownNear.message).toContain('12"');
    expect(play(placed, place(RED, 42, 12)).state.game.objectives).toHaveLength(3);
  });

  it('XEN-SCEN-24 each player secretly names one of their own objectives as the real command center', () => {
    let game = withDiceRollOff(toObjectiveRollOff(), [6, 1]);
    game = play(
      game,
      place(RED, 12, 12),
      place(BLUE, 12, 40),
      place(RED, 36, 12),
      place(BLUE, 36, 40),
      place(RED, 60, 12),
      place(BLUE, 60, 40),
    ).state;
    expect(game.pending.map((p) => [p.player, p.secret])).toEqual([
      [RED, true],
      [BLUE, true],
    ]);
    expect(
      legalCommands(game, RED).map((c) => (c.type === 'choose-command-center' ? c.objective : '')),
    ).toEqual(['o1', 'o3', 'o5']);
    const enemy = refused(game, { type: 'choose-command-center', player: RED, objective: 'o2' });
    expect(enemy.code).toBe('unknown-entity');
    const chosen = play(game, { type: 'choose-command-center', player: RED, objective: 'o3' });
    expect(eventsFor(chosen.events, BLUE)).toEqual([]);
    expect(eventsOf(chosen.events, 'command-center-chosen')).toEqual([
      expect.objectContaining({ player: RED, objective: 'o3', visibleTo: [RED] }),
    ]);
    expect(JSON.stringify(viewFor(chosen.state, BLUE).game.stage)).not.toContain('o3');
    expect(JSON.stringify(viewFor(chosen.state, RED).game.stage)).toContain('o3');
    // Red has chosen: only blue is asked now (the core answers before the ruleset's 'already-chosen').
    const twice = refused(chosen.state, { type: 'choose-command-center', player: RED, objective: 'o1' });
    expect(twice.code).toBe('not-your-turn');
    expect(twice.message).toContain('blue (choose-command-center)');
    const done = play(chosen.state, { type: 'choose-command-center', player: BLUE, objective: 'o6' }).state;
    const blueView = viewFor(done, BLUE).game.objectives;
    expect(blueView.filter((o) => o.owner === RED).every((o) => !('real' in o))).toBe(true);
    expect(blueView.filter((o) => o.owner === BLUE).map((o) => o.real)).toEqual([false, false, true]);
    expect(
      viewFor(done, RED)
        .game.objectives.filter((o) => o.owner === RED)
        .map((o) => o.real),
    ).toEqual([false, true, false]);
  });

  it('XEN-SCEN-25 a unit may deploy anywhere if all its models are within 4" of one of its owner\'s objectives', () => {
    const game = toRedDeployment();
    // The titan's base has a 2" radius; red's objective o3 is at (36, 12).
    const titanAt = (y: number) => ({
      type: 'deploy-company' as const,
      player: RED,
      company: 'red.c3',
      units: [{ unit: 'red.c3.u1', models: [{ model: 'red.c3.u1.m1', at: { x: 36, y } }] }],
    });
    expect(
      play(game, titanAt(18)).state.game.units.find((u) => u.id === 'red.c3.u1')?.models[0],
    ).toMatchObject({
      y: 18,
    });
    const error = refused(game, titanAt(18.5));
    expect(error.code).toBe('out-of-range');
    expect(error.message).toContain('XEN-SCEN-25');
    // Blue's objective does not count for red.
    expect(refused(game, titanAt(38)).code).toBe('out-of-range');
  });

  it('XEN-SCEN-25 every model of the forward unit must be within 4" of the objective; the zone still works', () => {
    const game = toRedDeployment();
    const armour = (lastTankY: number) => ({
      type: 'deploy-company' as const,
      player: RED,
      company: 'red.c2',
      units: [
        {
          unit: 'red.c2.u1',
          models: [
            { model: 'red.c2.u1.m1', at: { x: 33, y: 12 } },
            { model: 'red.c2.u1.m2', at: { x: 36, y: lastTankY } },
          ],
        },
        {
          unit: 'red.c2.u2',
          models: [1, 2, 3].map((n) => ({ model: `red.c2.u2.m${n}`, at: { x: 50 + 3 * n, y: 3 } })),
        },
        {
          unit: 'red.c2.u3',
          models: [1, 2].map((n) => ({ model: `red.c2.u3.m${n}`, at: { x: 60 + 3 * n, y: 4 } })),
        },
      ],
    });
    const deployed = play(game, armour(17)).state.game.units.filter((u) => u.company === 'red.c2');
    expect(deployed.every((u) => u.status === 'on-table')).toBe(true);
    expect(refused(game, armour(17.5)).message).toContain('within 4" of one of your objectives');
  });
});

describe('Command Centers reveal', () => {
  it('XEN-SCEN-26 a unit ending an activation within 4" of an enemy decoy reveals it, and the decoy is removed', () => {
    const game = toFirstActivation('command-centers', layout);
    const nearDecoy = edit(game, (draft) => placeUnit(draft, 'red.c1.u3', { x: 12, y: 36.5 }));
    const { state, events } = playActivation(nearDecoy);
    expect(eventsOf(events, 'objective-revealed')).toEqual([
      expect.objectContaining({ objective: 'o2', owner: BLUE, real: false }),
    ]);
    expect(state.game.objectives.find((o) => o.id === 'o2')).toMatchObject({ revealed: true, removed: true });
    expect(state.game.objectives.filter((o) => o.owner === BLUE && !o.removed).map((o) => o.id)).toEqual([
      'o4',
      'o6',
    ]);
  });

  it("XEN-SCEN-26 revealing the real command center removes its owner's remaining decoys", () => {
    const game = toFirstActivation('command-centers', layout);
    const nearReal = edit(game, (draft) => placeUnit(draft, 'red.c1.u3', { x: 36, y: 36.5 }));
    const { state, events } = playActivation(nearReal);
    expect(eventsOf(events, 'objective-revealed')[0]).toMatchObject({
      objective: 'o4',
      owner: BLUE,
      real: true,
    });
    const blue = state.game.objectives.filter((o) => o.owner === BLUE);
    expect(blue.map((o) => [o.id, o.removed])).toEqual([
      ['o2', true],
      ['o4', false],
      ['o6', true],
    ]);
    // The removed markers are public knowledge now: red sees them as decoys.
    expect(
      viewFor(state, RED)
        .game.objectives.filter((o) => o.owner === BLUE)
        .map((o) => o.real),
    ).toEqual([false, true, false]);
  });

  it('XEN-SCEN-26 a unit more than 4" away reveals nothing', () => {
    const game = toFirstActivation('command-centers', layout);
    const away = edit(game, (draft) => placeUnit(draft, 'red.c1.u3', { x: 36, y: 35.4 }));
    const { state, events } = playActivation(away);
    expect(eventsOf(events, 'objective-revealed')).toEqual([]);
    expect(state.game.objectives.every((o) => !o.revealed && !o.removed)).toBe(true);
  });
});

/** Command Centers at deployment, with blue's first company placed so red deploys next. */
function toRedDeployment(): Game {
  let game = withDiceRollOff(toObjectiveRollOff(), [6, 1]);
  game = play(
    game,
    place(RED, 12, 12),
    place(BLUE, 12, 40),
    place(RED, 36, 12),
    place(BLUE, 36, 40),
    place(RED, 60, 12),
    place(BLUE, 60, 40),
    { type: 'choose-command-center', player: RED, objective: 'o1' },
    { type: 'choose-command-center', player: BLUE, objective: 'o4' },
  ).state;
  expect(game.game.stage).toEqual({ kind: 'deploy', player: BLUE });
  const blue = legalCommands(game, BLUE).find((c) => c.type === 'deploy-company' && c.company === 'blue.c1');
  if (!blue) throw new Error('no blue deployment');
  return play(game, blue).state;
}

/** Replaces the game's dice for the next roll-off, then rolls it. */
function withDiceRollOff(game: Game, faces: number[]): Game {
  return play(
    edit(game, () => {}, faces),
    { type: 'roll-off', player: RED },
  ).state;
}
