import { describe, expect, it } from 'vitest';
import { runCli } from './memory-io.js';

// Long suite: whole Xenos & Zealots games through the command line.
const xz = ['--ruleset', 'xenos-zealots'];

/** The demo's saved game of seed 3 (played once). */
let saved: Promise<string> | undefined;
const savedGame = () => {
  saved ??= runCli(['demo', ...xz, '--seed', '3', '--json']).then((r) => r.stdout);
  return saved;
};

describe('Xenos & Zealots games on the command line', () => {
  it('--scenario and --forces choose the table and each seat’s bundled force', async () => {
    const run = await runCli([
      'demo',
      ...xz,
      '--scenario',
      'hive-spire-assault',
      '--forces',
      'vyrkai-brood,ashen-sun-crusade',
      '--seed',
      '1',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "The Vyr'kai Brood (zealots) vs The Ashen Sun Crusade (xenos), Hive Spire Assault.",
    );
  });

  it('replay re-runs a saved demo, verifies its state hash and tells the same story', async () => {
    const game = await savedGame();
    const run = await runCli(['replay', 'game.json'], { 'game.json': game });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`The state hash matches the saved one (${JSON.parse(game).stateHash}).`);
    const demo = await runCli(['demo', ...xz, '--seed', '3']);
    const story = (text: string) => text.slice(text.indexOf('\n\n') + 2, text.indexOf('final state hash'));
    expect(story(run.stdout)).toBe(story(demo.stdout));
  });

  it('replay --json prints the outcome, the hash and every event', async () => {
    const game = await savedGame();
    const doc = JSON.parse((await runCli(['replay', 'game.json', '--json'], { 'game.json': game })).stdout);
    expect(doc).toMatchObject({ ruleset: 'xenos-zealots', verified: true });
    expect(doc.events.map((e: { type: string }) => e.type)).toContain('support-arrived');
  });

  it('simulate plays bot against bot with sides swapped and reports the roles', async () => {
    const run = await runCli(['simulate', ...xz, '--games', '4', '--workers', '2', '--quiet', '--json']);
    expect(run.code).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.ruleset).toBe('xenos-zealots');
    expect(report.games).toBe(4);
  });
});
