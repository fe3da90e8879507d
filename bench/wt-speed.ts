/**
 * Wasteland Tactics game speed (not a test): plays the kinds of games the long suite's no-stall properties play
 * (test/support/no-stall.ts: the same setups, cells and round limits) and prints the median milliseconds of a
 * game per kind. Run it on two commits one after the other on a quiet machine
 * and compare the medians; numbers go in issue notes, never in assertions.
 * Run: npx tsx bench/wt-speed.ts [--games 6] [--kinds heuristic-small,random-large,...]
 */
import { parseArgs } from 'node:util';
import { CELLS, type Cell, playCell } from '../test/support/no-stall.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '6' },
    kinds: {
      type: 'string',
      default: 'heuristic-small,heuristic-medium,random-small,random-large',
    },
  },
});
const games = Number(values.games);

/** Every `step`-th cell of a size, so a few games still spread over missions, player counts and tables. */
function cellsOf(size: Cell['size'], count: number): Cell[] {
  const all = CELLS.filter((c) => c.size === size);
  const step = Math.max(1, Math.floor(all.length / count));
  return Array.from({ length: count }, (_, i) => all[(i * step + i) % all.length] as Cell);
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

console.log('| kind | games | median ms a game | min–max ms |');
console.log('|---|---|---|---|');
for (const kind of (values.kinds as string).split(',')) {
  const [bot, size] = kind.split('-') as ['heuristic' | 'random', Cell['size']];
  const times: number[] = [];
  cellsOf(size, games).forEach((cell, i) => {
    const start = performance.now();
    const problem = playCell(cell, 90_000 + i, bot);
    times.push(performance.now() - start);
    if (problem) throw new Error(`${kind} game ${i}: ${problem}`);
  });
  console.log(
    `| ${kind} | ${games} | ${median(times).toFixed(0)} | ${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)} |`,
  );
}
