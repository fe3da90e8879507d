import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CommandDice, type DiceRolledEvent } from '../../../src/core/dice.js';
import { initialDiceState } from '../../../src/core/dice-source.js';
import { type EventBase, scripted } from '../../../src/index.js';
import { rulesOf } from '../../../src/kit/index.js';
import { rulesetDescription } from '../../../src/registry.js';
import { XENOCIDE_EVENT_RULES } from '../../../src/rulesets/xenocide/event-rules.js';
import { xenocideHeuristicBot } from '../../../src/rulesets/xenocide/index.js';
import { rollPoolSaves } from '../../../src/rulesets/xenocide/rules/shooting/saves.js';
import { rollSuppressionTest } from '../../../src/rulesets/xenocide/rules/shooting/suppression-test.js';
import { rollToHit } from '../../../src/rulesets/xenocide/rules/shooting/to-hit.js';
import { SCENARIOS } from '../../../src/rulesets/xenocide/state.js';
import { playGame } from '../../../src/sim/index.js';

/** Every rule ID of the Xenocide catalogue (docs/rules/xenocide.md mirrors rules/xenocide.md). */
const CATALOGUE = new Set(
  readFileSync(new URL('../../../docs/rules/xenocide.md', import.meta.url), 'utf8').match(
    /\bXEN-[A-Z]+-\d+\b/g,
  ),
);

/**
 * The dice purposes rolled by `rules/` (the pure rule functions), each of which names its rules; rolls made
 * elsewhere (initiative, break tests, roll-offs) are the command layer's to tag.
 */
const RULES_PURPOSES = new Set([
  'to-hit',
  'to-hit-reroll',
  'aoe-hits',
  'cover-save',
  'shield-save',
  'armor-save',
  'deflector-save',
  'suppression-test',
  'close-assault-suppression',
  'suppression-extra-die',
  'rally',
  'difficult-terrain',
  'dangerous-terrain',
  'teleport',
  'transport-destroyed',
  'close-assault-attack',
  'close-assault-defence',
  'close-assault-shield',
  'close-assault-deflector',
  'building-to-hit',
  'building-armor-save',
  'building-collapse',
  'building-damage-attack',
  'building-escape',
  'titan-core-restart',
  'titan-repair',
  'titan-burst',
]);

/** The rule IDs an emitted event names once the ruleset's table is applied, as the kit merges them. */
function rulesOfEvent(event: EventBase): string[] {
  const table = XENOCIDE_EVENT_RULES as Readonly<Record<string, readonly string[] | undefined>>;
  return rulesOf(table[event.type], event.rules);
}

const entry = rulesetDescription('xenocide');

/** One seeded game of each scenario with the bundled armies and the heuristic bot on both sides. */
function sampleGames() {
  if (!entry) throw new Error('the registry has no xenocide entry');
  return SCENARIOS.map((scenario, i) => ({
    scenario,
    game: playGame({
      ruleset: entry.ruleset,
      setup: entry.setup({ scenario }),
      bots: { red: xenocideHeuristicBot(), blue: xenocideHeuristicBot() },
      seed: 1300 + i,
    }),
  }));
}

describe('XENOCIDE_EVENT_RULES: the catalogue rules that decide each event', () => {
  it('names only catalogue IDs', () => {
    const ids = Object.values(XENOCIDE_EVENT_RULES).flat();
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id) => !CATALOGUE.has(id as string))).toEqual([]);
  });

  it('gives every event type of a seeded bot game of each scenario at least one rule ID, all from the catalogue', () => {
    const games = sampleGames();
    const reach = new Map<string, Set<string>>();
    const untagged = new Set<string>();
    const unknown = new Set<string>();
    const diceWithoutRules = new Set<string>();
    for (const { scenario, game } of games) {
      expect(game.outcome).toBeDefined();
      for (const event of game.events) {
        const rules = rulesOfEvent(event);
        if (event.type === 'dice-rolled') {
          const purpose = (event as { readonly purpose: string }).purpose;
          if (RULES_PURPOSES.has(purpose) && rules.length === 0) diceWithoutRules.add(purpose);
        } else if (event.type !== 'game-ended' && rules.length === 0) untagged.add(event.type);
        for (const id of rules) {
          if (!CATALOGUE.has(id)) unknown.add(id);
          const seen = reach.get(id) ?? new Set<string>();
          seen.add(scenario);
          reach.set(id, seen);
        }
      }
    }
    // XENOCIDE_REACH_OUT=/tmp/x.json writes the sample's reach report ({ ID: { games } }) for rule-reach.mjs.
    const out = process.env.XENOCIDE_REACH_OUT;
    if (out) {
      const report = Object.fromEntries([...reach].sort().map(([id, seen]) => [id, { games: seen.size }]));
      writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
    }
    expect([...untagged]).toEqual([]);
    expect([...unknown]).toEqual([]);
    expect([...diceWithoutRules]).toEqual([]);
    // Four short games already reach close to a quarter of the catalogue (97 IDs when this was written).
    expect(reach.size).toBeGreaterThanOrEqual(90);
  }, 600_000);
});

/** Dice that roll `faces` in order and keep every `dice-rolled` event. */
function scriptedDice(faces: readonly number[]) {
  const events: DiceRolledEvent[] = [];
  return { dice: new CommandDice(initialDiceState(scripted(faces)), (e) => events.push(e)), events };
}

describe('rule IDs on the rolls of rules/', () => {
  it('XEN-HIT-05 a to-hit roll at modified Accuracy 0 and its reroll of the 1s name the ladder rule', () => {
    const { dice, events } = scriptedDice([1, 3, 4]);
    const roll = rollToHit(dice, { shots: 2, accuracy: 0, rules: ['XEN-HIT-02', 'XEN-SUP-04'] });
    expect(roll.hits).toBe(1);
    expect(events.map((e) => [e.purpose, e.rules])).toEqual([
      ['to-hit', ['XEN-HIT-01', 'XEN-HIT-05', 'XEN-HIT-02', 'XEN-SUP-04']],
      ['to-hit-reroll', ['XEN-HIT-01', 'XEN-HIT-05', 'XEN-HIT-02', 'XEN-SUP-04']],
    ]);
  });

  it('XEN-SAVE-02 each save step names its own rule, the cover step the rules that made the cover save', () => {
    const { dice, events } = scriptedDice([6, 6, 1]);
    const hits = [{ id: 0, strength: 0 }];
    rollPoolSaves(dice, hits, { cover: 3, shield: 2, armor: 4, coverRules: ['XEN-SAVE-09', 'XEN-SAVE-11'] });
    expect(events.map((e) => [e.purpose, e.rules])).toEqual([
      [
        'cover-save',
        ['XEN-SAVE-02', 'XEN-SAVE-06', 'XEN-SAVE-07', 'XEN-SAVE-08', 'XEN-SAVE-09', 'XEN-SAVE-11'],
      ],
      ['shield-save', ['XEN-SAVE-02', 'XEN-SAVE-03', 'XEN-STAT-13']],
      ['armor-save', ['XEN-SAVE-02', 'XEN-SAVE-05', 'XEN-STAT-11', 'XEN-STAT-19']],
    ]);
  });

  it('XEN-SUP-17 a close-assault suppression test names the CA test rules and the modifiers that applied', () => {
    const { dice, events } = scriptedDice([2, 3]);
    const test = rollSuppressionTest(dice, {
      target: 5,
      purpose: 'close-assault-suppression',
      rules: ['XEN-SUP-18', 'XEN-SUP-23'],
    });
    expect(test.passed).toBe(true);
    expect(events[0]?.rules).toEqual(['XEN-SUP-16', 'XEN-SUP-17', 'XEN-SUP-15', 'XEN-SUP-18', 'XEN-SUP-23']);
  });
});
