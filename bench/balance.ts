/**
 * Balance of any bundled ruleset (not a test): plays each bundled scenario with the ruleset's first two bundled
 * forces, through its description, and reports win rates with 95% Wilson intervals. `--vs random` plays the
 * heuristic bot against the random bot (the heuristic on each seat in turn, each force on each seat);
 * `--vs heuristic` plays the heuristic against itself with the forces swapped every other game and reports each
 * force's share of the decisive games. Throws and games that reach the command cap are counted, not fatal.
 * Run: npx tsx bench/balance.ts --ruleset squad-pinning [--games 40] [--vs random|heuristic] [--seed 1]
 *   [--pair a,b] (the two forces to play; default the first two bundled)
 */

import { parseArgs } from 'node:util';
import { type Bot, randomBot } from '../src/bots/index.js';
import { rulesetDescription } from '../src/registry.js';
import { playGame } from '../src/sim/index.js';
import { wilsonInterval } from '../src/sim/wilson.js';

const { values } = parseArgs({
  options: {
    ruleset: { type: 'string', default: 'squad-pinning' },
    games: { type: 'string', default: '40' },
    vs: { type: 'string', default: 'random' },
    seed: { type: 'string', default: '1' },
    'max-commands': { type: 'string', default: '20000' },
    pair: { type: 'string' },
  },
});
const description = rulesetDescription(values.ruleset);
if (!description) throw new Error(`no ruleset '${values.ruleset}'`);
const heuristic = description.bots.heuristic;
if (!heuristic) throw new Error(`${values.ruleset} has no heuristic bot`);
const games = Number(values.games);
const versusRandom = values.vs === 'random';
const baseSeed = Number(values.seed);
const scenarios = description.options.find((o) => o.name === 'scenario')?.choices ?? [''];
// The per-seat option naming each side's bundled force (`forces`, or `armies` for Rampant).
const forceOption = description.options.find((o) => o.perSeat)?.name ?? 'forces';
const forces = (
  values.pair?.split(',') ??
  description.options.find((o) => o.name === forceOption)?.choices ??
  []
).filter((f) => f !== 'standard');
if (forces.length < 2) throw new Error(`${values.ruleset} needs two bundled forces for a balance run`);
const pair = [forces[0] as string, forces[1] as string];

interface Tally {
  wins: number;
  games: number;
}
const tally = (): Tally => ({ wins: 0, games: 0 });
const pct = (x: number) => `${Math.round(100 * x)}%`;
const rate = (t: Tally) => {
  if (t.games === 0) return '–';
  const { low, high } = wilsonInterval(t.wins, t.games);
  return `${t.wins}/${t.games} = ${pct(t.wins / t.games)} (${pct(low)}–${pct(high)})`;
};

const started = performance.now();
const total = tally();
const byForce: Record<string, Tally> = Object.fromEntries(pair.map((f) => [f, tally()]));
const bySeat: Record<string, Tally> = {};
const failures: string[] = [];
for (const [si, scenario] of scenarios.entries()) {
  const hero = tally();
  const forceT: Record<string, Tally> = Object.fromEntries(pair.map((f) => [f, tally()]));
  let draws = 0;
  let losses = 0;
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    const seating = i % 2 === 0 ? pair : [pair[1] as string, pair[0] as string];
    const setup = description.setup({ scenario, [forceOption]: seating.join(',') });
    const seats = description.players(setup);
    const heroSeat = seats[Math.floor(i / 2) % seats.length] as string;
    const bots: Record<string, Bot> = {};
    for (const seat of seats)
      bots[seat] = !versusRandom || seat === heroSeat ? (heuristic() as Bot) : randomBot();
    const seed = baseSeed * 1_000_000 + si * 10_000 + i;
    let outcome: ReturnType<typeof playGame>['outcome'];
    try {
      outcome = playGame({
        ruleset: description.ruleset as never,
        setup,
        bots,
        seed,
        maxCommands: Number(values['max-commands']),
      }).outcome;
    } catch (error) {
      failures.push(`${scenario}, seed ${seed}: ${String(error).slice(0, 300)}`);
      continue;
    }
    if (!outcome) {
      failures.push(`${scenario}, seed ${seed}: no result`);
      continue;
    }
    const winners = outcome.kind === 'win' ? outcome.winners : [];
    if (versusRandom) {
      const force = seating[seats.indexOf(heroSeat)] as string;
      const won = winners.includes(heroSeat);
      bySeat[heroSeat] ??= tally();
      for (const t of [
        hero,
        total,
        forceT[force] as Tally,
        byForce[force] as Tally,
        bySeat[heroSeat] as Tally,
      ]) {
        t.games++;
        if (won) t.wins++;
      }
      if (!won) winners.length === 0 ? draws++ : losses++;
      continue;
    }
    if (winners.length === 0) {
      draws++;
      continue;
    }
    seats.forEach((seat, s) => {
      const force = seating[s] as string;
      const won = winners.includes(seat);
      bySeat[seat] ??= tally();
      for (const t of [forceT[force] as Tally, byForce[force] as Tally, bySeat[seat] as Tally]) {
        t.games++;
        if (won) t.wins++;
      }
    });
  }
  const ms = ((performance.now() - t0) / Math.max(1, games)).toFixed(0);
  console.log(
    versusRandom
      ? `${scenario}: heuristic ${rate(hero)}, ${draws} draws, ${losses} losses; by force ${pair.map((f) => `${f} ${rate(forceT[f] as Tally)}`).join('; ')}; ${ms} ms/game`
      : `${scenario}: decisive by force ${pair.map((f) => `${f} ${rate(forceT[f] as Tally)}`).join('; ')}; ${draws} draws; ${ms} ms/game`,
  );
}
if (versusRandom) console.log(`\nHeuristic against random overall: ${rate(total)}.`);
console.log(`By force: ${pair.map((f) => `${f} ${rate(byForce[f] as Tally)}`).join('; ')}.`);
console.log(
  `By seat: ${Object.entries(bySeat)
    .map(([s, t]) => `${s} ${rate(t)}`)
    .join('; ')}.`,
);
console.log(`\n${values.ruleset}, seed ${baseSeed}, ${((performance.now() - started) / 1000).toFixed(0)} s.`);
if (failures.length) console.log(`\nErrors:\n${failures.map((f) => `- ${f}`).join('\n')}`);
