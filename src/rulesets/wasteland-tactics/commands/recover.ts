import type { WastelandContext } from '../events';
import { recoveryOptions, returnProblem } from '../rules/recovery/recovery';
import { draftUnitsById, isVehicle, unitsById } from '../rules/units/units';
import type { ModelState, UnitState, WastelandDraft } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/** WT-SUR-33/34 / R33: the owner returns a destroyed model with one wound (placed `at`; a Vehicle on its wreck) or restores a wound; no model declines. */
function recover(draft: WastelandDraft, command: CommandOfType<'recover'>, ctx: WastelandContext): void {
  const state = ctx.base;
  const stage = state.stage;
  if (stage.kind !== 'recover' || stage.player !== command.player || command.unit !== stage.unit)
    return ctx.reject('not-your-turn', 'No Medic or Repair roll of yours is waiting.');
  const medic = unitsById.get(state, stage.unit) as UnitState;
  if (command.model !== undefined) {
    const option = recoveryOptions(state, medic).find((o) => o.model === command.model);
    const patient = option ? unitsById.get(state, option.unit) : undefined;
    const model = patient?.models.find((m) => m.id === command.model);
    if (!option || !patient || !model)
      return ctx.reject(
        'out-of-range',
        `${command.model} cannot be mended by ${medic.name} (WT-SUR-33/34).`,
        { path: ['model'] },
      );
    const wreck = state.terrain.findIndex((t) => t.id === `wreck-${model.id}`);
    const at = option.kind === 'wound' ? undefined : wreck >= 0 ? { x: model.x, y: model.y } : command.at;
    if (option.kind === 'return') {
      const problem = at ? returnProblem(state, patient, model, at) : `say where ${model.id} comes back`;
      if (problem) return ctx.reject('out-of-range', `${problem} (R33).`, { path: ['at'] });
    }
    const target = draftUnitsById
      .require(draft, patient.id)
      .models.find((m) => m.id === model.id) as ModelState & {
      wounds: number;
    };
    if (option.kind === 'wound') target.wounds += 1;
    else {
      Object.assign(target, { alive: true, wounds: 1, x: at?.x ?? model.x, y: at?.y ?? model.y });
      if (wreck >= 0) draft.terrain.splice(wreck, 1);
    }
    ctx.emit({
      type: 'model-recovered',
      unit: patient.id,
      model: model.id,
      kind: option.kind,
      wounds: target.wounds,
      // WT-SUR-34: a Vehicle is mended only by the Repair version.
      ...(isVehicle(state, patient) ? { rules: ['WT-SUR-34'] } : {}),
    });
  }
  draft.recovery = { cursor: state.recovery?.cursor ?? 0 };
}

/** The `recover` command. WT-SUR-33/34 / R33: the owner returns a destroyed model with one wound (placed `at`; a Vehicle on its wreck) or restores a wound; no model declines. */
export const recoverCommand: WastelandCommandRow<'recover'> = {
  apply: recover,
};
