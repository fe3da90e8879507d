import { applyCommand, type GameState } from 'sandtable';
import { expect } from 'vitest';
import type { XzEvent } from '../../../../src/rulesets/xenos-zealots/events';
import type { ForceInput } from '../../../../src/rulesets/xenos-zealots/schemas/force';
import type {
  ScenarioInput,
  TerrainFeatureInput,
} from '../../../../src/rulesets/xenos-zealots/schemas/scenario';
import type { UnitCardInput } from '../../../../src/rulesets/xenos-zealots/schemas/unit-card';
import type { OrderKind, XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { aForce, aUnit } from '../builders';
import { acting, game, position, RED, type UnitPlacement, withOrder } from '../engine-support';

/** Plenty of 6s: passed saves after the to-hit dice, so a hit's resolution never runs out of dice. */
export const SAVES = [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6];

/** A red shooting position: red's cards and blue's, where each stands, terrain, red's order (default Evade: Shoot first). */
export interface Range {
  readonly red?: UnitCardInput[];
  readonly blue?: UnitCardInput[];
  readonly place: Readonly<Record<string, UnitPlacement>>;
  readonly terrain?: TerrainFeatureInput[];
  readonly order?: OrderKind;
  readonly blueForce?: Partial<ForceInput>;
}

/** Builds the position with red acting, `red.squad` (or the first red unit) holding `order` for its Shoot. */
export function range(spec: Range, shooter = 'red.squad'): XzState {
  const scenario: ScenarioInput = { id: 'range', name: 'Range', terrain: (spec.terrain ?? []) as never };
  const state = position({
    red: aForce(spec.red ?? [aUnit()]),
    blue: aForce(spec.blue ?? [aUnit()], spec.blueForce ?? {}),
    scenario,
    place: spec.place,
  });
  const order = spec.order ?? 'evade';
  withOrder(state, shooter, order, order === 'evade' ? 0 : 1);
  acting(state, RED, order === 'evade' ? 'primary' : 'secondary');
  return state;
}

/** A Shoot command for red. */
export function shot(
  unit: string,
  aim: { x: number; y: number },
  fire: { model: string; weapon: string; target: string; at?: { x: number; y: number }; bearing?: number }[],
  pivot?: number,
) {
  return { type: 'shoot', player: RED, unit, aim, fire, ...(pivot === undefined ? {} : { pivot }) } as never;
}

/** Every model of a unit firing one weapon at a target. */
export function volley(state: XzState, unit: string, weapon: string, target: string) {
  const u = state.units.find((x) => x.id === unit);
  return (u?.models ?? []).filter((m) => m.alive).map((m) => ({ model: m.id, weapon, target }));
}

/** Applies a command that must be accepted; returns the new state and events. */
export function accept(before: GameState<XzState>, command: never) {
  const result = applyCommand(before, command);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return {
    state: result.state.game as XzState,
    events: result.events as unknown as readonly XzEvent[],
    game: result.state,
  };
}

/** Applies a command that must be refused; returns the error. */
export function refused(before: GameState<XzState>, command: never) {
  const result = applyCommand(before, command);
  expect(result.ok, 'the command should be refused').toBe(false);
  if (result.ok) throw new Error('accepted');
  return result.error as {
    code: string;
    message: string;
    rule?: string;
    path?: readonly (string | number)[];
  };
}

/** The events of one type. */
export function ofType<T extends XzEvent['type']>(events: readonly XzEvent[], type: T) {
  return events.filter((e) => e.type === type) as Extract<XzEvent, { type: T }>[];
}

/** The models hit, in order. */
export function hitModels(events: readonly XzEvent[]): string[] {
  return ofType(events, 'hit-allocated').map((e) => e.model);
}

export { game };
