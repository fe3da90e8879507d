import { applyCommand, type GameState, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XzEvent } from '../../../../src/rulesets/xenos-zealots/events';
import type { XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { aForce, aUnit } from '../builders';
import { acting, game, position, RED, shifted, unit, withOrder } from '../engine-support';

const hero = aUnit({
  id: 'hero',
  name: 'Hero',
  character: true,
  mobility: { type: 'L', speed: 6 },
  models: [{ name: 'Hero', leader: true }],
});

/** Red: a squad at (10, 10) in a 1.2" line and a lone hero at (`hx`, `hy`); blue far away. */
function withHero(hx: number, hy: number, attached = false) {
  const state = position({
    red: aForce([aUnit(), hero], attached ? { attachments: [{ character: 'hero', unit: 'squad' }] } : {}),
    place: {
      'red.squad': { x: 10, y: 10, spacing: 1.2 },
      ...(attached ? {} : { 'red.hero': { x: hx, y: hy } }),
      'blue.squad': { x: 40, y: 40 },
    },
  });
  if (attached) {
    const squad = unit(state, 'red.squad');
    const h = squad.models.find((m) => m.from !== undefined);
    if (h) {
      h.x = hx;
      h.y = hy;
    }
  }
  return acting(state, RED);
}

function events(result: ReturnType<typeof applyCommand>): readonly XzEvent[] {
  if (!result.ok) throw new Error(result.error.message);
  return result.events as unknown as readonly XzEvent[];
}

const stateAfter = (result: ReturnType<typeof applyCommand>) =>
  (result as { state: GameState<XzState> }).state.game as XzState;

describe('R27 characters', () => {
  it('XZ-MOVE-06 a character joins a unit by moving into its coherency and being declared attached; it leads it', () => {
    const state = withOrder(withHero(10, 20), 'red.hero', 'advance');
    withOrder(state, 'red.squad', 'advance');
    const result = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.hero',
      models: [{ model: 'red.hero.m1', x: 10, y: 14.5 }],
      attach: 'red.squad',
    } as never);
    const list = events(result);
    expect(list.map((e) => e.type)).toEqual(expect.arrayContaining(['character-attached', 'leader-changed']));
    const next = stateAfter(result);
    const squad = next.units.find((u) => u.id === 'red.squad');
    expect(squad?.leader).toBe('red.hero.m1');
    expect(squad?.models.find((m) => m.id === 'red.hero.m1')?.from).toBe('red.hero');
    expect(next.units.find((u) => u.id === 'red.hero')?.status).toBe('attached');
  });

  it("XZ-MOVE-06 a character must end within the unit's coherency of its leader to attach", () => {
    const state = withOrder(withHero(10, 20), 'red.hero', 'advance');
    const result = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.hero',
      models: [{ model: 'red.hero.m1', x: 10, y: 16 }],
      attach: 'red.squad',
    } as never);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.rule).toBe('XZ-MOVE-06');
      expect(result.error.code).toBe('out-of-coherency');
    }
  });

  it('XZ-MOVE-06 only a character may attach, and only to a friendly unit', () => {
    const state = withOrder(withHero(10, 20), 'red.squad', 'advance');
    const result = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.squad',
      models: shifted(state, 'red.squad', 0, 1),
      attach: 'red.hero',
    } as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('not-a-character');
  });

  it('XZ-MOVE-06 the legal moves of a lone character near a unit include attaching to it', () => {
    const state = withOrder(withHero(10, 18), 'red.hero', 'advance');
    const g = game(state);
    const attach = legalCommands(g, RED).find((c) => (c as { attach?: string }).attach === 'red.squad');
    expect(attach).toBeDefined();
    expect(applyCommand(g, attach as never).ok).toBe(true);
  });

  it('XZ-UNIT-02 an attached character leads its unit, which moves leader first around it', () => {
    const state = withOrder(withHero(12, 11.2, true), 'red.squad', 'advance');
    expect(unit(state, 'red.squad').leader).toBe('red.hero.m1');
    const result = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.squad',
      models: shifted(state, 'red.squad', 0, 4),
    } as never);
    const moved = events(result).find((e) => e.type === 'unit-moved') as Extract<
      XzEvent,
      { type: 'unit-moved' }
    >;
    expect(moved.models[0]?.model).toBe('red.hero.m1');
  });

  it('XZ-MOVE-07 a character detaches by moving out of coherency; the former leader resumes and the character is its own unit again', () => {
    const state = withOrder(withHero(12, 11.2, true), 'red.squad', 'advance');
    const result = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.squad',
      models: [{ model: 'red.hero.m1', x: 12, y: 17 }],
      detach: true,
    } as never);
    const list = events(result);
    expect(list.map((e) => e.type)).toContain('character-detached');
    const next = stateAfter(result);
    const squad = next.units.find((u) => u.id === 'red.squad');
    expect(squad?.leader).toBe('red.squad.m1');
    expect(squad?.models.some((m) => m.id === 'red.hero.m1')).toBe(false);
    const own = next.units.find((u) => u.id === 'red.hero');
    expect(own?.status).toBe('on-table');
    expect(own?.order).toBeUndefined();
    expect(own?.models[0]?.y).toBe(17);
  });

  it('XZ-MOVE-07 the legal moves of a unit led by a character include detaching it', () => {
    const state = withOrder(withHero(12, 11.2, true), 'red.squad', 'advance');
    const g = game(state);
    const detach = legalCommands(g, RED).find((c) => (c as { detach?: boolean }).detach === true);
    expect(detach).toBeDefined();
    const result = applyCommand(g, detach as never);
    expect(stateAfter(result).units.find((u) => u.id === 'red.hero')?.status).toBe('on-table');
  });

  it('XZ-MOVE-07 a character that stays within coherency can not detach', () => {
    const state = withOrder(withHero(12, 11.2, true), 'red.squad', 'advance');
    const result = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.squad',
      models: [{ model: 'red.hero.m1', x: 12, y: 14 }],
      detach: true,
    } as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.rule).toBe('XZ-MOVE-07');
  });

  it('XZ-MOVE-07 without a detach declaration the character must keep the unit in coherency', () => {
    const state = withOrder(withHero(12, 11.2, true), 'red.squad', 'advance');
    const result = applyCommand(game(state), {
      type: 'move',
      player: RED,
      unit: 'red.squad',
      models: [{ model: 'red.hero.m1', x: 12, y: 17 }],
    } as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.rule).toBe('XZ-UNIT-03');
  });
});

describe('R27 a character in a destroyed unit', () => {
  it('XZ-UNIT-02 an attached character is removed with the unit it leads, and its own unit counts as destroyed', () => {
    const state = position({
      red: aForce([aUnit(), hero, aUnit({ id: 'other' })], {
        attachments: [{ character: 'hero', unit: 'squad' }],
      }),
      place: {
        'red.squad': { x: 10, y: 3, spacing: 1.2 },
        'red.other': { x: 50, y: 5, spacing: 1.2 },
        'blue.squad': { x: 10, y: 11, spacing: 1.2 },
      },
    });
    const squad = unit(state, 'red.squad');
    squad.morale = 'routed';
    const h = squad.models.find((m) => m.from !== undefined);
    if (h) {
      h.x = 16;
      h.y = 4;
    }
    withOrder(state, 'red.other', 'advance');
    unit(state, 'blue.squad').order = { owner: 'blue', revealed: false, value: 'advance' };
    acting(state, RED);
    const result = applyCommand(game(state), {
      type: 'pass-action',
      player: RED,
      unit: 'red.other',
    } as never);
    const next = stateAfter(result);
    expect(next.units.find((u) => u.id === 'red.squad')?.status).toBe('destroyed');
    expect(next.units.find((u) => u.id === 'red.hero')?.status).toBe('destroyed');
    const model = next.units.find((u) => u.id === 'red.squad')?.models.find((m) => m.from !== undefined);
    expect(model?.alive).toBe(false);
    expect(model?.wounds).toBe(0);
    expect(next.sides.find((s) => s.player === 'blue')?.destroyed).toBe(2);
  });
});
