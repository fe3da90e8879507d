import { promptSchema } from 'sandtable';
import * as z from 'zod';
import { ACTIONS } from '../rules/actions';

// Built on first use: an app that never validates prompts at run time does not pay for these schemas
// (top-level zod calls cannot be tree-shaken). The types below are inferred from the builder.
function buildSquadPinningPromptSchema() {
  const ids = z.array(z.string()).readonly();
  const count = z.number().int().nonnegative();

  /** SQ-DEF-02: the first-listed player rolls off for deployment (a d6 each). */
  const RollOffPromptSchema = promptSchema('roll-off', ['roll-off']);
  /** SQ-DEF-02: the roll-off winner chooses a deployment zone (south or north) and deploys first. */
  const ChooseZonePromptSchema = promptSchema('choose-zone', ['choose-zone']);
  /** SQ-DEF-02: place one unit wholly inside your deployment zone, or start infantry embarked in a transport. */
  const DeployPromptSchema = promptSchema('deploy', ['deploy'], {
    constraints: z
      .strictObject({
        /** The player's units still to deploy. */
        units: ids,
      })
      .readonly(),
  });
  /** SQ-SPC-12 / SQ-DEF-26: a free Recon move with one of your Recon units (a `recon-move` without positions declines it). */
  const ReconPromptSchema = promptSchema('recon', ['recon-move'], {
    constraints: z
      .strictObject({
        /** The player's Recon units on the table that have not made their Recon move. */
        units: ids,
      })
      .readonly(),
  });
  /** SQ-DEF-03: choose the unit to activate next. */
  const ActivatePromptSchema = promptSchema('activate', ['activate'], {
    constraints: z
      .strictObject({
        /** The player's units that may activate now. */
        units: ids,
      })
      .readonly(),
  });
  /** SQ-DEF-04 / SQ-ACT-01 … SQ-ACT-08: choose the activated unit's action. */
  const ActionPromptSchema = promptSchema(
    'action',
    ['move', 'shoot', 'overwatch', 'assault', 'embark', 'exit', 'call-fire', 'smoke', 'rally', 'hold'],
    {
      constraints: z
        .strictObject({
          /** The acting unit. */
          unit: z.string(),
          /** The actions it may take now. */
          actions: z.array(z.enum(ACTIONS)).readonly(),
        })
        .readonly(),
    },
  );
  /** SQ-DEF-10: the owner of a unit hit removes its casualties, the models hit first. */
  const CasualtiesPromptSchema = promptSchema('casualties', ['remove-casualties'], {
    constraints: z
      .strictObject({
        /** The unit hit. */
        unit: z.string(),
        /** How many models to remove. */
        count,
        /** The models that must go first (those hit), empty when any may. */
        first: ids,
        /** The unit's living models. */
        models: ids,
      })
      .readonly(),
  });
  /** SQ-DEF-14: the owner of units on Overwatch fires one of them at the moving unit, or passes. */
  const OverwatchPromptSchema = promptSchema('overwatch', ['overwatch-fire', 'overwatch-pass'], {
    constraints: z
      .strictObject({
        /** The enemy unit that may be fired on. */
        target: z.string(),
        /** The player's units on Overwatch that may fire. */
        shooters: ids,
      })
      .readonly(),
  });
  /** SQ-CQB-13 / SQ-CQB-14: the CQB winner consolidates up to 3" (a `consolidate` without positions stays). */
  const ConsolidatePromptSchema = promptSchema('consolidate', ['consolidate'], {
    constraints: z
      .strictObject({
        /** The unit that won the CQB. */
        unit: z.string(),
        /** How far it may move, in inches (3). */
        maxDistance: z.number().positive(),
      })
      .readonly(),
  });
  /** SQ-DEF-20: the lone unit facing several in CQB splits its attacks among them. */
  const SplitAttacksPromptSchema = promptSchema('split-attacks', ['split-attacks'], {
    constraints: z
      .strictObject({
        /** The lone unit. */
        unit: z.string(),
        /** The enemy units it fights. */
        among: ids,
        /** Its CQB attacks to split. */
        attacks: count,
      })
      .readonly(),
  });
  /** SQ-AIR-01: the caller of an airstrike that rolled 4–6 chooses the strike. */
  const ChooseStrikePromptSchema = promptSchema('choose-strike', ['choose-strike'], {
    constraints: z
      .strictObject({
        /** The calling unit. */
        unit: z.string(),
        /** The strikes to choose from. */
        strikes: z.array(z.enum(['strafing', 'lightBombs', 'antiVehicle'])).readonly(),
      })
      .readonly(),
  });
  /** SQ-FM-06 / SQ-DEF-22 / SQ-DEF-25 / SQ-FM-08: the caller marks the fire mission's target point. */
  const MarkTargetPromptSchema = promptSchema('mark-target', ['mark-target'], {
    constraints: z
      .strictObject({
        /** The calling unit. */
        unit: z.string(),
        /** The asset called: a weight of shelling or an airstrike. */
        asset: z.string(),
        /** Whether it strikes a line (strafing, anti-vehicle): the point is the line's midpoint, with a `heading`. */
        heading: z.boolean(),
        /** SQ-FM-08: the live chain's point, marked again to sustain the fire; absent when there is none. */
        sustain: z.exactOptional(z.strictObject({ x: z.number(), y: z.number() }).readonly()),
      })
      .readonly(),
  });
  /** SQ-AIR-08 / SQ-DEF-25: the caller of anti-vehicle fire assigns each shot an enemy vehicle under the line. */
  const AssignShotsPromptSchema = promptSchema('assign-shots', ['assign-shots'], {
    constraints: z
      .strictObject({
        /** The calling unit. */
        unit: z.string(),
        /** How many shots to assign. */
        shots: count,
        /** The enemy vehicles under the line. */
        among: ids,
      })
      .readonly(),
  });
  /** SQ-AIR-06 / SQ-DEF-25: the owner of the units strafed spreads the pooled hits over them. */
  const SpreadHitsPromptSchema = promptSchema('spread-hits', ['spread-hits'], {
    constraints: z
      .strictObject({
        /** How many hits to spread. */
        hits: count,
        /** The player's units under the line. */
        among: ids,
      })
      .readonly(),
  });

  return z.discriminatedUnion('kind', [
    RollOffPromptSchema,
    ChooseZonePromptSchema,
    DeployPromptSchema,
    ReconPromptSchema,
    ActivatePromptSchema,
    ActionPromptSchema,
    CasualtiesPromptSchema,
    OverwatchPromptSchema,
    ConsolidatePromptSchema,
    SplitAttacksPromptSchema,
    ChooseStrikePromptSchema,
    MarkTargetPromptSchema,
    AssignShotsPromptSchema,
    SpreadHitsPromptSchema,
  ]);
}

let built: ReturnType<typeof buildSquadPinningPromptSchema> | undefined;

/**
 * Every decision a Squad pinning game can wait on, discriminated by `kind`; `state.pending` of a Squad pinning
 * game holds these (and the core's `roll` while manual dice are awaited). The `game-over` stage asks nothing.
 */
export function squadPinningPromptSchema() {
  built ??= buildSquadPinningPromptSchema();
  return built;
}

/** A decision a Squad pinning game waits on; narrow it by `kind` to read its typed `constraints`. */
export type SqPrompt = z.infer<ReturnType<typeof squadPinningPromptSchema>>;

/** The kinds of Squad pinning decisions. */
export type SqPromptKind = SqPrompt['kind'];

/** The Squad pinning prompt of one kind: `SqPromptOf<'casualties'>['constraints']['count']`. */
export type SqPromptOf<K extends SqPromptKind> = Extract<SqPrompt, { readonly kind: K }>;
