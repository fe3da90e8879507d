import type { GameState } from 'sandtable';
import { diceLeft } from 'sandtable/testing';
import { expect } from 'vitest';
import type { SqEvent } from '../../../../src/rulesets/squad-pinning/events';
import type { SqState } from '../../../../src/rulesets/squad-pinning/state';
import { accept, BLUE, eventsOf, RED } from '../engine-support';

/** Spare faces after every script: a test asserts they are all left, so the flow rolled exactly what it scripted. */
export const SPARE = [6, 6, 6] as const;

type Game = GameState<SqState>;

/** Runs commands in order (each must be accepted); returns the last game and every event. */
export function run(g: Game, ...commands: Parameters<typeof accept>[1][]): { game: Game; events: SqEvent[] } {
  let current = g;
  const events: SqEvent[] = [];
  for (const c of commands) {
    const r = accept(current, c);
    current = r.game;
    events.push(...r.events);
  }
  return { game: current, events };
}

/** The call-fire command of a red unit. */
export const call = (unit = 'red.u1') => ({ type: 'call-fire' as const, player: RED, unit });

/** The mark-target command of a red unit. */
export const mark = (x: number, y: number, heading?: number, unit = 'red.u1') => ({
  type: 'mark-target' as const,
  player: RED,
  unit,
  at: { x, y },
  ...(heading !== undefined ? { heading } : {}),
});

/** Blue's remove-casualties command. */
export const remove = (unit: string, ...models: string[]) => ({
  type: 'remove-casualties' as const,
  player: BLUE,
  unit,
  models,
});

/** The fire-mission events of one step. */
export function step(events: readonly SqEvent[], name: string) {
  return eventsOf(events, 'fire-mission').filter((e) => e.step === name);
}

/** The one fire-mission event of a step (fails when there is not exactly one). */
export function only(events: readonly SqEvent[], name: string) {
  const found = step(events, name);
  expect(found).toHaveLength(1);
  return found[0] as (typeof found)[number];
}

/** Asserts every scripted face but the spares was used. */
export function usedAllBut(g: Game, spare = SPARE.length): void {
  expect(diceLeft(g as never)).toBe(spare);
}

/** The faces of the dice-rolled events whose purpose starts with `prefix`, with their targets. */
export function rolls(events: readonly SqEvent[], prefix: string) {
  return (
    events as unknown as { type: string; purpose?: string; dice?: number[]; target?: { value: number } }[]
  )
    .filter((e) => e.type === 'dice-rolled' && e.purpose?.startsWith(prefix))
    .map((e) => ({ dice: e.dice ?? [], target: e.target?.value }));
}
