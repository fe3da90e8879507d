/**
 * Xenos & Zealots balance (not a test): plays both bundled scenarios with the bundled forces and reports win
 * rates with 95% Wilson intervals. `--vs random` plays the heuristic bot against the random bot, the heuristic on
 * each seat in turn (and each force on each seat), and reports its rate per scenario and per seat (the seat named
 * first in the setup, and Attacker or Defender as the roles fell). `--vs heuristic` plays the heuristic against
 * itself with the forces swapped every other game and reports each force's share of the decisive games.
 * Throws and games that reach the command cap are counted, not fatal (their seeds are listed).
 * Run: npx tsx bench/xz-balance.ts [--games 40] [--vs random|heuristic] [--scenarios ashfall-crossing,hive-spire-assault]
 *      [--seed 1] [--out /path/table.md]
 */

import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type Bot, randomBot } from '../src/bots/index.js';
import { xzHeuristicBot } from '../src/rulesets/xenos-zealots/bots/heuristic-bot.js';
import {
  BUNDLED_FORCE_IDS,
  BUNDLED_SCENARIO_IDS,
  type BundledForceId,
  type BundledScenarioId,
} from '../src/rulesets/xenos-zealots/data/bundled.js';
import { xenosZealots } from '../src/rulesets/xenos-zealots/ruleset.js';
import type { XzState } from '../src/rulesets/xenos-zealots/state.js';
import { playGame } from '../src/sim/index.js';
import { wilsonInterval } from '../src/sim/wilson.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '40' },
    vs: { type: 'string', default: 'random' },
    scenarios: { type: 'string', default: BUNDLED_SCENARIO_IDS.join(',') },
    seed: { type: 'string', default: '1' },
    out: { type: 'string' },
    'max-commands': { type: 'string', default: '20000' },
  },
});
const games = Number(values.games);
const versusRandom = values.vs === 'random';
const scenarios = values.scenarios.split(',') as BundledScenarioId[];
const baseSeed = Number(values.seed);
const maxCommands = Number(values['max-commands']);
const SEATS = ['red', 'blue'] as const;

interface Tally {
  wins: number;
  games: number;
}
const tally = (): Tally => ({ wins: 0, games: 0 });
const pct = (x: number) => `${Math.round(100 * x)}%`;
const rate = (t: Tally) => {
  if (t.games === 0) return '–';
  const { low, high } = wilsonInterval(t.wins, t.games);
  return `${pct(t.wins / t.games)} (${pct(low)}–${pct(high)}) n=${t.games}`;
};

const lines: string[] = [];
const out = (line: string) => {
  lines.push(line);
  console.log(line);
};

const started = performance.now();
let played = 0;
const failures: string[] = [];
const total = tally();
const bySeat = { red: tally(), blue: tally() };
const byRole = { attacker: tally(), defender: tally() };
const byForce = Object.fromEntries(BUNDLED_FORCE_IDS.map((f) => [f, tally()])) as Record<
  BundledForceId,
  Tally
>;
if (versusRandom) {
  out('| scenario | games | heuristic wins | rate (95% Wilson) | draws | losses | errors | ms/game |');
  out('|---|---|---|---|---|---|---|---|');
} else {
  out(
    '| scenario | games | decisive | draws | errors | share of decisive games by force | by seat | ms/game |',
  );
  out('|---|---|---|---|---|---|---|---|');
}
for (const scenario of scenarios) {
  const hero = tally();
  const seatT = { red: tally(), blue: tally() };
  const forceT = Object.fromEntries(BUNDLED_FORCE_IDS.map((f) => [f, tally()])) as Record<
    BundledForceId,
    Tally
  >;
  let draws = 0;
  let losses = 0;
  let errors = 0;
  let decisive = 0;
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    // Forces swap every game; the heuristic's seat every other game: each force meets each seat.
    const forces: BundledForceId[] =
      i % 2 === 0 ? ['ashen-sun-crusade', 'vyrkai-brood'] : ['vyrkai-brood', 'ashen-sun-crusade'];
    const heroSeat = SEATS[Math.floor(i / 2) % 2] as (typeof SEATS)[number];
    const bots: Record<string, Bot> = {};
    for (const seat of SEATS)
      bots[seat] = !versusRandom || seat === heroSeat ? (xzHeuristicBot() as Bot) : randomBot();
    const setup = { players: SEATS.map((id, s) => ({ id, force: forces[s] })), scenario };
    const seed = baseSeed * 1_000_000 + BUNDLED_SCENARIO_IDS.indexOf(scenario) * 10_000 + i;
    let result: ReturnType<typeof playGame>;
    try {
      result = playGame({ ruleset: xenosZealots as never, setup, bots, seed, maxCommands });
      played++;
    } catch (error) {
      errors++;
      failures.push(`${scenario}, seed ${seed}: ${String(error).slice(0, 300)}`);
      continue;
    }
    const outcome = result.outcome;
    if (!outcome) {
      errors++;
      failures.push(`${scenario}, seed ${seed}: no result after ${maxCommands} commands`);
      continue;
    }
    const winners = outcome.kind === 'win' ? outcome.winners : [];
    const final = (result.state as { game: XzState }).game;
    const roleOf = (seat: string) => final.sides.find((s) => s.player === seat)?.role ?? 'attacker';
    if (versusRandom) {
      const won = winners.includes(heroSeat);
      hero.games++;
      total.games++;
      seatT[heroSeat].games++;
      bySeat[heroSeat].games++;
      byRole[roleOf(heroSeat)].games++;
      const force = forces[SEATS.indexOf(heroSeat)] as BundledForceId;
      forceT[force].games++;
      byForce[force].games++;
      if (won) {
        hero.wins++;
        total.wins++;
        seatT[heroSeat].wins++;
        bySeat[heroSeat].wins++;
        byRole[roleOf(heroSeat)].wins++;
        forceT[force].wins++;
        byForce[force].wins++;
      } else if (winners.length === 0) draws++;
      else losses++;
      continue;
    }
    if (winners.length === 0) {
      draws++;
      continue;
    }
    decisive++;
    SEATS.forEach((seat, s) => {
      const won = winners.includes(seat);
      const force = forces[s] as BundledForceId;
      seatT[seat].games++;
      bySeat[seat].games++;
      forceT[force].games++;
      byForce[force].games++;
      byRole[roleOf(seat)].games++;
      if (won) {
        seatT[seat].wins++;
        bySeat[seat].wins++;
        forceT[force].wins++;
        byForce[force].wins++;
        byRole[roleOf(seat)].wins++;
      }
    });
  }
  const ms = ((performance.now() - t0) / Math.max(1, games)).toFixed(0);
  if (versusRandom)
    out(
      `| ${scenario} | ${games} | ${hero.wins}/${hero.games} | ${rate(hero)} | ${draws} | ${losses} | ${errors} | ${ms} |`,
    );
  else {
    const forces = BUNDLED_FORCE_IDS.map((f) => `${f} ${rate(forceT[f])}`).join('; ');
    const seats = SEATS.map((s) => `${s} ${rate(seatT[s])}`).join('; ');
    out(`| ${scenario} | ${games} | ${decisive} | ${draws} | ${errors} | ${forces} | ${seats} | ${ms} |`);
  }
}
if (versusRandom) {
  out(`\nHeuristic against random overall: ${rate(total)}.`);
  out(`By seat: ${SEATS.map((s) => `${s} ${rate(bySeat[s])}`).join('; ')}.`);
  out(`By role: attacker ${rate(byRole.attacker)}; defender ${rate(byRole.defender)}.`);
  out(`By force: ${BUNDLED_FORCE_IDS.map((f) => `${f} ${rate(byForce[f])}`).join('; ')}.`);
} else {
  out(
    `\nHeuristic mirror, decisive games by force: ${BUNDLED_FORCE_IDS.map((f) => `${f} ${rate(byForce[f])}`).join('; ')}.`,
  );
  out(
    `By seat: ${SEATS.map((s) => `${s} ${rate(bySeat[s])}`).join('; ')}; by role: attacker ${rate(byRole.attacker)}, defender ${rate(byRole.defender)}.`,
  );
}
const seconds = (performance.now() - started) / 1000;
out(
  `\nseed ${baseSeed}, ${played} games in ${seconds.toFixed(0)} s (${((1000 * seconds) / Math.max(1, played)).toFixed(0)} ms/game).`,
);
if (failures.length > 0) out(`\nErrors (throws or no result):\n${failures.map((f) => `- ${f}`).join('\n')}`);
if (values.out) writeFileSync(values.out, `${lines.join('\n')}\n`);
