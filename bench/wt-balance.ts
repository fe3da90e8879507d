/**
 * Wasteland Tactics balance (not a test): plays every mission × player count with the bundled forces and
 * reports decisive-game win rates by seat and by faction with 95% Wilson intervals. The factions rotate over
 * the seats (every ordering in turn), the defender is the last seat, and several attackers share one points
 * pool with the bundled detachments (WT-MIS-02). `--vs random` instead plays the heuristic on one seat (in
 * turn) against the random bot on the others and reports its win rate. Throws and games that reach the
 * command cap are counted, not fatal (their seeds are listed).
 * Run: npx tsx bench/wt-balance.ts [--games 100] [--players 2,3,4] [--missions 1,2,...] [--size small]
 *      [--vs heuristic|random] [--terrain open|built-up|township] [--seed 1] [--out /path/table.md]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type Bot, policyBot, randomBot } from '../src/bots/index.js';
import { advancedTerrain, townshipTerrain } from '../src/rulesets/wasteland-tactics/data/advanced-terrain.js';
import {
  FACTIONS,
  type FactionId,
  type GameSize,
  MISSIONS,
  type MissionId,
  sampleForce,
  type WastelandCommand,
  type WastelandSetup,
  wastelandHeuristicPolicy,
  wastelandTactics,
} from '../src/rulesets/wasteland-tactics/index.js';
import { playGame } from '../src/sim/index.js';
import { wilsonInterval } from '../src/sim/wilson.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '24' },
    players: { type: 'string', default: '2,3,4' },
    missions: { type: 'string', default: '1,2,3,4,5,6,7,8,9,10' },
    size: { type: 'string', default: 'small' },
    vs: { type: 'string', default: 'heuristic' },
    seed: { type: 'string', default: '1' },
    terrain: { type: 'string', default: 'open' },
    out: { type: 'string' },
    'max-commands': { type: 'string', default: '20000' },
  },
});
const games = Number(values.games);
const counts = values.players.split(',').map(Number);
const missions = values.missions.split(',').map(Number) as MissionId[];
const size = values.size as GameSize;
const versusRandom = values.vs === 'random';
const baseSeed = Number(values.seed);
const maxCommands = Number(values['max-commands']);
const TABLES = { open: undefined, 'built-up': advancedTerrain, township: townshipTerrain } as const;
if (!(values.terrain in TABLES))
  throw new Error(`--terrain: open, built-up or township, not ${values.terrain}`);
const table = TABLES[values.terrain as keyof typeof TABLES];
const PLAYER_IDS = ['red', 'blue', 'green', 'gold'] as const;

const heuristic = (): Bot =>
  policyBot<WastelandCommand>(
    ({ state, player, candidates }) => wastelandHeuristicPolicy(state as never, player, candidates),
    { name: 'heuristic' },
  ) as Bot;

const permutations = <T>(items: readonly T[]): T[][] =>
  items.length <= 1
    ? [[...items]]
    : items.flatMap((x, i) => permutations(items.filter((_, j) => j !== i)).map((p) => [x, ...p]));

/** The factions of the seats in game `i`: every ordering of the three factions in turn (a 4th seat repeats one). */
function factionsOf(i: number, count: number): FactionId[] {
  const orders = permutations(FACTIONS);
  const order = orders[i % orders.length] as FactionId[];
  if (count === 2) return order.slice(0, 2);
  if (count === 3) return order;
  return [...order, FACTIONS[Math.floor(i / orders.length) % 3] as FactionId];
}

function setupOf(mission: MissionId, factions: readonly FactionId[]): WastelandSetup {
  const defended = MISSIONS.find((m) => m.id === mission)?.defender === true;
  const attackers = defended ? factions.length - 1 : 1;
  return {
    players: factions.map((faction, seat) => ({
      id: PLAYER_IDS[seat] as string,
      battleGroups: sampleForce(faction, size, defended && seat < factions.length - 1 ? attackers : 1),
    })),
    gameSize: size,
    mission,
    ...(table ? { terrain: table() } : {}),
  };
}

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
if (versusRandom) {
  out(`| mission | players | games | heuristic wins | rate (95% Wilson) | draws | errors |`);
  out(`|---|---|---|---|---|---|---|`);
} else {
  out(
    `| mission | players | games | decisive | draws | errors | win rate by seat (decisive games) | by faction (decisive games) |`,
  );
  out(`|---|---|---|---|---|---|---|---|`);
}
const total = { wins: 0, games: 0 };
const failures: string[] = [];
for (const count of counts) {
  for (const mission of missions) {
    const seats = Array.from({ length: count }, tally);
    const byFaction = Object.fromEntries(FACTIONS.map((f) => [f, tally()])) as Record<FactionId, Tally>;
    const hero = tally();
    let draws = 0;
    let decisive = 0;
    let errors = 0;
    for (let i = 0; i < games; i++) {
      const factions = factionsOf(i, count);
      const setup = setupOf(mission, factions);
      const heroSeat = i % count;
      const bots: Record<string, Bot> = {};
      factions.forEach((_, seat) => {
        bots[PLAYER_IDS[seat] as string] = !versusRandom || seat === heroSeat ? heuristic() : randomBot();
      });
      const seed = baseSeed * 1_000_000 + mission * 10_000 + count * 1000 + i;
      let outcome: ReturnType<typeof playGame>['outcome'];
      try {
        outcome = playGame({ ruleset: wastelandTactics, setup, bots, seed, maxCommands }).outcome;
      } catch (error) {
        errors++;
        failures.push(`mission ${mission}, ${count} players, seed ${seed}: ${String(error).slice(0, 160)}`);
        continue;
      }
      if (!outcome) {
        errors++;
        failures.push(
          `mission ${mission}, ${count} players, seed ${seed}: no result after ${maxCommands} commands`,
        );
        continue;
      }
      const winners = outcome.kind === 'win' ? outcome.winners : [];
      if (versusRandom) {
        hero.games++;
        if (winners.includes(PLAYER_IDS[heroSeat] as string)) hero.wins++;
        if (winners.length === 0) draws++;
        continue;
      }
      if (winners.length === 0) {
        draws++;
        continue;
      }
      decisive++;
      factions.forEach((faction, seat) => {
        const won = winners.includes(PLAYER_IDS[seat] as string);
        const s = seats[seat] as Tally;
        s.games++;
        byFaction[faction].games++;
        if (won) {
          s.wins++;
          byFaction[faction].wins++;
        }
      });
    }
    const name = `${mission} ${MISSIONS.find((m) => m.id === mission)?.name ?? ''}`;
    if (versusRandom) {
      total.wins += hero.wins;
      total.games += hero.games;
      out(
        `| ${name} | ${count} | ${games} | ${hero.wins}/${hero.games} | ${rate(hero)} | ${draws} | ${errors} |`,
      );
    } else {
      const defended = MISSIONS.find((m) => m.id === mission)?.defender === true;
      const bySeat = seats
        .map((t, seat) => `${PLAYER_IDS[seat]}${defended && seat === count - 1 ? '*' : ''} ${rate(t)}`)
        .join('; ');
      const factionText = FACTIONS.map((f) => `${f} ${rate(byFaction[f])}`).join('; ');
      out(
        `| ${name} | ${count} | ${games} | ${decisive} | ${draws} | ${errors} | ${bySeat} | ${factionText} |`,
      );
    }
  }
}
if (versusRandom) out(`\nHeuristic against random overall: ${rate(total)}.`);
out(
  `\n${size} forces, ${values.terrain} table, seed ${baseSeed}, ${((performance.now() - started) / 1000).toFixed(0)} s. * = the defender's seat in missions with a defender.`,
);
if (failures.length > 0) out(`\nErrors (throws or no result):\n${failures.map((f) => `- ${f}`).join('\n')}`);
if (values.out) writeFileSync(values.out, `${lines.join('\n')}\n`);
