/**
 * Side by side in one process (not a test): the same minimal rule on Sandtable and on boardgame.io 0.50 —
 * one command rolls 30 d6 and removes one model of the target unit per 4+ — at two state sizes:
 * - tiny: 2 units of 20 models;
 * - large: 12 units of 40 models (480 models, each with an id and a position).
 * Each side applies the command to a fixed state again and again (a pure state → state step, as a server
 * does per move): Sandtable's `applyCommand` (zod parse, immer draft, seeded dice, events, freeze) against
 * boardgame.io's game reducer (`CreateGameReducer`, its own immer-based move processing, in production
 * mode) and its public `Client`. Several interleaved rounds; the table gives medians and ranges over the
 * rounds. Numbers go in issue notes, never in assertions.
 * Run: npm run bench:core (or npx tsx bench/versus-boardgameio.ts [--rounds 7] [--ms 400]).
 */
process.env.NODE_ENV = 'production';

import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { applyCommand, createGame, defineRuleset, type GameState } from '../src/index.js';

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '7' }, ms: { type: 'string', default: '400' } },
});
const ROUNDS = Number(args.rounds);
const MS_PER_TASK = Number(args.ms);

const require = createRequire(import.meta.url);
// boardgame.io 0.50 ships CommonJS without an exports map; these are its documented entry files.
const { Client } = require('boardgame.io/dist/cjs/client.js');
const { CreateGameReducer, InitializeGame, ProcessGameConfig } = require('boardgame.io/dist/cjs/internal.js');

interface Model {
  readonly id: string;
  readonly x: number;
  readonly y: number;
}
interface Unit {
  readonly id: string;
  readonly models: readonly Model[];
}
interface Army {
  readonly units: readonly Unit[];
  readonly removed: number;
}

/** The shared starting position: `units` units of `models` models in rows. */
function army(units: number, models: number): Army {
  return {
    units: Array.from({ length: units }, (_, u) => ({
      id: `u${u}`,
      models: Array.from({ length: models }, (_, m) => ({
        id: `u${u}.m${m}`,
        x: m % 10,
        y: u * 4 + Math.floor(m / 10),
      })),
    })),
    removed: 0,
  };
}

// --- Sandtable: a ruleset with the one rule --------------------------------------------------------------

const VolleySchema = z.strictObject({ type: z.literal('volley'), player: z.string(), target: z.string() });
type Volley = z.infer<typeof VolleySchema>;
type VolleyEvent = { type: 'model-removed'; model: string };
const SetupSchema = z.strictObject({ units: z.number().int().min(1), models: z.number().int().min(1) });
const ArmySchema = z.strictObject({
  units: z.array(
    z.strictObject({
      id: z.string(),
      models: z.array(z.strictObject({ id: z.string(), x: z.number(), y: z.number() })),
    }),
  ),
  removed: z.number().int().min(0),
});
type VolleySetup = z.infer<typeof SetupSchema>;

const volleyRuleset = defineRuleset<Army, Volley, VolleyEvent, VolleySetup>({
  id: 'bench-volley',
  version: '1.0.0',
  schemas: { setup: SetupSchema, command: VolleySchema, state: ArmySchema },
  commandTypes: ['volley'],
  setup: (input) => army(input.units, input.models),
  apply(draft, command, ctx) {
    const index = ctx.base.units.findIndex((u) => u.id === command.target);
    if (index < 0)
      ctx.reject('unknown-entity', `There is no unit '${command.target}'.`, { path: ['target'] });
    const hits = ctx.dice.roll({
      purpose: 'volley',
      count: 30,
      sides: 6,
      target: { per: 'die', op: 'atLeast', value: 4 },
    }).successes as number;
    const models = (draft.units[index] as { models: Model[] }).models;
    const removed = models.splice(0, hits);
    for (const model of removed) ctx.emit({ type: 'model-removed', model: model.id });
    draft.removed += removed.length;
  },
  pending: () => [{ player: 'red', kind: 'act', commands: ['volley'] }],
  legalCommands: (state) => state.units.map((u) => ({ type: 'volley', player: 'red', target: u.id })),
  viewFor: (state) => state,
  outcome: () => undefined,
  invariants: () => [],
});

// --- boardgame.io: the same rule as a move ----------------------------------------------------------------

function volleyGame(units: number, models: number) {
  return {
    setup: () => army(units, models),
    moves: {
      volley: (
        {
          G,
          random,
        }: {
          G: { units: { id: string; models: Model[] }[]; removed: number };
          random: { D6: (n: number) => number[] };
        },
        target: string,
      ) => {
        const unit = G.units.find((u) => u.id === target);
        if (!unit) return;
        let hits = 0;
        for (const face of random.D6(30)) if (face >= 4) hits++;
        unit.models.splice(0, hits);
        G.removed += hits;
      },
    },
  };
}

interface Task {
  readonly name: string;
  readonly run: () => void;
}

function tasksFor(label: string, units: number, models: number): Task[] {
  const target = `u${units - 1}`;
  const state: GameState<Army> = createGame(volleyRuleset, { units, models }, { seed: 1 });
  const command = { type: 'volley', player: 'red', target } as const;
  const check = applyCommand(state, command);
  if (!check.ok) throw new Error(`sandtable bench position is wrong: ${check.error.message}`);

  const game = volleyGame(units, models);
  const processed = ProcessGameConfig(game);
  const initial = InitializeGame({ game: processed, numPlayers: 2 });
  const reducer = CreateGameReducer({ game: processed });
  const action = { type: 'MAKE_MOVE', payload: { type: 'volley', args: [target], playerID: '0' } };
  const after = reducer(initial, action);
  if (after._stateID !== initial._stateID + 1) throw new Error('the boardgame.io move was not applied');

  let client = Client({ game, numPlayers: 2, debug: false });
  client.start();
  let clientMoves = 0;
  return [
    { name: `${label}: sandtable applyCommand`, run: () => void applyCommand(state, command) },
    { name: `${label}: boardgame.io reducer`, run: () => void reducer(initial, action) },
    {
      name: `${label}: boardgame.io Client`,
      run: () => {
        // Its log grows with every move; reset every 50 moves so the Client is measured, not the log.
        if (++clientMoves % 50 === 0) {
          client.stop();
          client = Client({ game, numPlayers: 2, debug: false });
          client.start();
        }
        client.moves.volley(target);
      },
    },
  ];
}

/** Commands per second of one task over about `ms` milliseconds. */
function measure(task: Task, ms: number): number {
  let n = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 20; i++) task.run();
    n += 20;
    elapsed = performance.now() - start;
  }
  return (n * 1000) / elapsed;
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

const tasks = [...tasksFor('tiny (2×20 models)', 2, 20), ...tasksFor('large (12×40 models)', 12, 40)];
for (const task of tasks) measure(task, 200); // warm-up
const rates = tasks.map(() => [] as number[]);
for (let round = 0; round < ROUNDS; round++) {
  tasks.forEach((task, i) => {
    rates[i]?.push(measure(task, MS_PER_TASK));
  });
}

const rows = tasks.map((task, i) => {
  const r = rates[i] as number[];
  return {
    task: task.name,
    'median ops/s': Math.round(median(r)),
    'range ops/s': `${Math.round(Math.min(...r))}–${Math.round(Math.max(...r))}`,
    'median µs': +(1e6 / median(r)).toFixed(1),
  };
});
console.table(rows);

for (const [label, offset] of [
  ['tiny', 0],
  ['large', 3],
] as const) {
  const ours = rates[offset] as number[];
  const reducer = rates[offset + 1] as number[];
  const client = rates[offset + 2] as number[];
  const perRound = (other: number[]) => ours.map((x, i) => x / (other[i] as number));
  const ratio = (other: number[]) => {
    const r = perRound(other);
    return `×${median(r).toFixed(2)} (rounds ×${Math.min(...r).toFixed(2)}–×${Math.max(...r).toFixed(2)})`;
  };
  console.log(`${label}: sandtable / boardgame.io reducer ${ratio(reducer)}; / Client ${ratio(client)}`);
}
