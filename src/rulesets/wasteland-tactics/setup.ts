import * as z from 'zod';
import { BUNDLED_PROFILES } from './data/index';
import { NO_ADVANCED_RULES } from './rules/advanced-rules/settings';
import { BUILDING_PROFILES, initialBuildings } from './rules/buildings/buildings';
import { POINTS_LIMITS, validateForce } from './rules/force-building/battle-groups';
import { terrainArea } from './rules/terrain/areas';
import { startingWounds } from './rules/units/units';
import { missionById } from './scenarios/missions';
import { BattleGroupSchema, GAME_SIZES } from './schemas/battle-group';
import { TerrainAreaInputSchema } from './schemas/terrain';
import { type UnitProfile, UnitProfileSchema } from './schemas/unit-profile';
import type { MissionId, TerrainArea, UnitState, WastelandState } from './state';
import { CONDITION_IDS } from './state/advanced';

const PlayerIdSchema = z.string().regex(/^[a-z][a-z0-9-]{0,23}$/, {
  error: 'must be lower-case letters, digits and dashes, starting with a letter',
});
const Point = z.strictObject({ x: z.number().min(0).max(240), y: z.number().min(0).max(240) });

/** The Advanced Rules a setup may enable (all off by default). */
export const AdvancedRulesSchema = z.strictObject({
  /** WT-ADVF-01 … WT-ADVF-04: advantageous firing positions. */
  firingPositions: z.boolean().optional(),
  /** WT-BLD-04 … WT-BLD-07: intact buildings may be occupied. */
  occupyBuildings: z.boolean().optional(),
  /** WT-COND-01: 'random' rolls a D10 on the table; or name the agreed condition. */
  battlefieldConditions: z.union([z.literal('random'), z.enum(CONDITION_IDS)]).optional(),
  /** WT-ADV-01 … WT-ADV-13: every player rolls an advantage and a disadvantage. */
  advantages: z.boolean().optional(),
  /** R7: FUBAR is every other disadvantage ('all-others', the default), two more rolls, or nothing. */
  fubarEffect: z.enum(['all-others', 'roll-twice', 'none']).optional(),
  /** R9: the margin by which a footprint must beat 2:1 for a firing-position bonus (default 0.1). */
  footprintMargin: z.number().min(0).max(1).optional(),
});

/** Everything needed to start a game: 2-4 players' Battle Groups, game size, mission, table and terrain. */
export const WastelandSetupSchema = z
  .strictObject({
    players: z
      .array(z.strictObject({ id: PlayerIdSchema, battleGroups: z.array(BattleGroupSchema).min(1).max(4) }))
      .min(2)
      .max(4),
    /** Profiles the Battle Groups use; default the bundled ones (R1: profiles are scenario data). */
    profiles: z.array(UnitProfileSchema).min(1).max(200).optional(),
    gameSize: z.enum(GAME_SIZES),
    /** WT-SIZE-09: points per player (or per attackers' pool); default 100 / 1000 / 2000. */
    pointsLimit: z.number().int().min(1).max(100_000).optional(),
    /** WT-MIS-01: a mission by agreement, or 'random' (rolled by the first command). */
    mission: z.union([z.number().int().min(1).max(10), z.literal('random')]),
    /** WT-MIS-02: the defender in missions that have one; default the last player listed. */
    defender: PlayerIdSchema.optional(),
    /** WT-SETUP-01: at least 4 square feet; default 72"×48". */
    table: z
      .strictObject({ width: z.number().min(24).max(240), depth: z.number().min(24).max(240) })
      .default({ width: 72, depth: 48 }),
    /** WT-SETUP-02/04: the finished, classified terrain layout. */
    terrain: z.array(TerrainAreaInputSchema).max(100).default([]),
    /** WT-MIS-10/12/15/21/24: agreed objective terrain (id) and marker or counter positions. */
    objectives: z
      .strictObject({
        area: z.string().min(1).max(40).optional(),
        markers: z.array(Point).length(5).optional(),
        counters: z.array(Point).length(10).optional(),
      })
      .default({}),
    /** R42: rounds before the mission's fallback result. */
    maxRounds: z.number().int().min(1).max(50).default(8),
    /** R40: deployment separation in inches. */
    deploySeparation: z.number().min(0).max(100).default(24),
    /** The book's Advanced Rules, all off unless enabled (WT-ADVF, WT-BLD-04, WT-COND, WT-ADV). */
    advanced: AdvancedRulesSchema.optional(),
  })
  .superRefine((setup, ctx) => {
    const ids = setup.players.map((p) => p.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i)
        ctx.addIssue({
          code: 'custom',
          path: ['players', i, 'id'],
          message: `player id '${id}' is used twice`,
        });
    });
    if (setup.defender !== undefined && !ids.includes(setup.defender))
      ctx.addIssue({
        code: 'custom',
        path: ['defender'],
        message: `'${setup.defender}' is not one of the players`,
      });
    if (setup.table.width * setup.table.depth < 576)
      ctx.addIssue({
        code: 'custom',
        path: ['table'],
        message: 'the table must be at least 4 square feet (WT-SETUP-01)',
      });
    const profiles = profileMap(setup.profiles);
    const limit = setup.pointsLimit ?? POINTS_LIMITS[setup.gameSize];
    let poolCost = 0;
    const defender = defenderOf(setup);
    setup.players.forEach((player, index) => {
      const result = validateForce(player.battleGroups, {
        gameSize: setup.gameSize,
        profiles,
        pointsLimit: limit,
      });
      for (const issue of result.issues)
        ctx.addIssue({ code: 'custom', path: ['players', index, ...issue.path], message: issue.message });
      if (player.id !== defender) poolCost += result.cost;
    });
    if (setup.mission !== 'random' && missionById(setup.mission as MissionId).defender && poolCost > limit) {
      ctx.addIssue({
        code: 'custom',
        path: ['players'],
        message: `The attackers share one pool of ${limit} points, but their Battle Groups cost ${poolCost} together (WT-MIS-02).`,
      });
    }
    const terrainIds = setup.terrain.map((t, i) => t.id ?? `terrain-${i + 1}`);
    if (setup.objectives.area !== undefined && !terrainIds.includes(setup.objectives.area))
      ctx.addIssue({
        code: 'custom',
        path: ['objectives', 'area'],
        message: `no terrain area has id '${setup.objectives.area}'`,
      });
  });

/** A setup as written by a user (defaults may be left out). */
export type WastelandSetup = z.input<typeof WastelandSetupSchema>;

/** The profiles of a setup, by id (default the bundled ones). */
export function profileMap(profiles: readonly UnitProfile[] | undefined): Record<string, UnitProfile> {
  const map: Record<string, UnitProfile> = {};
  for (const profile of profiles ?? BUNDLED_PROFILES) map[profile.id] = profile;
  return map;
}

/** WT-MIS-02: the defender named in the setup, or the last player listed. */
export function defenderOf(setup: {
  players: readonly { id: string }[];
  defender?: string | undefined;
}): string {
  return setup.defender ?? (setup.players[setup.players.length - 1]?.id as string);
}

/** WT-SIZE / R1: builds the initial state: units from the Battle Groups (one per model in a small game). */
export function buildInitialState(input: WastelandSetup): WastelandState {
  const setup = WastelandSetupSchema.parse(input);
  const profiles = profileMap(setup.profiles);
  const units: UnitState[] = [];
  for (const player of setup.players) {
    let n = 0;
    player.battleGroups.forEach((group, g) => {
      // WT-SUR-50: a unit may start embarked on a transport listed after it, so every entry's id comes first.
      const splits = group.units.map((entry) => {
        const count = entry.models ?? (profiles[entry.profile] as UnitProfile).models.min;
        // WT-SIZE-04: in a small game every model is its own unit.
        return setup.gameSize === 'small' ? Array.from({ length: count }, () => 1) : [count];
      });
      let next = n;
      const ids = splits.map((split) => {
        const first = `${player.id}.g${g + 1}.u${next + 1}`;
        next += split.length;
        return first;
      });
      group.units.forEach((entry, e) => {
        const profile = profiles[entry.profile] as UnitProfile;
        const split = splits[e] as number[];
        for (const models of split) {
          n += 1;
          const id = `${player.id}.g${g + 1}.u${n}`;
          const carrier = entry.embarkedIn === undefined ? undefined : ids[entry.embarkedIn];
          units.push({
            id,
            player: player.id,
            battleGroup: g,
            name: entry.name ?? profile.name,
            profile: profile.id,
            cost: profile.costPerModel * models,
            startModels: models,
            models: Array.from({ length: models }, (_, m) => ({
              id: `${id}.m${m + 1}`,
              x: 0,
              y: 0,
              facing: 0,
              wounds: startingWounds(profile),
              alive: true,
            })),
            status: carrier === undefined ? 'undeployed' : 'embarked',
            markers: 0,
            ambush: false,
            ...(carrier === undefined ? {} : { embarkedIn: carrier }),
            activated: false,
            defending: false,
            moved: false,
            failedLife: false,
            markedSinceCheck: false,
            slowUsed: [],
          });
        }
      });
    });
  }
  const terrain: TerrainArea[] = setup.terrain.map((t, i) => terrainArea(t, `terrain-${i + 1}`));
  const random = setup.mission === 'random';
  return {
    table: setup.table,
    players: setup.players.map((p) => p.id),
    settings: {
      gameSize: setup.gameSize,
      maxRounds: setup.maxRounds,
      deploySeparation: setup.deploySeparation,
      contactTolerance: 0.05,
      randomMission: random,
      ...(setup.advanced === undefined
        ? {}
        : {
            advanced: {
              firingPositions: setup.advanced.firingPositions ?? false,
              occupyBuildings: setup.advanced.occupyBuildings ?? false,
              battlefieldConditions: setup.advanced.battlefieldConditions ?? 'off',
              advantages: setup.advanced.advantages ?? false,
              fubarEffect: setup.advanced.fubarEffect ?? NO_ADVANCED_RULES.fubarEffect,
              footprintMargin: setup.advanced.footprintMargin ?? NO_ADVANCED_RULES.footprintMargin,
            },
          }),
    },
    terrain,
    profiles: setup.advanced?.occupyBuildings ? { ...profiles, ...BUILDING_PROFILES } : profiles,
    ...(setup.advanced?.occupyBuildings ? { buildings: initialBuildings(terrain) } : {}),
    sides: setup.players.map((p) => ({
      player: p.id,
      role: 'none' as const,
      zone: { kind: 'rect' as const, x0: 0, y0: 0, x1: 0, y1: 0 },
      score: 0,
      evacuated: 0,
    })),
    units,
    mission: {
      id: random ? null : (setup.mission as MissionId),
      markers: [],
      facilityDestroyed: false,
      agreed: {
        ...(setup.objectives.area === undefined ? {} : { area: setup.objectives.area }),
        ...(setup.objectives.markers === undefined ? {} : { markers: setup.objectives.markers }),
        ...(setup.objectives.counters === undefined ? {} : { counters: setup.objectives.counters }),
      },
    },
    defender: defenderOf(setup),
    round: 0,
    phase: 'setup',
    deployOrder: [],
    initiative: [],
    turn: 0,
    losses: [],
    fightKills: [],
    stage: { kind: 'start' },
  };
}
