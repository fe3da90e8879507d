import { applyCommand, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { isScoring } from '../../../src/rulesets/wasteland-tactics/rules/missions/scoring';
import {
  aPosition,
  eventsOf,
  gameOf,
  play,
  refused,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const captain: UnitSpec = { id: 'c', player: 'red', profile: 'captain', at: [{ x: 10, y: 10 }] };
const troops = (extra: Partial<UnitSpec> = {}): UnitSpec => ({
  id: 't',
  player: 'red',
  profile: 'trooper',
  at: [{ x: 14, y: 10 }],
  ...extra,
});
const enemy: UnitSpec = { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 60, y: 40 }] };
const order = (
  command: 'push-forward' | 'get-back-into-the-fight' | 'seize-the-initiative' | 'strike-harder',
  unitId = 't',
) => ({
  type: 'issue-command' as const,
  player: 'red',
  leader: 'c',
  unit: unitId,
  command,
});
const game = (units: UnitSpec[], dice: number[] = []) => gameOf(aPosition({ units }), dice);

describe('Leadership and Commands (WT-SUR-27 … WT-SUR-32)', () => {
  it('WT-SUR-27 a Leadership X model attempts up to X Commands a round on units within 6", each with a Will roll', () => {
    const { events, state } = play(
      game([captain, troops({ markers: 1 }), enemy], [4]),
      order('get-back-into-the-fight'),
    );
    expect(eventsOf(events, 'command-issued')[0]).toMatchObject({ leader: 'c', unit: 't', passed: true });
    expect(unit(state, 'c').commandsUsed).toBe(1);
    expect(
      refused(
        game([captain, troops({ at: [{ x: 18, y: 10 }], markers: 1 }), enemy]),
        order('get-back-into-the-fight'),
      ).message,
    ).toMatch(/within 6"/);
    const spent = { ...captain, extra: { commandsUsed: 3 } };
    expect(
      refused(game([spent, troops({ markers: 1 }), enemy]), order('get-back-into-the-fight')).message,
    ).toMatch(/3 Command\(s\) per round/);
  });

  it('WT-SUR-28 Push forward! adds D5" to the unit\'s next Move (R3: a 9 gives 5)', () => {
    const { state } = play(game([captain, troops(), enemy], [4, 9]), order('push-forward'));
    expect(unit(state, 't').pushForward).toBe(5);
    const moving = play(state, {
      type: 'activate-unit',
      player: 'red',
      unit: 't',
      actions: [{ type: 'move' }],
    });
    expect(
      applyCommand(moving.state, {
        type: 'move-unit',
        player: 'red',
        unit: 't',
        models: [{ model: 't.m1', path: [{ x: 25, y: 10 }] }],
      }).ok,
    ).toBe(true);
  });

  it('WT-SUR-30 Get back into the fight! removes a suppression marker at once', () => {
    const { state } = play(
      game([captain, troops({ markers: 2 }), enemy], [4]),
      order('get-back-into-the-fight'),
    );
    expect(unit(state, 't').markers).toBe(1);
  });

  it('WT-SUR-31 Seize the initiative! makes the unit the next activation even with two markers (one action, R19)', () => {
    const { state } = play(
      game([captain, troops({ markers: 2 }), enemy], [4]),
      order('seize-the-initiative'),
    );
    expect(refused(state, { type: 'activate-unit', player: 'red', unit: 'c', actions: [] }).message).toMatch(
      /WT-ACT/,
    );
    expect(
      applyCommand(state, { type: 'activate-unit', player: 'red', unit: 't', actions: [{ type: 'defend' }] })
        .ok,
    ).toBe(true);
  });

  it('WT-SUR-32 the same Command goes to the same unit at most once a round', () => {
    const { state } = play(
      game([captain, troops({ markers: 2 }), enemy], [4]),
      order('get-back-into-the-fight'),
    );
    const again = refused(state, order('get-back-into-the-fight'));
    expect(again.message).toMatch(/WT-SUR-32/);
    expect(again.rule).toBe('WT-SUR-32');
    // The unit still has a marker, so only WT-SUR-32 keeps a second Get back into the fight! off the list.
    expect(unit(state, 't').markers).toBe(1);
    expect(state.pending[0]).toMatchObject({ player: 'red', kind: 'activate' });
    expect(state.pending[0]?.rules).toContain('WT-SUR-32');
    expect(
      legalCommands(state, 'red').some(
        (c) => c.type === 'issue-command' && c.command === 'get-back-into-the-fight',
      ),
    ).toBe(false);
    const fresh = game([captain, troops({ markers: 2 }), enemy]);
    expect(fresh.pending[0]?.rules).not.toContain('WT-SUR-32');
  });

  it('WT-SUR-27 a failed Will roll still uses the attempt', () => {
    const { state, events } = play(
      game([captain, troops({ markers: 1 }), enemy], [2]),
      order('get-back-into-the-fight'),
    );
    expect(eventsOf(events, 'command-issued')[0]?.passed).toBe(false);
    expect(unit(state, 't').markers).toBe(1);
    expect(unit(state, 'c').commandsUsed).toBe(1);
  });
});

describe('scoring units (WT-SIZE-05, WT-SIZE-08)', () => {
  it('WT-SIZE-05 in a small game every unit without markers scores', () => {
    const state = aPosition({ gameSize: 'small', units: [captain, troops({ markers: 1 })] });
    expect(isScoring(state, unit(state, 'c'))).toBe(true);
    expect(isScoring(state, unit(state, 't'))).toBe(false);
  });

  it('WT-SIZE-08 in medium and larger games only Troops and Spearhead units without markers score', () => {
    const state = aPosition({
      gameSize: 'medium',
      units: [captain, troops(), { id: 'k', player: 'red', profile: 'killers', at: [{ x: 30, y: 10 }] }],
    });
    expect(['c', 't', 'k'].map((id) => isScoring(state, unit(state, id)))).toEqual([false, true, true]);
  });
});
