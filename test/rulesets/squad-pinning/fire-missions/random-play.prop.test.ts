import type { GameEvent } from 'sandtable';
import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import type { SqCommand } from '../../../../src/rulesets/squad-pinning/commands/schema';
import { squadPinning } from '../../../../src/rulesets/squad-pinning/ruleset';
import { LONG, scale } from '../../../support/scale';

const setup = {
  players: [
    { id: 'red', force: 'linePatrol' },
    { id: 'blue', force: 'strikePatrol' },
  ],
} as const;

const EAGER_STEPS = ['availability', 'asset', 'on-board', 'scatter', 'fire-for-effect', 'chain-ended'];

/**
 * Plays up to `seeds` seeds (stopping early, unless `all`, once every step of `until` was seen); `eager` calls a
 * fire mission whenever one is legal. Counts the games finished and the fire-mission steps seen.
 */
function play(
  eager: boolean,
  seeds: number,
  until: readonly string[] = [],
  all = LONG,
): { finished: number; played: number; steps: Set<string> } {
  const steps = new Set<string>();
  let finished = 0;
  let played = 0;
  for (let seed = 1; seed <= seeds; seed++) {
    if (!all && until.length > 0 && until.every((s) => steps.has(s))) break;
    played++;
    const match = playRandomGame(squadPinning, setup as never, {
      seed,
      ...(eager
        ? {
            policy: ({ legal, random }) => {
              const calls = (legal as SqCommand[]).filter((c) => c.type === 'call-fire');
              return calls.length > 0 ? (calls[random(calls.length)] as never) : undefined;
            },
          }
        : {}),
      onCommand: (_state, events: readonly GameEvent<unknown>[]) => {
        for (const e of events as unknown as { type: string; step?: string }[])
          if (e.type === 'fire-mission' && e.step) steps.add(e.step);
      },
    });
    if (match.state.outcome) finished++;
  }
  return { finished, played, steps };
}

// Random games that call fire whenever they can: the long suite plays 10, the quick suite plays them only until
// every fire-mission step has been seen (the random-games property covers plain random play).
describe('squad-pinning fire missions in random play', () => {
  it('SQ-DEF-22 random games that call fire whenever they can finish without throwing', () => {
    const { finished, played, steps } = play(true, 10, EAGER_STEPS);
    expect(finished).toBe(played);
    for (const step of EAGER_STEPS) expect(steps.has(step)).toBe(true);
  });
});
