/**
 * Simulation throughput (not a test): games/s of `sandtable simulate` on 1 worker and on 2 worker threads, each
 * run in a fresh process of the built CLI (as a user runs it: both start cold, nothing compiled yet), and the
 * time of one narrated demo. Numbers go in issue notes, never in assertions.
 * Run: npm run build && npx tsx bench/sim.ts [--games 200] [--ruleset xenocide|wasteland-tactics] [--bots random|heuristic]
 * CPU is read with /usr/bin/time when the machine has it: it shows how much of a run V8's compiler and
 * collector threads take besides the game threads.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rulesetDescription } from '../src/registry.js';
import { runCli } from '../test/cli/memory-io.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    ruleset: { type: 'string', default: 'xenocide' },
    bots: { type: 'string', default: 'random' },
  },
});
const games = Number(values.games);
const entry = rulesetDescription(values.ruleset as string);
if (!entry) throw new Error(`unknown ruleset ${values.ruleset}`);
const scenario = entry.options[0]?.choices[0] as string;
const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
if (!existsSync(cli)) throw new Error('dist/cli.js is missing: run npm run build first');
const timer = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;

interface Run {
  readonly seconds: number;
  readonly cpu: number | undefined;
  readonly rate: number;
  readonly report: { readonly length: { readonly mean: number }; readonly workers?: number };
}

function run(workers: number): Run {
  const args = [
    ...[cli, 'simulate', '--ruleset', entry!.id, '--scenario', scenario, '--seed', '1'],
    ...[
      '--games',
      String(games),
      '--workers',
      String(workers),
      '--bots',
      values.bots as string,
      '--json',
      '--quiet',
    ],
  ];
  const start = performance.now();
  const child = timer
    ? spawnSync(timer, ['-f', 'cpu %U %S', process.execPath, ...args], {
        encoding: 'utf8',
        maxBuffer: 1 << 26,
      })
    : spawnSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  const seconds = (performance.now() - start) / 1000;
  if (child.status !== 0) throw new Error(`simulate failed: ${child.stderr}`);
  const times = /cpu ([\d.]+) ([\d.]+)/.exec(child.stderr ?? '');
  const cpu = times ? Number(times[1]) + Number(times[2]) : undefined;
  return { seconds, cpu, rate: games / seconds, report: JSON.parse(child.stdout) };
}

const demoStart = performance.now();
const demo = await runCli(['demo', '--ruleset', entry.id, '--seed', '1']);
const demoMs = performance.now() - demoStart;
console.log(
  `demo (${entry.id}, seed 1): ${demo.stdout.split('\n').length - 1} lines, ${demoMs.toFixed(0)} ms`,
);

const one = run(1);
const two = run(2);
const same = JSON.stringify({ ...one.report, workers: 0 }) === JSON.stringify({ ...two.report, workers: 0 });
console.log(
  `${entry.id} ${scenario}, ${values.bots} bots, ${games} games, mean ${one.report.length.mean.toFixed(0)} commands/game`,
);
const line = (label: string, r: Run) =>
  `${label}: ${r.rate.toFixed(2)} games/s (${r.seconds.toFixed(1)} s wall${r.cpu === undefined ? '' : `, ${r.cpu.toFixed(1)} s CPU in all threads = ${(r.cpu / r.seconds).toFixed(2)} cores`})`;
console.log(line('1 worker ', one));
console.log(`${line('2 workers', two)}, ×${(two.rate / one.rate).toFixed(2)}`);
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${availableParallelism()} CPUs`,
);
console.log(`reports identical: ${same}`);
