import { describe, expect, it } from 'vitest';
import type { SqEvent } from '../../../../src/rulesets/squad-pinning/events';
import type { ParamsInput } from '../../../../src/rulesets/squad-pinning/params';
import { acting, eventsOf, force, game, OPEN_TABLE, position, RED, unit } from '../engine-support';
import { moved, run, times, WOODS } from './cqb-support';

const misses = times(120, 1);

interface Duel {
  readonly red?: string;
  readonly blue?: string;
  readonly cover?: boolean;
  readonly params?: ParamsInput;
  readonly redSpacing?: number;
  readonly blueSpacing?: number;
}

/** Red's unit at y 10 assaults blue's unit at y 16 (in woods unless `cover: false`). */
function duel(d: Duel = {}) {
  return acting(
    position({
      red: force(d.red ?? 'rifleSquad'),
      blue: force(d.blue ?? 'rifleSquad'),
      scenario: d.cover === false ? OPEN_TABLE : WOODS,
      ...(d.params ? { params: d.params } : {}),
      place: {
        'red.u1': { x: 10, y: 10, spacing: d.redSpacing ?? 1.5 },
        'blue.u1': { x: 10, y: 16, spacing: d.blueSpacing ?? 1.5 },
      },
    }),
    'red.u1',
  );
}

const assault = (s: ReturnType<typeof duel>) =>
  ({
    type: 'assault',
    player: RED,
    unit: 'red.u1',
    target: 'blue.u1',
    positions: moved(s, 'red.u1', 0, 3.5),
  }) as const;

const initiativeDice = (events: readonly SqEvent[]) =>
  (events as unknown as { type: string; purpose?: string }[]).filter(
    (e) => e.type === 'dice-rolled' && e.purpose?.startsWith('CQB initiative'),
  );

describe('CQB initiative', () => {
  it('SQ-CQB-02 the side that initiated the combat adds +1 in the first round only', () => {
    const s = duel();
    // Round 1: red 4 + 1 beats blue 4; bonus die 1, nine misses, eight misses. Round 2: 4 against 4 is a tie.
    const r = run(game(s, [4, 4, 1, ...times(9, 1), ...times(8, 1), 4, 4, ...misses]), assault(s));
    const [first, second] = eventsOf(r.events, 'initiative-rolled');
    expect(first).toMatchObject({ round: 1, first: ['red.u1'], simultaneous: false });
    expect(first?.rules).toContain('SQ-CQB-02');
    expect(second).toMatchObject({ round: 2, simultaneous: true });
    expect(second?.rules).not.toContain('SQ-CQB-02');
  });

  it('SQ-CQB-03 the side with the higher CQB rating adds +1 every round', () => {
    const s = duel({ blue: 'officerTeam', redSpacing: 1.2, blueSpacing: 3.5 });
    // Red 4 + 1 (initiator) = 5, the veteran officers 4 + 1 (better rating) = 5: a tie, both strike at once.
    const r = run(game(s, [4, 4, ...misses]), assault(s));
    const [first, second] = eventsOf(r.events, 'initiative-rolled');
    expect(first).toMatchObject({ round: 1, simultaneous: true });
    expect(first?.rules).toContain('SQ-CQB-03');
    expect(second?.rules).toContain('SQ-CQB-03');
  });

  it('SQ-CQB-04 an assaulted Pinned unit goes second in round 1 with no roll, even with the better CQB rating', () => {
    const s = duel({ blue: 'officerTeam', redSpacing: 1.2, blueSpacing: 3.5 });
    unit(s, 'blue.u1').pinned = true;
    const r = run(game(s, misses), assault(s));
    const [first] = eventsOf(r.events, 'initiative-rolled');
    expect(first).toMatchObject({ round: 1, first: ['red.u1'], simultaneous: false });
    expect(first?.rules).toContain('SQ-CQB-04');
    expect(
      initiativeDice(r.events).filter((e) => (e as { purpose: string }).purpose.length > 0),
    ).toHaveLength(
      // Rounds 2 and 3 roll (2 dice each); round 1 rolled none.
      4,
    );
    const strikes = eventsOf(r.events, 'cqb-strikes');
    expect(strikes[0]?.unit).toBe('red.u1');
    expect(strikes[1]?.unit).toBe('blue.u1');
  });

  it('SQ-CQS-04 an assaulted unit not in cover: the assaulting unit has the initiative without a roll', () => {
    const s = duel({ cover: false, blue: 'officerTeam', redSpacing: 1.2, blueSpacing: 3.5 });
    const r = run(game(s, misses), assault(s));
    const [first, second] = eventsOf(r.events, 'initiative-rolled');
    expect(first).toMatchObject({ round: 1, first: ['red.u1'], simultaneous: false });
    expect(first?.rules).toContain('SQ-CQS-04');
    // Round 2 is rolled as normal (1 against 1, the officers' better rating wins).
    expect(second).toMatchObject({ round: 2, first: ['blue.u1'] });
    expect(second?.rules).not.toContain('SQ-CQS-04');
  });

  it('SQ-CQS-03 a unit on Overwatch adds +1 to its initiative in that CQB', () => {
    const s = duel();
    unit(s, 'blue.u1').overwatch = true;
    // Overwatch fire: 10 to-hit dice, all 1s. Initiative: red 4 + 1, blue 4 + 1 (overwatch): a tie.
    const r = run(game(s, [...times(10, 1), 4, 4, ...misses]), assault(s));
    const [first] = eventsOf(r.events, 'initiative-rolled');
    expect(first).toMatchObject({ round: 1, simultaneous: true });
    expect(first?.rules).toContain('SQ-CQS-03');
  });

  it('SQ-SPC-02 a CQB Specialist adds +1 to its initiative in round 1, assaulted or assaulting', () => {
    const s = duel({ red: 'jumpSquad', blue: 'assaultSquad' });
    // Red (veteran) 4 + 1 initiator = 5; the Assault Squad (veteran, specialist) 4 + 1 = 5: a tie.
    const r = run(game(s, [4, 4, ...misses]), assault(s));
    const [first] = eventsOf(r.events, 'initiative-rolled');
    expect(first).toMatchObject({ round: 1, simultaneous: true });
    expect(first?.rules).toContain('SQ-SPC-02');
  });

  it('cqb.initiativeTie: "simultaneous" strikes together on a tie; "reroll" rolls off and the winner strikes first', () => {
    const together = duel();
    const a = run(game(together, [3, 4, ...misses]), assault(together));
    expect(eventsOf(a.events, 'initiative-rolled')[0]).toMatchObject({ simultaneous: true });
    const rolled = duel({ params: { cqb: { initiativeTie: 'reroll', maxRoundsPerActivation: 1 } } });
    // 3 + 1 = 4 against 4; the tie-break: red 5, blue 2.
    const b = run(game(rolled, [3, 4, 5, 2, ...misses]), assault(rolled));
    expect(eventsOf(b.events, 'initiative-rolled')[0]).toMatchObject({
      first: ['red.u1'],
      simultaneous: false,
    });
    // Red struck before blue: its bonus die and attacks come first, then blue's.
    expect(
      eventsOf(b.events, 'cqb-strikes')
        .map((e) => e.unit)
        .slice(0, 2),
    ).toEqual(['red.u1', 'blue.u1']);
  });
});
