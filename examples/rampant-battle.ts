/**
 * Rampant-style sci-fi: the Expedition meets the Hive on Broken Ground. The set-up is sent by hand (the roll-off,
 * a zone, deployments), then the first player's orders are given one unit at a time until an activation test
 * fails and the phase ends; the rest of the battle is played by the heuristic bot for red and random legal
 * commands for blue, narrated with unit names.
 * Run: npx tsx examples/rampant-battle.ts [--seed 7]
 */
import { botRandom, randomBot } from '../src/bots/index.js';
import { applyCommand, createGame, type GameEvent, type GameState, legalCommands } from '../src/index.js';
import {
  narrateRampant,
  type RmpCommand,
  type RmpEvent,
  type RmpSetup,
  rampant,
  rampantDescription,
  rmpHeuristicBot,
} from '../src/rulesets/rampant/index.js';

const args = process.argv.slice(2);
const seed = Number(args[args.indexOf('--seed') + 1] ?? 7) || 7;

// 1. The setup is data: two bundled 24-point armies, a bundled table, and any default to change (8 turns here).
const setup: RmpSetup = {
  players: [
    { id: 'red', army: 'expedition' },
    { id: 'blue', army: 'hive' },
  ],
  scenario: 'broken-ground',
  params: { maxTurns: 8 },
};
let state = createGame(rampant, setup, { seed });

const labels = rampantDescription.labels?.(state as GameState) ?? new Map<string, string>();
const named = (line: string) => line.replace(/\b[a-z][\w-]*(?:\.[\w-]+)+\b/g, (id) => labels.get(id) ?? id);
const tell = (events: readonly GameEvent<RmpEvent>[]) => {
  for (const event of events) {
    if (event.type === 'dice-rolled' || event.type === 'dice-requested' || event.type === 'game-ended')
      continue;
    console.log(named(narrateRampant(event as RmpEvent)));
  }
};

/** Sends one command; a refusal would print its rule and message. */
const send = (command: RmpCommand) => {
  const result = applyCommand(state, command);
  if (!result.ok) throw new Error(`${result.error.rule ?? ''} ${result.error.message}`);
  state = result.state;
  tell(result.events);
};

console.log(`Rampant-style sci-fi, seed ${seed}\n`);

// 2. The roll-off (RMP-DEF-02): its winner picks a zone and goes first every turn; the other deploys first.
send({ type: 'roll-off', player: 'red' });
const chooser = state.pending[0]?.player as string;
send({ type: 'choose-zone', player: chooser, zone: 'south' });

// 3. Deployment, one unit at a time: `legalCommands` offers sample placements wholly inside the zone.
while (state.pending[0]?.kind === 'deploy') {
  const player = state.pending[0].player;
  const [placement] = legalCommands(state, player) as RmpCommand[];
  if (!placement) break;
  send(placement);
}

// 4. The first phase by hand: order units one at a time (each a 2d6 activation test) until one fails, which
//    ends the phase at once (RMP-PHS-04/06). Here each unit Moves to its first sample position.
const first = state.pending[0]?.player as string;
console.log(`\n${first} orders units until a test fails:`);
while (state.pending[0]?.kind === 'order' && state.pending[0].player === first) {
  const move = (legalCommands(state, first) as RmpCommand[]).find(
    (c) => c.type === 'order' && c.action === 'move',
  );
  if (!move) break;
  send(move);
}

// 5. The rest: the heuristic bot plays red, the random bot blue; every prompt says who decides what.
console.log('');
const bots = { red: rmpHeuristicBot(), blue: randomBot() };
const random = botRandom(seed);
for (let i = 0; i < 5000 && !state.outcome; i++) {
  const prompt = state.pending[0];
  if (!prompt) break;
  send(bots[prompt.player as 'red' | 'blue'].choose(state as GameState, prompt.player, random) as RmpCommand);
}
console.log(`\nOutcome: ${JSON.stringify(state.outcome)}`);
