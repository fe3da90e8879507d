import { createGame, type GameState, gameFromState, scripted } from 'sandtable';
import { xenosZealots } from '../../../src/rulesets/xenos-zealots/ruleset';
import type { ForceInput } from '../../../src/rulesets/xenos-zealots/schemas/force';
import type { ScenarioInput } from '../../../src/rulesets/xenos-zealots/schemas/scenario';
import type { OrderKind, Stage, UnitState, XzState } from '../../../src/rulesets/xenos-zealots/state';
import { aForce } from './builders';

/** The players of every hand-built position: `red` attacks, `blue` defends (XZ-TURN-01). */
export const RED = 'red';
export const BLUE = 'blue';

/** An open 72"×48" table with the default zones and no terrain, or the scenario given. */
export const OPEN_TABLE: ScenarioInput = { id: 'open', name: 'Open table' };

/** Where a unit stands: its leader's (or only model's) point and facing; the others in a line beside it. */
export interface UnitPlacement {
  readonly x: number;
  readonly y: number;
  readonly facing?: number;
  /** Inches between models in the line (default 1.5), along +x. */
  readonly spacing?: number;
  /** Exact positions by model index, overriding the line. */
  readonly models?: readonly { readonly x: number; readonly y: number; readonly facing?: number }[];
}

/** A hand-built position: forces, scenario, and where each unit stands (units not placed stay off the table). */
export interface PositionSpec {
  readonly red?: ForceInput;
  readonly blue?: ForceInput;
  readonly scenario?: ScenarioInput;
  /** Keyed by unit id (`red.squad`). */
  readonly place: Readonly<Record<string, UnitPlacement>>;
}

/**
 * A game position after deployment, turn 1 (red attacks, red's zone north, blue's south), every placed unit
 * on the table; change fields with the helpers below, then wrap it with {@link game}.
 */
export function position(spec: PositionSpec): XzState {
  const start = createGame(
    xenosZealots,
    {
      players: [
        { id: RED, force: spec.red ?? aForce() },
        { id: BLUE, force: spec.blue ?? aForce() },
      ],
      scenario: (spec.scenario ?? OPEN_TABLE) as never,
      attacker: RED,
    },
    { seed: 1 },
  );
  const state = structuredClone(start.game) as XzState;
  state.sides[0] = { ...(state.sides[0] as XzState['sides'][number]), zone: 'north' };
  state.sides[1] = { ...(state.sides[1] as XzState['sides'][number]), zone: 'south' };
  for (const unit of state.units) {
    const at = spec.place[unit.id];
    if (!at) continue;
    unit.status = 'on-table';
    unit.models.forEach((m, i) => {
      const own = at.models?.[i];
      m.x = own?.x ?? at.x + i * (at.spacing ?? 1.5);
      m.y = own?.y ?? at.y;
      m.facing = own?.facing ?? at.facing ?? 0;
    });
  }
  state.turn = 1;
  state.phase = 'primary';
  state.half = 0;
  state.revealed = true;
  state.stage = { kind: 'act', player: RED };
  return state;
}

/** The unit with `id` in a position (for editing before wrapping). */
export function unit(state: XzState, id: string): UnitState {
  const found = state.units.find((u) => u.id === id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
}

/** Gives a unit a revealed order counter (R20). */
export function withOrder(state: XzState, id: string, order: OrderKind, actionsTaken = 0): XzState {
  const u = unit(state, id);
  u.order = { owner: u.player, revealed: true, value: order };
  u.actions = actionsTaken;
  if (order === 'infiltrate') u.infiltrating = true;
  if (order === 'fire-support') u.fireSupport = true;
  return state;
}

/**
 * Puts the position at an action phase (Primary or Secondary) with `player` acting (XZ-TURN-08 … XZ-TURN-11),
 * counters already turned over.
 */
export function acting(state: XzState, player: string, phase: 'primary' | 'secondary' = 'primary'): XzState {
  state.phase = phase;
  state.half = player === RED ? 0 : 1;
  state.revealed = true;
  state.stage = { kind: 'act', player } as Stage;
  return state;
}

/** Wraps a position as a game whose dice are `faces`, in order (a command needing more is rejected). */
export function game(state: XzState, faces: readonly number[] = []): GameState<XzState> {
  return gameFromState(xenosZealots, state, {
    seed: 1,
    dice: scripted([...faces]),
  }) as unknown as GameState<XzState>;
}

/** An open 72"×48" table with this terrain (and other scenario fields). */
export function tableWith(terrain: readonly unknown[], over: Partial<ScenarioInput> = {}): ScenarioInput {
  return { ...OPEN_TABLE, terrain: terrain as never, ...over };
}

/** Every live model of a unit moved by (dx, dy), as `move` placements. */
export function shifted(
  state: XzState,
  id: string,
  dx: number,
  dy: number,
): { model: string; x: number; y: number }[] {
  return unit(state, id)
    .models.filter((m) => m.alive)
    .map((m) => ({ model: m.id, x: m.x + dx, y: m.y + dy }));
}
