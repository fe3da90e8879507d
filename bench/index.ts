/**
 * Benchmarks (not tests): npm run bench. Numbers go in issue notes, never in assertions.
 * Measures the core on the duel test ruleset: one command, dice throughput, save/load, whole games.
 */
import { Bench } from 'tinybench';
import { CommandDice } from '../src/core/dice.js';
import { initialDiceState, seeded } from '../src/core/dice-source.js';
import {
  applyCommand,
  createGame,
  type DiceRolledEvent,
  deserialize,
  serialize,
  stateHash,
} from '../src/index.js';
import { playRandomGame } from '../src/testing/index.js';
import { duel } from '../test/fixtures/duel.js';
import { coldCopy, twelveShotPosition } from './xenocide-position.js';

const setup = { players: ['red', 'blue'], table: { width: 12, depth: 12 } };
let state = createGame(duel, setup, { seed: 1 });
for (const amount of [2, 1]) {
  const r = applyCommand(state, { type: 'bid', player: amount === 2 ? 'red' : 'blue', amount });
  if (!r.ok) throw new Error(r.error.message);
  state = r.state;
}
const acting = state;
const midGame = playRandomGame(
  duel,
  { players: ['a', 'b', 'c', 'd'], maxRounds: 50, hp: 20 },
  { seed: 3, maxCommands: 300 },
).state;
const saved = serialize(midGame);

const twelve = twelveShotPosition();
const twelveCheck = applyCommand(twelve.state, twelve.shoot);
if (!twelveCheck.ok) throw new Error(`bench position is wrong: ${twelveCheck.error.message}`);
const toHit = twelveCheck.events.find(
  (e) => (e as { type: string }).type === 'dice-rolled' && (e as DiceRolledEvent).purpose === 'to-hit',
) as DiceRolledEvent | undefined;
if (toHit?.dice.length !== 12) throw new Error('the bench shot is not 12 dice');

const bench = new Bench({ time: 1000, warmupTime: 200 });
bench
  .add('applyCommand: attack (2 d6, events, immer produce)', () => {
    applyCommand(acting, { type: 'attack', player: 'red', target: 'blue' });
  })
  .add('applyCommand: move (no dice)', () => {
    applyCommand(acting, { type: 'move', player: 'red', to: { x: 6, y: 5 } });
  })
  .add('applyCommand: rejected (not your turn)', () => {
    applyCommand(acting, { type: 'pass', player: 'blue' });
  })
  .add('dice: 1,000 seeded d6 (one roll call)', () => {
    new CommandDice(initialDiceState(seeded(1)), () => {}).roll({ purpose: 'bench', count: 1000, sides: 6 });
  })
  .add(`serialize (${saved.length} chars)`, () => {
    serialize(midGame);
  })
  .add('deserialize (validated, frozen)', () => {
    deserialize(saved, duel);
  })
  .add('stateHash', () => {
    stateHash(midGame);
  })
  .add('xenocide applyCommand: 12-shot shoot (to hit, saves, casualty prompt; cold memos)', () => {
    applyCommand(coldCopy(twelve.state), twelve.shoot);
  })
  .add('whole random 2-player duel (~40 commands)', () => {
    playRandomGame(duel, { players: ['red', 'blue'] }, { seed: 9 });
  });

await bench.run();
console.table(
  bench.tasks.map((t) => {
    const r = t.result as
      | { throughput?: { mean: number }; latency?: { mean: number; p50?: number } }
      | undefined;
    return {
      task: t.name,
      'ops/s': Math.round(r?.throughput?.mean ?? 0).toLocaleString('en-US'),
      'mean µs': ((r?.latency?.mean ?? 0) * 1000).toFixed(2),
    };
  }),
);
