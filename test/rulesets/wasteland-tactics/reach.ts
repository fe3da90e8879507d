/**
 * Rule reach of Wasteland Tactics (issue 13): plays the golden games (every mission, both bots, advanced
 * rules, manual dice, save/load) and counts, per catalogue rule ID, in how many games an event or a prompt
 * named it. Writes `{ "WT-XXX-01": { "games": n } }` for `node ../shared/tools/rule-reach.mjs`.
 *   npx tsx test/rulesets/wasteland-tactics/reach.ts /tmp/wt-reach.json
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { applyCommand, createGame, deserialize, type GameState, manual, serialize } from 'sandtable';
import type { Bot } from '../../../src/bots/bot.js';
import { botRandom } from '../../../src/bots/bot-random.js';
import { policyBot } from '../../../src/bots/policy-bot.js';
import { randomBot } from '../../../src/bots/random-bot.js';
import {
  type WastelandCommand,
  wastelandHeuristicPolicy,
} from '../../../src/rulesets/wasteland-tactics/index.js';
import { GOLDEN_GAMES } from '../../golden/games.js';

const heuristic = () =>
  policyBot<WastelandCommand>(({ state, player, candidates }) =>
    wastelandHeuristicPolicy(state as never, player, candidates),
  ) as unknown as Bot;

/** The rule IDs named by the events and prompts of one golden game. */
function rulesOfGame(game: ReturnType<(typeof GOLDEN_GAMES)['wasteland-tactics']>[number]): Set<string> {
  const seen = new Set<string>();
  const note = (rules: readonly string[] | undefined) => {
    for (const id of rules ?? []) seen.add(id);
  };
  const bots = new Map(
    Object.entries(game.bots).map(([p, kind]) => [p, kind === 'random' ? randomBot() : heuristic()]),
  );
  const randoms = new Map(Object.keys(game.bots).map((p, i) => [p, botRandom(game.seed * 31 + i)]));
  let state: GameState = createGame(game.ruleset, game.setup as never, {
    seed: game.seed,
    ...(game.dice === 'manual' ? { dice: manual } : {}),
  });
  let commands = 0;
  while (!state.outcome && commands < (game.maxCommands ?? 20_000)) {
    for (const prompt of state.pending) note(prompt.rules);
    const player = state.pending[0]?.player as string;
    const command = (bots.get(player) as Bot).choose(state, player, randoms.get(player) as never);
    const result = applyCommand(state, command as never);
    if (!result.ok) throw new Error(`${game.id}: ${result.error.message}`);
    for (const event of result.events) note((event as { rules?: readonly string[] }).rules);
    state = result.state;
    commands++;
    if (commands === game.saveAt) state = deserialize(serialize(state), game.ruleset);
  }
  return seen;
}

const games = new Map<string, number>();
for (const game of GOLDEN_GAMES['wasteland-tactics']())
  for (const id of rulesOfGame(game)) games.set(id, (games.get(id) ?? 0) + 1);
const report = Object.fromEntries(
  [...games].sort(([a], [b]) => a.localeCompare(b)).map(([id, n]) => [id, { games: n }]),
);
const out = process.argv[2];
if (out) writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
console.log(`${games.size} distinct rule IDs named by events and prompts in the golden games`);
const shared = new URL('../../../../shared/rules/wasteland-tactics.md', import.meta.url);
const catalogue = readFileSync(
  existsSync(shared) ? shared : new URL('../../../docs/rules/wasteland-tactics.md', import.meta.url),
  'utf8',
);
const unknown = [...games.keys()].filter((id) => !catalogue.includes(`**${id}**`));
if (unknown.length > 0) {
  console.error(`not in the catalogue: ${unknown.join(', ')}`);
  process.exitCode = 1;
}
