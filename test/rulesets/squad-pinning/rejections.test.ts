import { describe, it } from 'vitest';
import type { SqState } from '../../../src/rulesets/squad-pinning/state';
import { acting, BLUE, feature, game, OPEN_TABLE, RED, refused, unit } from './engine-support';
import { only, pos } from './rules-support';

/** Red: a 5-model squad at (10,10) and an APC at (22,10); blue: a gunner at (10,30). */
function board(): SqState {
  return pos({
    red: only('squad5', 'apc'),
    blue: only('gunner'),
    scenario: { ...OPEN_TABLE, terrain: [feature('house', 'building', 20, 20, 4, 4)] },
    place: { 'red.u1': { x: 10, y: 10 }, 'red.u2': { x: 22, y: 10 }, 'blue.u1': { x: 10, y: 30 } },
  });
}

describe('illegal commands are refused with a stable code and rule, the state unchanged', () => {
  it('SQ-DEF-03 activation: only your own, unactivated units in play, and only when asked', () => {
    const g = game(board(), [6]);
    refused(g, { type: 'activate', player: RED, unit: 'blue.u1' }, 'not-your-unit', 'SQ-DEF-03');
    refused(g, { type: 'activate', player: RED, unit: 'red.u9' }, 'unknown-entity', 'SQ-DEF-03');
    refused(g, { type: 'activate', player: BLUE, unit: 'blue.u1' }, 'not-your-turn');
    refused(g, { type: 'hold', player: RED, unit: 'red.u1' }, 'unexpected-command');
    const s = board();
    unit(s, 'red.u1').activated = true;
    refused(
      game(s, [6]),
      { type: 'activate', player: RED, unit: 'red.u1' },
      'already-activated',
      'SQ-DEF-03',
    );
  });

  it('SQ-DEF-04 actions the acting unit may not take', () => {
    const g = game(acting(board(), 'red.u1'), [6]);
    refused(
      g,
      { type: 'exit', player: RED, unit: 'red.u1', positions: [{ x: 1, y: 1 }] },
      'illegal-action',
      'SQ-DEF-16',
    );
    refused(g, { type: 'rally', player: RED, unit: 'red.u1' }, 'illegal-action', 'SQ-ACT-08');
    refused(
      g,
      { type: 'move', player: RED, unit: 'red.u1', positions: [{ x: 10, y: 12 }] },
      'wrong-model-count',
      'SQ-ACT-01',
    );
    refused(
      g,
      {
        type: 'move',
        player: RED,
        unit: 'red.u1',
        positions: [0, 1, 2, 3, 4].map((i) => ({ x: 20.5 + i, y: 21 })),
      },
      'path-blocked',
      'SQ-DEF-12',
    );
    refused(
      g,
      { type: 'embark', player: RED, unit: 'red.u1', transport: 'blue.u1', positions: [{ x: 1, y: 1 }] },
      'no-transport',
      'SQ-DEF-16',
    );
    refused(g, { type: 'overwatch-fire', player: RED, unit: 'red.u1' }, 'unexpected-command');
    refused(
      g,
      { type: 'remove-casualties', player: RED, unit: 'red.u1', models: ['red.u1.m1'] },
      'unexpected-command',
    );
    refused(g, { type: 'recon-move', player: RED, unit: 'red.u1' }, 'unexpected-command');
  });

  it('SQ-DEF-02 deployment: already deployed units, wrong model counts and buildings are refused', () => {
    const s = board();
    s.phase = 'deploy';
    const apc = unit(s, 'red.u2');
    apc.status = 'undeployed';
    const blue = unit(s, 'blue.u1');
    blue.status = 'undeployed';
    s.stage = { kind: 'deploy', player: RED };
    const g = game(s, [6]);
    refused(
      g,
      { type: 'deploy', player: RED, unit: 'red.u1', positions: [{ x: 5, y: 5 }] },
      'already-deployed',
      'SQ-DEF-02',
    );
    refused(
      g,
      {
        type: 'deploy',
        player: RED,
        unit: 'red.u2',
        positions: [
          { x: 5, y: 5 },
          { x: 9, y: 5 },
        ],
      },
      'wrong-model-count',
      'SQ-DEF-02',
    );
    refused(g, { type: 'deploy', player: RED, unit: 'red.u2' }, 'missing-positions', 'SQ-DEF-02');
    const walled = board();
    walled.scenario.terrain.push(feature('shed', 'building', 2, 2, 4, 4));
    walled.phase = 'deploy';
    unit(walled, 'red.u2').status = 'undeployed';
    unit(walled, 'blue.u1').status = 'undeployed';
    walled.stage = { kind: 'deploy', player: RED };
    refused(
      game(walled, [6]),
      { type: 'deploy', player: RED, unit: 'red.u2', positions: [{ x: 4, y: 4 }] },
      'impassable',
      'SQ-DEF-02',
    );
  });
});
