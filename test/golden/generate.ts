/**
 * Writes the golden records (test/golden/<ruleset>.json) from the games in games.ts. Run it only when
 * behaviour is meant to change, and say why in the commit: npx tsx test/golden/generate.ts [ruleset ...]
 * (every ruleset when none is named).
 */
import { writeFileSync } from 'node:fs';
import { GOLDEN_GAMES, playGolden } from './games.js';

const only = process.argv.slice(2);
for (const [ruleset, games] of Object.entries(GOLDEN_GAMES)) {
  if (only.length > 0 && !only.includes(ruleset)) continue;
  const pinned: Record<string, unknown> = {};
  const started = performance.now();
  for (const game of games()) pinned[game.id] = playGolden(game);
  const path = new URL(`./${ruleset}.json`, import.meta.url);
  writeFileSync(path, `${JSON.stringify(pinned, null, 2)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${ruleset}: ${Object.keys(pinned).length} games pinned in ${seconds} s`);
}
