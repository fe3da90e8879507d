/**
 * Rampant-style sci-fi for Sandtable: `import { rampant } from 'sandtable/rampant'`.
 *
 * Start here: the `rampant` ruleset object for `createGame`, its setup (`RmpSetup`: two players, a bundled army
 * or one written in full, a bundled table, and `params` to change any of the 22 defaults), the commands a UI
 * sends (`RmpCommandInput`), the prompts it waits on (`RmpPrompt`, narrowed by `kind`; `RMP_PROMPT_KINDS`, and
 * `rampantPromptSchema()` to validate them at run time), the events it narrates (`RmpEvent`, `narrateRampant`),
 * the state it reads (`RmpState`) and the heuristic bot (`rmpHeuristicBot`); then the bundled armies and tables,
 * the validators and the zod schemas.
 * @module sandtable/rampant
 */

export {
  expectedFight,
  expectedShootLoss,
  RMP_HEURISTIC_NAME,
  rmpHeuristicBot,
  rmpHeuristicChoice,
  scoreCommand,
} from './bots/heuristic';
export {
  ORDER_ACTIONS,
  type OrderAction,
  type Point,
  PointSchema,
  type RmpCommand,
  type RmpCommandInput,
  type RmpCommandOf,
  RmpCommandSchema,
} from './commands/schema';
export {
  type Army,
  type ArmyInput,
  ArmySchema,
  type ArmyUnitInput,
  ArmyUnitSchema,
  BUNDLED_ARMIES,
  BUNDLED_ARMY_IDS,
  type BundledArmyId,
} from './data/armies';
export {
  BUNDLED_SCENARIO_IDS,
  BUNDLED_SCENARIOS,
  type BundledScenarioId,
  type Scenario,
  type ScenarioInput,
  ScenarioSchema,
  TERRAIN_KINDS,
  TERRAIN_TYPES,
  type TerrainFeature,
  TerrainFeatureSchema,
  type TerrainKind,
  type TerrainType,
} from './data/tables';
export { rampantDescription } from './describe';
export type { EventPoint, RmpEvent, RmpEventRules } from './events';
export { narrateRampant } from './narrate';
export {
  CLASS_KEYS,
  CLASS_KINDS,
  type ClassKey,
  type ClassProfile,
  type ClassRow,
  DEFAULT_CLASSES,
  DEFAULT_PARAMS,
  OPTIONS,
  type Params,
  type ParamsInput,
  ParamsSchema,
  SPECIAL_RULES,
  type SpecialRule,
  type UnitOption,
} from './params';
export {
  RMP_PROMPT_KINDS,
  type RmpPrompt,
  type RmpPromptKind,
  type RmpPromptOf,
  rampantPromptSchema,
} from './prompts';
export type { RmpStep, StepPoint, ThenMove } from './rules/steps';
export { RAMPANT_VERSION, rampant } from './ruleset';
export { type RmpParsedSetup, type RmpSetup, RmpSetupSchema, unitPoints } from './setup';
export {
  ActivationSchema,
  ModelSchema,
  type ModelState,
  type RmpState,
  RmpStateSchema,
  SideSchema,
  type SideState,
  type Stage,
  StageSchema,
  UnitSchema,
  type UnitState,
} from './state';
export { validateRmpArmy, validateRmpScenario } from './validate';
export { type RmpView, rmpViewFor } from './view';
