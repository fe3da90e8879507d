import { geometry } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import { occupancyOf, ruinedFeature } from '../../../../src/rulesets/xenocide/rules/buildings';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  aBlock,
  aBuilding,
  aBuildingPosition,
  aHouse,
  aUnit,
  currentAssault,
  eventsOf,
  type Game,
  gameOf,
  inPhase,
  move,
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

type Placement = [unit: string, building: string, section: string];

/**
 * Three red troopers south of the house (20–24 × 20–24) and three blue troopers inside it (or the other way
 * round), red attacking; `structure` sets the house's structure points.
 */
function houseAssault(
  options: { dice?: readonly number[]; redInside?: boolean; structure?: number; shed?: boolean } = {},
): Game {
  const { feature, building } = aHouse(options.structure ? { structure: options.structure } : {});
  const shed = aBuilding('shed', rect(26, 16, 2, 2));
  const inside = row(21, 22, 3, 1);
  const outside = row(21, 17.5, 3, 1);
  const red = aUnit({ id: RED, at: options.redInside ? inside : outside, order: 'assault' });
  const blue = aUnit({ id: BLUE, at: options.redInside ? outside : inside });
  const features = options.shed ? [feature, shed.feature] : [feature];
  const position = aBuildingPosition([red, blue], features);
  const placements: Placement[] = [[options.redInside ? RED : BLUE, 'house', 'house.s1']];
  const buildings = occupied(options.shed ? [building, shed.building] : [building], placements);
  return stagedGame({ ...position, buildings }, { attackers: [RED], defenders: [BLUE] }, options.dice ?? []);
}

const split = (player: string): XenocideCommand => ({ type: 'assault-split', player, split: [] });
const strike = (
  player: string,
  allocation: { unit: string; target: string; dice: number; antiArmor?: number }[],
) => ({ type: 'assault-strike', player, allocation }) as XenocideCommand;

/** Both players declare no defence dice: red's strike waits. */
const atStrike = (game: Game) => play(game, split('blue'), split('red')).state;

const structureOf = (state: XenocideState, section = 'house.s1') =>
  state.buildings?.flatMap((b) => b.sections).find((s) => s.id === section);

describe('XEN-BLD buildings in close assault through the engine', () => {
  it('XEN-BLD-32 XEN-CA-19 an attacker that could put dice on the building sheltering the enemy is asked where they go', () => {
    const game = atStrike(houseAssault());
    expect(game.pending[0]).toMatchObject({ player: 'red', kind: 'assault-strike' });
    const offered = xenocide.legalCommands(game.game, 'red').filter((c) => c.type === 'assault-strike');
    expect(offered).toContainEqual(strike('red', [{ unit: RED, target: 'house.s1', dice: 6 }]));
  });

  it('XEN-BLD-25 XEN-CA-21 units defending in a building get +1 CAD: troopers of CAD 4 need 5s', () => {
    const dice = [5, 4, 4, 4, 1, 1, /* blue's 2 defence dice */ 1, 1];
    const { events } = play(
      atStrike(houseAssault({ dice })),
      strike('red', [{ unit: RED, target: BLUE, dice: 6 }]),
    );
    const struck = eventsOf(events, 'assault-struck')[0];
    expect(struck?.targets[0]).toMatchObject({ unit: BLUE, lowestFace: 5, attackKept: [5] });
    // The kill the 5 makes is assigned by the rules' default answers; its event names the building bonus.
    const more = [...dice, ...Array<number>(20).fill(1)];
    let game = play(
      atStrike(houseAssault({ dice: more })),
      strike('red', [{ unit: RED, target: BLUE, dice: 6 }]),
    );
    while (!game.events.some((e) => e.type === 'casualties-assigned') && game.state.pending[0]) {
      const player = game.state.pending[0].player;
      game = play(game.state, xenocide.legalCommands(game.state.game, player)[0] as XenocideCommand);
    }
    const assigned = eventsOf(game.events, 'casualties-assigned')[0];
    expect(assigned?.rules).toEqual(expect.arrayContaining(['XEN-BLD-25', 'XEN-CA-21']));
  });

  it('XEN-BLD-25 a unit that assaults out of its building gets no CAD bonus', () => {
    const dice = [
      ...Array<number>(6).fill(1), // red's attack from the house misses
      1,
      1, // blue's defence dice
      4,
      1,
      1,
      1,
      1,
      1, // blue strikes back: a 4 is enough against red's printed CAD 4
      1,
      1, // red's defence dice
    ];
    // Red's dice go to blue without asking: no building shelters blue.
    const game = atStrike(houseAssault({ dice, redInside: true }));
    expect(game.pending[0]).toMatchObject({ player: 'blue', kind: 'assault-strike' });
    const { events } = play(game, strike('blue', [{ unit: BLUE, target: RED, dice: 6 }]));
    const struck = eventsOf(events, 'assault-struck').find((e) => e.player === 'blue');
    expect(struck?.targets[0]).toMatchObject({ unit: RED, lowestFace: 4, attackKept: [4] });
  });

  it('XEN-BLD-37 R49 a defender in a building rolls 3d6 for its close-assault suppression test, the attacker 2d6', () => {
    const dice = [...Array<number>(6).fill(1), 1, 1, ...Array<number>(6).fill(1), 1, 1, 6, 6, 6, 6, 6];
    const game = atStrike(houseAssault({ dice }));
    const { events } = play(game, strike('red', [{ unit: RED, target: BLUE, dice: 6 }]));
    const tests = eventsOf(events, 'suppression-tested');
    expect(tests.find((t) => t.unit === RED)?.dice).toHaveLength(2);
    expect(tests.find((t) => t.unit === BLUE)?.dice).toHaveLength(3);
  });

  it('XEN-BLD-32 XEN-BLD-18 dice put on a building hit its Armor as CAD and each success takes 1 SP', () => {
    const dice = [5, 6, 5, 4, 1, 1, ...Array<number>(20).fill(6)];
    const game = atStrike(houseAssault({ dice }));
    const { state, events } = play(game, strike('red', [{ unit: RED, target: 'house.s1', dice: 6 }]));
    expect(eventsOf(events, 'building-assaulted')).toEqual([
      expect.objectContaining({
        unit: RED,
        section: 'house.s1',
        dice: [5, 6, 5, 4, 1, 1],
        cad: 5,
        successes: 3,
        structureLost: 3,
        structure: 7,
        collapsed: false,
      }),
    ]);
    expect(structureOf(state.game)?.structure).toBe(7);
    expect(xenocide.invariants(state.game)).toEqual([]);
  });

  it('XEN-BLD-32 XEN-BLD-23 XEN-BLD-08 at 0 SP a success forces a collapse test (d6 ≤ 2 avoids it); the occupants roll to escape', () => {
    const dice = [
      5,
      1,
      1,
      1,
      1,
      1, // one success takes the last SP
      6, // collapse test: 6 > 2, the section collapses
      1,
      1,
      6, // escape rolls: two get out, one is lost
      ...Array<number>(20).fill(6),
    ];
    const game = atStrike(houseAssault({ dice, structure: 1 }));
    const struck = play(game, strike('red', [{ unit: RED, target: 'house.s1', dice: 6 }]));
    expect(eventsOf(struck.events, 'building-assaulted')[0]).toMatchObject({ structure: 0, collapsed: true });
    // XEN-BLD-24: the survivors' owner is asked where they go; the rules' plan is offered first.
    expect(struck.state.pending[0]).toMatchObject({ player: 'blue', kind: 'escape-building' });
    const [plan] = xenocide.legalCommands(struck.state.game, 'blue');
    const { state, events: escaped } = play(struck.state, plan as XenocideCommand);
    const events = [...struck.events, ...escaped];
    expect(structureOf(state.game)).toMatchObject({ collapsed: true, occupants: [] });
    const blue = unitOf(state.game, BLUE);
    expect(blue.models.map((m) => m.removed)).toEqual([false, false, true]);
    for (const m of blue.models.filter((x) => !x.removed))
      expect(geometry.pointInPolygon({ x: m.x, y: m.y }, rect(20, 20, 4, 4))).toBe(false);
    expect(eventsOf(events, 'building-ruined')).toEqual([
      expect.objectContaining({ destroyed: true, feature: 'house' }),
    ]);
    expect(state.game.terrain.find((f) => f.id === 'house')).toMatchObject({
      kind: 'custom',
      obscures: true,
    });
    expect(xenocide.invariants(state.game)).toEqual([]);
  });

  it('XEN-BLD-32 XEN-BLD-33 dice go only to a building that shelters the enemy, never anti-armour dice, never more than the unit has', () => {
    const game = atStrike(houseAssault({ shed: true }));
    const empty = refused(game, strike('red', [{ unit: RED, target: 'shed.s1', dice: 6 }]));
    expect(empty).toMatchObject({ code: 'illegal-action', path: ['allocation', 0, 'target'] });
    expect(empty.message).toMatch(/XEN-BLD-32/);
    const many = refused(game, strike('red', [{ unit: RED, target: 'house.s1', dice: 7 }]));
    expect(many).toMatchObject({ code: 'out-of-range' });
    expect(many.message).toMatch(/XEN-BLD-32/);
    const anti = refused(game, strike('red', [{ unit: RED, target: 'house.s1', dice: 6, antiArmor: 1 }]));
    expect(anti.message).toMatch(/XEN-STAT-16/);
  });

  it('XEN-BLD-31 a unit in a building that flees may move into the next section instead', () => {
    const { feature, building } = aBlock();
    const red = aUnit({ id: RED, at: row(21, 17.5, 3, 1), order: 'assault' });
    const blue = aUnit({ id: BLUE, at: row(21, 22, 3, 1), suppression: 1 });
    const position = aBuildingPosition([red, blue], [feature]);
    const buildings = occupied([building], [[BLUE, 'block', 'block.s1']]);
    // Red's 6 dice and blue's 2 defence dice miss; suppressed blue's 4 dice and red's 2 defence dice too;
    // red passes its test (2d6) and blue, in its building, fails (3d6).
    const dice = [...Array<number>(6).fill(1), 1, 1, ...Array<number>(4).fill(1), 1, 1, 6, 6, 1, 1, 1];
    let game = stagedGame({ ...position, buildings }, { attackers: [RED], defenders: [BLUE] }, dice);
    game = play(
      game,
      split('blue'),
      split('red'),
      strike('red', [{ unit: RED, target: BLUE, dice: 6 }]),
    ).state;
    // Blue keeps failing its tests; red does not buy dice.
    while (game.pending[0]?.kind === 'assault-suppression-die')
      game = play(game, { type: 'assault-suppression-die', player: game.pending[0].player, units: [] }).state;
    expect(game.pending[0]).toMatchObject({ player: 'blue', kind: 'assault-flee' });
    const into = {
      type: 'assault-flee',
      player: 'blue',
      moves: [{ unit: BLUE, models: [], into: { building: 'block', section: 'block.s2' } }],
    } as XenocideCommand;
    const offered = xenocide.legalCommands(game.game, 'blue');
    expect(offered).toContainEqual(into);
    const bad = refused(game, {
      ...into,
      moves: [{ unit: BLUE, models: [], into: { building: 'block', section: 'block.s1' } }],
    } as XenocideCommand);
    expect(bad.message).toMatch(/XEN-BLD-31/);
    const { state, events } = play(game, into);
    expect(occupancyOf(state.game.buildings ?? [], BLUE)).toEqual({ building: 'block', section: 'block.s2' });
    for (const m of unitOf(state.game, BLUE).models)
      expect(geometry.pointInPolygon({ x: m.x, y: m.y }, rect(24, 20, 4, 4))).toBe(true);
    expect(events).toContainEqual(expect.objectContaining({ type: 'unit-fled', unit: BLUE }));
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'unit-entered-building',
        unit: BLUE,
        section: 'block.s2',
        rules: expect.arrayContaining(['XEN-BLD-31']),
      }),
    );
    expect(xenocide.invariants(state.game)).toEqual([]);
  });

  it('XEN-BLD-01 XEN-BLD-07 a unit that flees out of its building leaves it at once, and the winner may move in', () => {
    // Red's 6 dice and blue's 2 defence dice miss; suppressed blue's 4 dice and red's 2 defence dice too;
    // red passes its test (2d6) and blue, in its building, fails (3d6).
    const dice = [...Array<number>(6).fill(1), 1, 1, ...Array<number>(4).fill(1), 1, 1, 6, 6, 1, 1, 1];
    const { feature, building } = aHouse();
    const red = aUnit({ id: RED, at: row(21, 17.5, 3, 1), order: 'assault' });
    const blue = aUnit({ id: BLUE, at: row(21, 22, 3, 1), suppression: 1 });
    const position = aBuildingPosition([red, blue], [feature]);
    const buildings = occupied([building], [[BLUE, 'house', 'house.s1']]);
    let game = stagedGame({ ...position, buildings }, { attackers: [RED], defenders: [BLUE] }, dice);
    game = play(
      game,
      split('blue'),
      split('red'),
      strike('red', [{ unit: RED, target: BLUE, dice: 6 }]),
    ).state;
    while (game.pending[0]?.kind === 'assault-suppression-die')
      game = play(game, { type: 'assault-suppression-die', player: game.pending[0].player, units: [] }).state;
    const flee = xenocide
      .legalCommands(game.game, 'blue')
      .find((c) => c.type === 'assault-flee' && !c.moves.some((m) => m.into));
    const { state, events } = play(game, flee as XenocideCommand);
    expect(occupancyOf(state.game.buildings ?? [], BLUE)).toBeUndefined();
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'unit-left-building', unit: BLUE, building: 'house' }),
    );
    expect(xenocide.invariants(state.game)).toEqual([]);
    // XEN-BLD-07: the winner may move into the building its enemy fled.
    expect(state.pending[0]).toMatchObject({ player: 'red', kind: 'assault-follow-up' });
    const moveIn = {
      type: 'assault-follow-up',
      player: 'red',
      moves: [{ unit: RED, models: [], into: { building: 'house', section: 'house.s1' } }],
    } as XenocideCommand;
    expect(xenocide.legalCommands(state.game, 'red')).toContainEqual(moveIn);
    const inside = play(state, moveIn);
    expect(occupancyOf(inside.state.game.buildings ?? [], RED)).toEqual({
      building: 'house',
      section: 'house.s1',
    });
    expect(inside.events).toContainEqual(
      expect.objectContaining({
        type: 'unit-entered-building',
        unit: RED,
        rules: expect.arrayContaining(['XEN-BLD-07', 'XEN-CA-37']),
      }),
    );
    expect(xenocide.invariants(inside.state.game)).toEqual([]);
  });

  it('XEN-BLD-27 XEN-BLD-06 a unit that moved within 4" of the edges of a held section assaults it from outside', () => {
    const { feature, building } = aHouse();
    const red = aUnit({ id: RED, at: row(21, 13, 3, 1), order: 'assault' });
    const blue = aUnit({ id: BLUE, at: row(21, 22, 3, 1) });
    const position = aBuildingPosition([red, blue], [feature]);
    const buildings = occupied([building], [[BLUE, 'house', 'house.s1']]);
    const start = inPhase({ ...position, buildings }, 'second-movement', 'red', [RED]);
    const charge = move(RED, {
      m1: [{ x: 21, y: 17.5 }],
      m2: [{ x: 22, y: 17.5 }],
      m3: [{ x: 23, y: 17.5 }],
    });
    let game = play(gameOf(start), charge).state;
    const events = [];
    while (game.game.stage.kind === 'activation' && game.game.stage.phase !== 'close-assault') {
      const next = play(game, { type: 'end-phase', player: 'red' });
      events.push(...next.events);
      game = next.state;
    }
    expect(eventsOf(events, 'assault-started')).toEqual([
      expect.objectContaining({
        attackers: [RED],
        defenders: [BLUE],
        rules: expect.arrayContaining(['XEN-BLD-27', 'XEN-BLD-06']),
      }),
    ]);
  });

  it('XEN-BLD-08 XEN-CA-31 a unit standing in the rubble of a building can still flee: its models are abandoned, and the listed answer is accepted', () => {
    const rubble = ruinedFeature(aHouse().feature);
    const red = aUnit({ id: RED, at: row(21, 17.5, 3, 1), order: 'assault' });
    const blue = aUnit({ id: BLUE, at: row(21, 22, 3, 1), suppression: 1 });
    const position = aBuildingPosition([red, blue], [rubble]);
    // Every attack and defence die misses; red passes its test, blue fails its own and must flee.
    const dice = [...Array<number>(6).fill(1), 1, 1, ...Array<number>(4).fill(1), 1, 1, 6, 6, 1, 1];
    let game = stagedGame(position, { attackers: [RED], defenders: [BLUE] }, dice);
    // No building shelters blue: red's dice go to it without asking.
    game = play(game, split('blue'), split('red')).state;
    while (game.pending[0]?.kind === 'assault-suppression-die')
      game = play(game, { type: 'assault-suppression-die', player: game.pending[0].player, units: [] }).state;
    expect(game.pending[0]).toMatchObject({ player: 'blue', kind: 'assault-flee' });
    const [flee] = xenocide.legalCommands(game.game, 'blue');
    const { state } = play(game, flee as XenocideCommand);
    expect(unitOf(state.game, BLUE).models.every((m) => m.removed)).toBe(true);
    expect(xenocide.invariants(state.game)).toEqual([]);
  });

  it('XEN-BLD-28 XEN-BLD-35 opposing units in buildings within 4" start no close assault by themselves; the active player is asked', () => {
    const { state, events } = play(gameOf(standOff()), { type: 'end-phase', player: 'red' });
    expect(eventsOf(events, 'assault-started')).toEqual([]);
    expect(state.game.stage).toMatchObject({ phase: 'close-assault' });
    expect(currentAssault(state)).toBeUndefined();
    expect(state.pending).toEqual([
      expect.objectContaining({
        player: 'red',
        kind: 'declare-building-assaults',
        constraints: { out: [{ unit: RED, target: BLUE }], sections: [] },
      }),
    ]);
    // Declaring none: the phase goes on with no assault.
    const none = play(state, { type: 'declare-building-assaults', player: 'red', out: [], sections: [] });
    expect(eventsOf(none.events, 'assault-started')).toEqual([]);
    expect(none.state.game.stage).toMatchObject({ phase: 'close-assault' });
    expect((none.state.game.stage as { assaults?: unknown }).assaults).toBeUndefined();
    expect(xenocide.legalCommands(none.state.game, 'red')).toContainEqual({
      type: 'end-phase',
      player: 'red',
    });
  });

  it('XEN-BLD-28 the activated unit assaults out of its building: a close assault with the enemy building starts, with no bonus for the attacker', () => {
    const declared = play(gameOf(standOff()), { type: 'end-phase', player: 'red' }).state;
    const { state, events } = play(declared, {
      type: 'declare-building-assaults',
      player: 'red',
      out: [{ unit: RED, target: BLUE }],
      sections: [],
    });
    expect(eventsOf(events, 'assault-started')).toEqual([
      expect.objectContaining({
        attackers: [RED],
        defenders: [BLUE],
        rules: expect.arrayContaining(['XEN-BLD-28', 'XEN-BLD-27']),
      }),
    ]);
    expect(currentAssault(state)?.sectionAssault).toBeUndefined();
    expect(state.pending[0]).toMatchObject({ player: 'blue', kind: 'assault-maneuver' });
  });

  it('XEN-BLD-30 when an assault on a building is declared, each owner chooses which units in buildings within 4" join it', () => {
    const base = standOff();
    const barn = aBuilding('barn', rect(26, 20, 4, 4));
    const hut = aBuilding('hut', rect(26, 26, 4, 4));
    const red2 = aUnit({ id: 'red.c1.u2', at: row(27, 22, 2, 1) });
    const blue2 = aUnit({ id: 'blue.c1.u2', at: row(27, 28, 2, 1) });
    const position = aBuildingPosition(
      [...base.units, red2, blue2],
      [...base.terrain, barn.feature, hut.feature],
    );
    const buildings = occupied(
      [...(base.buildings ?? []), barn.building, hut.building],
      [
        ['red.c1.u2', 'barn', 'barn.s1'],
        ['blue.c1.u2', 'hut', 'hut.s1'],
      ],
    );
    const start = { ...base, ...position, units: [...base.units, red2, blue2], buildings, stage: base.stage };
    let game = play(gameOf(start), { type: 'end-phase', player: 'red' }).state;
    game = play(game, {
      type: 'declare-building-assaults',
      player: 'red',
      out: [{ unit: RED, target: BLUE }],
      sections: [],
    }).state;
    expect(game.pending[0]).toMatchObject({
      player: 'red',
      kind: 'assault-join',
      constraints: expect.objectContaining({ candidates: ['red.c1.u2'] }),
    });
    expect(refused(game, { type: 'assault-join', player: 'red', units: ['blue.c1.u2'] }).message).toMatch(
      /XEN-BLD-30/,
    );
    const joined = play(game, { type: 'assault-join', player: 'red', units: ['red.c1.u2'] });
    expect(joined.events).toContainEqual(
      expect.objectContaining({ type: 'assault-joined', unit: 'red.c1.u2', side: 'attacker' }),
    );
    expect(joined.state.pending[0]).toMatchObject({
      player: 'blue',
      kind: 'assault-join',
      constraints: expect.objectContaining({ candidates: ['blue.c1.u2'] }),
    });
    const declined = play(joined.state, { type: 'assault-join', player: 'blue', units: [] }).state;
    expect(declined.pending[0]).toMatchObject({ player: 'blue', kind: 'assault-maneuver' });
    expect(currentAssault(declined)?.participants.map((p) => [p.unit, p.side])).toEqual([
      [RED, 'attacker'],
      [BLUE, 'defender'],
      ['red.c1.u2', 'attacker'],
    ]);
    expect(xenocide.invariants(declined.game)).toEqual([]);
  });

  it('XEN-BLD-28 XEN-BLD-36 declarations are refused unless they name an assault the rules allow, leaving the state', () => {
    const declared = play(gameOf(standOff()), { type: 'end-phase', player: 'red' }).state;
    const wrong = refused(declared, {
      type: 'declare-building-assaults',
      player: 'red',
      out: [{ unit: BLUE, target: RED }],
      sections: [],
    });
    expect(wrong).toMatchObject({ code: 'illegal-action', path: ['out', 0] });
    expect(wrong.message).toMatch(/XEN-BLD-28/);
    const notSections = refused(declared, {
      type: 'declare-building-assaults',
      player: 'red',
      out: [],
      sections: [{ building: 'house', target: 'house.s1', from: ['house.s1'] }],
    });
    expect(notSections.message).toMatch(/XEN-BLD-36/);
    // Outside the start of the Close Assault phase nobody is asked for a declaration.
    expect(
      refused(gameOf(standOff()), {
        type: 'declare-building-assaults',
        player: 'red',
        out: [],
        sections: [],
      }),
    ).toMatchObject({ code: 'unexpected-command' });
  });

  it('XEN-BLD-36 XEN-BLD-37 R49 a section-to-section assault: both sides get +1 CAD and the bonus suppression die', () => {
    const { feature, building } = aBlock();
    const red = aUnit({ id: RED, at: row(21, 22, 3, 1), order: 'assault' });
    const blue = aUnit({ id: BLUE, at: row(25, 22, 3, 1) });
    const position = aBuildingPosition([red, blue], [feature]);
    const buildings = occupied(
      [building],
      [
        [RED, 'block', 'block.s1'],
        [BLUE, 'block', 'block.s2'],
      ],
    );
    const dice = [
      ...Array<number>(6).fill(4), // red's attack: 4s fail against CAD 5
      1,
      1, // blue's defence dice
      ...Array<number>(6).fill(4), // blue's attack: 4s fail against CAD 5
      1,
      1, // red's defence dice
      6,
      6,
      6,
      6,
      6,
      6, // suppression: 3d6 each
    ];
    const start = inPhase({ ...position, buildings }, 'second-movement', 'red', [RED]);
    let game = play(gameOf(start, dice), { type: 'end-phase', player: 'red' }).state;
    const section = { building: 'block', target: 'block.s2', from: ['block.s1'] };
    expect(game.pending[0]?.constraints).toEqual({ out: [], sections: [section] });
    game = play(game, {
      type: 'declare-building-assaults',
      player: 'red',
      out: [],
      sections: [section],
    }).state;
    expect(currentAssault(game)).toMatchObject({ sectionAssault: true });
    game = play(
      game,
      { type: 'assault-maneuver', player: 'blue', moves: [] },
      { type: 'assault-maneuver', player: 'red', moves: [] },
      split('blue'),
      split('red'),
    ).state;
    const redStrike = play(game, strike('red', [{ unit: RED, target: BLUE, dice: 6 }]));
    const { events } = play(redStrike.state, strike('blue', [{ unit: BLUE, target: RED, dice: 6 }]));
    const all = [...redStrike.events, ...events];
    const struck = eventsOf(all, 'assault-struck');
    expect(struck.map((e) => [e.player, e.targets[0]?.lowestFace])).toEqual([
      ['red', 5],
      ['blue', 5],
    ]);
    const tests = eventsOf(all, 'suppression-tested');
    expect(tests.map((t) => [t.unit, t.dice.length])).toEqual([
      [RED, 3],
      [BLUE, 3],
    ]);
  });
});

/** Red troopers in the house (20–24 × 20–24) and blue troopers in a shed 2" north, red's Second Movement after red moved. */
function standOff(): XenocideState {
  const house = aHouse();
  const shed = aBuilding('shed', rect(20, 26, 4, 4));
  const red = aUnit({ id: RED, at: row(21, 22, 3, 1), order: 'assault' });
  const blue = aUnit({ id: BLUE, at: row(21, 27, 3, 1) });
  const position = aBuildingPosition([red, blue], [house.feature, shed.feature]);
  const buildings = occupied(
    [house.building, shed.building],
    [
      [RED, 'house', 'house.s1'],
      [BLUE, 'shed', 'shed.s1'],
    ],
  );
  return {
    ...position,
    buildings,
    units: position.units.map((u) => (u.id === RED ? { ...u, activity: { ...u.activity, moved: true } } : u)),
    stage: { kind: 'activation', player: 'red', company: 'red.c1', phase: 'second-movement', units: [RED] },
  };
}
