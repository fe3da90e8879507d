import { geometry } from 'sandtable';
import type { CommandOfType } from '../commands/schema';
import {
  areEnemies,
  draftUnit,
  findUnit,
  liveModels,
  profileOf,
  type WastelandContext,
  type WastelandDraft,
} from '../context';
import { rollTest } from '../dice';
import { willModifier } from '../rules/modifiers';
import { rollMoveHazards } from '../rules/terrain-effects';
import { hasWeaponRule } from '../schemas/weapon';
import type { UnitState, WastelandState } from '../state';
import { disembarkUnit, embarkProblem, embarkUnit } from '../transport/embark';
import { checkMove, type MovePlan } from './move-check';
import { resolveShoot } from './shoot';
import { shootProblem } from './shoot-targets';

/** WT-MOVE-01 … WT-MOVE-07 / WT-SUR-51/53: carries out a unit's declared Move action (embarking or disembarking too). */
export function moveUnit(
  draft: WastelandDraft,
  command: CommandOfType<'move-unit'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  const stage = state.stage;
  if (stage.kind !== 'move' || stage.player !== command.player)
    return ctx.reject('not-your-turn', 'No Move action of yours is waiting to be carried out.');
  if (stage.unit !== command.unit)
    return ctx.reject('illegal-action', `The unit moving now is ${stage.unit}.`, { path: ['unit'] });
  const unit = findUnit(state, stage.unit) as UnitState;
  if (unit.status === 'embarked') return disembarkUnit(draft, command, ctx);
  const check = checkMove(state, unit, command.models);
  if (!check.ok) return ctx.reject('out-of-range', check.message, { path: [...check.path] });
  if (command.embark !== undefined) {
    const problem = embarkProblem(state, unit, check.plan, command.embark);
    if (problem) return ctx.reject('illegal-action', problem, { path: ['embark'] });
  }
  if (command.assaultTarget !== undefined) {
    const problem = assaultProblem(state, unit, check.plan, command.assaultTarget);
    if (problem) return ctx.reject('illegal-action', problem, { path: ['assaultTarget'] });
  }
  finishMoveAction(draft, unit.id);
  if (check.plan.leavesContact) {
    // WT-MOVE-07: leaving base contact needs a Will roll; a failure wastes the Move.
    const test = rollTest(ctx, {
      purpose: `leave base contact (${unit.id})`,
      target: profileOf(state, unit).will,
      modifier: willModifier(state, unit),
      player: unit.player,
    });
    ctx.emit({
      type: 'test-rolled',
      unit: unit.id,
      test: 'will',
      purpose: 'leave base contact',
      needed: test.needed,
      die: test.die,
      passed: test.passed,
    });
    if (!test.passed) {
      ctx.emit({
        type: 'action-wasted',
        unit: unit.id,
        action: 'move',
        reason: 'failed the Will roll to leave base contact (WT-MOVE-07)',
      });
      return;
    }
  }
  applyMove(draft, ctx, unit.id, check.plan, 'move');
  const moved = findUnit(draft as WastelandState, unit.id);
  if (command.embark !== undefined && moved?.status === 'on-table')
    embarkUnit(draft, ctx, unit.id, command.embark);
  else if (command.assaultTarget !== undefined && moved?.status === 'on-table') {
    draftUnit(draft, unit.id).assaultFired = true;
    resolveShoot(
      draft,
      ctx,
      unit.id,
      { target: command.assaultTarget },
      {
        free: false,
        only: (w) => hasWeaponRule(w, 'Assault'),
      },
    );
  }
}

/** The Move action is under way: the activation stops waiting, and the unit counts one more Move (WT-SUR-37). */
export function finishMoveAction(draft: WastelandDraft, unitId: string): void {
  if (draft.activation) delete draft.activation.awaitingMove;
  const unit = draftUnit(draft, unitId);
  unit.moveActions = (unit.moveActions ?? 0) + 1;
}

/** WT-WSR-05 / R49: why the unit may not fire its Assault weapons at the target after this Move, or undefined. */
export function assaultProblem(
  state: WastelandState,
  unit: UnitState,
  plan: MovePlan,
  targetId: string,
): string | undefined {
  if (unit.assaultFired) return `${unit.name} has already fired its Assault weapons this round (WT-WSR-05).`;
  if (!profileOf(state, unit).weapons.some((w) => hasWeaponRule(w, 'Assault')))
    return `${unit.name} has no Assault weapon (WT-WSR-05).`;
  const target = findUnit(state, targetId);
  if (!target || !areEnemies(state, unit.player, target.player)) return `'${targetId}' is not an enemy unit.`;
  const to = new Map(plan.moved.map((m) => [m.model, m.to]));
  const after: UnitState = { ...unit, models: unit.models.map((m) => ({ ...m, ...(to.get(m.id) ?? {}) })) };
  const hypothetical = { ...state, units: state.units.map((u) => (u.id === unit.id ? after : u)) };
  return shootProblem(hypothetical, after, target);
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
  const target = draftUnit(draft, unitId);
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
  });
  rollMoveHazards(draft, ctx, unitId, plan.paths, kind);
  checkEvacuation(draft, ctx, unitId);
}

/** WT-MIS-05 / R41: an Ambush defender unit whose every model has reached the west edge is evacuated. */
export function checkEvacuation(draft: WastelandDraft, ctx: WastelandContext, unitId: string): void {
  const state = draft as WastelandState;
  const unit = findUnit(state, unitId);
  if (state.mission.id !== 1 || !unit || unit.status !== 'on-table') return;
  const side = draft.sides.find((s) => s.player === unit.player);
  if (side?.role !== 'defender') return;
  const radius = profileOf(state, unit).base / 2;
  const models = liveModels(unit);
  if (models.length === 0 || !models.every((m) => geometry.isAtMost(m.x - radius, 0))) return;
  draftUnit(draft, unitId).status = 'evacuated';
  side.evacuated += 1;
  ctx.emit({ type: 'unit-evacuated', player: unit.player, unit: unitId, points: 0 });
}
