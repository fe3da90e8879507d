import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { modelDistance } from '../../../../src/rulesets/xenos-zealots/rules/units';
import { aTank } from '../builders';
import { aBlade, accept, duel, edge, edgeCharge, game, ONES, ofType, RED, unit } from './support';

describe('assaults against large models and lone models', () => {
  it('XZ-ASLT-04 R38 infantry charge a vehicle into hull contact; the sampled assault is accepted and its hits strike the hull', () => {
    const s = duel({ blue: aTank({ id: 'squad' }) });
    const sample = legalCommands(game(s) as never, RED).find(
      (c) => (c as { type: string }).type === 'assault',
    );
    expect(sample).toBeDefined();
    const { state, events } = accept(game(s, [10, 1, 6, 6, 6, 6, 6, ...ONES]), sample as never);
    const tank = unit(state, 'blue.squad').models[0];
    const red = unit(state, 'red.squad').models;
    expect(red.some((m) => m.alive && tank && modelDistance(m, tank) <= 0.01)).toBe(true);
    expect(ofType(events, 'assault-attacks')[0]?.unit).toBe('red.squad');
    expect(ofType(events, 'hit-resolved').length).toBeGreaterThan(0);
    expect(ofType(events, 'hit-resolved')[0]?.facing).toBeDefined();
  });

  it('XZ-ASLT-14 R33 a unit destroyed in the assault loses it; the winner may consolidate', () => {
    // red strikes first: the lone Champion is hit (6) and fails its save (1): removed, its unit destroyed.
    const s = edge({}, { weapons: [aBlade({ damage: 9 })] });
    const { state, events } = accept(game(s, [10, 1, 6, 1, 1, 1, 1, 1, ...ONES]), edgeCharge());
    expect(unit(state, 'blue.squad').status).toBe('destroyed');
    expect(ofType(events, 'assault-attacks').filter((e) => e.unit === 'blue.squad')).toHaveLength(0);
    expect(ofType(events, 'assault-result')[0]).toMatchObject({
      winner: 'red.squad',
      loser: 'blue.squad',
      outcome: 'destroyed',
    });
    expect(state.stage).toMatchObject({ kind: 'consolidate', unit: 'red.squad' });
  });
});
