import { geometry, type Vec2 } from 'sandtable';
import type { Placement } from '../commands/schema';
import type { ModelMove, XzContext, XzEvent } from '../events';
import type { ModelState, UnitState, XzDraft, XzState } from '../state';
import { coherencyProblem, overlapProblem, type PlacementProblem, placed } from './placement';
import { cardOf, modelCard } from './units';

/**
 * XZ-STAT-01 / XZ-SMU-07 / XZ-SMU-08 / XZ-UNIT-08 / XZ-UNIT-09: a model's Mobility this move before terrain:
 * its card's speed, halved for each mobility point lost (0 when all are lost), 0 for Massive Artillery.
 */
export function baseSpeed(state: XzState, unit: UnitState, model: ModelState): number {
  const card = modelCard(state, unit, model);
  if (cardOf(state, unit).artillery === 'massive') return 0;
  const speed = card.mobility.speed;
  if (!model.mobility || model.mobility.start === 0) return speed;
  if (model.mobility.left === 0) return 0;
  return speed * 0.5 ** (model.mobility.start - model.mobility.left);
}

/** XZ-SMU-08: whether a large model has lost all its mobility points (Immobilised). */
export function isImmobilised(model: ModelState): boolean {
  return model.mobility !== undefined && model.mobility.start > 0 && model.mobility.left === 0;
}

/** What kind of move a move check is for (which rules apply). */
export type MoveKind = 'move' | 'jump' | 'cover' | 'withdraw' | 'rout' | 'assault' | 'consolidate';

/**
 * XZ-MOVE-01 … XZ-MOVE-05 / XZ-MOVE-11 / R17 / R22 / R26: why moving these models is illegal, or undefined: each
 * model goes no further than its allowance in a straight line, the unit ends in coherency around its leader, no
 * model ends on another or (but in an assault) in contact with an enemy.
 */
export function moveProblem(
  state: XzState,
  unit: UnitState,
  placements: readonly Placement[],
  kind: MoveKind,
  allowance: (model: ModelState, to: Vec2) => number = (m) => baseSpeed(state, unit, m),
): PlacementProblem | undefined {
  const seen = new Set<string>();
  for (const p of placements) {
    const m = unit.models.find((x) => x.id === p.model && x.alive);
    if (!m)
      return {
        code: 'unknown-entity',
        message: `'${unit.name}' has no model '${p.model}' in play.`,
        rule: 'XZ-MOVE-01',
      };
    if (seen.has(p.model))
      return {
        code: 'duplicate-model',
        message: `${p.model} is moved twice; give each model one end point.`,
        rule: 'XZ-MOVE-01',
      };
    seen.add(p.model);
    const d = geometry.distance(m, p);
    const max = allowance(m, p);
    if (d > max + 1e-6)
      return {
        code: 'too-far',
        message: `${m.name} (${m.id}) would move ${d.toFixed(2)}", more than its ${max.toFixed(2)}" (${kind === 'jump' ? 'XZ-SMOV-04' : 'XZ-MOVE-01'}).`,
        rule: kind === 'jump' ? 'XZ-SMOV-04' : 'XZ-MOVE-01',
      };
  }
  const after = placed(unit, placements);
  return (
    overlapProblem(state, unit, after, kind === 'assault') ??
    (kind === 'assault' ? undefined : coherencyProblem(state, unit, after))
  );
}

/** Moves the models to their placements and emits the move (XZ-MOVE-05: the leader listed first). */
export function applyMoves(
  draft: XzDraft,
  ctx: XzContext,
  unit: UnitState,
  placements: readonly Placement[],
  kind: Extract<XzEvent, { type: 'unit-moved' }>['kind'],
  rules: readonly string[],
): void {
  const moves: ModelMove[] = [];
  const ordered = [...placements].sort((a, b) =>
    a.model === unit.leader ? -1 : b.model === unit.leader ? 1 : 0,
  );
  for (const p of ordered) {
    const m = unit.models.find((x) => x.id === p.model);
    if (!m) continue;
    moves.push({ model: m.id, from: { x: m.x, y: m.y }, to: { x: p.x, y: p.y } });
    m.x = p.x;
    m.y = p.y;
    if (p.facing !== undefined) m.facing = p.facing;
  }
  void draft;
  ctx.emit({ type: 'unit-moved', unit: unit.id, kind, models: moves, rules });
}

/**
 * R23 / R24 / R33: the unit moved straight away from `threat` by up to `distance` (the largest share of it that
 * keeps every model on the table and off other models); `length` is how far it went and `offTable` whether the
 * full move would have taken a model off the table.
 */
export function moveAway(
  state: XzState,
  unit: UnitState,
  threat: Vec2,
  distance: number,
  leaveTable: boolean,
): { placements: Placement[]; length: number; offTable: boolean } {
  const leader = unit.models.find((m) => m.id === unit.leader && m.alive) ?? unit.models.find((m) => m.alive);
  if (!leader || distance <= 0) return { placements: [], length: 0, offTable: false };
  let dir = { x: leader.x - threat.x, y: leader.y - threat.y };
  const len = Math.hypot(dir.x, dir.y);
  dir = len < 1e-9 ? { x: 0, y: -1 } : { x: dir.x / len, y: dir.y / len };
  const { width, depth } = state.scenario.table;
  const alive = unit.models.filter((m) => m.alive);
  const leaves = (d: number) =>
    alive.some((m) => {
      const x = m.x + dir.x * d;
      const y = m.y + dir.y * d;
      return x < 0 || y < 0 || x > width || y > depth;
    });
  const offTable = leaves(distance);
  if (offTable && leaveTable) return { placements: [], length: distance, offTable: true };
  for (const share of [1, 0.875, 0.75, 0.625, 0.5, 0.375, 0.25, 0.125]) {
    const d = distance * share;
    const placements = alive.map((m) => ({ model: m.id, x: m.x + dir.x * d, y: m.y + dir.y * d }));
    if (!overlapProblem(state, unit, placed(unit, placements), false))
      return { placements, length: d, offTable };
  }
  return { placements: [], length: 0, offTable };
}
