/**
 * Xenocide bots (not a test): the heuristic bot against the random bot in every scenario, alternating the
 * side (and so the army) the heuristic plays, with 95% Wilson intervals; then the median time of a whole
 * heuristic-vs-heuristic game per scenario. The setups are the CLI's (bundled 1000-point armies, 3 terrain
 * features, maxTurns 6). Numbers go in issue notes, never in assertions.
 * Run: npx tsx bench/xenocide-bots.ts [--games 200] [--timing 21] [--warmup 5] [--scenario seize-ground] [--seed 1]
 * (`taskset -c 0` in front measures on one core, V8's compiler and collector threads included)
 */
import { parseArgs } from 'node:util';
import { type Bot, randomBot } from '../src/bots/index.js';
import { rulesetDescription } from '../src/registry.js';
import { xenocideHeuristicBot } from '../src/rulesets/xenocide/index.js';
import { playGame } from '../src/sim/index.js';
import { wilsonInterval as wilson } from '../src/sim/wilson.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '40' },
    timing: { type: 'string', default: '21' },
    warmup: { type: 'string', default: '5' },
    scenario: { type: 'string' },
    seed: { type: 'string', default: '1' },
  },
});
const games = Number(values.games);
const timingGames = Number(values.timing);
const warmupGames = Number(values.warmup);
const baseSeed = Number(values.seed);
const entry = rulesetDescription('xenocide');
if (!entry) throw new Error('the registry has no xenocide entry');
const scenarios = values.scenario
  ? [values.scenario]
  : ['attrition', 'seize-ground', 'invasion', 'command-centers'];

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

for (const scenario of games > 0 ? scenarios : []) {
  const setup = entry.setup({ scenario });
  const [a, b] = entry.players(setup) as [string, string];
  let wins = 0;
  let draws = 0;
  let losses = 0;
  let unfinished = 0;
  const reasons = new Map<string, number>();
  const start = performance.now();
  for (let i = 0; i < games; i++) {
    const heuristicSide = i % 2 === 0 ? a : b;
    const bots: Record<string, Bot> = {
      [a]: heuristicSide === a ? xenocideHeuristicBot() : randomBot(),
      [b]: heuristicSide === b ? xenocideHeuristicBot() : randomBot(),
    };
    const game = playGame({ ruleset: entry.ruleset, setup, bots, seed: baseSeed * 100_000 + i });
    const outcome = game.outcome;
    if (!outcome) unfinished++;
    else if (outcome.kind === 'win' && outcome.winners.includes(heuristicSide)) wins++;
    else if (outcome.kind === 'win') {
      losses++;
      const reason = `${heuristicSide === a ? a : b} lost: ${outcome.reason?.replace(/red|blue/g, 'X')}`;
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    } else draws++;
  }
  const seconds = (performance.now() - start) / 1000;
  const w = wilson(wins, games);
  console.log(
    `${scenario.padEnd(16)} heuristic vs random: ${games} games, ${wins} won, ${draws} drawn, ${losses} lost` +
      `${unfinished ? `, ${unfinished} unfinished` : ''}; win rate ${pct(wins / games)} (95% ${pct(w.low)}–${pct(w.high)}) [${seconds.toFixed(0)} s]`,
  );
  for (const [reason, n] of reasons) console.log(`    ${n} × ${reason}`);
}

if (timingGames > 0) {
  // Steady state, as in a simulation: a few untimed games of every scenario first, so the JIT has compiled
  // the hot paths (a cold first game is twice as slow; V8 keeps optimising for a few hundred games).
  for (const scenario of scenarios) {
    const setup = entry.setup({ scenario });
    const bots = Object.fromEntries(entry.players(setup).map((p) => [p, xenocideHeuristicBot()]));
    for (let i = 0; i < warmupGames; i++) playGame({ ruleset: entry.ruleset, setup, bots, seed: 900 + i });
  }
  for (const scenario of scenarios) {
    const setup = entry.setup({ scenario });
    const bots = Object.fromEntries(entry.players(setup).map((p) => [p, xenocideHeuristicBot()]));
    const times: number[] = [];
    let commands = 0;
    for (let i = 0; i < timingGames; i++) {
      const t = performance.now();
      const game = playGame({ ruleset: entry.ruleset, setup, bots, seed: 500 + i });
      times.push(performance.now() - t);
      commands += game.commands;
    }
    times.sort((x, y) => x - y);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(
      `${scenario.padEnd(16)} heuristic vs heuristic: median ${median.toFixed(0)} ms per game over ${timingGames} games ` +
        `(min ${times[0]?.toFixed(0)} ms, max ${times[times.length - 1]?.toFixed(0)} ms, ${(commands / timingGames).toFixed(0)} commands/game)`,
    );
  }
}
