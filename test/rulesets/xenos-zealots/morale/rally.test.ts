import { applyCommand, type GameState, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XzEvent } from '../../../../src/rulesets/xenos-zealots/events';
import type { MoraleState, XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { aForce, aTank, aUnit } from '../builders';
import { acting, BLUE, game, position, RED, unit, withOrder } from '../engine-support';

type Rally = Extract<XzEvent, { type: 'rally-attempted' }>;

/**
 * Red's squad (Morale 3+) at (10, 10) in `morale`; blue's squad far away about to pass its second action, so the
 * Resolution Phase follows (XZ-TURN-13).
 */
function beforeResolution(
  morale: MoraleState,
  red = aForce(),
  extra: Record<string, { x: number; y: number }> = {},
) {
  const state = position({
    red,
    place: {
      'red.squad': { x: 10, y: 10, spacing: 1.2 },
      'blue.squad': { x: 40, y: 40, spacing: 1.2 },
      ...extra,
    },
  });
  unit(state, 'red.squad').morale = morale;
  withOrder(state, 'blue.squad', 'advance', 1);
  return acting(state, BLUE, 'secondary');
}

const resolve = (state: XzState, faces: number[]) =>
  applyCommand(game(state, faces), { type: 'pass-action', player: BLUE, unit: 'blue.squad' } as never);
const eventsOf = (result: ReturnType<typeof applyCommand>) => {
  if (!result.ok) throw new Error(result.error.message);
  return result.events as unknown as readonly XzEvent[];
};
const stateOf = (result: ReturnType<typeof applyCommand>) =>
  (result as { state: GameState<XzState> }).state.game;
const rallyOf = (result: ReturnType<typeof applyCommand>) =>
  eventsOf(result).find((e) => e.type === 'rally-attempted') as Rally;
const moraleOf = (result: ReturnType<typeof applyCommand>, id = 'red.squad') =>
  stateOf(result).units.find((u) => u.id === id)?.morale;

describe('XZ-MOR-16 … XZ-MOR-19 rallying (R25)', () => {
  it('XZ-MOR-16 a rally roll of D6 + modifiers at least the modified Morale value returns the unit to good morale', () => {
    const result = resolve(beforeResolution('suppressed'), [3]);
    const rally = rallyOf(result);
    expect(rally).toMatchObject({ roll: 3, modifier: 1, target: 4, success: true });
    expect(moraleOf(result)).toBe('ok');
  });

  it('XZ-MOR-16 a rallied unit receives orders normally from the next Command Phase', () => {
    const result = resolve(beforeResolution('suppressed'), [6]);
    const next = stateOf(result);
    expect(next.phase).toBe('command');
    expect(next.stage.kind).toBe('orders');
    const orders = legalCommands(result.ok ? result.state : (undefined as never), RED);
    expect(orders.some((c) => JSON.stringify(c).includes('red.squad'))).toBe(true);
  });

  it('XZ-STAT-07 the Morale value is the target number of the rally roll', () => {
    const state = beforeResolution('suppressed', aForce([aUnit({ morale: 5 })]));
    expect(rallyOf(resolve(state, [1])).target).toBe(6);
  });

  it('XZ-MOR-17 a failed rally roll leaves the unit in its current morale state', () => {
    const result = resolve(beforeResolution('neutralized'), [3]);
    expect(rallyOf(result)).toMatchObject({ success: false, target: 5 });
    expect(rallyOf(result).rules).toContain('XZ-MOR-17');
    expect(moraleOf(result)).toBe('neutralized');
  });

  it("XZ-MOR-18 only the current state's row applies: Suppressed +1, Neutralized +2, Routing +4", () => {
    expect(rallyOf(resolve(beforeResolution('suppressed'), [1])).target).toBe(4);
    expect(rallyOf(resolve(beforeResolution('neutralized'), [1])).target).toBe(5);
    expect(rallyOf(resolve(beforeResolution('routed'), [1, 1])).target).toBe(7);
  });

  it('XZ-MOR-18 a unit at half or less of its starting wounds adds 1 to its Morale value', () => {
    const state = beforeResolution('suppressed');
    for (const m of unit(state, 'red.squad').models.slice(2)) {
      m.alive = false;
      m.wounds = 0;
    }
    const rally = rallyOf(resolve(state, [1]));
    expect(rally.target).toBe(5);
    expect(rally.modifier).toBe(0);
  });

  it('XZ-MOR-19 +1 with more than ¾ of the starting wounds, +1 with more friendly than enemy units within 6", + the leader\'s bonus', () => {
    const red = aForce([aUnit({ leaderRallyBonus: 2 }), aUnit({ id: 'friend' })]);
    const state = beforeResolution('suppressed', red, { 'red.friend': { x: 10, y: 14 } });
    const rally = rallyOf(resolve(state, [1]));
    expect(rally.modifier).toBe(4);
    expect(rally.rules).toEqual(expect.arrayContaining(['XZ-MOR-19', 'R25']));
  });

  it('XZ-MOR-19 equal numbers of friendly and enemy units within 6" give no bonus', () => {
    const red = aForce([aUnit(), aUnit({ id: 'friend' })]);
    const state = beforeResolution('suppressed', red, {
      'red.friend': { x: 10, y: 14 },
      'blue.squad': { x: 10, y: 6 },
    });
    expect(rallyOf(resolve(state, [1])).modifier).toBe(1);
  });

  it('XZ-SMU-14 an Immobilised model can not be rallied to better than Suppressed', () => {
    const red = aForce([aUnit(), aTank()]);
    const state = beforeResolution('ok', red, { 'red.tank': { x: 20, y: 10 } });
    const tank = unit(state, 'red.tank');
    tank.morale = 'neutralized';
    const model = tank.models[0]!;
    model.mobility = { left: 0, start: 2 };
    const result = resolve(state, [6]);
    expect(moraleOf(result, 'red.tank')).toBe('suppressed');
    const change = eventsOf(result).find((e) => e.type === 'morale-changed' && e.unit === 'red.tank');
    expect(change?.rules).toContain('XZ-SMU-14');
  });

  it('XZ-TURN-13 only units on poor morale roll to rally, in the Resolution Phase', () => {
    const result = resolve(beforeResolution('ok'), []);
    expect(eventsOf(result).some((e) => e.type === 'rally-attempted')).toBe(false);
    const phases = eventsOf(result)
      .filter((e) => e.type === 'phase-started')
      .map((e) => (e as { phase: string }).phase);
    expect(phases).toEqual(['resolution', 'command']);
  });
});

describe('R4 Command re-rolls on a rally roll', () => {
  const commanded = (range = 6) =>
    aForce([
      aUnit({ command: { rerolls: 1, range } }),
      aUnit({ id: 'officer', command: { rerolls: 2, range } }),
    ]);

  it('XZ-RES-10 the owner may re-roll a failed rally die, and the new result stands', () => {
    const state = beforeResolution('suppressed', commanded());
    unit(state, 'red.squad').rerolls = 1;
    const first = resolve(state, [1, 5]);
    expect(stateOf(first).stage).toEqual({ kind: 'reroll', player: RED });
    expect(stateOf(first).reroll?.eligible).toEqual([0]);
    if (!first.ok) return;
    const decline = applyCommand(first.state, { type: 'reroll', player: RED, dice: [] } as never);
    expect(rallyOf(decline)).toMatchObject({ roll: 1, success: false });
    const second = applyCommand(first.state, { type: 'reroll', player: RED, dice: [0] } as never);
    const list = eventsOf(second);
    expect(list.find((e) => e.type === 'reroll-used')?.rules).toEqual(
      expect.arrayContaining(['XZ-RES-10', 'XZ-STAT-08', 'R4']),
    );
    expect(rallyOf(second)).toMatchObject({ roll: 5, success: true });
    expect(moraleOf(second)).toBe('ok');
  });

  it('XZ-RES-11 a die already re-rolled can not be re-rolled again, by any source', () => {
    const state = beforeResolution('suppressed', commanded(), { 'red.officer': { x: 10, y: 20 } });
    unit(state, 'red.squad').rerolls = 1;
    unit(state, 'red.officer').rerolls = 2;
    const first = resolve(state, [1, 2]);
    if (!first.ok) throw new Error(first.error.message);
    const second = applyCommand(first.state, { type: 'reroll', player: RED, dice: [0] } as never);
    expect(rallyOf(second)).toMatchObject({ roll: 2, success: false });
    expect(stateOf(second).stage.kind).not.toBe('reroll');
    const twice = applyCommand(first.state, { type: 'reroll', player: RED, dice: [0, 0] } as never);
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(twice.error.rule).toBe('XZ-RES-11');
  });

  it('XZ-STAT-08 re-rolls are used only within the Command range and are refilled each game turn', () => {
    const state = beforeResolution(
      'suppressed',
      aForce([aUnit(), aUnit({ id: 'officer', command: { rerolls: 2, range: 3 } })]),
      {
        'red.officer': { x: 30, y: 10 },
      },
    );
    unit(state, 'red.officer').rerolls = 1;
    const result = resolve(state, [1]);
    expect(stateOf(result).stage.kind).toBe('orders');
    expect(rallyOf(result).success).toBe(false);
    expect(stateOf(result).units.find((u) => u.id === 'red.officer')?.rerolls).toBe(2);
  });

  it('XZ-STAT-08 R4 the offer and the re-roll name the Command Value whose pool and radius allow them', () => {
    const state = beforeResolution(
      'suppressed',
      aForce([aUnit(), aUnit({ id: 'officer', command: { rerolls: 2, range: 12 } })]),
      { 'red.officer': { x: 10, y: 20 } },
    );
    unit(state, 'red.officer').rerolls = 2;
    const first = resolve(state, [1, 6]);
    expect(stateOf(first).reroll?.commander).toBe('red.officer');
    if (!first.ok) return;
    const prompt = first.state.pending.find((p) => p.kind === 'reroll') as { rules?: string[] } | undefined;
    expect(prompt?.rules).toEqual(expect.arrayContaining(['XZ-RES-10', 'XZ-STAT-08', 'R4']));
    const second = applyCommand(first.state, { type: 'reroll', player: RED, dice: [0] } as never);
    expect(eventsOf(second).find((e) => e.type === 'reroll-used')).toMatchObject({
      commander: 'red.officer',
    });
    expect(rallyOf(second)).toMatchObject({ roll: 6, success: true });
  });

  it('R4 a re-roll can be spent only from a pool with re-rolls left', () => {
    const state = beforeResolution('suppressed', commanded());
    unit(state, 'red.squad').rerolls = 0;
    const result = resolve(state, [1]);
    expect(stateOf(result).stage.kind).toBe('orders');
  });
});
