/**
 * Side by side in one run (not a test): Sandtable's 12-shot Xenocide `shoot` command against boardgame.io 0.50
 * running a 30-dice move of its own, in production mode. Numbers go in issue notes, never in assertions.
 * Run: npm run bench (or npx tsx bench/versus-boardgameio.ts).
 *
 * boardgame.io is measured two ways, both on a fixed state like Sandtable's `applyCommand`:
 * - its game reducer (`CreateGameReducer`, the pure state → state step its master runs for every move);
 * - its public `Client`, reset every 100 moves (its log grows with every move and slows it down further).
 */
process.env.NODE_ENV = 'production';

import { createRequire } from 'node:module';
import { Bench } from 'tinybench';
import { applyCommand, type DiceRolledEvent } from '../src/index.js';
import { coldCopy, twelveShotPosition } from './xenocide-position.js';

const require = createRequire(import.meta.url);
// boardgame.io 0.50 ships CommonJS without an exports map; these are its documented entry files.
const { Client } = require('boardgame.io/dist/cjs/client.js');
const { CreateGameReducer, InitializeGame, ProcessGameConfig } = require('boardgame.io/dist/cjs/internal.js');

/** A boardgame.io game whose one move rolls 30 d6 and records the hits (4+), like a volley. */
const VolleyGame = {
  setup: () => ({ wounds: Array.from({ length: 12 }, () => 0), hits: 0 }),
  moves: {
    volley: ({
      G,
      random,
    }: {
      G: { wounds: number[]; hits: number };
      random: { D6: (n: number) => number[] };
    }) => {
      let hits = 0;
      for (const face of random.D6(30)) if (face >= 4) hits++;
      G.wounds[hits % 12] = (G.wounds[hits % 12] ?? 0) + 1;
      G.hits += hits;
    },
  },
};

const game = ProcessGameConfig(VolleyGame);
const initial = InitializeGame({ game, numPlayers: 2 });
const reducer = CreateGameReducer({ game });
// The action its client dispatches for `client.moves.volley()` by player 0.
const volley = { type: 'MAKE_MOVE', payload: { type: 'volley', args: [], playerID: '0' } };
const checked = reducer(initial, volley);
if (checked._stateID !== initial._stateID + 1) throw new Error('the boardgame.io move was not applied');

let client = Client({ game: VolleyGame, numPlayers: 2, debug: false });
client.start();
let clientMoves = 0;

const twelve = twelveShotPosition();
const check = applyCommand(twelve.state, twelve.shoot);
if (!check.ok) throw new Error(`bench position is wrong: ${check.error.message}`);
const toHit = check.events.find(
  (e) => (e as { type: string }).type === 'dice-rolled' && (e as DiceRolledEvent).purpose === 'to-hit',
) as DiceRolledEvent | undefined;
if (toHit?.dice.length !== 12) throw new Error('the bench shot is not 12 dice');

const bench = new Bench({ time: 2000, warmupTime: 500 });
bench
  .add('sandtable: xenocide 12-shot shoot (applyCommand, cold memos)', () => {
    applyCommand(coldCopy(twelve.state), twelve.shoot);
  })
  .add('boardgame.io 0.50: 30-dice move (game reducer)', () => {
    reducer(initial, volley);
  })
  .add('boardgame.io 0.50: 30-dice move (Client, reset every 100 moves)', () => {
    if (++clientMoves % 100 === 0) {
      client.stop();
      client = Client({ game: VolleyGame, numPlayers: 2, debug: false });
      client.start();
    }
    client.moves.volley();
  });

await bench.run();
const rate = (i: number) =>
  (bench.tasks[i]?.result as { throughput?: { mean: number } } | undefined)?.throughput?.mean ?? 0;
console.table(
  bench.tasks.map((t, i) => ({
    task: t.name,
    'ops/s': Math.round(rate(i)),
    'mean (µs)': +(1e6 / rate(i)).toFixed(1),
  })),
);
const ours = rate(0);
console.log(
  `ratio sandtable / boardgame.io: ×${(ours / rate(1)).toFixed(2)} against its reducer, ×${(ours / rate(2)).toFixed(2)} against its Client (target ≥ ×10)`,
);
