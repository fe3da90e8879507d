/**
 * Simulation throughput (not a test): games/s of random-bot games on 1 worker (in-process) and on 2 worker
 * threads, and the time of one narrated demo. Numbers go in issue notes, never in assertions.
 * Run: npx tsx bench/sim.ts [--games 40] [--ruleset xenocide|wasteland-tactics] [--dist]
 * With --dist the workers run the built dist/cli.js (npm run build first), as the installed CLI does;
 * otherwise they load the TypeScript sources through tsx, which adds about a second of start-up per thread.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { randomBot } from '../src/bots/index.js';
import { CLI_RULESETS } from '../src/cli/rulesets.js';
import { simulate } from '../src/sim/index.js';
import { runCli } from '../test/cli/memory-io.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '40' },
    ruleset: { type: 'string', default: 'xenocide' },
    dist: { type: 'boolean' },
  },
});
const games = Number(values.games);
const entry = CLI_RULESETS[values.ruleset as string];
if (!entry) throw new Error(`unknown ruleset ${values.ruleset}`);
const scenario = entry.scenarios[0] as string;
const setup = entry.setup(scenario);
const bots = Object.fromEntries(entry.players(setup).map((p) => [p, randomBot()]));
const workerEntry = values.dist ? new URL('../dist/cli.js', import.meta.url) : undefined;

async function run(workers: number) {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const report = await simulate({
    ruleset: workers === 1 ? entry!.ruleset : entry!.ref,
    setup,
    bots,
    games,
    seed: 1,
    workers,
    ...(workerEntry ? { workerEntry } : {}),
  });
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  return { report, seconds, rate: games / seconds, cpu: (used.user + used.system) / 1e6 };
}

const demoStart = performance.now();
const demo = await runCli(['demo', '--ruleset', entry.id, '--seed', '1']);
const demoMs = performance.now() - demoStart;
console.log(
  `demo (${entry.id}, seed 1): ${demo.stdout.split('\n').length - 1} lines, ${demoMs.toFixed(0)} ms`,
);

await run(1); // warm-up: JIT and module loading
const one = await run(1);
const two = await run(2);
const same = JSON.stringify({ ...one.report, workers: 0 }) === JSON.stringify({ ...two.report, workers: 0 });
console.log(
  `${entry.id} ${scenario}, ${games} games, mean ${one.report.length.mean.toFixed(0)} commands/game`,
);
const line = (label: string, r: typeof one) =>
  `${label}: ${r.rate.toFixed(2)} games/s (${r.seconds.toFixed(1)} s wall, ${r.cpu.toFixed(1)} s CPU in all threads)`;
console.log(line('1 worker ', one));
console.log(`${line('2 workers', two)}, ×${(two.rate / one.rate).toFixed(2)}`);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${availableParallelism()} CPUs`,
);
console.log(`reports identical: ${same}`);
