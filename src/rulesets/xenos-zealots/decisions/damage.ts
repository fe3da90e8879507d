import type { XzDecision } from '../tables';

/** XZ-SMU-06 / R11: the roll-off winner chooses the damage type of a structure point (written with shooting). */
export const damageTypeDecision: XzDecision<'damage-type'> = {
  accepts: ['choose-damage'],
  rules: ['XZ-SMU-06', 'R11'],
  prompt: (_s, stage) => [
    {
      player: stage.player,
      kind: 'damage-type',
      message: 'Choose the damage type: mobility or a weapon system (XZ-SMU-06).',
    },
  ],
  legal: () => [],
};
