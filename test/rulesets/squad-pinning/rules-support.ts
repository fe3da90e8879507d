import type { GameState } from 'sandtable';
import type { SqCommandInput } from '../../../src/rulesets/squad-pinning/commands/schema';
import type { SqEvent } from '../../../src/rulesets/squad-pinning/events';
import type { ParamsInput, ProfileInput } from '../../../src/rulesets/squad-pinning/params';
import type { SqState } from '../../../src/rulesets/squad-pinning/state';
import { accept, acting, game, type PositionSpec, position } from './engine-support';

const many = (weapon: string, n: number) => Array.from({ length: n }, () => weapon);

/** Small test profiles (added through `params.profiles`). */
export const TEST_PROFILES: Record<string, ProfileInput> = {
  /** One regular rifleman with no save: a clean shooter. */
  gunner: { name: 'Gunner', type: 'infantry', models: 1, quality: 'regular', weapons: ['rifle'], points: 10 },
  /** Five regular riflemen, 5+ save. */
  squad5: {
    name: 'Squad of five',
    type: 'infantry',
    models: 5,
    quality: 'regular',
    save: 5,
    weapons: many('rifle', 5),
    points: 50,
  },
  /** Four regular riflemen, no save. */
  squad4: {
    name: 'Squad of four',
    type: 'infantry',
    models: 4,
    quality: 'regular',
    weapons: many('rifle', 4),
    points: 40,
  },
  /** Five regular riflemen with no armour save. */
  bare5: {
    name: 'Bare five',
    type: 'infantry',
    models: 5,
    quality: 'regular',
    weapons: many('rifle', 5),
    points: 40,
  },
};

/** A position with the test profiles available (and the given params merged in). */
export function pos(spec: PositionSpec): SqState {
  const params: ParamsInput = {
    ...(spec.params ?? {}),
    profiles: { ...TEST_PROFILES, ...(spec.params?.profiles ?? {}) } as never,
  };
  return position({ ...spec, params });
}

/** The purposes of the dice rolled, in order. */
export function rolled(events: readonly SqEvent[]): string[] {
  return (events as readonly { type: string; purpose?: string }[])
    .filter((e) => e.type === 'dice-rolled')
    .map((e) => e.purpose as string);
}

/** The dice-rolled events (faces and targets). */
export function diceEvents(
  events: readonly SqEvent[],
): { purpose: string; dice: number[]; target?: { value: number } }[] {
  return (events as readonly { type: string }[]).filter((e) => e.type === 'dice-rolled') as never;
}

/** `unit` (acting) shoots `target` with scripted `faces`. */
export function fire(
  state: SqState,
  shooter: string,
  target: string,
  faces: readonly number[],
): { game: GameState<SqState>; events: SqEvent[] } {
  const player = shooter.split('.')[0] as string;
  return accept(game(acting(state, shooter), faces), { type: 'shoot', player, unit: shooter, target });
}

/** Applies commands in turn (each must be accepted), collecting every event. */
export function run(
  g: GameState<SqState>,
  ...commands: SqCommandInput[]
): { game: GameState<SqState>; events: SqEvent[] } {
  let current = g;
  const events: SqEvent[] = [];
  for (const c of commands) {
    const r = accept(current, c);
    current = r.game;
    events.push(...r.events);
  }
  return { game: current, events };
}

/** Answers an open casualties prompt by removing the first models it lists as hit first (then any). */
export function takeCasualties(g: GameState<SqState>): { game: GameState<SqState>; events: SqEvent[] } {
  const stage = g.game.stage;
  if (stage.kind !== 'casualties') throw new Error(`no casualties prompt: ${stage.kind}`);
  const prompt = g.pending[0] as unknown as { constraints: { first: string[]; models: string[] } };
  const order = [...prompt.constraints.first, ...prompt.constraints.models];
  const models = [...new Set(order)].slice(0, stage.count);
  return accept(g, { type: 'remove-casualties', player: stage.player, unit: stage.unit, models });
}

/** A one-profile force. */
export function only(...profiles: string[]) {
  return { name: 'Test', units: profiles.map((profile) => ({ profile })) };
}
