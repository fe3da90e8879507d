import { applyCommand } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import {
  activation,
  aFeature,
  aLineUnit,
  aPosition,
  aTitan,
  eventsOf,
  gameOf,
  play,
  rect,
} from '../../../support/xenocide';

const targets = (y: number) =>
  aLineUnit({
    id: 'blue.c1.u1',
    profile: 'generic/line-infantry',
    order: 'fire-and-move',
    at: [
      { x: 9, y },
      { x: 10, y },
      { x: 11, y },
    ],
  });

describe('XEN-TITAN-14 a titan traces sight from its head or a weapon mount', () => {
  const wall = aFeature({ id: 'wall', polygon: rect(5, 13, 10, 0.5), height: 4, solid: true });
  const position = () =>
    aPosition({
      units: [aTitan({ id: 'red.c1.u1', at: { x: 10, y: 10 } }), targets(30)],
      terrain: [wall],
      stage: activation('red', 'shooting', ['red.c1.u1']),
    });
  const shoot = (extra = {}): XenocideCommand => ({
    type: 'shoot',
    player: 'red',
    unit: 'red.c1.u1',
    target: 'blue.c1.u1',
    weapons: [{ weapon: 'Plasma Destructor', power: 0 }],
    ...extra,
  });

  it('XEN-TITAN-14 from its head (the default) a 6" titan sees over a 4" wall; from a 3" mount it does not', () => {
    const fromMount = applyCommand(gameOf(position()), shoot({ sightFrom: 'mount' }));
    expect(fromMount.ok).toBe(false);
    if (!fromMount.ok) expect(fromMount.error.code).toBe('line-of-sight');
    const { events } = play(gameOf(position(), [6, 6]), shoot());
    const fired = eventsOf(events, 'shots-fired')[0];
    expect(fired).toMatchObject({ shooter: 'red.c1.u1', sightFrom: 'head' });
    expect(fired?.rules).toContain('XEN-TITAN-14');
  });

  it('XEN-TITAN-14 only a titan chooses a sight point', () => {
    const squad = aLineUnit({ id: 'red.c1.u1', profile: 'generic/line-infantry', at: [{ x: 10, y: 20 }] });
    const game = gameOf(
      aPosition({ units: [squad, targets(30)], stage: activation('red', 'shooting', ['red.c1.u1']) }),
    );
    const result = applyCommand(game, {
      type: 'shoot',
      player: 'red',
      unit: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
      sightFrom: 'head',
    });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error).toMatchObject({
        code: 'illegal-action',
        rule: 'XEN-TITAN-14',
        path: ['sightFrom'],
      });
  });
});

describe('XEN-TITAN-16 a titan gets cover from terrain at least half its height', () => {
  const shooters = aLineUnit({
    id: 'red.c1.u1',
    profile: 'generic/line-infantry',
    order: 'fire-and-move',
    at: [
      { x: 19, y: 12 },
      { x: 20, y: 12 },
      { x: 21, y: 12 },
    ],
  });
  const titanBehind = (cover: 'hard' | 'light', height: number) =>
    aPosition({
      units: [shooters, aTitan({ at: { x: 20, y: 30 } })],
      terrain: [aFeature({ id: 'cover', polygon: rect(14, 27, 12, 1), height, cover })],
      stage: activation('red', 'shooting', ['red.c1.u1']),
    });
  const missiles: XenocideCommand = {
    type: 'shoot',
    player: 'red',
    unit: 'red.c1.u1',
    target: 'blue.c1.u1',
    weapons: [{ weapon: 'Missile Launcher' }],
  };
  const titanCover = (cover: 'hard' | 'light', height: number) => {
    // Three missiles hit (1s); every later save die fails (6s).
    const { events } = play(gameOf(titanBehind(cover, height), [1, 1, 1, ...Array(20).fill(6)]), missiles);
    const pools = eventsOf(events, 'hits-allocated')[0]?.pools ?? [];
    const cover0 = eventsOf(events, 'saves-rolled')[0]?.steps.find((s) => s.step === 'cover');
    return { cover: pools[0]?.cover, step: cover0 };
  };

  it('XEN-TITAN-16 a wall or building at least half the titan’s height gives hard cover 2', () => {
    expect(titanCover('hard', 3)).toMatchObject({ cover: 2, step: { target: 2 } });
  });

  it('XEN-TITAN-16 a forest at least half its height gives soft cover 1; lower terrain gives none', () => {
    expect(titanCover('light', 3).cover).toBe(1);
    expect(titanCover('hard', 2).cover).toBe(0);
  });
});
