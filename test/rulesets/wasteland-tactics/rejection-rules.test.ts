import { applyCommand } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { WastelandCommand } from '../../../src/rulesets/wasteland-tactics/index';
import { aPosition, gameOf, type UnitSpec } from '../../support/wasteland-tactics';

const red = (id: string, profile = 'trooper', extra: Partial<UnitSpec> = {}): UnitSpec => ({
  id,
  player: 'red',
  profile,
  at: [{ x: 10 + id.length * 3, y: 10 }],
  ...extra,
});
const blue = (id: string): UnitSpec => ({ id, player: 'blue', profile: 'trooper', at: [{ x: 40, y: 30 }] });
const activate = (unit: string, player = 'red'): WastelandCommand => ({
  type: 'activate-unit',
  player,
  unit,
  actions: [],
});

/** The rejection of a command that must be refused. */
function refusal(game: ReturnType<typeof gameOf>, command: WastelandCommand) {
  const result = applyCommand(game, command);
  if (result.ok) throw new Error(`${command.type} was accepted`);
  return result.error;
}

describe('rejections name the rule that refuses them (issue 13)', () => {
  it('WT-ACT-05 activating a unit with two suppression markers is refused by WT-ACT-05', () => {
    const game = gameOf(aPosition({ units: [red('r', 'trooper', { markers: 2 }), red('s'), blue('b')] }));
    const error = refusal(game, activate('r'));
    expect(error.rule).toBe('WT-ACT-05');
    expect(error.message).toMatch(/WT-ACT-05/);
  });

  it('WT-ACT-03 activating a Heavy unit before the others is refused by WT-ACT-03', () => {
    const heavy = red('heavy', 'heavy-weapons', {
      at: [
        { x: 30, y: 10 },
        { x: 31.25, y: 10 },
      ],
    });
    const game = gameOf(aPosition({ units: [red('r'), heavy, blue('b')] }), [1, 2]);
    expect(refusal(game, activate('heavy')).rule).toBe('WT-ACT-03');
  });

  it('a refusal whose message cites no rule has no rule', () => {
    const game = gameOf(aPosition({ units: [red('r'), blue('b')] }));
    const error = refusal(game, activate('nobody'));
    expect(error.code).toBe('unknown-entity');
    expect(error.rule).toBeUndefined();
  });
});
