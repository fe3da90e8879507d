import { type DescribedBot, type GameState, legalCommands, type PlayerId, validateCommand } from 'sandtable';
import { rulesetBug } from 'sandtable/kit';
import type { XzCommand } from '../commands/schema';
import { type XzGame, xzHeuristicChoice } from './heuristic';

/**
 * Command types the policy places itself (positions and markers): they are dry-run with `validateCommand` before
 * they are sent. The others come from the legal list or the rules' own samples, or are the unit's plain action.
 */
const SELF_BUILT: ReadonlySet<string> = new Set(['deploy-unit', 'move', 'move-to-cover', 'request-support']);

/** The name the Xenos & Zealots heuristic bot reports under. */
export const XZ_HEURISTIC_NAME = 'xenos-zealots-heuristic';

/**
 * The Xenos & Zealots heuristic as a bot (see `xzHeuristicPolicy`): it lists the legal commands, lets the
 * policy choose from what the player may see, and sends a command the policy built itself (a move, a deployment,
 * an order) only after `validateCommand` accepts it, else the unit's pass or an accepted legal command at random; it answers
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
      if (choice && (!SELF_BUILT.has(choice.type) || validateCommand(state, choice as never).ok))
        return choice;
      const unit = choice && 'unit' in choice ? choice.unit : undefined;
      const pass = legal().find((c) => c.type === 'pass-action' && c.unit === unit);
      if (pass) return pass;
      // A legal command the engine would still refuse is skipped: the fallback tries them in random order.
      const order = [...legal()];
      for (let i = order.length - 1; i > 0; i--) {
        const j = random.int(i + 1);
        [order[i], order[j]] = [order[j] as XzCommand, order[i] as XzCommand];
      }
      return order.find((c) => validateCommand(state, c as never).ok) ?? (order[0] as XzCommand);
    },
  };
}
