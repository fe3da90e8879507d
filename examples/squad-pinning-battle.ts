/**
 * Squad pinning & CQB: the Line Patrol meets the Strike Patrol on Seize the Ground. The set-up is sent by hand
 * (the roll-off, a zone, a deployment), one unit's shooting is shown with its pinning check, and the rest of the
 * battle is played by the heuristic bot for red and random legal commands for blue, narrated with unit names.
 * Run: npx tsx examples/squad-pinning-battle.ts [--seed 7]
 */
import { botRandom, randomBot } from '../src/bots/index.js';
import { applyCommand, createGame, type GameEvent, type GameState, legalCommands } from '../src/index.js';
import {
  narrateSquadPinning,
  type SqCommand,
  type SqEvent,
  type SqSetup,
  sqHeuristicBot,
  squadPinning,
  squadPinningDescription,
} from '../src/rulesets/squad-pinning/index.js';

const args = process.argv.slice(2);
const seed = Number(args[args.indexOf('--seed') + 1] ?? 7) || 7;

// 1. The setup is data: two bundled forces, a bundled table, and any default to change (here the game is 4 turns).
const setup: SqSetup = {
  players: [
    { id: 'red', force: 'linePatrol' },
    { id: 'blue', force: 'strikePatrol' },
  ],
  scenario: 'seize-the-ground',
  params: { turns: 4 },
};
let state = createGame(squadPinning, setup, { seed });

const labels = squadPinningDescription.labels?.(state as GameState) ?? new Map<string, string>();
const named = (line: string) => line.replace(/\b[a-z][\w-]*(?:\.[\w-]+)+\b/g, (id) => labels.get(id) ?? id);
const tell = (events: readonly GameEvent<SqEvent>[]) => {
  for (const event of events) {
    if (event.type === 'dice-rolled' || event.type === 'dice-requested' || event.type === 'game-ended')
      continue;
    console.log(named(narrateSquadPinning(event as SqEvent)));
  }
};

/** Sends one command; a refusal would print its rule and message. */
const send = (command: SqCommand) => {
  const result = applyCommand(state, command);
  if (!result.ok) throw new Error(`${result.error.rule ?? ''} ${result.error.message}`);
  state = result.state;
  tell(result.events);
};

console.log(`Squad pinning & CQB, seed ${seed}\n`);

// 2. The roll-off (SQ-DEF-02): its winner picks a zone and deploys first.
send({ type: 'roll-off', player: 'red' });
const chooser = state.pending[0]?.player as string;
send({ type: 'choose-zone', player: chooser, zone: 'south' });

// 3. Deployment, one unit at a time: `legalCommands` offers sample placements wholly inside the zone.
while (state.pending[0]?.kind === 'deploy') {
  const player = state.pending[0].player;
  const [placement] = legalCommands(state, player) as SqCommand[];
  if (!placement) break;
  send(placement);
}

// 4. The rest: the heuristic bot plays red, the random bot blue; every prompt says who decides what.
const bots = { red: sqHeuristicBot(), blue: randomBot() };
const random = botRandom(seed);
for (let i = 0; i < 5000 && !state.outcome; i++) {
  const prompt = state.pending[0];
  if (!prompt) break;
  send(bots[prompt.player as 'red' | 'blue'].choose(state as GameState, prompt.player, random) as SqCommand);
}
console.log(`\nOutcome: ${JSON.stringify(state.outcome)}`);
