import * as z from 'zod';

/** RMP-MOV-01 / RMP-DEF-05: the unit classes of the sheet (Recon Infantry's movement from RMP-DEF-15). */
export const CLASS_KEYS = [
  'eliteInfantry',
  'heavyInfantry',
  'lightInfantry',
  'supportInfantry',
  'reconInfantry',
  'berserkInfantry',
  'primitiveInfantry',
  'militiaRabble',
  'lesserXenomorphs',
  'greaterXenomorphs',
  'softSkinVehicles',
  'transportVehicles',
  'fightingVehicles',
] as const;
/** A unit class (RMP-DEF-05). */
export type ClassKey = (typeof CLASS_KEYS)[number];

/** RMP-DEF-05: the special rules a class may carry. */
export const SPECIAL_RULES = [
  'firefight',
  'counterCharge',
  'goToGround',
  'skirmish',
  'ranger',
  'wildCharge',
  'moveAndFire',
  'transport',
] as const;
/** A class special rule (RMP-DEF-05). */
export type SpecialRule = (typeof SPECIAL_RULES)[number];

/** RMP-DEF-15: the options a unit may buy. */
export const OPTIONS = ['mobile', 'slow'] as const;
/** A unit option (RMP-MOV-02/03). */
export type UnitOption = (typeof OPTIONS)[number];

/** RMP-DEF-05: what kind of body a class has (infantry, creatures and vehicles retreat differently). */
export const CLASS_KINDS = ['infantry', 'creature', 'vehicle'] as const;

/** RMP-DEF-05: one class profile as the engine reads it (2d6 activation values, per-die hit values). */
export interface ClassProfile {
  readonly name: string;
  readonly kind: (typeof CLASS_KINDS)[number];
  readonly points: number;
  /** Activation values (2d6 targets); null: the class cannot take that action. */
  readonly moveActivation: number;
  readonly attackActivation: number;
  readonly shootActivation: number | null;
  /** Per-die hit values. */
  readonly attack: number;
  readonly defence: number;
  readonly shoot: number | null;
  readonly courage: number;
  readonly armour: number;
  readonly strengthPoints: number;
  readonly maxMovement: number;
  /** Shoot range in inches (RMP-RNG-01); null: cannot Shoot. */
  readonly range: number | null;
  readonly extremeRange: boolean;
  readonly models: number;
  readonly baseRadius: number;
  readonly specialRules: readonly SpecialRule[];
  /** The options the class may buy (RMP-DEF-15). */
  readonly options: readonly UnitOption[];
  /** RMP-DEF-17: infantry units it carries. */
  readonly capacityUnits: number;
}

/** A row of the catalogue's class table as written (the engine's profile without its defaulted keys). */
export type ClassRow = Omit<ClassProfile, 'models' | 'baseRadius' | 'options' | 'capacityUnits'> &
  Partial<Pick<ClassProfile, 'models' | 'baseRadius' | 'options' | 'capacityUnits'>>;

const INF = { kind: 'infantry', models: 5, baseRadius: 0.5 } as const;
const MOBILE: readonly UnitOption[] = ['mobile'];
const SLOW: readonly UnitOption[] = ['slow'];
const VEH = { kind: 'vehicle', models: 1, baseRadius: 1.5, attackActivation: 8 } as const;

/** RMP-DEF-05 / RMP-MOV-01 / RMP-RNG-01 / RMP-DEF-15: the class table the catalogue gives. */
export const DEFAULT_CLASSES: Readonly<Record<ClassKey, ClassRow>> = {
  eliteInfantry: {
    ...INF,
    name: 'Elite Infantry',
    points: 6,
    moveActivation: 5,
    attackActivation: 6,
    shootActivation: 6,
    attack: 4,
    defence: 4,
    shoot: 4,
    courage: 3,
    armour: 3,
    strengthPoints: 5,
    maxMovement: 8,
    range: 18,
    extremeRange: true,
    specialRules: ['firefight', 'counterCharge', 'goToGround'],
    options: MOBILE,
  },
  heavyInfantry: {
    ...INF,
    name: 'Heavy Infantry',
    points: 5,
    moveActivation: 6,
    attackActivation: 7,
    shootActivation: 6,
    attack: 5,
    defence: 4,
    shoot: 4,
    courage: 4,
    armour: 3,
    strengthPoints: 5,
    maxMovement: 6,
    range: 18,
    extremeRange: true,
    specialRules: ['firefight', 'goToGround'],
  },
  lightInfantry: {
    ...INF,
    name: 'Light Infantry',
    points: 4,
    moveActivation: 5,
    attackActivation: 7,
    shootActivation: 6,
    attack: 5,
    defence: 5,
    shoot: 5,
    courage: 4,
    armour: 2,
    strengthPoints: 5,
    maxMovement: 8,
    range: 18,
    extremeRange: true,
    specialRules: ['firefight', 'skirmish', 'goToGround'],
    options: MOBILE,
  },
  supportInfantry: {
    ...INF,
    name: 'Support Infantry',
    points: 5,
    moveActivation: 6,
    attackActivation: 8,
    shootActivation: 6,
    attack: 6,
    defence: 5,
    shoot: 4,
    courage: 4,
    armour: 2,
    strengthPoints: 5,
    maxMovement: 6,
    range: 24,
    extremeRange: true,
    specialRules: ['goToGround'],
  },
  reconInfantry: {
    ...INF,
    name: 'Recon Infantry',
    points: 3,
    moveActivation: 5,
    attackActivation: 7,
    shootActivation: 7,
    attack: 5,
    defence: 5,
    shoot: 5,
    courage: 4,
    armour: 2,
    strengthPoints: 5,
    maxMovement: 8,
    range: 12,
    extremeRange: false,
    specialRules: ['skirmish', 'ranger', 'goToGround'],
    options: MOBILE,
  },
  berserkInfantry: {
    ...INF,
    name: 'Berserk Infantry',
    points: 4,
    moveActivation: 5,
    attackActivation: 5,
    shootActivation: 8,
    attack: 4,
    defence: 5,
    shoot: 6,
    courage: 3,
    armour: 2,
    strengthPoints: 5,
    maxMovement: 8,
    range: 12,
    extremeRange: false,
    specialRules: ['wildCharge', 'counterCharge'],
    options: MOBILE,
  },
  primitiveInfantry: {
    ...INF,
    name: 'Primitive Infantry',
    points: 2,
    moveActivation: 5,
    attackActivation: 6,
    shootActivation: 8,
    attack: 5,
    defence: 5,
    shoot: 6,
    courage: 5,
    armour: 1,
    strengthPoints: 5,
    maxMovement: 8,
    range: 12,
    extremeRange: false,
    specialRules: ['ranger', 'goToGround'],
  },
  militiaRabble: {
    ...INF,
    name: 'Militia Rabble',
    points: 2,
    moveActivation: 6,
    attackActivation: 8,
    shootActivation: 7,
    attack: 6,
    defence: 6,
    shoot: 6,
    courage: 5,
    armour: 1,
    strengthPoints: 5,
    maxMovement: 6,
    range: 6,
    extremeRange: false,
    specialRules: ['goToGround'],
    options: MOBILE,
  },
  lesserXenomorphs: {
    kind: 'creature',
    models: 5,
    baseRadius: 0.5,
    name: 'Lesser Xenomorphs',
    points: 3,
    moveActivation: 5,
    attackActivation: 5,
    shootActivation: null,
    attack: 5,
    defence: 5,
    shoot: null,
    courage: 4,
    armour: 2,
    strengthPoints: 5,
    maxMovement: 12,
    range: null,
    extremeRange: false,
    specialRules: ['wildCharge', 'ranger'],
    options: SLOW,
  },
  greaterXenomorphs: {
    kind: 'creature',
    models: 1,
    baseRadius: 1.5,
    name: 'Greater Xenomorphs',
    points: 6,
    moveActivation: 5,
    attackActivation: 5,
    shootActivation: null,
    attack: 3,
    defence: 4,
    shoot: null,
    courage: 3,
    armour: 3,
    strengthPoints: 5,
    maxMovement: 10,
    range: null,
    extremeRange: false,
    specialRules: ['wildCharge', 'counterCharge'],
    options: SLOW,
  },
  softSkinVehicles: {
    ...VEH,
    name: 'Soft-skin Vehicles',
    points: 2,
    moveActivation: 5,
    shootActivation: 7,
    attack: 6,
    defence: 6,
    shoot: 5,
    courage: 5,
    armour: 2,
    strengthPoints: 5,
    maxMovement: 12,
    range: 6,
    extremeRange: false,
    specialRules: ['moveAndFire'],
  },
  transportVehicles: {
    ...VEH,
    name: 'Transport Vehicles',
    points: 4,
    moveActivation: 5,
    shootActivation: 7,
    attack: 6,
    defence: 5,
    shoot: 5,
    courage: 4,
    armour: 3,
    strengthPoints: 5,
    maxMovement: 10,
    range: 12,
    extremeRange: false,
    specialRules: ['moveAndFire', 'transport'],
    capacityUnits: 1,
  },
  fightingVehicles: {
    ...VEH,
    name: 'Fighting Vehicles',
    points: 7,
    moveActivation: 6,
    attackActivation: 7,
    shootActivation: 6,
    attack: 5,
    defence: 4,
    shoot: 4,
    courage: 3,
    armour: 4,
    strengthPoints: 5,
    maxMovement: 8,
    range: 18,
    extremeRange: true,
    specialRules: ['moveAndFire', 'firefight'],
  },
};

const hitValue = z.number().int().min(1).max(7);
const activation = z.number().int().min(2).max(13);

/** A class profile whose every key defaults to the catalogue's value for that class (key-by-key merge). */
function classSchema(d: ClassRow) {
  return z
    .strictObject({
      name: z.string().min(1).default(d.name),
      kind: z.enum(CLASS_KINDS).default(d.kind),
      points: z.number().int().min(1).default(d.points),
      moveActivation: activation.default(d.moveActivation),
      attackActivation: activation.default(d.attackActivation),
      shootActivation: activation.nullable().default(d.shootActivation),
      attack: hitValue.default(d.attack),
      defence: hitValue.default(d.defence),
      shoot: hitValue.nullable().default(d.shoot),
      courage: z.number().int().min(1).max(13).default(d.courage),
      armour: z.number().int().min(1).default(d.armour),
      strengthPoints: z.number().int().min(1).max(20).default(d.strengthPoints),
      maxMovement: z.number().min(0).default(d.maxMovement),
      range: z.number().positive().nullable().default(d.range),
      extremeRange: z.boolean().default(d.extremeRange),
      models: z
        .number()
        .int()
        .min(1)
        .max(10)
        .default(d.models ?? 1),
      baseRadius: z
        .number()
        .positive()
        .default(d.baseRadius ?? 0.5),
      specialRules: z.array(z.enum(SPECIAL_RULES)).default([...d.specialRules]),
      options: z.array(z.enum(OPTIONS)).default([...(d.options ?? [])]),
      capacityUnits: z
        .number()
        .int()
        .min(0)
        .default(d.capacityUnits ?? 0),
    })
    .prefault({});
}

const ClassesSchema = z
  .strictObject(
    Object.fromEntries(CLASS_KEYS.map((k) => [k, classSchema(DEFAULT_CLASSES[k])])) as {
      [K in ClassKey]: ReturnType<typeof classSchema>;
    },
  )
  .prefault({});

const pool = (above: number, below: number) =>
  z
    .strictObject({
      aboveHalf: z.number().int().min(0).default(above),
      atOrBelowHalf: z.number().int().min(0).default(below),
    })
    .prefault({});

const int = (d: number) => z.number().int().default(d);
const num = (d: number) => z.number().min(0).default(d);

/**
 * RMP-DEF-01…22: every default of the catalogue as one object; a setup's `params` is merged over it key by key
 * (every level has its default, so `{ classes: { eliteInfantry: { courage: 4 } } }` changes only that value).
 */
export const ParamsSchema = z.strictObject({
  table: z
    .strictObject({ width: z.number().positive().default(72), depth: z.number().positive().default(48) })
    .prefault({}),
  deployment: z.strictObject({ zoneDepth: z.number().positive().default(12) }).prefault({}),
  /** RMP-DEF-03: `fixed` keeps the roll-off winner first; `rolloff` rolls each turn. */
  turn: z.strictObject({ order: z.enum(['fixed', 'rolloff']).default('fixed') }).prefault({}),
  maxTurns: z.number().int().min(1).max(40).default(12),
  /** RMP-DEF-04: whether a failed free-action test (Rally, Wild Charge, reactions) ends the phase too. */
  activation: z.strictObject({ freeActionFailureEndsPhase: z.boolean().default(false) }).prefault({}),
  dicePool: pool(10, 5),
  courageDice: pool(2, 1),
  courage: z
    .strictObject({
      coverBonus: int(1),
      commanderBonus: int(1),
      commanderRange: num(12),
      halfPointsPenalty: int(1),
    })
    .prefault({}),
  shooting: z
    .strictObject({
      extremeRangeArmourBonus: int(1),
      coverArmourBonus: int(1),
      goToGroundArmourBonus: int(1),
    })
    .prefault({}),
  reactions: z
    .strictObject({
      perUnitPerTurn: z.number().int().min(0).default(1),
      firefightTest: activation.default(7),
      counterChargeTest: activation.default(7),
    })
    .prefault({}),
  attack: z
    .strictObject({ roughValue: hitValue.default(5), roughArmour: z.number().int().min(1).default(2) })
    .prefault({}),
  retreat: z
    .strictObject({
      /** RMP-DEF-14: `translate` moves the unit as a block. */
      mode: z.enum(['translate']).default('translate'),
      clearance: num(1),
      blockedLossOn: z.array(z.number().int().min(1).max(6)).default([1, 2, 3]),
      blockedLossSp: z.number().int().min(0).default(1),
    })
    .prefault({}),
  move: z
    .strictObject({
      enemyClearance: num(1),
      roughCost: z.number().min(1).default(2),
      vehiclesEnterRough: z.boolean().default(false),
    })
    .prefault({}),
  coherency: num(2),
  los: z.strictObject({ maxObscuringDepth: num(2), unitsBlock: z.boolean().default(false) }).prefault({}),
  options: z
    .strictObject({
      mobile: z.strictObject({ move: z.number().default(4), cost: z.number().int().default(1) }).prefault({}),
      slow: z.strictObject({ move: z.number().default(-2), cost: z.number().int().default(-1) }).prefault({}),
    })
    .prefault({}),
  army: z
    .strictObject({
      points: z.number().int().min(1).default(24),
      minUnits: z.number().int().min(1).default(3),
    })
    .prefault({}),
  victory: z.strictObject({ commanderBonus: z.number().int().min(0).default(2) }).prefault({}),
  /** RMP-DEF-05: the class table; each class's keys default to the catalogue's row. */
  classes: ClassesSchema,
});
/** The parameters with every default filled in. */
export type Params = z.output<typeof ParamsSchema>;
/** The parameters as a setup writes them: every key optional. */
export type ParamsInput = z.input<typeof ParamsSchema>;

/** The defaults (RMP-DEF-01…22). */
export const DEFAULT_PARAMS: Params = ParamsSchema.parse({});
