/**
 * Wasteland Tactics for Sandtable: `import { wastelandTactics } from 'sandtable/wasteland-tactics'`.
 *
 * Start here: the `wastelandTactics` ruleset object for `createGame`, its setup (`WastelandSetup`), the
 * commands a UI sends (`WastelandCommandInput`), the events it narrates (`WastelandEvent`,
 * `narrateWasteland`) and the state it reads (`WastelandState`); zod schemas and rule constants come last.
 * @module sandtable/wasteland-tactics
 */

export { type WastelandGame, wastelandHeuristicPolicy } from './bots/heuristic';
export { WASTELAND_HEURISTIC_NAME, wastelandHeuristicBot } from './bots/heuristic-bot';
export * from './commands/schema';
export * from './data/index';
export { wastelandDescription } from './describe';
export type { EventPoint, WastelandEvent } from './events';
export type { ValidationIssue } from './issues';
export { narrateWasteland } from './narrate';
export { d5FromD10 } from './rules/dice/dice';
export {
  type BattleGroupValidation,
  isTransportProfile,
  isVehicleProfile,
  POINTS_LIMITS,
  SLOT_LIMITS,
  type ValidateBattleGroupOptions,
  type ValidateForceOptions,
  validateBattleGroup,
  validateForce,
} from './rules/force-building/battle-groups';
export { deploymentZones, ZONE_DEPTH } from './rules/missions/zones';
export { WASTELAND_TACTICS_VERSION, wastelandTactics } from './ruleset';
export { MISSIONS, type MissionDefinition, missionById } from './scenarios/missions';
export { terrainWarnings } from './scenarios/terrain-warnings';
export * from './schemas/battle-group';
export * from './schemas/prompts';
export {
  formatSpecialRule,
  parseSpecialRule,
  type SpecialRuleParseResult,
} from './schemas/special-rule-shorthand';
export * from './schemas/special-rules';
export * from './schemas/terrain';
export * from './schemas/unit-profile';
export * from './schemas/weapon';
export { formatWeapon, parseWeapon, type WeaponParseResult } from './schemas/weapon-shorthand';
export { AdvancedRulesSchema, type WastelandSetup, WastelandSetupSchema } from './setup';
/** The game state's data types, for a UI that reads `state.game`. */
export type {
  ActionType,
  Activation,
  AdvancedSettings,
  AdvantageId,
  BuildingState,
  CasterChoice,
  Charge,
  ConditionId,
  DeclaredAction,
  DisadvantageId,
  Displaced,
  FightKill,
  FubarEffect,
  Hit,
  Loss,
  Marker,
  Misfire,
  MissionId,
  MissionState,
  ModelState,
  MoraleProgress,
  PendingCast,
  PsychicPower,
  RecoveryProgress,
  Role,
  Settings,
  SetupChoice,
  SideState,
  Stage,
  SuppressionRecord,
  TerrainArea,
  UnitState,
  UnitStatus,
  WastelandState,
  Zone,
} from './state';
export { ADVANTAGE_IDS, CONDITION_IDS, DISADVANTAGE_IDS } from './state/advanced';
