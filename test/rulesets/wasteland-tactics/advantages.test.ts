import { createGame, scripted } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { type WastelandSetup, wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import {
  advantageForRoll,
  disadvantageForRoll,
} from '../../../src/rulesets/wasteland-tactics/rules/advantages/advantages';
import { initiativeModifier } from '../../../src/rulesets/wasteland-tactics/rules/initiative/initiative';
import {
  aPosition,
  aProfile,
  eventsOf,
  type Game,
  gameOf,
  play,
  refused,
  row,
  setupFor,
  unit,
} from '../../support/wasteland-tactics';

/** A started 2-player small game with advantages on, its dice scripted from the start-game command. */
function started(dice: number[], extra: Partial<WastelandSetup['advanced']> = {}): Game {
  const setup = setupFor(2, 10, 'small', { advanced: { advantages: true, ...extra } });
  const game = createGame(wastelandTactics, setup, { seed: 1, dice: scripted(dice) }) as Game;
  return play(game, { type: 'start-game', player: 'red' }).state;
}
const side = (game: Game, player: string) => game.game.sides.find((s) => s.player === player);
const gunner = aProfile({ id: 'gunner', weapons: ['Gun: R24 A2 5+ D1'] });
const shoot = {
  type: 'activate-unit' as const,
  player: 'red',
  unit: 'r',
  actions: [{ type: 'shoot' as const, target: 'b' }],
};

describe('advantages and disadvantages (WT-ADV)', () => {
  it('WT-ADV-01 each player rolls a D10 on the advantages table; WT-ADV-08 then on the disadvantages table', () => {
    const game = started([4, 6, 10, 1, 5, 6]);
    expect(side(game, 'red')).toMatchObject({
      advantage: 'good-intel',
      disadvantages: ['terrible-commander'],
    });
    expect(side(game, 'blue')).toMatchObject({ advantage: 'air-support', disadvantages: ['exhausted'] });
    expect([1, 3, 5, 7, 9].map(advantageForRoll)).toEqual([
      'none',
      'good-intel',
      'cutting-edge',
      'grizzled-veterans',
      'air-support',
    ]);
    expect([2, 4, 6, 8, 10].map(disadvantageForRoll)).toEqual([
      'exhausted',
      'low-ammunition',
      'terrible-commander',
      'traitors',
      'fubar',
    ]);
  });

  it('WT-ADV-02 a player rolling 1-2 for advantages rolls no disadvantage', () => {
    const game = started([2, 1, 3, 5, 6]);
    expect(side(game, 'red')).toMatchObject({ advantage: 'none', disadvantages: [] });
    expect(side(game, 'blue')).toMatchObject({ advantage: 'none', disadvantages: [] });
  });

  it('WT-ADV-03 Good intel adds +10 to initiative rolls', () => {
    const units = [
      { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }] },
      { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 40 }] },
    ];
    const plain = aPosition({ units });
    const intel = aPosition({
      units,
      advanced: { advantages: true },
      sides: { red: { advantage: 'good-intel' } },
    });
    expect(initiativeModifier(intel, 'red') - initiativeModifier(plain, 'red')).toBe(10);
  });

  it('WT-ADV-04 Good intel: no Shoot penalty against units in Concealment or Cover', () => {
    const options = {
      profiles: [gunner],
      terrain: [
        {
          polygon: {
            points: [
              { x: 5, y: 18 },
              { x: 15, y: 18 },
              { x: 15, y: 24 },
              { x: 5, y: 24 },
            ],
          },
          concealment: true,
        },
      ],
      units: [
        { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] },
        { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 21 }] },
      ],
    };
    const needed = (game: Game) => eventsOf(play(game, shoot).events, 'attack-rolled')[0]?.needed;
    expect(needed(gameOf(aPosition(options), [1, 1]))).toBe(7);
    const intel = aPosition({
      ...options,
      advanced: { advantages: true },
      sides: { red: { advantage: 'good-intel' } },
    });
    expect(needed(gameOf(intel, [1, 1]))).toBe(5);
  });

  it('WT-ADV-05 Cutting-edge equipment: every weapon of the player does +1 Damage', () => {
    const state = aPosition({
      profiles: [gunner],
      advanced: { advantages: true },
      sides: { red: { advantage: 'cutting-edge' } },
      units: [
        { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] },
        { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 20 }] },
        { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 60, y: 40 }] },
      ],
    });
    const { events } = play(gameOf(state, [5, 1, 7]), shoot);
    expect(eventsOf(events, 'test-rolled').filter((t) => t.test === 'life')[0]).toMatchObject({
      needed: 8,
      passed: false,
    });
  });

  it('WT-ADV-06 Grizzled veterans: every unit gains Stubborn 1, stacking with its own', () => {
    const state = aPosition({
      advanced: { advantages: true },
      sides: { red: { advantage: 'grizzled-veterans' } },
      units: [
        { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }], markers: 1 },
        { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 40 }] },
      ],
    });
    const game = gameOf(state);
    const twice = {
      type: 'activate-unit' as const,
      player: 'red',
      unit: 'r',
      actions: [{ type: 'defend' as const }, { type: 'defend' as const }],
    };
    expect(refused(game, twice).message).toMatch(/WT-DEF-01/);
    expect(
      play(game, { ...twice, actions: [{ type: 'move' }, { type: 'move' }] }).state.game.stage.kind,
    ).toBe('move');
  });

  it('WT-ADV-09 Exhausted: Move −1" and −1 on every Will roll (R8)', () => {
    const state = aPosition({
      advanced: { advantages: true },
      sides: { red: { disadvantages: ['exhausted'] } },
      units: [
        { id: 'c', player: 'red', profile: 'captain', at: [{ x: 10, y: 10 }] },
        { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 14, y: 10 }], markers: 1 },
        { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 40 }] },
      ],
      stage: { kind: 'move', player: 'red', unit: 'r' },
    });
    const moving = gameOf({
      ...state,
      activation: { player: 'red', unit: 'r', actions: [{ type: 'move' }], next: 1, awaitingMove: true },
    });
    expect(
      refused(moving, {
        type: 'move-unit',
        player: 'red',
        unit: 'r',
        models: [{ model: 'r.m1', path: [{ x: 20, y: 10 }] }],
      }).message,
    ).toMatch(/may move 5"/);
    const ordering = gameOf({ ...state, stage: { kind: 'activate', player: 'red' } }, [4]);
    const { events } = play(ordering, {
      type: 'issue-command',
      player: 'red',
      leader: 'c',
      unit: 'r',
      command: 'get-back-into-the-fight',
    });
    expect(eventsOf(events, 'command-issued')[0]?.passed).toBe(false);
  });

  it('WT-ADV-10 Low ammunition: a Shoot action with half or more failed dice lowers the Shoot rolls by 1, cumulatively', () => {
    const state = aPosition({
      profiles: [gunner],
      advanced: { advantages: true },
      sides: { red: { disadvantages: ['low-ammunition'] } },
      units: [
        { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] },
        { id: 'b', player: 'blue', profile: 'trooper', at: row(10, 20, 3) },
      ],
    });
    const fire = { type: 'shoot' as const, target: 'b' };
    const twice = { ...shoot, actions: [fire, fire] };
    const { events, state: after } = play(gameOf(state, [5, 2, 7, 1, 1]), twice, {
      type: 'allocate-casualties',
      player: 'blue',
      unit: 'b',
      order: ['b.m1', 'b.m2', 'b.m3'],
    });
    expect(eventsOf(events, 'attack-rolled').map((a) => a.needed)).toEqual([5, 6]);
    expect(unit(after, 'r').lowAmmo).toBe(2);
  });

  it('WT-ADV-11 Terrible commander: the unit with the highest Leadership has Leadership 0 (R54)', () => {
    const game = started([4, 6, 2, 5, 6]);
    const boss = game.game.units.find((u) => u.player === 'red' && u.profile === 'scav-boss');
    expect(boss?.leadershipZeroed).toBe(true);
    const tied = aPosition({
      advanced: { advantages: true },
      units: [
        { id: 'c1', player: 'red', profile: 'captain', at: [{ x: 10, y: 10 }] },
        { id: 'c2', player: 'red', profile: 'captain', at: [{ x: 20, y: 10 }] },
      ],
      stage: { kind: 'setup-choice', player: 'red', choice: 'terrible-commander' },
    });
    const asked = gameOf(
      { ...tied, phase: 'setup', setupChoices: [{ player: 'red', choice: 'terrible-commander' }] },
      [5, 5, 5, 5],
    );
    const { state } = play(asked, { type: 'choose-units', player: 'red', units: ['c2'] });
    expect([unit(state, 'c1').leadershipZeroed, unit(state, 'c2').leadershipZeroed]).toEqual([
      undefined,
      true,
    ]);
  });

  it("WT-ADV-12 Traitors: D10s in the owner's order until a 1; that unit joins an enemy Battle Group (R53)", () => {
    const game = started([8, 8, 2, 5, 1, 3, 4, 7, 2]);
    expect(game.game.stage).toMatchObject({ kind: 'setup-choice', player: 'red', choice: 'traitors' });
    const mine = game.game.units.filter((u) => u.player === 'red').map((u) => u.id);
    const order = [...mine].reverse();
    const { state, events } = play(game, { type: 'choose-units', player: 'red', units: order });
    expect(eventsOf(events, 'unit-defected')[0]).toMatchObject({ unit: order[1], from: 'red', to: 'blue' });
    expect(unit(state, order[1] as string).player).toBe('blue');
  });

  it('WT-ADV-13 FUBAR (R7): by default every other disadvantage; or two more rolls ignoring 9-10; or nothing', () => {
    expect(side(started([4, 9, 2, 5, 6]), 'red')?.disadvantages).toEqual([
      'fubar',
      'exhausted',
      'low-ammunition',
      'terrible-commander',
      'traitors',
    ]);
    const twice = started([4, 10, 9, 3, 1, 2, 5, 6], { fubarEffect: 'roll-twice' });
    expect(side(twice, 'red')?.disadvantages).toEqual(['fubar', 'low-ammunition', 'exhausted']);
    expect(side(started([4, 10, 2, 5, 6], { fubarEffect: 'none' }), 'red')?.disadvantages).toEqual(['fubar']);
  });
});
