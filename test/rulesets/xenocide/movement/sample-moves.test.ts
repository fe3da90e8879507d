import { commandTemplates, gameFromState, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { moveTemplates, sampleMoves } from '../../../../src/rulesets/xenocide/commands/move-unit';
import type { MoveUnitCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import {
  activation,
  aLineUnit,
  aMovementPosition,
  aTableFeature,
  eventsOf,
  modelOf,
  playAt,
  played,
  playSeeded,
  rect,
} from '../../../support/xenocide';

describe('sampleMoves', () => {
  const squad = aLineUnit({
    id: 'red.c1.u1',
    order: 'move-and-fire',
    at: [
      { x: 10, y: 10 },
      { x: 12, y: 10 },
      { x: 14, y: 10 },
    ],
  });
  const enemy = aLineUnit({ id: 'blue.c1.u1', at: [{ x: 12, y: 20 }] });

  it('XEN-MOVE-01 offers up to 6 deterministic moves that are all accepted, holding back outside enemy zones', () => {
    const position = aMovementPosition({
      units: [squad, enemy],
      terrain: [aTableFeature({ kind: 'cliffs', polygon: rect(0, 13, 30, 3) })],
    });
    const moves = sampleMoves(position, 'red.c1.u1');
    expect(moves.length).toBeGreaterThanOrEqual(3);
    expect(moves.length).toBeLessThanOrEqual(6);
    expect(sampleMoves(position, 'red.c1.u1')).toEqual(moves);
    for (const command of moves) expect(playSeeded(position, command, 7)).toMatchObject({ ok: true });
    expect(moves.at(-1)?.models).toEqual([]);
  });

  it('XEN-MOVE-01 offers nothing for a unit that may not move now', () => {
    const position = aMovementPosition({ units: [squad, enemy] });
    expect(sampleMoves(position, 'blue.c1.u1')).toEqual([]);
    expect(sampleMoves(position, 'nobody')).toEqual([]);
    expect(
      sampleMoves({ ...position, stage: activation('red', 'shooting', ['red.c1.u1']) }, 'red.c1.u1'),
    ).toEqual([]);
  });

  it('XEN-SCEN-20 reserves are offered entries from their own edge', () => {
    const reserve = aLineUnit({
      id: 'red.c2.u1',
      status: 'reserve',
      order: 'assault',
      at: [
        { x: 0, y: 0 },
        { x: 0, y: 0 },
        { x: 0, y: 0 },
      ],
    });
    const position = aMovementPosition({
      units: [reserve],
      stage: activation('red', 'second-movement', ['red.c2.u1']),
    });
    const moves = sampleMoves(position, 'red.c2.u1');
    expect(moves.length).toBeGreaterThan(0);
    for (const command of moves) {
      expect(command.models.every((m) => m.path[0]?.y === 0)).toBe(true);
      expect(playAt(position, command)).toMatchObject({ ok: true });
    }
  });

  it('XEN-TERR-27 flyers are offered full-length flights, never a crash when they can fly', () => {
    const harpy = aLineUnit({
      id: 'red.c1.u1',
      profile: 'kethri/harpy',
      order: 'move-and-fire',
      at: [{ x: 36, y: 10 }],
    });
    const position = aMovementPosition({ units: [harpy] });
    const moves = sampleMoves(position, 'red.c1.u1');
    expect(moves).toHaveLength(3);
    for (const command of moves) {
      const result = playAt(position, command);
      expect(result).toMatchObject({ ok: true });
      if (result.ok) expect(result.state.units[0]?.models[0]?.removed).toBe(false);
    }
  });

  it('XEN-TERR-29 an off-board flyer whose turn has come is offered a return', () => {
    const gone = aLineUnit({
      id: 'red.c1.u1',
      profile: 'kethri/harpy',
      order: 'move-and-fire',
      status: 'off-board',
      returnTurn: 3,
      at: [{ x: 0, y: 0 }],
    });
    expect(sampleMoves(aMovementPosition({ units: [gone], turn: 2 }), 'red.c1.u1')).toEqual([]);
    const back = aMovementPosition({ units: [gone], turn: 3 });
    const moves = sampleMoves(back, 'red.c1.u1');
    expect(moves.length).toBeGreaterThan(0);
    for (const command of moves) expect(playAt(back, command)).toMatchObject({ ok: true });
  });

  it('XEN-TRANS-04 units with passengers are offered getting out', () => {
    const unit = aLineUnit({
      id: 'red.c1.u1',
      order: 'move-and-fire',
      models: [
        { at: { x: 20, y: 10 }, profile: 'generic/line-infantry', embarkedIn: 'red.c1.u1.m3' },
        { at: { x: 20, y: 10 }, profile: 'generic/line-infantry', embarkedIn: 'red.c1.u1.m3' },
        { at: { x: 20, y: 10 }, profile: 'generic/apc' },
      ],
    });
    const position = aMovementPosition({ units: [unit] });
    const out = sampleMoves(position, 'red.c1.u1').find((c) => c.disembark?.length);
    expect(out?.disembark).toHaveLength(2);
    expect(playAt(position, out as never)).toMatchObject({ ok: true });
  });

  it('XEN-TRANS-02 / XEN-TRANS-05 units on foot beside their transports are offered getting in', () => {
    const unit = aLineUnit({
      id: 'red.c1.u1',
      order: 'move-and-fire',
      models: [
        { at: { x: 20, y: 12 }, profile: 'generic/line-infantry' },
        { at: { x: 22, y: 14 }, profile: 'generic/line-infantry' },
        { at: { x: 20, y: 10 }, profile: 'generic/apc' },
      ],
    });
    const position = aMovementPosition({ units: [unit, enemy] });
    const board = sampleMoves(position, 'red.c1.u1').find((c) => c.embark?.length);
    expect(board?.embark).toEqual([
      { model: 'red.c1.u1.m1', transport: 'red.c1.u1.m3' },
      { model: 'red.c1.u1.m2', transport: 'red.c1.u1.m3' },
    ]);
    const result = playSeeded(position, board as never, 1);
    expect(result.ok).toBe(true);
    if (result.ok) {
      const models = (result.state.game as typeof position).units[0]?.models;
      expect(models?.slice(0, 2).map((m) => m.embarkedIn)).toEqual(['red.c1.u1.m3', 'red.c1.u1.m3']);
    }
  });

  it('XEN-TRANS-13 / XEN-TERR-36 teleporters riding a transport are offered teleporting out, listed and accepted', () => {
    const riders = aLineUnit({
      id: 'red.c1.u1',
      order: 'move-and-fire',
      models: [
        { at: { x: 20, y: 10 }, profile: 'generic/teleport-infantry', embarkedIn: 'red.c1.u1.m3' },
        { at: { x: 20, y: 10 }, profile: 'generic/teleport-infantry', embarkedIn: 'red.c1.u1.m3' },
        { at: { x: 20, y: 10 }, profile: 'generic/light-dropship' },
      ],
    });
    const position = aMovementPosition({
      units: [riders, aLineUnit({ id: 'blue.c1.u1', at: [{ x: 20, y: 40 }] })],
    });
    const listed = legalCommands(gameFromState(xenocide, position, { seed: 1 }), 'red').filter(
      (c) => c.type === 'move-unit' && c.mode === 'teleport' && (c.disembark?.length ?? 0) > 0,
    );
    expect(listed).toHaveLength(1);
    const result = played(position, listed[0] as MoveUnitCommand);
    expect(modelOf(result.state, 'red.c1.u1.m1').embarkedIn).toBeUndefined();
    expect(modelOf(result.state, 'red.c1.u1.m1').y).toBeGreaterThan(14);
    expect(eventsOf(result.events, 'models-disembarked')[0]?.rules).toEqual(
      expect.arrayContaining(['XEN-TRANS-13', 'XEN-TERR-36']),
    );
  });

  it('XEN-TRANS-06 models beyond 4" of their transport are offered walking up to board; it is accepted and locks the transport', () => {
    const unit = aLineUnit({
      id: 'red.c1.u1',
      order: 'move-and-fire',
      models: [
        { at: { x: 20, y: 15.8 }, profile: 'generic/line-infantry' },
        { at: { x: 22, y: 15.8 }, profile: 'generic/line-infantry' },
        { at: { x: 20, y: 10 }, profile: 'generic/apc' },
      ],
    });
    const position = aMovementPosition({ units: [unit, enemy] });
    const listed = legalCommands(gameFromState(xenocide, position, { seed: 1 }), 'red').filter(
      (c) => c.type === 'move-unit' && (c.embark?.length ?? 0) > 0,
    );
    expect(listed).toHaveLength(1);
    const result = played(position, listed[0] as MoveUnitCommand);
    expect(modelOf(result.state, 'red.c1.u1.m1').embarkedIn).toBe('red.c1.u1.m3');
    expect(result.state.units[0]?.activity.transportLocked).toBe(true);
    expect(eventsOf(result.events, 'models-embarked')[0]?.rules).toEqual(
      expect.arrayContaining(['XEN-TRANS-05', 'XEN-TRANS-06']),
    );
  });

  it('XEN-TERR-33 teleporters are offered a teleport toward the enemy', () => {
    const unit = aLineUnit({
      id: 'red.c1.u1',
      profile: 'generic/teleport-infantry',
      order: 'move-and-fire',
      at: [
        { x: 10, y: 10 },
        { x: 12, y: 10 },
      ],
    });
    const far = aLineUnit({ id: 'blue.c1.u1', at: [{ x: 12, y: 40 }] });
    const position = aMovementPosition({ units: [unit, far] });
    const jump = sampleMoves(position, 'red.c1.u1').find((c) => c.mode === 'teleport');
    expect(jump?.models.map((m) => m.path.length)).toEqual([1, 1]);
    expect(jump?.models[0]?.path[0]?.y).toBeGreaterThan(20);
    expect(playSeeded(position, jump as never, 3)).toMatchObject({ ok: true });
  });
});

describe('moveTemplates', () => {
  it('XEN-MOVE-03 one template per unit that may move now, with its allowance and options', () => {
    const squad = aLineUnit({ id: 'red.c1.u1', order: 'assault', at: [{ x: 10, y: 10 }] });
    const hover = aLineUnit({
      id: 'red.c1.u2',
      profile: 'generic/light-hover-tank',
      order: 'assault',
      suppression: 1,
      at: [{ x: 20, y: 10 }],
    });
    const other = aLineUnit({ id: 'red.c1.u3', order: 'move-and-fire', at: [{ x: 30, y: 10 }] });
    const position = aMovementPosition({
      units: [squad, hover, other],
      stage: activation('red', 'second-movement', ['red.c1.u1', 'red.c1.u2', 'red.c1.u3']),
    });
    const templates = moveTemplates(position, 'red');
    expect(templates.map((t) => t.params.unit)).toEqual(['red.c1.u1', 'red.c1.u2']);
    expect(templates[0]).toMatchObject({
      type: 'move-unit',
      player: 'red',
      params: { allowance: 8, modes: ['normal'], high: false, assault: true },
    });
    expect(templates[1]?.params).toMatchObject({
      allowance: 16,
      high: true,
      suppressed: true,
      suppressedMoveCost: 1,
    });
    expect(templates[1]?.description).toContain('suppressed');
    expect(moveTemplates(position, 'blue')).toEqual([]);
    expect(commandTemplates(gameFromState(xenocide, position, { seed: 1 }), 'red')).toHaveLength(2);
  });
});
