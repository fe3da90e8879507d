import { unitName } from '../rules/units/units';
import { withStanding } from '../standing';
import type { WastelandDecision } from '../tables';

/** WT-FIGHT-03: a charged unit may take a marker and a Will roll for a free Shoot at the charger. */
export const chargeReactionDecision: WastelandDecision<'charge-reaction'> = {
  accepts: ['react-to-charge'],
  rules: ['WT-FIGHT-03'],
  prompt: (state, stage) => [
    {
      player: stage.player,
      kind: 'charge-reaction',
      message: `${unitName(state, stage.charger)} charges ${unitName(state, stage.unit)}: take a marker and a Will roll for a free Shoot? (WT-FIGHT-03)`,
      constraints: { unit: stage.unit, charger: stage.charger },
    },
  ],
  legal: (state, player, stage) =>
    withStanding(
      state,
      player,
      stage.player === player
        ? [
            { type: 'react-to-charge', player, unit: stage.unit, react: true },
            { type: 'react-to-charge', player, unit: stage.unit, react: false },
          ]
        : [],
    ),
};
