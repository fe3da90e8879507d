import type { XzDecision } from '../tables';

/** XZ-ASLT-15 / XZ-ASLT-16 / R33: the assault's loser withdraws (written with the assault steps). */
export const withdrawDecision: XzDecision<'withdraw'> = {
  accepts: ['withdraw'],
  rules: ['R33'],
  prompt: (_s, stage) => [
    { player: stage.player, kind: 'withdraw', message: 'Your unit lost the assault: withdraw (R33).' },
  ],
  legal: () => [],
};

/** XZ-ASLT-19 / R34: the assault's winner may consolidate (written with the assault steps). */
export const consolidateDecision: XzDecision<'consolidate'> = {
  accepts: ['consolidate'],
  rules: ['XZ-ASLT-19', 'R34'],
  prompt: (_s, stage) => [
    {
      player: stage.player,
      kind: 'consolidate',
      message: 'Your unit won the assault: consolidate or not (XZ-ASLT-19).',
    },
  ],
  legal: () => [],
};
