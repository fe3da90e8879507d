import { liveModels, unitName, unitsById } from '../rules/units/units';
import { withStanding } from '../standing';
import type { WastelandDecision } from '../tables';

/** WT-SHOOT-07 / WT-FIGHT-11 / R6: the owner orders the models of a unit that takes hits. */
export const casualtiesDecision: WastelandDecision<'casualties'> = {
  accepts: ['allocate-casualties'],
  rules: ['WT-SHOOT-07', 'WT-FIGHT-11'],
  prompt(state, stage) {
    const loss = state.losses[0];
    return [
      {
        player: stage.player,
        kind: 'casualties',
        message: `${unitName(state, stage.unit)} takes ${loss?.hits.length ?? 0} hit(s): order its models to take them (R6).`,
        constraints: { unit: stage.unit, hits: loss?.hits.length ?? 0 },
      },
    ];
  },
  legal(state, player, stage) {
    if (stage.player !== player) return withStanding(state, player, []);
    const unit = unitsById.get(state, stage.unit);
    const order = unit ? liveModels(unit).map((m) => m.id) : [];
    const reversed = [...order].reverse();
    return withStanding(state, player, [
      { type: 'allocate-casualties', player, unit: stage.unit, order },
      ...(order.length > 1
        ? [{ type: 'allocate-casualties' as const, player, unit: stage.unit, order: reversed }]
        : []),
    ]);
  },
};
