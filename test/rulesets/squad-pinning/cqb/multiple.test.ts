import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  accept,
  acting,
  BLUE,
  eventsOf,
  force,
  game,
  OPEN_TABLE,
  position,
  RED,
  refused,
  unit,
} from '../engine-support';
import { andThen, moved, rifles, run, times, WOODS } from './cqb-support';

const misses = times(200, 1);
const profiles = { bare8: rifles(8) };

/** Two red squads (y 10) and one blue squad spread wide (y 16, in woods unless `open`). */
function multiple(open = false) {
  return acting(
    position({
      red: force('bare8', 'bare8'),
      blue: force('bare8', 'bare8'),
      scenario: open ? OPEN_TABLE : WOODS,
      params: { profiles },
      place: {
        'red.u1': { x: 10, y: 10 },
        'red.u2': { x: 22, y: 10, spacing: 1 },
        'blue.u1': { x: 8, y: 16, spacing: 3 },
        'blue.u2': { x: 40, y: 44 },
      },
    }),
    'red.u1',
  );
}

const together = (s: ReturnType<typeof multiple>) =>
  ({
    type: 'assault',
    player: RED,
    unit: 'red.u1',
    target: 'blue.u1',
    positions: moved(s, 'red.u1', 0, 3.5),
    partner: { unit: 'red.u2', positions: moved(s, 'red.u2', 0, 3.5) },
  }) as const;

/** One red squad (y 10, 2" apart) facing two blue squads side by side (y 16, in woods). */
function split() {
  return acting(
    position({
      red: force('bare8'),
      blue: force('bare8', 'bare8'),
      scenario: WOODS,
      params: { profiles },
      place: {
        'red.u1': { x: 12, y: 10, spacing: 2 },
        'blue.u1': { x: 8, y: 16 },
        'blue.u2': { x: 21, y: 16 },
      },
    }),
    'red.u1',
  );
}

const sent = ['red.u1.m5', 'red.u1.m6', 'red.u1.m7', 'red.u1.m8'];
const splitting = (s: ReturnType<typeof split>, models = sent) =>
  ({
    type: 'assault',
    player: RED,
    unit: 'red.u1',
    target: 'blue.u1',
    positions: moved(s, 'red.u1', 0, 3.5),
    split: { target: 'blue.u2', models },
  }) as const;

describe('multiple and split assaults', () => {
  it('SQ-CQS-05 two units assault one enemy unit together: both activate and move at once', () => {
    const s = multiple(true);
    const r = run(game(s, misses), together(s));
    expect(eventsOf(r.events, 'assault-declared')[0]).toMatchObject({
      units: ['red.u1', 'red.u2'],
      target: ['blue.u1'],
    });
    expect(unit(r.game.game, 'red.u2').activated).toBe(true);
    expect(eventsOf(r.events, 'unit-moved').map((e) => e.unit)).toEqual(['red.u1', 'red.u2']);
    // Both strike before the defender (it is not in cover) and each adds its bonus die.
    expect(eventsOf(r.events, 'cqb-strikes').map((e) => [e.unit, e.attacks])).toEqual([
      ['red.u1', 9],
      ['red.u2', 9],
    ]);
    expect(r.game.game.stage).toMatchObject({ kind: 'split-attacks', player: BLUE, unit: 'blue.u1' });
  });

  it('SQ-CQS-05 the second unit must be another friendly unit free to act: not activated, Pinned or engaged', () => {
    const s = multiple(true);
    const activated = structuredClone(s);
    unit(activated, 'red.u2').activated = true;
    refused(game(activated, misses), together(activated), 'illegal-partner', 'SQ-DEF-03');
    const pinned = structuredClone(s);
    unit(pinned, 'red.u2').pinned = true;
    refused(game(pinned, misses), together(pinned), 'illegal-partner', 'SQ-DEF-19');
    const self = { ...together(s), partner: { unit: 'red.u1', positions: moved(s, 'red.u1', 0, 3.5) } };
    refused(game(s, misses), self, 'illegal-partner', 'SQ-CQS-05');
    const both = { ...together(s), split: { target: 'blue.u2', models: ['red.u1.m1'] } };
    refused(game(s, misses), both, 'illegal-assault', 'SQ-DEF-20');
  });

  it('SQ-CQS-06 the second assaulting unit adds +1 to its initiative', () => {
    const s = multiple();
    // red.u1 4 + 1 = 5 ties blue's 5; red.u2 4 + 1 + 1 = 6 beats it.
    const r = run(game(s, [4, 4, 5, ...misses]), together(s));
    const first = eventsOf(r.events, 'initiative-rolled')[0];
    expect(first).toMatchObject({ first: ['red.u2'], simultaneous: true });
    expect(first?.rules).toContain('SQ-CQS-06');
    expect(eventsOf(r.events, 'cqb-strikes').map((e) => e.unit)).toEqual(['red.u2']);
  });

  it('SQ-DEF-20 the defender splits its attacks among the assaulting units (target owner decides)', () => {
    const s = multiple();
    const r = run(
      game(s, [4, 4, 5, ...times(10, 1), 1, ...times(9, 1), 4, ...times(7, 1), 6, ...misses]),
      together(s),
    );
    expect(r.game.game.stage).toMatchObject({
      kind: 'split-attacks',
      among: ['red.u1', 'red.u2'],
      attacks: 8,
    });
    const ask = { type: 'split-attacks', player: BLUE, unit: 'blue.u1' } as const;
    refused(r.game, { ...ask, allocation: { 'red.u1': 5, 'red.u2': 2 } }, 'wrong-count', 'SQ-DEF-20');
    refused(r.game, { ...ask, allocation: { 'red.u1': 5, 'blue.u2': 3 } }, 'unknown-entity', 'SQ-DEF-20');
    for (const c of legalCommands(r.game as never, BLUE)) accept(r.game, c as never);
    // red.u1 strikes (bonus 1, 9 misses) with blue: 5 attacks at red.u1 (one hit), 3 at red.u2.
    const after = andThen(r, { ...ask, allocation: { 'red.u1': 5, 'red.u2': 3 } });
    const strikes = eventsOf(after.events, 'cqb-strikes').filter((e) => e.unit === 'blue.u1');
    expect(strikes.map((e) => [e.target, e.attacks, e.hits])).toEqual([
      ['red.u1', 5, 1],
      ['red.u2', 3, 0],
    ]);
    // Mop up: red's side lost 1, blue 0; only red.u1 lost a model, so only it tests (at −1).
    const checks = eventsOf(after.events, 'test-taken').filter((e) => e.test === 'mop-up morale check');
    expect(checks.map((e) => e.unit)).toEqual(['red.u1']);
    expect(checks[0]?.rules).toContain('SQ-DEF-20');
  });

  it('SQ-CQS-07 one unit assaults two: the models sent at each strike it', () => {
    const s = split();
    const r = run(game(s, [4, 4, 3, 2, ...misses]), splitting(s));
    expect(eventsOf(r.events, 'assault-declared')[0]).toMatchObject({ target: ['blue.u1', 'blue.u2'] });
    const mine = eventsOf(r.events, 'cqb-strikes').filter((e) => e.unit === 'red.u1');
    // Four models and the bonus die (2) at the first target, four models at the second.
    expect(mine.slice(0, 2).map((e) => [e.target, e.attacks])).toEqual([
      ['blue.u1', 6],
      ['blue.u2', 4],
    ]);
  });

  it('SQ-CQS-07 the legal commands offer a split assault, and it is accepted', () => {
    const s = split();
    const g = game(s, misses);
    const splits = legalCommands(g as never, RED).filter(
      (c) => (c as { split?: unknown }).split !== undefined,
    );
    expect(splits.length).toBeGreaterThan(0);
    for (const c of splits) {
      const r = run(g, c as never);
      expect(eventsOf(r.events, 'assault-declared')[0]?.target).toHaveLength(2);
    }
  });

  it('SQ-CQS-07 the models sent must be living models of the unit, not all of them, each within 3" of its target', () => {
    const s = split();
    const g = game(s, misses);
    refused(g, splitting(s, ['red.u1.m9']), 'unknown-entity', 'SQ-CQS-07');
    refused(
      g,
      splitting(
        s,
        unit(s, 'red.u1').models.map((m) => m.id),
      ),
      'wrong-models',
      'SQ-CQS-07',
    );
    refused(g, splitting(s, ['red.u1.m1']), 'out-of-assault-range', 'SQ-CQB-01');
  });

  it('SQ-CQS-08 a split assault keeps its bonus dice but not the +1 for initiating', () => {
    const s = split();
    // Red 4 (no +1) against blue.u1 4: a tie; against blue.u2 3: red first.
    const r = run(game(s, [4, 4, 3, 2, ...misses]), splitting(s));
    const first = eventsOf(r.events, 'initiative-rolled')[0];
    expect(first?.rules).toContain('SQ-CQS-08');
    expect(first?.rules).not.toContain('SQ-CQB-02');
    expect(first).toMatchObject({ simultaneous: true });
    const strikes = eventsOf(r.events, 'cqb-strikes');
    expect(strikes.slice(0, 4).map((e) => e.unit)).toEqual(['red.u1', 'red.u1', 'blue.u1', 'blue.u2']);
    expect(strikes[0]?.rules).toContain('SQ-CQB-06');
  });
});
