import { readFileSync } from 'node:fs';
import { applyCommand, createGame, type GameState } from 'sandtable';
import { botRandom, randomBot } from 'sandtable/bots';
import { describe, expect, it } from 'vitest';
import { wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import { setupFor } from '../../support/wasteland-tactics';

const CATALOGUE = readFileSync(new URL('../../../docs/rules/wasteland-tactics.md', import.meta.url), 'utf8');

/** What these tests read of an event (ruleset and core events alike). */
interface Tagged {
  readonly type: string;
  readonly rules?: readonly string[];
  readonly purpose?: string;
  readonly action?: string;
}

interface Played {
  readonly events: Tagged[];
  readonly prompts: GameState['pending'][number][];
}

/** A seeded random game of `mission` for `commands` commands, with every event and prompt seen. */
function playFor(mission: 3 | 8 | 10, seed: number, commands: number): Played {
  const bot = randomBot();
  const random = botRandom(seed);
  let state: GameState = createGame(wastelandTactics, setupFor(2, mission), { seed });
  const events: Tagged[] = [];
  const prompts: GameState['pending'][number][] = [];
  for (let i = 0; i < commands && !state.outcome; i++) {
    prompts.push(...state.pending);
    const player = state.pending[0]?.player as string;
    const result = applyCommand(state, bot.choose(state, player, random) as never);
    if (!result.ok) throw new Error(result.error.message);
    events.push(...(result.events as readonly Tagged[]));
    state = result.state;
  }
  return { events, prompts };
}

const game = playFor(10, 7, 400);
const named = (rules: readonly string[] | undefined) => rules ?? [];

describe('rule IDs on events, prompts and dice (issue 13)', () => {
  it('every rule ID an event or a prompt names is a catalogue ID', () => {
    const ids = new Set([
      ...game.events.flatMap((e) => named(e.rules)),
      ...game.prompts.flatMap((p) => named(p.rules)),
    ]);
    expect(ids.size).toBeGreaterThan(20);
    expect([...ids].filter((id) => !CATALOGUE.includes(`**${id}**`))).toEqual([]);
  });

  it('every ruleset event and every prompt names at least one rule', () => {
    const bare = game.events.filter(
      (e) => e.type !== 'dice-rolled' && e.type !== 'game-ended' && named(e.rules).length === 0,
    );
    expect(bare.map((e) => e.type)).toEqual([]);
    expect(game.prompts.filter((p) => named(p.rules).length === 0).map((p) => p.kind)).toEqual([]);
  });

  it('WT-INIT-01 the initiative dice name the initiative rule, and WT-ACT-01 the activation prompt', () => {
    const initiative = game.events.find(
      (e) => e.type === 'dice-rolled' && e.purpose?.startsWith('initiative'),
    );
    expect(initiative?.rules).toContain('WT-INIT-01');
    expect(game.prompts.find((p) => p.kind === 'activate')?.rules).toContain('WT-ACT-01');
  });

  it('WT-SHOOT-05 / WT-FIGHT-08 attack rolls name the action rule and the hit value rule', () => {
    const attacks = game.events.filter((e) => e.type === 'attack-rolled');
    expect(attacks.length).toBeGreaterThan(0);
    for (const attack of attacks) {
      expect(attack.rules).toContain(attack.action === 'shoot' ? 'WT-SHOOT-05' : 'WT-FIGHT-08');
    }
  });
});
