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

/** A squad card with a Blade besides its Rifle, Coherency 6" (so the five-model line is coherent). */
export const assaultSquad = (over: Partial<UnitCardInput> = {}): UnitCardInput =>
  aUnit({ weapons: [aWeapon(), aBlade()], coherency: 6, ...over });

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

/** The five red models moved straight south into contact with the blue line (centres 1.005" apart). */
export const intoContact = (y = 24.995) =>
  [0, 1, 2, 3, 4].map((i) => ({ model: `red.squad.m${i + 1}`, x: 30 + i * 1.5, y }));

/** A lone blue model at the table edge and five red models north of it (room for three in contact). */
export const edge = (blue: Partial<UnitCardInput> = {}, red: Partial<UnitCardInput> = {}) =>
  duel({
    red: assaultSquad(red),
    blue: assaultSquad({ models: [{ name: 'Champion', leader: true }], ...blue }),
    blueAt: { x: 30, y: 47.5 },
    redAt: {
      x: 30,
      y: 43,
      models: [
        { x: 30, y: 43 },
        { x: 28.5, y: 43 },
        { x: 31.5, y: 43 },
        { x: 27, y: 43 },
        { x: 33, y: 43 },
      ],
    },
  });

/** The edge position's legal assault: three in contact (leader, west, east), two within 2". */
export const edgeCharge = () =>
  charge([
    { model: 'red.squad.m1', x: 30, y: 46.495 },
    { model: 'red.squad.m2', x: 29.1296, y: 46.9975 },
    { model: 'red.squad.m3', x: 30.8704, y: 46.9975 },
    { model: 'red.squad.m4', x: 28.2, y: 46.2 },
    { model: 'red.squad.m5', x: 31.8, y: 46.2 },
  ]);

/** The core's `dice-rolled` event, as the tests read it. */
export interface DiceRolled {
  readonly type: 'dice-rolled';
  readonly purpose: string;
  readonly sides: number;
  readonly dice: readonly number[];
}

/** The dice rolled, in order. */
export function rolls(events: readonly unknown[]): DiceRolled[] {
  return events.filter((e) => (e as { type: string }).type === 'dice-rolled') as DiceRolled[];
}
