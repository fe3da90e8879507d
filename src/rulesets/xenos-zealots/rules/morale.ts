import type { PlayerId } from 'sandtable';
import type { XzContext } from '../events';
import { type MoraleState, moraleRank, type UnitState, type XzDraft, type XzState } from '../state';
import { enqueueLast } from './queue';
import { aliveModels, modelDistance, opponentOf } from './units';

/**
 * XZ-DMG-05 … XZ-DMG-09 / XZ-SMU-11 … XZ-SMU-15 / R10 / R23: puts a unit in a worse morale state (a better or
 * equal one changes nothing). A poor-morale counter replaces its order counter, so it loses every action not yet
 * taken (R23; a Neutralized unit may not move or shoot, XZ-MOR-11) and its Infiltrate Stealth ends (R21); a
 * Suppressed (or worse) counter stands its models up (XZ-DMG-06).
 */
export function worsenMorale(
  draft: XzDraft,
  ctx: XzContext,
  unit: UnitState,
  to: MoraleState,
  cause: string,
  rules: readonly string[],
): boolean {
  if (moraleRank(to) <= moraleRank(unit.morale)) return false;
  const from = unit.morale;
  // XZ-MOR-11: a unit Neutralized with actions of its order still to take loses them: it may not move or shoot.
  const stopped = to === 'neutralized' && unit.order !== undefined && unit.actions < 2;
  unit.morale = to;
  delete unit.order;
  unit.behaviourDue = false;
  unit.infiltrating = false;
  for (const m of unit.models) m.suppressed = false;
  ctx.emit({
    type: 'morale-changed',
    unit: unit.id,
    from,
    to,
    cause,
    rules: ['XZ-DMG-09', 'R23', ...rules, ...(stopped ? ['XZ-MOR-11'] : [])],
  });
  return true;
}

/** XZ-MOR-16 / XZ-ASLT-20 / R34: returns a unit to good morale; it receives orders from the next Command Phase. */
export function restoreMorale(
  ctx: XzContext,
  unit: UnitState,
  cause: string,
  rules: readonly string[],
): void {
  if (unit.morale === 'ok') return;
  const from = unit.morale;
  unit.morale = 'ok';
  for (const m of unit.models) m.suppressed = false;
  ctx.emit({ type: 'morale-changed', unit: unit.id, from, to: 'ok', cause, rules });
}

/**
 * R2: destroys a unit: it leaves the table and counts for the enemy's tally. An attached character's unit is
 * destroyed with it when its model is gone.
 */
export function destroyUnit(
  draft: XzDraft,
  ctx: XzContext,
  unit: UnitState,
  cause: string,
  rules: readonly string[],
): void {
  if (unit.status === 'destroyed') return;
  unit.status = 'destroyed';
  delete unit.order;
  const by = opponentOf(draft as XzState, unit.player);
  unit.destroyedBy = by;
  const side = draft.sides.find((s) => s.player === by);
  if (side) side.destroyed += 1;
  ctx.emit({
    type: 'unit-destroyed',
    unit: unit.id,
    player: unit.player,
    by,
    cause,
    rules: ['R2', ...rules],
  });
  for (const m of unit.models) {
    if (!m.alive || m.from === undefined) continue;
    m.alive = false;
    m.wounds = 0;
    const character = draft.units.find((u) => u.id === m.from);
    if (character) destroyUnit(draft, ctx, character, cause, rules);
  }
}

/**
 * XZ-SAVE-10 / XZ-SMU-17 / R27 / XZ-RES-13: removes a model as a casualty. A removed leader (a case the book
 * leaves open, settled by ruling R27) is replaced at once by the model closest to it, and the owner may name another (a `new-leader` step); a unit with no models left is destroyed.
 */
export function removeModel(
  draft: XzDraft,
  ctx: XzContext,
  unit: UnitState,
  modelId: string,
  by: PlayerId | undefined,
  rules: readonly string[],
): void {
  const model = unit.models.find((m) => m.id === modelId);
  if (!model || !model.alive) return;
  model.alive = false;
  model.wounds = 0;
  model.suppressed = false;
  unit.regroup = true;
  ctx.emit({
    type: 'model-removed',
    unit: unit.id,
    model: model.id,
    ...(by ? { by } : {}),
    rules: ['XZ-SAVE-10', ...rules],
  });
  if (model.from !== undefined) {
    const character = draft.units.find((u) => u.id === model.from);
    if (character) destroyUnit(draft, ctx, character, 'its character model was removed', ['R27']);
    if (unit.formerLeader && unit.models.some((m) => m.id === unit.formerLeader && m.alive)) {
      unit.leader = unit.formerLeader;
      delete unit.formerLeader;
      ctx.emit({ type: 'leader-changed', unit: unit.id, model: unit.leader, rules: ['R27'] });
    }
  }
  const alive = aliveModels(unit);
  if (alive.length === 0) {
    destroyUnit(draft, ctx, unit, 'every model removed', ['XZ-SAVE-10', ...rules]);
    return;
  }
  if (unit.leader === model.id) {
    let best = alive[0];
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const m of alive) {
      if (m.body === 'gun') continue;
      const d = modelDistance(m, model);
      if (d < bestDistance) {
        best = m;
        bestDistance = d;
      }
    }
    if (best) {
      unit.leader = best.id;
      // XZ-RES-13: the book has no rule for a removed leader; ruling R27 decides the new one.
      ctx.emit({
        type: 'leader-changed',
        unit: unit.id,
        model: best.id,
        rules: ['R27', 'XZ-UNIT-02', 'XZ-RES-13'],
      });
      if (alive.filter((m) => m.body !== 'gun').length > 1)
        enqueueLast(draft, { kind: 'new-leader', unit: unit.id } as never);
    }
  }
}

/** R25: a unit's remaining wound/structure total. */
export function woundsLeft(unit: UnitState): number {
  let sum = 0;
  for (const m of unit.models) if (m.alive) sum += m.wounds;
  return sum;
}

/** R10 / R35: models counted for morale (artillery crew only) removed so far. */
export function casualties(unit: UnitState): number {
  const counted = unit.models.filter(
    (m) => m.from === undefined && (m.body !== 'gun' || unit.models.length === 1),
  );
  return Math.max(0, unit.startModels - counted.filter((m) => m.alive).length);
}
