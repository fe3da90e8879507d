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
  '  --bots KIND[,KIND...]  heuristic or random: one kind for every seat, or one per seat in\n' +
  '                    seat order (--bots heuristic,random); default heuristic where the ruleset\n' +
  `                    has one (${CLI_RULESETS.filter((r) => r.bots.heuristic)
    .map((r) => r.id)
    .join(', ')}), random otherwise`;

function choiceOf(entry: RulesetDescription, raw: string): BotChoice {
  if (raw === 'random') return 'random';
  if (raw !== 'heuristic') throw new CliError(`--bots must be ${BOT_CHOICES.join(' or ')}, got '${raw}'.`, 2);
  if (!entry.bots.heuristic)
    throw new CliError(`${entry.id} has no heuristic bot yet; use --bots random.`, 2);
  return 'heuristic';
}

/**
 * The bot each seat of `setup` gets from `--bots`: one kind for all seats, or a comma-separated kind per seat in
 * the setup's player order; by default the ruleset's heuristic when it has one, else the random bot.
 */
export function botChoicesOf(
  entry: RulesetDescription,
  setup: unknown,
  args: ParsedArgs,
): Record<string, BotChoice> {
  const players = entry.players(setup);
  const raw = stringFlag(args, 'bots');
  const kinds =
    raw === undefined
      ? [entry.bots.heuristic ? 'heuristic' : 'random']
      : raw.split(',').map((kind) => kind.trim());
  if (kinds.length !== 1 && kinds.length !== players.length) {
    throw new CliError(
      `--bots names ${kinds.length} bots, but this game has ${players.length} seats (${players.join(', ')}); give one kind for all or one per seat.`,
      2,
    );
  }
  return Object.fromEntries(
    players.map((player, seat) => [player, choiceOf(entry, kinds[kinds.length === 1 ? 0 : seat] as string)]),
  );
}

/** One bot per player, of the kind chosen for its seat. */
export function botsFor(
  entry: RulesetDescription,
  choices: Readonly<Record<string, BotChoice>>,
): Record<string, Bot> {
  const heuristic = entry.bots.heuristic;
  return Object.fromEntries(
    Object.entries(choices).map(([player, choice]) => [
      player,
      choice === 'heuristic' && heuristic ? (heuristic() as Bot) : randomBot(),
    ]),
  );
}

/** How a report names the chosen bots: `Both sides are played by the heuristic bot` or seat by seat. */
export function botDescription(choices: Readonly<Record<string, BotChoice>>): string {
  const name = (choice: BotChoice) => (choice === 'heuristic' ? 'the heuristic bot' : 'the random bot');
  const kinds = [...new Set(Object.values(choices))];
  const seats = Object.keys(choices).length;
  if (kinds.length === 1)
    return `${seats === 2 ? 'Both sides are' : 'Every seat is'} played by ${name(kinds[0] as BotChoice)}`;
  return `Played by ${Object.entries(choices)
    .map(([player, choice]) => `${name(choice)} (${player})`)
    .join(', ')}`;
}
