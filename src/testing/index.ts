/**
 * Test helpers for ruleset authors: the law suite every ruleset must pass, random legal play,
 * garbage-command generators, and small helpers for rule tests (a position with scripted dice, commands
 * played or refused, events picked by type). Needs fast-check (an optional peer dependency).
 * @module sandtable/testing
 */

export { scripted, withScriptedDice } from 'sandtable';
/** `diceFor(events, purpose)`: the faces of each roll for one purpose; `eventsOf(events, type)`: events of one type. */
export { diceFor, eventsOf } from './events-of.js';
export { garbageCommand, nastyValue } from './garbage.js';
export type { SecretOptions } from './hidden-information.js';
export { type Law, type LawOptions, rulesetLaws, runRulesetLaws } from './laws.js';
export {
  type ApplyAllOptions,
  /** `applyAll(game, commands)`: plays commands in order, throwing on the first rejection. */
  applyAll,
  type ChoiceContext,
  type Policy,
  playRandomGame,
  type RandomPlayOptions,
} from './random-play.js';
/** `refused(game, command)`: the rejection of a command that must be refused, the game left untouched. */
export { refused } from './refused.js';
/** `scriptedGame(ruleset, position, faces)`: a hand-built position as a game with scripted dice; `diceLeft(game)`. */
export { diceLeft, scriptedGame } from './scripted-game.js';
