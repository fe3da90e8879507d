import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GOLDEN_GAMES, type GoldenResult, playGolden } from './games';

// Golden records (issue 13): the pinned games replay to the same commands, events and final state. A failure
// means behaviour changed: if that was the intent, regenerate with `npx tsx test/golden/generate.ts` and say
// why in the commit; otherwise the change is a regression.
for (const [ruleset, games] of Object.entries(GOLDEN_GAMES)) {
  describe(`${ruleset} golden records`, () => {
    const pinned = JSON.parse(readFileSync(new URL(`./${ruleset}.json`, import.meta.url), 'utf8')) as Record<
      string,
      GoldenResult
    >;
    const list = games();

    it('pins at least 40 games, exactly the games games.ts defines', () => {
      expect(list.length).toBeGreaterThanOrEqual(40);
      expect(Object.keys(pinned).sort()).toEqual(list.map((g) => g.id).sort());
    });

    it.each(list.map((game) => [game.id, game] as const))('%s replays as pinned', (id, game) => {
      expect(playGolden(game)).toEqual(pinned[id]);
    });
  });
}
