import * as z from 'zod';
import { CountSchema, DieSchema, IdSchema, IntSchema, PlayerSchema, Vec2Schema } from './state-common';
import { weaponStatFields } from './weapon';

/** XEN-BLD-01 / XEN-BLD-04: a building and one of its sections. */
export const OccupancySchema = z.strictObject({ building: IdSchema, section: IdSchema });

/** XEN-OW-03 / R28: a recorded position of a moving unit's models. */
export const MoveSnapshotSchema = z.strictObject({
  index: CountSchema,
  kind: z.enum(['start', 'waypoint', 'end']),
  positions: z.record(IdSchema, Vec2Schema),
});

/** XEN-SUP-05 / R36: the fire one enemy unit took in a Shooting phase. */
export const SuppressionTallySchema = z.strictObject({
  unit: IdSchema,
  models: CountSchema,
  shots: CountSchema,
  penetratingShots: CountSchema,
  aoeD3: CountSchema,
  firingUnits: z.array(IdSchema),
  hitByPenetrating: z.boolean(),
  casualties: CountSchema,
  suppressionWeapons: z.array(z.string()),
  mingledWith: z.array(IdSchema),
});

/** XEN-SUP-13: a suppression test's target and its modifiers. */
export const SuppressionTargetSchema = z.strictObject({
  target: IntSchema,
  modifiers: z.array(z.strictObject({ rule: z.string(), value: IntSchema, reason: z.string() })),
});

/** XEN-SUP-13..15: a rolled suppression test. */
export const SuppressionTestSchema = z.strictObject({
  target: IntSchema,
  dice: z.array(DieSchema),
  kept: z.array(DieSchema),
  extra: DieSchema.exactOptional(),
  total: IntSchema,
  natural: z.boolean(),
  passed: z.boolean(),
});

/** XEN-SUP-05 / XEN-CP-14: one unit's end-of-Shooting suppression test. */
export const SuppressionCheckSchema = z.strictObject({
  unit: IdSchema,
  target: SuppressionTargetSchema,
  test: SuppressionTestSchema,
  markersBefore: CountSchema,
  markersAfter: CountSchema,
});

/** XEN-BLD-18..22: what hits did to a building section. */
export const StructureDamageSchema = z.strictObject({
  ...OccupancySchema.shape,
  before: CountSchema,
  structure: CountSchema,
  records: z.array(
    z.strictObject({
      hit: CountSchema,
      strength: IntSchema,
      save: z
        .strictObject({ target: IntSchema, roll: DieSchema.exactOptional(), saved: z.boolean() })
        .exactOptional(),
      structureLost: z.boolean(),
      collapse: z
        .strictObject({ target: IntSchema, roll: DieSchema.exactOptional(), collapsed: z.boolean() })
        .exactOptional(),
    }),
  ),
  lost: CountSchema,
  collapsed: z.boolean(),
  wasted: CountSchema,
  occupants: z.array(IdSchema),
});

/** XEN-BLD-23: one model's roll to escape a collapsing section. */
export const EscapeRollSchema = z.strictObject({
  unit: IdSchema,
  model: IdSchema,
  target: IntSchema,
  roll: DieSchema,
  escaped: z.boolean(),
});

// A stat line is copied from the profile (a weapon with its name, or a titan power line): only the stats are read.
const WeaponStatsSchema = z.object(weaponStatFields);
const ArtilleryModeSchema = z.enum(['direct', 'indirect-spotted', 'indirect']);
const WeaponFireSchema = z.strictObject({
  weapon: z.string(),
  power: CountSchema.exactOptional(),
  focusFire: z.boolean().exactOptional(),
});
const ShotGroupSchema = z.strictObject({
  target: IdSchema,
  models: z.array(IdSchema),
  stats: WeaponStatsSchema,
  baseAccuracy: IntSchema,
  mode: ArtilleryModeSchema.exactOptional(),
  focused: z.boolean(),
  shots: CountSchema,
  strength: IntSchema,
  roll: z.strictObject({
    accuracy: IntSchema,
    dice: z.array(
      z.strictObject({
        first: DieSchema,
        reroll: DieSchema.exactOptional(),
        hit: z.boolean(),
        splash: z.boolean(),
      }),
    ),
    hits: CountSchema,
    splashes: CountSchema,
  }),
  aoe: z.array(
    z.strictObject({
      kind: z.enum(['hit', 'splash']),
      d6: z.array(DieSchema),
      rolled: CountSchema,
      hits: CountSchema,
    }),
  ),
  misses: CountSchema,
});
const RefusalSchema = z.strictObject({
  code: z.enum(['illegal-action', 'unknown-entity', 'line-of-sight', 'out-of-range']),
  message: z.string(),
});
const WeaponVolleySchema = z.strictObject({
  weapon: z.string(),
  targeting: z.strictObject({
    weapon: z.string(),
    refusal: RefusalSchema.exactOptional(),
    firing: z.array(
      z.strictObject({
        model: IdSchema,
        stats: WeaponStatsSchema,
        accuracy: IntSchema,
        mode: ArtilleryModeSchema.exactOptional(),
      }),
    ),
    visible: z.array(IdSchema),
  }),
  groups: z.array(ShotGroupSchema),
});
const ShotHitSchema = z.strictObject({
  id: CountSchema,
  target: IdSchema,
  unit: IdSchema,
  weapon: z.string(),
  strength: IntSchema,
  aoe: z.boolean(),
  splash: z.boolean(),
  shieldBreaker: z.boolean(),
  ignoresCover: z.boolean(),
  suppression: z.boolean(),
  die: z.strictObject({ first: DieSchema, reroll: DieSchema.exactOptional() }).exactOptional(),
  accuracyBeforeAspect: IntSchema.exactOptional(),
  visible: z.array(IdSchema),
  restrictedTo: z.array(IdSchema).exactOptional(),
});
const HitBatchFields = { unit: IdSchema, hits: z.array(CountSchema), passThrough: z.boolean() };
const AllocationSchema = z.strictObject({
  byModel: z.record(IdSchema, z.array(CountSchema)),
  lost: z.array(CountSchema),
});
const RolledPoolFields = {
  key: z.string(),
  unit: IdSchema,
  profile: z.string(),
  cover: IntSchema,
  models: z.array(IdSchema),
  candidates: z.array(IdSchema),
  hits: z.array(CountSchema),
  rolls: z.array(
    z.strictObject({
      step: z.enum(['cover', 'shield', 'deflector', 'armor']),
      target: IntSchema,
      hits: z.array(CountSchema),
      dice: z.array(DieSchema),
      saved: z.array(CountSchema),
    }),
  ),
  unsaved: z.array(CountSchema),
  titan: z
    .strictObject({
      coreBefore: CountSchema,
      core: CountSchema,
      layers: CountSchema,
      destroyed: z.boolean(),
      lost: CountSchema,
      model: IdSchema,
    })
    .exactOptional(),
};
const PartialRoundChoiceFields = {
  models: z.array(IdSchema),
  pools: z.array(z.strictObject({ pool: z.string(), models: z.array(IdSchema) })),
};

/** XEN-SHOOT-02: a shooting attack between its to-hit roll and its last casualty. */
export const AttackInProgressSchema = z.strictObject({
  spec: z.strictObject({
    shooter: IdSchema,
    target: IdSchema,
    weapons: z.array(WeaponFireSchema),
    phase: z.enum(['shooting', 'overwatch', 'bombing']),
    directedAt: z.array(IdSchema).exactOptional(),
    snapshot: MoveSnapshotSchema.exactOptional(),
    mingledOrder: z.array(IdSchema).exactOptional(),
    popUpReply: z.boolean().exactOptional(),
    popUp: z.boolean().exactOptional(),
    sightFrom: z.enum(['head', 'mount']).exactOptional(),
  }),
  player: PlayerSchema,
  volleys: z.array(WeaponVolleySchema),
  rerolls: z.array(z.strictObject({ unit: IdSchema, weapon: z.string(), group: ShotGroupSchema })),
  hits: z.array(ShotHitSchema),
  from: z.array(Vec2Schema),
  mingled: z.array(IdSchema),
  queue: z.array(z.strictObject(HitBatchFields)),
  current: z
    .strictObject({
      ...HitBatchFields,
      partialRoundChoice: z.array(IdSchema).exactOptional(),
      allocation: AllocationSchema.exactOptional(),
      pools: z.array(z.strictObject(RolledPoolFields)).exactOptional(),
      casualties: z.record(z.string(), z.array(IdSchema)),
    })
    .exactOptional(),
  outcomes: z.array(
    z.strictObject({
      unit: IdSchema,
      allocation: AllocationSchema,
      pools: z.array(z.strictObject({ ...RolledPoolFields, removed: z.array(IdSchema), lost: CountSchema })),
      removed: z.array(IdSchema),
    }),
  ),
  decision: z
    .discriminatedUnion('kind', [
      z.strictObject({
        kind: z.literal('allocate-hits'),
        player: PlayerSchema,
        unit: IdSchema,
        byShooter: z.boolean(),
        ...PartialRoundChoiceFields,
      }),
      z.strictObject({
        kind: z.literal('assign-casualties'),
        player: PlayerSchema,
        unit: IdSchema,
        pool: z.string(),
        models: z.array(IdSchema),
        count: CountSchema,
      }),
    ])
    .exactOptional(),
});

const buildingDecision = <K extends string>(kind: K) =>
  z.strictObject({
    kind: z.literal(kind),
    player: PlayerSchema,
    building: IdSchema,
    section: IdSchema,
    units: z.array(IdSchema),
  });

/** XEN-BLD-17..24: a shot at a building between its to-hit roll and its last escape. */
export const BuildingFireInProgressSchema = z.strictObject({
  kind: z.literal('building-fire'),
  spec: z.strictObject({
    shooter: IdSchema,
    building: IdSchema,
    section: IdSchema,
    weapons: z.array(WeaponFireSchema),
    phase: z.literal('shooting'),
  }),
  player: PlayerSchema,
  volleys: z.array(
    z.strictObject({
      weapon: z.string(),
      dice: z.array(DieSchema),
      hits: CountSchema,
      aoeD6: z.array(DieSchema),
    }),
  ),
  hits: z.array(
    z.strictObject({ id: CountSchema, weapon: z.string(), strength: IntSchema, aoe: z.boolean() }),
  ),
  combination: z.array(z.strictObject({ strength: IntSchema, times: CountSchema })).exactOptional(),
  damage: StructureDamageSchema.exactOptional(),
  occupantDice: z
    .array(
      z.strictObject({
        unit: IdSchema,
        player: PlayerSchema,
        dice: z.array(DieSchema),
        pending: z.array(DieSchema),
      }),
    )
    .exactOptional(),
  removed: z.array(IdSchema),
  escapes: z.array(EscapeRollSchema).exactOptional(),
  decision: z
    .discriminatedUnion('kind', [
      z.strictObject({
        kind: z.literal('combine-aoe-hits'),
        player: PlayerSchema,
        building: IdSchema,
        section: IdSchema,
        armor: IntSchema,
        hits: z.array(z.strictObject({ strength: IntSchema, count: CountSchema })),
      }),
      buildingDecision('assign-building-casualties'),
      buildingDecision('escape-building'),
    ])
    .exactOptional(),
});
