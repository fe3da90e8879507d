import { applyCommand, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { expectedShooting } from '../../../../src/rulesets/xenos-zealots/bots/firepower';
import { xzHeuristicPolicy } from '../../../../src/rulesets/xenos-zealots/bots/heuristic';
import { chooseOrder } from '../../../../src/rulesets/xenos-zealots/bots/orders-play';
import type { XzCommand } from '../../../../src/rulesets/xenos-zealots/commands/schema';
import type { XzEvent } from '../../../../src/rulesets/xenos-zealots/events';
import type { XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { aForce, aUnit, aWeapon } from '../builders';
import { acting, game, position, RED, tableWith, unit, withOrder } from '../engine-support';

const policy = (state: XzState, player: string) => {
  const g = game(state);
  return xzHeuristicPolicy(g as never, player, legalCommands(g, player) as XzCommand[]);
};

const sword = aWeapon({ name: 'Sword', type: 'assault', range: 0, ap: 8, damage: 4, effect: 3 });

/** Five jump troopers with pistols and swords (Jump Jets, R28). */
const jumpers = aUnit({
  id: 'jumpers',
  mobility: { type: 'L', abilities: ['J'], speed: 6 },
  weapons: [aWeapon({ name: 'Pistol', range: 8 }), sword],
});

/** A river across the whole table, impassable on foot (XZ-TERR-08): only a jump crosses it. */
const river = {
  id: 'river',
  name: 'River',
  kind: 'area',
  areaType: 'Water Feature',
  shape: { kind: 'rect', rect: { x0: 0, y0: 11, x1: 72, y1: 15 } },
};

describe('the heuristic bot uses the choices the game gives it', () => {
  it('XZ-SMOV-04 R28 a Jump Jets unit closing on the enemy jumps the river it could not walk across', () => {
    const state = position({
      red: aForce([jumpers]),
      scenario: tableWith([river]),
      place: { 'red.jumpers': { x: 30, y: 8, spacing: 1.2 }, 'blue.squad': { x: 30, y: 40 } },
    });
    withOrder(state, 'red.jumpers', 'double-time');
    acting(state, RED);
    const command = policy(state, RED);
    expect(command?.type).toBe('move');
    if (command?.type !== 'move') return;
    expect(command.jump).toBe(true);
    const leader = command.models.find((p) => p.model === unit(state, 'red.jumpers').leader);
    expect(leader?.y).toBeGreaterThan(15);
    expect(applyCommand(game(state), command).ok).toBe(true);
  });

  it('XZ-SMOV-04 R28 a Jump Jets unit in the open jumps further than it walks (8" against Mobility 6")', () => {
    const state = position({
      red: aForce([jumpers]),
      place: { 'red.jumpers': { x: 30, y: 4, spacing: 1.2 }, 'blue.squad': { x: 30, y: 44 } },
    });
    withOrder(state, 'red.jumpers', 'double-time');
    acting(state, RED);
    const command = policy(state, RED);
    expect(command?.type === 'move' && command.jump).toBe(true);
    if (command?.type !== 'move') return;
    const leader = command.models.find((p) => p.model === unit(state, 'red.jumpers').leader);
    expect(leader?.y).toBeGreaterThan(4 + 6.5);
    expect(applyCommand(game(state), command).ok).toBe(true);
  });

  it('XZ-ASLT-03 R28 counts a jump in the charge reach: orders a CHARGE at a weak unit a walk could not reach', () => {
    const state = position({
      red: aForce([jumpers]),
      blue: aForce([aUnit({ armour: 0, assault: 2, weapons: [aWeapon({ range: 6 })] })]),
      place: { 'red.jumpers': { x: 30, y: 10, spacing: 1.2 }, 'blue.squad': { x: 30, y: 23.5 } },
    });
    expect(chooseOrder(state, unit(state, 'red.jumpers'))).toBe('charge');
  });

  it('XZ-MOR-15 charges the Routed enemy in reach (destroyed outright) before a fresher one', () => {
    const state = position({
      red: aForce([aUnit({ id: 'brutes', weapons: [aWeapon({ range: 18 }), sword] })]),
      blue: aForce([aUnit({ id: 'fresh' }), aUnit({ id: 'routed' })]),
      place: {
        'red.brutes': { x: 30, y: 20, spacing: 1.1 },
        'blue.fresh': { x: 22, y: 24, spacing: 1.1 },
        'blue.routed': { x: 36, y: 25, spacing: 1.1 },
      },
    });
    unit(state, 'blue.routed').morale = 'routed';
    expect(chooseOrder(state, unit(state, 'red.brutes'))).toBe('charge');
    withOrder(state, 'red.brutes', 'charge', 1);
    acting(state, RED, 'secondary');
    const command = policy(state, RED);
    expect(command?.type).toBe('assault');
    if (command?.type !== 'assault') return;
    expect(command.target).toBe('blue.routed');
    const result = applyCommand(game(state), command);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const events = result.events as unknown as readonly XzEvent[];
    expect(events.some((e) => e.type === 'unit-destroyed' && e.unit === 'blue.routed')).toBe(true);
  });
});

describe('the heuristic bot and its Heroes (R27)', () => {
  const hero = aUnit({
    id: 'hero',
    name: 'Hero',
    character: true,
    mobility: { type: 'L', speed: 6 },
    models: [{ name: 'Hero', leader: true }],
  });

  it('XZ-MOVE-06 XZ-SMU-16 a lone Hero near a sound unit joins it, with a move the engine accepts', () => {
    const state = position({
      red: aForce([aUnit(), hero]),
      place: {
        'red.squad': { x: 10, y: 10, spacing: 1.2 },
        'red.hero': { x: 10, y: 16 },
        'blue.squad': { x: 40, y: 40 },
      },
    });
    withOrder(state, 'red.hero', 'advance');
    acting(state, RED);
    const command = policy(state, RED);
    expect(command).toMatchObject({ type: 'move', unit: 'red.hero', attach: 'red.squad' });
    expect(applyCommand(game(state), command as XzCommand).ok).toBe(true);
  });

  it('XZ-MOVE-07 XZ-SMU-16 a Hero leaves a unit that has lost a third of its models, to act alone', () => {
    const state = position({
      red: aForce([aUnit(), hero], { attachments: [{ character: 'hero', unit: 'squad' }] }),
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.2 }, 'blue.squad': { x: 40, y: 40 } },
    });
    const squad = unit(state, 'red.squad');
    const lost = squad.models.filter((m) => m.from === undefined && m.id !== squad.formerLeader).slice(-2);
    for (const m of lost) m.alive = false;
    withOrder(state, 'red.squad', 'advance');
    acting(state, RED);
    const command = policy(state, RED);
    expect(command).toMatchObject({ type: 'move', unit: 'red.squad', detach: true });
    const result = applyCommand(game(state), command as XzCommand);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const events = result.events as unknown as readonly XzEvent[];
    expect(events.some((e) => e.type === 'character-detached')).toBe(true);
  });
});

describe('the expected-damage model against artillery', () => {
  /** A gun behind a shield facing +y, with two crew behind it (R35). */
  const battery = aUnit({
    id: 'battery',
    unitType: 'Artillery',
    artillery: 'mobile',
    coherency: 1,
    armour: 1,
    weapons: [
      aWeapon({ name: 'Mortar', type: 'fire-support', range: 48, mount: { kind: 'hull' } }),
      aWeapon({ name: 'Pistol', range: 8 }),
    ],
    models: [
      {
        name: 'Gun',
        body: 'gun',
        weapons: ['Mortar'],
        armour: { front: 6, side: 3, rearTop: 1 },
        resilience: 6,
        structure: { mobility: 0, attacks: [{ weapon: 'Mortar', points: 2 }] },
        hullLength: 2,
        hullWidth: 2,
        height: 1.5,
      },
      { name: 'Crew Chief', leader: true, weapons: ['Pistol'] },
      { name: 'Crewman', weapons: ['Pistol'] },
    ],
  });

  it('XZ-UNIT-11 XZ-UNIT-12 R35 rates fire at the crew seen past the gun above fire into the gun shield', () => {
    const state = position({
      red: aForce([aUnit({ id: 'gunners', weapons: [aWeapon({ range: 30 })] })]),
      blue: aForce([battery]),
      place: {
        'red.gunners': { x: 30, y: 10, spacing: 0.01 },
        // The gun at (30, 30) faces the gunners; the crew stand right behind it, in its shadow.
        'blue.battery': {
          x: 30,
          y: 30,
          models: [
            { x: 30, y: 30, facing: 180 },
            { x: 30, y: 31.8 },
            { x: 30.3, y: 31.8 },
          ],
        },
      },
    });
    const gunners = unit(state, 'red.gunners');
    for (const [i, m] of gunners.models.entries()) m.x = 30 + 0.01 * i;
    const shielded = expectedShooting(state, gunners, unit(state, 'blue.battery'));
    // From the side, the line to the crew clears the gun: the hits go to the crew.
    for (const [i, m] of gunners.models.entries()) {
      m.x = 10 + i * 1.1;
      m.y = 31.8;
    }
    const open = expectedShooting(state, gunners, unit(state, 'blue.battery'));
    expect(open.wounds).toBeGreaterThan(shielded.wounds);
    expect(open.kills).toBeGreaterThan(0.3);
  });
});
