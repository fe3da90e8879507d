import { autoPlaceAmbushCommand } from '../rules/deployment/ambush';
import { unitName } from '../rules/units/units';
import { withStanding } from '../standing';
import type { WastelandDecision } from '../tables';

/** WT-SUR-06/07: place a unit arriving from ambush farther than the rolled distance from every enemy. */
export const placeAmbushDecision: WastelandDecision<'place-ambush'> = {
  accepts: ['place-ambush'],
  rules: ['WT-SUR-06'],
  prompt: (state, stage) => [
    {
      player: stage.player,
      kind: 'place-ambush',
      message: `Place ${unitName(state, stage.unit)} farther than ${stage.distance}" from every enemy model and declare its one action (WT-SUR-06).`,
      constraints: { unit: stage.unit, distance: stage.distance },
    },
  ],
  legal(state, player, stage) {
    if (stage.player !== player) return withStanding(state, player, []);
    const command = autoPlaceAmbushCommand(state);
    return withStanding(state, player, command ? [command] : []);
  },
};
