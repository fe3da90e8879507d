import {
  type CommandBase,
  commandTemplates,
  type GameState,
  legalCommands,
  type PlayerId,
  type ProvideDiceCommand,
} from 'sandtable';
import type { Bot } from './bot.js';
import type { BotRandom } from './bot-random.js';
import { sampleTemplates, type TemplateSampler } from './template-samples.js';

/** Options of {@link randomBot}. */
export interface RandomBotOptions {
  /** Shown in reports; default `'random'`. */
  readonly name?: string;
  /** Command types never chosen unless nothing else answers the prompt (e.g. `['concede']`). */
  readonly avoid?: readonly string[];
  /** Samplers for templates by command type; the default handles `from` + `maxDistance` point templates. */
  readonly samplers?: Readonly<Record<string, TemplateSampler>>;
  /** Commands kept per template when sampling; default 4. */
  readonly samplesPerTemplate?: number;
}

/** The commands that answer `player`'s open prompts (standing commands such as conceding are left out). */
export function answerTypes(state: GameState, player: PlayerId): Set<string> {
  const types = new Set<string>();
  for (const prompt of state.pending)
    if (prompt.player === player) for (const t of prompt.commands) types.add(t);
  return types;
}

/** Physical dice rolled by the bot for a manual-dice `roll` prompt (`provide-dice`). */
export function rollForPrompt(state: GameState, player: PlayerId, random: BotRandom): ProvideDiceCommand {
  const request = state.awaitingDice?.request;
  const count = request?.count ?? 1;
  const sides = request?.sides ?? 6;
  return { type: 'provide-dice', player, dice: Array.from({ length: count }, () => 1 + random.int(sides)) };
}

/**
 * Every command that answers `player`'s prompts now: the ruleset's legal commands, plus concrete samples of
 * its templates for the command types no legal command covers (each checked with `validateCommand`).
 */
export function answerCandidates(
  state: GameState,
  player: PlayerId,
  random: BotRandom,
  options: Pick<RandomBotOptions, 'samplers' | 'samplesPerTemplate'> = {},
): CommandBase[] {
  const types = answerTypes(state, player);
  const legal = legalCommands(state, player).filter((c) =>
    types.has((c as CommandBase).type),
  ) as CommandBase[];
  const covered = new Set(legal.map((c) => c.type));
  const uncovered = new Set([...types].filter((t) => !covered.has(t)));
  if (uncovered.size === 0) return legal;
  const templates = commandTemplates(state, player).filter((t) => uncovered.has(t.type));
  if (templates.length === 0) return legal;
  return [
    ...legal,
    ...sampleTemplates(state, templates, random, options.samplers, options.samplesPerTemplate),
  ];
}

function describePrompts(state: GameState, player: PlayerId): string {
  return state.pending
    .filter((p) => p.player === player)
    .map((p) => `${p.kind} (${p.commands.join(', ')})`)
    .join('; ');
}

/**
 * A bot for any ruleset that answers every prompt with a uniformly random legal command, sampling concrete
 * commands from the templates where the ruleset cannot list them, and rolling dice for manual-dice prompts.
 * Deterministic given its random source. Throws when a prompted player has no legal answer (a ruleset bug).
 * @example const bots = { red: randomBot(), blue: randomBot({ avoid: ['concede'] }) };
 */
export function randomBot(options: RandomBotOptions = {}): Bot {
  const avoid = new Set(options.avoid ?? []);
  const serializable = options.samplers === undefined;
  const { samplers: _samplers, ...json } = options;
  return {
    name: options.name ?? 'random',
    ...(serializable
      ? { recipe: { module: 'sandtable/bots', export: 'randomBot', args: [{ ...json }] } }
      : {}),
    choose(state, player, random) {
      const types = answerTypes(state, player);
      if (types.size === 0) {
        throw new Error(
          `randomBot: ${player} is not asked for a decision now; call choose only for prompted players.`,
        );
      }
      if (state.awaitingDice && types.has('provide-dice')) return rollForPrompt(state, player, random);
      const candidates = answerCandidates(state, player, random, options);
      const preferred = candidates.filter((c) => !avoid.has(c.type));
      const choice = random.pick(preferred.length > 0 ? preferred : candidates);
      if (choice === undefined) {
        throw new Error(
          `${state.ruleset}: ${player} is asked to ${describePrompts(state, player)} but no legal command or template answers it.`,
        );
      }
      return choice;
    },
  };
}
