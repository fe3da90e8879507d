import { applyCommand, deserialize, gameFromState, legalCommands, manual, serialize } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { CommandOfType, XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import { narrateXenocide } from '../../../../src/rulesets/xenocide/narrate';
import { type BuildingSpec, occupancyOf } from '../../../../src/rulesets/xenocide/rules/buildings';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  aBlock,
  aBuilding,
  aBuildingPosition,
  aHouse,
  aTrooper,
  aUnit,
  aWeapon,
  BUILDING_PROFILES,
  aUnit as baseUnit,
  diceFor,
  eventsOf,
  type Game,
  gameOf,
  occupied,
  play,
  rect,
  refused,
  row,
  PROFILES as SHOOTING_PROFILES,
  story,
  unitIn,
} from '../../../support/xenocide';

/** A mortar team: AOE 2d3, Strength 0, one shot each. */
const PROFILES = {
  ...BUILDING_PROFILES,
  'test/mortar': aTrooper({
    name: 'Mortar Team',
    weapons: [aWeapon({ name: 'Mortar', shots: 1, strength: 0, specials: { aoe: 2 } })],
  }),
};

interface Scene {
  readonly house?: Omit<BuildingSpec, 'feature'>;
  /** Red shooters standing south of the house (20–24 × 20–24). */
  readonly red?: {
    readonly models: number;
    readonly profile?: string;
    readonly x?: number;
    readonly y?: number;
  };
  /** Blue troopers inside the house (0: the house is empty). */
  readonly blue?: number;
}

/** Red's Shooting phase: red troopers 10" south of the house, blue troopers inside it (or not). */
function scene(spec: Scene = {}): XenocideState {
  const house = aHouse(spec.house ?? {});
  const red = baseUnit(
    {
      id: 'red.c1.u1',
      at: row(spec.red?.x ?? 21, spec.red?.y ?? 10, spec.red?.models ?? 2),
      ...(spec.red?.profile ? { profile: spec.red.profile } : {}),
    },
    { ...SHOOTING_PROFILES, ...PROFILES },
  );
  const blueModels = spec.blue ?? 2;
  const blue = aUnit({ id: 'blue.c1.u1', at: blueModels > 0 ? row(21, 21, blueModels) : row(60, 44, 1) });
  const base = aBuildingPosition([red, blue], [house.feature]);
  const placements: [string, string, string][] = blueModels > 0 ? [['blue.c1.u1', 'house', 'house.s1']] : [];
  return {
    ...base,
    profiles: { ...base.profiles, ...PROFILES },
    buildings: occupied([house.building], placements),
  };
}

const shootHouse = (weapon = 'Rifles'): CommandOfType<'shoot'> => ({
  type: 'shoot',
  player: 'red',
  unit: 'red.c1.u1',
  target: 'house.s1',
  weapons: [{ weapon }],
});

const section = (game: Game, id = 'house.s1') => {
  const found = game.game.buildings?.flatMap((b) => b.sections).find((s) => s.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found;
};

/** Every event of a run narrates to one non-empty line. */
function expectNarrated(events: readonly { type: string }[]): void {
  for (const e of events) {
    if (e.type === 'dice-rolled') continue;
    const line = narrateXenocide(e as never);
    expect(typeof line).toBe('string');
    expect(line.trim().length).toBeGreaterThan(0);
  }
}

describe('XEN-BLD shooting at buildings through the engine', () => {
  it('XEN-BLD-17 XEN-BLD-18 XEN-BLD-19 a shot at a building: hits on 5 or less, armor saves, CA dice at the occupants and the owner’s casualty prompt', () => {
    // 6 rifle shots: five hit (a 6 misses); armor 5 − S0 saves on 5 or less, two 6s fail: 2 SP lost;
    // two CA dice at the occupants: the 5 can kill a CAD 4 trooper, the 2 cannot.
    const game = gameOf(scene(), [1, 2, 3, 4, 5, 6, 6, 6, 1, 2, 3, 5, 2]);
    const fired = play(game, shootHouse());
    expect(diceFor(fired.events, 'building-to-hit')).toEqual([[1, 2, 3, 4, 5, 6]]);
    expect(eventsOf(fired.events, 'building-shot')[0]).toMatchObject({
      shooter: 'red.c1.u1',
      building: 'house',
      section: 'house.s1',
      volleys: [{ weapon: 'Rifles', shots: 6, strength: 0, dice: [1, 2, 3, 4, 5, 6], hits: 5 }],
      hits: 5,
    });
    expect(eventsOf(fired.events, 'building-damaged')[0]).toMatchObject({
      hits: 5,
      saved: 3,
      lost: 2,
      structureBefore: 10,
      structure: 8,
      collapsed: false,
    });
    expect(section(fired.state).structure).toBe(8);
    expect(eventsOf(fired.events, 'building-occupants-struck')[0]?.units).toEqual([
      { unit: 'blue.c1.u1', dice: [5, 2], pending: [5] },
    ]);
    expect(fired.state.pending).toEqual([
      {
        player: 'blue',
        kind: 'assign-building-casualties',
        rules: ['XEN-TURN-14', 'XEN-TURN-16'],
        commands: ['assign-building-casualties'],
        message: expect.stringContaining('XEN-BLD-19'),
        constraints: {
          building: 'house',
          section: 'house.s1',
          units: [
            {
              unit: 'blue.c1.u1',
              dice: [5],
              models: [
                { model: 'blue.c1.u1.m1', cad: '4' },
                { model: 'blue.c1.u1.m2', cad: '4' },
              ],
            },
          ],
        },
      },
    ]);
    expect(unitIn(fired.state, 'red.c1.u1').activity).toMatchObject({ shot: true, firedWeapons: ['Rifles'] });
    const done = play(fired.state, {
      type: 'assign-building-casualties',
      player: 'blue',
      assignment: [{ unit: 'blue.c1.u1', kills: [{ model: 'blue.c1.u1.m2', dice: [0] }] }],
    });
    expect(unitIn(done.state, 'blue.c1.u1').models.map((m) => m.removed)).toEqual([false, true]);
    expect(eventsOf(done.events, 'model-removed')).toEqual([
      expect.objectContaining({ unit: 'blue.c1.u1', model: 'blue.c1.u1.m2', cause: 'building-damage' }),
    ]);
    expect(eventsOf(done.events, 'building-fire-resolved')[0]).toMatchObject({
      hits: 5,
      lost: 2,
      structure: 8,
      collapsed: false,
      removed: ['blue.c1.u1.m2'],
    });
    expect(done.state.game.stage).not.toHaveProperty('attack');
    expect(occupancyOf(done.state.game.buildings ?? [], 'blue.c1.u1')).toEqual({
      building: 'house',
      section: 'house.s1',
    });
    expectNarrated([...fired.events, ...done.events]);
    expect(story(fired.events)).toContain(
      'red.c1.u1 shoots at building house (house.s1): 6 Rifles shots at S0 → 5 hits.',
    );
  });

  it('XEN-BLD-19 R50 building damage never counts toward the occupants’ suppression: no test when the phase ends', () => {
    const game = gameOf(scene(), [1, 2, 3, 4, 5, 6, 6, 6, 1, 2, 3, 5, 2]);
    const { state } = play(game, shootHouse(), {
      type: 'assign-building-casualties',
      player: 'blue',
      assignment: [{ unit: 'blue.c1.u1', kills: [{ model: 'blue.c1.u1.m1', dice: [0] }] }],
    });
    const stage = state.game.stage;
    expect(stage.kind === 'activation' ? stage.tally : 'none').toBeUndefined();
    const ended = play(state, { type: 'end-phase', player: 'red' });
    expect(eventsOf(ended.events, 'suppression-tested')).toEqual([]);
  });

  it('XEN-BLD-20 R50 the attacker is asked to combine AOE hits (repeatedly) against a strong building; a bad plan is refused untouched', () => {
    // Two mortar hits roll 2d3 each (6,6 → 6 hits; 5,5 → 6 hits): 12 Strength-0 AOE hits on Armor 6.
    const game = gameOf(
      scene({ house: { construction: 'strong' }, red: { models: 2, profile: 'test/mortar' }, blue: 0 }),
      [1, 2, 6, 6, 5, 5, 6, 6],
    );
    const fired = play(game, shootHouse('Mortar'));
    expect(fired.state.pending).toEqual([
      {
        player: 'red',
        kind: 'combine-aoe-hits',
        rules: ['XEN-TURN-14', 'XEN-TURN-16'],
        commands: ['combine-aoe-hits'],
        message: expect.stringContaining('XEN-BLD-20'),
        constraints: { building: 'house', section: 'house.s1', armor: 6, hits: [{ strength: 0, count: 12 }] },
      },
    ]);
    const tooMany = refused(fired.state, {
      type: 'combine-aoe-hits',
      player: 'red',
      plan: [{ strength: 0, times: 5 }],
    });
    expect(tooMany).toMatchObject({ code: 'out-of-range', path: ['plan', 0] });
    expect(tooMany.message).toMatch(/15 AOE hits.*XEN-BLD-20/);
    expect(refused(fired.state, { type: 'combine-aoe-hits', player: 'blue', plan: [] }).code).toBe(
      'not-your-turn',
    );
    // The fire must be finished first: the attacker may not end the phase or shoot again meanwhile.
    expect(refused(fired.state, { type: 'end-phase', player: 'red' }).code).toBe('unexpected-command');
    expect(refused(fired.state, shootHouse('Mortar')).code).toBe('unexpected-command');
    // 12 × S0 → 4 × S1, then 3 of those → 1 × S2: one S1 (saves on 5) and one S2 (saves on 4); both roll 6.
    const done = play(fired.state, {
      type: 'combine-aoe-hits',
      player: 'red',
      plan: [
        { strength: 0, times: 4 },
        { strength: 1, times: 1 },
      ],
    });
    expect(eventsOf(done.events, 'aoe-hits-combined')[0]?.hits).toEqual([
      { strength: 1, count: 1 },
      { strength: 2, count: 1 },
    ]);
    expect(diceFor(done.events, 'building-armor-save')).toEqual([[6], [6]]);
    expect(section(done.state).structure).toBe(8);
    expect(done.state.pending[0]?.kind).toBe('shooting');
    expectNarrated([...fired.events, ...done.events]);
  });

  it('XEN-BLD-21 XEN-BLD-22 XEN-BLD-23 XEN-BLD-24 XEN-BLD-08 a collapse: escape rolls, the owner’s escape plan, and ruins replacing the building', () => {
    // House at 1 SP: hit 1 fails its save (6) → 0 SP, collapse test 3 ≤ 5 holds; hit 2 gets no save and
    // tests again: 6 > 5 collapses; hit 3 is wasted. One CA die (1) kills nobody. Escapes: 2 ≤ 3 out, 6 buried.
    const game = gameOf(scene({ house: { structure: 1 }, red: { models: 1 } }), [1, 1, 1, 6, 3, 6, 1, 2, 6]);
    const fired = play(game, shootHouse());
    expect(diceFor(fired.events, 'building-collapse')).toEqual([[3], [6]]);
    expect(eventsOf(fired.events, 'building-damaged')[0]).toMatchObject({
      lost: 1,
      structure: 0,
      collapsed: true,
      wasted: 1,
      collapseTests: [
        { strength: 0, target: 5, roll: 3, collapsed: false },
        { strength: 0, target: 5, roll: 6, collapsed: true },
      ],
    });
    expect(eventsOf(fired.events, 'building-escapes-rolled')[0]?.rolls).toEqual([
      { unit: 'blue.c1.u1', model: 'blue.c1.u1.m1', target: 3, roll: 2, escaped: true },
      { unit: 'blue.c1.u1', model: 'blue.c1.u1.m2', target: 3, roll: 6, escaped: false },
    ]);
    expect(fired.state.pending[0]).toMatchObject({
      player: 'blue',
      kind: 'escape-building',
      constraints: {
        section: 'house.s1',
        distance: 4,
        units: [{ unit: 'blue.c1.u1', models: ['blue.c1.u1.m1'] }],
      },
    });
    const far = refused(fired.state, {
      type: 'escape-building',
      player: 'blue',
      plan: [{ unit: 'blue.c1.u1', positions: [{ model: 'blue.c1.u1.m1', at: { x: 22, y: 40 } }] }],
    });
    expect(far).toMatchObject({ code: 'illegal-action', path: ['plan', 0, 'positions'] });
    expect(far.message).toContain('XEN-BLD-24');
    const done = play(fired.state, {
      type: 'escape-building',
      player: 'blue',
      plan: [{ unit: 'blue.c1.u1', positions: [{ model: 'blue.c1.u1.m1', at: { x: 19, y: 22 } }] }],
    });
    const blue = unitIn(done.state, 'blue.c1.u1');
    expect(blue.models.map((m) => [m.x, m.y, m.removed])).toEqual([
      [19, 22, false],
      [22.5, 21, true],
    ]);
    expect(eventsOf(done.events, 'model-removed')).toEqual([
      expect.objectContaining({ unit: 'blue.c1.u1', model: 'blue.c1.u1.m2', cause: 'building-collapse' }),
    ]);
    expect(section(done.state)).toMatchObject({ collapsed: true, structure: 0, occupants: [] });
    expect(done.state.game.terrain.find((f) => f.id === 'house')).toMatchObject({
      kind: 'custom',
      solid: true,
      obscures: true,
      movement: { Infantry: 'impassable' },
    });
    expect(eventsOf(done.events, 'building-ruined')).toEqual([
      expect.objectContaining({ building: 'house', section: 'house.s1', feature: 'house', destroyed: true }),
    ]);
    expect(occupancyOf(done.state.game.buildings ?? [], 'blue.c1.u1')).toBeUndefined();
    expectNarrated([...fired.events, ...done.events]);
    // XEN-BLD-08: the rubble is no target any more.
    expect(
      (legalCommands(done.state, 'red') as XenocideCommand[]).some(
        (c) => c.type === 'shoot' && c.target === 'house.s1',
      ),
    ).toBe(false);
  });

  it('XEN-BLD-24 survivors of a collapse with a section next door go into it when their owner says so', () => {
    const block = aBlock({ structure: 1 });
    const red = aUnit({ id: 'red.c1.u1', at: row(21, 10, 1) });
    const blue = aUnit({ id: 'blue.c1.u1', at: row(21, 21, 1) });
    const base = aBuildingPosition([red, blue], [block.feature]);
    const position = {
      ...base,
      buildings: occupied([block.building], [['blue.c1.u1', 'block', 'block.s1']]),
    };
    // Hit 1 fails its save: 0 SP, the collapse test (6) brings it down; the CA die (1) misses; escape 1 ≤ 3.
    const game = gameOf(position, [1, 6, 6, 6, 6, 1, 1]);
    const fired = play(game, { ...shootHouse(), target: 'block.s1' });
    expect(fired.state.pending[0]?.kind).toBe('escape-building');
    const [answer] = legalCommands(fired.state, 'blue') as XenocideCommand[];
    expect(answer).toEqual({
      type: 'escape-building',
      player: 'blue',
      plan: [{ unit: 'blue.c1.u1', section: 'block.s2' }],
    });
    // XEN-BLD-09 / XEN-BLD-10: a normal building's Armor 5 saved, against the structure the players agreed.
    expect(eventsOf(fired.events, 'building-damaged')[0]?.rules).toEqual(
      expect.arrayContaining(['XEN-BLD-09', 'XEN-BLD-10']),
    );
    const done = play(fired.state, answer as XenocideCommand);
    expect(occupancyOf(done.state.game.buildings ?? [], 'blue.c1.u1')).toEqual({
      building: 'block',
      section: 'block.s2',
    });
    expect(eventsOf(done.events, 'unit-entered-building')[0]?.rules).toEqual(
      expect.arrayContaining(['XEN-BLD-24']),
    );
    expect(eventsOf(done.events, 'building-ruined')[0]).toMatchObject({
      feature: 'block.s1-ruins',
      destroyed: false,
    });
    expect(done.state.game.terrain.map((f) => f.id)).toEqual(['block', 'block.s1-ruins']);
  });

  it('XEN-BLD-19 XEN-CA-39 a shield saves a model from the rubble; dice that can then still kill are asked for again', () => {
    const position = scene({ red: { models: 1 } });
    const shielded: XenocideState = {
      ...position,
      units: position.units.map((u) =>
        u.id === 'blue.c1.u1' ? { ...u, models: u.models.map((m) => ({ ...m, profile: 'test/shield' })) } : u,
      ),
    };
    // 3 hits, 3 failed saves: 3 SP lost, three CA dice 4, 5, 6. The 6 cannot find a third model.
    const game = gameOf(shielded, [1, 1, 1, 6, 6, 6, 4, 5, 6, 2, 5, 1]);
    const fired = play(game, shootHouse());
    expect(fired.state.pending[0]?.constraints).toMatchObject({
      units: [{ unit: 'blue.c1.u1', dice: [4, 5, 6] }],
    });
    // Shield 3: m1 rolls 2 (saved), m2 rolls 5 (removed); the unused 6 can now kill m1, so it is asked again.
    const first = play(fired.state, {
      type: 'assign-building-casualties',
      player: 'blue',
      assignment: [
        {
          unit: 'blue.c1.u1',
          kills: [
            { model: 'blue.c1.u1.m1', dice: [0] },
            { model: 'blue.c1.u1.m2', dice: [1] },
          ],
        },
      ],
    });
    expect(diceFor(first.events, 'close-assault-shield')).toEqual([[2], [5]]);
    expect(eventsOf(first.events, 'building-casualties-assigned')[0]?.units[0]?.kills).toEqual([
      { model: 'blue.c1.u1.m1', dice: [0], removed: false },
      { model: 'blue.c1.u1.m2', dice: [1], removed: true },
    ]);
    expect(first.state.pending[0]).toMatchObject({
      player: 'blue',
      kind: 'assign-building-casualties',
      constraints: { units: [{ unit: 'blue.c1.u1', dice: [6], models: [{ model: 'blue.c1.u1.m1' }] }] },
    });
    const [again] = legalCommands(first.state, 'blue');
    const done = play(first.state, again as XenocideCommand);
    expect(diceFor(done.events, 'close-assault-shield')).toEqual([[1]]);
    expect(unitIn(done.state, 'blue.c1.u1').models.map((m) => m.removed)).toEqual([false, true]);
    expect(eventsOf(done.events, 'building-fire-resolved')[0]?.removed).toEqual(['blue.c1.u1.m2']);
  });

  it('XEN-BLD-19 every unit occupying the section takes one CA die per structure point lost', () => {
    const house = aHouse();
    const red = aUnit({ id: 'red.c1.u1', at: row(21, 10, 1) });
    const blue1 = aUnit({ id: 'blue.c1.u1', at: row(21, 21, 1) });
    const blue2 = aUnit({ id: 'blue.c1.u2', at: row(21, 23, 1) });
    const base = aBuildingPosition([red, blue1, blue2], [house.feature]);
    const position = {
      ...base,
      buildings: occupied(
        [house.building],
        [
          ['blue.c1.u1', 'house', 'house.s1'],
          ['blue.c1.u2', 'house', 'house.s1'],
        ],
      ),
    };
    // 2 hits, 2 failed saves: each unit takes two dice (1,6 and 2,3).
    const fired = play(gameOf(position, [1, 1, 6, 6, 6, 1, 6, 2, 3]), shootHouse());
    expect(eventsOf(fired.events, 'building-occupants-struck')[0]?.units).toEqual([
      { unit: 'blue.c1.u1', dice: [1, 6], pending: [6] },
      { unit: 'blue.c1.u2', dice: [2, 3], pending: [] },
    ]);
    // Only blue.c1.u1 has a die that kills; its single model is the only choice, still the owner's to make.
    expect(fired.state.pending[0]?.constraints).toMatchObject({ units: [{ unit: 'blue.c1.u1', dice: [6] }] });
    const done = play(fired.state, legalCommands(fired.state, 'blue')[0] as XenocideCommand);
    expect(unitIn(done.state, 'blue.c1.u1').status).toBe('eliminated');
    expect(occupancyOf(done.state.game.buildings ?? [], 'blue.c1.u1')).toBeUndefined();
    expect(occupancyOf(done.state.game.buildings ?? [], 'blue.c1.u2')).toEqual({
      building: 'house',
      section: 'house.s1',
    });
  });

  it('XEN-BLD-17 XEN-SHOOT-09 XEN-BLD-15 focus fire trades shots for Strength against a building, and occupants shoot out at another', () => {
    const focused = play(gameOf(scene({ blue: 0 }), [1, 6, 4, 4]), {
      ...shootHouse(),
      weapons: [{ weapon: 'Rifles', focusFire: true }],
    });
    // 6 Strength-0 shots → 2 Strength-1 shots; armor 5 − 1 saves on 4 or less.
    expect(eventsOf(focused.events, 'building-shot')[0]?.volleys).toEqual([
      { weapon: 'Rifles', shots: 2, strength: 1, dice: [1, 6], hits: 1 },
    ]);
    expect(section(focused.state).structure).toBe(10);
    const house = aHouse();
    const shed = aBuilding('shed', rect(20, 32, 4, 4));
    const red = aUnit({ id: 'red.c1.u1', at: row(21, 22, 2) });
    const blue = aUnit({ id: 'blue.c1.u1', at: row(60, 44, 1) });
    const base = aBuildingPosition([red, blue], [house.feature, shed.feature]);
    const inside = gameOf({
      ...base,
      buildings: occupied([house.building, shed.building], [['red.c1.u1', 'house', 'house.s1']]),
    });
    const targets = (legalCommands(inside, 'red') as XenocideCommand[]).flatMap((c) =>
      c.type === 'shoot' ? [c.target] : [],
    );
    expect(targets).toContain('shed.s1');
    expect(targets).not.toContain('house.s1');
  });

  it('XEN-BLD-16 XEN-BLD-11 XEN-BLD-02 XEN-BLD-15 shots into a weak building name its sight and soft cover; shots out of it the occupants’ sight', () => {
    const into = play(gameOf(scene({ house: { construction: 'weak' } }), Array<number>(30).fill(1)), {
      ...shootHouse(),
      target: 'blue.c1.u1',
    });
    expect(eventsOf(into.events, 'shots-fired')[0]?.rules).toEqual(expect.arrayContaining(['XEN-BLD-16']));
    expect(eventsOf(into.events, 'shots-fired')[0]?.rules).not.toContain('XEN-BLD-15');
    expect(eventsOf(into.events, 'saves-rolled')[0]?.rules).toEqual(
      expect.arrayContaining(['XEN-BLD-16', 'XEN-BLD-11']),
    );
    const house = aHouse();
    const red = aUnit({ id: 'red.c1.u1', at: row(21, 22, 2) });
    const blue = aUnit({ id: 'blue.c1.u1', at: row(21, 30, 2) });
    const base = aBuildingPosition([red, blue], [house.feature]);
    const inside = gameOf(
      { ...base, buildings: occupied([house.building], [['red.c1.u1', 'house', 'house.s1']]) },
      Array<number>(30).fill(1),
    );
    const out = play(inside, { ...shootHouse(), target: 'blue.c1.u1' });
    expect(eventsOf(out.events, 'shots-fired')[0]?.rules).toEqual(
      expect.arrayContaining(['XEN-BLD-02', 'XEN-BLD-15']),
    );
    expect(eventsOf(out.events, 'saves-rolled')[0]?.rules ?? []).not.toContain('XEN-BLD-16');
  });

  it('XEN-BLD-17 XEN-BLD-18 with physical dice each roll of a shot at a building is asked for, then the owner’s casualties', () => {
    let game = gameFromState(xenocide, scene(), { seed: 1, dice: manual }) as Game;
    const faces = [[1, 2, 3, 4, 5, 6], [6], [6], [1], [2], [3], [5, 2]];
    const asked: unknown[] = [];
    let next: XenocideCommand | { type: 'provide-dice'; player: string; dice: number[] } = shootHouse();
    for (;;) {
      const result = applyCommand(game, next as XenocideCommand);
      if (!result.ok) throw new Error(result.error.message);
      game = result.state as Game;
      const prompt = game.pending[0];
      if (prompt?.kind !== 'roll') break;
      asked.push((prompt.constraints as { purpose: string }).purpose);
      next = { type: 'provide-dice', player: prompt.player, dice: faces.shift() ?? [] };
    }
    expect(asked).toEqual([
      'building-to-hit',
      ...Array.from({ length: 5 }, () => 'building-armor-save'),
      'building-damage-attack',
    ]);
    expect(section(game).structure).toBe(8);
    expect(game.pending[0]).toMatchObject({ player: 'blue', kind: 'assign-building-casualties' });
  });

  it('XEN-BLD-17 a shot at a building survives serialize/deserialize mid-resolution and continues identically', () => {
    const game = gameOf(scene(), [1, 2, 3, 4, 5, 6, 6, 6, 1, 2, 3, 5, 2]);
    const fired = play(game, shootHouse()).state;
    const loaded = deserialize(serialize(fired), xenocide) as Game;
    expect(loaded.pending).toEqual(fired.pending);
    const answer: XenocideCommand = {
      type: 'assign-building-casualties',
      player: 'blue',
      assignment: [{ unit: 'blue.c1.u1', kills: [{ model: 'blue.c1.u1.m1', dice: [0] }] }],
    };
    const direct = play(fired, answer, { type: 'end-phase', player: 'red' });
    const resumed = play(loaded, answer, { type: 'end-phase', player: 'red' });
    expect(resumed.state.game).toEqual(direct.state.game);
    expect(resumed.events).toEqual(direct.events);
  });

  it('XEN-BLD-19 a wrong casualty assignment is refused with the state untouched, naming the rule', () => {
    const fired = play(gameOf(scene(), [1, 2, 3, 4, 5, 6, 6, 6, 1, 2, 3, 5, 2]), shootHouse()).state;
    const none = refused(fired, { type: 'assign-building-casualties', player: 'blue', assignment: [] });
    expect(none.message).toMatch(/must be assigned.*XEN-BLD-19/);
    const notYours = refused(fired, {
      type: 'assign-building-casualties',
      player: 'red',
      assignment: [{ unit: 'blue.c1.u1', kills: [{ model: 'blue.c1.u1.m1', dice: [0] }] }],
    });
    expect(notYours.code).toBe('not-your-turn');
    const twice = refused(fired, {
      type: 'assign-building-casualties',
      player: 'blue',
      assignment: [
        { unit: 'blue.c1.u1', kills: [{ model: 'blue.c1.u1.m1', dice: [0] }] },
        { unit: 'blue.c1.u1', kills: [] },
      ],
    });
    expect(twice).toMatchObject({ code: 'illegal-action', path: ['assignment', 1, 'unit'] });
    expect(refused(fired, { type: 'end-phase', player: 'red' }).code).toBe('not-your-turn');
  });

  it('XEN-BLD-17 XEN-SHOOT-04 shots at a building are checked before any die: standing, not friendly, in sight and range, no directed fire', () => {
    const game = gameOf(scene());
    const collapsedHouse: XenocideState = {
      ...game.game,
      buildings: (game.game.buildings ?? []).map((b) => ({
        ...b,
        sections: b.sections.map((s) => ({ ...s, collapsed: true, structure: 0, occupants: [] })),
      })),
    };
    expect(refused(gameOf(collapsedHouse), shootHouse()).message).toMatch(/XEN-BLD-08/);
    const directed = refused(game, { ...shootHouse(), directedAt: ['blue.c1.u1.m1'] });
    expect(directed).toMatchObject({ code: 'illegal-action', path: ['directedAt'] });
    expect(directed.message).toMatch(/XEN-BLD-17/);
    const far = refused(gameOf(scene({ red: { models: 1, x: 60, y: 22 } })), shootHouse());
    expect(far).toMatchObject({ code: 'out-of-range', path: ['weapons', 0] });
    expect(far.message).toMatch(/24" range.*XEN-SHOOT-04/);
    const wall = scene({ red: { models: 1 } });
    const hidden = gameOf({
      ...wall,
      terrain: [
        ...wall.terrain,
        { ...wall.terrain[0], id: 'wall', kind: 'custom', polygon: rect(15, 14, 14, 1), height: 8 } as never,
      ],
    });
    expect(refused(hidden, shootHouse())).toMatchObject({ code: 'line-of-sight', path: ['weapons', 0] });
    const friendly = scene({ blue: 0 });
    const own: XenocideState = {
      ...friendly,
      units: friendly.units.map((u) =>
        u.id === 'red.c1.u1' ? { ...u, models: u.models.map((m) => ({ ...m, y: 21 })) } : u,
      ),
      buildings: occupied(friendly.buildings ?? [], [['red.c1.u1', 'house', 'house.s1']]),
    };
    expect(refused(gameOf(own), shootHouse()).message).toMatch(/your own unit.*XEN-SHOOT-04/);
    const multi = aBlock();
    const blockGame = gameOf({
      ...aBuildingPosition([aUnit({ id: 'red.c1.u1', at: row(21, 10, 1) })], [multi.feature]),
      buildings: [multi.building],
    });
    expect(refused(blockGame, { ...shootHouse(), target: 'block' }).message).toMatch(/block\.s1, block\.s2/);
  });

  it('XEN-BLD-17 legalCommands offers the building as a target, and every answer it lists to each prompt is accepted', () => {
    const game = gameOf(scene(), [1, 2, 3, 4, 5, 6, 6, 6, 1, 2, 3, 5, 2]);
    const shots = (legalCommands(game, 'red') as XenocideCommand[]).filter((c) => c.type === 'shoot');
    expect(shots).toContainEqual({
      type: 'shoot',
      player: 'red',
      unit: 'red.c1.u1',
      target: 'house.s1',
      weapons: [{ weapon: 'Rifles' }],
    });
    expect(shots.map((c) => (c.type === 'shoot' ? c.target : ''))).toContain('blue.c1.u1');
    const fired = play(game, shootHouse()).state;
    const answers = legalCommands(fired, 'blue');
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) expect(() => play(fired, answer)).not.toThrow();
    expect(legalCommands(fired, 'red')).toEqual([]);
    const mortars = gameOf(
      scene({ house: { construction: 'strong' }, red: { models: 2, profile: 'test/mortar' }, blue: 0 }),
      [1, 2, 6, 6, 5, 5, ...Array.from({ length: 20 }, () => 6)],
    );
    const asked = play(mortars, shootHouse('Mortar')).state;
    const plans = legalCommands(asked, 'red');
    expect(plans).toHaveLength(3);
    for (const plan of plans) expect(() => play(asked, plan)).not.toThrow();
  });
});
