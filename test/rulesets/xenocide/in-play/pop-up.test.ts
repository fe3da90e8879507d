import { applyCommand, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import { xenocideInvariants } from '../../../../src/rulesets/xenocide/invariants';
import {
  activation,
  aFeature,
  aLineUnit,
  aPosition,
  eventsOf,
  gameOf,
  play,
  rect,
  unitIn,
} from '../../../support/xenocide';

const hover = (extra = {}) =>
  aLineUnit({
    id: 'red.c1.u1',
    profile: 'generic/light-hover-tank',
    order: 'move-and-fire',
    at: [{ x: 10, y: 10 }],
    ...extra,
  });
/** Blue's squad behind a 4" wall: no ground sight line reaches it from the hover tank. */
const squad = aLineUnit({
  id: 'blue.c1.u1',
  profile: 'generic/line-infantry',
  order: 'fire-and-move',
  at: [
    { x: 9, y: 20 },
    { x: 10, y: 20 },
    { x: 11, y: 20 },
  ],
});
/** Blue's overwatching squad 20" from the hover tank: in Missile Launcher range (24") only without the 6". */
const watchers = aLineUnit({
  id: 'blue.c2.u1',
  profile: 'generic/line-infantry',
  order: 'fire-and-move',
  overwatch: true,
  at: [
    { x: 9, y: 31 },
    { x: 10, y: 31 },
    { x: 11, y: 31 },
  ],
});
const wall = aFeature({ id: 'wall', polygon: rect(6, 14, 8, 1), height: 4, solid: true, cover: 'hard' });
const position = (red = hover()) =>
  aPosition({
    units: [red, squad, watchers],
    terrain: [wall],
    stage: activation('red', 'shooting', ['red.c1.u1']),
  });
const shoot = (extra = {}): XenocideCommand => ({
  type: 'shoot',
  player: 'red',
  unit: 'red.c1.u1',
  target: 'blue.c1.u1',
  weapons: [{ weapon: 'Pulse Cannon' }],
  ...extra,
});

describe('XEN-TERR-24/25 pop-up attacks (R19)', () => {
  it('XEN-TERR-24 a hover unit on Move and Fire that did not move pops up to 12" and sees over the wall', () => {
    const start = gameOf(position());
    const low = applyCommand(start, shoot());
    expect(low.ok).toBe(false);
    if (!low.ok) expect(low.error.code).toBe('line-of-sight');
    // Two Pulse Cannon shots miss (6, 6); then blue's overwatch may reply.
    const { state, events } = play(gameOf(position(), [6, 6]), shoot({ popUp: true }));
    expect(events.map((e) => e.type)).toContain('unit-popped-up');
    const fired = eventsOf(events, 'shots-fired')[0];
    expect(fired).toMatchObject({ phase: 'shooting', popUp: true });
    expect(fired?.rules).toContain('XEN-TERR-24');
    expect(unitIn(state, 'red.c1.u1')).toMatchObject({ high: true });
    const window = eventsOf(events, 'overwatch-window-opened')[0];
    expect(window).toMatchObject({ player: 'blue', mover: 'red.c1.u1', units: ['blue.c2.u1'] });
    expect(window?.rules).toContain('XEN-TERR-25');
    expect(state.pending[0]).toMatchObject({ player: 'blue', kind: 'overwatch' });
  });

  it('XEN-TERR-25 enemy overwatch replies to the pop-up without the 6" addition, then the unit descends', () => {
    const popped = play(gameOf(position(), [6, 6, 6, 6, 6, 6, 6, 6]), shoot({ popUp: true })).state;
    const reply = legalCommands(popped, 'blue').find(
      (c) => c.type === 'overwatch-fire' && c.weapons.some((w) => w.weapon === 'Missile Launcher'),
    );
    // 20" away: the Missile Launcher (24") reaches only because a reply adds no 6" (26" > 24").
    expect(reply).toBeDefined();
    const { state, events } = play(popped, reply as XenocideCommand);
    const fired = eventsOf(events, 'shots-fired')[0];
    expect(fired).toMatchObject({ phase: 'overwatch', shooter: 'blue.c2.u1', target: 'red.c1.u1' });
    expect(fired?.rules).toContain('XEN-TERR-25');
    expect(events.map((e) => e.type)).toContain('unit-popped-down');
    expect(unitIn(state, 'red.c1.u1')).toMatchObject({ high: false });
    expect(state.pending[0]).toMatchObject({ player: 'red', kind: 'shooting' });
    expect(xenocideInvariants(state.game)).toEqual([]);
  });

  it('XEN-TERR-24 passing the reply lands the unit too; with no overwatcher able to reply it lands at once', () => {
    const popped = play(gameOf(position(), [6, 6]), shoot({ popUp: true })).state;
    const passed = play(popped, { type: 'pass-overwatch', player: 'blue' });
    expect(passed.events.map((e) => e.type)).toContain('unit-popped-down');
    expect(unitIn(passed.state, 'red.c1.u1').high).toBe(false);
    const quiet = aPosition({
      units: [hover(), squad],
      terrain: [wall],
      stage: activation('red', 'shooting', ['red.c1.u1']),
    });
    const alone = play(gameOf(quiet, [6, 6]), shoot({ popUp: true }));
    expect(alone.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['unit-popped-up', 'unit-popped-down']),
    );
    expect(unitIn(alone.state, 'red.c1.u1').high).toBe(false);
  });

  it('XEN-TERR-24 a unit that moved, is on Fire and Move, or is no hover unit may not pop up', () => {
    const moved = applyCommand(
      gameOf(position(hover({ activity: { moved: true, distance: 3 } }))),
      shoot({ popUp: true }),
    );
    expect(moved.ok).toBe(false);
    if (!moved.ok)
      expect(moved.error).toMatchObject({ code: 'illegal-action', rule: 'XEN-TERR-24', path: ['popUp'] });
    const fireFirst = applyCommand(
      gameOf(position(hover({ order: 'fire-and-move' }))),
      shoot({ popUp: true }),
    );
    expect(fireFirst.ok).toBe(false);
    if (!fireFirst.ok) expect(fireFirst.error.rule).toBe('XEN-TERR-24');
  });

  it('XEN-TERR-24 legalCommands offers the pop-up shot to a unit that may pop up, and it is accepted', () => {
    const game = gameOf(position(), [6, 6]);
    const popUps = legalCommands(game, 'red').filter((c) => c.type === 'shoot' && c.popUp === true);
    expect(popUps.length).toBeGreaterThan(0);
    expect(applyCommand(game, popUps[0] as XenocideCommand).ok).toBe(true);
  });
});
