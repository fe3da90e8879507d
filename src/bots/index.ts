/**
 * Bots for any ruleset: a random legal bot that answers every prompt, and an adapter for ruleset heuristics.
 * @module sandtable/bots
 */

export type { Bot, BotRecipe } from './bot.js';
export { type BotRandom, botRandom } from './bot-random.js';
export { type Policy, type PolicyBotOptions, type PolicyContext, policyBot } from './policy-bot.js';
export {
  answerCandidates,
  answerTypes,
  type RandomBotOptions,
  randomBot,
  rollForPrompt,
} from './random-bot.js';
export { samplePointTemplate, sampleTemplates, type TemplateSampler } from './template-samples.js';
