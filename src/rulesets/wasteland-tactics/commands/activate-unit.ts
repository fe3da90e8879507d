import type { WastelandContext } from '../events';
import { activationRefusal, beginActivation, declarationProblem } from '../rules/activation/activation';
import { actionsAllowed, eligibleUnits } from '../rules/activation/eligibility';
import { unitsById } from '../rules/units/units';
import type { WastelandDraft } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/** WT-ACT-01 / R17: activates a unit and declares its actions. */
function activateUnit(
  draft: WastelandDraft,
  command: CommandOfType<'activate-unit'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  if (state.stage.kind !== 'activate' || state.stage.player !== command.player)
    return ctx.reject('not-your-turn', 'It is not your turn to activate a unit (WT-ACT-07).');
  const unit = unitsById.get(state, command.unit);
  if (!unit || unit.player !== command.player)
    return ctx.reject('unknown-entity', `You have no unit '${command.unit}'.`, { path: ['unit'] });
  if (!eligibleUnits(state, command.player).some((u) => u.id === unit.id)) {
    return ctx.reject('illegal-action', activationRefusal(state, unit), { path: ['unit'] });
  }
  const problem = declarationProblem(state, unit, command.actions, actionsAllowed(state, unit));
  if (problem) return ctx.reject('illegal-action', problem.message, { path: problem.path });
  beginActivation(draft, ctx, unit, command.actions);
}

/** The `activate-unit` command. WT-ACT-01 / R17: activates a unit and declares its actions. */
export const activateUnitCommand: WastelandCommandRow<'activate-unit'> = { apply: activateUnit };
