import type { StepResult } from 'sandtable/kit';
import type { WastelandContext } from './events';
import { offerActivation, stepActivation } from './rules/activation/activation';
import { stepCast } from './rules/casting/cast';
import { lossNeedsChoice, resolveLoss } from './rules/casualties/casualties';
import { offerDeployment } from './rules/deployment/deployment';
import { finishSetup } from './rules/deployment/start';
import { stepCharge } from './rules/fighting/fight';
import { rollInitiative } from './rules/initiative/initiative';
import { checkImmediateVictory, endOfRound } from './rules/missions/victory';
import { beginMorale, stepMorale } from './rules/morale/morale';
import { offerPriority } from './rules/morale/priority';
import { stepRecovery } from './rules/recovery/recovery';
import { beginRound, restoreCoherency } from './rules/round/round';
import { stepMisfire } from './rules/shooting/misfire';
import { stepDisplaced } from './rules/transport/survivors';
import type { Loss, Stage, WastelandState } from './state';
import { setStage, type WastelandDraft } from './state';

/**
 * One step of the game's resolution (the kit's settle loop runs it after every accepted command until it
 * answers `'wait'`): queued hits first, then failed shots to assign, units to place, an arriving Ambush unit,
 * the cast, charge or activation in progress, then the phase of the round (set-up choices, deployment,
 * coherency moves, initiative, activations, morale, Medic/Repair, round end). When a player must decide, it
 * sets the stage (and so the prompts) for that decision and waits. Every stage is derived from the state, so
 * a standing command settles the same way.
 */
export function settleStep(draft: WastelandDraft, ctx: WastelandContext): StepResult {
  const state = draft as WastelandState;
  if (state.result) return wait(draft, { kind: 'game-over' });
  const loss = state.losses[0] as Loss | undefined;
  if (loss) {
    if (lossNeedsChoice(state, loss))
      return wait(draft, { kind: 'casualties', player: loss.owner, unit: loss.unit });
    resolveLoss(draft, ctx, undefined);
    return 'continue';
  }
  if ((state.misfires ?? []).length > 0) return stepMisfire(draft, ctx) ? 'continue' : 'wait';
  if ((state.displaced ?? []).length > 0) return stepDisplaced(draft, ctx) ? 'continue' : 'wait';
  if (state.arrival) {
    const { player, unit, distance } = state.arrival;
    return wait(draft, { kind: 'place-ambush', player, unit, distance });
  }
  if (state.cast) return stepCast(draft, ctx) ? 'continue' : 'wait';
  if (state.charge) return stepCharge(draft, ctx) ? 'continue' : 'wait';
  if (state.activation) return stepActivation(draft, ctx) ? 'continue' : 'wait';
  checkImmediateVictory(draft, ctx);
  if ((draft as WastelandState).result) return 'continue';
  switch (state.phase) {
    case 'setup': {
      if (!state.started) return wait(draft, { kind: 'start' });
      const choice = state.setupChoices?.[0];
      if (choice) return wait(draft, { kind: 'setup-choice', player: choice.player, choice: choice.choice });
      finishSetup(draft, ctx);
      return 'continue';
    }
    case 'deployment':
      if (offerDeployment(draft)) return 'wait';
      beginRound(draft, ctx);
      return 'continue';
    case 'round-start':
      restoreCoherency(draft, ctx);
      draft.phase = 'initiative';
      return 'continue';
    case 'initiative':
      draft.initiative = rollInitiative(draft as WastelandState, ctx, 'round');
      draft.turn = 0;
      draft.phase = 'activation';
      return 'continue';
    case 'activation':
      if (offerActivation(draft)) return 'wait';
      beginMorale(draft, ctx);
      return 'continue';
    case 'morale':
      if (state.morale) {
        if (offerPriority(draft)) return 'wait';
        if (stepMorale(draft, ctx)) return 'continue';
        delete draft.morale;
        draft.recovery = { cursor: 0 };
        return 'continue';
      }
      if (state.recovery) {
        const next = stepRecovery(draft, ctx);
        if (next === 'wait') return 'wait';
        if (next === 'continue') return 'continue';
        delete draft.recovery;
      }
      endOfRound(draft, ctx);
      if (!(draft as WastelandState).result) beginRound(draft, ctx);
      return 'continue';
  }
}

/** Sets the stage a player must decide at, and waits for them. */
function wait(draft: WastelandDraft, stage: Stage): StepResult {
  setStage(draft, stage);
  return 'wait';
}
