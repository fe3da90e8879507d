import type { WastelandContext } from '../events';
import { rollTest } from '../rules/dice/dice';
import { willModifiers } from '../rules/dice/modifiers';
import { applyMove, finishMoveAction } from '../rules/movement/move';
import { checkMove } from '../rules/movement/move-check';
import { assaultFireProblem } from '../rules/shooting/assault-fire';
import { resolveShoot } from '../rules/shooting/shoot';
import { disembarkUnit, embarkProblem, embarkUnit } from '../rules/transport/embark';
import { draftUnitsById, profileOf, unitsById } from '../rules/units/units';
import { hasWeaponRule } from '../schemas/weapon';
import type { UnitState, WastelandDraft, WastelandState } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/** WT-MOVE-01 … WT-MOVE-07 / WT-SUR-51/53: carries out a unit's declared Move action (embarking or disembarking too). */
function moveUnit(draft: WastelandDraft, command: CommandOfType<'move-unit'>, ctx: WastelandContext): void {
  const state = ctx.base;
  const stage = state.stage;
  if (stage.kind !== 'move' || stage.player !== command.player)
    return ctx.reject('not-your-turn', 'No Move action of yours is waiting to be carried out.');
  if (stage.unit !== command.unit)
    return ctx.reject('illegal-action', `The unit moving now is ${stage.unit}.`, { path: ['unit'] });
  const unit = unitsById.get(state, stage.unit) as UnitState;
  if (unit.status === 'embarked') return disembarkUnit(draft, command, ctx);
  const check = checkMove(state, unit, command.models);
  if (!check.ok) return ctx.reject('out-of-range', check.message, { path: [...check.path] });
  if (command.embark !== undefined) {
    const problem = embarkProblem(state, unit, check.plan, command.embark);
    if (problem) return ctx.reject('illegal-action', problem, { path: ['embark'] });
  }
  if (command.assaultTarget !== undefined) {
    const problem = assaultFireProblem(state, unit, check.plan, command.assaultTarget);
    if (problem) return ctx.reject('illegal-action', problem, { path: ['assaultTarget'] });
  }
  finishMoveAction(draft, unit.id);
  if (check.plan.leavesContact) {
    // WT-MOVE-07: leaving base contact needs a Will roll; a failure wastes the Move.
    const test = rollTest(ctx, {
      purpose: `leave base contact (${unit.id})`,
      target: profileOf(state, unit).will,
      modifier: 0,
      summary: 'WT-SUM-04',
      modifiers: willModifiers(state, unit),
      // WT-MEAS-04: the contact left was across elevation, counted as contact by R14.
      rules: ['WT-MOVE-07', ...(check.plan.acrossElevation ? ['WT-MEAS-04'] : [])],
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
      rules: test.rules ?? [],
    });
    if (!test.passed) {
      ctx.emit({
        type: 'action-wasted',
        unit: unit.id,
        action: 'move',
        reason: 'failed the Will roll to leave base contact (WT-MOVE-07)',
        rules: ['WT-MOVE-07'],
      });
      return;
    }
  }
  applyMove(draft, ctx, unit.id, check.plan, 'move');
  const moved = unitsById.get(draft as WastelandState, unit.id);
  if (command.embark !== undefined && moved?.status === 'on-table')
    embarkUnit(draft, ctx, unit.id, command.embark);
  else if (command.assaultTarget !== undefined && moved?.status === 'on-table') {
    draftUnitsById.require(draft, unit.id).assaultFired = true;
    resolveShoot(
      draft,
      ctx,
      unit.id,
      { target: command.assaultTarget },
      {
        free: false,
        only: (w) => hasWeaponRule(w, 'Assault'),
        assault: true,
      },
    );
  }
}

/** The `move-unit` command: the activated unit carries out its declared Move (WT-MOVE-01). */
export const moveUnitCommand: WastelandCommandRow<'move-unit'> = {
  apply: moveUnit,
};
