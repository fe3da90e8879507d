import { promptSchema } from 'sandtable';
import * as z from 'zod';
import { ACTION_KINDS, ORDER_KINDS } from '../state';

// Built on first use: an app that never validates prompts at run time does not pay for these schemas
// (top-level zod calls cannot be tree-shaken). The types below are inferred from the builder.
function buildXenosZealotsPromptSchema() {
  const ids = z.array(z.string()).readonly();

  /** XZ-TURN-01 / R37: the first-listed player rolls odds or evens for the roles. */
  const OddsEvensPromptSchema = promptSchema('odds-evens', ['roll-odds-evens']);
  /** XZ-TURN-01: the roll-off winner chooses to attack or defend. */
  const ChooseRolePromptSchema = promptSchema('choose-role', ['choose-role']);
  /** XZ-TURN-02: the Defender picks a deployment zone. */
  const ChooseZonePromptSchema = promptSchema('choose-zone', ['choose-zone']);
  /** R2 / XZ-UNIT-03: deploy a unit wholly inside the zone, in coherency. */
  const DeployPromptSchema = promptSchema('deploy', ['deploy-unit'], {
    constraints: z
      .strictObject({
        /** The units still to deploy. */
        units: ids,
        /** The player's deployment zone, `null` before one is chosen. */
        zone: z.string().nullable(),
      })
      .readonly(),
  });
  /** XZ-TURN-05 … XZ-TURN-07 / R3 / R20: place face-down order counters (secretly, both at once), request support. */
  const OrdersPromptSchema = promptSchema('orders', ['assign-orders', 'request-support'], {
    secret: true,
    constraints: z
      .strictObject({
        /** The units that take a counter this turn (good morale). */
        units: ids,
        /** Those without one yet. */
        unassigned: ids,
        /** The six counters. */
        orders: z.array(z.enum(ORDER_KINDS)).readonly(),
      })
      .readonly(),
  });
  /** XZ-TURN-08 / XZ-ORD-01 / R22 / R23: take the next action of one of your units, or a Suppressed behaviour. */
  const ActPromptSchema = promptSchema(
    'act',
    ['move', 'shoot', 'assault', 'ready', 'pass-action', 'move-to-cover', 'withdraw', 'turn-to-face'],
    {
      constraints: z
        .strictObject({
          /** Each unit that may act now and what it does: its next action, or its Suppressed behaviour. */
          units: z
            .array(
              z.strictObject({ unit: z.string(), action: z.enum([...ACTION_KINDS, 'behaviour']) }).readonly(),
            )
            .readonly(),
        })
        .readonly(),
    },
  );
  /** XZ-RES-10 / XZ-RES-11 / R4 / XZ-RES-12: spend Command re-rolls on failed dice of your roll (or, with a limited
   * re-roll, re-roll the failed dice showing its natural face), or keep them. */
  const RerollPromptSchema = promptSchema('reroll', ['reroll'], {
    constraints: z
      .strictObject({
        /** The roll's faces. */
        dice: z.array(z.number().int().min(1).max(10)).readonly(),
        /** Indices into `dice` that may be re-rolled (failed, not re-rolled yet). */
        eligible: z.array(z.number().int().nonnegative()).readonly(),
        /** XZ-RES-12: a limited re-roll's natural face (every eligible die shows it); absent for Command re-rolls. */
        natural: z.number().int().min(1).max(10).exactOptional(),
      })
      .readonly(),
  });
  /** XZ-SMU-06 / R11: the roll-off winner chooses where a large model loses a structure point. */
  const DamageTypePromptSchema = promptSchema('damage-type', ['choose-damage'], {
    constraints: z
      .strictObject({
        /** The damaged model. */
        model: z.string(),
        /** `mobility` and the weapon systems it still has points in. */
        options: z.array(z.string()).readonly(),
      })
      .readonly(),
  });
  /** R27 / XZ-UNIT-02: name a unit's new leader. */
  const NewLeaderPromptSchema = promptSchema('new-leader', ['choose-leader'], {
    constraints: z.strictObject({ unit: z.string() }).readonly(),
  });
  /** R33 / XZ-ASLT-18: the assault's loser withdraws. */
  const WithdrawPromptSchema = promptSchema('withdraw', ['withdraw'], {
    constraints: z
      .strictObject({
        /** The withdrawing unit. */
        unit: z.string(),
        /** Inches from the nearest enemy model a move directly away from the winner would end at, when one exists. */
        directClearance: z.exactOptional(z.number()),
      })
      .readonly(),
  });
  /** XZ-ASLT-19 / R34: the assault's winner may consolidate. */
  const ConsolidatePromptSchema = promptSchema('consolidate', ['consolidate'], {
    constraints: z.strictObject({ unit: z.string() }).readonly(),
  });

  return z.discriminatedUnion('kind', [
    OddsEvensPromptSchema,
    ChooseRolePromptSchema,
    ChooseZonePromptSchema,
    DeployPromptSchema,
    OrdersPromptSchema,
    ActPromptSchema,
    RerollPromptSchema,
    DamageTypePromptSchema,
    NewLeaderPromptSchema,
    WithdrawPromptSchema,
    ConsolidatePromptSchema,
  ]);
}

let built: ReturnType<typeof buildXenosZealotsPromptSchema> | undefined;

/**
 * Every decision a Xenos & Zealots game can wait on, discriminated by `kind`; `state.pending` of a Xenos &
 * Zealots game holds these (and the core's `roll` while manual dice are awaited).
 */
export function xenosZealotsPromptSchema() {
  built ??= buildXenosZealotsPromptSchema();
  return built;
}

/** A decision a Xenos & Zealots game waits on; narrow it by `kind` to read its typed `constraints`. */
export type XzPrompt = z.infer<ReturnType<typeof xenosZealotsPromptSchema>>;
