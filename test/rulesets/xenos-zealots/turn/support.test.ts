import { applyCommand, type GameState, viewFor } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XzEvent } from '../../../../src/rulesets/xenos-zealots/events';
import { modelDistance } from '../../../../src/rulesets/xenos-zealots/rules/units';
import type { XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { aForce, aUnit, aWeapon } from '../builders';
import { acting, BLUE, game, position, RED, unit, withOrder } from '../engine-support';

type Result = ReturnType<typeof applyCommand>;
const eventsOf = (r: Result) => {
  if (!r.ok) throw new Error(r.error.message);
  return r.events as unknown as readonly XzEvent[];
};
const stateOf = (r: Result) => (r as { state: GameState<XzState> }).state.game;

const withReserve = () =>
  aForce([aUnit()], {
    offTableAssets: [
      { kind: 'reserve', unit: aUnit({ id: 'reserve', name: 'Reserve Squad' }) },
      {
        kind: 'strike',
        name: 'Bombard',
        weapon: aWeapon({ name: 'Shell', type: 'support', effect: { template: 'blast', diameter: 3 } }),
      },
    ],
  });

/** Turn 1's Command Phase with red holding a reserve; blue's squad at (40, 40). */
function commandPhase() {
  const state = position({
    red: withReserve(),
    place: { 'red.squad': { x: 10, y: 6, spacing: 1.2 }, 'blue.squad': { x: 40, y: 40, spacing: 1.2 } },
  });
  state.phase = 'command';
  state.stage = { kind: 'orders', players: [RED, BLUE] };
  for (const s of state.sides) s.ordersDone = false;
  return state;
}

const markers = [
  { x: 20, y: 20 },
  { x: 30, y: 20 },
  { x: 40, y: 20 },
  { x: 50, y: 20 },
];

/** Blue about to pass its last Secondary action, red's reserve requested with marker `active` live. */
function beforeArrival(active = 1, morale: 'ok' | 'suppressed' = 'ok') {
  const state = position({
    red: withReserve(),
    place: { 'red.squad': { x: 10, y: 6, spacing: 1.2 }, 'blue.squad': { x: 40, y: 40, spacing: 1.2 } },
  });
  const asset = state.sides[0]?.assets[0];
  if (!asset) throw new Error('no asset');
  asset.status = 'requested';
  asset.requestedTurn = 1;
  asset.markers = markers.map((m) => ({ ...m }));
  asset.active = { owner: RED, revealed: false, value: active };
  unit(state, 'red.squad').morale = morale;
  withOrder(state, 'blue.squad', 'advance', 1);
  return acting(state, BLUE, 'secondary');
}
const resolve = (state: XzState, faces: number[]) =>
  applyCommand(game(state, faces), { type: 'pass-action', player: BLUE, unit: 'blue.squad' } as never);

describe('R3 off-table support', () => {
  it('XZ-TURN-07 a successful request (D6 ≥ 4) puts 4 markers on the table; which is active stays hidden', () => {
    const result = applyCommand(game(commandPhase(), [4]), {
      type: 'request-support',
      player: RED,
      asset: 0,
      markers,
      active: 2,
    } as never);
    const requested = eventsOf(result).find((e) => e.type === 'support-requested');
    expect(requested).toMatchObject({ success: true, markers });
    const asset = stateOf(result).sides[0]?.assets[0];
    expect(asset?.status).toBe('requested');
    if (!result.ok) return;
    expect(JSON.stringify(viewFor(result.state, BLUE).game.sides[0]?.assets[0]?.active)).not.toContain(
      '"value":2',
    );
    expect(viewFor(result.state, RED).game.sides[0]?.assets[0]?.active).toMatchObject({ value: 2 });
  });

  it('XZ-TURN-07 a failed request places nothing, and an asset is requested at most once a Command Phase', () => {
    const result = applyCommand(game(commandPhase(), [3]), {
      type: 'request-support',
      player: RED,
      asset: 0,
      markers,
      active: 0,
    } as never);
    expect(eventsOf(result).find((e) => e.type === 'support-requested')).toMatchObject({ success: false });
    expect(stateOf(result).sides[0]?.assets[0]?.markers).toEqual([]);
    if (!result.ok) return;
    const again = applyCommand(result.state, {
      type: 'request-support',
      player: RED,
      asset: 0,
      markers,
      active: 0,
    } as never);
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error).toMatchObject({ rule: 'R3', code: 'already-requested' });
  });

  it('XZ-TURN-12 in the Resolution Phase a reserve arrives on D6 ≥ 4: its leader within 6" of the active marker, in coherency, out of contact', () => {
    const result = resolve(beforeArrival(1), [4]);
    const arrived = eventsOf(result).find((e) => e.type === 'support-arrived');
    expect(arrived).toMatchObject({ arrived: true, at: markers[1] });
    const next = stateOf(result);
    const reserve = next.units.find((u) => u.id === 'red.reserve');
    expect(reserve?.status).toBe('on-table');
    const leader = reserve?.models.find((m) => m.id === reserve.leader);
    expect(Math.hypot((leader?.x ?? 0) - 30, (leader?.y ?? 0) - 20)).toBeLessThanOrEqual(6);
    for (const m of reserve?.models ?? [])
      if (leader) expect(modelDistance(m, leader)).toBeLessThanOrEqual(4);
    expect(next.sides[0]?.assets[0]?.markers).toEqual([]);
    expect(next.sides[0]?.assets[0]?.status).toBe('arrived');
  });

  it('XZ-TURN-12 a failed arrival roll leaves the markers for the next Resolution Phase', () => {
    const result = resolve(beforeArrival(1), [3]);
    expect(eventsOf(result).find((e) => e.type === 'support-arrived')).toMatchObject({ arrived: false });
    const next = stateOf(result);
    expect(next.sides[0]?.assets[0]?.markers.length).toBe(4);
    expect(next.units.find((u) => u.id === 'red.reserve')?.status).toBe('reserve');
  });

  it('XZ-TURN-12 an arrived reserve receives orders from the next Command Phase', () => {
    const next = stateOf(resolve(beforeArrival(1), [5]));
    expect(next.phase).toBe('command');
    expect(next.units.find((u) => u.id === 'red.reserve')?.order).toBeUndefined();
    expect(next.stage).toMatchObject({ kind: 'orders' });
  });

  it('XZ-TURN-13 rally rolls come once all off-table support has arrived', () => {
    const result = resolve(beforeArrival(1, 'suppressed'), [5, 6]);
    const types = eventsOf(result).map((e) => e.type);
    expect(types.indexOf('support-arrived')).toBeLessThan(types.indexOf('rally-attempted'));
  });
});

describe('R2 the end of the game', () => {
  it('XZ-TURN-04 the game ends after the Resolution Phase of the last turn; more enemy units destroyed wins', () => {
    const state = position({
      place: { 'red.squad': { x: 10, y: 6, spacing: 1.2 }, 'blue.squad': { x: 40, y: 40, spacing: 1.2 } },
    });
    state.turn = state.scenario.maxTurns;
    (state.sides[0] as XzState['sides'][number]).destroyed = 1;
    withOrder(state, 'blue.squad', 'advance', 1);
    acting(state, BLUE, 'secondary');
    const result = resolve(state, []);
    expect(eventsOf(result).find((e) => e.type === 'battle-over')).toMatchObject({ winners: [RED] });
    expect(stateOf(result).phase).toBe('over');
  });
});
