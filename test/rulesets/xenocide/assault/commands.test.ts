import { deserialize, legalCommands, serialize } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { botRandom } from '../../../../src/bots/index.js';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import { xenocide, xenocideHeuristicBot } from '../../../../src/rulesets/xenocide/index';
import type { UnitState, XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  aPosition,
  aTrooper,
  aUnit,
  cpOf,
  eventsOf,
  type Game,
  gameOf,
  inPhase,
  play,
  refused,
  row,
  story,
  unitIn,
} from '../../../support/xenocide';

/** Red's Second Movement: red.c1.u1 (3 troopers, Assault orders) 10" from blue.c1.u1 (4 troopers). */
function charge(
  extra: readonly UnitState[] = [],
  red: Partial<Parameters<typeof aUnit>[0]> = {},
): XenocideState {
  return inPhase(
    aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: row(10, 10, 3), order: 'assault', ...red }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 20, 4) }),
        ...extra,
      ],
    }),
    'second-movement',
    'red',
    ['red.c1.u1', ...extra.filter((u) => u.player === 'red').map((u) => u.id)],
  );
}

const moveIn = (y = 16): XenocideCommand => ({
  type: 'move-unit',
  player: 'red',
  unit: 'red.c1.u1',
  mode: 'normal',
  models: row(10, y, 3).map((at, i) => ({ model: `red.c1.u1.m${i + 1}`, path: [at] })),
});
const endPhase = (player = 'red'): XenocideCommand => ({ type: 'end-phase', player });

/** Answers every prompt with its first legal command until a prompt of `kind` (or the end of the assault). */
function answerUntil(
  game: Game,
  kind: string,
  limit = 40,
): { state: Game; events: ReturnType<typeof play>['events'] } {
  let state = game;
  const events: ReturnType<typeof play>['events'] = [];
  for (let i = 0; i < limit && state.pending[0]?.kind !== kind; i++) {
    const prompt = state.pending[0];
    if (!prompt) break;
    const command = legalCommands(state, prompt.player)[0];
    if (!command) throw new Error(`no legal command for ${prompt.kind}`);
    const result = play(state, command);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

/** Red charges in and ends its Second Movement: the assault has started. */
function started(dice: readonly number[], extra: readonly UnitState[] = []) {
  return play(gameOf(charge(extra), dice), moveIn(), endPhase());
}

describe('XEN-CA close assault through commands', () => {
  it('XEN-CA-01 a move on Assault orders that ends within 4" starts a close assault when the Close Assault phase begins', () => {
    const { state, events } = started([]);
    expect(state.game.stage).toMatchObject({ phase: 'close-assault', assaults: { started: 1 } });
    expect(eventsOf(events, 'assault-started')).toEqual([
      expect.objectContaining({
        kind: 'close-assault',
        attacker: 'red',
        defender: 'blue',
        attackers: ['red.c1.u1'],
        defenders: ['blue.c1.u1'],
      }),
    ]);
    // XEN-CA-05: the defender maneuvers first.
    expect(state.pending).toEqual([
      expect.objectContaining({ player: 'blue', kind: 'assault-maneuver', commands: ['assault-maneuver'] }),
    ]);
    expect(xenocide.invariants(state.game)).toEqual([]);
  });

  it('XEN-CA-01 with no enemy within 4" the Close Assault phase just waits for end-phase', () => {
    const { state } = play(gameOf(charge()), moveIn(12), endPhase());
    expect(state.game.stage).toMatchObject({ phase: 'close-assault' });
    expect(state.game.stage.kind === 'activation' && state.game.stage.assaults).toBeUndefined();
    expect(state.pending[0]).toMatchObject({ player: 'red', kind: 'close-assault', commands: ['end-phase'] });
  });

  it('XEN-CA-04 a round runs through prompts: maneuvers, splits, strikes, casualties, tests, flee, follow-up', () => {
    const dice = [
      ...[6, 5, 4, 1], // red's 4 attack dice (it sets 2 aside: blue's 8 dice outnumber its 6)
      ...[1, 1], // blue's 2 bonus defence dice
      ...[1, 1, 1, 1, 1, 1, 1, 1], // blue's 8 attack dice
      ...[1, 1, 1, 1], // red's 4 defence dice
      ...[3, 3], // red's suppression test (3+): holds
      ...[2, 2], // blue's (3 +3 casualties +1 below half = 7+): fails
    ];
    const { state: begun } = started(dice);
    const seen: string[] = [];
    let game = begun;
    const events: ReturnType<typeof play>['events'] = [];
    while (game.pending[0]?.kind !== 'close-assault') {
      const prompt = game.pending[0];
      if (!prompt) throw new Error('no prompt');
      seen.push(`${prompt.kind}:${prompt.player}`);
      const result = play(game, legalCommands(game, prompt.player)[0] as XenocideCommand);
      game = result.state;
      events.push(...result.events);
      expect(xenocide.invariants(game.game)).toEqual([]);
    }
    expect(seen).toEqual([
      'assault-maneuver:blue',
      'assault-maneuver:red',
      'assault-split:blue',
      'assault-split:red',
      'assign-assault-casualties:blue',
      'assault-suppression-die:blue',
      'assault-flee:blue',
      'assault-follow-up:red',
    ]);
    expect(story(events)).toEqual(
      expect.arrayContaining([
        'blue splits close-assault dice: blue.c1.u1 8 attack / 2 defence.',
        'red splits close-assault dice: red.c1.u1 4 attack / 4 defence.',
        'red strikes: blue.c1.u1 takes 6,5,4,1 (3 at 4+), defends with 1,1.',
        'blue assigns casualties: blue.c1.u1 3 removed.',
        'blue.c1.u1 suppression test 7+, rolled 4: suppressed.',
        'blue.c1.u1 now has 1 suppression marker (was 0).',
        'blue.c1.u1 flees the close assault.',
        'The close assault ends after 1 round (no-contact).',
      ]),
    );
    expect(unitIn(game, 'blue.c1.u1').models.filter((m) => !m.removed)).toHaveLength(1);
    // The assault is over; the phase ends as every phase does.
    const next = play(game, endPhase()).state;
    expect(next.game.stage).toMatchObject({ phase: 'morale' });
  });

  it('XEN-CA-15 the defender declares its split first: the attacker is not asked yet', () => {
    const { state } = answerUntil(started([]).state, 'assault-split');
    expect(state.pending[0]).toMatchObject({ player: 'blue', kind: 'assault-split' });
    const early = refused(state, { type: 'assault-split', player: 'red', split: [] });
    expect(early.code).toBe('not-your-turn');
  });

  it('XEN-CA-12 a dice split beyond 1/3 of the pool is refused, naming the rule', () => {
    const { state } = answerUntil(started([]).state, 'assault-split');
    const error = refused(state, {
      type: 'assault-split',
      player: 'blue',
      split: [{ unit: 'blue.c1.u1', defence: 3 }],
    });
    expect(error.code).toBe('out-of-range');
    expect(error.message).toContain('0 to 2 of its 8 dice');
    expect(error.message).toContain('1/3');
    expect(error.message).toContain('XEN-CA-12');
    expect(error.path).toEqual(['split', 0, 'defence']);
    // Within the third it is accepted.
    expect(() =>
      play(state, { type: 'assault-split', player: 'blue', split: [{ unit: 'blue.c1.u1', defence: 2 }] }),
    ).not.toThrow();
  });

  it('XEN-CA-24 casualties assigned to a model the die cannot kill are refused', () => {
    const tank = aUnit({
      id: 'blue.c1.u1',
      models: [...row(10, 20, 2).map((at) => ({ at })), { at: { x: 14, y: 20 }, profile: 'test/tank' }],
    });
    const position = charge();
    const game = gameOf(
      { ...position, units: position.units.map((u) => (u.id === 'blue.c1.u1' ? tank : u)) },
      [4, 1, 1, 1, 1, 1, ...[1, 1], ...Array(20).fill(1)],
    );
    const { state } = answerUntil(play(game, moveIn(), endPhase()).state, 'assign-assault-casualties');
    expect(state.pending[0]?.constraints).toMatchObject({ targets: [{ unit: 'blue.c1.u1', dice: [4] }] });
    const error = refused(state, {
      type: 'assign-assault-casualties',
      player: 'blue',
      assignment: [{ unit: 'blue.c1.u1', kills: [{ model: 'blue.c1.u1.m3', dice: [0] }] }],
    });
    expect(error.code).toBe('illegal-action');
    expect(error.message).toContain('CAD 5');
    expect(error.message).toContain('XEN-CA-20');
  });

  it('XEN-CA-34 a unit that jumps farther than 8" is offered fleeing by its jump; it is accepted', () => {
    const dice = [6, 5, 4, 1, 1, 1, ...Array(12).fill(1), 3, 3, 2, 2, ...Array(20).fill(6)];
    const position = charge();
    const leapers = {
      ...position,
      profiles: { ...position.profiles, 'test/trooper': aTrooper({ moveSpecials: { jump: 12 } }) },
    };
    const { state } = answerUntil(play(gameOf(leapers, dice), moveIn(), endPhase()).state, 'assault-flee');
    expect(state.pending[0]).toMatchObject({ player: 'blue', kind: 'assault-flee' });
    const jumps = legalCommands(state, 'blue').filter(
      (c) => c.type === 'assault-flee' && c.moves.some((m) => m.mode === 'jump'),
    );
    expect(jumps).toHaveLength(1);
    const { events } = play(state, jumps[0] as XenocideCommand);
    const fled = eventsOf(events, 'unit-moved').find((e) => e.unit === 'blue.c1.u1');
    expect(fled).toMatchObject({ mode: 'jump' });
    expect(fled?.rules).toContain('XEN-CA-34');
  });

  it('XEN-CA-33 with every attacker fled, the suppressed defender holds and the assault ends naming the rule', () => {
    const dice = [
      ...[6, 5, 4, 1], // red's 4 attack dice
      ...[1, 1], // blue's 2 bonus defence dice
      ...Array(8).fill(1), // blue's 8 attack dice
      ...[1, 1, 1, 1], // red's 4 defence dice
      ...[1, 1], // red's suppression test (3+): fails
      ...[2, 2], // blue's: fails
      ...Array(20).fill(6),
    ];
    const { state, events } = answerUntil(started(dice).state, 'close-assault');
    expect(eventsOf(events, 'unit-fled').map((e) => e.unit)).toEqual(['red.c1.u1']);
    expect(unitIn(state, 'blue.c1.u1').suppression).toBe(1);
    expect(eventsOf(events, 'assault-ended')[0]?.rules).toContain('XEN-CA-33');
  });

  it('XEN-CA-31 a flee move toward the enemy is refused', () => {
    const dice = [6, 5, 4, 1, 1, 1, ...Array(12).fill(1), 3, 3, 2, 2];
    const { state } = answerUntil(started(dice).state, 'assault-flee');
    expect(state.pending[0]).toMatchObject({ player: 'blue', kind: 'assault-flee' });
    const toward = refused(state, {
      type: 'assault-flee',
      player: 'blue',
      moves: [{ unit: 'blue.c1.u1', models: [{ model: 'blue.c1.u1.m4', path: [{ x: 14.5, y: 19 }] }] }],
    });
    expect(toward.code).toBe('illegal-action');
    expect(toward.message).toContain('farther from the nearest enemy');
    expect(toward.message).toContain('XEN-CA-31');
  });

  it('XEN-CA-37 the winners are offered following up toward the enemy; it is accepted and moves them', () => {
    const dice = [6, 5, 4, 1, 1, 1, ...Array(12).fill(1), 3, 3, 2, 2, ...Array(20).fill(6)];
    const other = aUnit({ id: 'blue.c2.u1', at: row(21, 28, 2) });
    const { state } = answerUntil(started(dice, [other]).state, 'assault-follow-up');
    expect(state.pending[0]).toMatchObject({ player: 'red', kind: 'assault-follow-up' });
    const offered = legalCommands(state, 'red').filter(
      (c) => c.type === 'assault-follow-up' && c.moves.length > 0,
    );
    expect(offered).toHaveLength(1);
    const before = unitIn(state, 'red.c1.u1').models.map((m) => m.y);
    const { state: after, events } = play(state, offered[0] as XenocideCommand);
    expect(eventsOf(events, 'unit-moved')[0]?.rules).toContain('XEN-CA-37');
    const moved = unitIn(after, 'red.c1.u1').models.map((m) => m.y);
    expect(moved.every((y, i) => y > (before[i] ?? 99))).toBe(true);
  });

  it('XEN-CA-37 a follow-up move into an enemy zone of control is refused', () => {
    const dice = [6, 5, 4, 1, 1, 1, ...Array(12).fill(1), 3, 3, 2, 2];
    const other = aUnit({ id: 'blue.c2.u1', at: row(21, 16, 2) });
    const { state } = answerUntil(started(dice, [other]).state, 'assault-follow-up');
    expect(state.pending[0]).toMatchObject({ player: 'red', kind: 'assault-follow-up' });
    const error = refused(state, {
      type: 'assault-follow-up',
      player: 'red',
      moves: [
        {
          unit: 'red.c1.u1',
          models: [
            { model: 'red.c1.u1.m1', path: [{ x: 14, y: 16 }] },
            { model: 'red.c1.u1.m2', path: [{ x: 15.5, y: 16 }] },
            { model: 'red.c1.u1.m3', path: [{ x: 17, y: 16 }] },
          ],
        },
      ],
    });
    expect(error.code).toBe('zone-of-control');
    expect(error.message).toContain('XEN-CA-37');
    expect(error.path?.[0]).toBe('moves');
  });

  it('XEN-CA-36 the attacker then the defender may stay: a second round begins with step 1', () => {
    // Every attack die misses (CAD 4): 4 red attack + 2 blue defence, 8 blue attack + 4 red defence; both tests pass.
    const dice = [...Array(18).fill(1), 3, 3, 3, 3, ...Array(40).fill(1)];
    const { state } = answerUntil(started(dice).state, 'assault-retreat');
    expect(state.pending[0]).toMatchObject({ player: 'red', kind: 'assault-retreat' });
    const options = legalCommands(state, 'red');
    expect(options).toContainEqual({ type: 'assault-retreat', player: 'red', retreat: false });
    const stay = play(state, { type: 'assault-retreat', player: 'red', retreat: false }).state;
    expect(stay.pending[0]).toMatchObject({ player: 'blue', kind: 'assault-retreat' });
    const round2 = play(stay, { type: 'assault-retreat', player: 'blue', retreat: false });
    expect(eventsOf(round2.events, 'assault-round-started')).toEqual([expect.objectContaining({ round: 2 })]);
    expect(round2.state.pending[0]).toMatchObject({ player: 'blue', kind: 'assault-maneuver' });
  });

  it('XEN-CP-12 XEN-CA-09 from round 2 the defender may pay 1 CP to bring a unit within 8" into the assault', () => {
    const nearby = aUnit({ id: 'blue.c2.u1', at: row(20, 24, 2), order: 'assault' });
    const dice = [...Array(18).fill(1), 3, 3, 3, 3, ...Array(40).fill(1)];
    const { state } = answerUntil(started(dice, [nearby]).state, 'assault-retreat');
    const round2 = play(
      state,
      { type: 'assault-retreat', player: 'red', retreat: false },
      { type: 'assault-retreat', player: 'blue', retreat: false },
    ).state;
    expect(round2.pending[0]).toMatchObject({ player: 'blue', kind: 'assault-reinforce' });
    expect(round2.pending[0]?.constraints).toMatchObject({ candidates: ['blue.c2.u1'] });
    expect(legalCommands(round2, 'blue')).toContainEqual({
      type: 'assault-reinforce',
      player: 'blue',
      moves: [],
    });
    const joined = play(round2, {
      type: 'assault-reinforce',
      player: 'blue',
      moves: [
        {
          unit: 'blue.c2.u1',
          models: [
            { model: 'blue.c2.u1.m1', path: [{ x: 16, y: 18.5 }] },
            { model: 'blue.c2.u1.m2', path: [{ x: 17.5, y: 18.5 }] },
          ],
        },
      ],
    });
    expect(cpOf(joined.state, 'blue')).toBe(2);
    expect(eventsOf(joined.events, 'assault-joined')).toEqual([
      expect.objectContaining({ unit: 'blue.c2.u1', side: 'defender', joinedBy: 'reinforcement' }),
    ]);
    // XEN-CA-10: it has not used its own activation.
    expect(unitIn(joined.state, 'blue.c2.u1').activity.moved).toBe(false);
    const tooFar = refused(round2, {
      type: 'assault-reinforce',
      player: 'blue',
      moves: [
        {
          unit: 'blue.c2.u1',
          models: [
            { model: 'blue.c2.u1.m1', path: [{ x: 20, y: 22 }] },
            { model: 'blue.c2.u1.m2', path: [{ x: 21.5, y: 22 }] },
          ],
        },
      ],
    });
    expect(tooFar.code).toBe('out-of-range');
    expect(tooFar.message).toContain('XEN-CA-09');
  });

  it('XEN-TRANS-11 models that disembark into an assault fight at a disadvantage in its first round', () => {
    const position = inPhase(
      aPosition({
        units: [
          aUnit({ id: 'red.c1.u1', models: [{ at: { x: 10, y: 12 }, profile: 'test/apc' }] }),
          aUnit({
            id: 'red.c1.u2',
            order: 'assault',
            models: [1, 2, 3].map(() => ({ at: { x: 10, y: 12 }, embarkedIn: 'red.c1.u1.m1' })),
          }),
          aUnit({ id: 'blue.c1.u1', at: row(10, 20, 4) }),
        ],
      }),
      'second-movement',
      'red',
      ['red.c1.u1', 'red.c1.u2'],
    );
    const { state, events } = play(
      gameOf(position, Array(40).fill(1)),
      {
        type: 'move-unit',
        player: 'red',
        unit: 'red.c1.u2',
        mode: 'normal',
        models: [],
        disembark: row(10, 15.5, 3).map((at, i) => ({ model: `red.c1.u2.m${i + 1}`, at })),
      },
      endPhase(),
    );
    expect(eventsOf(events, 'assault-started')).toEqual([
      expect.objectContaining({ attackers: ['red.c1.u2'], defenders: ['blue.c1.u1'] }),
    ]);
    const split = answerUntil(state, 'assault-split');
    const red = answerUntil(
      play(split.state, { type: 'assault-split', player: 'blue', split: [] }).state,
      'assault-split',
    );
    // 6 CAA, less 1/3 of the disembarked models' CAA; up to 1/2 of the rest into defence.
    expect(red.state.pending[0]?.constraints).toMatchObject({
      units: [{ unit: 'red.c1.u2', dice: 4, maxDefence: 2 }],
    });
    const declared = play(red.state, { type: 'assault-split', player: 'red', split: [] });
    expect(eventsOf(declared.events, 'dice-split')).toEqual([
      expect.objectContaining({
        player: 'red',
        units: [expect.objectContaining({ disadvantage: ['disembarked'] })],
        rules: expect.arrayContaining(['XEN-TRANS-11']),
      }),
    ]);
  });

  it('XEN-TRANS-09 passengers of an assaulted closed transport sit out round 1 and may get out at step 1 of round 2', () => {
    const position = inPhase(
      aPosition({
        units: [
          aUnit({ id: 'red.c1.u1', at: row(10, 10, 3), order: 'assault' }),
          aUnit({ id: 'blue.c1.u1', models: [{ at: { x: 11, y: 20 }, profile: 'test/apc' }] }),
          aUnit({
            id: 'blue.c1.u2',
            models: [1, 2, 3].map(() => ({ at: { x: 11, y: 20 }, embarkedIn: 'blue.c1.u1.m1' })),
          }),
        ],
      }),
      'second-movement',
      'red',
      ['red.c1.u1'],
    );
    const dice = [...Array(6).fill(1), 1, 1, 1, 3, 3, 3, 3];
    const { state } = play(gameOf(position, dice), moveIn(), endPhase());
    const assault = state.game.stage.kind === 'activation' ? state.game.stage.assaults?.current : undefined;
    expect(assault?.participants.map((p) => p.unit)).toEqual(['red.c1.u1', 'blue.c1.u1']);
    const { state: retreat, events: round1 } = answerUntil(state, 'assault-retreat');
    const blueSplit = eventsOf(round1, 'dice-split').find((e) => e.player === 'blue');
    expect(blueSplit?.rules).toContain('XEN-TRANS-09');
    const round2 = play(
      retreat,
      { type: 'assault-retreat', player: 'red', retreat: false },
      { type: 'assault-retreat', player: 'blue', retreat: false },
    ).state;
    expect(round2.pending[0]).toMatchObject({ player: 'blue', kind: 'assault-maneuver' });
    const out = play(round2, {
      type: 'assault-maneuver',
      player: 'blue',
      moves: [],
      disembark: row(10, 22.5, 3).map((at, i) => ({ model: `blue.c1.u2.m${i + 1}`, at })),
    });
    expect(eventsOf(out.events, 'assault-joined')).toEqual([
      expect.objectContaining({ unit: 'blue.c1.u2', side: 'defender', joinedBy: 'disembarked' }),
    ]);
    expect(unitIn(out.state, 'blue.c1.u2').models.every((m) => m.embarkedIn === undefined)).toBe(true);
  });

  it('XEN-TRANS-18 riders of an assaulted open half-track fight from inside, losing 1/3 of their CAA', () => {
    const position = inPhase(
      aPosition({
        units: [
          aUnit({ id: 'red.c1.u1', at: row(10, 10, 3), order: 'assault' }),
          aUnit({
            id: 'blue.c1.u1',
            models: [
              { at: { x: 11, y: 20 }, profile: 'generic/half-track' },
              ...[1, 2].map(() => ({ at: { x: 11, y: 20 }, embarkedIn: 'blue.c1.u1.m1' })),
            ],
          }),
        ],
      }),
      'second-movement',
      'red',
      ['red.c1.u1'],
    );
    const { state } = play(gameOf(position, Array(40).fill(3)), moveIn(), endPhase());
    const { events } = answerUntil(state, 'assault-retreat');
    const blue = eventsOf(events, 'dice-split').find((e) => e.player === 'blue');
    // Half-track CAA 1 + two riders' CAA 2 each: the riders' 4 lose 1 (1/3, rounded down).
    expect(blue?.units[0]).toMatchObject({ unit: 'blue.c1.u1', dice: 4 });
    expect(blue?.rules).toContain('XEN-TRANS-18');
    expect(blue?.rules).not.toContain('XEN-TRANS-09');
  });

  it('XEN-TRANS-12 a unit fleeing may first take models aboard its transports, from within 4"', () => {
    const mixed = aUnit({
      id: 'blue.c1.u1',
      models: [
        { at: { x: 10, y: 20 } },
        { at: { x: 11.5, y: 20 } },
        { at: { x: 14, y: 21 }, profile: 'test/apc' },
      ],
    });
    const position = charge();
    const dice = [...Array(6).fill(1), 1, 1, ...Array(4).fill(1), 1, 1, 3, 3, 1, 1];
    const game = gameOf(
      { ...position, units: position.units.map((u) => (u.id === 'blue.c1.u1' ? mixed : u)) },
      dice,
    );
    const { state } = answerUntil(play(game, moveIn(), endPhase()).state, 'assault-flee');
    expect(state.pending[0]).toMatchObject({ player: 'blue', kind: 'assault-flee' });
    const flee = (extra: object): XenocideCommand =>
      ({
        type: 'assault-flee',
        player: 'blue',
        moves: [
          {
            unit: 'blue.c1.u1',
            models: [{ model: 'blue.c1.u1.m3', path: [{ x: 14, y: 29 }] }],
            embark: [
              { model: 'blue.c1.u1.m1', transport: 'blue.c1.u1.m3' },
              { model: 'blue.c1.u1.m2', transport: 'blue.c1.u1.m3' },
            ],
            ...extra,
          },
        ],
      }) as XenocideCommand;
    const out = refused(state, flee({ disembark: [{ model: 'blue.c1.u1.m1', at: { x: 10, y: 24 } }] }));
    expect(out.message).toContain('XEN-TRANS-10');
    const notOwn = refused(state, {
      ...flee({}),
      moves: [
        {
          unit: 'blue.c1.u1',
          models: [{ model: 'blue.c1.u1.m3', path: [{ x: 14, y: 29 }] }],
          embark: [{ model: 'blue.c1.u1.m1', transport: 'red.c1.u1.m1' }],
        },
      ],
    } as XenocideCommand);
    expect(notOwn.code).toBe('illegal-action');
    const fled = play(state, flee({}));
    expect(eventsOf(fled.events, 'models-embarked')).toEqual([
      expect.objectContaining({
        unit: 'blue.c1.u1',
        transport: 'blue.c1.u1.m3',
        models: ['blue.c1.u1.m1', 'blue.c1.u1.m2'],
      }),
    ]);
    const riders = unitIn(fled.state, 'blue.c1.u1').models.slice(0, 2);
    expect(riders.map((m) => [m.embarkedIn, m.x, m.y])).toEqual([
      ['blue.c1.u1.m3', 14, 29],
      ['blue.c1.u1.m3', 14, 29],
    ]);
    // legalCommands offers the same: the troopers get in and the transport flees with them.
    const offered = legalCommands(state, 'blue').filter(
      (c) => c.type === 'assault-flee' && c.moves.some((m) => (m.embark?.length ?? 0) > 0),
    );
    expect(offered).toHaveLength(1);
    const listed = play(state, offered[0] as XenocideCommand);
    expect(eventsOf(listed.events, 'models-embarked')[0]?.rules).toContain('XEN-TRANS-12');
    // The heuristic bot takes it: inside the transport the troopers flee out of reach.
    expect(xenocideHeuristicBot().choose(state, 'blue', botRandom(1))).toEqual(offered[0]);
  });

  it('XEN-TRANS-10 a follow-up may take models into a friendly transport they reach, or let passengers out', () => {
    const apc = aUnit({ id: 'red.c2.u1', models: [{ at: { x: 13, y: 13 }, profile: 'test/apc' }] });
    const dice = [6, 6, 6, 6, 1, 1, ...Array(8).fill(1), 1, 1, 1, 1];
    const { state } = answerUntil(started(dice, [apc]).state, 'assault-follow-up');
    expect(state.pending[0]).toMatchObject({ player: 'red', kind: 'assault-follow-up' });
    const board = play(state, {
      type: 'assault-follow-up',
      player: 'red',
      moves: [
        {
          unit: 'red.c1.u1',
          models: [
            { model: 'red.c1.u1.m1', path: [{ x: 11.5, y: 14 }] },
            { model: 'red.c1.u1.m2', path: [{ x: 13, y: 14.6 }] },
            { model: 'red.c1.u1.m3', path: [{ x: 14.6, y: 14.2 }] },
          ],
          embark: [
            { model: 'red.c1.u1.m1', transport: 'red.c2.u1.m1' },
            { model: 'red.c1.u1.m2', transport: 'red.c2.u1.m1' },
          ],
        },
      ],
    });
    expect(unitIn(board.state, 'red.c1.u1').models.map((m) => m.embarkedIn)).toEqual([
      'red.c2.u1.m1',
      'red.c2.u1.m1',
      undefined,
    ]);
    const tooFar = refused(state, {
      type: 'assault-follow-up',
      player: 'red',
      moves: [
        { unit: 'red.c1.u1', models: [], embark: [{ model: 'red.c1.u1.m1', transport: 'red.c2.u1.m1' }] },
      ],
    });
    expect(tooFar.code).toBe('out-of-range');
    expect(tooFar.message).toContain('XEN-TRANS-10');
    // legalCommands offers the troopers that reach the transport getting in, and it is accepted.
    const offered = legalCommands(state, 'red').filter(
      (c) => c.type === 'assault-follow-up' && c.moves.some((m) => (m.embark?.length ?? 0) > 0),
    );
    expect(offered).toHaveLength(1);
    const listed = play(state, offered[0] as XenocideCommand);
    const boarded = eventsOf(listed.events, 'models-embarked');
    expect(boarded).toEqual([
      expect.objectContaining({ unit: 'red.c1.u1', transport: 'red.c2.u1.m1', rules: expect.any(Array) }),
    ]);
    expect(boarded[0]?.rules).toContain('XEN-TRANS-10');
    expect(boarded[0]?.rules).not.toContain('XEN-TRANS-12');
    expect(unitIn(listed.state, 'red.c1.u1').models.every((m) => m.embarkedIn === 'red.c2.u1.m1')).toBe(true);
  });

  it('XEN-CP-14 buying the extra die spends 1 CP and adds it to the failed test', () => {
    const dice = [6, 5, 4, 1, 1, 1, ...Array(12).fill(1), 3, 3, 2, 2, 6];
    const { state } = answerUntil(started(dice).state, 'assault-suppression-die');
    const result = play(state, { type: 'assault-suppression-die', player: 'blue', units: ['blue.c1.u1'] });
    expect(cpOf(result.state, 'blue')).toBe(2);
    expect(eventsOf(result.events, 'suppression-die-added')).toEqual([
      expect.objectContaining({ unit: 'blue.c1.u1', die: 6, total: 10, target: 7, passed: true }),
    ]);
    expect(unitIn(result.state, 'blue.c1.u1').suppression).toBe(0);
  });

  it('XEN-OW-12 a unit suppressed in close assault loses its overwatch counter', () => {
    const dice = [6, 5, 4, 1, 1, 1, ...Array(12).fill(1), 3, 3, 2, 2];
    const position = charge();
    const watching = {
      ...position,
      units: position.units.map((u) => (u.id === 'blue.c1.u1' ? { ...u, overwatch: true } : u)),
    };
    const moved = play(
      gameOf(watching, dice),
      moveIn(),
      { type: 'pass-overwatch', player: 'blue' },
      endPhase(),
    );
    const { state } = answerUntil(moved.state, 'assault-suppression-die');
    const result = play(state, { type: 'assault-suppression-die', player: 'blue', units: [] });
    expect(eventsOf(result.events, 'overwatch-removed')).toEqual([
      expect.objectContaining({ unit: 'blue.c1.u1', reason: 'suppressed' }),
    ]);
    expect(unitIn(result.state, 'blue.c1.u1').overwatch).toBe(false);
  });

  it('XEN-OW-11 a unit that holds a counter from before loses it at the end of its activation when it took part in a close assault', () => {
    // red.c1.u2 went on overwatch in an earlier activation; it stands within 4" of the unit red assaults.
    const watcher = aUnit({ id: 'red.c1.u2', at: [{ x: 16, y: 17 }], overwatch: true });
    const { state } = play(gameOf(charge([watcher]), Array(100).fill(6)), moveIn(), endPhase());
    const assault = state.game.stage.kind === 'activation' ? state.game.stage.assaults?.current : undefined;
    expect(assault?.participants.map((p) => p.unit)).toContain('red.c1.u2');
    expect(unitIn(state, 'red.c1.u2').activity.assaulted).toBe(true);
    const over = answerUntil(state, 'close-assault').state;
    const ended = play(over, endPhase(), endPhase());
    expect(eventsOf(ended.events, 'overwatch-removed')).toEqual([
      expect.objectContaining({ unit: 'red.c1.u2', reason: 'assaulted' }),
    ]);
  });

  it('XEN-CA-38 several close assaults wait for the attacker to order them; a bad order is refused', () => {
    const second = aUnit({ id: 'red.c1.u2', at: row(40, 10, 3), order: 'assault' });
    const target = aUnit({ id: 'blue.c2.u1', at: row(40, 20, 3) });
    const game = gameOf(charge([second, target]), Array(200).fill(1));
    const both = play(
      game,
      moveIn(),
      {
        type: 'move-unit',
        player: 'red',
        unit: 'red.c1.u2',
        mode: 'normal',
        models: row(40, 16, 3).map((at, i) => ({ model: `red.c1.u2.m${i + 1}`, path: [at] })),
      },
      endPhase(),
    ).state;
    expect(both.pending[0]).toMatchObject({ player: 'red', kind: 'order-assaults' });
    expect(both.pending[0]?.constraints).toMatchObject({
      assaults: [
        { index: 0, attackers: ['red.c1.u1'], defenders: ['blue.c1.u1'] },
        { index: 1, attackers: ['red.c1.u2'], defenders: ['blue.c2.u1'] },
      ],
    });
    const bad = refused(both, { type: 'order-assaults', player: 'red', order: [1, 1] });
    expect(bad.code).toBe('illegal-action');
    expect(bad.message).toContain('XEN-CA-38');
    const ordered = play(both, { type: 'order-assaults', player: 'red', order: [1, 0] });
    expect(eventsOf(ordered.events, 'assault-started')).toEqual([
      expect.objectContaining({ assault: 'red.c1.ca1', attackers: ['red.c1.u2'] }),
    ]);
    const done = answerUntil(ordered.state, 'close-assault', 200);
    expect(eventsOf(done.events, 'assault-started')).toEqual([
      expect.objectContaining({ assault: 'red.c1.ca2', attackers: ['red.c1.u1'] }),
    ]);
  });

  it('XEN-CA-04 a game saved mid-assault continues exactly as the original', () => {
    const dice = [6, 5, 4, 1, 1, 1, ...Array(12).fill(1), 3, 3, 2, 2, 6, 6];
    const { state } = answerUntil(started(dice).state, 'assign-assault-casualties');
    const loaded = deserialize(serialize(state), xenocide) as Game;
    const command = legalCommands(state, 'blue')[0] as XenocideCommand;
    const a = play(state, command);
    const b = play(loaded, command);
    expect(b.state.game).toEqual(a.state.game);
    expect(b.events).toEqual(a.events);
  });
});
