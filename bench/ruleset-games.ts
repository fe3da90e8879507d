/**
 * Whole-game timing of bundled rulesets (not a test): the median milliseconds of a whole bot-against-bot game on
 * each bundled table, with the ruleset's heuristic bot where it ships one and the random bot of
 * `sandtable/bots` otherwise. The setups are the CLI's defaults. Numbers go in issue notes, never in assertions;
 * `npm run bench:bots` runs it after the Xenocide bench, so ratios come from one run.
 * Run: npx tsx bench/ruleset-games.ts [--rulesets xenos-zealots,squad-pinning,rampant] [--timing 21] [--warmup 3] [--seed 1]
 */
import { parseArgs } from 'node:util';
import { type Bot, randomBot } from '../src/bots/index.js';
import type { DescribedBot } from '../src/index.js';
import { rulesetDescription } from '../src/registry.js';
import { playGame } from '../src/sim/index.js';

const { values } = parseArgs({
  options: {
    timing: { type: 'string', default: '21' },
    warmup: { type: 'string', default: '3' },
    seed: { type: 'string', default: '1' },
    rulesets: { type: 'string', default: 'xenos-zealots,squad-pinning,rampant' },
  },
});
const timingGames = Number(values.timing);
const warmupGames = Number(values.warmup);
const baseSeed = Number(values.seed);
for (const id of values.rulesets.split(',')) {
  const entry = rulesetDescription(id);
  if (!entry) throw new Error(`the registry has no ${id} entry`);
  const scenarios = entry.options[0]?.choices ?? [];
  const heuristic = entry.bots.heuristic;
  const botName = heuristic ? 'heuristic vs heuristic' : 'random vs random';
  const aBot = (): Bot => (heuristic ? (heuristic() as DescribedBot as Bot) : randomBot());

  const botsFor = (setup: unknown) => Object.fromEntries(entry.players(setup).map((p) => [p, aBot()]));

  // Steady state, as in a simulation: a few untimed games of every table first, so the JIT has compiled the hot paths.
  for (const scenario of scenarios) {
    const setup = entry.setup({ scenario });
    for (let i = 0; i < warmupGames; i++)
      playGame({ ruleset: entry.ruleset, setup, bots: botsFor(setup), seed: 900 + i });
  }
  for (const scenario of scenarios) {
    const setup = entry.setup({ scenario });
    const times: number[] = [];
    let commands = 0;
    for (let i = 0; i < timingGames; i++) {
      const start = performance.now();
      const game = playGame({
        ruleset: entry.ruleset,
        setup,
        bots: botsFor(setup),
        seed: baseSeed * 1000 + i,
      });
      times.push(performance.now() - start);
      commands += game.commands;
    }
    times.sort((x, y) => x - y);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(
      `${id} ${scenario.padEnd(20)} ${botName}: median ${median.toFixed(0)} ms per game over ${timingGames} games ` +
        `(${(times[0] ?? 0).toFixed(0)}–${(times.at(-1) ?? 0).toFixed(0)} ms, ${Math.round(commands / Math.max(1, timingGames))} commands a game)`,
    );
  }
}
