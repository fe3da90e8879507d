/**
 * Xenocide 0.34 for Sandtable: `import { xenocide } from 'sandtable/xenocide'`.
 * @packageDocumentation
 */

export {
  ARMY_LIMITS,
  type ArmyValidationResult,
  type ValidateArmyOptions,
  validateArmy,
} from './army-validation';
export * from './commands/schema';
export * from './data/index';
export type { XenocideEvent } from './events';
export { armyListJsonSchema, unitProfileJsonSchema } from './json-schema';
export { narrateXenocide } from './narrate';
export { XENOCIDE_VERSION, xenocide } from './ruleset';
export { autoDeploy } from './scenarios/deployment';
export type { ArmyList, ArmyListInput } from './schemas/army';
export type { ModelProfile, UnitList } from './schemas/unit-list';
export { BUNDLED_UNIT_LISTS, TerrainPlacementSchema, type XenocideSetup, XenocideSetupSchema } from './setup';
export type * from './state';
export { SCENARIOS } from './state';
