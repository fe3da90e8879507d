import { applyCommand, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { forecastAssault } from '../../../../src/rulesets/xenos-zealots/bots/firepower';
import { shootWorth, xzHeuristicPolicy } from '../../../../src/rulesets/xenos-zealots/bots/heuristic';
import { bestDeployment, roleOf } from '../../../../src/rulesets/xenos-zealots/bots/move-play';
import { chanceAtLeast, hitOdds, strikeFirstChance } from '../../../../src/rulesets/xenos-zealots/bots/odds';
import { chooseOrder, supportRequest } from '../../../../src/rulesets/xenos-zealots/bots/orders-play';
import type { XzCommand } from '../../../../src/rulesets/xenos-zealots/commands/schema';
import type { XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { aForce, aTank, aUnit, aWeapon } from '../builders';
import { acting, BLUE, game, position, RED, unit, withOrder } from '../engine-support';

const policy = (state: XzState, player: string) => {
  const g = game(state);
  return xzHeuristicPolicy(g as never, player, legalCommands(g, player) as XzCommand[]);
};

const sword = aWeapon({ name: 'Sword', type: 'assault', range: 0, ap: 8, damage: 4, effect: 3 });
const mortar = aWeapon({ name: 'Mortar', type: 'fire-support', range: 48, ap: 7, damage: 3, effect: 2 });

describe('the expected-damage model', () => {
  it('XZ-SAVE-01 … XZ-SAVE-09 R7 R8 a hit fails its save when D6 + AV < AP and wounds by damage over Resilience', () => {
    expect(chanceAtLeast(4)).toBeCloseTo(0.5);
    expect(chanceAtLeast(4, 1)).toBeCloseTo(4 / 6);
    expect(chanceAtLeast(8)).toBe(0);
    // AP 6 against AV 2: saves on 4+, fails on 1-3 (penetration 3, 2, 1); Damage 2 + penetration vs Resilience 3.
    const odds = hitOdds(6, 2, 2, 3, 1);
    expect(odds.fail).toBeCloseTo(0.5);
    expect(odds.wounds).toBeCloseTo(0.5);
    expect(hitOdds(6, 2, 5, 3, 1).fail).toBe(0);
  });

  it('XZ-ASLT-07 R29 the charger strikes first on a tied D10 total', () => {
    expect(strikeFirstChance(4, 4)).toBeCloseTo(0.55);
    expect(strikeFirstChance(20, 0)).toBe(1);
  });
});

describe('the heuristic bot on hand-built positions', () => {
  it('XZ-ORD-02 XZ-WPN-08 gives FIRE SUPPORT to a unit with a Fire Support weapon and a target in range', () => {
    const state = position({
      red: aForce([aUnit({ weapons: [mortar] })]),
      place: { 'red.squad': { x: 30, y: 6 }, 'blue.squad': { x: 30, y: 40 } },
    });
    expect(chooseOrder(state, unit(state, 'red.squad'))).toBe('fire-support');
  });

  it('XZ-ASLT-01 orders a CHARGE when a weak enemy is in reach and the assault pays, not against a stronger one', () => {
    const brutes = aUnit({ id: 'brutes', assault: 5, weapons: [sword], mobility: { type: 'L', speed: 6 } });
    const weak = aUnit({ id: 'squad', armour: 0, assault: 3 });
    const state = position({
      red: aForce([brutes]),
      blue: aForce([weak]),
      place: { 'red.brutes': { x: 30, y: 20 }, 'blue.squad': { x: 30, y: 28 } },
    });
    expect(
      forecastAssault(state, unit(state, 'red.brutes'), unit(state, 'blue.squad')).value,
    ).toBeGreaterThan(0.25);
    expect(chooseOrder(state, unit(state, 'red.brutes'))).toBe('charge');
    // The weak squad would lose that assault: it shoots instead of charging the brutes.
    expect(chooseOrder(state, unit(state, 'blue.squad'))).not.toBe('charge');
  });

  it('XZ-ORD-02 closes the distance when nothing is in reach: ADVANCE or DOUBLE TIME, never FIRE SUPPORT', () => {
    const state = position({
      red: aForce([aUnit({ weapons: [aWeapon({ range: 12 })] })]),
      place: { 'red.squad': { x: 10, y: 2 }, 'blue.squad': { x: 60, y: 46 } },
    });
    expect(['advance', 'double-time']).toContain(chooseOrder(state, unit(state, 'red.squad')));
  });

  it('XZ-MOVE-01 an ADVANCE move brings the unit closer to the enemy it cannot reach yet', () => {
    const state = position({
      red: aForce([aUnit({ weapons: [aWeapon({ range: 12 })] })]),
      place: { 'red.squad': { x: 30, y: 4, spacing: 1.1 }, 'blue.squad': { x: 30, y: 36 } },
    });
    withOrder(state, 'red.squad', 'advance');
    acting(state, RED);
    const command = policy(state, RED);
    expect(command?.type).toBe('move');
    if (command?.type !== 'move') return;
    const leader = command.models.find((p) => p.model === unit(state, 'red.squad').leader);
    expect(leader?.y).toBeGreaterThan(8);
    expect(applyCommand(game(state), command).ok).toBe(true);
  });

  it('R12 a vehicle ends its move facing the enemy, to show its front armour', () => {
    const state = position({
      red: aForce([
        aTank({
          weapons: [aWeapon({ name: 'Cannon', type: 'support', range: 10, mount: { kind: 'turret' } })],
        }),
      ]),
      place: { 'red.tank': { x: 30, y: 6, facing: 90 }, 'blue.squad': { x: 40, y: 40 } },
    });
    withOrder(state, 'red.tank', 'double-time');
    acting(state, RED);
    const command = policy(state, RED);
    expect(command?.type).toBe('move');
    if (command?.type !== 'move') return;
    const end = command.models[0];
    const bearing = (Math.atan2(40 - (end?.y ?? 0), 40 - (end?.x ?? 0)) * 180) / Math.PI;
    // Core bearings run clockwise from +y: toward (dx, dy) is atan2(dx, dy).
    const toward = (Math.atan2(40 - (end?.x ?? 0), 40 - (end?.y ?? 0)) * 180) / Math.PI;
    void bearing;
    expect(Math.abs((((end?.facing ?? 0) - toward + 540) % 360) - 180)).toBeLessThan(1);
    expect(applyCommand(game(state), command).ok).toBe(true);
  });

  it('XZ-MOR-06 a Suppressed single-model unit with no cover near turns its front to the closest enemy', () => {
    const state = position({
      red: aForce([aTank()]),
      place: { 'red.tank': { x: 30, y: 6, facing: 180 }, 'blue.squad': { x: 30, y: 30 } },
    });
    const tank = unit(state, 'red.tank');
    tank.morale = 'suppressed';
    tank.behaviourDue = true;
    acting(state, RED);
    const command = policy(state, RED);
    expect(command?.type).toBe('turn-to-face');
    if (command?.type === 'turn-to-face') expect(Math.abs(command.facing % 360)).toBeLessThan(1);
  });

  it('XZ-SHOOT-08 XZ-SAVE R10 values fire at a nearly destroyed unit above the same fire at a fresh one', () => {
    const state = position({
      red: aForce([aUnit({ id: 'gunners' })]),
      blue: aForce([aUnit({ id: 'fresh' }), aUnit({ id: 'broken' })]),
      place: {
        'red.gunners': { x: 30, y: 10 },
        'blue.fresh': { x: 20, y: 24 },
        'blue.broken': { x: 40, y: 24 },
      },
    });
    for (const m of unit(state, 'blue.broken').models.slice(1)) m.alive = false;
    const fireAt = (target: string) =>
      ({
        type: 'shoot',
        player: RED,
        unit: 'red.gunners',
        aim: { x: 30, y: 24 },
        fire: unit(state, 'red.gunners').models.map((m) => ({ model: m.id, weapon: 'Rifle', target })),
      }) as const;
    expect(shootWorth(state, fireAt('blue.broken'))).toBeGreaterThan(shootWorth(state, fireAt('blue.fresh')));
  });

  it('XZ-SHOOT-02 XZ-SHOOT-06 shoots the nearly destroyed unit, not the fresh one nearer to it, and the engine accepts it', () => {
    const state = position({
      red: aForce([aUnit({ id: 'gunners' })]),
      blue: aForce([aUnit({ id: 'fresh' }), aUnit({ id: 'broken' })]),
      place: {
        'red.gunners': { x: 30, y: 10, spacing: 1.1 },
        'blue.fresh': { x: 31, y: 20, spacing: 1.1 },
        'blue.broken': { x: 44, y: 24, spacing: 1.1 },
      },
    });
    for (const m of unit(state, 'blue.broken').models.slice(1)) m.alive = false;
    withOrder(state, 'red.gunners', 'advance', 1);
    acting(state, RED, 'secondary');
    const command = policy(state, RED);
    expect(command?.type).toBe('shoot');
    if (command?.type !== 'shoot') return;
    expect(new Set(command.fire.map((f) => f.target))).toEqual(new Set(['blue.broken']));
    expect(applyCommand(game(state, Array(40).fill(4)), command).ok).toBe(true);
  });

  it('XZ-ASLT-03 charges the enemy unit the assault forecast favours, with a move the engine accepts', () => {
    const brutes = aUnit({ id: 'brutes', assault: 5, weapons: [sword], mobility: { type: 'L', speed: 6 } });
    const state = position({
      red: aForce([brutes]),
      blue: aForce([
        aUnit({ id: 'tough', armour: 6, resilience: 6, assault: 6, weapons: [sword] }),
        aUnit({ id: 'soft', armour: 0, assault: 3 }),
      ]),
      place: {
        'red.brutes': { x: 30, y: 20, spacing: 1.1 },
        'blue.tough': { x: 22, y: 24, spacing: 1.1 },
        'blue.soft': { x: 36, y: 25, spacing: 1.1 },
      },
    });
    withOrder(state, 'red.brutes', 'charge', 1);
    acting(state, RED, 'secondary');
    const command = policy(state, RED);
    expect(command?.type).toBe('assault');
    if (command?.type !== 'assault') return;
    expect(command.target).toBe('blue.soft');
    expect(applyCommand(game(state, Array(200).fill(3)), command).ok).toBe(true);
  });

  it('R2 deploys a fast close-combat unit nearer the enemy than a Fire Support unit', () => {
    const state = position({
      red: aForce([
        aUnit({ id: 'bikes', mobility: { type: 'W', speed: 12 }, weapons: [sword] }),
        aUnit({ id: 'mortars', weapons: [mortar] }),
      ]),
      place: {},
    });
    state.phase = 'deploy';
    for (const u of state.units) u.status = 'undeployed';
    expect(roleOf(state, unit(state, 'red.bikes'))).toBe('forward');
    expect(roleOf(state, unit(state, 'red.mortars'))).toBe('back');
    const bikes = bestDeployment(state, unit(state, 'red.bikes'));
    const mortars = bestDeployment(state, unit(state, 'red.mortars'));
    const centre = state.scenario.table.depth / 2;
    expect(Math.abs((bikes?.[0]?.y ?? 0) - centre)).toBeLessThan(Math.abs((mortars?.[0]?.y ?? 0) - centre));
  });

  it('R4 XZ-RES-10 re-rolls a failed save but keeps the last Command re-roll in the action phases', () => {
    const state = position({
      red: aForce([aUnit({ command: { rerolls: 2, range: 6 } })]),
      place: { 'red.squad': { x: 30, y: 10 }, 'blue.squad': { x: 30, y: 30 } },
    });
    const squad = unit(state, 'red.squad');
    state.reroll = { player: RED, commander: squad.id, purpose: 'save', dice: [1], eligible: [0], sides: 6 };
    state.stage = { kind: 'reroll', player: RED };
    squad.rerolls = 2;
    const legal = [
      { type: 'reroll', player: RED, dice: [] },
      { type: 'reroll', player: RED, dice: [0] },
    ] as XzCommand[];
    expect(xzHeuristicPolicy(state, RED, legal)).toEqual({ type: 'reroll', player: RED, dice: [0] });
    squad.rerolls = 1;
    expect(xzHeuristicPolicy(state, RED, legal)).toEqual({ type: 'reroll', player: RED, dice: [] });
  });

  it('XZ-TURN-07 R3 puts the strike’s active marker on the enemy cluster its template covers best', () => {
    const state = position({
      red: aForce([aUnit()], {
        offTableAssets: [
          {
            kind: 'strike',
            name: 'Bombard',
            weapon: aWeapon({
              name: 'Bombard',
              type: 'fire-support',
              range: 240,
              effect: { template: 'blast', diameter: 5 },
            }),
          },
        ],
      }),
      blue: aForce([aUnit({ id: 'spread' }), aUnit({ id: 'packed' })]),
      place: {
        'red.squad': { x: 30, y: 6 },
        'blue.spread': { x: 10, y: 40, spacing: 4 },
        'blue.packed': { x: 50, y: 40, spacing: 1.1 },
      },
    });
    state.stage = { kind: 'orders', players: [RED, BLUE] };
    state.phase = 'command';
    const request = supportRequest(state, RED);
    expect(request?.type).toBe('request-support');
    if (request?.type !== 'request-support') return;
    const active = request.markers[request.active];
    expect(active?.x).toBeGreaterThan(49);
  });

  it('XZ-TURN-06 decides the same whatever the opponent’s face-down counters say', () => {
    const state = position({
      place: { 'red.squad': { x: 30, y: 6 }, 'blue.squad': { x: 30, y: 40 } },
    });
    state.stage = { kind: 'orders', players: [RED, BLUE] };
    state.phase = 'command';
    const answers = (['advance', 'charge', 'evade'] as const).map((order) => {
      const copy = structuredClone(state);
      unit(copy, 'blue.squad').order = { owner: BLUE, revealed: false, value: order };
      return policy(copy, RED);
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });
});
