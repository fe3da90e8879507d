import { geometry } from 'sandtable';
import type { WastelandContext } from '../../events';
import type { WastelandDraft, WastelandState } from '../../state';
import { rollMoveHazards } from '../terrain/terrain-effects';
import { draftUnitsById, liveModels, profileOf, unitsById } from '../units/units';
import type { MovePlan } from './move-check';

/** The Move action is under way: the activation stops waiting, and the unit counts one more Move (WT-SUR-37). */
export function finishMoveAction(draft: WastelandDraft, unitId: string): void {
  if (draft.activation) delete draft.activation.awaitingMove;
  const unit = draftUnitsById.require(draft, unitId);
  unit.moveActions = (unit.moveActions ?? 0) + 1;
}

/**
 * Moves the models (turning Vehicle/Monster models and setting ruins floors), marks the unit and its
 * passengers as moved (R52), then rolls the terrain hazards (WT-TERR-05, WT-COND-03/08) and checks an
 * Ambush evacuation (WT-MIS-05).
 */
export function applyMove(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  plan: MovePlan,
  kind: 'move' | 'charge',
): void {
  const target = draftUnitsById.require(draft, unitId);
  for (const step of plan.moved) {
    const model = target.models.find((m) => m.id === step.model);
    if (!model) continue;
    model.x = step.to.x;
    model.y = step.to.y;
    model.facing = step.facing;
    if (step.level) model.elevation = step.level;
    else delete model.elevation;
  }
  if (plan.moved.some((m) => geometry.distance(m.from, m.to) > 1e-9)) {
    target.moved = true;
    for (const passenger of draft.units) if (passenger.embarkedIn === unitId) passenger.moved = true;
  }
  delete target.pushForward; // WT-SUR-28: used by this Move.
  ctx.emit({
    type: 'unit-moved',
    unit: unitId,
    kind,
    models: plan.moved.map((m) => ({ model: m.model, from: m.from, to: m.to })),
    rules: [kind === 'move' ? 'WT-MOVE-01' : 'WT-FIGHT-05'],
  });
  rollMoveHazards(draft, ctx, unitId, plan.paths, kind);
  checkEvacuation(draft, ctx, unitId);
}

/** WT-MIS-05 / R41: an Ambush defender unit whose every model has reached the west edge is evacuated. */
export function checkEvacuation(draft: WastelandDraft, ctx: WastelandContext, unitId: string): void {
  const state = draft as WastelandState;
  const unit = unitsById.get(state, unitId);
  if (state.mission.id !== 1 || !unit || unit.status !== 'on-table') return;
  const side = draft.sides.find((s) => s.player === unit.player);
  if (side?.role !== 'defender') return;
  const radius = profileOf(state, unit).base / 2;
  const models = liveModels(unit);
  if (models.length === 0 || !models.every((m) => geometry.isAtMost(m.x - radius, 0))) return;
  draftUnitsById.require(draft, unitId).status = 'evacuated';
  side.evacuated += 1;
  ctx.emit({ type: 'unit-evacuated', player: unit.player, unit: unitId, points: 0, rules: ['WT-MIS-05'] });
}
