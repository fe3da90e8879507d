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
export type { ShotGroupSummary, XenocideEvent } from './events';
export type { ValidationIssue } from './issues';
export * from './json-schema';
export { narrateXenocide } from './narrate';
/** The close-assault layer's data types (assaults in progress) appear in the game state. */
export type {
  AssaultEnd,
  AssaultKind,
  AssaultParticipant,
  AssaultSide,
  AssaultState,
  AssaultStep,
  AssaultTest,
  AssignedKill,
  AttackRoll,
  DefenceChoice,
  JoinedBy,
  LostTransport,
  ParticipantStatus,
  PendingEscape,
  RoundCasualties,
  Strike,
  StrikeTarget,
  TitanAssaultPower,
  UnitPool,
} from './rules/assault/assault-state';
export type { BuildingStrike } from './rules/assault/building-strike';
export type { DisadvantageCause } from './rules/assault/disadvantage';
export type { CloseAssaultGroup } from './rules/assault/participants';
/** XEN-BLD-17..24: the building-fire data a shot at a building keeps in the game state while it waits. */
export type { AoeCombination } from './rules/buildings/aoe-combining';
export type { BuildingHit, BuildingHits, BuildingVolley } from './rules/buildings/building-fire';
export type {
  BuildingConstruction,
  BuildingSection,
  BuildingState,
  Occupancy,
} from './rules/buildings/building-state';
export type { EscapeRoll } from './rules/buildings/escape';
export type { OccupantDice } from './rules/buildings/occupant-damage';
export type { StructureDamage, StructureHitRecord } from './rules/buildings/structure-damage';
/** The shooting layer's data types (attacks in progress, tallies, tests) appear in the game state. */
export type {
  Allocation,
  AoeHitCount,
  AoeShotHits,
  ArtilleryMode,
  AttackDecision,
  AttackInProgress,
  AttackSpec,
  BuildingFireDecision,
  BuildingFireInProgress,
  BuildingFireSpec,
  FirePhase,
  FiringModel,
  HitBatch,
  MingledReroll,
  MoveSnapshot,
  PartialRoundChoice,
  PoolOutcome,
  RolledPool,
  SavePool,
  SaveRoll,
  SaveStepKind,
  ShootingRefusal,
  ShotGroup,
  ShotHit,
  SuppressionCheck,
  SuppressionModifier,
  SuppressionTally,
  SuppressionTarget,
  SuppressionTest,
  TargetOutcome,
  TitanDamage,
  ToHitDie,
  ToHitRoll,
  UnitResolution,
  WeaponFire,
  WeaponTargeting,
  WeaponVolley,
} from './rules/shooting/index';
export type { TitanEvent } from './rules/titans/titan-events';
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
  TitanStatus,
  TurnPlan,
  UnitActivity,
  UnitState,
  UnitStatus,
  XenocideState,
} from './state';
export { SCENARIOS } from './state';
export type { ChosenTitanOption } from './titan-loadout';
export type { UnitCategory } from './unit-composition';
export type {
  ValidatedArmy,
  ValidatedCompany,
  ValidatedModels,
  ValidatedUnit,
} from './validated-army';
export type { XenocideView } from './view';
