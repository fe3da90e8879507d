import { createGame } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import {
  aFeature,
  aLineUnit,
  aMovementPosition,
  aSetup,
  eventsOf,
  move,
  played,
  rect,
} from '../../../support/xenocide';

const custom = (overrides: Record<string, unknown>) =>
  createGame(
    xenocide,
    aSetup('attrition', {
      terrain: [
        { kind: 'custom', id: 'patch', polygon: { points: [...rect(0, 12, 30, 6).points] }, overrides },
      ],
    }),
    { seed: 1 },
  ).game.terrain[0];

describe('XEN-TERR-13 features not in the terrain table (R17)', () => {
  it('XEN-TERR-13 vehicles find untabled light cover difficult, hard cover and loose ground dangerous; infantry move freely', () => {
    expect(custom({ cover: 'light' })?.movement).toEqual({
      Infantry: 'open',
      Walker: 'open',
      Wheeled: 'difficult',
      Tracked: 'difficult',
    });
    expect(custom({ cover: 'hard' })?.movement).toMatchObject({ Infantry: 'open', Tracked: 'dangerous' });
    expect(custom({ looseGround: true })?.movement).toMatchObject({ Walker: 'open', Wheeled: 'dangerous' });
    expect(custom({})?.movement.Tracked).toBe('open');
    // R17: the players may agree otherwise.
    expect(custom({ cover: 'hard', movement: { Tracked: 'open' } })?.movement.Tracked).toBe('open');
  });

  it('XEN-TERR-13 a tank crossing an untabled light-cover feature takes the difficult-terrain test, naming the rule', () => {
    const scrub = aFeature({
      id: 'scrub',
      polygon: rect(0, 12, 30, 6),
      cover: 'light',
      movement: { Infantry: 'open', Walker: 'open', Wheeled: 'difficult', Tracked: 'difficult' },
    });
    const tank = aLineUnit({
      id: 'red.c1.u1',
      profile: 'generic/medium-tank',
      order: 'move-and-fire',
      at: [{ x: 10, y: 10 }],
    });
    const result = played(
      aMovementPosition({ units: [tank], terrain: [scrub] }),
      move('red.c1.u1', { m1: [{ x: 10, y: 22 }] }),
      [1],
    );
    const test = eventsOf(result.events, 'terrain-test')[0];
    expect(test).toMatchObject({ feature: 'scrub', roll: 1 });
    expect(test?.rules).toEqual(expect.arrayContaining(['XEN-TERR-03', 'XEN-TERR-13']));
  });
});
