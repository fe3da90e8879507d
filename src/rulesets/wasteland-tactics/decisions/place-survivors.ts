import { autoSurvivorsCommand } from '../rules/transport/survivors';
import { unitName } from '../rules/units/units';
import { withStanding } from '../standing';
import type { WastelandDecision } from '../tables';

/** WT-SUR-55: the units of a destroyed transport are placed within 3" of it. */
export const placeSurvivorsDecision: WastelandDecision<'place-survivors'> = {
  accepts: ['place-survivors'],
  rules: ['WT-SUR-55'],
  prompt: (state, stage) => [
    {
      player: stage.player,
      kind: 'place-survivors',
      message: `${unitName(state, stage.unit)}'s transport is destroyed: place its models within 3" of it (WT-SUR-55).`,
      constraints: { unit: stage.unit },
    },
  ],
  legal(state, player, stage) {
    if (stage.player !== player) return withStanding(state, player, []);
    const command = autoSurvivorsCommand(state);
    return withStanding(state, player, command ? [command] : []);
  },
};
