import * as z from 'zod';
import { ADVANTAGE_IDS, CONDITION_IDS, DISADVANTAGE_IDS } from '../state/advanced';
import { CountSchema, D10Schema, IdSchema, IntSchema, PlayerSchema } from './state-common';
import { WeaponRuleSchema, WeaponSchema } from './weapon';

/** A weapon as kept in state: already parsed, so its rules are present rather than defaulted. */
export const StateWeaponSchema = WeaponSchema.extend({ rules: z.array(WeaponRuleSchema).max(12) });

const PowerSchema = z.enum(['psychic-fury', 'war-blessing']);

/** WT-CAST-02: the power and target one Caster model casts. */
const CasterChoiceSchema = z.strictObject({ model: IdSchema, power: PowerSchema, target: IdSchema });

/** WT-ACT-01 / R17: the activation in progress, with its declared actions. */
export const ActivationSchema = z.strictObject({
  player: PlayerSchema,
  unit: IdSchema,
  actions: z.array(
    z.strictObject({
      type: z.enum(['move', 'shoot', 'fight', 'defend', 'cast']),
      target: IdSchema.exactOptional(),
      power: PowerSchema.exactOptional(),
      targets: z.array(IdSchema).exactOptional(),
      weapons: z
        .array(z.strictObject({ model: IdSchema, weapon: z.string(), target: IdSchema.optional() }))
        .exactOptional(),
      focus: z.array(IdSchema).exactOptional(),
      reroll: z.boolean().exactOptional(),
      casters: z.array(CasterChoiceSchema).exactOptional(),
    }),
  ),
  next: CountSchema,
  awaitingMove: z.boolean().exactOptional(),
  casting: z.array(CasterChoiceSchema).exactOptional(),
  suppression: z
    .array(z.strictObject({ shooter: IdSchema, target: IdSchema, fired: CountSchema, tested: z.boolean() }))
    .exactOptional(),
});

/** WT-FIGHT-02 … WT-FIGHT-05: a charge being resolved. */
export const ChargeSchema = z.strictObject({
  unit: IdSchema,
  player: PlayerSchema,
  targets: z.array(IdSchema),
  asked: z.array(IdSchema),
  reacting: IdSchema.exactOptional(),
  weapons: z.array(z.strictObject({ model: IdSchema, weapon: z.string() })),
  reroll: z.boolean().exactOptional(),
  moved: z.boolean().exactOptional(),
  bonus: CountSchema.exactOptional(),
  picks: z.array(z.strictObject({ model: IdSchema, target: IdSchema })).exactOptional(),
});

/** WT-CAST-03: a cast that may still be nullified. */
export const PendingCastSchema = z.strictObject({
  player: PlayerSchema,
  unit: IdSchema,
  model: IdSchema,
  power: PowerSchema,
  target: IdSchema,
  face: D10Schema,
  asked: z.array(PlayerSchema),
  asking: PlayerSchema.exactOptional(),
  nullified: z.boolean(),
});

/** R6: hits on one unit waiting for their Life rolls. */
export const LossSchema = z.strictObject({
  unit: IdSchema,
  owner: PlayerSchema,
  by: PlayerSchema.exactOptional(),
  byUnit: IdSchema.exactOptional(),
  cause: z.enum([
    'shoot',
    'fight',
    'dangerous',
    'fearless',
    'unstable',
    'psychic',
    'explosion',
    'price-of-failure',
    'misfire',
    'air-support',
    'bodyguard',
  ]),
  sniper: z.boolean().exactOptional(),
  hits: z.array(
    z.discriminatedUnion('kind', [
      z.strictObject({
        kind: z.literal('life'),
        modifier: IntSchema,
        wounds: CountSchema,
        autoFail: z.boolean(),
      }),
      z.strictObject({ kind: z.literal('remove') }),
    ]),
  ),
  visible: z.array(IdSchema).exactOptional(),
  model: IdSchema.exactOptional(),
});

/** WT-MOR: the morale phase in progress. */
export const MoraleProgressSchema = z.strictObject({
  step: z.literal([1, 2, 3, 4]),
  cursor: CountSchema,
  passed: z.array(PlayerSchema).exactOptional(),
});

/** R27: a model destroyed by a Fight action. */
export const FightKillSchema = z.strictObject({ victim: IdSchema, killer: IdSchema });

/** The advanced rules in force. */
export const AdvancedSettingsSchema = z.strictObject({
  firingPositions: z.boolean(),
  occupyBuildings: z.boolean(),
  battlefieldConditions: z.enum(['off', 'random', ...CONDITION_IDS]),
  advantages: z.boolean(),
  fubarEffect: z.enum(['all-others', 'roll-twice', 'none']),
  footprintMargin: z.number().min(0),
});

/** WT-COND-02: a battlefield condition. */
export const ConditionSchema = z.enum(CONDITION_IDS);
/** WT-ADV-01: an advantage. */
export const AdvantageSchema = z.enum(ADVANTAGE_IDS);
/** WT-ADV-08: a disadvantage. */
export const DisadvantageSchema = z.enum(DISADVANTAGE_IDS);

/** WT-BLD-04 / R47: an occupiable building. */
export const BuildingStateSchema = z.strictObject({
  id: IdSchema,
  kind: z.enum(['light', 'heavy']),
  capacity: CountSchema,
  wounds: CountSchema,
  occupant: PlayerSchema.exactOptional(),
  destroyed: z.boolean(),
});

const SetupChoiceKindSchema = z.enum(['terrible-commander', 'traitors']);

/** WT-ADV-11 / WT-ADV-12: a choice waiting before deployment. */
export const SetupChoiceSchema = z.strictObject({ player: PlayerSchema, choice: SetupChoiceKindSchema });

/** WT-SHOOT-09 / R25: failed Shoot rolls waiting to be assigned. */
export const MisfireSchema = z.strictObject({
  chooser: PlayerSchema,
  shooter: IdSchema,
  target: IdSchema,
  units: z.array(IdSchema),
  weapons: z.array(StateWeaponSchema),
});

/** WT-SUR-55: a unit to place after its transport or building was destroyed. */
export const DisplacedSchema = z.strictObject({ unit: IdSchema, carrier: IdSchema });

/** WT-SUR-33: the Medic/Repair step in progress. */
export const RecoveryProgressSchema = z.strictObject({
  cursor: CountSchema,
  passed: IdSchema.exactOptional(),
});

const withUnit = <K extends string>(kind: K) =>
  z.strictObject({ kind: z.literal(kind), player: PlayerSchema, unit: IdSchema });

/** Where the game is: the decision it waits for. */
export const StageSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('start') }),
  z.strictObject({ kind: z.literal('deploy'), player: PlayerSchema }),
  z.strictObject({ kind: z.literal('activate'), player: PlayerSchema }),
  z.strictObject({
    kind: z.literal('place-ambush'),
    player: PlayerSchema,
    unit: IdSchema,
    distance: z.number().min(0),
  }),
  withUnit('move'),
  z.strictObject({
    kind: z.literal('charge-reaction'),
    player: PlayerSchema,
    unit: IdSchema,
    charger: IdSchema,
  }),
  withUnit('casualties'),
  z.strictObject({ kind: z.literal('nullify'), player: PlayerSchema, caster: IdSchema }),
  z.strictObject({ kind: z.literal('setup-choice'), player: PlayerSchema, choice: SetupChoiceKindSchema }),
  withUnit('misfire'),
  withUnit('strike-targets'),
  withUnit('place-survivors'),
  withUnit('recover'),
  z.strictObject({ kind: z.literal('priority'), player: PlayerSchema }),
  z.strictObject({ kind: z.literal('game-over') }),
]);
