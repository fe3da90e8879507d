import { describe, expect, it } from 'vitest';
import type { RmpEvent } from '../../../src/rulesets/rampant/events';
import type { RmpState } from '../../../src/rulesets/rampant/state';
import { accept, army, eventsOf, game, position, refused, unit } from './engine-support';

const ones = (n: number) => Array<number>(n).fill(1);
const types = (events: readonly RmpEvent[]) =>
  events.map((e) => e.type).filter((t) => t !== ('dice-rolled' as never));

/**
 * Blue is at its orders in the turn's first phase; red (Elite, Light, Berserk) comes second. Red's Berserk
 * Infantry stands 5" from blue.u2, so it must test for a Wild Charge; red.u2 is Suppressed.
 */
function bluesTurn(): RmpState {
  const s = position({
    red: army(['eliteInfantry', 'lightInfantry', 'berserkInfantry']),
    blue: army(['lightInfantry', 'lightInfantry', 'lightInfantry']),
    place: {
      'red.u1': { x: 10, y: 4 },
      'red.u2': { x: 20, y: 8 },
      'red.u3': { x: 40, y: 20 },
      'blue.u1': { x: 10, y: 44 },
      'blue.u2': { x: 40, y: 26 },
      'blue.u3': { x: 60, y: 44 },
    },
  });
  unit(s, 'red.u2').suppressed = true;
  s.initiative = 'blue';
  s.activation = { player: 'blue', step: 'orders', tried: [], wildTested: [], index: 0, freeFailed: false };
  s.stage = { kind: 'order', player: 'blue' };
  return s;
}

/** Red at its orders with three Light Infantry units; blue's three far off. */
function redOrders(place: Record<string, { x: number; y: number }> = {}): RmpState {
  return position({
    red: army(['lightInfantry', 'lightInfantry', 'lightInfantry']),
    blue: army(['lightInfantry', 'lightInfantry', 'lightInfantry']),
    place: {
      'red.u1': { x: 10, y: 4 },
      'red.u2': { x: 30, y: 4 },
      'red.u3': { x: 50, y: 4 },
      'blue.u1': { x: 10, y: 44 },
      'blue.u2': { x: 30, y: 44 },
      'blue.u3': { x: 50, y: 44 },
      ...place,
    },
  });
}

const move = (u: string, x: number, y: number, player = 'red') =>
  ({ type: 'order', player, unit: u, action: 'move', to: { x, y } }) as const;

describe('rampant activation phase (RMP-PHS)', () => {
  it('RMP-PHS-01 a phase runs Rally, then Wild Charges, then orders', () => {
    const g0 = game(bluesTurn(), [6, 6, 1, 1]);
    const a = accept(g0, { type: 'end-phase', player: 'blue' });
    expect(eventsOf(a.events, 'phase-started')).toMatchObject([{ player: 'red' }]);
    expect(a.game.game.activation?.step).toBe('rally');
    expect(a.game.game.stage).toEqual({ kind: 'rally', player: 'red', units: ['red.u2'] });
    refused(a.game, { type: 'wild-charge', player: 'red', unit: 'red.u3' }, 'unexpected-command');
    const b = accept(a.game, { type: 'rally', player: 'red', unit: 'red.u2' });
    expect(b.game.game.activation?.step).toBe('wild');
    expect(b.game.game.stage).toEqual({ kind: 'wild-charge', player: 'red', units: ['red.u3'] });
    const c = accept(b.game, { type: 'wild-charge', player: 'red', unit: 'red.u3' });
    expect(c.game.game.activation?.step).toBe('orders');
    expect(c.game.game.stage).toEqual({ kind: 'order', player: 'red' });
  });

  it('RMP-PHS-02 the phase opens with a Rally attempt for each Suppressed unit, one at a time', () => {
    const s = bluesTurn();
    unit(s, 'red.u1').suppressed = true;
    const a = accept(game(s, [6, 6, 5, 5]), { type: 'end-phase', player: 'blue' });
    expect(a.game.game.stage).toEqual({ kind: 'rally', player: 'red', units: ['red.u1', 'red.u2'] });
    refused(a.game, { type: 'rally', player: 'red', unit: 'red.u3' }, 'not-suppressed', 'RMP-SUP-01');
    const b = accept(a.game, { type: 'rally', player: 'red', unit: 'red.u2' });
    expect(eventsOf(b.events, 'rallied')).toMatchObject([{ unit: 'red.u2', passed: true }]);
    expect(b.game.game.stage).toEqual({ kind: 'rally', player: 'red', units: ['red.u1'] });
    const c = accept(b.game, { type: 'rally', player: 'red', unit: 'red.u1' });
    expect(eventsOf(c.events, 'rallied')).toMatchObject([{ unit: 'red.u1', passed: true }]);
    expect(c.game.game.stage).toMatchObject({ kind: 'wild-charge' });
  });

  it('RMP-PHS-02 with no Suppressed unit there is no Rally step to wait on', () => {
    const s = bluesTurn();
    unit(s, 'red.u2').suppressed = false;
    const a = accept(game(s), { type: 'end-phase', player: 'blue' });
    expect(a.game.game.stage).toEqual({ kind: 'wild-charge', player: 'red', units: ['red.u3'] });
  });

  it('RMP-PHS-03 a unit that must test for a Wild Charge tests next; on a pass it Attacks at once', () => {
    const s = bluesTurn();
    unit(s, 'red.u2').suppressed = false;
    const a = accept(game(s, [3, 2, ...ones(10), ...ones(10)]), { type: 'end-phase', player: 'blue' });
    const { game: g, events } = accept(a.game, { type: 'wild-charge', player: 'red', unit: 'red.u3' });
    expect(eventsOf(events, 'wild-charge-test')).toMatchObject([{ unit: 'red.u3', roll: 5, passed: true }]);
    expect(eventsOf(events, 'attack-declared')).toMatchObject([
      { attacker: 'red.u3', target: 'blue.u2', wild: true },
    ]);
    expect(eventsOf(events, 'fight')).toMatchObject([
      { attacker: 'red.u3', defender: 'blue.u2', attackerHits: 0, defenderHits: 0 },
    ]);
    expect(g.game.stage).toEqual({ kind: 'order', player: 'red' });
    refused(g, move('red.u3', 43, 10), 'illegal-order', 'RMP-DEF-04');
  });

  it('RMP-PHS-03 a failed Wild Charge test does nothing: the unit may still be ordered in step 3', () => {
    const s = bluesTurn();
    unit(s, 'red.u2').suppressed = false;
    const a = accept(game(s, [2, 2, 6, 6]), { type: 'end-phase', player: 'blue' });
    const b = accept(a.game, { type: 'wild-charge', player: 'red', unit: 'red.u3' });
    expect(eventsOf(b.events, 'wild-charge-test')).toMatchObject([{ roll: 4, passed: false }]);
    expect(eventsOf(b.events, 'attack-declared')).toEqual([]);
    expect(b.game.game.stage).toEqual({ kind: 'order', player: 'red' });
    const c = accept(b.game, move('red.u3', 43, 16));
    expect(eventsOf(c.events, 'activation-test')).toMatchObject([{ unit: 'red.u3', passed: true }]);
  });

  it('RMP-PHS-04 units are ordered one at a time until a test fails: the phase then ends at once', () => {
    const g = game(redOrders(), [3, 3, 2, 2]);
    const a = accept(g, move('red.u1', 13, 8));
    expect(a.game.game.stage).toEqual({ kind: 'order', player: 'red' });
    refused(a.game, move('red.u1', 13, 10), 'illegal-order', 'RMP-DEF-04');
    const b = accept(a.game, move('red.u2', 33, 8));
    expect(eventsOf(b.events, 'activation-test')).toMatchObject([
      { unit: 'red.u2', roll: 4, need: 5, passed: false },
    ]);
    expect(eventsOf(b.events, 'moved')).toEqual([]);
    expect(eventsOf(b.events, 'phase-ended')).toMatchObject([{ player: 'red', reason: 'test-failed' }]);
    expect(eventsOf(b.events, 'phase-started')).toMatchObject([{ player: 'blue' }]);
    expect(b.game.game.stage).toEqual({ kind: 'order', player: 'blue' });
    // red.u3 was never ordered; the other unit stayed put.
    expect(unit(b.game.game, 'red.u2').models[0]).toMatchObject({ x: 30, y: 4 });
    expect(b.game.game.activation?.tried).toEqual([]);
  });

  it('RMP-PHS-05 a Rally is a free action: no activation test, and its failure does not end the phase', () => {
    const s = redOrders({ 'red.u1': { x: 60, y: 30 }, 'red.u2': { x: 30, y: 10 } });
    unit(s, 'red.u2').suppressed = true;
    s.activation = { player: 'red', step: 'rally', tried: [], wildTested: [], index: 0, freeFailed: false };
    s.stage = { kind: 'rally', player: 'red', units: ['red.u2'] };
    const a = accept(game(s, [1, 1]), { type: 'rally', player: 'red', unit: 'red.u2' });
    expect(eventsOf(a.events, 'activation-test')).toEqual([]);
    expect(eventsOf(a.events, 'courage-test')).toMatchObject([
      { unit: 'red.u2', dice: 2, roll: 2, result: 'failed' },
    ]);
    expect(a.game.game.stage).toMatchObject({ kind: 'remove-models', unit: 'red.u2', count: 1 });
    const b = accept(a.game, { type: 'remove-models', player: 'red', unit: 'red.u2', models: ['red.u2.m5'] });
    expect(eventsOf(b.events, 'phase-ended')).toEqual([]);
    expect(b.game.game.stage).toEqual({ kind: 'order', player: 'red' });
  });

  it('RMP-PHS-05 with activation.freeActionFailureEndsPhase set, a failed Rally ends the phase after the Rally step', () => {
    const s = position({
      red: army(['lightInfantry', 'lightInfantry', 'lightInfantry']),
      blue: army(['lightInfantry', 'lightInfantry', 'lightInfantry']),
      params: { activation: { freeActionFailureEndsPhase: true } },
      place: {
        'red.u1': { x: 60, y: 30 },
        'red.u2': { x: 30, y: 10 },
        'red.u3': { x: 50, y: 4 },
        'blue.u1': { x: 10, y: 44 },
        'blue.u2': { x: 30, y: 44 },
        'blue.u3': { x: 50, y: 44 },
      },
    });
    unit(s, 'red.u2').suppressed = true;
    s.activation = { player: 'red', step: 'rally', tried: [], wildTested: [], index: 0, freeFailed: false };
    s.stage = { kind: 'rally', player: 'red', units: ['red.u2'] };
    const a = accept(game(s, [1, 1]), { type: 'rally', player: 'red', unit: 'red.u2' });
    const b = accept(a.game, { type: 'remove-models', player: 'red', unit: 'red.u2', models: ['red.u2.m5'] });
    expect(eventsOf(b.events, 'retreated')).toMatchObject([{ unit: 'red.u2' }]);
    expect(eventsOf(b.events, 'phase-ended')).toMatchObject([{ player: 'red', reason: 'test-failed' }]);
    expect(b.game.game.stage).toEqual({ kind: 'order', player: 'blue' });
  });

  it('RMP-PHS-05 a failed Wild Charge test (a free action) does not end the phase', () => {
    const s = bluesTurn();
    unit(s, 'red.u2').suppressed = false;
    const a = accept(game(s, [1, 1]), { type: 'end-phase', player: 'blue' });
    const b = accept(a.game, { type: 'wild-charge', player: 'red', unit: 'red.u3' });
    expect(types(b.events)).toEqual(['wild-charge-test']);
    expect(b.game.game.activation).toMatchObject({ player: 'red', step: 'orders' });
  });

  it('RMP-PHS-06 when every unit has tried, the phase ends and the next player’s begins; after it the turn ends', () => {
    const s = redOrders();
    unit(s, 'red.u3').suppressed = true; // cannot be ordered: it does not hold the phase open
    const faces = [6, 6, 6, 6, 6, 6, 6, 6];
    let g = accept(game(s, faces), move('red.u1', 13, 8)).game;
    const a = accept(g, move('red.u2', 33, 8));
    expect(types(a.events)).toEqual(['activation-test', 'moved', 'phase-ended', 'phase-started']);
    expect(eventsOf(a.events, 'phase-ended')).toMatchObject([{ player: 'red', reason: 'all-ordered' }]);
    expect(eventsOf(a.events, 'phase-started')).toMatchObject([{ player: 'blue' }]);
    g = a.game;
    g = accept(g, move('blue.u1', 13, 40, 'blue')).game;
    g = accept(g, move('blue.u2', 33, 40, 'blue')).game;
    const b = accept(g, { type: 'end-phase', player: 'blue' });
    expect(types(b.events)).toEqual(['phase-ended', 'turn-ended', 'turn-started', 'phase-started']);
    expect(eventsOf(b.events, 'turn-started')).toMatchObject([{ turn: 2, first: 'red' }]);
    expect(b.game.game.turn).toBe(2);
    // Red's new phase opens with its Suppressed unit's Rally.
    expect(b.game.game.stage).toEqual({ kind: 'rally', player: 'red', units: ['red.u3'] });
  });

  it('RMP-PHS-07 step 1 offers only Rally, step 2 only the Wild Charge (an Attack)', () => {
    const a = accept(game(bluesTurn(), [6, 6, 1, 1]), { type: 'end-phase', player: 'blue' });
    refused(a.game, move('red.u1', 13, 8), 'unexpected-command');
    refused(a.game, { type: 'end-phase', player: 'red' }, 'unexpected-command');
    const b = accept(a.game, { type: 'rally', player: 'red', unit: 'red.u2' });
    refused(b.game, move('red.u1', 13, 8), 'unexpected-command');
    refused(b.game, { type: 'wild-charge', player: 'red', unit: 'red.u1' }, 'no-wild-charge', 'RMP-DEF-11');
  });

  it('RMP-PHS-07 step 3 orders Shoot, Move or Attack; Skirmish for Skirmish classes; Move and fire for vehicles only', () => {
    const s = position({
      red: army(['lightInfantry', 'softSkinVehicles', 'eliteInfantry']),
      blue: army(['lightInfantry', 'eliteInfantry', 'lightInfantry']),
      place: {
        'red.u1': { x: 10, y: 4 },
        'red.u2': { x: 30, y: 10 },
        'red.u3': { x: 50, y: 10 },
        'blue.u1': { x: 10, y: 44 },
        'blue.u2': { x: 50, y: 15 },
        'blue.u3': { x: 30, y: 24 },
      },
    });
    const g = game(s, [4, 3, ...ones(10)]);
    const mf = (u: string) =>
      ({
        type: 'order',
        player: 'red',
        unit: u,
        action: 'move-and-fire',
        to: { x: 30, y: 16 },
        target: 'blue.u3',
      }) as const;
    refused(g, { ...mf('red.u1'), to: { x: 13, y: 8 } }, 'illegal-order', 'RMP-DEF-10');
    refused(g, { ...mf('red.u2'), action: 'skirmish' }, 'illegal-order', 'RMP-DEF-10');
    refused(g, { type: 'retreat', player: 'red', unit: 'red.u1', cover: null }, 'unexpected-command');
    // The Soft-skin Vehicle moves 6" (half its 12") and then fires: Light Infantry may Firefight or Go to Ground.
    const { game: after, events } = accept(g, mf('red.u2'));
    expect(eventsOf(events, 'activation-test')).toMatchObject([
      { unit: 'red.u2', action: 'move-and-fire', need: 7, passed: true },
    ]);
    expect(eventsOf(events, 'moved')).toMatchObject([{ unit: 'red.u2', distance: 6 }]);
    expect(eventsOf(events, 'shot')).toMatchObject([{ shooter: 'red.u2', target: 'blue.u3', dice: 10 }]);
    expect(after.game.stage).toMatchObject({
      kind: 'reaction',
      unit: 'blue.u3',
      options: ['firefight', 'go-to-ground', 'none'],
    });
    // An Attack on Elite Infantry offers the target its Counter-charge.
    const atk = accept(game(s, [6, 6]), {
      type: 'order',
      player: 'red',
      unit: 'red.u3',
      action: 'attack',
      target: 'blue.u2',
    });
    expect(atk.game.game.stage).toMatchObject({
      kind: 'reaction',
      unit: 'blue.u2',
      options: ['counter-charge', 'none'],
    });
  });

  it('RMP-PHS-07 an order carries only what its action takes: stray fields are refused before any die', () => {
    const g = game(redOrders());
    const base = { type: 'order', player: 'red', unit: 'red.u1' } as const;
    refused(
      g,
      { ...base, action: 'move', to: { x: 13, y: 8 }, target: 'blue.u1' },
      'illegal-order',
      'RMP-DEF-04',
    );
    refused(
      g,
      { ...base, action: 'shoot', target: 'blue.u1', to: { x: 13, y: 8 } },
      'illegal-order',
      'RMP-DEF-04',
    );
    refused(
      g,
      { ...base, action: 'attack', target: 'blue.u1', shootFirst: true },
      'illegal-order',
      'RMP-DEF-04',
    );
    refused(
      g,
      { ...base, action: 'move-and-fire', to: { x: 13, y: 8 }, target: 'blue.u1', shootFirst: true },
      'illegal-order',
      'RMP-DEF-04',
    );
    const line = [0, 1, 2, 3, 4].map((i) => ({ x: 10 + 1.5 * i, y: 8 }));
    refused(
      g,
      { ...base, action: 'move', to: { x: 13, y: 8 }, positions: line },
      'illegal-order',
      'RMP-DEF-15',
    );
    // The same Move written once is fine.
    accept(game(redOrders(), [6, 6]), { ...base, action: 'move', positions: line });
  });

  it('RMP-PHS-07 (Skirmish) a Skirmish moves up to half its Maximum Movement and Shoots, in the order chosen', () => {
    const place = { 'blue.u1': { x: 10, y: 20 } };
    const xenos = () =>
      position({
        red: army(['lightInfantry', 'lightInfantry', 'lightInfantry']),
        blue: army(['lesserXenomorphs', 'lesserXenomorphs', 'lesserXenomorphs']),
        place: {
          'red.u1': { x: 10, y: 4 },
          'red.u2': { x: 30, y: 4 },
          'red.u3': { x: 50, y: 4 },
          'blue.u2': { x: 30, y: 44 },
          'blue.u3': { x: 50, y: 44 },
          ...place,
        },
      });
    const sk = (shootFirst: boolean, y = 8) =>
      ({
        type: 'order',
        player: 'red',
        unit: 'red.u1',
        action: 'skirmish',
        to: { x: 13, y },
        target: 'blue.u1',
        shootFirst,
      }) as const;
    const kinds = (events: readonly RmpEvent[]) => types(events).filter((t) => t === 'shot' || t === 'moved');
    const first = accept(game(xenos(), [6, 6, ...ones(10)]), sk(true));
    expect(kinds(first.events)).toEqual(['shot', 'moved']);
    expect(eventsOf(first.events, 'moved')).toMatchObject([{ unit: 'red.u1', distance: 4 }]);
    const second = accept(game(xenos(), [6, 6, ...ones(10)]), sk(false));
    expect(kinds(second.events)).toEqual(['moved', 'shot']);
    expect(unit(second.game.game, 'red.u1').models[0]).toMatchObject({ x: 10, y: 8 });
    refused(game(xenos()), sk(false, 8.25), 'illegal-order', 'RMP-MOV-01');
  });

  it('RMP-PHS-07 (Go to Ground) the target of a Shoot may Go to Ground: +1 Armour, and it sits out its next phase', () => {
    const s = redOrders({ 'blue.u1': { x: 10, y: 14 } });
    const { game: g } = accept(game(s, [6, 6, 5, 5, 5, 5, 5, 5, 1, 1, 1, 1, 6, 6]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'shoot',
      target: 'blue.u1',
    });
    const r = accept(g, { type: 'react', player: 'blue', reaction: 'go-to-ground' });
    // 6 hits on Armour 2 + 1: 2 SP, not 3.
    expect(eventsOf(r.events, 'sp-lost')).toMatchObject([{ unit: 'blue.u1', sp: 2, armour: 3 }]);
    let after = accept(r.game, {
      type: 'remove-models',
      player: 'blue',
      unit: 'blue.u1',
      models: ['blue.u1.m5', 'blue.u1.m4'],
    }).game;
    after = accept(after, { type: 'end-phase', player: 'red' }).game;
    expect(after.game.stage).toEqual({ kind: 'order', player: 'blue' });
    refused(after, move('blue.u1', 13, 18, 'blue'), 'illegal-order', 'RMP-DEF-09');
  });
});
