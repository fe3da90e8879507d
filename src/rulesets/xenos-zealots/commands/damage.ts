import { damageOptions, loseStructure, type StructureStep } from '../rules/damage/structure';
import { refuse } from '../rules/refuse';
import type { XzCommandRow } from '../tables';

/** XZ-SMU-06 / R11: the roll-off winner takes the structure point from mobility or a named working weapon system. */
export const chooseDamageCommand: XzCommandRow<'choose-damage'> = {
  apply(draft, command, ctx) {
    const stage = draft.stage;
    const step = draft.queue[0] as StructureStep | undefined;
    if (stage.kind !== 'damage-type' || stage.player !== command.player || step?.kind !== 'structure')
      return refuse(ctx, {
        code: 'illegal-action',
        message: 'No structure point is waiting for your choice of damage type.',
        rule: 'XZ-SMU-06',
      });
    const unit = draft.units.find((u) => u.id === step.unit);
    const model = unit?.models.find((m) => m.id === step.model);
    if (!unit || !model)
      return refuse(ctx, { code: 'unknown-entity', message: 'That model is gone.', rule: 'XZ-SMU-06' });
    const options = damageOptions(model);
    if (!options.includes(command.system))
      return refuse(ctx, {
        code: 'not-an-option',
        message: `${model.name} can lose a point from ${options.map((o) => `'${o}'`).join(' or ')}, not '${command.system}' (XZ-SMU-06, XZ-SMU-09).`,
        rule: 'XZ-SMU-06',
        path: ['system'],
      });
    loseStructure(draft, ctx, unit, model, command.system, command.player, step.attacker);
    step.applied = true;
  },
};
