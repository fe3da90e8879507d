import { promptSchema } from 'sandtable';
import * as z from 'zod';

// Built on first use: an app that never validates prompts at run time does not pay for these schemas
// (top-level zod calls cannot be tree-shaken). The types below are inferred from the builder.
function buildWastelandTacticsPromptSchema() {
  const count = z.number().int().nonnegative();

  /** WT-MIS-01 / WT-DEP-03/04: start the game (roll the mission when random, and the deployment order). */
  const StartPromptSchema = promptSchema('start', ['start-game']);
  /** WT-DEP-01/02 / WT-SUR-06: deploy a unit, or hold it in ambush or for scouting. */
  const DeployPromptSchema = promptSchema('deploy', ['deploy-unit', 'hold-in-ambush', 'hold-for-scouting']);
  /** WT-ACT-01 / WT-SUR-06: activate a unit, bring one in from ambush, or issue a Command. */
  const ActivatePromptSchema = promptSchema('activate', [
    'activate-unit',
    'arrive-from-ambush',
    'issue-command',
  ]);
  /** WT-SUR-06: place a unit arriving from ambush. */
  const PlaceAmbushPromptSchema = promptSchema('place-ambush', ['place-ambush'], {
    constraints: z
      .strictObject({
        /** The arriving unit. */
        unit: z.string(),
        /** How far (inches) it must stay from every enemy model, exclusive. */
        distance: z.number().nonnegative(),
      })
      .readonly(),
  });
  /** WT-MOVE-01: move the activated unit. */
  const MovePromptSchema = promptSchema('move', ['move-unit'], {
    constraints: z.strictObject({ unit: z.string() }).readonly(),
  });
  /** WT-FIGHT-03: a unit is charged: react with a free Shoot or not. */
  const ChargeReactionPromptSchema = promptSchema('charge-reaction', ['react-to-charge'], {
    constraints: z
      .strictObject({
        /** The charged unit. */
        unit: z.string(),
        /** The charging unit. */
        charger: z.string(),
      })
      .readonly(),
  });
  /** R6: order the models of a unit that take its hits. */
  const CasualtiesPromptSchema = promptSchema('casualties', ['allocate-casualties'], {
    constraints: z.strictObject({ unit: z.string(), hits: count }).readonly(),
  });
  /** WT-CAST-03: nullify a manifested power with a Caster within 24", or decline. */
  const NullifyPromptSchema = promptSchema('nullify', ['nullify'], {
    constraints: z
      .strictObject({
        /** The casting unit. */
        caster: z.string(),
        /** The face the cast rolled. */
        face: z.number().int(),
      })
      .readonly(),
  });
  /** WT-ADV-11 / WT-ADV-12: the set-up choices of the Terrible commander and Traitors disadvantages. */
  const SetupChoicePromptSchema = promptSchema('setup-choice', ['choose-units'], {
    constraints: z.strictObject({ choice: z.enum(['terrible-commander', 'traitors']) }).readonly(),
  });
  /** WT-SHOOT-09: say which own unit in the melee each failed shot hits. */
  const MisfirePromptSchema = promptSchema('misfire', ['assign-misfires'], {
    constraints: z
      .strictObject({
        /** The shooter's own units in the melee that a failed shot may hit. */
        units: z.array(z.string()).readonly(),
        /** How many failed shots to assign. */
        count,
      })
      .readonly(),
  });
  /** WT-FIGHT-07: pick the target of each striking model whose closest engaged enemy units are equally close. */
  const StrikeTargetsPromptSchema = promptSchema('strike-targets', ['choose-strike-targets'], {
    constraints: z
      .strictObject({
        /** The striking unit. */
        unit: z.string(),
        /** Each model to decide for and the equally close units it may strike. */
        models: z
          .array(z.strictObject({ model: z.string(), targets: z.array(z.string()).readonly() }).readonly())
          .readonly(),
      })
      .readonly(),
  });
  /** WT-SUR-55: place the survivors of a destroyed transport. */
  const PlaceSurvivorsPromptSchema = promptSchema('place-survivors', ['place-survivors'], {
    constraints: z.strictObject({ unit: z.string() }).readonly(),
  });
  /** WT-SUR-33: return a destroyed model or restore a wound after a passed Medic/Repair roll. */
  const RecoverPromptSchema = promptSchema('recover', ['recover'], {
    constraints: z.strictObject({ unit: z.string() }).readonly(),
  });
  /** R20: before a morale step, issue Commands or call Air support, then pass. */
  const PriorityPromptSchema = promptSchema(
    'priority',
    ['pass-priority', 'issue-command', 'call-air-support'],
    {
      constraints: z.strictObject({ step: z.number().int().positive() }).readonly(),
    },
  );

  const WastelandTacticsPromptSchema = z.discriminatedUnion('kind', [
    StartPromptSchema,
    DeployPromptSchema,
    ActivatePromptSchema,
    PlaceAmbushPromptSchema,
    MovePromptSchema,
    ChargeReactionPromptSchema,
    CasualtiesPromptSchema,
    NullifyPromptSchema,
    SetupChoicePromptSchema,
    MisfirePromptSchema,
    StrikeTargetsPromptSchema,
    PlaceSurvivorsPromptSchema,
    RecoverPromptSchema,
    PriorityPromptSchema,
  ]);
  return WastelandTacticsPromptSchema;
}

let built: ReturnType<typeof buildWastelandTacticsPromptSchema> | undefined;

/**
 * Every decision a Wasteland Tactics game can wait on, discriminated by `kind`; `state.pending` of a
 * Wasteland Tactics game holds these (and the core's `roll` while manual dice are awaited).
 */
export function wastelandTacticsPromptSchema() {
  built ??= buildWastelandTacticsPromptSchema();
  return built;
}

/** A decision a Wasteland Tactics game waits on; narrow it by `kind` to read its typed `constraints`. */
export type WastelandTacticsPrompt = z.infer<ReturnType<typeof wastelandTacticsPromptSchema>>;

/** The kinds of Wasteland Tactics decisions. */
export type WastelandTacticsPromptKind = WastelandTacticsPrompt['kind'];

/** The Wasteland Tactics prompt of one kind: `WastelandTacticsPromptOf<'casualties'>['constraints']['hits']`. */
export type WastelandTacticsPromptOf<K extends WastelandTacticsPromptKind> = Extract<
  WastelandTacticsPrompt,
  { readonly kind: K }
>;
