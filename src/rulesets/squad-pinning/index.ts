/**
 * Squad pinning & CQB for Sandtable: `import { squadPinning } from 'sandtable/squad-pinning'`.
 *
 * Start here: the `squadPinning` ruleset object for `createGame`, its setup (`SqSetup`: two players, a bundled
 * force or one written in full, a bundled table, and `params` to change any of the 31 defaults), the commands a
 * UI sends (`SqCommandInput`), the prompts it waits on (`SqPrompt`, narrowed by `kind` to typed `constraints`;
 * `SQ_PROMPT_KINDS`, and `squadPinningPromptSchema()` to validate them at run time), the events it narrates
 * (`SqEvent`, `narrateSquadPinning`), the state it reads (`SqState`) and the heuristic bot (`sqHeuristicBot`);
 * then the bundled forces and tables, the validators and the zod schemas.
 * @module sandtable/squad-pinning
 */

export {
  expectedCasualties,
  SQ_HEURISTIC_NAME,
  scoreCommand,
  sqHeuristicBot,
  sqHeuristicChoice,
} from './bots/heuristic';
export {
  type Point,
  PointSchema,
  type SqCommand,
  type SqCommandInput,
  type SqCommandOf,
  SqCommandSchema,
} from './commands/schema';
export { DEFAULT_PROFILES, DEFAULT_WEAPONS, TERRAIN_TYPES, type TerrainType } from './data/tables';
export { squadPinningDescription } from './describe';
export type { EventPoint, SqEvent } from './events';
export { narrateSquadPinning } from './narrate';
export {
  AT_CLASSES,
  type AtClass,
  DEFAULT_PARAMS,
  type Params,
  type ParamsInput,
  ParamsSchema,
  type Profile,
  type ProfileInput,
  ProfileSchema,
  QUALITIES,
  type Quality,
  SPECIAL_RULES,
  type SpecialRule,
  WEAPON_FLAGS,
  type Weapon,
  type WeaponFlag,
  type WeaponInput,
  WeaponSchema,
} from './params';
export {
  SQ_PROMPT_KINDS,
  type SqPrompt,
  type SqPromptKind,
  type SqPromptOf,
  squadPinningPromptSchema,
} from './prompts';
export type { PendingHit, SqStep } from './rules/queue';
export { SQUAD_PINNING_VERSION, squadPinning } from './ruleset';
export {
  BUNDLED_FORCE_IDS,
  BUNDLED_FORCES,
  type BundledForceId,
  type Force,
  type ForceInput,
  ForceSchema,
  ForceUnitSchema,
} from './schemas/force';
export {
  BUNDLED_SCENARIO_IDS,
  BUNDLED_SCENARIOS,
  type BundledScenarioId,
  type Scenario,
  type ScenarioInput,
  ScenarioSchema,
  TERRAIN_KINDS,
  type TerrainFeature,
  TerrainFeatureSchema,
} from './schemas/scenario';
export { type SqParsedSetup, type SqSetup, SqSetupSchema } from './setup';
export {
  ModelSchema,
  type ModelState,
  type SqState,
  SqStateSchema,
  type Stage,
  StageSchema,
  UnitSchema,
  type UnitState,
} from './state';
export { validateSqForce, validateSqScenario } from './validate';
export { type SqView, sqViewFor } from './view';
