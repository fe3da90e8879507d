import type { DecisionSpec } from 'sandtable/kit';
import type { WastelandCommand } from '../commands/schema';
import { unitName } from '../rules/units/units';
import type { WastelandTacticsPrompt } from '../schemas/prompts';
import { withStanding } from '../standing';
import type { Stage, WastelandState } from '../state';

/** WT-FIGHT-03: a charged unit may take a marker and a Will roll for a free Shoot at the charger. */
export const chargeReactionDecision: DecisionSpec<
  WastelandState,
  WastelandCommand,
  WastelandTacticsPrompt,
  Extract<Stage, { kind: 'charge-reaction' }>
> = {
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
