import { applyCommand } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XzEvent } from '../../../../src/rulesets/xenos-zealots/events';
import type { XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { aForce, aTank, aUnit, aWeapon } from '../builders';
import { savePending } from '../damage/support';
import { acting, BLUE, game, position, RED, unit, withOrder } from '../engine-support';
import { accept, ofType, range, SAVES, shot } from '../shooting/support';

type Ev = XzEvent & { rules?: readonly string[] };
const commanded = aUnit({ command: { rerolls: 2, range: 12 } });

/** Blue's squad (AV 2, Resilience 3) with a save of `die` pending against AP/Damage; resolved without re-roll. */
function save(die: number, ap: number, damage: number, blue = commanded) {
  const state = position({
    red: aForce([aUnit()]),
    blue: aForce([blue]),
    place: {
      'red.squad': { x: 10, y: 10, spacing: 1.1 },
      [`blue.${blue.id as string}`]: { x: 10, y: 30, spacing: 1.1, facing: 180 },
    },
  });
  savePending(
    state,
    { target: `blue.${blue.id as string}`, attacker: 'red.squad', ap, damage, from: { x: 10, y: 10 }, die },
    `blue.${blue.id as string}`,
  );
  const result = applyCommand(game(state, [1, 1, 1, 1]), { type: 'reroll', player: BLUE, dice: [] } as never);
  if (!result.ok) throw new Error(result.error.message);
  return { after: result.state.game as XzState, events: result.events as unknown as Ev[] };
}

const resolved = (events: readonly Ev[]) =>
  events.find((e) => e.type === 'hit-resolved') as Extract<Ev, { type: 'hit-resolved' }>;

describe('Xenos & Zealots conventions and stats in play', () => {
  it('XZ-SAVE-01 a hit model rolls one D6 and adds its Armour Value', () => {
    const { events } = save(3, 6, 1);
    expect(resolved(events)).toMatchObject({ save: 5 });
    expect(resolved(events).rules).toContain('XZ-SAVE-01');
  });

  it('XZ-RES-03 a stat used as a modifier is added to the die: AV 2 turns a 4 into a 6', () => {
    const { events } = save(4, 7, 1);
    expect(resolved(events)).toMatchObject({ save: 6, saved: false });
  });

  it('XZ-WPN-02 the AP is what the save total must reach', () => {
    expect(resolved(save(4, 6, 0).events).saved).toBe(true);
    expect(resolved(save(4, 7, 0).events).saved).toBe(false);
  });

  it('XZ-WPN-03 the Damage value adds to the penetration value', () => {
    // save 3 vs AP 6: penetration 3; Damage 0 → 3 (1 wound); Damage 3 → 6 (2 wounds on a 1-wound model: removed).
    expect(resolved(save(1, 6, 0).events)).toMatchObject({ damage: 3, wounds: 1 });
    expect(resolved(save(1, 6, 3).events)).toMatchObject({ damage: 6, wounds: 2 });
  });

  it('XZ-STAT-03 Resilience divides the modified damage in the wound table', () => {
    const hardy = aUnit({ id: 'hardy', command: { rerolls: 2, range: 12 }, resilience: 6, wounds: 3 });
    // Modified damage 6: 2 wounds against Resilience 3, 1 against Resilience 6.
    expect(resolved(save(1, 6, 3).events)).toMatchObject({ wounds: 2 });
    expect(resolved(save(1, 6, 3, hardy).events)).toMatchObject({ wounds: 1 });
  });

  it('XZ-STAT-02 ordinary models have one AV; large ones one per facing', () => {
    const tank = aTank({ command: { rerolls: 1, range: 6 } });
    // The same die from the same point: the squad uses AV 2, the tank (facing the shooter) its Front 6.
    expect(resolved(save(1, 9, 0).events)).toMatchObject({ save: 3 });
    const { events } = save(1, 9, 0, tank);
    expect(resolved(events)).toMatchObject({ save: 7, facing: 'front' });
  });

  it('XZ-RES-13 the rulings settle what the book leaves open: a save equal to AP passes (R7, not the example)', () => {
    const { events } = save(4, 6, 5);
    expect(resolved(events)).toMatchObject({ save: 6, saved: true });
    expect(resolved(events).rules).toContain('R7');
  });

  it('XZ-RES-06 to-hit dice and saves are D6s', () => {
    const state = range({
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.1 }, 'blue.squad': { x: 10, y: 20, spacing: 1.1 } },
    });
    const { events: shots } = accept(
      game(state, [6, 6, ...SAVES]),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    const rolls = shots.filter((e) => e.type === ('dice-rolled' as never)) as unknown as {
      sides: number;
      purpose: string;
    }[];
    expect(rolls.length).toBeGreaterThan(0);
    expect(rolls.every((r) => r.sides === 6)).toBe(true);
  });

  it('XZ-STAT-05 Stealth is the to-hit target: a 4 hits Stealth 4 and misses Stealth 5', () => {
    const sneaky = aUnit({ stealth: 5 });
    const hit = range({
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.1 }, 'blue.squad': { x: 10, y: 35, spacing: 1.1 } },
    });
    const fire = shot('red.squad', { x: 10, y: 35 }, [
      { model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' },
    ]);
    // 25" away: no range bonus; Effect 2 rolls 4 and 1.
    expect(ofType(accept(game(hit, [4, 1, ...SAVES]), fire).events, 'hits-scored')[0]).toMatchObject({
      hits: 1,
    });
    const miss = range({
      blue: [sneaky],
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.1 }, 'blue.squad': { x: 10, y: 35, spacing: 1.1 } },
    });
    expect(ofType(accept(game(miss, [4, 1, ...SAVES]), fire).events, 'hits-scored')[0]).toMatchObject({
      hits: 0,
    });
  });

  it('XZ-STAT-09 notes are keywords: advancedTargeting adds +1 to hit, an unknown note does nothing', () => {
    const place = {
      'red.squad': { x: 10, y: 10, spacing: 1.1 },
      'blue.squad': { x: 10, y: 35, spacing: 1.1 },
    };
    const fire = shot('red.squad', { x: 10, y: 35 }, [
      { model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' },
    ]);
    const plain = range({ red: [aUnit({ notes: ['campaignVeterans'] })], place });
    expect(ofType(accept(game(plain, [3, 1, ...SAVES]), fire).events, 'hits-scored')[0]).toMatchObject({
      hits: 0,
    });
    const aimed = range({ red: [aUnit({ notes: ['advancedTargeting'] })], place });
    expect(ofType(accept(game(aimed, [3, 1, ...SAVES]), fire).events, 'hits-scored')[0]).toMatchObject({
      hits: 1,
    });
  });

  it('XZ-DMG-01 a wounded multi-wound model takes the next hit, so whole models are removed first', () => {
    const ogres = aUnit({ wounds: 2 });
    const state = range({
      blue: [ogres],
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.1 }, 'blue.squad': { x: 10, y: 30, spacing: 1.1 } },
    });
    const far = unit(state, 'blue.squad').models[4];
    if (far) far.wounds = 1;
    const { events } = accept(
      game(state, [6, 1, ...SAVES]),
      shot('red.squad', { x: 10, y: 30 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    expect(ofType(events, 'hit-allocated')[0]).toMatchObject({ model: 'blue.squad.m5' });
  });

  it('XZ-UNIT-10 an artillery piece on a vehicle is a vehicle: facings and structure', () => {
    const sp = aTank({
      id: 'sp-gun',
      name: 'Self-propelled Gun',
      command: { rerolls: 1, range: 6 },
      weapons: [
        aWeapon({
          name: 'Cannon',
          type: 'fire-support',
          range: 48,
          effect: { template: 'blast', diameter: 3 },
          mount: { kind: 'hull' },
        }),
      ],
    });
    const { events } = save(1, 9, 0, sp);
    expect(resolved(events)).toMatchObject({ facing: 'front', save: 7 });
  });

  it('XZ-MOR-02 Suppressed, Neutralized and Routed are poor morale: such units take no order counter', () => {
    const state = position({
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.1 }, 'blue.squad': { x: 10, y: 40, spacing: 1.1 } },
    });
    unit(state, 'red.squad').morale = 'neutralized';
    state.phase = 'command';
    state.stage = { kind: 'orders', players: [BLUE] };
    const g = game(state);
    const refusedOrder = applyCommand(g, {
      type: 'assign-orders',
      player: RED,
      orders: [{ unit: 'red.squad', order: 'advance' }],
    } as never);
    expect(refusedOrder.ok).toBe(false);
    expect(
      applyCommand(g, {
        type: 'assign-orders',
        player: BLUE,
        orders: [{ unit: 'blue.squad', order: 'advance' }],
      } as never).ok,
    ).toBe(true);
  });
});

describe('Xenos & Zealots measuring and movement conventions', () => {
  function mover(card = aUnit({ id: 'solo', models: [{ name: 'Solo', leader: true }] })) {
    const state = position({
      red: aForce([card]),
      place: { 'red.solo': { x: 10, y: 10 }, 'blue.squad': { x: 40, y: 40 } },
    });
    withOrder(state, 'red.solo', 'advance');
    return acting(state, RED);
  }

  it('XZ-RES-04 a move is measured from the same point of the base before and after', () => {
    const state = mover();
    const ok = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.solo',
      models: [{ model: 'red.solo.m1', x: 13, y: 14 }],
    } as never);
    expect(ok.ok).toBe(true);
    const far = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.solo',
      models: [{ model: 'red.solo.m1', x: 13.1, y: 14 }],
    } as never);
    expect(far.ok).toBe(false);
  });

  it('XZ-MOVE-10 the book’s mobility examples as data: Standard Infantry (L) 5", War Bike (W) 12"', () => {
    const bike = aUnit({
      id: 'solo',
      mobility: { type: 'W', speed: 12 },
      unitType: 'Mounted Infantry',
      models: [{ name: 'Bike', leader: true, baseDiameter: 2 }],
    });
    expect(
      applyCommand(game(mover(bike)), {
        type: 'move',
        player: RED,
        unit: 'red.solo',
        models: [{ model: 'red.solo.m1', x: 10, y: 22 }],
      } as never).ok,
    ).toBe(true);
    expect(
      applyCommand(game(mover()), {
        type: 'move',
        player: RED,
        unit: 'red.solo',
        models: [{ model: 'red.solo.m1', x: 10, y: 15.5 }],
      } as never).ok,
    ).toBe(false);
  });

  it('XZ-MOVE-09 a flyer in close support counts as Hover: it crosses water at a 1" penalty', () => {
    const flyer = aTank({
      id: 'solo',
      mobility: { type: 'H', speed: 12 },
      models: [{ name: 'Gunship', body: 'vehicle', hullLength: 2, hullWidth: 2 }],
    });
    const state = mover(flyer);
    state.scenario = {
      ...state.scenario,
      terrain: [
        {
          id: 'lake',
          kind: 'area',
          areaType: 'Water Feature',
          shape: { kind: 'rect', rect: { x0: 5, y0: 12, x1: 15, y1: 20 } },
          blocksLOS: false,
          hardCover: false,
          dozerPassable: false,
          fortification: false,
          height: 0,
          level: 0,
          exoticEffect: 'none',
        },
      ],
    };
    expect(
      applyCommand(game(state), {
        type: 'move',
        player: RED,
        unit: 'red.solo',
        models: [{ model: 'red.solo.m1', x: 10, y: 21 }],
      } as never).ok,
    ).toBe(true);
    expect(
      applyCommand(game(state), {
        type: 'move',
        player: RED,
        unit: 'red.solo',
        models: [{ model: 'red.solo.m1', x: 10, y: 21.5 }],
      } as never).ok,
    ).toBe(false);
  });

  it('XZ-TERR-05 an obstacle is terrain that is not an area: crossing a wall costs the obstacle penalty', () => {
    const state = mover();
    state.scenario = {
      ...state.scenario,
      terrain: [
        {
          id: 'wall',
          kind: 'obstacle',
          shape: {
            kind: 'line',
            points: [
              { x: 5, y: 12 },
              { x: 15, y: 12 },
            ],
            thickness: 0.5,
          },
          blocksLOS: false,
          hardCover: false,
          dozerPassable: false,
          fortification: false,
          height: 1,
          level: 0,
          exoticEffect: 'none',
        },
      ],
    };
    const over = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.solo',
      models: [{ model: 'red.solo.m1', x: 10, y: 13 }],
    } as never);
    expect(over.ok).toBe(true);
    if (over.ok) {
      const moved = (over.events as unknown as readonly XzEvent[]).find((e) => e.type === 'unit-moved');
      expect(moved?.rules).toEqual(expect.arrayContaining(['XZ-TERR-05', 'XZ-TERR-06', 'XZ-TERR-10']));
    }
    const result = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.solo',
      models: [{ model: 'red.solo.m1', x: 10, y: 13.5 }],
    } as never);
    expect(result.ok).toBe(false);
  });

  it('XZ-RES-02 a target-number stat gets harder with modifiers: a Suppressed unit rallies on Morale 3+ plus 1', () => {
    const state = position({
      place: { 'red.squad': { x: 10, y: 10, spacing: 1.1 }, 'blue.squad': { x: 60, y: 40, spacing: 1.1 } },
    });
    unit(state, 'red.squad').morale = 'suppressed';
    unit(state, 'blue.squad').models.forEach((m) => {
      m.x = 60 + m.x - 60;
    });
    state.phase = 'secondary';
    state.half = 1;
    state.stage = { kind: 'act', player: BLUE };
    withOrder(state, 'blue.squad', 'advance', 1);
    // Blue passes its last action; the Resolution Phase rallies red: 3 + 1 (Suppressed) = 4; roll 3 + 1 (full strength) = 4.
    const result = applyCommand(game(state, [3, 1, 1, 1]), {
      type: 'pass-action',
      player: BLUE,
      unit: 'blue.squad',
    } as never);
    if (!result.ok) throw new Error(result.error.message);
    const rally = (result.events as unknown as Ev[]).find((e) => e.type === 'rally-attempted');
    expect(rally).toMatchObject({ unit: 'red.squad', roll: 3, target: 4, success: true });
    expect(rally?.rules).toContain('XZ-RES-02');
  });
});
