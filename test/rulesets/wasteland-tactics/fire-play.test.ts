import { applyCommand, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  type WastelandCommand,
  wastelandHeuristicPolicy,
} from '../../../src/rulesets/wasteland-tactics/index';
import { effectiveMarkers } from '../../../src/rulesets/wasteland-tactics/rules/units/units';
import {
  aPosition,
  aProfile,
  eventsOf,
  type Game,
  gameOf,
  play,
  row,
  troops,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

/** The heuristic's answer to the open prompt of `player`, from the commands the rules list. */
function decide(game: Game, player = 'red'): WastelandCommand {
  const legal = legalCommands(game, player) as WastelandCommand[];
  const command = wastelandHeuristicPolicy(game, player, legal);
  if (!command) throw new Error('the heuristic gave no answer');
  return command;
}

/** The listed commands of a player that pass a test; each must be accepted as it stands. */
function listed(game: Game, test: (c: WastelandCommand) => boolean, player = 'red'): WastelandCommand[] {
  const commands = (legalCommands(game, player) as WastelandCommand[]).filter(test);
  for (const c of commands) expect(applyCommand(game, c).ok, JSON.stringify(c)).toBe(true);
  return commands;
}

const shootsWith = (c: WastelandCommand, key: 'weapons' | 'focus') =>
  c.type === 'activate-unit' && c.actions.some((a) => a.type === 'shoot' && a[key] !== undefined);

const concealment = {
  polygon: {
    points: [
      { x: 10, y: 26 },
      { x: 30, y: 26 },
      { x: 30, y: 34 },
      { x: 10, y: 34 },
    ],
  },
  concealment: true,
  height: 3,
};

describe('fire and contact options in play (WT-SHOOT-02/04, WT-WSR-05, WT-SUR-46/66)', () => {
  it('WT-SHOOT-02 legal commands offer a volley split between the two nearest targets, which fires at both', () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: row(10, 10, 2) },
          { id: 'a', player: 'blue', profile: 'trooper', at: [{ x: 0.5, y: 20 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 21.5, y: 20 }] },
        ],
      }),
      [1, 1],
    );
    const [split] = listed(game, (c) => shootsWith(c, 'weapons'));
    expect(split).toEqual({
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'shoot', target: 'a', weapons: [{ model: 'r.m2', weapon: 'Rifle', target: 'b' }] }],
    });
    const rolled = eventsOf(play(game, split as WastelandCommand).events, 'attack-rolled');
    expect(rolled.map((e) => [e.model, e.target])).toEqual([
      ['r.m1', 'a'],
      ['r.m2', 'b'],
    ]);
    expect(rolled.every((e) => (e.rules ?? []).includes('WT-SHOOT-02'))).toBe(true);
  });

  it('WT-SHOOT-02 the heuristic sends a model that cannot see its unit’s target at another enemy it sees', () => {
    const wall = {
      polygon: {
        points: [
          { x: 17, y: 13 },
          { x: 23, y: 13 },
          { x: 23, y: 17 },
          { x: 17, y: 17 },
        ],
      },
      height: 5,
      blocksVisibility: true,
    };
    const game = gameOf(
      aPosition({
        terrain: [wall],
        units: [
          {
            id: 'r',
            player: 'red',
            profile: 'trooper',
            at: [
              { x: 10, y: 10 },
              { x: 30, y: 10 },
            ],
          },
          { id: 'a', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 20 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 30, y: 20 }] },
        ],
      }),
      Array.from({ length: 8 }, () => 1),
    );
    const command = decide(game);
    if (command.type !== 'activate-unit') throw new Error(`expected an activation, got ${command.type}`);
    const first = command.actions[0];
    expect(first?.type).toBe('shoot');
    if (first?.type !== 'shoot') return;
    const other = first.target === 'a' ? 'b' : 'a';
    const idle = first.target === 'a' ? 'r.m2' : 'r.m1';
    expect(first.weapons).toEqual([{ model: idle, weapon: 'Rifle', target: other }]);
    const rolled = eventsOf(play(game, command).events, 'attack-rolled');
    expect(new Set(rolled.map((e) => e.target))).toEqual(new Set(['a', 'b']));
    expect(rolled[0]?.rules).toContain('WT-SHOOT-02');
  });

  it('WT-SHOOT-02 the heuristic sends the models a lone target does not need at another enemy', () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: row(10, 10, 6) },
          { id: 'a', player: 'blue', profile: 'trooper', at: [{ x: 12, y: 20 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 20, y: 20 }] },
        ],
      }),
      Array.from({ length: 12 }, () => 1),
    );
    const command = decide(game);
    if (command.type !== 'activate-unit') throw new Error(`expected an activation, got ${command.type}`);
    const first = command.actions[0];
    if (first?.type !== 'shoot') throw new Error('expected a Shoot first');
    const other = first.target === 'a' ? 'b' : 'a';
    // A trooper kills 0.36 of a trooper: four of the six fire at the lone target, two at the other.
    expect(first.weapons).toEqual([
      { model: 'r.m5', weapon: 'Rifle', target: other },
      { model: 'r.m6', weapon: 'Rifle', target: other },
    ]);
    const rolled = eventsOf(play(game, command).events, 'attack-rolled');
    // The first volley: four shots at the declared target, then two at the other (each naming the split).
    const volley = rolled.slice(0, 6);
    expect(volley.map((e) => e.target)).toEqual([...Array(4).fill(first.target), other, other]);
    expect(volley.every((e) => (e.rules ?? []).includes('WT-SHOOT-02'))).toBe(true);
  });

  it('WT-SHOOT-04 legal commands offer fire focused on the completely visible models of a unit in Concealment', () => {
    const game = gameOf(
      aPosition({
        terrain: [concealment],
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: row(34, 14, 5) },
          troops('b', 'blue', row(24.5, 30, 8)),
        ],
      }),
      Array.from({ length: 40 }, () => 1),
    );
    const [focused] = listed(game, (c) => shootsWith(c, 'focus'));
    expect(focused).toEqual({
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'shoot', target: 'b', focus: ['b'] }],
    });
    const rolled = eventsOf(play(game, focused as WastelandCommand).events, 'attack-rolled');
    expect(rolled.length).toBeGreaterThan(0);
    expect(rolled.every((e) => (e.rules ?? []).includes('WT-SHOOT-04'))).toBe(true);
  });

  it('WT-WSR-05 the move samples offer the free Assault fire, the heuristic takes it, and its rolls name the rule', () => {
    const raider = aProfile({ id: 'raider', weapons: ['Pistol: R12 A1 5+ D1 [Assault]'] });
    const game = gameOf(
      aPosition({
        profiles: [raider],
        units: [
          { id: 'r', player: 'red', profile: 'raider', at: [{ x: 10, y: 4 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 20 }] },
        ],
        stage: { kind: 'move', player: 'red', unit: 'r' },
      }),
      [1],
    );
    const offered = listed(game, (c) => c.type === 'move-unit' && c.assaultTarget !== undefined);
    expect(offered.length).toBeGreaterThan(0);
    const move = decide(game);
    expect(move).toMatchObject({ type: 'move-unit', unit: 'r', assaultTarget: 'b' });
    const [rolled] = eventsOf(play(game, move).events, 'attack-rolled');
    expect(rolled).toMatchObject({ weapon: 'Pistol', target: 'b' });
    expect(rolled?.rules).toContain('WT-WSR-05');
    // A Shoot action is no free fire.
    const shot = play(
      gameOf(
        aPosition({
          profiles: [raider],
          units: [
            { id: 'r', player: 'red', profile: 'raider', at: [{ x: 10, y: 10 }] },
            { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 20 }] },
          ],
        }),
        [1],
      ),
      { type: 'activate-unit', player: 'red', unit: 'r', actions: [{ type: 'shoot', target: 'b' }] },
    );
    expect(eventsOf(shot.events, 'attack-rolled')[0]?.rules).not.toContain('WT-WSR-05');
  });

  it('WT-SUR-46 a charge carried beyond the Move by a Support model’s Bloodthirsty names the grant', () => {
    const banner = aProfile({ id: 'banner', rules: ['Support (Bloodthirsty 2)'] });
    const units = (bannerAt: { x: number; y: number }, targetAt: { x: number; y: number }): UnitSpec[] => [
      { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }] },
      { id: 's', player: 'red', profile: 'banner', at: [bannerAt], extra: { activated: true } },
      { id: 'b', player: 'blue', profile: 'trooper', at: [targetAt] },
    ];
    const charge = (bannerAt: { x: number; y: number }, targetAt: { x: number; y: number }) => {
      const game = gameOf(aPosition({ profiles: [banner], units: units(bannerAt, targetAt) }), [1, 1, 1]);
      const declared = play(game, {
        type: 'activate-unit',
        player: 'red',
        unit: 'r',
        actions: [{ type: 'fight', targets: ['b'] }],
      });
      const { state, events } = play(declared.state, {
        type: 'react-to-charge',
        player: 'blue',
        unit: 'b',
        react: false,
      });
      return { state, moved: eventsOf([...declared.events, ...events], 'unit-moved')[0] };
    };
    // 7" to the target: one inch beyond the Move, within it with the granted Bloodthirsty 2.
    const far = charge({ x: 9, y: 10 }, { x: 10, y: 18 });
    expect(far.moved?.kind).toBe('charge');
    expect(far.moved?.rules).toEqual(expect.arrayContaining(['WT-SUR-08', 'WT-SUR-46']));
    expect(unit(far.state, 'r').models[0]?.y).toBeCloseTo(17, 1);
    // 5" to the target: the Move alone gets there, so the grant decided nothing.
    const near = charge({ x: 9, y: 10 }, { x: 10, y: 16 });
    expect(near.moved?.rules).not.toContain('WT-SUR-46');
  });

  it('WT-SUR-46 the heuristic moves a unit with a marker into contact with a Support model granting Stubborn', () => {
    const banner = aProfile({ id: 'banner', rules: ['Support (Stubborn 1)'] });
    let game = gameOf(
      aPosition({
        profiles: [banner],
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }], markers: 1 },
          { id: 's', player: 'red', profile: 'banner', at: [{ x: 14, y: 10 }], extra: { activated: true } },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 44 }] },
        ],
      }),
    );
    const activation = decide(game);
    expect(activation).toMatchObject({ type: 'activate-unit', unit: 'r', actions: [{ type: 'move' }] });
    game = play(game, activation).state;
    game = play(game, decide(game)).state;
    const moved = unit(game, 'r');
    const [m] = moved.models;
    expect(Math.hypot((m?.x ?? 0) - 14, (m?.y ?? 0) - 10)).toBeLessThanOrEqual(1.05);
    expect(effectiveMarkers(game.game, moved)).toBe(0);
  });

  it('WT-SUR-46 the heuristic moves a Support model granting Stubborn into contact with a unit with a marker', () => {
    const banner = aProfile({ id: 'banner', rules: ['Support (Stubborn 1)'] });
    let game = gameOf(
      aPosition({
        profiles: [banner],
        units: [
          {
            id: 'r',
            player: 'red',
            profile: 'trooper',
            at: [{ x: 10, y: 10 }],
            markers: 1,
            extra: { activated: true },
          },
          { id: 's', player: 'red', profile: 'banner', at: [{ x: 14, y: 10 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 44 }] },
        ],
      }),
    );
    expect(effectiveMarkers(game.game, unit(game, 'r'))).toBe(1);
    const activation = decide(game);
    expect(activation).toMatchObject({ type: 'activate-unit', unit: 's' });
    expect(activation.type === 'activate-unit' && activation.actions[0]).toEqual({ type: 'move' });
    game = play(game, activation).state;
    // Every Move it declared carries it to the marked unit, then keeps it there.
    while (game.pending[0]?.kind === 'move') game = play(game, decide(game)).state;
    const [m] = unit(game, 's').models;
    expect(Math.hypot((m?.x ?? 0) - 10, (m?.y ?? 0) - 10)).toBeLessThanOrEqual(1.05);
    expect(effectiveMarkers(game.game, unit(game, 'r'))).toBe(0);
  });

  it('WT-SUR-66 the heuristic charges infantry with a melee Monster, and the target takes the terror roll', () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'ravager', at: [{ x: 10, y: 10 }] },
          troops('b', 'blue', row(8, 17, 5)),
        ],
      }),
      Array.from({ length: 40 }, () => 10),
    );
    const command = decide(game);
    // The charge comes first (a second Fight, while still in contact, may follow: WT-FIGHT-06).
    expect(command).toMatchObject({ type: 'activate-unit', unit: 'r' });
    expect(command.type === 'activate-unit' && command.actions[0]).toEqual({ type: 'fight', targets: ['b'] });
    let { state, events } = play(game, command);
    if (state.pending[0]?.kind === 'charge-reaction') {
      const reacted = play(state, { type: 'react-to-charge', player: 'blue', unit: 'b', react: false });
      state = reacted.state;
      events = [...events, ...reacted.events];
    }
    const terror = eventsOf(events, 'test-rolled').find((e) => (e.rules ?? []).includes('WT-SUR-66'));
    expect(terror).toMatchObject({ unit: 'b', test: 'will' });
  });
});
