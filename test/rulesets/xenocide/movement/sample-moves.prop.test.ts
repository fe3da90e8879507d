import fc from 'fast-check';
import { type Circle, geometry } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { sampleMoves } from '../../../../src/rulesets/xenocide/commands/move-unit';
import { modelsOnTable } from '../../../../src/rulesets/xenocide/context';
import type { XenocideEvent } from '../../../../src/rulesets/xenocide/events';
import { xenocideInvariants } from '../../../../src/rulesets/xenocide/invariants';
import { isInCoherency } from '../../../../src/rulesets/xenocide/rules/movement/coherency';
import type { Order, UnitState, XenocideState } from '../../../../src/rulesets/xenocide/state';
import { scale } from '../../../support/scale';
import {
  activation,
  aLineUnit,
  aMovementPosition,
  aTableFeature,
  playSeeded,
  profile,
  rect,
} from '../../../support/xenocide';

const PROFILES = [
  'generic/line-infantry',
  'generic/medium-tank',
  'generic/armoured-car',
  'generic/jetbike',
  'generic/grav-infantry',
  'generic/light-hover-tank',
  'generic/jump-infantry',
  'kethri/harpy',
  'kethri/ravager',
] as const;
const KINDS = ['forest', 'cliffs', 'shallow-water', 'deep-water', 'wall', 'road', 'ruins', 'mines'] as const;

const featureArb = fc.record({
  kind: fc.constantFrom(...KINDS),
  x: fc.integer({ min: 0, max: 64 }),
  y: fc.integer({ min: 0, max: 40 }),
  w: fc.integer({ min: 1, max: 12 }),
  d: fc.integer({ min: 1, max: 10 }),
  height: fc.constantFrom(1, 3),
});

const positionArb = fc.record({
  profile: fc.constantFrom(...PROFILES),
  count: fc.integer({ min: 1, max: 6 }),
  center: fc.record({ x: fc.integer({ min: 6, max: 66 }), y: fc.integer({ min: 6, max: 42 }) }),
  facing: fc.integer({ min: 0, max: 359 }),
  order: fc.constantFrom<Order>('move-and-fire', 'fire-and-move', 'assault'),
  suppressed: fc.boolean(),
  high: fc.boolean(),
  status: fc.constantFrom('on-table', 'on-table', 'on-table', 'reserve', 'off-board'),
  enemies: fc.array(fc.record({ x: fc.integer({ min: 1, max: 71 }), y: fc.integer({ min: 1, max: 47 }) }), {
    maxLength: 5,
  }),
  terrain: fc.array(featureArb, { maxLength: 4 }),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
});

type Spec = typeof positionArb extends fc.Arbitrary<infer T> ? T : never;

function build(spec: Spec): XenocideState | undefined {
  const p = profile(spec.profile);
  const flyer = p.types.includes('Flyer');
  const order: Order = flyer && spec.order === 'assault' ? 'move-and-fire' : spec.order;
  const status =
    spec.status === 'off-board' && !flyer
      ? 'on-table'
      : spec.status === 'reserve' && order === 'fire-and-move'
        ? 'on-table'
        : spec.status;
  const spacing =
    2 *
      (p.kind === 'titan'
        ? 2
        : (p.base ??
          (p.types.includes('Infantry')
            ? 0.5
            : p.types.includes('Walker')
              ? 0.75
              : p.types.includes('Flyer')
                ? 1.25
                : 1))) +
    0.6;
  const at = Array.from({ length: spec.count }, (_, i) => ({
    x: spec.center.x + (i % 3) * spacing,
    y: spec.center.y + Math.floor(i / 3) * spacing,
  }));
  const own = aLineUnit({
    id: 'red.c1.u1',
    profile: spec.profile,
    order,
    at,
    status: status as UnitState['status'],
    suppression: spec.suppressed ? 1 : 0,
    facing: spec.facing,
    returnTurn: 1,
    high: flyer || (p.types.includes('Hover') && spec.high),
  });
  const enemies = spec.enemies.map((e, i) => aLineUnit({ id: `blue.c1.u${i + 1}`, at: [e] }));
  const terrain = spec.terrain.map((t, i) =>
    t.kind === 'mines'
      ? aTableFeature({
          kind: 'custom',
          id: `f${i}`,
          polygon: rect(t.x, t.y, t.w, t.d),
          intrinsicallyDangerous: true,
          height: t.height,
        })
      : aTableFeature({ kind: t.kind, id: `f${i}`, polygon: rect(t.x, t.y, t.w, t.d), height: t.height }),
  );
  const position = aMovementPosition({
    units: [own, ...enemies],
    terrain,
    turn: 2,
    stage: activation('red', order === 'move-and-fire' ? 'first-movement' : 'second-movement', ['red.c1.u1']),
  });
  const bases: Circle[] = position.units.flatMap((u) =>
    u.status === 'on-table' ? u.models.map((m) => ({ center: m, radius: m.radius })) : [],
  );
  for (let i = 0; i < bases.length; i++) {
    const a = bases[i] as Circle;
    if (!geometry.isOnTable(a, position.table)) return undefined;
    for (let j = i + 1; j < bases.length; j++)
      if (geometry.baseDistance(a, bases[j] as Circle) <= 0) return undefined;
  }
  return position;
}

const coherent = (state: XenocideState) => {
  const unit = state.units.find((u) => u.id === 'red.c1.u1') as UnitState;
  return isInCoherency(
    modelsOnTable(state, unit)
      .filter((m) => m.embarkedIn === undefined)
      .map((m) => ({ center: m, radius: m.radius })),
  );
};

describe('sampleMoves properties', () => {
  it('XEN-MOVE-07 every sampled move is accepted, keeps the invariants, and ends in coherency unless terrain or casualties broke it', () => {
    fc.assert(
      fc.property(positionArb, (spec) => {
        const position = build(spec);
        if (!position) return;
        const moves = sampleMoves(position, 'red.c1.u1');
        expect(moves.length).toBeLessThanOrEqual(6);
        expect(sampleMoves(position, 'red.c1.u1')).toEqual(moves);
        for (const command of moves) {
          const result = playSeeded(position, command, spec.seed);
          if (!result.ok)
            throw new Error(
              `sampled move refused: ${result.error.code}: ${result.error.message}\n${JSON.stringify(command)}`,
            );
          const state = result.state.game as XenocideState;
          expect(xenocideInvariants(state)).toEqual([]);
          const events = result.events as unknown as XenocideEvent[];
          const moved = events.find((e) => e.type === 'unit-moved');
          const cut = moved?.models.some((m) => {
            const declared = command.models.find((c) => c.model === m.model)?.path.at(-1);
            return declared !== undefined && geometry.distance(declared, m.to) > 1e-6;
          });
          const lost = events.some((e) => e.type === 'model-removed');
          const wasCoherent = position.units[0]?.status !== 'on-table' || coherent(position);
          if (wasCoherent && !cut && !lost && state.units[0]?.status === 'on-table')
            expect(coherent(state)).toBe(true);
        }
      }),
      {
        numRuns: Number(process.env.PROP_RUNS ?? scale(100, 300)),
        ...(process.env.PROP_RUNS ? {} : { seed: 20240611 }),
      },
    );
  });
});
