import type { RulesetDescription } from 'sandtable';
import { type Bot, randomBot } from 'sandtable/bots';
import { type ParsedArgs, stringFlag } from './args.js';
import { CliError } from './io.js';
import { CLI_RULESETS } from './rulesets.js';

/** The bots `--bots` names. */
export const BOT_CHOICES = ['heuristic', 'random'] as const;

/** A `--bots` choice. */
export type BotChoice = (typeof BOT_CHOICES)[number];

/** The `--bots` flag of `demo` and `simulate`. */
export const BOTS_OPTION = { bots: { type: 'string' } } as const;

/** The `--bots` help line (padded like the other options). */
export const BOTS_HELP =
  '  --bots KIND       heuristic or random: who plays both sides (default heuristic where the ruleset\n' +
  `                    has one, i.e. ${CLI_RULESETS.filter((r) => r.bots.heuristic)
    .map((r) => r.id)
    .join(', ')}; random otherwise)`;

/** The bots `--bots` asks for: the ruleset's heuristic by default when it has one, else the random bot. */
export function botChoiceOf(entry: RulesetDescription, args: ParsedArgs): BotChoice {
  const raw = stringFlag(args, 'bots');
  if (raw === undefined) return entry.bots.heuristic ? 'heuristic' : 'random';
  if (raw === 'random') return 'random';
  if (raw !== 'heuristic') throw new CliError(`--bots must be ${BOT_CHOICES.join(' or ')}, got '${raw}'.`, 2);
  if (!entry.bots.heuristic)
    throw new CliError(`${entry.id} has no heuristic bot yet; use --bots random.`, 2);
  return 'heuristic';
}

/** One bot per player of a setup, of the chosen kind. */
export function botsFor(entry: RulesetDescription, setup: unknown, choice: BotChoice): Record<string, Bot> {
  const heuristic = entry.bots.heuristic;
  const make = choice === 'heuristic' && heuristic ? () => heuristic() : () => randomBot();
  return Object.fromEntries(entry.players(setup).map((player) => [player, make()]));
}

/** How a report names the chosen bots. */
export function botDescription(choice: BotChoice): string {
  return choice === 'heuristic' ? 'the heuristic bot' : 'the random bot';
}
