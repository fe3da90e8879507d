import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../src/kit/index.js';
import type { CommandOfType } from '../../../src/rulesets/xenocide/commands/schema.js';
import { XENOCIDE_EVENT_RULES } from '../../../src/rulesets/xenocide/event-rules.js';
import {
  activation,
  aFeature,
  aPosition,
  aTitan,
  aTrooper,
  aUnit,
  BLUE,
  type Event,
  endTurnWith,
  gameOf,
  PROFILES,
  placeUnit,
  play,
  playOutTurn,
  rect,
  row,
  settlePreGame,
  startGame,
  toFirstActivation,
  withSideLosses,
} from '../../support/xenocide';

/** The rule IDs an event names once the kit has merged its type's table entry (as the reach report counts them). */
function rulesNamed(event: Event): string[] {
  const table = XENOCIDE_EVENT_RULES as Readonly<Record<string, readonly string[] | undefined>>;
  return rulesOf(table[event.type], (event as { readonly rules?: readonly string[] }).rules);
}

function eventOf(events: readonly Event[], type: string): Event {
  const found = events.find((e) => e.type === type);
  if (!found) throw new Error(`no '${type}' event among ${events.map((e) => e.type).join(', ')}`);
  return found;
}

const shoot = (unit: string, target: string): CommandOfType<'shoot'> => ({
  type: 'shoot',
  player: 'red',
  unit,
  target,
  weapons: [{ weapon: 'Rifles' }],
});

describe('rule IDs on the events of real play (the reach report counts them)', () => {
  it('XEN-SHOOT-04 a shot in the Shooting phase names the targeting, engagement and stat rules that decided it', () => {
    const position = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: row(10, 10, 4) }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 20, 5) }),
      ],
    });
    // 12 shots, all hit (1s), then armor saves that all fail: allocation goes to one pool.
    const { events } = play(
      gameOf(position, [...Array(12).fill(1), ...Array(12).fill(6), 6, 6]),
      shoot('red.c1.u1', 'blue.c1.u1'),
    );
    const fired = rulesNamed(eventOf(events, 'shots-fired'));
    expect(fired).toEqual(expect.arrayContaining(['XEN-SHOOT-04', 'XEN-SHOOT-06', 'XEN-SHOOT-12']));
    expect(fired).not.toContain('XEN-SHOOT-10');
    const toHit = events.find(
      (e) => e.type === 'dice-rolled' && (e as { purpose?: string }).purpose === 'to-hit',
    );
    expect(toHit && rulesNamed(toHit)).toEqual(
      expect.arrayContaining(['XEN-STAT-17', 'XEN-STAT-18', 'XEN-STAT-10']),
    );
    // XEN-ALLOC-01: one profile, one cover status: every hit goes to that model type.
    expect(rulesNamed(eventOf(events, 'hits-allocated'))).toContain('XEN-ALLOC-01');
    expect(rulesNamed(eventOf(events, 'saves-rolled'))).toContain('XEN-ALLOC-06');
  });

  it('XEN-SHOOT-10 a sight line through obscuring terrain names the obscuring rule; in-range models fire without soft range', () => {
    const position = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', at: row(10, 10, 4) }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 20, 5) }),
      ],
      terrain: [aFeature({ id: 'hedge', obscures: true, cover: 'none', polygon: rect(0, 14, 40, 1) })],
    });
    const { events } = play(gameOf(position, [...Array(12).fill(6), 6, 6]), shoot('red.c1.u1', 'blue.c1.u1'));
    const fired = rulesNamed(eventOf(events, 'shots-fired'));
    expect(fired).toContain('XEN-SHOOT-10');
    expect(fired).not.toContain('XEN-SHOOT-05');
  });

  it('XEN-MOVE-07 a move names coherency, and the zone of control of an enemy within reach (XEN-MOVE-04/05)', () => {
    const units = [
      aUnit({ id: 'red.c1.u1', at: row(10, 10, 3), order: 'move-and-fire' }),
      aUnit({ id: 'blue.c1.u1', at: row(10, 18, 3) }),
    ];
    const position = aPosition({ units, stage: activation('red', 'first-movement', ['red.c1.u1']) });
    const move: CommandOfType<'move-unit'> = {
      type: 'move-unit',
      player: 'red',
      unit: 'red.c1.u1',
      mode: 'normal',
      models: row(10, 10, 3).map((at, i) => ({
        model: `red.c1.u1.m${i + 1}`,
        path: [at, { x: at.x, y: at.y + 2 }],
      })),
    } as const;
    const moved = rulesNamed(eventOf(play(gameOf(position), move).events, 'unit-moved'));
    expect(moved).toEqual(
      expect.arrayContaining(['XEN-MOVE-01', 'XEN-MOVE-07', 'XEN-MOVE-04', 'XEN-MOVE-05']),
    );
    const far = aPosition({
      units: [units[0] as (typeof units)[number], aUnit({ id: 'blue.c1.u1', at: row(10, 46, 3) })],
      stage: activation('red', 'first-movement', ['red.c1.u1']),
    });
    expect(rulesNamed(eventOf(play(gameOf(far), move).events, 'unit-moved'))).not.toContain('XEN-MOVE-05');
  });

  it('XEN-ARMY-03 a deployed company names the army-building rules its list was checked against and its deployment zone', () => {
    const { events } = settlePreGame(startGame('attrition'));
    const deployed = eventOf(events, 'company-deployed');
    const rules = rulesNamed(deployed);
    expect(rules).toEqual(
      expect.arrayContaining([
        'XEN-ARMY-01',
        'XEN-ARMY-03',
        'XEN-ARMY-05',
        'XEN-ARMY-13',
        'XEN-SCEN-05',
        'XEN-MOVE-07',
      ]),
    );
    expect(rules.some((r) => ['XEN-ARMY-07', 'XEN-ARMY-08', 'XEN-ARMY-09', 'XEN-ARMY-10'].includes(r))).toBe(
      true,
    );
  });

  it('XEN-ARMY-15 a deployed company whose titan bought an alternate weapon names the rule; one without does not', () => {
    const { events } = settlePreGame(startGame('attrition'));
    const deployedCompany = (company: string) => {
      const found = events.find(
        (e) => e.type === 'company-deployed' && (e as { company?: string }).company === company,
      );
      if (!found) throw new Error(`no company-deployed event for ${company}`);
      return rulesNamed(found);
    };
    // Blue's Great Beasts: the Hive Colossus bought the Acid Torrent in place of its Spine Volley.
    expect(deployedCompany('blue.c3')).toEqual(expect.arrayContaining(['XEN-ARMY-10', 'XEN-ARMY-15']));
    // Red's Titan Lance: the Strider fields its standard weapons.
    expect(deployedCompany('red.c3')).toContain('XEN-ARMY-10');
    expect(deployedCompany('red.c3')).not.toContain('XEN-ARMY-15');
  });

  it('XEN-WIN-07 a Seize Ground victory names the rule that decided it, and the next turn XEN-TURN-09', () => {
    const objectives = {
      red: [
        { x: 12, y: 24 },
        { x: 36, y: 24 },
      ],
      blue: [
        { x: 60, y: 24 },
        { x: 24, y: 36 },
      ],
    };
    const start = toFirstActivation('seize-ground', { objectives });
    const won = endTurnWith(start, (draft) => {
      draft.sides[0].score = 9;
      placeUnit(draft, 'red.c4.u2', { x: 12, y: 24 });
    });
    expect(rulesNamed(eventOf(won.events, 'battle-won'))).toEqual(['XEN-WIN-01', 'XEN-WIN-07']);
    const goesOn = endTurnWith(start, () => {}, [6, 1]);
    const turnTwo = goesOn.events.find((e) => e.type === 'turn-started');
    expect(turnTwo && rulesNamed(turnTwo)).toEqual(['XEN-TURN-01', 'XEN-CP-01', 'XEN-TURN-09']);
    expect(rulesNamed(eventOf(goesOn.events, 'cp-discarded'))).toContain('XEN-TURN-10');
  });

  it('XEN-ALLOC-08 hits no lower-Aspect model could take go to the higher ones; XEN-ALLOC-09 lower-capable hits spill over', () => {
    const profiles = { ...PROFILES, 'test/sneak': aTrooper({ name: 'Sneak', aspect: -2 }) };
    const blue = aUnit(
      {
        id: 'blue.c1.u1',
        models: [
          { at: { x: 10, y: 20 }, profile: 'test/sneak' },
          { at: { x: 11.5, y: 20 } },
          { at: { x: 13, y: 20 } },
        ],
      },
      profiles,
    );
    const position = aPosition({ units: [aUnit({ id: 'red.c1.u1', at: row(10, 10, 4) }), blue], profiles });
    const allocated = (toHit: number) => {
      const { events } = play(
        gameOf(position, [...Array(12).fill(toHit), ...Array(40).fill(6)]),
        shoot('red.c1.u1', 'blue.c1.u1'),
      );
      return rulesNamed(eventOf(events, 'hits-allocated'));
    };
    // 3s hit at Accuracy 3 (Aspect 0) but not the Sneak (3 − 2 = 1): it gets none.
    const higherOnly = allocated(3);
    expect(higherOnly).toEqual(expect.arrayContaining(['XEN-ALLOC-07', 'XEN-ALLOC-08']));
    expect(higherOnly).not.toContain('XEN-ALLOC-09');
    // 1s could hit the Sneak too: after it has one, the rest spill over to the Aspect 0 models.
    const spill = allocated(1);
    expect(spill).toEqual(expect.arrayContaining(['XEN-ALLOC-07', 'XEN-ALLOC-09']));
    expect(spill).not.toContain('XEN-ALLOC-08');
  });

  it('XEN-WIN-06 both players over the Attrition threshold: the tests and the result name the rules that decided them', () => {
    const game = playOutTurn(
      withSideLosses(toFirstActivation('attrition'), { red: 500, blue: 700 }, [2, 2]),
    ).state;
    const { events } = play(game, { type: 'commit-break-cp', player: BLUE, cp: 0 });
    expect(rulesNamed(eventOf(events, 'break-test'))).toEqual(
      expect.arrayContaining(['XEN-SCEN-06', 'XEN-WIN-06']),
    );
    expect(rulesNamed(eventOf(events, 'battle-won'))).toEqual(['XEN-WIN-01', 'XEN-WIN-04', 'XEN-SCEN-06']);
  });

  it('XEN-TITAN-29 a titan below half its Core tests suppression as below half strength, and its test names it', () => {
    const test = (core: number) => {
      const position = aPosition({
        units: [
          aUnit({ id: 'red.c1.u1', at: row(10, 10, 4) }),
          aTitan({ at: { x: 12, y: 20 }, status: { core } }),
        ],
      });
      // Every shot misses (a shot per model is enough for a test); the titan rolls 3d6 and keeps two.
      const fired = play(gameOf(position, [...Array(12).fill(6), 1, 1, 1]), shoot('red.c1.u1', 'blue.c1.u1'));
      const { events } = play(fired.state, { type: 'end-phase', player: 'red' });
      return rulesNamed(eventOf(events, 'suppression-tested'));
    };
    expect(test(1)).toEqual(expect.arrayContaining(['XEN-SUP-05', 'XEN-TITAN-29']));
    expect(test(4)).not.toContain('XEN-TITAN-29');
  });
});
