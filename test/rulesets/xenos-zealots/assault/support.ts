import { applyCommand, type GameState } from 'sandtable';
import { expect } from 'vitest';
import type { XzCommandInput } from '../../../../src/rulesets/xenos-zealots/commands/schema';
import type { XzEvent } from '../../../../src/rulesets/xenos-zealots/events';
import type { ScenarioInput } from '../../../../src/rulesets/xenos-zealots/schemas/scenario';
import type { UnitCardInput } from '../../../../src/rulesets/xenos-zealots/schemas/unit-card';
import type { XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { aForce, aUnit, aWeapon } from '../builders';
import { acting, BLUE, game, position, RED, unit, withOrder } from '../engine-support';

export { BLUE, RED, unit };

/** A close-combat weapon: Effect 1 die, AP 4, Damage 4 unless overridden. */
export const aBlade = (over: Partial<Parameters<typeof aWeapon>[0]> = {}) =>
  aWeapon({ name: 'Blade', type: 'assault', range: 0, ap: 4, damage: 4, effect: 1, ...over });

/** A squad card with a Blade besides its Rifle. */
export const assaultSquad = (over: Partial<UnitCardInput> = {}): UnitCardInput =>
  aUnit({ weapons: [aWeapon(), aBlade()], ...over });

/** Where the squads stand: red (the charger) along y = 20, blue along y = 26 (centres 1.5" apart along x). */
export interface DuelSpec {
  readonly red?: UnitCardInput;
  readonly blue?: UnitCardInput;
  readonly redAt?: { x: number; y: number; spacing?: number; models?: { x: number; y: number }[] };
  readonly blueAt?: { x: number; y: number; spacing?: number; models?: { x: number; y: number }[] };
  readonly scenario?: ScenarioInput;
}

/** A red squad on a CHARGE order in Secondary Actions (its Move taken), facing a blue squad. */
export function duel(spec: DuelSpec = {}): XzState {
  const state = position({
    red: aForce([spec.red ?? assaultSquad()]),
    blue: aForce([spec.blue ?? assaultSquad()]),
    ...(spec.scenario ? { scenario: spec.scenario } : {}),
    place: {
      'red.squad': spec.redAt ?? { x: 30, y: 20 },
      'blue.squad': spec.blueAt ?? { x: 30, y: 26 },
    },
  });
  withOrder(state, 'red.squad', 'charge', 1);
  for (const u of state.units) u.rerolls = 0;
  return acting(state, RED, 'secondary');
}

/** An Assault command for red's squad. */
export function charge(
  models: { model: string; x: number; y: number }[],
  target = 'blue.squad',
): XzCommandInput {
  return { type: 'assault', player: RED, unit: 'red.squad', target, models };
}

/** Applies a command, expecting it accepted; returns the new game and its events. */
export function accept(g: GameState<XzState>, command: XzCommandInput) {
  const r = applyCommand(g, command as never);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.error)}`);
  return {
    game: r.state as GameState<XzState>,
    state: r.state.game as XzState,
    events: r.events as unknown as XzEvent[],
  };
}

/** Applies a command, expecting a refusal with `code` (and `rule`); the state is left unchanged. */
export function refused(g: GameState<XzState>, command: XzCommandInput, code: string, rule?: string) {
  const r = applyCommand(g, command as never);
  expect(r.ok, r.ok ? 'accepted' : '').toBe(false);
  if (r.ok) return undefined;
  expect(r.error.code).toBe(code);
  if (rule) expect(r.error.rule).toBe(rule);
  return r.error;
}

/** The events of one type. */
export function ofType<T extends XzEvent['type']>(events: readonly XzEvent[], type: T) {
  return events.filter((e): e is Extract<XzEvent, { type: T }> => e.type === type);
}

export { game };

/** Plenty of 1s: every roll fails (no hits, a failed test). */
export const ONES: readonly number[] = Array.from({ length: 60 }, () => 1);
