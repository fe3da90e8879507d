/**
 * Test helpers for ruleset authors: the law suite every ruleset must pass, random legal play, and
 * garbage-command generators. Needs fast-check (an optional peer dependency).
 * @module sandtable/testing
 */

export { scripted, withScriptedDice } from 'sandtable';
export { garbageCommand, nastyValue } from './garbage.js';
export type { SecretOptions } from './hidden-information.js';
export { type Law, type LawOptions, rulesetLaws, runRulesetLaws } from './laws.js';
export {
  applyAll,
  type ChoiceContext,
  type Policy,
  playRandomGame,
  type RandomPlayOptions,
} from './random-play.js';
