import { applyCommand, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { type WastelandState, wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import {
  aPosition,
  aProfile,
  eventsOf,
  type Game,
  gameOf,
  play,
  row,
  truckOf,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

/**
 * The soft-locks of issue 15: states where the only legal command was rejected or none was listed. Each test
 * drives the position through `applyCommand` and checks that every listed command is accepted.
 */

/** Every command listed for `player` is accepted, and there is at least one. */
function expectEveryLegalAccepted(game: Game, player: string): void {
  const legal = legalCommands(game, player);
  expect(legal.length).toBeGreaterThan(0);
  for (const command of legal) {
    const result = applyCommand(game, command);
    expect(result.ok ? 'accepted' : `${JSON.stringify(command)}: ${result.error.message}`).toBe('accepted');
  }
}

/** Live models of different units or the same unit whose bases overlap. */
function overlaps(state: WastelandState): string[] {
  const circles = state.units
    .filter((u) => u.status === 'on-table')
    .flatMap((u) => {
      const r = (state.profiles[u.profile]?.base ?? 1) / 2;
      return u.models.filter((m) => m.alive).map((m) => ({ id: m.id, x: m.x, y: m.y, r }));
    });
  const out: string[] = [];
  for (const [i, a] of circles.entries())
    for (const b of circles.slice(i + 1))
      if (Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r - 1e-6) out.push(`${a.id} ~ ${b.id}`);
  return out;
}

const pass = { type: 'activate-unit' as const, player: 'red', unit: 'x', actions: [] };
const stray = (blockers: UnitSpec[], terrain: Parameters<typeof aPosition>[0]['terrain'] = []) =>
  gameOf(
    aPosition({
      terrain,
      units: [
        { id: 'x', player: 'red', profile: 'trooper', at: [{ x: 60, y: 4 }] },
        {
          id: 'b',
          player: 'blue',
          profile: 'trooper',
          at: [
            { x: 10, y: 30 },
            { x: 11.25, y: 30 },
            { x: 18, y: 30 },
          ],
          extra: { activated: true },
        },
        ...blockers.map((u) => ({ ...u, extra: { activated: true, ...u.extra } })),
      ],
    }),
    [3, 4],
  );

describe('WT-UNIT-05 the restoring coherency move never overlaps, leaves the table or enters Impassible terrain (R13, R15)', () => {
  it('WT-UNIT-05 a stray model stops before a friendly model in its way instead of ending on it', () => {
    const game = stray([{ id: 'f', player: 'blue', profile: 'trooper', at: [{ x: 14.6, y: 30 }] }]);
    const { state, events } = play(game, pass);
    const regroup = eventsOf(events, 'unit-moved').find((e) => e.kind === 'coherency');
    expect(regroup?.models[0]?.model).toBe('b.m3');
    const moved = unit(state, 'b').models[2];
    expect(moved?.x).toBeGreaterThanOrEqual(15.6 - 1e-6);
    expect(moved?.x).toBeLessThan(18);
    expect(overlaps(state.game)).toEqual([]);
    expect(wastelandTactics.invariants(state.game)).toEqual([]);
    // Still out of coherency, it gains the marker of the Forced Move (WT-MOVE-10) and the game goes on.
    expect(unit(state, 'b').markers).toBe(1);
    expectEveryLegalAccepted(state, state.game.stage.kind === 'activate' ? state.game.stage.player : 'red');
  });

  it('WT-UNIT-05 a stray model stops short of an enemy model (no base contact) and of Impassible terrain', () => {
    const enemy = stray([{ id: 'e', player: 'red', profile: 'trooper', at: [{ x: 15, y: 30 }] }]);
    const afterEnemy = play(enemy, pass).state;
    const m3 = unit(afterEnemy, 'b').models[2];
    expect(Math.hypot((m3?.x ?? 0) - 15, (m3?.y ?? 0) - 30)).toBeGreaterThan(1.05);
    const wall = stray(
      [],
      [
        {
          id: 'wall',
          polygon: {
            points: [
              { x: 14, y: 28 },
              { x: 15, y: 28 },
              { x: 15, y: 32 },
              { x: 14, y: 32 },
            ],
          },
          impassible: true,
        },
      ],
    );
    const afterWall = play(wall, pass).state;
    expect(unit(afterWall, 'b').models[2]?.x).toBeGreaterThanOrEqual(15.5 - 1e-6);
    expect(wastelandTactics.invariants(afterWall.game)).toEqual([]);
  });
});

const truck = truckOf(10);

/** Red's embarked unit `r` (six troopers) about to carry out its declared Move, its truck at (20, 10). */
function disembarking(around: UnitSpec[]): Game {
  const state = aPosition({
    profiles: [truck],
    units: [
      {
        id: 'r',
        player: 'red',
        profile: 'trooper',
        at: row(0, 0, 6),
        status: 'embarked',
        extra: { embarkedIn: 'w' },
      },
      { id: 'w', player: 'red', profile: 'truck', at: [{ x: 20, y: 10 }], extra: { activated: true } },
      { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 70, y: 46 }] },
      ...around,
    ],
    stage: { kind: 'move', player: 'red', unit: 'r' },
  });
  return gameOf({
    ...state,
    activation: { player: 'red', unit: 'r', actions: [{ type: 'move' }], next: 1, awaitingMove: true },
  } as WastelandState);
}

/** Single friendly troopers in a ring `distance` from the truck's centre, every `step` degrees. */
const ring = (distance: number, step: number, prefix: string): UnitSpec[] =>
  Array.from({ length: 360 / step }, (_, k) => ({
    id: `${prefix}${k}`,
    player: 'red',
    profile: 'trooper',
    at: [
      {
        x: 20 + distance * Math.sin((k * step * Math.PI) / 180),
        y: 10 + distance * Math.cos((k * step * Math.PI) / 180),
      },
    ],
    extra: { activated: true },
  }));

describe('WT-SUR-53 an embarked unit that declared a Move can always carry it out (R30)', () => {
  it('WT-SUR-53 beside a crowded transport the legal commands include a placement of every model within 3"', () => {
    const game = disembarking(ring(3.2, 45, 'a'));
    const legal = legalCommands(game, 'red').filter((c) => c.type === 'move-unit');
    const placement = legal.find((c) => c.type === 'move-unit' && c.models.length === 6);
    expect(placement).toBeDefined();
    expectEveryLegalAccepted(game, 'red');
    const { state, events } = play(game, placement as never);
    expect(unit(state, 'r').status).toBe('on-table');
    expect(eventsOf(events, 'unit-disembarked')).toHaveLength(1);
    expect(overlaps(state.game)).toEqual([]);
  });

  it('WT-SUR-53 with no room around the transport the unit stays aboard and the Move is spent', () => {
    // Two rings of friendly models leave no spot within 3" of the truck.
    const game = disembarking([...ring(2.55, 24, 'a'), ...ring(3.6, 18, 'b'), ...ring(4.65, 15, 'c')]);
    const legal = legalCommands(game, 'red').filter((c) => c.type === 'move-unit');
    expect(legal).toEqual([{ type: 'move-unit', player: 'red', unit: 'r', models: [] }]);
    expectEveryLegalAccepted(game, 'red');
    const { state, events } = play(game, legal[0] as never);
    expect(unit(state, 'r').status).toBe('embarked');
    expect(eventsOf(events, 'action-wasted')[0]).toMatchObject({ unit: 'r', action: 'move' });
  });
});

/** Red to deploy a 10-trooper unit into a zone studded with single red models every `gap` inches. */
function studdedZone(gap: number, extra: UnitSpec[] = []): Game {
  const posts: UnitSpec[] = [];
  const start = gap < 1.5 ? 0.5 : 1.5;
  for (let x = start; x < 72; x += gap)
    for (let y = start; y < 12; y += gap)
      posts.push({ id: `p${posts.length}`, player: 'red', profile: 'trooper', at: [{ x, y }] });
  return gameOf(
    aPosition({
      units: [
        { id: 'r', player: 'red', profile: 'trooper', at: row(0, 0, 10), status: 'undeployed' },
        ...posts,
        { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 70, y: 46 }] },
        ...extra,
      ],
      stage: { kind: 'deploy', player: 'red' },
    }),
  );
}

describe('WT-DEP-01 every unit is offered a legal deployment (R40)', () => {
  it('WT-DEP-01 a zone with no room for a block formation still yields a coherent placement', () => {
    const game = studdedZone(3);
    const deploy = legalCommands(game, 'red').find((c) => c.type === 'deploy-unit');
    expect(deploy?.type === 'deploy-unit' && deploy.models.length).toBe(10);
    expectEveryLegalAccepted(game, 'red');
    const { state } = play(game, deploy as never);
    expect(unit(state, 'r').status).toBe('on-table');
    expect(overlaps(state.game)).toEqual([]);
  });

  it('WT-DEP-01 a full zone grows 3" at a time until the unit fits (R40, decision)', () => {
    const game = studdedZone(1.02);
    const deploy = legalCommands(game, 'red').find((c) => c.type === 'deploy-unit');
    expect(deploy?.type === 'deploy-unit' && deploy.models.length).toBe(10);
    expectEveryLegalAccepted(game, 'red');
    const placed = play(game, deploy as never).state;
    const ys = unit(placed, 'r').models.map((m) => m.y);
    expect(Math.max(...ys)).toBeGreaterThan(12);
    expect(Math.max(...ys)).toBeLessThanOrEqual(15 + 1e-9);
    expect(overlaps(placed.game)).toEqual([]);
  });

  it('WT-DEP-01 a unit that fits nowhere on the table is lost: deploy-unit with no models (R40, decision)', () => {
    // A 24" x 24" table packed with single models everywhere.
    const posts: UnitSpec[] = [];
    for (let x = 0.5; x < 24; x += 1.02)
      for (let y = 0.5; y < 24; y += 1.02)
        posts.push({ id: `p${posts.length}`, player: 'red', profile: 'trooper', at: [{ x, y }] });
    const state = aPosition({
      units: [
        { id: 'r', player: 'red', profile: 'trooper', at: row(0, 0, 3), status: 'undeployed' },
        ...posts,
      ],
      stage: { kind: 'deploy', player: 'red' },
    });
    const game = gameOf({ ...state, table: { width: 24, depth: 24 } });
    const legal = legalCommands(game, 'red');
    expect(legal).toEqual([{ type: 'deploy-unit', player: 'red', unit: 'r', models: [] }]);
    const { state: after, events } = play(game, legal[0] as never);
    expect(unit(after, 'r').status).toBe('destroyed');
    expect(eventsOf(events, 'unit-destroyed')[0]).toMatchObject({ unit: 'r', rules: ['WT-DEP-01'] });
    // Where a spot exists, an empty placement is refused.
    expect(applyCommand(studdedZone(3), legal[0] as never).ok).toBe(false);
  });
});
