import { applyCommand, createGame, type GameState, gameFromState, scripted } from 'sandtable';
import { expect } from 'vitest';
import type { SqCommandInput } from '../../../src/rulesets/squad-pinning/commands/schema';
import type { SqEvent } from '../../../src/rulesets/squad-pinning/events';
import type { ParamsInput } from '../../../src/rulesets/squad-pinning/params';
import { squadPinning } from '../../../src/rulesets/squad-pinning/ruleset';
import type { ForceInput } from '../../../src/rulesets/squad-pinning/schemas/force';
import type { ScenarioInput, TerrainFeature } from '../../../src/rulesets/squad-pinning/schemas/scenario';
import type { SqState, Stage, UnitState } from '../../../src/rulesets/squad-pinning/state';

/** The players of every hand-built position: `red` deploys south (y 0–12), `blue` north. */
export const RED = 'red';
export const BLUE = 'blue';

/** An open 48"×48" table with no terrain and no objectives (annihilation). */
export const OPEN_TABLE: ScenarioInput = {
  id: 'open',
  name: 'Open table',
  victory: 'annihilation',
  objectives: [],
  terrain: [],
};

/** A rectangle terrain feature. */
export function feature(
  id: string,
  type: TerrainFeature['type'],
  x: number,
  y: number,
  w: number,
  h: number,
): TerrainFeature {
  return {
    id,
    type,
    points: [
      { x, y },
      { x: x + w, y },
      { x: x + w, y: y + h },
      { x, y: y + h },
    ],
  };
}

/** Where a unit stands: its first model's point; the others in a line along +x (`spacing`, default 1.5"). */
export interface UnitPlacement {
  readonly x: number;
  readonly y: number;
  readonly facing?: number;
  readonly spacing?: number;
  readonly models?: readonly { readonly x: number; readonly y: number }[];
}

/** A hand-built position: forces (unit ids are `red.u1`, `red.u2`, … in force order), table and placements. */
export interface PositionSpec {
  readonly red?: ForceInput;
  readonly blue?: ForceInput;
  readonly scenario?: ScenarioInput;
  readonly params?: ParamsInput;
  /** Keyed by unit id (`red.u1`); units not placed stay undeployed (off the table). */
  readonly place: Readonly<Record<string, UnitPlacement>>;
}

/** A force of profile keys. */
export function force(...profiles: string[]): ForceInput {
  return { name: 'Test', units: profiles.map((profile) => ({ profile })) };
}

/**
 * A position in turn 1 after deployment with `red` to act (its `activate` prompt open), every placed unit on
 * the table; edit it with {@link unit}, then wrap it with {@link game}.
 */
export function position(spec: PositionSpec): SqState {
  const start = createGame(
    squadPinning,
    {
      players: [
        { id: RED, force: spec.red ?? force('rifleSquad') },
        { id: BLUE, force: spec.blue ?? force('rifleSquad') },
      ],
      scenario: (spec.scenario ?? OPEN_TABLE) as never,
      ...(spec.params ? { params: spec.params } : {}),
    },
    { seed: 1 },
  );
  const state = structuredClone(start.game) as SqState;
  state.sides = [
    { player: RED, zone: 'south' },
    { player: BLUE, zone: 'north' },
  ];
  state.first = RED;
  for (const u of state.units) {
    const at = spec.place[u.id];
    if (!at) {
      u.status = 'removed';
      for (const m of u.models) m.alive = false;
      continue;
    }
    u.status = 'table';
    u.reconDone = true;
    u.models.forEach((m, i) => {
      const own = at.models?.[i];
      m.x = own?.x ?? at.x + i * (at.spacing ?? 1.5);
      m.y = own?.y ?? at.y;
      m.facing = at.facing ?? 0;
    });
  }
  state.turn = 1;
  state.phase = 'turn';
  state.initiative = RED;
  state.active = RED;
  state.stage = { kind: 'activate', player: RED };
  return state;
}

/** The unit with `id` (for editing a position before wrapping it, or reading a result). */
export function unit(state: SqState, id: string): UnitState {
  const found = state.units.find((u) => u.id === id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
}

/** Puts `id` mid-activation with its action prompt open. */
export function acting(state: SqState, id: string): SqState {
  const u = unit(state, id);
  state.active = u.player;
  state.acting = { unit: id, actionsLeft: state.params.actionsPerActivation, done: [] };
  state.stage = { kind: 'action', player: u.player, unit: id } as Stage;
  return state;
}

/** Wraps a position as a game whose dice are `faces`, in order (running out throws: supply spare faces). */
export function game(state: SqState, faces: readonly number[] = []): GameState<SqState> {
  return gameFromState(squadPinning, state, {
    seed: 1,
    dice: scripted([...faces]),
  }) as unknown as GameState<SqState>;
}

/** Applies a command that must be accepted; returns the new game and its events. */
export function accept(
  g: GameState<SqState>,
  command: SqCommandInput,
): { game: GameState<SqState>; events: SqEvent[] } {
  const result = applyCommand(g as never, command as never);
  if (!result.ok) throw new Error(`rejected: ${JSON.stringify(result.error)}`);
  return {
    game: result.state as unknown as GameState<SqState>,
    events: result.events.map((e) => (e as { event?: SqEvent }).event ?? (e as unknown as SqEvent)),
  };
}

/** Applies a command that must be rejected with `code` (and `rule`, when given); the state comes back unchanged. */
export function refused(g: GameState<SqState>, command: SqCommandInput, code: string, rule?: string) {
  const result = applyCommand(g as never, command as never);
  expect(result.ok).toBe(false);
  if (result.ok) return undefined;
  expect(result.error.code).toBe(code);
  if (rule) expect(result.error.rule).toBe(rule);
  expect(result.state).toBe(g);
  return result.error;
}

/** The living models of a unit moved by (dx, dy), as positions. */
export function shifted(state: SqState, id: string, dx: number, dy: number): { x: number; y: number }[] {
  return unit(state, id)
    .models.filter((m) => m.alive)
    .map((m) => ({ x: m.x + dx, y: m.y + dy }));
}

/** Events of one type. */
export function eventsOf<T extends SqEvent['type']>(
  events: readonly SqEvent[],
  type: T,
): Extract<SqEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<SqEvent, { type: T }>[];
}
