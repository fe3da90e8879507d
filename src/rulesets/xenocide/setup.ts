import { rulesetBug } from 'sandtable/kit';
import * as z from 'zod';
import { validateArmy } from './army-validation';
import { baseRadius } from './data/base-radius';
import { genericUnitList } from './data/generic-units';
import { kethriUnitList } from './data/kethri-units';
import { TERRAIN_TABLE } from './data/terrain-table';
import {
  BUILDING_KIND,
  BuildingSpecSchema,
  buildingFeatureFlags,
  createBuilding,
  whyBadSections,
} from './rules/buildings';
import { untabledFeatureMovement } from './rules/movement/custom-terrain';
import { ArmyListSchema } from './schemas/army';
import { CoverKindSchema, MovementEffectSchema } from './schemas/terrain';
import { type UnitList, UnitListSchema } from './schemas/unit-list';
import {
  type CompanyState,
  SCENARIOS,
  type SideState,
  type TerrainFeature,
  type TerrainLayout,
  type UnitState,
  type XenocideState,
} from './state';
import type { BuildingState } from './state/buildings';

const PlayerIdSchema = z.string().regex(/^[a-z][a-z0-9-]{0,23}$/, {
  error: 'must be lower-case letters, digits and dashes, starting with a letter',
});

const PointSchema = z.strictObject({
  x: z.number().min(-1000).max(1000),
  y: z.number().min(-1000).max(1000),
});

/** R17: a terrain feature placed for this game: a kind from the terrain table with optional overrides. */
export const TerrainPlacementSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  kind: z.string().min(1).max(40).describe('#d114'),
  name: z.string().min(1).max(80).optional(),
  polygon: z.strictObject({ points: z.array(PointSchema).min(3).max(64) }),
  height: z.number().min(0).max(100).optional(),
  /** R17: flags the players agreed to change before the game. */
  overrides: z
    .strictObject({
      obscures: z.boolean().optional(),
      cover: CoverKindSchema.optional(),
      movement: z
        .strictObject({
          Infantry: MovementEffectSchema.optional(),
          Walker: MovementEffectSchema.optional(),
          Wheeled: MovementEffectSchema.optional(),
          Tracked: MovementEffectSchema.optional(),
        })
        .optional(),
      road: z.boolean().optional(),
      water: z.boolean().optional(),
      /** XEN-TERR-13: an untabled feature of loose ground (mud, sand, shallow water): dangerous to vehicles. */
      looseGround: z.boolean().optional(),
      intrinsicallyDangerous: z.boolean().optional(),
      solid: z.boolean().optional(),
    })
    .optional(),
});

/** Everything needed to start a Xenocide game: two armies, the scenario, the table and its terrain. */
export const XenocideSetupSchema = z
  .strictObject({
    players: z
      .tuple([
        z.strictObject({ id: PlayerIdSchema, army: ArmyListSchema }),
        z.strictObject({ id: PlayerIdSchema, army: ArmyListSchema }),
      ])
      .describe('#d115'),
    /** XEN-ARMY-02: the unit lists armies may buy from; default the bundled generic and Kethri lists. */
    unitLists: z.array(UnitListSchema).min(1).max(20).optional(),
    /** XEN-SCEN-02: a scenario by agreement, or 'random' (rolled as the first command, R52). */
    scenario: z.enum([...SCENARIOS, 'random']),
    table: z
      .strictObject({ width: z.number().min(24).max(240), depth: z.number().min(36).max(240) })
      .default({ width: 72, depth: 48 }),
    terrain: z.array(TerrainPlacementSchema).max(100).default([]),
    /** XEN-SCEN-03: the player who set up all the terrain; the other player then chooses their edge. */
    terrainSetBy: PlayerIdSchema.optional(),
    /** XEN-CP-01: CP each player gets every turn. */
    cpPerTurn: z.number().int().min(0).max(10).default(3),
    /** XEN-WIN-17 / R10: optional game length. */
    maxTurns: z.number().int().min(1).max(100).optional(),
    /**
     * XEN-SUP-14: a scenario's modifier to the target of every suppression test from shooting (and bombs):
     * one number for both players, or one per player id (`{ blue: -1 }`: blue's units are steadier).
     */
    suppressionModifier: z
      .union([z.number().int().min(-3).max(3), z.record(z.string(), z.number().int().min(-3).max(3))])
      .optional(),
    /**
     * XEN-TITAN-06 / R30: titan systems a scenario starts out of action (nothing in the rules damages them),
     * by unit id (`red.c2.u1`: company 2, unit 1 of red's army list) and system name; repairs can fix them.
     */
    damagedTitanSystems: z
      .array(z.strictObject({ unit: z.string().min(1).max(80), system: z.string().min(1).max(80) }))
      .max(20)
      .optional(),
    /** XEN-ARMY-04: both players agreed a very large game. */
    largeGame: z.boolean().optional(),
    /**
     * XEN-BLD-03: the buildings as the players agreed them, each naming its terrain feature by id. A feature
     * of kind 'building' without an entry gets the defaults (normal construction and size).
     */
    buildings: z.array(BuildingSpecSchema).max(50).optional(),
    /**
     * XEN-SCEN-03: terrain layouts agreed to roll between instead of `terrain` and `buildings`: the first
     * pre-game command (`roll-table`) rolls which one the game is played on.
     */
    layouts: z
      .array(
        z.strictObject({
          name: z.string().min(1).max(80),
          terrain: z.array(TerrainPlacementSchema).max(100),
          buildings: z.array(BuildingSpecSchema).max(50).optional(),
        }),
      )
      .min(1)
      .max(6)
      .optional(),
  })
  .superRefine((setup, ctx) => {
    const [a, b] = setup.players;
    if (a.id === b.id)
      ctx.addIssue({
        code: 'custom',
        path: ['players', 1, 'id'],
        message: 'the two players need different ids',
      });
    const modifier = setup.suppressionModifier;
    if (typeof modifier === 'object')
      for (const key of Object.keys(modifier))
        if (key !== a.id && key !== b.id)
          ctx.addIssue({
            code: 'custom',
            path: ['suppressionModifier', key],
            message: `'${key}' is not one of the players (XEN-SUP-14)`,
          });
    if (setup.terrainSetBy !== undefined && setup.terrainSetBy !== a.id && setup.terrainSetBy !== b.id) {
      ctx.addIssue({
        code: 'custom',
        path: ['terrainSetBy'],
        message: `'${setup.terrainSetBy}' is not one of the players`,
      });
    }
    const lists = setup.unitLists ?? BUNDLED_UNIT_LISTS;
    const systems = new Map<string, readonly string[]>();
    setup.players.forEach((player, index) => {
      const options = setup.largeGame === undefined ? {} : { largeGame: setup.largeGame };
      const result = validateArmy(player.army, lists, options);
      if (result.ok) checkRoom(setup.scenario, setup.table, player.id, result.army, ctx);
      if (result.ok)
        for (const [c, company] of result.army.companies.entries())
          for (const [u, unit] of company.units.entries()) {
            const names = unit.models.flatMap((line) =>
              line.profile.kind === 'titan' ? line.profile.systems.map((s) => s.name) : [],
            );
            if (names.length > 0) systems.set(`${player.id}.c${c + 1}.u${u + 1}`, names);
          }
      if (!result.ok) {
        for (const issue of result.issues) {
          ctx.addIssue({
            code: 'custom',
            path: ['players', index, 'army', ...issue.path],
            message: issue.message,
          });
        }
      }
    });
    (setup.damagedTitanSystems ?? []).forEach((entry, index) => {
      const names = systems.get(entry.unit);
      if (!names)
        ctx.addIssue({
          code: 'custom',
          path: ['damagedTitanSystems', index, 'unit'],
          message: `'${entry.unit}' is not a titan unit with named systems (ids are player.cN.uN in army-list order) (XEN-TITAN-06)`,
        });
      else if (!names.includes(entry.system))
        ctx.addIssue({
          code: 'custom',
          path: ['damagedTitanSystems', index, 'system'],
          message: `${entry.unit} has no system '${entry.system}'; its systems are ${names.join(', ')} (XEN-TITAN-06)`,
        });
    });
    checkTable(setup.terrain, setup.buildings, [], ctx);
    if (setup.layouts && (setup.terrain.length > 0 || setup.buildings !== undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['layouts'],
        message:
          'give the terrain either as `terrain` and `buildings` or as `layouts` to roll between, not both',
      });
    setup.layouts?.forEach((layout, index) => {
      checkTable(layout.terrain, layout.buildings, ['layouts', index], ctx);
    });
  });

/** How much of a deployment zone an army's bases (with a tenth of an inch between them) may fill. */
const ZONE_FILL = 0.4;

/** How much deeper than the widest base a deployment zone must be (bases stand a hair inside its edge). */
const ZONE_MARGIN = 0.5;

/**
 * XEN-SCEN-05: refuses a table whose standard deployment zones, (depth − 36")/2 deep, cannot hold the army:
 * shallower than its widest base (plus {@link ZONE_MARGIN}), or with its bases (spaced) filling more than
 * {@link ZONE_FILL} of the zone (the engine's deployment would then find no place and the game could not start).
 */
function checkRoom(
  scenario: string,
  table: { readonly width: number; readonly depth: number },
  player: string,
  army: {
    readonly companies: readonly {
      readonly units: readonly {
        readonly models: readonly {
          readonly count: number;
          readonly profile: Parameters<typeof baseRadius>[0];
        }[];
      }[];
    }[];
  },
  ctx: z.RefinementCtx,
): void {
  if (scenario === 'invasion') return;
  const lines = army.companies.flatMap((c) => c.units.flatMap((u) => u.models));
  if (lines.length === 0) return;
  const zone = Math.max(0, (table.depth - 36) / 2);
  const widest = Math.max(...lines.map((l) => 2 * baseRadius(l.profile)));
  const area = lines.reduce((sum, l) => sum + l.count * (2 * baseRadius(l.profile) + 0.1) ** 2, 0);
  const deepEnough = widest + ZONE_MARGIN;
  const needed = Math.ceil(Math.max(36 + 2 * deepEnough, 36 + (2 * area) / (ZONE_FILL * table.width)));
  if (zone >= deepEnough && area <= ZONE_FILL * zone * table.width) return;
  ctx.addIssue({
    code: 'custom',
    path: ['table', 'depth'],
    message:
      zone < deepEnough
        ? `a ${table.depth}" deep table leaves deployment zones ${zone}" deep ((depth − 36")/2, XEN-SCEN-05), too shallow for ${player}'s ${widest}" bases; use a table at least ${needed}" deep`
        : `${player}'s army (${Math.round(area)} sq in of bases) does not fit a ${table.width}" × ${zone}" deployment zone (XEN-SCEN-05); use a table at least ${needed}" deep or wider`,
  });
}

/** A Xenocide setup as written by a user (defaults may be left out). */
export type XenocideSetup = z.input<typeof XenocideSetupSchema>;

/** A Xenocide setup as the schema gives it to the ruleset (defaults filled in). */
export type XenocideSetupParsed = z.output<typeof XenocideSetupSchema>;

type Placed = z.output<typeof TerrainPlacementSchema>;
type AgreedBuilding = z.output<typeof BuildingSpecSchema>;

/** XEN-TERR-11 / XEN-BLD-03/04: checks a table's features (kinds in the terrain table) and agreed buildings. */
function checkTable(
  terrain: readonly Placed[],
  buildings: readonly AgreedBuilding[] | undefined,
  at: readonly (string | number)[],
  ctx: z.RefinementCtx,
): void {
  const ids = terrain.map((f, i) => f.id ?? `t${i + 1}`);
  (buildings ?? []).forEach((spec, index) => {
    const where = ids.indexOf(spec.feature);
    const feature = terrain[where];
    if (!feature)
      ctx.addIssue({
        code: 'custom',
        path: [...at, 'buildings', index, 'feature'],
        message: `no terrain feature has the id '${spec.feature}' (XEN-BLD-03)`,
      });
    else if (buildings?.findIndex((b) => b.feature === spec.feature) !== index)
      ctx.addIssue({
        code: 'custom',
        path: [...at, 'buildings', index, 'feature'],
        message: `building '${spec.feature}' is agreed twice (XEN-BLD-03)`,
      });
    else {
      const why = whyBadSections(resolveFeature(feature, where), spec);
      if (why) ctx.addIssue({ code: 'custom', path: [...at, 'buildings', index, 'sections'], message: why });
    }
  });
  terrain.forEach((feature, index) => {
    if (
      feature.kind !== 'custom' &&
      feature.kind !== BUILDING_KIND &&
      !TERRAIN_TABLE.some((k) => k.id === feature.kind)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: [...at, 'terrain', index, 'kind'],
        message: `'${feature.kind}' is not in the terrain table (XEN-TERR-11); use one of ${TERRAIN_TABLE.map((k) => k.id).join(', ')} or 'custom'`,
      });
    }
  });
}

/** The unit lists bundled with the ruleset. */
export const BUNDLED_UNIT_LISTS: readonly UnitList[] = [genericUnitList, kethriUnitList];

/** R17: a placed terrain feature with the terrain table's flags and the players' overrides. */
function resolveFeature(placed: z.output<typeof TerrainPlacementSchema>, i: number): TerrainFeature {
  const kind = TERRAIN_TABLE.find((k) => k.id === placed.kind);

  const o = placed.overrides ?? {};
  // XEN-TERR-13 / R17: a feature the table does not list moves by its cover and ground, unless agreed otherwise.
  const movement =
    kind?.movement ??
    (placed.kind === BUILDING_KIND
      ? untabledFeatureMovement('none', false)
      : untabledFeatureMovement(o.cover ?? 'none', o.looseGround ?? o.water ?? false));
  return {
    id: placed.id ?? `t${i + 1}`,
    kind: placed.kind,
    name: placed.name ?? kind?.name ?? 'Custom feature',
    polygon: placed.polygon,
    height: placed.height ?? 1,
    obscures: o.obscures ?? kind?.obscures ?? false,
    cover: o.cover ?? kind?.cover ?? 'none',
    movement: {
      Infantry: o.movement?.Infantry ?? movement.Infantry,
      Walker: o.movement?.Walker ?? movement.Walker,
      Wheeled: o.movement?.Wheeled ?? movement.Wheeled,
      Tracked: o.movement?.Tracked ?? movement.Tracked,
    },
    road: o.road ?? kind?.road ?? false,
    water: o.water ?? kind?.water ?? false,
    intrinsicallyDangerous: o.intrinsicallyDangerous ?? kind?.intrinsicallyDangerous ?? false,
    solid: o.solid ?? false,
  };
}

/** XEN-BLD-03 / R17: a table's placed features resolved, and its buildings created from the agreed specs. */
function resolveTable(
  placed: readonly Placed[],
  agreed: readonly AgreedBuilding[] | undefined,
): { terrain: TerrainFeature[]; buildings: BuildingState[] } {
  const resolved = placed.map(resolveFeature);
  const buildingIds = new Set([
    ...resolved.filter((f) => f.kind === BUILDING_KIND).map((f) => f.id),
    ...(agreed ?? []).map((b) => b.feature),
  ]);
  const buildings = resolved
    .filter((f) => buildingIds.has(f.id))
    .map((f) =>
      createBuilding(
        f,
        agreed?.find((b) => b.feature === f.id) ?? BuildingSpecSchema.parse({ feature: f.id }),
      ),
    );
  // XEN-BLD-09 / XEN-BLD-11 / R64: a building's feature carries its construction's cover and blocks sight.
  const terrain = resolved.map((f): TerrainFeature => {
    const building = buildings.find((b) => b.id === f.id);
    return building ? { ...f, kind: BUILDING_KIND, ...buildingFeatureFlags(building) } : f;
  });
  return { terrain, buildings };
}

/** XEN-SCEN-01: builds the initial state from a validated setup: armies on their sides, terrain resolved. */
export function buildInitialState(input: XenocideSetup): XenocideState {
  const setup = XenocideSetupSchema.parse(input);
  const lists = setup.unitLists ?? BUNDLED_UNIT_LISTS;
  const profiles: Record<string, UnitList['profiles'][string]> = {};
  const companies: CompanyState[] = [];
  const units: UnitState[] = [];
  const sides = setup.players.map((player): SideState => {
    const result = validateArmy(
      player.army,
      lists,
      setup.largeGame === undefined ? {} : { largeGame: setup.largeGame },
    );
    if (!result.ok) throw rulesetBug('xenocide: army passed the schema but failed validation');
    const army = result.army;
    army.companies.forEach((company, c) => {
      const companyId = `${player.id}.c${c + 1}`;
      const unitIds: string[] = [];
      company.units.forEach((unit, u) => {
        const unitId = `${companyId}.u${u + 1}`;
        unitIds.push(unitId);
        let n = 0;
        const models = unit.models.flatMap((line) => {
          const fromFaction =
            lists.find((l) => l.faction === army.faction)?.profiles[line.profileId] !== undefined;
          // XEN-ARMY-15: a titan with bought options is its own profile (two of one kind may differ).
          const options = line.profile.kind === 'titan' ? unit.titanOptions.map((o) => o.id) : [];
          const key = `${fromFaction ? army.faction : 'generic'}/${line.profileId}${options.map((o) => `+${o}`).join('')}`;
          profiles[key] = line.profile;
          return Array.from({ length: line.count }, () => {
            n += 1;
            const model = {
              id: `${unitId}.m${n}`,
              profile: key,
              x: 0,
              y: 0,
              facing: 0,
              radius: baseRadius(line.profile),
              removed: false,
            };
            const damaged = (setup.damagedTitanSystems ?? [])
              .filter((d) => d.unit === unitId)
              .map((d) => d.system);
            return line.profile.kind === 'titan'
              ? {
                  ...model,
                  titan: {
                    core: line.profile.core,
                    power: 0,
                    layers: line.profile.deflectorLayers,
                    boostThisTurn: 0,
                    ...(damaged.length > 0 ? { damagedSystems: [...new Set(damaged)] } : {}),
                  },
                }
              : model;
          });
        });
        const types = models.map((m) => profiles[m.profile]?.types ?? []);
        units.push({
          id: unitId,
          player: player.id,
          company: companyId,
          name: unit.name,
          value: unit.value,
          startModels: models.length,
          models,
          status: 'undeployed',
          suppression: 0,
          dugIn: false,
          overwatch: false,
          high: types.length > 0 && types.every((t) => t.includes('Flyer')),
          activity: emptyActivity(),
        });
      });
      companies.push({
        id: companyId,
        player: player.id,
        name: company.name,
        units: unitIds,
        value: company.value,
        activated: false,
        reserve: false,
      });
    });
    return {
      player: player.id,
      armyName: army.name,
      value: army.value,
      cp: 0,
      lostVp: 0,
      score: 0,
      activationOrder: [],
      lostInitiative: false,
    };
  }) as [SideState, SideState];

  const { terrain, buildings } = resolveTable(setup.terrain, setup.buildings);
  const layouts = setup.layouts?.map((layout): TerrainLayout => {
    const table = resolveTable(layout.terrain, layout.buildings);
    return table.buildings.length === 0
      ? { name: layout.name, terrain: table.terrain }
      : { name: layout.name, terrain: table.terrain, buildings: table.buildings };
  });

  const players = [setup.players[0].id, setup.players[1].id] as const;
  const base: XenocideState = {
    table: setup.table,
    players,
    scenario: setup.scenario,
    cpPerTurn: setup.cpPerTurn,
    terrain,
    profiles,
    sides,
    companies,
    units,
    objectives: [],
    turn: 0,
    stage: layouts ? { kind: 'roll-table' } : { kind: 'roll-scenario' },
  };
  const withOptions = {
    ...base,
    ...(setup.maxTurns === undefined ? {} : { maxTurns: setup.maxTurns }),
    ...(setup.terrainSetBy === undefined ? {} : { terrainSetBy: setup.terrainSetBy }),
    ...(buildings.length === 0 ? {} : { buildings }),
    ...suppressionModifierOf(setup.suppressionModifier, players),
    ...(layouts ? { layouts } : {}),
  };
  return withOptions;
}

/** XEN-SUP-14: the state's per-player suppression modifiers (none when every one is 0). */
function suppressionModifierOf(
  given: XenocideSetupParsed['suppressionModifier'],
  players: readonly [string, string],
): Pick<XenocideState, 'suppressionModifier'> {
  if (given === undefined) return {};
  const each = players.map((p) => [p, typeof given === 'number' ? given : (given[p] ?? 0)] as const);
  return each.some(([, v]) => v !== 0) ? { suppressionModifier: Object.fromEntries(each) } : {};
}

/** A unit's activity record at the start of an activation. */
export function emptyActivity(): UnitState['activity'] {
  return {
    moved: false,
    distance: 0,
    shot: false,
    rallied: false,
    suppressedMoveBought: false,
    transportLocked: false,
  };
}
