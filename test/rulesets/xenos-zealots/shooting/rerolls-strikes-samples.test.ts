import { applyCommand, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { strikeOf } from '../../../../src/rulesets/xenos-zealots/rules/shooting/steps';
import type { XzState } from '../../../../src/rulesets/xenos-zealots/state';
import { aTank, aUnit, aWeapon } from '../builders';
import { RED, unit } from '../engine-support';
import { accept, game, hitModels, ofType, range, SAVES, shot } from './support';

const lines = { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 20 } };

describe('Xenos & Zealots shooting: re-rolls, strikes and samples', () => {
  it('R4 XZ-RES-10 the owner may spend a Command re-roll on failed to-hit dice', () => {
    const state = range({ red: [aUnit({ command: { rerolls: 1, range: 6 } })], place: lines });
    unit(state, 'red.squad').rerolls = 1;
    const first = accept(
      game(state, [1, 6, 5, ...SAVES]),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    expect(first.state.stage).toEqual({ kind: 'reroll', player: RED });
    expect(first.state.reroll?.eligible).toEqual([0]);
    const result = applyCommand(first.game, { type: 'reroll', player: RED, dice: [0] } as never);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const events = result.events as never as Parameters<typeof hitModels>[0];
    expect(ofType(events, 'hits-scored')[0]).toMatchObject({ dice: [5, 6], hits: 2 });
    expect(hitModels(events)).toHaveLength(2);
  });

  it('R3 R12 an off-table strike hits the enemy models under its template against Rear & Top', () => {
    const state = range({ place: lines });
    const strike = aWeapon({ name: 'Bombard', ap: 7, damage: 3, effect: { template: 'blast', diameter: 3 } });
    state.queue = [strikeOf(RED, strike as never, { x: 11.5, y: 20 }) as never];
    const { events } = accept(game(state, [6, 3, 6, ...SAVES]), {
      type: 'pass-action',
      player: RED,
      unit: 'red.squad',
    } as never);
    // Stealth 4 (no range from off the table): 6 and 6 hit, the 3 misses; friends 10" away are untouched.
    expect(hitModels(events)).toEqual(['blue.squad.m1', 'blue.squad.m3']);
  });

  it('XZ-ORD-06 every Shoot command the act decision lists is accepted', () => {
    const positions: XzState[] = [
      range({ place: lines }),
      range(
        {
          red: [
            aTank({
              weapons: [
                aWeapon({ name: 'Cannon', type: 'support', mount: { kind: 'turret' } }),
                aWeapon({
                  name: 'Flamer',
                  range: 8,
                  effect: { template: 'teardrop' },
                  mount: { kind: 'hull' },
                }),
                aWeapon({
                  name: 'Mortar',
                  range: 30,
                  effect: { template: 'blast', diameter: 5 },
                  mount: { kind: 'turret' },
                }),
              ],
              structure: {
                mobility: 2,
                attacks: [{ weapon: 'Cannon' }, { weapon: 'Flamer' }, { weapon: 'Mortar' }],
              },
            }),
          ],
          place: { 'red.tank': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 17 } },
        },
        'red.tank',
      ),
    ];
    for (const state of positions) {
      const g = game(state, Array(40).fill(6));
      const shoots = legalCommands(g, RED).filter((c) => (c as { type: string }).type === 'shoot');
      expect(shoots.length).toBeGreaterThan(0);
      for (const c of shoots) {
        const r = applyCommand(g, c as never);
        expect(r.ok, JSON.stringify(r.ok ? '' : r.error)).toBe(true);
      }
    }
  });
});
