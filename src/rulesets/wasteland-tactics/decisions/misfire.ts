import { unitName, unitsById } from '../rules/units/units';
import { withStanding } from '../standing';
import type { WastelandDecision } from '../tables';

/** WT-SHOOT-09: failed shots into a melee hit the shooter's own units; the target's owner says which. */
export const misfireDecision: WastelandDecision<'misfire'> = {
  accepts: ['assign-misfires'],
  rules: ['WT-SHOOT-09'],
  prompt(state, stage) {
    const misfire = state.misfires?.[0];
    return [
      {
        player: stage.player,
        kind: 'misfire',
        message: `${misfire?.weapons.length ?? 0} failed shot(s) at ${unitName(state, stage.unit)} hit the shooter's own units in the melee: say which each hits (WT-SHOOT-09).`,
        constraints: { units: [...(misfire?.units ?? [])], count: misfire?.weapons.length ?? 0 },
      },
    ];
  },
  legal(state, player, stage) {
    const misfire = state.misfires?.[0];
    if (stage.player !== player || !misfire) return withStanding(state, player, []);
    const units = misfire.units.filter((id) => unitsById.get(state, id)?.status === 'on-table');
    return withStanding(
      state,
      player,
      units.map((id) => ({ type: 'assign-misfires' as const, player, units: misfire.weapons.map(() => id) })),
    );
  },
};
