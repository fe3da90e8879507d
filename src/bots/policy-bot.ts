import type { CommandBase, GameState, PlayerId, ProvideDiceCommand } from 'sandtable';
import type { Bot, BotRecipe } from './bot.js';
import type { BotRandom } from './bot-random.js';
import { answerCandidates, answerTypes, rollForPrompt } from './random-bot.js';

/** What a policy sees: the state, who it plays, the commands that answer the prompt, and its random source. */
export interface PolicyContext<C = CommandBase> {
  readonly state: GameState;
  readonly player: PlayerId;
  /** The legal answers (templates sampled where the ruleset cannot list them); never empty. */
  readonly candidates: readonly C[];
  readonly random: BotRandom;
}

/** A ruleset heuristic: the command to send, or undefined to let the random fallback choose. */
export type Policy<C = CommandBase> = (context: PolicyContext<C>) => C | undefined;

/** Options of {@link policyBot}. */
export interface PolicyBotOptions {
  /** Shown in reports; default `'policy'`. */
  readonly name?: string;
  /** How a worker rebuilds this bot (the module exporting a factory that returns it). */
  readonly recipe?: BotRecipe;
  /**
   * Compute `candidates` only when the policy reads them (default false: before every decision). A policy
   * that usually builds its command itself saves the cost of listing and sampling every legal answer.
   */
  readonly lazyCandidates?: boolean;
}

/**
 * Turns a heuristic into a {@link Bot}: the policy picks among the legal answers (or returns undefined to
 * pick at random); manual-dice prompts are answered with random faces.
 * @example const aggressive = policyBot(({ candidates }) => candidates.find((c) => c.type === 'attack'));
 */
export function policyBot<C extends CommandBase = CommandBase>(
  policy: Policy<C>,
  options: PolicyBotOptions = {},
): Bot<C> {
  return {
    name: options.name ?? 'policy',
    ...(options.recipe ? { recipe: options.recipe } : {}),
    choose(state, player, random): C | ProvideDiceCommand {
      if (state.awaitingDice && answerTypes(state, player).has('provide-dice'))
        return rollForPrompt(state, player, random);
      if (options.lazyCandidates) return chooseLazily(policy, state, player, random);
      const candidates = answerCandidates(state, player, random) as C[];
      if (candidates.length === 0) throw noAnswer(state, player);
      return policy({ state, player, candidates, random }) ?? (random.pick(candidates) as C);
    },
  };
}

function noAnswer(state: GameState, player: PlayerId): Error {
  return new Error(`${state.ruleset}: ${player} is asked for a decision but has no legal command.`);
}

/** {@link policyBot} with `lazyCandidates`: the legal answers are listed on first read, at most once. */
function chooseLazily<C extends CommandBase>(
  policy: Policy<C>,
  state: GameState,
  player: PlayerId,
  random: BotRandom,
): C {
  let listed: C[] | undefined;
  const candidates = (): C[] => {
    if (listed === undefined) {
      listed = answerCandidates(state, player, random) as C[];
      if (listed.length === 0) throw noAnswer(state, player);
    }
    return listed;
  };
  const context: PolicyContext<C> = {
    state,
    player,
    random,
    get candidates() {
      return candidates();
    },
  };
  return policy(context) ?? (random.pick(candidates()) as C);
}
