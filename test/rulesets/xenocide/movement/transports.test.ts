import { geometry, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { botRandom } from '../../../../src/bots/index.js';
import type { MoveUnitCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import { modelsOnTable } from '../../../../src/rulesets/xenocide/context';
import { xenocideHeuristicBot } from '../../../../src/rulesets/xenocide/index';
import { destroyTransport } from '../../../../src/rulesets/xenocide/rules/movement/destroy-transport';
import {
  assaultDisembarkCaaPenalty,
  canShoot,
  coverSaveForPassenger,
  fightsFromTransport,
  isTargetable,
  mayDisembarkIntoRound,
  openTransportPassengerCaaPenalty,
  openTransportPassThroughHits,
  transportWindow,
} from '../../../../src/rulesets/xenocide/rules/movement/passengers';
import {
  activation,
  aLineUnit,
  aMovementPosition,
  aTableFeature,
  diceFor,
  eventsOf,
  gameOf,
  type ModelSpec,
  modelOf,
  move,
  playAt,
  played,
  rect,
  runHandler,
  unitOf,
} from '../../../support/xenocide';

type Order = 'move-and-fire' | 'assault';
const inf = (x: number, y: number, extra = {}) => ({
  at: { x, y },
  profile: 'generic/line-infantry',
  ...extra,
});
const vehicle = (profile: string, x: number, y: number) => ({ at: { x, y }, profile });
const platoon = (order: Order, models: readonly ModelSpec[]) => aLineUnit({ id: 'red.c1.u1', order, models });
const phase = (order: Order) => (order === 'assault' ? 'second-movement' : 'first-movement');
const at = (units: ReturnType<typeof aLineUnit>[], order: Order, extra = {}) =>
  aMovementPosition({
    units,
    stage: activation(
      'red',
      phase(order),
      units.filter((u) => u.player === 'red').map((u) => u.id),
    ),
    ...extra,
  });
const cmd = (
  unit: string,
  extra: Partial<MoveUnitCommand>,
  paths: Record<string, { x: number; y: number }[]> = {},
) => move(unit, paths, extra);
const APC = 'red.c1.u1.m3';

describe('transports: getting in and out', () => {
  it("XEN-TRANS-01 the passengers' total Size may not exceed the transport's capacity", () => {
    const unit = platoon('move-and-fire', [
      inf(10, 10),
      inf(12, 10),
      inf(9, 12),
      vehicle('generic/apc', 11, 12),
    ]);
    const position = at([unit], 'move-and-fire');
    const three = cmd('red.c1.u1', {
      embark: ['m1', 'm2', 'm3'].map((m) => ({ model: `red.c1.u1.${m}`, transport: 'red.c1.u1.m4' })),
    });
    const over = playAt(position, three);
    expect(over).toMatchObject({ ok: false, code: 'out-of-range' });
    if (!over.ok)
      expect(over.message).toBe(
        'Transport red.c1.u1.m4 would carry models of total Size 3; its capacity is 2 (XEN-TRANS-01).',
      );
    const two = played(position, { ...three, embark: three.embark?.slice(0, 2) ?? [] });
    expect(modelOf(two.state, 'red.c1.u1.m1')).toMatchObject({ embarkedIn: 'red.c1.u1.m4', x: 11, y: 12 });
    expect(eventsOf(two.events, 'models-embarked')).toEqual([
      {
        type: 'models-embarked',
        rules: ['XEN-TRANS-01', 'XEN-TRANS-02', 'XEN-STAT-08', 'XEN-STAT-09', 'XEN-TRANS-05'],
        unit: 'red.c1.u1',
        transport: 'red.c1.u1.m4',
        models: ['red.c1.u1.m1', 'red.c1.u1.m2'],
        visibleTo: 'all',
      },
    ]);
    expect(modelsOnTable(two.state, unitOf(two.state, 'red.c1.u1')).map((m) => m.id)).toEqual([
      'red.c1.u1.m3',
      'red.c1.u1.m4',
    ]);
  });

  it("XEN-TRANS-02 boarding at the start of the transport's move: the passengers ride along", () => {
    const unit = platoon('move-and-fire', [inf(10, 10), inf(12, 10), vehicle('generic/apc', 11, 12)]);
    const command = cmd(
      'red.c1.u1',
      {
        embark: [
          { model: 'red.c1.u1.m1', transport: APC },
          { model: 'red.c1.u1.m2', transport: APC },
        ],
      },
      { m3: [{ x: 11, y: 24 }] },
    );
    const result = played(at([unit], 'move-and-fire'), command);
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ x: 11, y: 24, embarkedIn: APC });
    expect(result.events.map((e) => e.type)).toEqual(['models-embarked', 'unit-moved']);
  });

  it("XEN-TRANS-02 boarding at the end of the transport's move", () => {
    const unit = platoon('assault', [inf(10, 10), inf(12, 10), vehicle('generic/apc', 11, 12)]);
    const command = cmd(
      'red.c1.u1',
      { embark: [{ model: 'red.c1.u1.m1', transport: APC }] },
      { m1: [{ x: 10, y: 17.5 }], m3: [{ x: 11, y: 19 }] },
    );
    const result = played(at([unit], 'assault'), command);
    expect(modelOf(result.state, 'red.c1.u1.m1')).toMatchObject({ x: 11, y: 19, embarkedIn: APC });
    expect(result.events.map((e) => e.type)).toEqual(['unit-moved', 'models-embarked']);
  });

  it('XEN-TRANS-02 getting out at the start of the move, or at its end', () => {
    const unit = platoon('move-and-fire', [
      inf(11, 12, { embarkedIn: APC }),
      inf(12, 10),
      vehicle('generic/apc', 11, 12),
    ]);
    const position = at([unit], 'move-and-fire');
    const early = played(
      position,
      cmd(
        'red.c1.u1',
        { disembark: [{ model: 'red.c1.u1.m1', at: { x: 11, y: 9 } }] },
        { m3: [{ x: 11, y: 17 }] },
      ),
    );
    expect(modelOf(early.state, 'red.c1.u1.m1')).toMatchObject({ x: 11, y: 9 });
    expect(modelOf(early.state, 'red.c1.u1.m1').embarkedIn).toBeUndefined();
    expect(early.events.map((e) => e.type)).toEqual(['models-disembarked', 'unit-moved']);
    const late = played(
      position,
      cmd(
        'red.c1.u1',
        { disembark: [{ model: 'red.c1.u1.m1', at: { x: 11, y: 21.6 } }] },
        { m2: [{ x: 12, y: 14 }], m3: [{ x: 11, y: 20 }] },
      ),
    );
    expect(modelOf(late.state, 'red.c1.u1.m1')).toMatchObject({ x: 11, y: 21.6 });
    expect(late.events.map((e) => e.type)).toEqual(['unit-moved', 'models-disembarked']);
  });

  it('XEN-TRANS-03 unloading and loading in one move costs the transport 8"', () => {
    const unit = platoon('move-and-fire', [
      inf(11, 12, { embarkedIn: APC }),
      inf(14, 18),
      vehicle('generic/apc', 11, 12),
    ]);
    const position = at([unit], 'move-and-fire');
    const both = (y: number) =>
      cmd(
        'red.c1.u1',
        {
          disembark: [{ model: 'red.c1.u1.m1', at: { x: 11, y: 9 } }],
          embark: [{ model: 'red.c1.u1.m2', transport: APC }],
        },
        { m2: [{ x: 12.5, y: 17 }], m3: [{ x: 11, y }] },
      );
    const result = played(position, both(16));
    expect(modelOf(result.state, 'red.c1.u1.m2')).toMatchObject({ embarkedIn: APC, x: 11, y: 16 });
    expect(eventsOf(result.events, 'unit-moved')[0]?.rules).toContain('XEN-TRANS-03');
    expect(modelOf(result.state, 'red.c1.u1.m1').embarkedIn).toBeUndefined();
    const far = playAt(position, both(17));
    expect(far).toMatchObject({ ok: false, code: 'out-of-range' });
    if (!far.ok)
      expect(far.message).toBe('Model red.c1.u1.m3 would move 5"; its allowance is 4" (XEN-TRANS-03).');
  });

  it('XEN-TRANS-03 legal commands offer riders getting out and models on foot getting in, in one accepted move', () => {
    const unit = platoon('move-and-fire', [
      inf(11, 12, { embarkedIn: APC }),
      inf(13.5, 15),
      vehicle('generic/apc', 11, 12),
    ]);
    const game = gameOf(at([unit], 'move-and-fire'));
    const swaps = legalCommands(game, 'red').filter(
      (c): c is MoveUnitCommand =>
        c.type === 'move-unit' && (c.embark?.length ?? 0) > 0 && (c.disembark?.length ?? 0) > 0,
    );
    expect(swaps).toHaveLength(1);
    const result = played(at([unit], 'move-and-fire'), swaps[0] as MoveUnitCommand);
    expect(modelOf(result.state, 'red.c1.u1.m1').embarkedIn).toBeUndefined();
    expect(modelOf(result.state, 'red.c1.u1.m2').embarkedIn).toBe(APC);
    expect(eventsOf(result.events, 'unit-moved')[0]?.rules).toContain('XEN-TRANS-03');
  });

  it('XEN-TRANS-04 getting out places the model within min(4", Move) of the transport; that is its move', () => {
    const unit = platoon('move-and-fire', [
      inf(11, 12, { embarkedIn: APC }),
      inf(12, 10),
      vehicle('generic/apc', 11, 12),
    ]);
    const position = at([unit], 'move-and-fire');
    const out = (y: number) => cmd('red.c1.u1', { disembark: [{ model: 'red.c1.u1.m1', at: { x: 11, y } }] });
    const near = played(position, out(17.5));
    expect(modelOf(near.state, 'red.c1.u1.m1')).toMatchObject({ y: 17.5 });
    expect(eventsOf(near.events, 'models-disembarked')[0]?.rules).toContain('XEN-TRANS-04');
    const far = playAt(position, out(17.6));
    expect(far).toMatchObject({ ok: false, code: 'out-of-range' });
    if (!far.ok)
      expect(far.message).toBe(
        'Model red.c1.u1.m1 would be placed 4.1" from transport red.c1.u1.m3; it may be placed up to 4" away (XEN-TRANS-04).',
      );
    const walk = playAt(position, {
      ...out(15),
      models: [{ model: 'red.c1.u1.m1', path: [{ x: 11, y: 16 }] }],
    });
    expect(walk).toMatchObject({ ok: false, code: 'illegal-action' });
  });

  it('XEN-TRANS-05 models starting within 4" board at the start, and the transport may still move', () => {
    const riders = aLineUnit({
      id: 'red.c1.u1',
      order: 'assault',
      at: [
        { x: 16, y: 10 },
        { x: 14, y: 10 },
      ],
    });
    const carrier = aLineUnit({
      id: 'red.c1.u2',
      profile: 'generic/apc',
      order: 'assault',
      at: [{ x: 20, y: 10 }],
    });
    const position = at([riders, carrier], 'assault');
    const board = cmd(
      'red.c1.u1',
      { embark: [{ model: 'red.c1.u1.m1', transport: 'red.c1.u2.m1' }] },
      { m1: [{ x: 18.5, y: 10 }] },
    );
    const boarded = played(position, board);
    expect(unitOf(boarded.state, 'red.c1.u2').activity.transportLocked).toBe(false);
    const rules = eventsOf(boarded.events, 'models-embarked')[0]?.rules;
    expect(rules).toContain('XEN-TRANS-05');
    expect(rules).not.toContain('XEN-TRANS-06');
    const drive = played(boarded.state, cmd('red.c1.u2', {}, { m1: [{ x: 20, y: 20 }] }));
    expect(modelOf(drive.state, 'red.c1.u1.m1')).toMatchObject({ x: 20, y: 20, embarkedIn: 'red.c1.u2.m1' });
  });

  it(`XEN-TRANS-05 a model that began more than 4" away cannot board at the start of the transport's move`, () => {
    const unit = platoon('assault', [inf(11, 4), inf(13, 10), vehicle('generic/apc', 11, 12)]);
    const command = cmd(
      'red.c1.u1',
      { embark: [{ model: 'red.c1.u1.m1', transport: APC }] },
      { m1: [{ x: 11, y: 10.5 }], m3: [{ x: 11, y: 18 }] },
    );
    const result = playAt(at([unit], 'assault'), command);
    expect(result).toMatchObject({ ok: false, code: 'out-of-range' });
    if (!result.ok)
      expect(result.message).toContain("boards only at the end of the transport's move (XEN-TRANS-05)");
  });

  it('XEN-TRANS-06 boarders who came from farther than 4" lock the transport for the turn', () => {
    const riders = aLineUnit({
      id: 'red.c1.u1',
      order: 'assault',
      at: [
        { x: 11, y: 10 },
        { x: 13, y: 12 },
      ],
    });
    const carrier = aLineUnit({
      id: 'red.c1.u2',
      profile: 'generic/apc',
      order: 'assault',
      at: [{ x: 20, y: 10 }],
    });
    const position = at([riders, carrier], 'assault');
    const board = cmd(
      'red.c1.u1',
      { embark: [{ model: 'red.c1.u1.m1', transport: 'red.c1.u2.m1' }] },
      { m1: [{ x: 18.5, y: 10 }] },
    );
    const boarded = played(position, board);
    expect(unitOf(boarded.state, 'red.c1.u2').activity.transportLocked).toBe(true);
    expect(eventsOf(boarded.events, 'models-embarked')[0]?.rules).toContain('XEN-TRANS-06');
    const drive = playAt(boarded.state, cmd('red.c1.u2', {}, { m1: [{ x: 20, y: 20 }] }));
    expect(drive).toMatchObject({ ok: false, code: 'illegal-action' });
    if (!drive.ok) expect(drive.message).toContain('(XEN-TRANS-06)');
  });

  it('XEN-TRANS-07 a transport flying high releases Skimmer, Hover, Flyer or Jump models anywhere along its move, up to 8" away', () => {
    const unit = aLineUnit({
      id: 'red.c1.u1',
      order: 'move-and-fire',
      models: [
        vehicle('generic/light-dropship', 10, 10),
        { at: { x: 10, y: 10 }, profile: 'generic/jump-infantry', embarkedIn: 'red.c1.u1.m1' },
        { at: { x: 10, y: 10 }, profile: 'generic/jump-infantry', embarkedIn: 'red.c1.u1.m1' },
        { at: { x: 10, y: 10 }, profile: 'generic/line-infantry', embarkedIn: 'red.c1.u1.m1' },
      ],
    });
    const position = at([unit], 'move-and-fire');
    const drop = (
      m2: { x: number; y: number },
      extra: { model: string; at: { x: number; y: number } }[] = [],
    ) =>
      cmd(
        'red.c1.u1',
        {
          high: true,
          disembark: [
            { model: 'red.c1.u1.m2', at: m2 },
            { model: 'red.c1.u1.m3', at: { x: 7, y: 23 } },
            ...extra,
          ],
        },
        { m1: [{ x: 10, y: 30 }] },
      );
    const result = played(position, drop({ x: 13, y: 22 }));
    expect(modelOf(result.state, 'red.c1.u1.m2')).toMatchObject({ x: 13, y: 22 });
    expect(eventsOf(result.events, 'models-disembarked')[0]?.rules).toContain('XEN-TRANS-07');
    // A release is not bound by the 4" limit of an ordinary disembark.
    expect(eventsOf(result.events, 'models-disembarked')[0]?.rules).not.toContain('XEN-TRANS-04');
    expect(modelOf(result.state, 'red.c1.u1.m4')).toMatchObject({ x: 10, y: 30, embarkedIn: 'red.c1.u1.m1' });
    expect(unitOf(result.state, 'red.c1.u1').high).toBe(false);
    expect(playAt(position, drop({ x: 19.6, y: 22 }))).toMatchObject({ ok: false, code: 'out-of-range' });
    const walker = playAt(
      position,
      drop({ x: 13, y: 22 }, [{ model: 'red.c1.u1.m4', at: { x: 10, y: 27 } }]),
    );
    expect(walker).toMatchObject({ ok: false, code: 'illegal-action' });
    if (!walker.ok) expect(walker.message).toContain('(XEN-TRANS-07)');
  });

  it('XEN-TRANS-07 legal commands offer a dropship flying high and releasing its grav troopers ahead of it', () => {
    const unit = aLineUnit({
      id: 'red.c1.u1',
      order: 'move-and-fire',
      models: [
        vehicle('generic/light-dropship', 10, 10),
        { at: { x: 10, y: 10 }, profile: 'generic/grav-infantry', embarkedIn: 'red.c1.u1.m1' },
        { at: { x: 10, y: 10 }, profile: 'generic/grav-infantry', embarkedIn: 'red.c1.u1.m1' },
      ],
    });
    const enemy = aLineUnit({ id: 'blue.c1.u1', at: [{ x: 10, y: 44 }] });
    // Command Centers with no objective placed: the heuristic heads for the nearest enemy.
    const position = { ...at([unit, enemy], 'move-and-fire'), scenario: 'command-centers' as const };
    const releases = legalCommands(gameOf(position), 'red').filter(
      (c): c is MoveUnitCommand =>
        c.type === 'move-unit' && c.high === true && (c.disembark?.length ?? 0) > 0,
    );
    expect(releases).toHaveLength(1);
    const result = played(position, releases[0] as MoveUnitCommand);
    expect(eventsOf(result.events, 'models-disembarked')[0]?.rules).toContain('XEN-TRANS-07');
    const troopers = unitOf(result.state, 'red.c1.u1').models.slice(1);
    expect(troopers.every((m) => m.embarkedIn === undefined && m.y > 30)).toBe(true);
    // The heuristic bot flies them in the same way: high, releasing both troopers ahead of the dropship.
    const chosen = xenocideHeuristicBot().choose(gameOf(position), 'red', botRandom(1));
    expect(chosen).toMatchObject({ type: 'move-unit', unit: 'red.c1.u1', high: true });
    expect((chosen as MoveUnitCommand).disembark?.map((d) => d.model)).toEqual([
      'red.c1.u1.m2',
      'red.c1.u1.m3',
    ]);
    const flown = played(position, chosen as MoveUnitCommand);
    expect(eventsOf(flown.events, 'models-disembarked')[0]?.rules).toContain('XEN-TRANS-07');
  });

  it('XEN-TRANS-13 teleporters may get out by teleport, up to their Teleport distance', () => {
    const unit = platoon('move-and-fire', [
      { at: { x: 20, y: 10 }, profile: 'generic/teleport-infantry', embarkedIn: APC },
      { at: { x: 20, y: 10 }, profile: 'generic/teleport-infantry', embarkedIn: APC },
      vehicle('generic/apc', 20, 10),
    ]);
    const position = at([unit], 'move-and-fire');
    const out = (mode: 'normal' | 'teleport') =>
      cmd('red.c1.u1', { mode, disembark: [{ model: 'red.c1.u1.m1', at: { x: 20, y: 16.5 } }] });
    expect(playAt(position, out('normal'))).toMatchObject({ ok: false, code: 'out-of-range' });
    expect(modelOf(played(position, out('teleport')).state, 'red.c1.u1.m1')).toMatchObject({
      x: 20,
      y: 16.5,
    });
  });

  it('XEN-TRANS-14 one teleport test for the whole unit; on a failure it stays aboard', () => {
    const unit = platoon('move-and-fire', [
      { at: { x: 20, y: 10 }, profile: 'generic/teleport-infantry', embarkedIn: APC },
      { at: { x: 20, y: 10 }, profile: 'generic/teleport-infantry', embarkedIn: APC },
      vehicle('generic/apc', 20, 10),
    ]);
    const wall = aTableFeature({ kind: 'custom', polygon: rect(0, 15, 72, 1), height: 4, solid: true });
    const position = at([unit], 'move-and-fire', { terrain: [wall] });
    const out = cmd('red.c1.u1', {
      mode: 'teleport',
      disembark: [
        { model: 'red.c1.u1.m1', at: { x: 20, y: 17.5 } },
        { model: 'red.c1.u1.m2', at: { x: 21.2, y: 17.3 } },
      ],
    });
    const failed = played(position, out, [5]);
    expect(modelOf(failed.state, 'red.c1.u1.m1').embarkedIn).toBe(APC);
    expect(modelOf(failed.state, 'red.c1.u1.m2').embarkedIn).toBe(APC);
    expect(eventsOf(failed.events, 'teleport-failed')).toHaveLength(1);
    const made = played(position, out, [3]);
    expect(diceFor(made.events, 'teleport')).toEqual([[3]]);
    const rolls = made.events as unknown as { type: string; purpose?: string; rules?: string[] }[];
    const roll = rolls.find((e) => e.type === 'dice-rolled' && e.purpose === 'teleport');
    expect(roll?.rules).toEqual(['XEN-TERR-34', 'XEN-TRANS-14']);
    expect(modelOf(made.state, 'red.c1.u1.m2')).toMatchObject({ x: 21.2, y: 17.3 });
  });
});

describe('transports: passengers and wrecks', () => {
  const loaded = (profile = 'generic/apc') =>
    platoon('move-and-fire', [
      inf(11, 12, { embarkedIn: APC }),
      inf(11, 12, { embarkedIn: APC }),
      vehicle(profile, 11, 12),
    ]);

  it('XEN-TRANS-08 models inside a closed transport neither shoot nor can be targeted', () => {
    const position = at([loaded()], 'move-and-fire');
    const rider = modelOf(position, 'red.c1.u1.m1');
    expect(canShoot(position, rider)).toBe(false);
    expect(isTargetable(position, rider)).toBe(false);
    const out = played(
      position,
      cmd('red.c1.u1', { disembark: [{ model: 'red.c1.u1.m1', at: { x: 11, y: 15 } }] }),
    );
    expect(canShoot(out.state, modelOf(out.state, 'red.c1.u1.m1'))).toBe(true);
    expect(isTargetable(out.state, modelOf(out.state, 'red.c1.u1.m1'))).toBe(true);
  });

  it('XEN-TRANS-09 passengers of an assaulted closed transport sit out round 1 and may get out from round 2', () => {
    const position = at([loaded()], 'move-and-fire');
    const rider = modelOf(position, 'red.c1.u1.m1');
    expect(fightsFromTransport(position, rider)).toBe(false);
    expect(mayDisembarkIntoRound(position, rider, 1)).toBe(false);
    expect(mayDisembarkIntoRound(position, rider, 2)).toBe(true);
  });

  it('XEN-TRANS-10 passengers may get in or out during a follow-up move', () => {
    expect(transportWindow('follow-up')).toEqual({ embark: 'start-or-end', disembark: true });
    expect(transportWindow('movement')).toEqual({ embark: 'start-or-end', disembark: true });
  });

  it('XEN-TRANS-11 models disembarked into an assault lose 1/3 of their CAA in the first round only', () => {
    expect(assaultDisembarkCaaPenalty(7, 1)).toBe(2);
    expect(assaultDisembarkCaaPenalty(9, 1)).toBe(3);
    expect(assaultDisembarkCaaPenalty(9, 2)).toBe(0);
  });

  it('XEN-TRANS-12 a unit fleeing or retreating may only take models aboard, at the start of the move', () => {
    expect(transportWindow('flee')).toEqual({ embark: 'start', disembark: false });
    expect(transportWindow('retreat')).toEqual({ embark: 'start', disembark: false });
  });

  it('XEN-TRANS-15 a wrecked transport makes one CA attack on each passenger (66 counts as 6, no save)', () => {
    const mines = aTableFeature({
      kind: 'custom',
      name: 'Minefield',
      polygon: rect(0, 14, 30, 2),
      intrinsicallyDangerous: true,
    });
    const enemy = aLineUnit({ id: 'blue.c1.u1', at: [{ x: 11, y: 40 }] });
    const position = at([loaded(), enemy], 'move-and-fire', { terrain: [mines] });
    const result = played(position, cmd('red.c1.u1', {}, { m3: [{ x: 11, y: 20 }] }), [5, 4, 3]);
    expect(
      result.events
        .filter((e) => e.type === ('dice-rolled' as string))
        .map((e) => (e as unknown as { purpose: string }).purpose),
    ).toEqual(['dangerous-terrain', 'transport-destroyed', 'transport-destroyed']);
    expect(eventsOf(result.events, 'model-removed').map((e) => [e.model, e.cause])).toEqual([
      [APC, 'destroyed'],
      ['red.c1.u1.m1', 'transport-destroyed'],
    ]);
    expect(unitOf(result.state, 'red.c1.u1').status).toBe('on-table');
    expect(modelOf(result.state, 'red.c1.u1.m2').embarkedIn).toBeUndefined();
  });

  it('XEN-TRANS-16 survivors are placed within 4" of the wreck, away from the nearest enemy', () => {
    const enemy = aLineUnit({ id: 'blue.c1.u1', at: [{ x: 11, y: 40 }] });
    const position = at([loaded(), enemy], 'move-and-fire');
    const { state, events } = runHandler(position, [2, 3], (draft, ctx) =>
      destroyTransport(draft, position, APC, ctx),
    );
    const wreck = { center: { x: 11, y: 12 }, radius: 1 };
    const survivors = ['red.c1.u1.m1', 'red.c1.u1.m2'].map((id) => modelOf(state, id));
    for (const m of survivors) {
      expect(m.embarkedIn).toBeUndefined();
      expect(geometry.baseDistance({ center: m, radius: m.radius }, wreck)).toBeLessThanOrEqual(4);
    }
    expect(survivors[0]).toMatchObject({ x: 11, y: 10.45 });
    expect(geometry.distance(survivors[0] as never, survivors[1] as never)).toBeGreaterThanOrEqual(1);
    expect(events.at(-1)).toEqual({
      type: 'models-disembarked',
      unit: 'red.c1.u1',
      transport: APC,
      models: ['red.c1.u1.m1', 'red.c1.u1.m2'],
      rules: ['XEN-TRANS-16'],
    });
  });

  it('XEN-TRANS-17 models in an open transport shoot normally', () => {
    const position = at([loaded('generic/half-track')], 'move-and-fire');
    expect(canShoot(position, modelOf(position, 'red.c1.u1.m1'))).toBe(true);
    expect(isTargetable(position, modelOf(position, 'red.c1.u1.m1'))).toBe(true);
  });

  it('XEN-TRANS-18 open-transport passengers fight from inside, losing 1/3 of their CAA', () => {
    const position = at([loaded('generic/half-track')], 'move-and-fire');
    expect(fightsFromTransport(position, modelOf(position, 'red.c1.u1.m1'))).toBe(true);
    expect(openTransportPassengerCaaPenalty(6)).toBe(2);
    expect(openTransportPassengerCaaPenalty(5)).toBe(1);
  });

  it('XEN-TRANS-19 passengers of a wrecked open transport suffer two attack dice each', () => {
    const position = at([loaded('generic/half-track')], 'move-and-fire');
    const { state, events } = runHandler(position, [1, 4, 2, 3], (draft, ctx) =>
      destroyTransport(draft, position, APC, ctx),
    );
    expect(modelOf(state, 'red.c1.u1.m1').removed).toBe(true);
    expect(modelOf(state, 'red.c1.u1.m2').removed).toBe(false);
    expect(
      events.filter((e) => e.type === 'dice-rolled').map((e) => (e as unknown as { dice: number[] }).dice),
    ).toEqual([
      [1, 4],
      [2, 3],
    ]);
  });

  it('XEN-TRANS-20 each AOE hit on an open transport also hits its riders', () => {
    const open = at([loaded('generic/half-track')], 'move-and-fire');
    expect(openTransportPassThroughHits(open, APC, 3)).toBe(3);
    const closed = at([loaded()], 'move-and-fire');
    expect(openTransportPassThroughHits(closed, APC, 3)).toBe(0);
  });

  it('XEN-TRANS-21 riders of an open transport have a hard-cover save of 2', () => {
    const open = at([loaded('generic/half-track')], 'move-and-fire');
    expect(coverSaveForPassenger(open, modelOf(open, 'red.c1.u1.m1'))).toBe(2);
    expect(coverSaveForPassenger(open, modelOf(open, APC))).toBeUndefined();
  });
});
