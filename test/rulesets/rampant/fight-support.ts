import type { GameState } from 'sandtable';
import type { RmpCommandInput } from '../../../src/rulesets/rampant/commands/schema';
import type { RmpEvent } from '../../../src/rulesets/rampant/events';
import type { RmpState } from '../../../src/rulesets/rampant/state';
import { accept } from './engine-support';

/** A pool of `n` faces with exactly `hits` dice at 6 and the rest at 1 (hits whatever the value needed). */
export function pool(hits: number, n = 10): number[] {
  return [...Array<number>(hits).fill(6), ...Array<number>(n - hits).fill(1)];
}

/** Plays commands in order; every model-removal prompt met on the way is answered with the unit's last models. */
export function play(
  g: GameState<RmpState>,
  ...commands: RmpCommandInput[]
): { game: GameState<RmpState>; events: RmpEvent[] } {
  let game = g;
  const events: RmpEvent[] = [];
  const step = (c: RmpCommandInput) => {
    const r = accept(game, c);
    game = r.game;
    events.push(...r.events);
  };
  const removals = () => {
    for (;;) {
      const st = game.game.stage;
      if (st.kind !== 'remove-models') return;
      const u = game.game.units.find((x) => x.id === st.unit);
      const models = (u?.models ?? []).filter((m) => m.alive).map((m) => m.id);
      step({
        type: 'remove-models',
        player: st.player,
        unit: st.unit,
        models: models.slice(models.length - st.count).reverse(),
      });
    }
  };
  for (const c of commands) {
    removals();
    step(c);
  }
  removals();
  return { game, events };
}

/** An Attack order from red. */
export function attack(unit: string, target: string): RmpCommandInput {
  return { type: 'order', player: unit.split('.')[0] as string, unit, action: 'attack', target };
}

/** The y of every living model of a unit. */
export function ys(g: GameState<RmpState>, id: string): number[] {
  const u = g.game.units.find((x) => x.id === id);
  return (u?.models ?? []).filter((m) => m.alive).map((m) => m.y);
}

/** The x of every living model of a unit. */
export function xs(g: GameState<RmpState>, id: string): number[] {
  const u = g.game.units.find((x) => x.id === id);
  return (u?.models ?? []).filter((m) => m.alive).map((m) => m.x);
}

/** The rolled dice events, by purpose prefix. */
export function rolls(events: readonly RmpEvent[], prefix: string): number[][] {
  return events
    .filter(
      (e) =>
        (e as { type: string }).type === 'dice-rolled' &&
        String((e as { purpose?: string }).purpose).startsWith(prefix),
    )
    .map((e) => [...((e as unknown as { dice: number[] }).dice ?? [])]);
}
