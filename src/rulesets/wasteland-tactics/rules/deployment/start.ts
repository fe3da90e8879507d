import type { WastelandContext } from '../../events';
import { missionById } from '../../scenarios/missions';
import type { MissionId, WastelandDraft, WastelandState } from '../../state';
import { rollInitiative } from '../initiative/initiative';

/**
 * WT-MIS-04 / WT-DEP-03/04: once the set-up choices are made, the Ambush attackers go into ambush and the
 * deployment order is set (attackers then defender, or ascending initiative).
 */
export function finishSetup(draft: WastelandDraft, ctx: WastelandContext): void {
  const state = draft as WastelandState;
  const id = state.mission.id as MissionId;
  const mission = missionById(id);
  const defender = mission.defender ? state.defender : undefined;
  if (id === 1) {
    // WT-MIS-04: every attacker unit gains Ambush and must deploy in ambush.
    for (const unit of draft.units) {
      if (unit.player === defender || unit.status !== 'undeployed') continue;
      unit.ambush = true;
      unit.status = 'ambush';
      ctx.emit({ type: 'unit-held-in-ambush', player: unit.player, unit: unit.id });
    }
  }
  const order = mission.defender
    ? [...state.players.filter((p) => p !== defender), defender as string]
    : rollInitiative(state, ctx, 'deployment').reverse();
  draft.deployOrder = order;
  draft.phase = 'deployment';
  ctx.emit({ type: 'deployment-order', order, rules: [mission.defender ? 'WT-DEP-03' : 'WT-DEP-04'] });
}
