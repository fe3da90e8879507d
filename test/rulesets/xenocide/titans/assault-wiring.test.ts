import { describe, expect, it } from 'vitest';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import { poolOf } from '../../../../src/rulesets/xenocide/rules/assault';
import type { TitanStatus, XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  aPosition,
  aTitan,
  aUnit,
  currentAssault,
  eventsOf,
  type Game,
  play,
  refused,
  row,
  stagedGame,
  statusOf,
} from '../../../support/xenocide';

const TITAN = 'red.c1.u1';
const MODEL = 'red.c1.u1.m1';
const SQUAD = 'blue.c1.u1';

/** Red's Strider (Assault orders) in close assault with three blue troopers (CAA 2, CAD 4) 3" away. */
function titanAssault(
  status: Partial<TitanStatus> = {},
  suppression = 0,
  dice: readonly number[] = [],
): Game {
  const position: XenocideState = aPosition({
    units: [
      aTitan({ id: TITAN, at: { x: 30, y: 20 }, status, order: 'assault', suppression }),
      aUnit({ id: SQUAD, at: row(29, 25, 3) }),
    ],
  });
  return stagedGame(position, { attackers: [TITAN], defenders: [SQUAD] }, dice);
}

const split = (player: string, extra: Partial<XenocideCommand> = {}): XenocideCommand =>
  ({ type: 'assault-split', player, split: [], ...extra }) as XenocideCommand;

const sword = (power: number) => ({ titan: MODEL, weapon: 'Assault Sword', power });

/** Red's titan pool once blue has declared its split. */
function titanPool(game: Game) {
  const after = play(game, split('blue')).state;
  const assault = currentAssault(after);
  if (!assault) throw new Error('no assault');
  return { after, pool: poolOf(assault, TITAN) };
}

/** Attack dice that all miss, then passing suppression tests: enough to reach the retreat decision. */
const QUIET = [...Array<number>(30).fill(1), ...Array<number>(10).fill(6)];

describe('XEN-TITAN titans in close assault through the engine', () => {
  it('XEN-TITAN-26 a titan tallies its CAA plus its close-assault weapon bonus', () => {
    const { pool, after } = titanPool(titanAssault());
    expect(pool).toMatchObject({ caa: 14, dice: 14, maxDefence: 4 });
    expect(after.pending[0]).toMatchObject({ player: 'red', kind: 'assault-split' });
  });

  it('XEN-TITAN-26 XEN-TITAN-05 power put into the Assault Sword with the split adds +4 CAA per point and is paid', () => {
    const game = titanAssault({}, 0, QUIET);
    const { state, events } = play(game, split('blue'), split('red', { power: [sword(1)] }));
    expect(eventsOf(events, 'titan-power-spent')).toEqual([
      expect.objectContaining({
        model: MODEL,
        spent: 1,
        left: 3,
        weapons: [{ weapon: 'Assault Sword', power: 1 }],
      }),
    ]);
    const red = eventsOf(events, 'dice-split').find((e) => e.player === 'red');
    expect(red?.units).toEqual([expect.objectContaining({ unit: TITAN, dice: 18, attack: 18 })]);
    expect(statusOf(state.game, TITAN).power).toBe(3);
    // The 18 attack dice were rolled at the squad.
    const struck = eventsOf(events, 'assault-struck').find((e) => e.player === 'red');
    expect(struck?.targets[0]?.attack).toHaveLength(18);
    expect(xenocide.invariants(state.game)).toEqual([]);
  });

  it('XEN-TITAN-25 R32 a titan at core 0 loses half its CAA (weapons included), rounded down', () => {
    const { pool } = titanPool(titanAssault({ core: 0, layers: 0, power: 0 }));
    expect(pool).toMatchObject({ caa: 7, dice: 7, maxDefence: 2 });
  });

  it('XEN-TITAN-24 R18 a suppressed titan loses 1/3 of its close-assault dice', () => {
    const { pool } = titanPool(titanAssault({}, 1));
    expect(pool).toMatchObject({ caa: 14, disadvantage: ['suppressed'], disadvantageLoss: 4, dice: 10 });
  });

  it('XEN-TITAN-24 XEN-TITAN-25 R32 both reductions apply: half at core 0, then 1/3 of the rest', () => {
    const { pool } = titanPool(titanAssault({ core: 0, layers: 0, power: 0 }, 1));
    expect(pool).toMatchObject({ caa: 7, disadvantageLoss: 2, dice: 5 });
  });

  it('XEN-TITAN-26 XEN-TITAN-04 power refusals leave the state untouched and name the rule', () => {
    const { after } = titanPool(titanAssault());
    const tooMuch = refused(after, split('red', { power: [sword(5)] }));
    expect(tooMuch).toMatchObject({ code: 'insufficient-resources', path: ['power', 0] });
    expect(tooMuch.message).toMatch(/XEN-TITAN-04/);
    const shooting = refused(
      after,
      split('red', { power: [{ titan: MODEL, weapon: 'Plasma Destructor', power: 1 }] }),
    );
    expect(shooting).toMatchObject({ code: 'illegal-action' });
    expect(shooting.message).toMatch(/XEN-TITAN-26/);
    const zero = refused(after, split('red', { power: [sword(0)] }));
    expect(zero).toMatchObject({ code: 'out-of-range', path: ['power', 0, 'power'] });
    // The defender may not power the attacker's titan.
    const blue = refused(titanAssault(), split('blue', { power: [sword(1)] }));
    expect(blue.message).toMatch(/XEN-TITAN-26/);
    // With the power, the split is checked against the bigger pool: 6 defence dice of 18 is allowed.
    expect(
      refused(after, split('red', { split: [{ unit: TITAN, defence: 7 }], power: [sword(1)] })),
    ).toMatchObject({
      code: 'out-of-range',
      path: ['split', 0, 'defence'],
    });
  });

  it('XEN-TITAN-26 legal commands offer the split with the titan powering its sword, and it is accepted', () => {
    const { after } = titanPool(titanAssault({}, 0, QUIET));
    const commands = xenocide.legalCommands(after.game, 'red');
    const powered = commands.find((c) => c.type === 'assault-split' && (c.power?.length ?? 0) > 0);
    expect(powered).toMatchObject({ power: [sword(4)] });
    const done = play(after, powered as XenocideCommand);
    expect(statusOf(done.state.game, TITAN).power).toBe(0);
  });

  it('XEN-TITAN-27 XEN-TITAN-28 hits on a titan: a deflector blocks on 4 or less and loses a layer, else the core drops', () => {
    const dice = [
      ...Array<number>(14).fill(1), // red's 14 attack dice miss
      1,
      1, // blue's 2 infantry defence dice (XEN-CA-13)
      6,
      6,
      6,
      6,
      1,
      1, // blue's 6 dice: two pairs of 6s against CAD 66
      3,
      5, // deflector dice: the first kill is blocked, the second is not
      ...Array<number>(6).fill(6), // suppression tests pass
    ];
    const game = titanAssault({}, 0, dice);
    const atCasualties = play(game, split('blue'), split('red')).state;
    expect(atCasualties.pending[0]).toMatchObject({ player: 'red', kind: 'assign-assault-casualties' });
    const { state, events } = play(atCasualties, {
      type: 'assign-assault-casualties',
      player: 'red',
      assignment: [
        {
          unit: TITAN,
          kills: [
            { model: MODEL, dice: [0, 1] },
            { model: MODEL, dice: [2, 3] },
          ],
        },
      ],
    });
    expect(statusOf(state.game, TITAN)).toMatchObject({ core: 3, layers: 2 });
    expect(eventsOf(events, 'casualties-assigned')[0]?.targets[0]?.kills).toEqual([
      { model: MODEL, dice: [6, 6], removed: false, blocked: 'deflector' },
      { model: MODEL, dice: [6, 6], removed: false, titanCore: 3 },
    ]);
  });
});
