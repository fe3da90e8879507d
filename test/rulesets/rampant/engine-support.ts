import { applyCommand, createGame, type GameState, gameFromState, scripted } from 'sandtable';
import { expect } from 'vitest';
import type { RmpCommandInput } from '../../../src/rulesets/rampant/commands/schema';
import type { ArmyInput } from '../../../src/rulesets/rampant/data/armies';
import type { ScenarioInput, TerrainFeature } from '../../../src/rulesets/rampant/data/tables';
import type { RmpEvent } from '../../../src/rulesets/rampant/events';
import type { ClassKey, ParamsInput } from '../../../src/rulesets/rampant/params';
import { rampant } from '../../../src/rulesets/rampant/ruleset';
import type { RmpState, Stage, UnitState } from '../../../src/rulesets/rampant/state';

/** The players of every hand-built position: `red` deploys south (y 0–12), `blue` north (y 36–48). */
export const RED = 'red';
export const BLUE = 'blue';

/** An open 72"×48" table with no terrain. */
export const OPEN_TABLE: ScenarioInput = { id: 'open', name: 'Open table', terrain: [] };

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

/** An army of classes (the first unit carries the Commander unless `commander` says which index). */
export function army(
  classes: ClassKey[],
  commander = 0,
  options: Record<number, ('mobile' | 'slow')[]> = {},
): ArmyInput {
  return {
    name: 'Test',
    units: classes.map((c, i) => ({
      class: c,
      commander: i === commander,
      ...(options[i] ? { options: options[i] } : {}),
    })),
  };
}

/** Where a unit stands: its first model's point; the others in a line along +x (`spacing`, default 1.5"). */
export interface UnitPlacement {
  readonly x: number;
  readonly y: number;
  readonly spacing?: number;
  readonly models?: readonly { readonly x: number; readonly y: number }[];
}

/** A hand-built position: armies (unit ids `red.u1`, `red.u2`, … in list order), table, parameters, placements. */
export interface PositionSpec {
  readonly red?: ArmyInput;
  readonly blue?: ArmyInput;
  readonly scenario?: ScenarioInput;
  readonly params?: ParamsInput;
  /** Keyed by unit id (`red.u1`); units not placed are removed from play (routed) unless `keep` lists them. */
  readonly place: Readonly<Record<string, UnitPlacement>>;
  /** Units left undeployed-and-out (embarked ones are set by hand). */
  readonly embark?: Readonly<Record<string, string>>;
}

const DEFAULT_ARMY = army(['lightInfantry', 'lightInfantry', 'lightInfantry']);

/**
 * A position in turn 1 with `red`'s activation phase at the orders step (its `order` prompt open), every placed
 * unit on the table; unplaced units are out of play (routed, so they count as lost: place every unit that
 * matters). Edit it with {@link unit}, then wrap it with {@link game}.
 */
export function position(spec: PositionSpec): RmpState {
  const start = createGame(
    rampant,
    {
      players: [
        { id: RED, army: spec.red ?? DEFAULT_ARMY },
        { id: BLUE, army: spec.blue ?? DEFAULT_ARMY },
      ],
      scenario: (spec.scenario ?? OPEN_TABLE) as never,
      ...(spec.params ? { params: spec.params } : {}),
    },
    { seed: 1 },
  );
  const state = structuredClone(start.game) as RmpState;
  state.sides = state.sides.map((s) => ({ ...s, zone: s.player === RED ? 'south' : 'north' }));
  state.first = RED;
  for (const u of state.units) {
    const carrier = spec.embark?.[u.id];
    if (carrier) {
      u.status = 'embarked';
      u.transport = carrier;
      continue;
    }
    const at = spec.place[u.id];
    if (!at) {
      u.status = 'routed';
      continue;
    }
    u.status = 'table';
    u.models.forEach((m, i) => {
      const own = at.models?.[i];
      m.x = own?.x ?? at.x + i * (at.spacing ?? 1.5);
      m.y = own?.y ?? at.y;
    });
  }
  state.turn = 1;
  state.phase = 'turn';
  state.initiative = RED;
  state.activation = { player: RED, step: 'orders', tried: [], wildTested: [], index: 0, freeFailed: false };
  state.stage = { kind: 'order', player: RED } as Stage;
  return state;
}

/** The unit with `id` (for editing a position before wrapping it, or reading a result). */
export function unit(state: RmpState, id: string): UnitState {
  const found = state.units.find((u) => u.id === id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
}

/** Wraps a position as a game whose dice are `faces`, in order (running out throws: supply spare faces). */
export function game(state: RmpState, faces: readonly number[] = []): GameState<RmpState> {
  return gameFromState(rampant, state, {
    seed: 1,
    dice: scripted([...faces]),
  }) as unknown as GameState<RmpState>;
}

/** Applies a command that must be accepted; returns the new game and its events. */
export function accept(
  g: GameState<RmpState>,
  command: RmpCommandInput,
): { game: GameState<RmpState>; events: RmpEvent[] } {
  const result = applyCommand(g as never, command as never);
  if (!result.ok) throw new Error(`rejected: ${JSON.stringify(result.error)}`);
  return {
    game: result.state as unknown as GameState<RmpState>,
    events: result.events.map((e) => (e as { event?: RmpEvent }).event ?? (e as unknown as RmpEvent)),
  };
}

/** Applies a command that must be rejected with `code` (and `rule`, when given); the state comes back unchanged. */
export function refused(g: GameState<RmpState>, command: RmpCommandInput, code: string, rule?: string) {
  const result = applyCommand(g as never, command as never);
  expect(result.ok).toBe(false);
  if (result.ok) return undefined;
  expect(result.error.code).toBe(code);
  if (rule) expect(result.error.rule).toBe(rule);
  expect(result.state).toBe(g);
  return result.error;
}

/** Events of one type. */
export function eventsOf<T extends RmpEvent['type']>(
  events: readonly RmpEvent[],
  type: T,
): Extract<RmpEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<RmpEvent, { type: T }>[];
}

/** Whether any event names a rule. */
export function names(events: readonly RmpEvent[], rule: string): boolean {
  return events.some((e) => e.rules?.includes(rule));
}
