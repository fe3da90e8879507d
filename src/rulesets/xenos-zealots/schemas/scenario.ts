import * as z from 'zod';
import { keywordSchema } from './keyword';
import { MOBILITY_TYPES, type MobilityType } from './unit-stats';

/** XZ-TERR-03: the area terrain types. */
export const AREA_TYPES = [
  'Hard Flat Surface',
  'Difficult Ground',
  'Light Woods',
  'Heavy Woods',
  'Water Feature',
  'Built Up Area',
] as const;

/** An area terrain type. */
export type AreaType = (typeof AREA_TYPES)[number];

/** XZ-TERR-03: one area type; an unknown one is refused with the closest known one. */
export const AreaTypeSchema = keywordSchema(AREA_TYPES, {
  code: 'unknown-area-type',
  rule: 'XZ-TERR-03',
  noun: 'area type',
});

/** R18: the area types that are obscuring unless the scenario says otherwise. */
export const OBSCURING_BY_DEFAULT: readonly AreaType[] = [
  'Difficult Ground',
  'Light Woods',
  'Heavy Woods',
  'Built Up Area',
];

/** XZ-TERR-08 / XZ-TERR-09: the "penalty / Impassable" cells of the movement table, which a scenario may make impassable. */
export const AGREEABLE_CELLS: readonly { mobility: MobilityType; areaType: AreaType }[] = [
  { mobility: 'W', areaType: 'Built Up Area' },
  { mobility: 'T', areaType: 'Heavy Woods' },
  { mobility: 'T', areaType: 'Built Up Area' },
  { mobility: 'H', areaType: 'Heavy Woods' },
  { mobility: 'H', areaType: 'Built Up Area' },
];

const Point = z.strictObject({ x: z.number().min(0).max(240), y: z.number().min(0).max(240) });

/** A point on the table, in inches from the top-left corner. */
export type Point = z.output<typeof Point>;

/** An axis-aligned rectangle on the table, from (x0, y0) to (x1, y1). */
export const RectSchema = z
  .strictObject({
    x0: z.number().min(0).max(240),
    y0: z.number().min(0).max(240),
    x1: z.number().min(0).max(240),
    y1: z.number().min(0).max(240),
  })
  .refine((r) => r.x0 < r.x1 && r.y0 < r.y1, { error: 'x0 must be less than x1 and y0 less than y1' });

/** A rectangle. */
export type Rect = z.output<typeof RectSchema>;

/** A terrain feature's outline: a rectangle, a polygon (areas, buildings) or a line (walls, fences, ditches). */
export const ShapeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('rect'), rect: RectSchema }),
  z.strictObject({ kind: z.literal('polygon'), points: z.array(Point).min(3).max(64) }),
  z.strictObject({
    kind: z.literal('line'),
    points: z.array(Point).min(2).max(64),
    /** Inches. */
    thickness: z.number().gt(0).max(6).default(0.5),
  }),
]);

/** A terrain outline. */
export type Shape = z.output<typeof ShapeSchema>;

/**
 * XZ-TERR-04 / R16: an agreed effect of a water feature's exotic contents: each model whose move enters the feature
 * (or lands in it) takes one hit of this AP and Damage, saved as usual with its Rear & Top armour (the contents
 * attack from below).
 */
export const ExoticHazardSchema = z.strictObject({
  /** What the contents are ('acid', 'lava'). */
  name: z.string().min(1).max(40),
  /** The hit each model takes on entering (XZ-WPN-02, XZ-WPN-03). */
  hit: z.strictObject({
    ap: z.number().int().min(1).max(20),
    damage: z.number().int().min(1).max(20),
  }),
});

/** An agreed exotic hazard. */
export type ExoticHazard = z.output<typeof ExoticHazardSchema>;

/**
 * R16 / XZ-TERR-01 … XZ-TERR-15 / R18 / R19 / R30: one terrain feature as the players agreed it: an area of a
 * given type or an obstacle, and the flags that decide line of sight, cover, crossing and occupancy.
 */
export const TerrainFeatureSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/, { error: 'must be kebab-case (a-z, 0-9, -)' }),
    name: z.string().min(1).max(80).optional(),
    /** XZ-TERR-03 / XZ-TERR-05. */
    kind: z.enum(['area', 'obstacle']),
    /** XZ-TERR-03: required for an area, refused for an obstacle. */
    areaType: AreaTypeSchema.optional(),
    shape: ShapeSchema,
    /** R18: default by area type (OBSCURING_BY_DEFAULT); obstacles are not obscuring areas. */
    obscuring: z.boolean().optional(),
    /** R19: single buildings, cliff faces. */
    blocksLOS: z.boolean().default(false),
    /** XZ-TERR-15 / R19: substantial material, +2 cover. */
    hardCover: z.boolean().default(false),
    /** XZ-SMOV-03: a linear obstacle a Dozer Blade ignores. */
    dozerPassable: z.boolean().default(false),
    /** R30: "holding a fortification". */
    fortification: z.boolean().default(false),
    /** XZ-TERR-07: which units may hold it and how many models; left out means it can't be occupied. */
    occupancy: z
      .strictObject({
        maxModels: z.number().int().min(1).max(200),
        unitTypes: z.array(z.string().min(1).max(40)).max(5).optional(),
      })
      .optional(),
    /** R19: inches. */
    height: z.number().min(0).max(48).default(0),
    /** R28 / XZ-TERR-10: storeys (ground = 0). */
    level: z.number().int().min(0).max(10).default(0),
    /**
     * XZ-TERR-04: a water feature's exotic contents: a keyword alone is a label with no effect (the hook has no
     * default); an agreed hazard (`{ name, hit: { ap, damage } }`) hits each model that enters it.
     */
    exoticEffect: z.union([z.string().min(1).max(40), ExoticHazardSchema]).default('none'),
  })
  .superRefine((feature, ctx) => {
    const fail = (path: string[], message: string, code: string, rule: string) =>
      ctx.addIssue({ code: 'custom', path, message, params: { code, rule } });
    if (feature.kind === 'area' && feature.areaType === undefined)
      fail(
        ['areaType'],
        `an area needs its type: one of ${AREA_TYPES.map((t) => `'${t}'`).join(', ')} (XZ-TERR-03)`,
        'missing-area-type',
        'XZ-TERR-03',
      );
    if (feature.kind === 'obstacle' && feature.areaType !== undefined)
      fail(
        ['areaType'],
        'an obstacle has no area type; remove it or make the feature an area (XZ-TERR-05)',
        'area-type-on-obstacle',
        'XZ-TERR-05',
      );
    if (feature.kind === 'area' && feature.shape.kind === 'line')
      fail(
        ['shape', 'kind'],
        'an area covers ground, so give it a rect or polygon, not a line (XZ-TERR-03)',
        'area-as-line',
        'XZ-TERR-03',
      );
    if (feature.exoticEffect !== 'none' && feature.areaType !== 'Water Feature')
      fail(
        ['exoticEffect'],
        'only a Water Feature has exotic contents (XZ-TERR-04)',
        'exotic-effect-on-dry-land',
        'XZ-TERR-04',
      );
    if (feature.dozerPassable && !(feature.kind === 'obstacle' && feature.shape.kind === 'line'))
      fail(
        ['dozerPassable'],
        'only a linear obstacle can be dozer-passable (XZ-SMOV-03)',
        'dozer-passable-not-linear',
        'XZ-SMOV-03',
      );
  });

/** A terrain feature as written. */
export type TerrainFeatureInput = z.input<typeof TerrainFeatureSchema>;
/** A terrain feature, defaults filled in. */
export type TerrainFeature = z.output<typeof TerrainFeatureSchema>;

/** XZ-TERR-04: the agreed hazard of a feature's exotic contents, if the scenario gave it one. */
export function exoticHazard(feature: TerrainFeature): ExoticHazard | undefined {
  return typeof feature.exoticEffect === 'string' ? undefined : feature.exoticEffect;
}

/** R18: whether a feature is obscuring: its own flag, else the default of its area type. */
export function isObscuring(feature: TerrainFeature): boolean {
  return (
    feature.obscuring ?? (feature.areaType !== undefined && OBSCURING_BY_DEFAULT.includes(feature.areaType))
  );
}

/** R2: how the game is won; the default is the side that destroyed more enemy units (equal is a draw). */
export const VictoryConditionSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('most-units-destroyed') }),
]);

/** A victory condition. */
export type VictoryCondition = z.output<typeof VictoryConditionSchema>;

/** R2: a deployment zone. */
export const DeploymentZoneSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,23}$/, { error: 'must be kebab-case (a-z, 0-9, -)' }),
  rect: RectSchema,
});

/** A deployment zone. */
export type DeploymentZone = z.output<typeof DeploymentZoneSchema>;

/** XZ-TERR-09 / R16: one "penalty / Impassable" cell the players agreed is impassable. */
export const ImpassableOverrideSchema = z.strictObject({
  mobility: z.enum(MOBILITY_TYPES),
  areaType: AreaTypeSchema,
});

const within = (rect: Rect, table: { width: number; depth: number }) =>
  rect.x1 <= table.width && rect.y1 <= table.depth;

const pointsOf = (shape: Shape): Point[] =>
  shape.kind === 'rect'
    ? [
        { x: shape.rect.x0, y: shape.rect.y0 },
        { x: shape.rect.x1, y: shape.rect.y1 },
      ]
    : shape.points;

/**
 * R2 / R16 / XZ-TURN-02: a scenario: table size (default 72"×48"), two deployment zones (default 12" strips on
 * the long edges), `maxTurns` (default 6), the victory condition, the agreed terrain, and no points limit (R1).
 */
export const ScenarioSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/, { error: 'must be kebab-case (a-z, 0-9, -)' }),
    name: z.string().min(1).max(80),
    /** R2: inches. */
    table: z
      .strictObject({ width: z.number().min(12).max(240), depth: z.number().min(12).max(240) })
      .default({ width: 72, depth: 48 }),
    /** R2: the depth of the default strips. */
    deployDepth: z.number().gt(0).max(60).default(12),
    /** R2 / XZ-TURN-02: two zones; left out, two `deployDepth` strips along the long edges. */
    deploymentZones: z
      .array(DeploymentZoneSchema)
      .length(2, { error: 'needs exactly 2 zones, one per side (R2)' })
      .optional(),
    /** R2: the game ends after the Resolution Phase of this turn. */
    maxTurns: z
      .number()
      .int()
      .min(1, { error: (i) => `must be at least 1 turn, not ${String(i.input)} (R2)` })
      .max(20)
      .default(6),
    /** R2. */
    victory: VictoryConditionSchema.default({ kind: 'most-units-destroyed' }),
    /** XZ-TERR-01 / R16. */
    terrain: z.array(TerrainFeatureSchema).max(100).default([]),
    /** XZ-TERR-10 / R16: inches per obstacle or level climbed. */
    obstaclePenalty: z.number().min(0).max(12).default(2),
    /** XZ-TERR-09 / R16: default none (the penalty applies and the terrain is passable). */
    impassableOverrides: z.array(ImpassableOverrideSchema).max(5).default([]),
    /** R1: version 1 does no points validation. */
    pointsLimit: z.null().default(null),
  })
  .superRefine((scenario, ctx) => {
    const fail = (path: (string | number)[], message: string, code: string, rule: string) =>
      ctx.addIssue({ code: 'custom', path, message, params: { code, rule } });
    const { table } = scenario;
    const short = Math.min(table.width, table.depth);
    if (scenario.deploymentZones === undefined && scenario.deployDepth * 2 > short)
      fail(
        ['deployDepth'],
        `two ${scenario.deployDepth}" strips on the long edges do not fit between edges ${short}" apart (R2)`,
        'zones-overlap',
        'R2',
      );
    scenario.deploymentZones?.forEach((zone, z) => {
      if (!within(zone.rect, table))
        fail(
          ['deploymentZones', z, 'rect'],
          `the zone leaves the ${table.width}"×${table.depth}" table (R2)`,
          'off-table',
          'R2',
        );
    });
    const zones = scenario.deploymentZones;
    if (zones?.[0] && zones[1] && zones[0].id === zones[1].id)
      fail(
        ['deploymentZones', 1, 'id'],
        `both zones are called '${zones[0].id}'; give them different ids (R2)`,
        'duplicate-zone-id',
        'R2',
      );
    const ids = scenario.terrain.map((t) => t.id);
    scenario.terrain.forEach((feature, f) => {
      if (ids.indexOf(feature.id) !== f)
        fail(
          ['terrain', f, 'id'],
          `another feature is already called '${feature.id}' (R16)`,
          'duplicate-terrain-id',
          'R16',
        );
      if (pointsOf(feature.shape).some((p) => p.x > table.width || p.y > table.depth))
        fail(
          ['terrain', f, 'shape'],
          `the feature leaves the ${table.width}"×${table.depth}" table (R16)`,
          'off-table',
          'R16',
        );
    });
    scenario.impassableOverrides.forEach((cell, c) => {
      if (!AGREEABLE_CELLS.some((a) => a.mobility === cell.mobility && a.areaType === cell.areaType))
        fail(
          ['impassableOverrides', c],
          `(${cell.mobility}) in ${cell.areaType} is not a "penalty / Impassable" cell; only ${AGREEABLE_CELLS.map((a) => `(${a.mobility}) in ${a.areaType}`).join(', ')} can be agreed impassable (XZ-TERR-09)`,
          'not-an-agreeable-cell',
          'XZ-TERR-09',
        );
    });
  });

/** A scenario as written (defaults may be left out). */
export type ScenarioInput = z.input<typeof ScenarioSchema>;
/** A scenario, defaults filled in. */
export type Scenario = z.output<typeof ScenarioSchema>;

/** R2: the scenario's deployment zones: its own, or two `deployDepth` strips along the long edges. */
export function deploymentZonesOf(scenario: Scenario): DeploymentZone[] {
  if (scenario.deploymentZones) return scenario.deploymentZones;
  const { width, depth } = scenario.table;
  if (depth > width)
    return [
      { id: 'west', rect: { x0: 0, y0: 0, x1: scenario.deployDepth, y1: depth } },
      { id: 'east', rect: { x0: width - scenario.deployDepth, y0: 0, x1: width, y1: depth } },
    ];
  return [
    { id: 'north', rect: { x0: 0, y0: 0, x1: width, y1: scenario.deployDepth } },
    { id: 'south', rect: { x0: 0, y0: depth - scenario.deployDepth, x1: width, y1: depth } },
  ];
}
