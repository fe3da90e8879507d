import { describe, expect, it } from 'vitest';
import {
  aBlade,
  accept,
  assaultSquad,
  BLUE,
  charge,
  duel,
  game,
  intoContact,
  ONES,
  ofType,
  unit,
} from './support';

describe('assault hits resolved by the hit step (XZ-ASLT-11, XZ-ASLT-12, XZ-ASLT-14)', () => {
  it('XZ-ASLT-11 assault hits are saved and wound like shooting hits: D6 + AV against AP, then Damage + penetration against Resilience', () => {
    // red first; 2 hits (6, 6); saves 1 (3 < AP 4: 4 + 1 damage vs Resilience 3: 1 wound, removed) and 2 (saved).
    const faces = [10, 1, 6, 6, 1, 1, 1, 1, 2, 1, 1, 1, 1, 6];
    const { state, events } = accept(game(duel(), [...faces, ...ONES]), charge(intoContact()));
    const resolved = ofType(events, 'hit-resolved');
    expect(resolved.map((h) => [h.model, h.save, h.saved, h.wounds])).toEqual([
      ['blue.squad.m1', 3, false, 1],
      ['blue.squad.m2', 4, true, undefined],
    ]);
    for (const hit of resolved)
      expect(hit.rules).toEqual(expect.arrayContaining(['XZ-ASLT-11', 'XZ-STAT-02']));
    expect(ofType(events, 'model-removed')[0]?.model).toBe('blue.squad.m1');
    expect(ofType(events, 'assault-attacks').find((e) => e.unit === 'blue.squad')?.dice).toHaveLength(4);
    expect(state.stage).toEqual({ kind: 'withdraw', player: BLUE, unit: 'blue.squad' });
    const after = accept(game(structuredClone(state) as never, ONES), {
      type: 'withdraw',
      player: BLUE,
      unit: 'blue.squad',
    });
    expect(ofType(after.events, 'assault-result')[0]).toMatchObject({
      winner: 'red.squad',
      loser: 'blue.squad',
      lost: { 'red.squad': 0, 'blue.squad': 1 },
      outcome: 'test-passed',
    });
  });

  it('XZ-ASLT-12 XZ-ASLT-17 a failed save with no wounds suppresses the model, which loses one attack and is not active', () => {
    const s = duel({ red: assaultSquad({ weapons: [aBlade({ damage: 1 })] }) });
    // red: one hit (6); blue m1 saves on 1 + 2 = 3 < 4: 1 + 1 = 2 < Resilience 3: suppressed, no wounds.
    const faces = [10, 1, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    const { state, events } = accept(game(s, [...faces, ...ONES]), charge(intoContact()));
    expect(ofType(events, 'model-suppressed')[0]).toMatchObject({ model: 'blue.squad.m1' });
    expect(ofType(events, 'model-suppressed')[0]?.rules).toContain('XZ-ASLT-12');
    expect(ofType(events, 'assault-attacks').find((e) => e.unit === 'blue.squad')?.dice).toHaveLength(4);
    // XZ-ASLT-17: no wounds lost either side, and the suppressed model is not active: blue loses and tests.
    expect(ofType(events, 'rally-attempted')[0]?.unit).toBe('blue.squad');
    expect(unit(state, 'blue.squad').morale).toBe('routed');
  });
});
