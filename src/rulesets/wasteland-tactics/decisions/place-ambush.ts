import { autoPlaceAmbushCommand, facesAcuteSenses } from '../rules/deployment/ambush';
import { unitHas, unitName } from '../rules/units/units';
import { withStanding } from '../standing';
import type { WastelandDecision } from '../tables';

/** WT-SUR-06/07 / WT-SUR-03: place a unit arriving from ambush farther than the rolled distance from every enemy. */
export const placeAmbushDecision: WastelandDecision<'place-ambush'> = {
  accepts: ['place-ambush'],
  rules: ['WT-SUR-06'],
  prompt: (state, stage) => [
    {
      player: stage.player,
      kind: 'place-ambush',
      message: `Place ${unitName(state, stage.unit)} farther than ${stage.distance}" from every enemy model and declare its one action (WT-SUR-06).`,
      constraints: { unit: stage.unit, distance: stage.distance },
      rules: [
        // WT-SUR-07: a Scouts unit rolled no distance; near friendly Scouts on the table the distance is waived.
        ...(stage.distance === 0 ||
        state.units.some(
          (u) => u.player === stage.player && u.status === 'on-table' && unitHas(state, u, 'Scouts'),
        )
          ? ['WT-SUR-07']
          : []),
        // WT-SUR-03: and more than 18" from enemy Acute Senses models.
        ...(facesAcuteSenses(state, stage.player) ? ['WT-SUR-03'] : []),
      ],
    },
  ],
  legal(state, player, stage) {
    if (stage.player !== player) return withStanding(state, player, []);
    const command = autoPlaceAmbushCommand(state);
    return withStanding(state, player, command ? [command] : []);
  },
};
