import { createGame, type GameEvent, type GameState } from 'sandtable';
import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import {
  BUNDLED_FORCE_INPUTS,
  xenosZealotsDescription as description,
  narrateXenosZealots,
  type XzEvent,
  type XzSetup,
  xenosZealots,
} from '../../../src/rulesets/xenos-zealots/index';
import { swapSides } from '../../../src/sim/index';
import { shortSetup, xzRuleset } from '../../support/xenos-zealots';

describe('xenosZealotsDescription', () => {
  it('builds the crusade against the brood on Ashfall Crossing by default, and each seat its --forces choice', () => {
    expect(description.setup({})).toEqual({
      players: [
        { id: 'zealots', force: 'ashen-sun-crusade' },
        { id: 'xenos', force: 'vyrkai-brood' },
      ],
      scenario: 'ashfall-crossing',
    });
    const swapped = description.setup({
      scenario: 'hive-spire-assault',
      forces: 'vyrkai-brood,ashen-sun-crusade',
    });
    expect(swapped.players.map((p) => p.force)).toEqual(['vyrkai-brood', 'ashen-sun-crusade']);
    expect(description.setup({ forces: 'vyrkai-brood' }).players.map((p) => p.force)).toEqual([
      'vyrkai-brood',
      'vyrkai-brood',
    ]);
    expect(() => description.setup({ forces: 'a,b,c' })).toThrow(RangeError);
    expect(description.describe(swapped)).toBe(
      "The Vyr'kai Brood (zealots) vs The Ashen Sun Crusade (xenos), Hive Spire Assault",
    );
  });

  it('samples every bundled table in both seatings', () => {
    expect(description.samples.map((s) => s.choices)).toEqual([
      { scenario: 'ashfall-crossing' },
      { scenario: 'ashfall-crossing', forces: 'vyrkai-brood,ashen-sun-crusade' },
      { scenario: 'hive-spire-assault' },
      { scenario: 'hive-spire-assault', forces: 'vyrkai-brood,ashen-sun-crusade' },
    ]);
  });

  it('swaps the forces between the seats through army and withArmy (simulate --swap-sides)', () => {
    const base = description.setup({});
    const { armies, swaps } = swapSides(description, base);
    expect(armies).toEqual({ zealots: 'The Ashen Sun Crusade', xenos: "The Vyr'kai Brood" });
    expect(swaps[0]?.armies).toEqual({ zealots: "The Vyr'kai Brood", xenos: 'The Ashen Sun Crusade' });
    const setup = swaps[0]?.setup as XzSetup;
    expect(createGame(xenosZealots, setup, { seed: 1 }).pending.length).toBeGreaterThan(0);
  });

  it('withArmy refuses a broken force and a stranger with the problems in a player’s words', () => {
    const base = description.setup({});
    const broken = { ...BUNDLED_FORCE_INPUTS['vyrkai-brood'], units: [] };
    const placed = description.withArmy?.(base, 'xenos', broken);
    expect(placed?.ok).toBe(false);
    if (placed && !placed.ok) expect(placed.problems.join('\n')).toMatch(/R1/);
    const stranger = description.withArmy?.(base, 'mallory', BUNDLED_FORCE_INPUTS['vyrkai-brood']);
    expect(stranger).toEqual({
      ok: false,
      problems: ["This game has no player 'mallory'; it has zealots, xenos."],
    });
  });

  it('names units and models (numbered within a unit) for the narration', () => {
    const state = createGame(xenosZealots, description.setup({}), { seed: 1 }) as GameState;
    const labels = description.labels?.(state);
    expect(labels?.get('zealots.ashen-knights')).toBe('Ashen Knights');
    expect(labels?.get('zealots.ashen-knights.m3')).toMatch(/^Space Knight \d+/);
    expect(labels?.get('xenos.maw-colossus.m1')).toBe('Maw Colossus');
  });

  it('narrates every event of a game in one line, leaving out only the quiet ones', () => {
    const events: GameEvent[] = [];
    const match = playRandomGame(xzRuleset, shortSetup(2), {
      seed: 5,
      onCommand: (_state, emitted) => {
        events.push(...(emitted as readonly GameEvent[]));
      },
    });
    const told = new Set<string>();
    for (const event of events) {
      if (event.type === 'dice-rolled' || description.quiet.includes(event.type)) continue;
      const line = narrateXenosZealots(event as unknown as XzEvent);
      if (line === undefined) continue;
      expect(line, event.type).not.toMatch(/undefined|NaN|\[object/);
      told.add(event.type);
    }
    expect([...told]).toEqual(
      expect.arrayContaining([
        'turn-started',
        'phase-started',
        'orders-placed',
        'order-revealed',
        'unit-moved',
      ]),
    );
    const state = match.state as GameState;
    expect(description.summaryTable(state).rows).toHaveLength(2);
    expect(Object.keys(description.survival(state)).length).toBeGreaterThan(10);
    const figures = description.unitFigures?.(state, events) ?? [];
    expect(figures.map((f) => f.player)).toEqual(expect.arrayContaining(['zealots', 'xenos']));
    expect(description.roles?.(state)).toEqual({ zealots: expect.any(String), xenos: expect.any(String) });
  });

  it('narrates the book’s words', () => {
    const say = (event: XzEvent) => narrateXenosZealots(event);
    expect(say({ type: 'phase-started', turn: 2, phase: 'command' })).toBe('Turn 2 — Command Phase');
    expect(say({ type: 'order-revealed', player: 'zealots', unit: 'u', order: 'double-time' })).toBe(
      '  u: DOUBLE TIME is turned over.',
    );
    expect(
      say({ type: 'hits-scored', unit: 'a', target: 'b', weapon: 'Bolt Rifle', dice: [6, 5, 1], hits: 2 }),
    ).toBe('  2 hits on b (Bolt Rifle: 6 5 1).');
    expect(
      say({
        type: 'hit-resolved',
        unit: 'b',
        model: 'b.m4',
        weapon: 'Bolt Rifle',
        save: 6,
        ap: 6,
        saved: true,
      }),
    ).toBe('    b.m4 saves (6 ≥ AP 6).');
    expect(
      say({ type: 'morale-changed', unit: 'b', from: 'ok', to: 'suppressed', cause: 'half the unit lost' }),
    ).toBe('  b is Suppressed (half the unit lost).');
    expect(say({ type: 'action-skipped', unit: 'b', action: 'shoot' })).toBeUndefined();
  });
});
