/**
 * A narrated game on the core engine: three fighters duel with seeded dice, played by a random legal bot.
 * Run: npm run demo [-- --seed 7]
 *
 * The duel ruleset lives in test/fixtures/duel.ts; it is the smallest complete ruleset and a template for
 * writing your own. The Xenocide battle replaces this demo when the first real ruleset lands.
 */
import { eventsFor, replay, stateHash } from '../src/index.js';
import { type Policy, playRandomGame } from '../src/testing/index.js';
import { type DuelCommand, type DuelEvent, type DuelState, duel } from '../test/fixtures/duel.js';

const seedArg = process.argv.indexOf('--seed');
const seed = seedArg > 0 ? Number(process.argv[seedArg + 1]) : 2026;

const setup = { players: ['ash', 'briar', 'cobalt'], hp: 4, table: { width: 18, depth: 18 }, maxRounds: 8 };

// A simple policy: attack when an enemy is in range, otherwise close in on the nearest one; always dodge.
const policy: Policy<DuelState, DuelCommand, DuelEvent> = ({ state, player, legal, random }) => {
  const attack = legal.filter((c) => c.type === 'attack');
  if (attack.length > 0) return attack[random(attack.length)];
  const dodge = legal.find((c) => c.type === 'react' && c.dodge);
  if (dodge) return dodge;
  const moves = legal.filter((c): c is Extract<DuelCommand, { type: 'move' }> => c.type === 'move');
  const enemies = state.game.fighters.filter((f) => f.id !== player && f.hp > 0);
  const gap = (p: { x: number; y: number }) =>
    Math.min(...enemies.map((e) => Math.hypot(e.x - p.x, e.y - p.y)));
  return moves.sort((a, b) => gap(a.to) - gap(b.to))[0];
};
const match = playRandomGame(duel, setup, { seed, policy });

console.log(`Sandtable duel — seed ${seed}, ${setup.players.join(' vs ')}\n`);
for (const event of match.events) {
  if (event.type === 'dice-rolled') {
    const target = event.target
      ? ` (need ${event.target.op === 'atLeast' ? `${event.target.value}+` : `≤${event.target.value}`})`
      : '';
    console.log(`    🎲 ${event.purpose}: ${event.dice.join(' ')}${target}`);
  } else if (event.type === 'game-ended') {
    const { outcome } = event;
    console.log(
      `\n${outcome.kind === 'win' ? `Winner: ${outcome.winners.join(', ')}` : 'Draw'} — ${outcome.reason}.`,
    );
  } else if (event.type !== 'dice-requested') {
    console.log(duel.narrate?.(event) ?? event.type);
  }
}

// Every game is a record: replaying it gives the same state, bit for bit.
const again = replay(match.record());
console.log(
  `\n${match.record().commands.length} commands; state hash ${stateHash(match.state)}; replay ${stateHash(again.state) === stateHash(match.state) ? 'matches' : 'DIFFERS'}.`,
);
console.log(`ash saw ${eventsFor(match.events, 'ash').length} of ${match.events.length} events.`);
