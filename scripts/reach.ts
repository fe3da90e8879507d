/**
 * `npm run reach`: which catalogue rules real play reaches. For every ruleset in the registry, plays a mix of
 * its sample setups (every scenario or mission, player counts, force sizes, advanced rules) with its bots
 * (heuristic against heuristic, heuristic against random, random against random) from fixed seeds, counts the
 * rule IDs the events and prompts name, and writes `reach/<ruleset>.json`:
 *
 *   { "ruleset": "xenocide", "games": 64, "plays": [...], "rules": { "XEN-HIT-03": { "games": 61, "times": 2210 } } }
 *
 * which `node ../shared/tools/rule-reach.mjs xenocide reach/xenocide.json --missing` reads.
 *
 *   npx tsx scripts/reach.ts [--ruleset ID] [--games N] [--workers N] [--out DIR]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { RulesetDescription, SampleSetup } from 'sandtable';
import { type Bot, randomBot } from '../src/bots/index.js';
import { RULESETS } from '../src/registry.js';
import { type RuleReach, type RuleReachReport, simulate } from '../src/sim/index.js';

/** Who plays: every seat the heuristic bot, the first seat the heuristic and the rest random, or all random. */
export type BotMix = 'heuristic' | 'heuristic-vs-random' | 'random';

/** One batch of games of the mix. */
export interface ReachPlay {
  readonly sample: string;
  readonly bots: BotMix;
  readonly games: number;
  readonly seed: string;
  /** Games stopped at the command limit without a result. */
  readonly unfinished: number;
  /** Why the batch stopped, when a game failed (a bot's command rejected, a ruleset error): its games count 0. */
  readonly failed?: string;
}

/** What `reach/<ruleset>.json` holds. */
export interface ReachFile {
  readonly ruleset: string;
  readonly rulesetVersion: string;
  readonly generatedBy: string;
  /** Games played in all. */
  readonly games: number;
  readonly plays: readonly ReachPlay[];
  /** Rule ID → in how many of the games an event or open prompt named it, and how many times; sorted by ID. */
  readonly rules: RuleReachReport;
}

/** Options of {@link reachOf}. */
export interface ReachOptions {
  /** Games per sample and bot mix. */
  readonly games: number;
  readonly workers?: number;
  /** Per-game command limit. */
  readonly maxCommands?: number;
}

/** The bot mixes a ruleset's games are played with: with a heuristic bot, three; without, the random bot only. */
export function botMixes(description: RulesetDescription): readonly BotMix[] {
  return description.bots.heuristic ? ['heuristic', 'heuristic-vs-random', 'random'] : ['random'];
}

function botsOf(description: RulesetDescription, setup: unknown, mix: BotMix): Record<string, Bot> {
  const heuristic = description.bots.heuristic;
  return Object.fromEntries(
    description.players(setup).map((player, seat) => {
      const useHeuristic =
        heuristic && (mix === 'heuristic' || (mix === 'heuristic-vs-random' && seat === 0));
      return [player, useHeuristic ? (heuristic() as Bot) : randomBot()];
    }),
  );
}

/** Adds two reach reports of disjoint games. */
function addReach(into: Map<string, RuleReach>, rules: RuleReachReport): void {
  for (const [rule, reach] of Object.entries(rules)) {
    const known = into.get(rule) ?? { games: 0, times: 0 };
    into.set(rule, { games: known.games + reach.games, times: known.times + reach.times });
  }
}

/** Plays the reach mix of one ruleset: every sample setup with every bot mix, `games` games each. */
export async function reachOf(
  description: RulesetDescription,
  options: ReachOptions,
  onPlay?: (play: ReachPlay) => void,
): Promise<ReachFile> {
  const plays: ReachPlay[] = [];
  const rules = new Map<string, RuleReach>();
  const samples: readonly SampleSetup[] = description.samples;
  for (const sample of samples) {
    for (const mix of botMixes(description)) {
      const setup = description.setup(sample.choices);
      const seed = `reach:${description.id}:${sample.name}:${mix}`;
      const workers = options.workers ?? 1;
      let play: ReachPlay;
      try {
        const report = await simulate({
          ruleset: workers > 1 ? description.ref : description.ruleset,
          setup,
          bots: botsOf(description, setup, mix),
          games: options.games,
          seed,
          workers,
          rules: true,
          ...(options.maxCommands === undefined ? {} : { maxCommands: options.maxCommands }),
        });
        addReach(rules, report.rules ?? {});
        play = {
          sample: sample.name,
          bots: mix,
          games: report.games,
          seed,
          unfinished: report.unfinished.count,
        };
      } catch (error) {
        // A failing game is a finding, not a reason to lose the rest of the report.
        const failed = error instanceof Error ? error.message : String(error);
        play = { sample: sample.name, bots: mix, games: 0, seed, unfinished: 0, failed };
      }
      plays.push(play);
      onPlay?.(play);
    }
  }
  return {
    ruleset: description.id,
    rulesetVersion: description.ruleset.version,
    generatedBy: 'npm run reach',
    games: plays.reduce((n, p) => n + p.games, 0),
    plays,
    rules: Object.fromEntries([...rules].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  };
}

/**
 * Games per sample and bot mix, by ruleset: enough that the rare rules (a Vehicle/Monster stepping out of
 * contact, WT-SUR-63) occur, few enough that `npm run reach` takes minutes, not an hour.
 */
const DEFAULT_GAMES: Readonly<Record<string, number>> = {
  xenocide: 3,
  'wasteland-tactics': 3,
  'xenos-zealots': 8,
  'squad-pinning': 20,
  rampant: 20,
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ruleset: { type: 'string' },
      games: { type: 'string' },
      workers: { type: 'string', default: '1' },
      out: { type: 'string', default: 'reach' },
    },
  });
  const chosen = values.ruleset ? RULESETS.filter((r) => r.id === values.ruleset) : RULESETS;
  if (chosen.length === 0) throw new Error(`no ruleset '${values.ruleset}' in the registry`);
  mkdirSync(values.out, { recursive: true });
  for (const description of chosen) {
    const started = performance.now();
    const games = values.games === undefined ? (DEFAULT_GAMES[description.id] ?? 2) : Number(values.games);
    const file = await reachOf(description, { games, workers: Number(values.workers) }, (play) =>
      process.stderr.write(
        `  ${description.id}: ${play.sample}, ${play.bots}: ${play.failed ? `FAILED: ${play.failed}` : `${play.games} games`}\n`,
      ),
    );
    const path = join(values.out, `${description.id}.json`);
    writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const named = Object.keys(file.rules).length;
    process.stdout.write(`${path}: ${file.games} games, ${named} rule IDs named (${seconds} s)\n`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
