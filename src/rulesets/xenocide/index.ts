/**
 * Xenocide 0.34 for Sandtable: `import { xenocide } from 'sandtable/xenocide'`.
 *
 * Start here: the `xenocide` ruleset object for `createGame`, its setup (`XenocideSetup`), the commands a
 * UI sends (`XenocideCommandInput`), the events it narrates (`XenocideEvent`, `narrateXenocide`) and the
 * state it reads (`XenocideState`); zod schemas and rule constants come last.
 * @module sandtable/xenocide
 */

export {
  ARMY_LIMITS,
  type ArmyValidationResult,
  type ValidateArmyOptions,
  validateArmy,
} from './army-validation';
/** The Xenocide heuristic bot (and its policy): plays every scenario to its goal; see `xenocideHeuristicPolicy`. */
export {
  type XenocideBotRandom,
  type XenocideHeuristicBot,
  type XenocideHeuristicOptions,
  type XenocidePolicyContext,
  xenocideHeuristicBot,
  xenocideHeuristicPolicy,
} from './bots/heuristic';
export * from './commands/schema';
export type { XenocideContext, XenocideDraft } from './context';
export * from './data/index';
export { xenocideDescription } from './describe';
export type { ShotGroupSummary, TitanEvent, XenocideEvent } from './events';
export type { ValidationIssue } from './issues';
export * from './json-schema';
export { narrateXenocide } from './narrate';
/** The in-progress data the game state holds: assaults, shots at units and at buildings, suppression tests. */
export type { BuildingVolley } from './rules/buildings/building-fire';
export { XENOCIDE_VERSION, xenocide } from './ruleset';
export { autoDeploy } from './scenarios/deployment';
export * from './schemas/army';
export * from './schemas/cad';
export * from './schemas/model-type';
export * from './schemas/profile';
export * from './schemas/profile-fields';
export * from './schemas/prompts';
export * from './schemas/specials';
export * from './schemas/terrain';
export * from './schemas/titan';
export * from './schemas/unit-list';
export * from './schemas/weapon';
export {
  BUNDLED_UNIT_LISTS,
  TerrainPlacementSchema,
  type XenocideSetup,
  type XenocideSetupParsed,
  XenocideSetupSchema,
} from './setup';
export type {
  ActivationPhase,
  ActivationStage,
  BombingRun,
  CloseAssaultQueue,
  CompanyState,
  Edge,
  ModelState,
  MoveRecord,
  Objective,
  Order,
  OverrunInProgress,
  OverwatchWindow,
  ScenarioId,
  SideState,
  Stage,
  SuppressionSteps,
  TerrainFeature,
  TerrainLayout,
  TitanStatus,
  TurnPlan,
  UnitActivity,
  UnitState,
  UnitStatus,
  XenocideState,
} from './state';
export { SCENARIOS } from './state';
export type * from './state/assault';
export type * from './state/building-fire';
export type * from './state/buildings';
export type * from './state/shooting';
export type * from './state/suppression';
export type { ChosenTitanOption } from './titan-loadout';
export type { UnitCategory } from './unit-composition';
export type {
  ValidatedArmy,
  ValidatedCompany,
  ValidatedModels,
  ValidatedUnit,
} from './validated-army';
export type { XenocideView } from './view';
