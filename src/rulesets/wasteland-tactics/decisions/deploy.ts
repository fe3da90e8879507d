import type { WastelandCommand } from '../commands/schema';
import { facesAcuteSenses } from '../rules/deployment/ambush';
import { autoDeployCommand, scoutsTurn } from '../rules/deployment/deployment';
import { unitHas } from '../rules/units/units';
import { withStanding } from '../standing';
import type { WastelandDecision } from '../tables';

/** WT-DEP-01/02 / WT-SUR-05 / WT-SUR-41: deploy a unit, or hold it in ambush or for scouting. */
export const deployDecision: WastelandDecision<'deploy'> = {
  accepts: ['deploy-unit', 'hold-in-ambush', 'hold-for-scouting'],
  rules: ['WT-DEP-01', 'WT-DEP-02'],
  prompt: (state, stage) => [
    scoutsTurn(state)
      ? {
          player: stage.player,
          kind: 'deploy',
          message: facesAcuteSenses(state, stage.player)
            ? 'Deploy a Scouts unit anywhere out of sight of every enemy model (WT-SUR-41) and more than 18" from enemy Acute Senses models (WT-SUR-03).'
            : 'Deploy a Scouts unit anywhere out of sight of every enemy model (WT-SUR-41).',
          // WT-SUR-03: the set-up must also keep more than 18" from enemy Acute Senses models.
          rules: ['WT-SUR-41', ...(facesAcuteSenses(state, stage.player) ? ['WT-SUR-03'] : [])],
        }
      : {
          player: stage.player,
          kind: 'deploy',
          message: 'Deploy a unit in your zone, farther than 24" from enemy units (WT-DEP-01/02).',
        },
  ],
  legal(state, player, stage) {
    if (stage.player !== player) return withStanding(state, player, []);
    const scouts = scoutsTurn(state);
    const waiting = state.units.filter(
      (u) => u.player === player && u.status === 'undeployed' && (scouts || !u.scouting),
    );
    const out: WastelandCommand[] = [];
    for (const unit of waiting.slice(0, 2)) {
      const deploy = autoDeployCommand(state, unit.id);
      if (deploy) out.push(deploy);
    }
    for (const unit of waiting) {
      if (unitHas(state, unit, 'Ambush')) out.push({ type: 'hold-in-ambush', player, unit: unit.id });
      if (unitHas(state, unit, 'Scouts') && !unit.scouting)
        out.push({ type: 'hold-for-scouting', player, unit: unit.id });
    }
    return withStanding(state, player, out);
  },
};
