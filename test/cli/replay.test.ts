import { describe, expect, it } from 'vitest';
import { runCli } from './memory-io.js';

const games = new Map<string, Promise<string>>();

/** A demo's saved game (played once per seed and ruleset). */
function savedGame(seed: string, ruleset = 'xenocide'): Promise<string> {
  const key = `${ruleset}:${seed}`;
  if (!games.has(key))
    games.set(
      key,
      runCli(['demo', '--ruleset', ruleset, '--seed', seed, '--json']).then((r) => r.stdout),
    );
  return games.get(key) as Promise<string>;
}

describe('sandtable replay', () => {
  it('re-runs a saved game, verifies its state hash and prints the same narration as the demo', async () => {
    const game = await savedGame('3');
    const demo = await runCli(['demo', '--seed', '3']);
    const run = await runCli(['replay', 'game.json'], { 'game.json': game });
    expect(run.code).toBe(0);
    const hash = JSON.parse(game).stateHash;
    expect(run.stdout).toContain(`The state hash matches the saved one (${hash}).`);
    const story = (text: string) => text.slice(text.indexOf('\n\n') + 2, text.indexOf('final state hash'));
    expect(story(run.stdout)).toBe(story(demo.stdout));
  });

  it('--json prints the outcome, the hash and every event', async () => {
    const game = await savedGame('3', 'wasteland-tactics');
    const run = await runCli(['replay', 'game.json', '--json'], { 'game.json': game });
    const doc = JSON.parse(run.stdout);
    expect(doc).toMatchObject({
      ruleset: 'wasteland-tactics',
      verified: true,
      stateHash: JSON.parse(game).stateHash,
    });
    expect(doc.events.at(-1)).toMatchObject({ type: 'game-ended' });
  });

  it('exits 1 when the replayed state differs from the saved hash', async () => {
    const saved = { ...JSON.parse(await savedGame('3')), stateHash: '0123456789abcdef' };
    const run = await runCli(['replay', 'game.json'], { 'game.json': JSON.stringify(saved) });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^sandtable replay: the replayed game ends in state [0-9a-f]{16}, but 'game\.json' saved 0123456789abcdef: the rules or the file changed\.\n$/,
    );
  });

  it('replays a bare record, with nothing to verify', async () => {
    const record = JSON.stringify(JSON.parse(await savedGame('3')).record);
    const run = await runCli(['replay', 'record.json'], { 'record.json': record });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('The file holds no state hash to check.');
  });

  it('a file that is no game at all is a usage mistake: exit 2', async () => {
    const run = await runCli(['replay', 'f.json'], { 'f.json': JSON.stringify({ hello: 1 }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "sandtable replay: 'f.json' is neither a saved game ('sandtable demo --out') nor a game record.\n",
    );
  });

  it('explains records it cannot replay in one line, exit 1', async () => {
    const saved = JSON.parse(await savedGame('3'));
    const cut = { ...saved, record: { ...saved.record, commands: saved.record.commands.slice(1) } };
    const chess = { ...saved.record, ruleset: 'chess' };
    const old = { ...saved.record, rulesetVersion: '0.0.1' };
    const cases: [unknown, RegExp][] = [
      [cut, /^sandtable replay: 'f\.json': replay: command 0 \(.+\) was rejected: .+\n$/],
      [
        chess,
        /^sandtable replay: 'f\.json' is a 'chess' game; this sandtable knows xenocide, wasteland-tactics, xenos-zealots, squad-pinning, rampant\.\n$/,
      ],
      [old, /^sandtable replay: 'f\.json': This record was made with xenocide 0\.0\.1; .+\n$/],
      [
        { ...saved.record, seed: 'x'.repeat(3), dice: 'loaded' },
        /^sandtable replay: 'f\.json': This is not a valid game record: /,
      ],
    ];
    for (const [value, message] of cases) {
      const run = await runCli(['replay', 'f.json'], { 'f.json': JSON.stringify(value) });
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(message);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
