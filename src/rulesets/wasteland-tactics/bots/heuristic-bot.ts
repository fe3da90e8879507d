import { type DescribedBot, type GameState, legalCommands, type PlayerId } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import type { WastelandCommand } from '../commands/schema';
import { type WastelandGame, wastelandHeuristicPolicy } from './heuristic';

/** The name the Wasteland heuristic bot reports under. */
export const WASTELAND_HEURISTIC_NAME = 'wasteland-heuristic';

/**
 * The Wasteland Tactics heuristic as a bot (see {@link wastelandHeuristicPolicy}): it lists the legal commands,
 * lets the policy choose, and picks a legal command at random where the policy has no preference; it answers
 * physical-dice prompts with random faces. Simulations rebuild it in worker threads from its recipe.
 * @example simulate({ ruleset: wastelandTactics, setup, bots: { red: wastelandHeuristicBot(), blue: randomBot() }, games: 100, seed: 1 });
 */
export function wastelandHeuristicBot(): DescribedBot {
  return {
    name: WASTELAND_HEURISTIC_NAME,
    recipe: { module: 'sandtable/wasteland-tactics', export: 'wastelandHeuristicBot', args: [] },
    choose(state: GameState, player: PlayerId, random) {
      const awaiting = state.awaitingDice;
      if (awaiting?.player === player) {
        const { count, sides } = awaiting.request;
        return {
          type: 'provide-dice',
          player,
          dice: Array.from({ length: count }, () => 1 + random.int(sides)),
        };
      }
      const legal = legalCommands(state, player) as WastelandCommand[];
      if (legal.length === 0)
        throw rulesetBug(`wasteland-tactics: ${player} is asked for a decision but has no legal command.`);
      return (
        wastelandHeuristicPolicy(state as WastelandGame, player, legal) ??
        (random.pick(legal) as WastelandCommand)
      );
    },
  };
}
