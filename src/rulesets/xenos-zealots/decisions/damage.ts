import { damageOptions } from '../rules/damage/structure';
import type { XzDecision } from '../tables';

/** XZ-SMU-06 / R11: the roll-off winner chooses the damage type of a structure point. */
export const damageTypeDecision: XzDecision<'damage-type'> = {
  accepts: ['choose-damage'],
  rules: ['XZ-SMU-06', 'R11'],
  prompt: (state, stage) => {
    const model = state.units.flatMap((u) => u.models).find((m) => m.id === stage.model);
    return [
      {
        player: stage.player,
        kind: 'damage-type',
        message: `You won the roll-off: choose where ${model?.name ?? 'the model'} loses a structure point — mobility or a weapon system (XZ-SMU-06).`,
        constraints: { model: stage.model, options: model ? damageOptions(model) : [] },
      },
    ];
  },
  legal(state, player, stage) {
    if (player !== stage.player) return [];
    const model = state.units.flatMap((u) => u.models).find((m) => m.id === stage.model);
    return (model ? damageOptions(model) : []).map((system) => ({
      type: 'choose-damage' as const,
      player,
      system,
    }));
  },
};
