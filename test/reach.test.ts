import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ReachFile, reachOf } from '../scripts/reach.js';
import type { RulesetDescription } from '../src/index.js';
import { RULESETS } from '../src/registry.js';
import { taggedDuel } from './fixtures/tagged-duel.js';

const root = join(import.meta.dirname, '..');
const tool = join(root, '..', 'shared', 'tools', 'rule-reach.mjs');

interface ToolResult {
  readonly ids: number;
  readonly reached: number;
  readonly missing: readonly string[];
  readonly unknown: readonly string[];
}

/** Runs the shared reach tool (`node ../shared/tools/rule-reach.mjs RULESET FILE --json`) from the project root. */
function ruleReach(ruleset: string, file: string): ToolResult {
  return JSON.parse(execFileSync('node', [tool, ruleset, file, '--json'], { cwd: root, encoding: 'utf8' }));
}

/** The tagged duel described like a bundled ruleset, so the reach mix can play it in a moment. */
const duelDescription: RulesetDescription = {
  id: 'tagged-duel',
  title: 'Tagged duel',
  summary: 'a test-only ruleset whose events and prompts name rule IDs',
  ruleset: taggedDuel,
  ref: { module: new URL('./fixtures/tagged-duel.ts', import.meta.url).href, export: 'taggedDuel' },
  options: [{ name: 'scenario', summary: 'how many fighters', choices: ['2', '3'] }],
  setup: (choices) => ({ players: ['red', 'blue', 'green'].slice(0, Number(choices.scenario ?? 2)), hp: 3 }),
  samples: [
    { name: 'two fighters', choices: { scenario: '2' } },
    { name: 'three fighters', choices: { scenario: '3' } },
  ],
  players: (setup) => (setup as { players: string[] }).players,
  describe: () => 'a duel',
  bots: {},
  narrate: () => undefined,
  quiet: [],
  survival: () => ({}),
  summaryTable: () => ({ columns: [], rows: [] }),
  schemas: {},
};

describe('npm run reach: reach/<ruleset>.json, read by ../shared/tools/rule-reach.mjs', () => {
  it.each(RULESETS.map((r) => [r.id, r] as const))(
    'reach/%s.json is there, up to date with the ruleset version and read by the tool',
    (id, description) => {
      const file: ReachFile = JSON.parse(readFileSync(join(root, 'reach', `${id}.json`), 'utf8'));
      expect(file.ruleset).toBe(id);
      expect(file.rulesetVersion).toBe(description.ruleset.version);
      expect(file.games).toBe(file.plays.reduce((n, p) => n + p.games, 0));
      expect(file.games).toBeGreaterThan(0);
      // Every sample setup is played.
      expect(new Set(file.plays.map((p) => p.sample))).toEqual(
        new Set(description.samples.map((s) => s.name)),
      );
      const result = ruleReach(id, `reach/${id}.json`);
      expect(result.ids).toBeGreaterThan(50);
      const known = Object.keys(file.rules).filter((rule) => !result.unknown.includes(rule));
      expect(result.reached).toBe(known.length);
      expect(result.missing.length).toBe(result.ids - known.length);
    },
  );

  it('the tool counts exactly the rules a reach run names (the file shape it reads)', async () => {
    const file = await reachOf(duelDescription, { games: 3 });
    expect(file.games).toBe(6);
    expect(file.plays.map((p) => `${p.sample} ${p.bots}`)).toEqual([
      'two fighters random',
      'three fighters random',
    ]);
    const named = Object.keys(file.rules);
    expect(named).toContain('DUEL-ATK-01');
    for (const reach of Object.values(file.rules)) expect(reach.games).toBeLessThanOrEqual(6);
    // Give the duel's made-up IDs real Xenocide catalogue IDs, keeping the file exactly as the run wrote it.
    // package.json names no rule, so the tool lists every catalogue ID as missing.
    const catalogue = ruleReach('xenocide', join(root, 'package.json')).missing;
    const renamed = new Map(named.map((rule, i) => [rule, catalogue[i] as string]));
    const text = JSON.stringify(file, null, 2).replace(
      /DUEL-[A-Z]+-\d+/g,
      (rule) => renamed.get(rule) ?? rule,
    );
    const path = join(mkdtempSync(join(tmpdir(), 'reach-')), 'tagged-duel.json');
    writeFileSync(path, text);
    const result = ruleReach('xenocide', path);
    expect(result.reached).toBe(named.length);
    expect(result.missing).not.toContain(renamed.get('DUEL-ATK-01'));
  });
});
