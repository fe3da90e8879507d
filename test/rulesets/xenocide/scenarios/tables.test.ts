import { type Draft, produce } from 'immer';
import { applyCommand, createGame, gameFromState, legalCommands, scripted } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { xenocideDescription } from '../../../../src/rulesets/xenocide/describe';
import {
  NAMED_TABLES,
  TERRAIN_TABLE,
  type XenocideCommand,
  type XenocideState,
  xenocide,
} from '../../../../src/rulesets/xenocide/index';
import { eventsOf, play, RED } from '../../../support/xenocide';

const setupOn = (table: string, scenario = 'seize-ground') => xenocideDescription.setup({ scenario, table });

describe('named tables', () => {
  it('XEN-TERR-11 XEN-TERR-13 XEN-BLD-04 XEN-BLD-11 the named tables hold every terrain kind, buildings of every construction with sections, and features the table does not list', () => {
    const kinds = new Set(NAMED_TABLES.flatMap((t) => t.terrain.map((f) => f.kind)));
    for (const kind of TERRAIN_TABLE) expect(kinds).toContain(kind.id);
    expect(kinds).toContain('building');
    // XEN-TERR-13: custom features with light and with hard cover and no movement given.
    const custom = NAMED_TABLES.flatMap((t) => t.terrain.filter((f) => f.kind === 'custom'));
    expect(new Set(custom.map((f) => f.overrides?.cover))).toEqual(new Set(['light', 'hard']));
    const buildings = NAMED_TABLES.flatMap((t) => t.buildings);
    expect(new Set(buildings.map((b) => b.construction ?? 'normal'))).toEqual(
      new Set(['weak', 'normal', 'strong']),
    );
    expect(buildings.some((b) => (b.sections?.length ?? 0) >= 4)).toBe(true);
    // Every feature keeps out of both 6" deployment zones, roads apart.
    for (const feature of NAMED_TABLES.flatMap((t) => t.terrain).filter((f) => f.kind !== 'road')) {
      for (const p of feature.polygon.points) expect(p.y >= 8 && p.y <= 40).toBe(true);
    }
  });

  it.each(NAMED_TABLES.map((t) => [t.id, t] as const))(
    'XEN-SCEN-03 XEN-BLD-03 the %s table sets up with its features and agreed buildings',
    (id, table) => {
      const state = createGame(xenocide, setupOn(id), { seed: 1 }).game;
      expect(state.terrain.map((f) => f.id)).toEqual(table.terrain.map((f) => f.id));
      expect((state.buildings ?? []).map((b) => b.id)).toEqual(table.buildings.map((b) => b.feature));
      for (const building of state.buildings ?? []) {
        expect(state.terrain.find((f) => f.id === building.id)).toMatchObject({
          kind: 'building',
          solid: true,
        });
      }
      expect(state.stage.kind).toBe('roll-off');
    },
  );

  it('XEN-SCEN-03 the CLI offers every named table and mixed; the samples play each table', () => {
    const option = xenocideDescription.options.find((o) => o.name === 'table');
    expect(option?.choices).toEqual(['mixed', ...NAMED_TABLES.map((t) => t.id)]);
    const sampled = new Set(xenocideDescription.samples.map((s) => s.choices.table ?? 'mixed'));
    for (const choice of option?.choices ?? []) expect(sampled).toContain(choice);
  });
});

describe('a table rolled from the agreed layouts', () => {
  it('XEN-SCEN-01 XEN-SCEN-03 XEN-BLD-03 the first command rolls the layout on a d6, rerolling the faces above their number', () => {
    const game = createGame(xenocide, setupOn('mixed'), { seed: 1, dice: scripted([6, 5, 2]) });
    expect(game.game.stage).toEqual({ kind: 'roll-table' });
    expect(game.game.terrain).toEqual([]);
    expect(game.pending).toEqual([
      expect.objectContaining({ kind: 'roll-table', player: RED, rules: ['XEN-SCEN-01', 'XEN-SCEN-03'] }),
    ]);
    expect(legalCommands(game, RED)).toEqual([{ type: 'roll-table', player: RED }]);
    const { state, events } = play(game, { type: 'roll-table', player: RED });
    const township = NAMED_TABLES[1];
    expect(eventsOf(events, 'table-chosen')).toEqual([
      // XEN-BLD-03: the buildings the players agreed for the layout come into play with it.
      expect.objectContaining({
        layout: township?.name,
        rules: ['XEN-SCEN-01', 'XEN-SCEN-03', 'XEN-BLD-03'],
      }),
    ]);
    expect(state.game.terrain.map((f) => f.id)).toEqual(township?.terrain.map((f) => f.id));
    expect(state.game.buildings).toHaveLength(township?.buildings.length ?? -1);
    expect(state.game.layouts).toBeUndefined();
    // Seize Ground goes on to its objectives roll-off.
    expect(state.game.stage).toEqual({ kind: 'roll-off', purpose: 'objectives' });
  });

  it('XEN-SCEN-02 XEN-SCEN-03 with a random scenario the table is rolled first, then the scenario', () => {
    const game = createGame(xenocide, setupOn('mixed', 'random'), { seed: 1, dice: scripted([3, 1]) });
    const rolled = play(game, { type: 'roll-table', player: RED }).state;
    expect(rolled.game.terrain.map((f) => f.id)).toEqual(NAMED_TABLES[2]?.terrain.map((f) => f.id));
    expect(rolled.game.stage).toEqual({ kind: 'roll-scenario' });
    const { state } = play(rolled, { type: 'roll-scenario', player: RED });
    expect(state.game.scenario).toBe('attrition');
  });

  it('XEN-SCEN-03 a setup that gives both terrain and layouts is refused, naming the field', () => {
    const setup = setupOn('mixed');
    expect(() => createGame(xenocide, { ...setup, terrain: NAMED_TABLES[0]?.terrain }, { seed: 1 })).toThrow(
      /layouts/,
    );
    // A layout is checked like a table: an unknown kind names its path.
    const bad = {
      ...setup,
      layouts: [{ name: 'Bad', terrain: [{ ...NAMED_TABLES[0]?.terrain[0], kind: 'lava' }] }],
    };
    expect(() => createGame(xenocide, bad as typeof setup, { seed: 1 })).toThrow(
      /layouts\.0\.terrain\.0\.kind/,
    );
  });
});

describe('buildings of the named tables are played', () => {
  it('XEN-BLD-12 XEN-BLD-13 XEN-BLD-14 a squad next to the township chapel is offered the way in and enters it', () => {
    const game = createGame(xenocide, setupOn('township', 'attrition'), { seed: 3 });
    // Red's Mortar Section stands 1" south of the chapel (50–56 × 29–35), in its First Movement.
    const position = produce(game.game, (draft: Draft<XenocideState>) => {
      for (const unit of draft.units) {
        unit.status = 'on-table';
        unit.models.forEach((m, i) => {
          m.x = 4 + 3 * (i % 8);
          m.y = unit.player === 'red' ? 2 + 2 * Math.floor(i / 8) : 45;
        });
      }
      const mortars = draft.units.find((u) => u.id === 'red.c1.u3');
      if (!mortars) throw new Error('no mortar section');
      mortars.models.forEach((m, i) => {
        m.x = 51 + 2 * i;
        m.y = 27.5;
      });
      mortars.order = 'move-and-fire';
      draft.sides[0].edge = 'south';
      draft.sides[1].edge = 'north';
      draft.turn = 1;
      draft.stage = {
        kind: 'activation',
        player: 'red',
        company: 'red.c1',
        phase: 'first-movement',
        units: ['red.c1.u3'],
      } as Draft<XenocideState>['stage'];
    });
    const state = gameFromState(xenocide, position, { seed: 3 });
    const enter = legalCommands(state, RED).find(
      (c): c is Extract<XenocideCommand, { type: 'move-unit' }> =>
        c.type === 'move-unit' && c.unit === 'red.c1.u3' && c.enter?.building === 'chapel',
    );
    expect(enter?.enter).toMatchObject({ building: 'chapel', section: 'chapel.s1' });
    const result = applyCommand(state, enter as XenocideCommand);
    if (!result.ok) throw new Error(result.error.message);
    const chapel = result.state.game.buildings?.find((b) => b.id === 'chapel');
    expect(chapel?.sections[0]?.occupants).toEqual(['red.c1.u3']);
    expect(result.events.map((e) => e.type)).toContain('unit-entered-building');
  });
});

describe('tables the armies fit on', () => {
  const base = xenocideDescription.setup({ scenario: 'attrition' });
  const on = (width: number, depth: number) => ({ ...base, table: { width, depth }, terrain: [] });

  it('XEN-SCEN-05 refuses a table whose deployment zones cannot hold an army, and says what table would', () => {
    // 36" deep: (36 − 36")/2 = 0" zones; the game used to stop at deployment with no legal command.
    expect(() => createGame(xenocide, on(72, 36), { seed: 1 })).toThrow(
      /table\.depth: a 36" deep table leaves deployment zones 0" deep \(\(depth − 36"\)\/2, XEN-SCEN-05\), too shallow for red's 4" bases; use a table at least 45" deep/,
    );
    expect(() => createGame(xenocide, on(24, 48), { seed: 1 })).toThrow(
      /red's army \(\d+ sq in of bases\) does not fit a 24" × 6" deployment zone \(XEN-SCEN-05\); use a table at least \d+" deep or wider/,
    );
  });

  it.each([
    [72, 45],
    [48, 48],
    [24, 59],
  ])('XEN-SCEN-04 XEN-SCEN-05 on a %i" × %i" table the bundled armies deploy whole', (width, depth) => {
    let state = createGame(xenocide, on(width, depth), { seed: 1 });
    for (let i = 0; i < 60 && state.game.stage.kind !== 'plan-turn'; i++) {
      const player = state.pending[0]?.player as string;
      const command = legalCommands(state, player)[0];
      expect(command, `${player} has a legal command at ${state.game.stage.kind}`).toBeDefined();
      const result = applyCommand(state, command as XenocideCommand);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect(state.game.stage.kind).toBe('plan-turn');
    expect(state.game.units.every((u) => u.status !== 'undeployed')).toBe(true);
  });
});
