import { strikeOptions } from '../rules/fighting/strikes';
import { unitName, unitsById } from '../rules/units/units';
import { withStanding } from '../standing';
import type { WastelandDecision } from '../tables';

/** WT-FIGHT-07: striking models whose closest engaged enemy units are equally close wait for their owner's pick. */
export const strikeTargetsDecision: WastelandDecision<'strike-targets'> = {
  accepts: ['choose-strike-targets'],
  rules: ['WT-FIGHT-07'],
  prompt(state, stage) {
    const unit = unitsById.get(state, stage.unit);
    const models = unit ? strikeOptions(state, unit).filter((o) => o.targets.length > 1) : [];
    return [
      {
        player: stage.player,
        kind: 'strike-targets',
        message: `${unitName(state, stage.unit)} strikes: pick the target of each model with equally close enemy units (WT-FIGHT-07).`,
        constraints: {
          unit: stage.unit,
          models: models.map((o) => ({ model: o.model, targets: [...o.targets] })),
        },
      },
    ];
  },
  legal(state, player, stage) {
    const unit = unitsById.get(state, stage.unit);
    if (stage.player !== player || !unit) return withStanding(state, player, []);
    const open = strikeOptions(state, unit).filter((o) => o.targets.length > 1);
    // One choice per enemy unit: every model strikes it if it can, else its first option.
    const units = [...new Set(open.flatMap((o) => o.targets))];
    return withStanding(
      state,
      player,
      units.map((id) => ({
        type: 'choose-strike-targets' as const,
        player,
        unit: unit.id,
        targets: open.map((o) => ({
          model: o.model,
          target: o.targets.includes(id) ? id : (o.targets[0] as string),
        })),
      })),
    );
  },
};
