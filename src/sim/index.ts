/**
 * Headless play and batch simulation: play one game bot against bot, or thousands on worker threads with
 * win rates and confidence intervals.
 * @module sandtable/sim
 */

export { RULESETS, rulesetDescription } from '../registry.js';
export type { GameResult, RolesHook, SimulationJob, UnitFiguresHook } from './job.js';
export {
  BUNDLED_RULESETS,
  isModuleRef,
  loadBot,
  loadRuleset,
  type ModuleRef,
  type ModuleTable,
} from './module-ref.js';
export { type PlayedGame, type PlayGameOptions, playGame } from './play-game.js';
export {
  type ArmyRecord,
  type DecisiveRecord,
  type Rate,
  type RoleRecord,
  rateOf,
  type SideArrangement,
  type SimulationReport,
  type SurvivalHook,
  type UnitRecord,
} from './report.js';
export {
  type GameRuleCounts,
  mergeRuleCounts,
  type RuleReach,
  type RuleReachReport,
  type RuleTally,
  rulesNamedBy,
  ruleTally,
} from './rule-tally.js';
export { deriveSeed } from './seeds.js';
export { armyNames, type SwappedSides, swapSides } from './sides.js';
export { type SimulateOptions, type SimulationProgress, simulate } from './simulate.js';
export { type Interval, wilsonInterval, Z_95 } from './wilson.js';
export { isSimWorkerThread, runSimWorker } from './worker-main.js';
