import { describe, expect, it } from 'vitest';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import { occupancyOf } from '../../../../src/rulesets/xenocide/rules/buildings';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  aBlock,
  aBuilding,
  aBuildingPosition,
  aHouse,
  aUnit,
  eventsOf,
  gameOf,
  inPhase,
  occupied,
  play,
  rect,
  refused,
  row,
} from '../../../support/xenocide';

const RED = 'red.c1.u1';

/** Red's `profile` squad 1" south of a house with no doors or windows (or a normal one), in red's First Movement. */
function outsideHouse(profile: string, doors: boolean): XenocideState {
  const { feature, building } = aHouse(doors ? {} : { openings: [] });
  const red = aUnit({ id: RED, at: row(21, 18.5, 2), profile, order: 'move-and-fire' });
  const blue = aUnit({ id: 'blue.c1.u1', at: row(50, 40, 2) });
  return inPhase(
    { ...aBuildingPosition([red, blue], [feature]), buildings: [building] },
    'first-movement',
    'red',
    [RED],
  );
}

const enter = (route: 'door' | 'roof' | 'teleport'): XenocideCommand => ({
  type: 'move-unit',
  player: 'red',
  unit: RED,
  mode: 'normal',
  models: [],
  enter: { building: 'house', section: 'house.s1', route },
});

describe('XEN-BLD entering buildings through the engine', () => {
  it('XEN-BLD-12 a section with no doors or windows is entered from the roof by jump troops, and legal commands offer that route', () => {
    const jumpers = outsideHouse('test/jumper', false);
    expect(xenocide.legalCommands(jumpers, 'red')).toContainEqual(enter('roof'));
    expect(refused(gameOf(jumpers), enter('door')).message).toMatch(/no doors or windows.*XEN-BLD-12/);
    const done = play(gameOf(jumpers), enter('roof'));
    expect(occupancyOf(done.state.game.buildings ?? [], RED)).toEqual({
      building: 'house',
      section: 'house.s1',
    });
    const walkers = outsideHouse('test/trooper', false);
    expect(xenocide.legalCommands(walkers, 'red').filter((c) => c.type === 'move-unit' && c.enter)).toEqual(
      [],
    );
    expect(refused(gameOf(walkers), enter('roof')).message).toMatch(/hover or jump.*XEN-BLD-12/);
  });

  it('XEN-BLD-29 XEN-MOVE-05 R14 a unit may enter a building inside the ZOC of an enemy-occupied building; no assault starts', () => {
    const house = aHouse();
    const shed = aBuilding('shed', rect(20, 26, 4, 4));
    const red = aUnit({ id: RED, at: row(21, 18.5, 2), order: 'move-and-fire' });
    const blue = aUnit({ id: 'blue.c1.u1', at: row(21, 27, 2) });
    const position = aBuildingPosition([red, blue], [house.feature, shed.feature]);
    const buildings = occupied([house.building, shed.building], [['blue.c1.u1', 'shed', 'shed.s1']]);
    const start = inPhase({ ...position, buildings }, 'first-movement', 'red', [RED]);
    const { state, events } = play(gameOf(start), enter('door'), { type: 'end-phase', player: 'red' });
    expect(occupancyOf(state.game.buildings ?? [], RED)).toEqual({ building: 'house', section: 'house.s1' });
    expect(eventsOf(events, 'assault-started')).toEqual([]);
    const named = eventsOf(events, 'unit-entered-building')[0]?.rules;
    expect(named).toEqual(expect.arrayContaining(['XEN-BLD-14', 'XEN-BLD-29']));
    // Another building: no section stand-off, and the house is not divided.
    expect(named).not.toContain('XEN-BLD-35');
    expect(named).not.toContain('XEN-BLD-04');
    expect(xenocide.invariants(state.game)).toEqual([]);
  });

  it('XEN-BLD-35 XEN-BLD-04 XEN-BLD-14 a unit enters the section next to an enemy-held one of the same building; no assault starts', () => {
    const { feature, building } = aBlock();
    const red = aUnit({ id: RED, at: row(21, 18.5, 2), order: 'move-and-fire' });
    const blue = aUnit({ id: 'blue.c1.u1', at: row(25, 22, 2) });
    const position = aBuildingPosition([red, blue], [feature]);
    const buildings = occupied([building], [['blue.c1.u1', 'block', 'block.s2']]);
    const start = inPhase({ ...position, buildings }, 'first-movement', 'red', [RED]);
    const into: XenocideCommand = {
      type: 'move-unit',
      player: 'red',
      unit: RED,
      mode: 'normal',
      models: [],
      enter: { building: 'block', section: 'block.s1', route: 'door' },
    };
    expect(xenocide.legalCommands(start, 'red')).toContainEqual(into);
    const { state, events } = play(gameOf(start), into, { type: 'end-phase', player: 'red' });
    expect(occupancyOf(state.game.buildings ?? [], RED)).toEqual({ building: 'block', section: 'block.s1' });
    expect(eventsOf(events, 'unit-entered-building')[0]?.rules).toEqual(
      expect.arrayContaining(['XEN-BLD-14', 'XEN-BLD-04', 'XEN-BLD-29', 'XEN-BLD-35']),
    );
    expect(eventsOf(events, 'assault-started')).toEqual([]);
    expect(xenocide.invariants(state.game)).toEqual([]);
  });

  it('XEN-BLD-01 XEN-MOVE-01 a second unit entering a section stands clear of the models already inside', () => {
    const { feature, building } = aHouse();
    const first = aUnit({ id: RED, at: row(21, 18.5, 3), order: 'move-and-fire' });
    const second = aUnit({ id: 'red.c1.u2', at: row(21, 17, 3), order: 'move-and-fire' });
    const blue = aUnit({ id: 'blue.c1.u1', at: row(50, 40, 2) });
    const position = { ...aBuildingPosition([first, second, blue], [feature]), buildings: [building] };
    const start = inPhase(position, 'first-movement', 'red', [RED, 'red.c1.u2']);
    const into = (unit: string): XenocideCommand => ({
      type: 'move-unit',
      player: 'red',
      unit,
      mode: 'normal',
      models: [],
      enter: { building: 'house', section: 'house.s1', route: 'door' },
    });
    const { state } = play(gameOf(start), into(RED), into('red.c1.u2'));
    const bases = state.game.units
      .filter((u) => u.player === 'red')
      .flatMap((u) => u.models.map((m) => ({ id: m.id, x: m.x, y: m.y, r: m.radius })));
    for (const [i, a] of bases.entries())
      for (const b of bases.slice(i + 1))
        expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.id} and ${b.id}`).toBeGreaterThanOrEqual(
          a.r + b.r - 1e-6,
        );
    expect(state.game.buildings?.[0]?.sections[0]?.occupants).toEqual([RED, 'red.c1.u2']);
  });
});
