import type { GameEvent } from 'sandtable';
import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import type { SqCommand } from '../../../../src/rulesets/squad-pinning/commands/schema';
import { squadPinning } from '../../../../src/rulesets/squad-pinning/ruleset';

const setup = {
  players: [
    { id: 'red', force: 'linePatrol' },
    { id: 'blue', force: 'strikePatrol' },
  ],
} as const;

/** Plays `seeds` seeds; `eager` calls a fire mission whenever one is legal. Counts the fire-mission steps seen. */
function play(eager: boolean, seeds: number): { finished: number; steps: Set<string> } {
  const steps = new Set<string>();
  let finished = 0;
  for (let seed = 1; seed <= seeds; seed++) {
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
  return { finished, steps };
}

describe('squad-pinning fire missions in random play', () => {
  it('SQ-ACT-06 random games (linePatrol v strikePatrol, 20 seeds) finish without throwing', () => {
    const { finished, steps } = play(false, 20);
    expect(finished).toBe(20);
    expect(steps.has('fire-for-effect')).toBe(true);
  });

  it('SQ-DEF-22 random games that call fire whenever they can (10 seeds) finish without throwing', () => {
    const { finished, steps } = play(true, 10);
    expect(finished).toBe(10);
    for (const step of ['availability', 'asset', 'on-board', 'scatter', 'fire-for-effect', 'chain-ended'])
      expect(steps.has(step)).toBe(true);
  });
});
