/**
 * The ruleset kit: the machinery every game needs, written once. By-id lookups and per-state indexes, memos,
 * modifiers and tests that carry rule IDs, a resolution queue with one settle loop, hidden per-unit values,
 * one issue type, and {@link defineTableRuleset}, which builds a ruleset from a command table and a decision
 * table. Imports only the core; every bundled ruleset is written on it.
 *
 * Start here: `defineTableRuleset`, then `byId`, `rollTest`, `settle`/`runQueue`.
 * @module sandtable/kit
 */
export {
  type CommandSpec,
  type CommandTable,
  type DecisionSpec,
  type DecisionTable,
  defineTableRuleset,
  type EventRules,
  type TableRulesetSpec,
} from './define.js';
export { conceal, type Hidden, type HiddenView, peek, redact, redactEach, reveal } from './hidden.js';
export { asRejection, type Issue, issue } from './issues.js';
export { byId, type EntityIndex, entityTable, indexOfId, rulesetBug } from './lookup.js';
export { memoize, memoizeBy } from './memo.js';
export {
  type Modifier,
  modified,
  modifier,
  rollTest,
  rulesOf,
  type TestResult,
  type TestSpec,
} from './modifiers.js';
export {
  closestMatch,
  describePath,
  describeValue,
  fieldsAt,
  friendlyErrorMap,
  type IssueWording,
  issuesFromZod,
  type PlacedIssue,
  placeMessage,
  type ReadResult,
  readWith,
  type SegmentLabel,
  type ZodIssueContext,
} from './readable-issues.js';
export {
  enqueue,
  type QueueAnswer,
  type QueuedStep,
  type QueueHandlers,
  runQueue,
  type StepResult,
  settle,
} from './settle.js';
export {
  type Assignable,
  CountSchema,
  type DeepReadonly,
  IdSchema,
  IntSchema,
  type KeyShape,
  PlayerSchema,
  Vec2Schema,
} from './state-schema.js';
export { type FigureEvents, type FigureUnit, unitFigures } from './unit-figures.js';
