/**
 * Xenos & Zealots: the Ashen Sun Crusade attacks the Vyr'kai Brood across Ashfall Crossing. The first commands
 * are sent by hand (the Defender's zone, a deployment, the secret order counters), the rest of the battle is
 * played by random legal commands, and everything is narrated with unit names.
 * Run: npx tsx examples/xenos-zealots-battle.ts [--seed 7]
 */
import { botRandom, randomBot } from '../src/bots/index.js';
import { applyCommand, createGame, type GameEvent, type GameState, legalCommands } from '../src/index.js';
import {
  narrateXenosZealots,
  type XzCommand,
  type XzEvent,
  type XzSetup,
  xenosZealots,
  xenosZealotsDescription,
} from '../src/rulesets/xenos-zealots/index.js';

const args = process.argv.slice(2);
const seed = Number(args[args.indexOf('--seed') + 1] ?? 7) || 7;

// 1. The setup is data: two players with a bundled force each (or one written in full), a bundled table, and the
//    Attacker the players agreed on (left out, an odds-or-evens roll decides, XZ-TURN-01 and R37).
const setup: XzSetup = {
  players: [
    { id: 'zealots', force: 'ashen-sun-crusade' },
    { id: 'xenos', force: 'vyrkai-brood' },
  ],
  scenario: 'ashfall-crossing',
  attacker: 'zealots',
};
let state = createGame(xenosZealots, setup, { seed });

/** Names for the ids the events carry (`zealots.ashen-knights` → `Ashen Knights`). */
const labels = xenosZealotsDescription.labels?.(state as GameState) ?? new Map<string, string>();
const named = (line: string) => line.replace(/\b[a-z][\w-]*(?:\.[\w-]+)+\b/g, (id) => labels.get(id) ?? id);
const tell = (events: readonly GameEvent<XzEvent>[]) => {
  for (const event of events) {
    if (event.type === 'dice-rolled' || event.type === 'dice-requested' || event.type === 'game-ended')
      continue;
    const line = narrateXenosZealots(event as XzEvent);
    if (line) console.log(named(line));
  }
};

/** Sends one command; a refusal would print its rule and message (none of these is refused). */
const send = (command: XzCommand) => {
  const result = applyCommand(state, command);
  if (!result.ok) throw new Error(`${result.error.rule ?? ''} ${result.error.message}`);
  state = result.state;
  tell(result.events);
};

console.log(`Xenos & Zealots, seed ${seed}\n`);

// 2. The Defender chooses a deployment zone (XZ-TURN-02); every prompt says who must decide what.
const [zone] = state.pending;
console.log(`Asked: ${zone?.player} — ${zone?.message}`);
send({ type: 'choose-zone', player: 'xenos', zone: 'north' });

// 3. Deployment: each `deploy-unit` places a whole unit; `legalCommands` offers sample placements in the zone.
while (state.pending[0]?.kind === 'deploy') {
  const player = state.pending[0].player;
  const [placement] = legalCommands(state, player);
  if (!placement) break;
  send(placement);
}

// 4. The Command Phase: both players place their counters face down at the same time (XZ-TURN-05, R20).
//    Neither sees the other's until its Primary Actions begin: `viewFor` shows the opponent's as hidden.
for (const prompt of state.pending) {
  if (prompt.kind !== 'orders') continue; // narrows the prompt: its constraints are typed
  const units = prompt.constraints.unassigned;
  send({
    type: 'assign-orders',
    player: prompt.player,
    orders: units.map((unit, i) => ({ unit, order: i % 2 === 0 ? 'advance' : 'double-time' })),
  });
}

// 5. The rest of the battle: the random bot of \`sandtable/bots\` answers every prompt, narrated as it goes.
const bot = randomBot();
const random = botRandom(seed);
for (let n = 0; n < 5_000 && !state.outcome; n++) {
  const player = state.pending[0]?.player as string;
  send(bot.choose(state as GameState, player, random) as XzCommand);
}

// 6. The result, and the end-of-game table the CLI prints.
const outcome = state.outcome;
console.log('');
if (outcome?.kind === 'win') console.log(`Winner: ${outcome.winners.join(', ')} (${outcome.reason})`);
else if (outcome) console.log(`Draw (${outcome.reason})`);
const table = xenosZealotsDescription.summaryTable(state as GameState);
console.log(table.columns.join(' | '));
for (const row of table.rows) console.log(row.join(' | '));
