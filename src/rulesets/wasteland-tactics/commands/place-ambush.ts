import type { WastelandContext } from '../events';
import { beginActivation, declarationProblem } from '../rules/activation/activation';
import { ambushRules, facesAcuteSenses, scoutsExemptArrival } from '../rules/deployment/ambush';
import { placementProblem } from '../rules/measuring/placement';
import { withRules } from '../rules/rule-ids';
import { draftUnitsById, unitsById } from '../rules/units/units';
import type { UnitState, WastelandDraft } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/** WT-SUR-06 / R38: places the arriving unit, which then takes its one declared action. */
function placeAmbush(
  draft: WastelandDraft,
  command: CommandOfType<'place-ambush'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  const stage = state.stage;
  if (stage.kind !== 'place-ambush' || stage.player !== command.player)
    return ctx.reject('not-your-turn', 'No Ambush unit is waiting for you to place it.');
  if (stage.unit !== command.unit)
    return ctx.reject('illegal-action', `The arriving unit is ${stage.unit}.`, { path: ['unit'] });
  const unit = unitsById.get(state, stage.unit) as UnitState;
  const problem = placementProblem(
    state,
    unit,
    command.models,
    ambushRules(state, unit, stage.distance, command.models),
  );
  if (problem) return ctx.reject('out-of-range', problem, { path: ['models'] });
  const byId = new Map(command.models.map((m) => [m.model, m]));
  const placed: UnitState = {
    ...unit,
    status: 'on-table',
    models: unit.models.map((m) => ({ ...m, x: byId.get(m.id)?.x ?? m.x, y: byId.get(m.id)?.y ?? m.y })),
  };
  const hypothetical = { ...state, units: state.units.map((u) => (u.id === unit.id ? placed : u)) };
  const declared = declarationProblem(hypothetical, placed, command.actions, 1);
  if (declared) return ctx.reject('illegal-action', declared.message, { path: declared.path });
  const target = draftUnitsById.require(draft, unit.id);
  for (const model of target.models) {
    const at = byId.get(model.id);
    if (!at) continue;
    model.x = at.x;
    model.y = at.y;
    model.facing = at.facing ?? model.facing;
  }
  target.status = 'on-table';
  target.moved = true;
  delete draft.arrival;
  ctx.emit({
    type: 'ambush-arrived',
    player: unit.player,
    unit: unit.id,
    ...withRules([
      // WT-SUR-07 / R38: a Scouts unit, or one placed within 6" of friendly Scouts, arrives without the D10".
      ...(scoutsExemptArrival(state, unit, command.models) ? ['WT-SUR-07'] : []),
      // WT-SUR-03 / R38: the placement had to keep more than 18" from enemy Acute Senses models.
      ...(facesAcuteSenses(state, unit.player) ? ['WT-SUR-03'] : []),
    ]),
  });
  beginActivation(draft, ctx, unit, command.actions);
}

/** The `place-ambush` command. WT-SUR-06 / R38: places the arriving unit, which then takes its one declared action. */
export const placeAmbushCommand: WastelandCommandRow<'place-ambush'> = { apply: placeAmbush };
