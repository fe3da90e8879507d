import { type DescribedBot, type GameState, legalCommands, type PlayerId, validateCommand } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import type { XzCommand } from '../commands/schema';
import { type XzGame, xzHeuristicChoice } from './heuristic';

/** The name the Xenos & Zealots heuristic bot reports under. */
export const XZ_HEURISTIC_NAME = 'xenos-zealots-heuristic';

/**
 * The Xenos & Zealots heuristic as a bot (see `xzHeuristicPolicy`): it lists the legal commands, lets the
 * policy choose from what the player may see, and sends a command the policy built itself (a move, a deployment,
 * an order) only after `validateCommand` accepts it, else the unit's pass or a legal command at random; it answers
 * physical-dice prompts with random faces. Simulations rebuild it in worker threads from its recipe.
 * @example simulate({ ruleset: xenosZealots, setup, bots: { zealots: xzHeuristicBot(), xenos: randomBot() }, games: 100, seed: 1 });
 */
export function xzHeuristicBot(): DescribedBot {
  return {
    name: XZ_HEURISTIC_NAME,
    recipe: { module: 'sandtable/xenos-zealots', export: 'xzHeuristicBot', args: [] },
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
      let listed: XzCommand[] | undefined;
      const legal = (): XzCommand[] => {
        if (listed === undefined) {
          listed = legalCommands(state, player) as XzCommand[];
          if (listed.length === 0)
            throw rulesetBug(`xenos-zealots: ${player} is asked for a decision but has no legal command.`);
        }
        return listed;
      };
      const choice = xzHeuristicChoice(state as XzGame, player, legal);
      if (choice && (listed?.includes(choice) || validateCommand(state, choice as never).ok)) return choice;
      const unit = choice && 'unit' in choice ? choice.unit : undefined;
      return (
        legal().find((c) => c.type === 'pass-action' && c.unit === unit) ??
        (random.pick(legal()) as XzCommand)
      );
    },
  };
}
