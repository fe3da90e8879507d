/**
 * Xenos & Zealots for Sandtable: `import { xenosZealots } from 'sandtable/xenos-zealots'`.
 *
 * Start here: the `xenosZealots` ruleset object for `createGame`, its setup (`XzSetup`: two players, a bundled
 * force or one written in full, a bundled table or a scenario), the commands a UI sends (`XzCommandInput`),
 * the prompts it waits on (`XzPrompt`), the events it narrates (`XzEvent`, `narrateXenosZealots`), what a
 * player sees (`XzView`: the opponent's order counters face down), the state it reads (`XzState`) and the
 * heuristic bot (`xzHeuristicBot`); then the
 * bundled forces and tables, the validators and JSON Schemas for force and scenario files, and the zod schemas.
 * @module sandtable/xenos-zealots
 */

export { type XzGame, xzHeuristicPolicy } from './bots/heuristic';
export { XZ_HEURISTIC_NAME, xzHeuristicBot } from './bots/heuristic-bot';
export {
  type Fire,
  FireSchema,
  type Placement,
  PlacementSchema,
  type Point,
  PointSchema,
  type XzCommand,
  type XzCommandInput,
  type XzCommandOf,
  XzCommandSchema,
} from './commands/schema';
export {
  BUNDLED_FORCE_IDS,
  BUNDLED_FORCE_INPUTS,
  BUNDLED_FORCES,
  BUNDLED_SCENARIO_IDS,
  BUNDLED_SCENARIO_INPUTS,
  BUNDLED_SCENARIOS,
  type BundledForceId,
  type BundledScenarioId,
} from './data/bundled';
export { xenosZealotsDescription } from './describe';
export type { EventPoint, ModelMove, XzEvent } from './events';
export { xzJsonSchemas } from './json-schemas';
export { narrateXenosZealots } from './narrate';
export { XZ_PROMPT_KINDS, type XzPrompt, xenosZealotsPromptSchema } from './prompts';
export { XENOS_ZEALOTS_VERSION, xenosZealots } from './ruleset';
export {
  type Attachment,
  AttachmentSchema,
  type Force,
  type ForceInput,
  ForceSchema,
  type OffTableAsset,
  type OffTableAssetInput,
  OffTableAssetSchema,
} from './schemas/force';
export {
  AREA_TYPES,
  type AreaType,
  type DeploymentZone,
  DeploymentZoneSchema,
  type Scenario,
  type ScenarioInput,
  ScenarioSchema,
  type TerrainFeature,
  type TerrainFeatureInput,
  TerrainFeatureSchema,
  type VictoryCondition,
  VictoryConditionSchema,
} from './schemas/scenario';
export { type UnitCard, type UnitCardInput, UnitCardSchema } from './schemas/unit-card';
export {
  BODY_KINDS,
  type BodyKind,
  MOBILITY_TYPES,
  type MobilityType,
  UNIT_TYPES,
  type UnitType,
} from './schemas/unit-stats';
export {
  WEAPON_SPECIALS,
  WEAPON_TYPES,
  type WeaponProfile,
  type WeaponProfileInput,
  WeaponProfileSchema,
  type WeaponSpecial,
  type WeaponType,
} from './schemas/weapon';
export { type XzParsedSetup, type XzSetup, XzSetupSchema } from './setup';
export {
  ACTION_KINDS,
  type ActionKind,
  MORALE_STATES,
  type ModelState,
  type MoraleState,
  ORDER_ACTIONS,
  ORDER_KINDS,
  type OrderKind,
  type Params,
  ParamsSchema,
  type SideState,
  type Stage,
  StageSchema,
  type UnitState,
  type XzState,
  XzStateSchema,
} from './state';
export { validateXzForce, validateXzScenario, validateXzUnitCard } from './validate';
export { type AssetView, type SideView, type UnitView, type XzView, xzViewFor } from './view';
