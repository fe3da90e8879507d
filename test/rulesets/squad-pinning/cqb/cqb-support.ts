import type { GameState } from 'sandtable';
import type { SqCommandInput } from '../../../../src/rulesets/squad-pinning/commands/schema';
import type { SqEvent } from '../../../../src/rulesets/squad-pinning/events';
import type { ProfileInput } from '../../../../src/rulesets/squad-pinning/params';
import type { SqState } from '../../../../src/rulesets/squad-pinning/state';
import { accept, feature, unit } from '../engine-support';

/** A run of accepted commands: the game after them and every event. */
export interface Run {
  readonly game: GameState<SqState>;
  readonly events: SqEvent[];
}

/**
 * Applies a command that must be accepted, then answers every casualty prompt that follows by removing the
 * first living models (CQB casualties have no pool): the CQB tests' hits resolve without hand-written answers.
 */
export function run(g: GameState<SqState>, command: SqCommandInput, prior: readonly SqEvent[] = []): Run {
  let { game, events } = accept(g, command);
  const all = [...prior, ...events];
  for (let i = 0; i < 20 && game.game.stage.kind === 'casualties'; i++) {
    const stage = game.game.stage;
    const models = unit(game.game, stage.unit)
      .models.filter((m) => m.alive)
      .slice(0, stage.count)
      .map((m) => m.id);
    ({ game, events } = accept(game, {
      type: 'remove-casualties',
      player: stage.player,
      unit: stage.unit,
      models,
    }));
    all.push(...events);
  }
  return { game, events: all };
}

/** A run continued with another command. */
export function andThen(r: Run, command: SqCommandInput): Run {
  return run(r.game, command, r.events);
}

/** Woods (light cover 5+) covering the band y 14…20 across the table: blue at y 16 stands in cover. */
export const WOODS = {
  id: 'woods',
  name: 'Woods',
  victory: 'annihilation' as const,
  objectives: [],
  terrain: [feature('w1', 'woods', 0, 14, 48, 6)],
};

/** Ruins (heavy cover 4+) over y 11…20. */
export const RUINS = {
  id: 'ruins',
  name: 'Ruins',
  victory: 'annihilation' as const,
  objectives: [],
  terrain: [feature('r1', 'ruins', 0, 11, 48, 9)],
};

/** A team of 4 regular pistol-armed models with no save (short range for overwatch tests). */
export const PISTOL_TEAM: ProfileInput = {
  name: 'Pistol Team',
  type: 'infantry',
  models: 4,
  quality: 'regular',
  weapons: ['pistol', 'pistol', 'pistol', 'pistol'],
  points: 20,
};

/** An unarmoured regular squad of `n` rifles (no save: hits are wounds). */
export function rifles(n: number, extra: Partial<ProfileInput> = {}): ProfileInput {
  return {
    name: `Rifles ${n}`,
    type: 'infantry',
    models: n,
    quality: 'regular',
    weapons: Array.from({ length: n }, () => 'rifle'),
    points: 10 * n,
    ...extra,
  };
}

/** The living model positions of a unit moved by (dx, dy). */
export function moved(state: SqState, id: string, dx: number, dy: number): { x: number; y: number }[] {
  return unit(state, id)
    .models.filter((m) => m.alive)
    .map((m) => ({ x: m.x + dx, y: m.y + dy }));
}

/** `n` copies of a face. */
export const times = (n: number, face: number): number[] => Array.from({ length: n }, () => face);
