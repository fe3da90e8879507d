import * as z from 'zod';
import { CountSchema, DieSchema, IdSchema, IntSchema, PlayerSchema, Vec2Schema } from './state-common';
import {
  EscapeRollSchema,
  OccupancySchema,
  StructureDamageSchema,
  SuppressionTargetSchema,
  SuppressionTestSchema,
} from './state-shooting';
import { CoverKindSchema } from './terrain';

/** XEN-BLD-03 / XEN-BLD-04: a building and its sections as they stand. */
export const BuildingStateSchema = z.strictObject({
  id: IdSchema,
  construction: z.enum(['weak', 'normal', 'strong']),
  armor: IntSchema,
  cover: CoverKindSchema,
  height: z.number().min(0),
  maxVehicleSize: CountSchema,
  capacity: CountSchema.exactOptional(),
  sections: z.array(
    z.strictObject({
      id: IdSchema,
      polygon: z.strictObject({ points: z.array(Vec2Schema) }),
      structure: CountSchema,
      maxStructure: CountSchema,
      openings: z.array(CountSchema),
      adjacent: z.array(IdSchema),
      occupants: z.array(IdSchema),
      collapsed: z.boolean(),
    }),
  ),
});

const SideSchema = z.enum(['attacker', 'defender']);
const player = { player: PlayerSchema };
const sidePlayer = { side: SideSchema, player: PlayerSchema };

const AssaultStepSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('join'), ...player }),
  z.strictObject({ kind: z.literal('reinforce'), ...player }),
  z.strictObject({ kind: z.literal('maneuver'), ...player, units: z.array(IdSchema).exactOptional() }),
  z.strictObject({ kind: z.literal('tally') }),
  z.strictObject({ kind: z.literal('split'), ...player }),
  z.strictObject({ kind: z.literal('strike'), ...sidePlayer }),
  z.strictObject({ kind: z.literal('escape'), ...sidePlayer }),
  z.strictObject({ kind: z.literal('cancel'), ...sidePlayer }),
  z.strictObject({ kind: z.literal('casualties'), ...sidePlayer }),
  z.strictObject({ kind: z.literal('suppression') }),
  z.strictObject({ kind: z.literal('suppression-die'), ...player }),
  z.strictObject({ kind: z.literal('markers') }),
  z.strictObject({ kind: z.literal('flee'), ...player }),
  z.strictObject({ kind: z.literal('contact') }),
  z.strictObject({ kind: z.literal('retreat'), ...player }),
  z.strictObject({ kind: z.literal('new-round') }),
  z.strictObject({ kind: z.literal('overrun-end') }),
  z.strictObject({ kind: z.literal('follow-up'), ...player }),
  z.strictObject({
    kind: z.literal('ended'),
    reason: z.enum(['no-contact', 'overrun-completed', 'overrun-failed']),
  }),
]);

/** XEN-CA-04 / XEN-OVR-03: a close assault (or overrun) in progress. */
export const AssaultStateSchema = z.strictObject({
  id: IdSchema,
  kind: z.enum(['close-assault', 'overrun']),
  attacker: PlayerSchema,
  defender: PlayerSchema,
  round: z.number().int().min(1),
  step: AssaultStepSchema,
  participants: z.array(
    z.strictObject({
      unit: IdSchema,
      side: SideSchema,
      joinedBy: z.enum(['start', 'drawn-in', 'reinforcement', 'disembarked']),
      joinedRound: CountSchema,
      initiator: z.boolean(),
      status: z.enum(['fighting', 'fled', 'retreated']),
    }),
  ),
  disembarked: z.array(IdSchema),
  approach: Vec2Schema.exactOptional(),
  overrun: z.strictObject({ unit: IdSchema, target: IdSchema }).exactOptional(),
  reinforcements: z.array(IdSchema),
  maneuvers: z.array(z.strictObject({ player: PlayerSchema, units: z.array(IdSchema) })),
  pools: z.array(
    z.strictObject({
      unit: IdSchema,
      engaged: z.array(IdSchema),
      caa: CountSchema,
      openTransportLoss: CountSchema,
      disadvantage: z.array(z.enum(['suppressed', 'overrun', 'firing-orders', 'disembarked'])),
      disadvantageLoss: CountSchema,
      dice: CountSchema,
      maxDefence: CountSchema,
      infantryDefence: CountSchema,
      specialDefence: CountSchema,
      antiArmor: CountSchema,
      reach: z.array(IdSchema),
    }),
  ),
  splits: z.array(z.strictObject({ unit: IdSchema, defence: CountSchema })),
  strikes: z.array(
    z.strictObject({
      side: SideSchema,
      targets: z.array(
        z.strictObject({
          unit: IdSchema,
          attacks: z.array(
            z.strictObject({ from: IdSchema, dice: z.array(DieSchema), antiArmor: CountSchema }),
          ),
          defenceRolled: z.array(DieSchema),
          lowestFace: IntSchema,
          attack: z.array(DieSchema),
          defence: z.array(DieSchema),
          cancelled: z.array(z.strictObject({ defence: CountSchema, attack: CountSchema })),
          pending: z.array(DieSchema),
          kills: z.array(
            z.strictObject({
              model: IdSchema,
              dice: z.array(DieSchema),
              blocked: z
                .strictObject({ by: z.enum(['shield', 'deflector']), roll: DieSchema })
                .exactOptional(),
              titanCore: CountSchema.exactOptional(),
              removed: z.boolean(),
            }),
          ),
          lost: z.array(DieSchema),
        }),
      ),
      buildings: z
        .array(
          z.strictObject({
            ...OccupancySchema.shape,
            unit: IdSchema,
            dice: z.array(DieSchema),
            cad: IntSchema,
            successes: CountSchema,
            lost: CountSchema,
            structure: CountSchema,
            collapsed: z.boolean(),
            trapped: z.array(IdSchema),
          }),
        )
        .exactOptional(),
    }),
  ),
  casualties: z.array(
    z.strictObject({ unit: IdSchema, weighted: z.number().min(0), models: z.array(IdSchema) }),
  ),
  tests: z.array(
    z.strictObject({
      unit: IdSchema,
      target: SuppressionTargetSchema,
      test: SuppressionTestSchema,
      markersBefore: CountSchema,
    }),
  ),
  extraDice: z.array(IdSchema),
  lostTransports: z.array(z.strictObject({ transport: IdSchema, passengers: z.array(IdSchema) })),
  titanPower: z
    .array(z.strictObject({ titan: IdSchema, weapon: z.string(), power: CountSchema }))
    .exactOptional(),
  sectionAssault: z.boolean().exactOptional(),
  burst: OccupancySchema.exactOptional(),
  escapes: z
    .array(z.strictObject({ damage: StructureDamageSchema, escapes: z.array(EscapeRollSchema) }))
    .exactOptional(),
  declined: z.array(IdSchema).exactOptional(),
  vacated: z.array(z.strictObject({ ...OccupancySchema.shape, unit: IdSchema })).exactOptional(),
});

/** XEN-CA-01 / XEN-CA-02: one close assault found after a move (or declared). */
export const CloseAssaultGroupSchema = z.strictObject({
  attackers: z.array(IdSchema),
  defenders: z.array(IdSchema),
  declared: z.boolean().exactOptional(),
  sectionAssault: z.boolean().exactOptional(),
});
