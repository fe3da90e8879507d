import { describe, expect, it } from 'vitest';
import {
  activation,
  aLineUnit,
  aMovementPosition,
  aTableFeature,
  diceFor,
  eventsOf,
  modelOf,
  move,
  playAt,
  played,
  rect,
  unitOf,
} from '../../../support/xenocide';

const jumpers = (order: 'move-and-fire' | 'assault' = 'move-and-fire') =>
  aLineUnit({
    id: 'red.c1.u1',
    profile: 'generic/jump-infantry',
    order,
    at: [
      { x: 10, y: 10 },
      { x: 12, y: 10 },
    ],
  });
const porters = (extra = {}) =>
  aLineUnit({
    id: 'red.c1.u1',
    profile: 'generic/teleport-infantry',
    order: 'move-and-fire',
    at: [
      { x: 10, y: 10 },
      { x: 12, y: 10 },
    ],
    ...extra,
  });
const wall = () =>
  aTableFeature({
    kind: 'custom',
    id: 'wall',
    name: 'Wall',
    polygon: rect(0, 15, 72, 1),
    height: 4,
    solid: true,
  });
const tall = () =>
  aTableFeature({
    kind: 'custom',
    id: 'spire',
    name: 'Spire',
    polygon: rect(0, 14, 72, 2),
    height: 14,
    movement: { Infantry: 'impassable', Walker: 'impassable', Wheeled: 'impassable', Tracked: 'impassable' },
  });
const teleport = (to: number) =>
  move('red.c1.u1', { m1: [{ x: 10, y: to }], m2: [{ x: 12, y: to }] }, { mode: 'teleport' });

describe('jump', () => {
  it('XEN-TERR-32 a jump replaces the move: up to X" over terrain no higher than X", ending on the ground', () => {
    const cliffs = aTableFeature({ kind: 'cliffs', polygon: rect(0, 13, 72, 4), height: 10 });
    const wood = aTableFeature({ kind: 'forest', polygon: rect(0, 18, 72, 2), height: 4 });
    const position = aMovementPosition({ units: [jumpers()], terrain: [cliffs, wood] });
    const command = move('red.c1.u1', { m1: [{ x: 10, y: 22 }], m2: [{ x: 12, y: 22 }] }, { mode: 'jump' });
    const result = played(position, command);
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ x: 10, y: 22 });
    expect(diceFor(result.events, 'difficult-terrain')).toEqual([]);
    expect(eventsOf(result.events, 'unit-moved')[0]?.mode).toBe('jump');
    const far = playAt(position, move('red.c1.u1', { m1: [{ x: 10, y: 22.5 }] }, { mode: 'jump' }));
    expect(far).toMatchObject({ ok: false, code: 'out-of-range' });
    if (!far.ok)
      expect(far.message).toBe('Model red.c1.u1.m1 would move 12.5"; its allowance is 12" (XEN-TERR-32).');
    const blocked = playAt(aMovementPosition({ units: [jumpers()], terrain: [tall()] }), command);
    expect(blocked).toMatchObject({ ok: false, code: 'illegal-action' });
    const noJump = aMovementPosition({
      units: [aLineUnit({ id: 'red.c1.u1', order: 'move-and-fire', at: [{ x: 10, y: 10 }] })],
    });
    expect(playAt(noJump, move('red.c1.u1', { m1: [{ x: 10, y: 12 }] }, { mode: 'jump' }))).toMatchObject({
      ok: false,
      code: 'illegal-action',
    });
  });

  it('XEN-TERR-32 the jump distance is not raised by the Assault bonus (R56)', () => {
    const position = aMovementPosition({
      units: [jumpers('assault')],
      stage: activation('red', 'second-movement', ['red.c1.u1']),
    });
    const jump = (y: number) =>
      move('red.c1.u1', { m1: [{ x: 10, y }], m2: [{ x: 12, y: 20 }] }, { mode: 'jump' });
    expect(playAt(position, jump(22))).toMatchObject({ ok: true });
    expect(playAt(position, jump(22.5))).toMatchObject({ ok: false, code: 'out-of-range' });
  });
});

describe('teleport', () => {
  it('XEN-TERR-33 a teleport places the model anywhere within X", ignoring what lies between', () => {
    const crater = aTableFeature({
      kind: 'custom',
      name: 'Crater',
      polygon: rect(0, 13, 72, 4),
      movement: {
        Infantry: 'impassable',
        Walker: 'impassable',
        Wheeled: 'impassable',
        Tracked: 'impassable',
      },
    });
    const position = aMovementPosition({ units: [porters()], terrain: [crater] });
    const result = played(position, teleport(22));
    expect(modelOf(result.state, 'red.c1.u1.m2')).toMatchObject({ x: 12, y: 22 });
    expect(eventsOf(result.events, 'unit-moved')[0]).toMatchObject({ mode: 'teleport' });
    expect(playAt(position, teleport(22.5))).toMatchObject({ ok: false, code: 'out-of-range' });
    expect(playAt(position, teleport(15))).toMatchObject({ ok: false, code: 'illegal-action' });
    const twoPoints = move(
      'red.c1.u1',
      {
        m1: [
          { x: 10, y: 14 },
          { x: 10, y: 20 },
        ],
      },
      { mode: 'teleport' },
    );
    expect(playAt(position, twoPoints)).toMatchObject({ ok: false, code: 'illegal-action' });
  });

  it('XEN-TERR-34 a teleport to a place no model of the unit can see needs a 4 or less; on a failure the unit stays', () => {
    const position = aMovementPosition({ units: [porters()], terrain: [wall()] });
    const made = played(position, teleport(22), [4]);
    expect(modelOf(made.state, 'red.c1.u1.m1')).toMatchObject({ y: 22 });
    const failed = played(position, teleport(22), [5]);
    expect(modelOf(failed.state, 'red.c1.u1.m1')).toMatchObject({ x: 10, y: 10 });
    expect(eventsOf(failed.events, 'teleport-failed')).toEqual([
      { type: 'teleport-failed', rules: ['XEN-TERR-34'], unit: 'red.c1.u1', roll: 5, visibleTo: 'all' },
    ]);
    expect(unitOf(failed.state, 'red.c1.u1').activity.moved).toBe(true);
    expect(eventsOf(failed.events, 'unit-moved')).toEqual([]);
  });

  it('XEN-TERR-34 a teleport into an enclosed structure needs the test even when seen', () => {
    const building = aTableFeature({ kind: 'building', name: 'Bunker', polygon: rect(8, 20, 6, 6) });
    const position = aMovementPosition({ units: [porters()], terrain: [building] });
    expect(diceFor(played(position, teleport(22), [2]).events, 'teleport')).toEqual([[2]]);
    expect(diceFor(played(position, teleport(19)).events, 'teleport')).toEqual([]);
  });

  it('XEN-TERR-35 a friendly recon model that sees the destination makes the teleport succeed', () => {
    const recon = aLineUnit({ id: 'red.c2.u1', profile: 'generic/recon-infantry', at: [{ x: 10, y: 30 }] });
    const position = aMovementPosition({
      units: [porters(), recon],
      terrain: [wall()],
      stage: activation('red', 'first-movement', ['red.c1.u1']),
    });
    const result = played(position, teleport(22));
    expect(diceFor(result.events, 'teleport')).toEqual([]);
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ y: 22 });
    expect(eventsOf(result.events, 'unit-moved')[0]?.rules).toEqual(
      expect.arrayContaining(['XEN-TERR-35', 'XEN-STAT-21']),
    );
    // Where the unit sees the destination itself, the recon decides nothing.
    const seen = played(position, teleport(14));
    expect(eventsOf(seen.events, 'unit-moved')[0]?.rules).not.toContain('XEN-TERR-35');
  });

  it('XEN-TERR-36 teleporting into or out of a transport adds 6" to the distance', () => {
    const apc = aLineUnit({ id: 'red.c1.u2', profile: 'generic/apc', at: [{ x: 20, y: 10 }] });
    const inside = porters({ models: [], at: [] });
    const riders = {
      ...inside,
      models: [
        {
          ...modelOf(aMovementPosition({ units: [porters()] }), 'red.c1.u1.m1'),
          x: 20,
          y: 10,
          embarkedIn: 'red.c1.u2.m1',
        },
      ],
      startModels: 1,
    };
    const position = aMovementPosition({
      units: [riders, apc],
      stage: activation('red', 'first-movement', ['red.c1.u1']),
    });
    const out = (y: number) => ({
      type: 'move-unit' as const,
      player: 'red',
      unit: 'red.c1.u1',
      mode: 'teleport' as const,
      models: [],
      disembark: [{ model: 'red.c1.u1.m1', at: { x: 20, y } }],
    });
    // Its only model rides in another unit's closed transport, off the table (R57): it sees nothing, so it tests.
    const landed = played(position, out(17.5), [3]);
    expect(modelOf(landed.state, 'red.c1.u1.m1')).toMatchObject({ x: 20, y: 17.5 });
    expect(modelOf(landed.state, 'red.c1.u1.m1').embarkedIn).toBeUndefined();
    expect(eventsOf(landed.events, 'models-disembarked')[0]?.rules).toEqual(
      expect.arrayContaining(['XEN-TRANS-13', 'XEN-TERR-36']),
    );
    const tooFar = playAt(position, out(18));
    expect(tooFar).toMatchObject({ ok: false, code: 'out-of-range' });
    if (!tooFar.ok) expect(tooFar.message).toContain('up to 6" away (XEN-TRANS-13, XEN-TERR-36)');
    const boarders = aMovementPosition({
      units: [porters(), aLineUnit({ id: 'red.c1.u2', profile: 'generic/apc', at: [{ x: 14, y: 14 }] })],
      stage: activation('red', 'first-movement', ['red.c1.u1']),
    });
    const into = {
      type: 'move-unit' as const,
      player: 'red',
      unit: 'red.c1.u1',
      mode: 'teleport' as const,
      models: [],
      embark: [{ model: 'red.c1.u1.m1', transport: 'red.c1.u2.m1' }],
    };
    const aboard = played(boarders, into);
    expect(modelOf(aboard.state, 'red.c1.u1.m1').embarkedIn).toBe('red.c1.u2.m1');
    expect(eventsOf(aboard.events, 'models-embarked')[0]?.rules).toContain('XEN-TERR-36');
    const distant = aMovementPosition({
      units: [porters(), aLineUnit({ id: 'red.c1.u2', profile: 'generic/apc', at: [{ x: 10, y: 18 }] })],
      stage: activation('red', 'first-movement', ['red.c1.u1']),
    });
    expect(playAt(distant, into)).toMatchObject({ ok: false, code: 'out-of-range' });
  });

  it('XEN-TERR-37 amphibious models cross water at full speed', () => {
    const deep = aTableFeature({ kind: 'deep-water', polygon: rect(0, 13, 72, 4) });
    const carrier = aLineUnit({
      id: 'red.c1.u1',
      profile: 'generic/amphibious-carrier',
      order: 'move-and-fire',
      at: [{ x: 10, y: 10 }],
    });
    const result = played(
      aMovementPosition({ units: [carrier], terrain: [deep] }),
      move('red.c1.u1', { m1: [{ x: 10, y: 22 }] }),
    );
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ y: 22 });
    expect(diceFor(result.events, 'difficult-terrain')).toEqual([]);
    const apc = aLineUnit({
      id: 'red.c1.u1',
      profile: 'generic/apc',
      order: 'move-and-fire',
      at: [{ x: 10, y: 10 }],
    });
    expect(
      playAt(
        aMovementPosition({ units: [apc], terrain: [deep] }),
        move('red.c1.u1', { m1: [{ x: 10, y: 22 }] }),
      ),
    ).toMatchObject({ ok: false, code: 'illegal-action' });
  });
});
