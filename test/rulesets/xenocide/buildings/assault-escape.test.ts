import { applyCommand, deserialize, geometry, serialize } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import { narrateXenocide } from '../../../../src/rulesets/xenocide/narrate';
import { occupancyOf } from '../../../../src/rulesets/xenocide/rules/buildings';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  aBlock,
  aBuildingPosition,
  aHouse,
  aTitan,
  aUnit,
  currentAssault,
  eventsOf,
  type Game,
  gameOf,
  inPhase,
  occupied,
  play,
  rect,
  refused,
  row,
  stagedGame,
  unitOf,
} from '../../../support/xenocide';

const RED = 'red.c1.u1';
const BLUE = 'blue.c1.u1';
const M1 = `${BLUE}.m1`;
const M2 = `${BLUE}.m2`;
const M3 = `${BLUE}.m3`;

/**
 * Red's close assault on three blue troopers inside a 1-SP building (the house, 20–24 × 20–24, or the block
 * whose section s1 is that square and s2 the next one east), red's three troopers 2" south of it; both
 * players have declared no defence dice, so red's strike waits.
 */
function atStrike(dice: readonly number[], where: 'house' | 'block' = 'house'): Game {
  const { feature, building } = where === 'house' ? aHouse({ structure: 1 }) : aBlock({ structure: 1 });
  const red = aUnit({ id: RED, at: row(21, 17.5, 3, 1), order: 'assault' });
  const blue = aUnit({ id: BLUE, at: row(21, 22, 3, 1) });
  const position = aBuildingPosition([red, blue], [feature]);
  const buildings = occupied([building], [[BLUE, where, `${where}.s1`]]);
  const game = stagedGame({ ...position, buildings }, { attackers: [RED], defenders: [BLUE] }, dice);
  return play(
    game,
    { type: 'assault-split', player: 'blue', split: [] },
    { type: 'assault-split', player: 'red', split: [] },
  ).state;
}

/** Red puts its six attack dice on the section blue holds. */
const strikeSection = (section = 'house.s1'): XenocideCommand => ({
  type: 'assault-strike',
  player: 'red',
  allocation: [{ unit: RED, target: section, dice: 6 }],
});

/** One success takes the last SP, the collapse test (6) brings the section down; then the escape dice. */
const collapse = (...escapes: number[]) => [5, 1, 1, 1, 1, 1, 6, ...escapes, ...Array<number>(30).fill(6)];

const leadOut = (plan: Extract<XenocideCommand, { type: 'escape-building' }>['plan']): XenocideCommand => ({
  type: 'escape-building',
  player: 'blue',
  plan,
});

const north = leadOut([
  {
    unit: BLUE,
    positions: [
      { model: M1, at: { x: 21, y: 25 } },
      { model: M2, at: { x: 22.5, y: 25 } },
    ],
  },
]);

describe('XEN-BLD-23 XEN-BLD-24 escaping a collapse in close assault is the owner’s decision', () => {
  it('XEN-BLD-23 XEN-BLD-24 XEN-BLD-32 close-assault dice collapse a section: the escape dice are rolled and the occupants’ owner is asked where the survivors go', () => {
    const struck = play(atStrike(collapse(1, 1, 6)), strikeSection());
    expect(eventsOf(struck.events, 'building-assaulted')[0]).toMatchObject({ collapsed: true });
    expect(eventsOf(struck.events, 'building-escapes-rolled')).toEqual([
      expect.objectContaining({
        building: 'house',
        section: 'house.s1',
        rolls: [
          { unit: BLUE, model: M1, target: 3, roll: 1, escaped: true },
          { unit: BLUE, model: M2, target: 3, roll: 1, escaped: true },
          { unit: BLUE, model: M3, target: 3, roll: 6, escaped: false },
        ],
      }),
    ]);
    expect(struck.state.pending).toEqual([
      expect.objectContaining({
        player: 'blue',
        kind: 'escape-building',
        commands: ['escape-building'],
        constraints: expect.objectContaining({
          building: 'house',
          section: 'house.s1',
          distance: 4,
          units: [{ unit: BLUE, models: [M1, M2] }],
        }),
      }),
    ]);
    expect(struck.state.pending[0]?.message).toMatch(/XEN-BLD-24/);
    expect(currentAssault(struck.state)?.step).toEqual({ kind: 'escape', side: 'attacker', player: 'blue' });
    // Red has nothing to answer; blue's offered answers are accepted, the rules' plan first.
    expect(xenocide.legalCommands(struck.state.game, 'red')).toEqual([]);
    const offered = xenocide.legalCommands(struck.state.game, 'blue');
    expect(offered.map((c) => c.type)).toEqual(['escape-building']);
    for (const c of offered) expect(applyCommand(struck.state, c).ok).toBe(true);
    expect(xenocide.invariants(struck.state.game)).toEqual([]);

    const { state, events } = play(struck.state, north);
    const blue = unitOf(state.game, BLUE);
    expect(blue.models.map((m) => [m.x, m.y, m.removed])).toEqual([
      [21, 25, false],
      [22.5, 25, false],
      [23, 22, true],
    ]);
    expect(eventsOf(events, 'model-removed')).toEqual([
      expect.objectContaining({ unit: BLUE, model: M3, cause: 'building-collapse' }),
    ]);
    expect(eventsOf(events, 'building-escaped')).toEqual([
      expect.objectContaining({ player: 'blue', unit: BLUE, models: [M1, M2], trapped: [] }),
    ]);
    expect(occupancyOf(state.game.buildings ?? [], BLUE)).toBeUndefined();
    // The assault goes on from the struck player's cancellation.
    expect(currentAssault(state)?.step.kind).not.toBe('escape');
    expect(currentAssault(state)?.escapes).toBeUndefined();
    expect(state.pending[0]?.kind).not.toBe('escape-building');
    expect(xenocide.invariants(state.game)).toEqual([]);
    for (const e of [...struck.events, ...events])
      if (e.type !== 'dice-rolled') expect(narrateXenocide(e as never).trim()).not.toBe('');
  });

  it('XEN-BLD-24 the survivors may go into another section next to the collapsed one', () => {
    const struck = play(atStrike(collapse(1, 2, 3), 'block'), strikeSection('block.s1'));
    expect(struck.state.pending[0]).toMatchObject({ player: 'blue', kind: 'escape-building' });
    const into = leadOut([{ unit: BLUE, section: 'block.s2' }]);
    expect(xenocide.legalCommands(struck.state.game, 'blue')[0]).toEqual(into);
    const { state, events } = play(struck.state, into);
    expect(occupancyOf(state.game.buildings ?? [], BLUE)).toEqual({ building: 'block', section: 'block.s2' });
    for (const m of unitOf(state.game, BLUE).models)
      expect(geometry.pointInPolygon({ x: m.x, y: m.y }, rect(24, 20, 4, 4))).toBe(true);
    expect(eventsOf(events, 'building-escaped')).toEqual([
      expect.objectContaining({ unit: BLUE, section: 'block.s2', models: [M1, M2, M3] }),
    ]);
    // The escape decided the entry (XEN-BLD-24), not the door-and-window entry rules.
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'unit-entered-building',
        unit: BLUE,
        section: 'block.s2',
        rules: ['XEN-BLD-24'],
      }),
    );
    expect(xenocide.invariants(state.game)).toEqual([]);
  });

  it('XEN-BLD-24 a bad escape plan is refused with the state untouched (same reference), naming the rule', () => {
    const waiting = play(atStrike(collapse(1, 1, 6)), strikeSection()).state;
    const nearRed = refused(
      waiting,
      leadOut([
        {
          unit: BLUE,
          positions: [
            { model: M1, at: { x: 18, y: 18.5 } },
            { model: M2, at: { x: 22.5, y: 25 } },
          ],
        },
      ]),
    );
    expect(nearRed).toMatchObject({ code: 'illegal-action', path: ['plan', 0, 'positions'] });
    expect(nearRed.message).toMatch(/within 4" of an enemy.*XEN-BLD-24/);
    const buried = refused(
      waiting,
      leadOut([{ unit: BLUE, positions: [{ model: M1, at: { x: 21, y: 25 } }] }]),
    );
    expect(buried.message).toMatch(/Model blue.c1.u1.m2 escaped and has a safe place to go.*XEN-BLD-24/);
    expect(refused(waiting, leadOut([])).message).toMatch(/say where they go \(XEN-BLD-24\)/);
    const fallen = refused(waiting, leadOut([{ unit: BLUE, section: 'house.s1' }]));
    expect(fallen).toMatchObject({ path: ['plan', 0, 'section'] });
    // Only the occupants' owner answers.
    expect(refused(waiting, { ...north, player: 'red' }).message).toMatch(/waiting for blue/);
    const result = applyCommand(waiting, leadOut([]));
    expect(result.ok).toBe(false);
    expect(result.state).toBe(waiting);
  });

  it('XEN-BLD-23 XEN-BLD-24 with no model out of the rubble nobody is asked: the dead are removed and the assault goes on', () => {
    const { state, events } = play(atStrike(collapse(6, 6, 6)), strikeSection());
    expect(eventsOf(events, 'building-escapes-rolled')[0]?.rolls.map((r) => r.escaped)).toEqual([
      false,
      false,
      false,
    ]);
    expect(unitOf(state.game, BLUE).models.every((m) => m.removed)).toBe(true);
    expect(state.pending[0]?.kind).not.toBe('escape-building');
    expect(xenocide.invariants(state.game)).toEqual([]);
  });

  it('XEN-BLD-24 an assault waiting for an escape survives serialize/deserialize and continues identically', () => {
    const waiting = play(atStrike(collapse(1, 1, 6)), strikeSection()).state;
    const loaded = deserialize(serialize(waiting), xenocide) as Game;
    expect(loaded.pending).toEqual(waiting.pending);
    expect(xenocide.legalCommands(loaded.game, 'blue')).toEqual(xenocide.legalCommands(waiting.game, 'blue'));
    const direct = play(waiting, north);
    const resumed = play(loaded, north);
    expect(resumed.state.game).toEqual(direct.state.game);
    expect(resumed.events).toEqual(direct.events);
    expect(resumed.state.pending).toEqual(direct.state.pending);
  });
});

const TITAN = 'red.c1.u1';

/**
 * Red's Strider (Assault orders, radius 2") at (22, 13), south of the house held by two blue troopers (or
 * empty, the troopers far away).
 */
function titanApproach(
  phase: 'first-movement' | 'second-movement',
  options: { structure?: number; empty?: boolean; order?: 'assault' | 'move-and-fire' } = {},
): XenocideState {
  const { feature, building } = aHouse(options.structure ? { structure: options.structure } : {});
  const titan = aTitan({ id: TITAN, at: { x: 22, y: 13 }, order: options.order ?? 'assault' });
  const blue = aUnit({ id: BLUE, at: options.empty ? row(60, 44, 2) : row(21, 22, 2) });
  const position = aBuildingPosition([titan, blue], [feature]);
  const buildings = options.empty ? [building] : occupied([building], [[BLUE, 'house', 'house.s1']]);
  return inPhase({ ...position, buildings }, phase, 'red', [TITAN]) as XenocideState;
}

const burst: XenocideCommand = {
  type: 'move-unit',
  player: 'red',
  unit: TITAN,
  mode: 'normal',
  models: [{ model: `${TITAN}.m1`, path: [{ x: 22, y: 26 }] }],
  burst: { building: 'house', section: 'house.s1' },
  overrun: BLUE,
};

describe('XEN-BLD-34 a titan’s burst that collapses an occupied building', () => {
  it('XEN-BLD-34 XEN-BLD-23 XEN-BLD-24 R51 the occupants’ owner is asked where the survivors go before the overrun round goes on', () => {
    const dice = [
      5,
      ...Array<number>(13).fill(1), // 14 dice at the house: one success takes its last SP
      6, // collapse test: it collapses
      1,
      1, // both occupants escape
      ...Array<number>(4).fill(1), // blue's two troopers strike the titan and miss
      ...Array<number>(20).fill(6), // suppression tests pass
    ];
    let game = gameOf(titanApproach('second-movement', { structure: 1 }), dice);
    game = play(
      game,
      burst,
      { type: 'assault-split', player: 'blue', split: [] },
      { type: 'assault-split', player: 'red', split: [] },
    ).state;
    const struck = play(game, {
      type: 'assault-strike',
      player: 'red',
      allocation: [{ unit: TITAN, target: 'house.s1', dice: 14 }],
    });
    expect(struck.state.pending).toEqual([
      expect.objectContaining({
        player: 'blue',
        kind: 'escape-building',
        constraints: expect.objectContaining({
          kind: 'overrun',
          section: 'house.s1',
          units: [{ unit: BLUE, models: [M1, M2] }],
        }),
      }),
    ]);
    expect(eventsOf(struck.events, 'overrun-resolved')).toEqual([]);
    const plan = leadOut([
      {
        unit: BLUE,
        positions: [
          { model: M1, at: { x: 17, y: 25 } },
          { model: M2, at: { x: 17, y: 23.5 } },
        ],
      },
    ]);
    const { state, events } = play(struck.state, plan);
    expect(
      unitOf(state.game, BLUE)
        .models.filter((m) => !m.removed)
        .map((m) => [m.x, m.y]),
    ).toEqual([
      [17, 25],
      [17, 23.5],
    ]);
    expect(eventsOf(events, 'building-escaped')).toEqual([
      expect.objectContaining({ unit: BLUE, models: [M1, M2], trapped: [] }),
    ]);
    expect(eventsOf(events, 'titan-burst')).toEqual([expect.objectContaining({ collapsed: true })]);
    expect(xenocide.invariants(state.game)).toEqual([]);
  });

  it('XEN-BLD-34 XEN-OVR-08 a titan stopped by a building that stood is refused its shooting with a message naming XEN-BLD-34', () => {
    // Off Assault orders it bursts in its First Movement with 10 dice, which miss; 3 terrain attacks roll no 6.
    const dice = [...Array<number>(10).fill(1), 1, 1, 1];
    const { overrun: _, ...move } = burst as Extract<XenocideCommand, { type: 'move-unit' }>;
    const stopped = play(
      gameOf(titanApproach('first-movement', { empty: true, order: 'move-and-fire' }), dice),
      move,
      { type: 'end-phase', player: 'red' },
    ).state;
    expect(unitOf(stopped.game, TITAN).activity).toMatchObject({
      overrun: 'failed',
      stoppedByBuilding: true,
    });
    const refusal = refused(stopped, {
      type: 'shoot',
      player: 'red',
      unit: TITAN,
      target: BLUE,
      weapons: [{ weapon: 'Strider Cannon' }],
    });
    expect(refusal.message).toMatch(/XEN-BLD-34/);
  });
});
