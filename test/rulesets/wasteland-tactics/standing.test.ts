import { applyCommand, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import {
  aPosition,
  aProfile,
  eventsOf,
  gameOf,
  play,
  refused,
  row,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const captain: UnitSpec = { id: 'c', player: 'red', profile: 'captain', at: [{ x: 10, y: 10 }] };
const troops: UnitSpec = { id: 't', player: 'red', profile: 'trooper', at: [{ x: 14, y: 10 }] };
const enemy: UnitSpec = { id: 'b', player: 'blue', profile: 'trooper', at: row(14, 20, 3) };
const order = (command: 'strike-harder' | 'push-forward' | 'get-back-into-the-fight') => ({
  type: 'issue-command' as const,
  player: 'red',
  leader: 'c',
  unit: 't',
  command,
});

describe('standing commands: Leadership at any time (R20), Air support (R55)', () => {
  it('WT-SUR-27 a Command may be issued at any time, even while the opponent is deciding (R20)', () => {
    const state = aPosition({ units: [captain, troops, enemy], stage: { kind: 'activate', player: 'blue' } });
    const game = gameOf({ ...state, turn: 1 }, [4, 9]);
    expect(wastelandTactics.standingCommands?.(game.game, 'red')).toEqual(['issue-command']);
    expect(legalCommands(game, 'red').some((c) => c.type === 'issue-command')).toBe(true);
    const { state: after, events } = play(game, order('push-forward'));
    expect(eventsOf(events, 'command-issued')[0]).toMatchObject({ passed: true, value: 5 });
    expect(after.game.stage).toEqual({ kind: 'activate', player: 'blue' });
    const early = gameOf({
      ...state,
      phase: 'deployment',
      round: 0,
      stage: { kind: 'deploy', player: 'blue' },
    });
    expect(applyCommand(early, order('push-forward')).ok).toBe(false);
  });

  it("WT-SUR-29 Strike harder!: D5 dice of the unit's next Shoot or Fight action are re-rolled (R3, R20)", () => {
    const gunner = aProfile({ id: 'gunner', weapons: ['Gun: R24 A3 5+ D1'] });
    const state = aPosition({
      profiles: [gunner],
      units: [captain, { ...troops, profile: 'gunner' }, enemy],
    });
    const issued = play(gameOf(state, [4, 3]), order('strike-harder'));
    expect(unit(issued.state, 't').strikeHarder).toBe(2);
    const { events, state: after } = play(
      gameOf(issued.state.game, [1, 2, 6, 9, 3, 1, 1]),
      { type: 'activate-unit', player: 'red', unit: 't', actions: [{ type: 'shoot', target: 'b' }] },
      { type: 'allocate-casualties', player: 'blue', unit: 'b', order: ['b.m1', 'b.m2', 'b.m3'] },
    );
    const rerolled = events.find(
      (e) => e.type === ('dice-rolled' as never) && 'rerolled' in e,
    ) as unknown as {
      rerolled: number[];
      dice: number[];
    };
    expect(rerolled).toMatchObject({ rerolled: [0, 1], dice: [9, 3, 6] });
    expect(eventsOf(events, 'attack-rolled')[0]?.hits).toBe(2);
    expect(unit(after, 't').strikeHarder).toBeUndefined();
  });

  it('WT-ADV-07 Air support: once a round, at any time, an enemy unit fails D5 Life rolls (R55)', () => {
    const state = aPosition({
      advanced: { advantages: true },
      sides: { blue: { advantage: 'air-support' } },
      units: [{ id: 'r', player: 'red', profile: 'trooper', at: row(10, 10, 4) }, enemy],
    });
    const game = gameOf(state, [5]);
    expect(wastelandTactics.standingCommands?.(game.game, 'blue')).toEqual(['call-air-support']);
    const called = play(game, { type: 'call-air-support', player: 'blue', target: 'r' });
    expect(eventsOf(called.events, 'air-support-called')[0]).toMatchObject({ target: 'r', count: 3 });
    expect(called.state.game.stage).toEqual({ kind: 'casualties', player: 'red', unit: 'r' });
    const { state: after } = play(called.state, {
      type: 'allocate-casualties',
      player: 'red',
      unit: 'r',
      order: ['r.m4', 'r.m3', 'r.m2', 'r.m1'],
    });
    expect(unit(after, 'r').models.map((m) => m.alive)).toEqual([true, false, false, false]);
    expect(unit(after, 'r').failedLife).toBe(true);
    expect(after.game.stage).toEqual({ kind: 'activate', player: 'red' });
    expect(refused(after, { type: 'call-air-support', player: 'blue', target: 'r' }).message).toMatch(
      /once per round/,
    );
  });

  it('WT-SUR-30 R20: the morale phase opens a priority window before each step for players who can still issue Commands', () => {
    const state = aPosition({
      units: [
        { id: 'x', player: 'red', profile: 'trooper', at: [{ x: 60, y: 4 }] },
        { ...captain, extra: { activated: true } },
        { ...troops, markers: 3, extra: { activated: true } },
        { ...enemy, extra: { activated: true } },
      ],
    });
    const game = gameOf(state, [4, 1, 5, 5, 5, 5]);
    const { state: window } = play(game, { type: 'activate-unit', player: 'red', unit: 'x', actions: [] });
    expect(window.game.stage).toEqual({ kind: 'priority', player: 'red' });
    expect(legalCommands(window, 'red').map((c) => c.type)).toEqual(['pass-priority', 'issue-command']);
    // Once red has nothing left to do, the window closes by itself and the morale phase goes on.
    const saved = play(window, order('get-back-into-the-fight'));
    expect(unit(saved.state, 't').markers).toBe(2);
    expect(unit(saved.state, 't').status).toBe('on-table');
  });
});
