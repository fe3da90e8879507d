import { stepCast } from '../actions/cast';
import { stepCharge } from '../actions/fight';
import { stepMisfire } from '../actions/misfire';
import { setStage, type WastelandContext, type WastelandDraft } from '../context';
import { checkImmediateVictory, endOfRound } from '../missions/victory';
import { lossNeedsChoice, resolveLoss } from '../resolution/casualties';
import type { Loss, WastelandState } from '../state';
import { stepDisplaced } from '../transport/survivors';
import { offerActivation, stepActivation } from './activation';
import { offerDeployment } from './deployment';
import { rollInitiative } from './initiative';
import { beginMorale, stepMorale } from './morale';
import { offerPriority } from './priority';
import { stepRecovery } from './recovery';
import { beginRound, restoreCoherency } from './round';
import { finishSetup } from './start';

/**
 * Runs the game forward from the current state until a player must decide something, and sets the stage
 * (and so the prompts) for that decision: queued hits first, then failed shots to assign, units to place,
 * an arriving Ambush unit, the cast, charge or activation in progress, then the phase of the round
 * (set-up choices, deployment, coherency moves, initiative, activations, morale, Medic/Repair, round end).
 * Every stage is derived from the state, so a standing command may call it at any time.
 */
export function advance(draft: WastelandDraft, ctx: WastelandContext): void {
  for (let step = 0; step < 100_000; step++) {
    const state = draft as WastelandState;
    if (state.result) return setStage(draft, { kind: 'game-over' });
    const loss = state.losses[0] as Loss | undefined;
    if (loss) {
      if (lossNeedsChoice(state, loss))
        return setStage(draft, { kind: 'casualties', player: loss.owner, unit: loss.unit });
      resolveLoss(draft, ctx, undefined);
      continue;
    }
    if ((state.misfires ?? []).length > 0) {
      if (stepMisfire(draft, ctx)) continue;
      return;
    }
    if ((state.displaced ?? []).length > 0) {
      if (stepDisplaced(draft, ctx)) continue;
      return;
    }
    if (state.arrival) {
      const { player, unit, distance } = state.arrival;
      return setStage(draft, { kind: 'place-ambush', player, unit, distance });
    }
    if (state.cast) {
      if (stepCast(draft, ctx)) continue;
      return;
    }
    if (state.charge) {
      if (stepCharge(draft, ctx)) continue;
      return;
    }
    if (state.activation) {
      if (stepActivation(draft, ctx)) continue;
      return;
    }
    checkImmediateVictory(draft, ctx);
    if ((draft as WastelandState).result) continue;
    switch (state.phase) {
      case 'setup': {
        if (!state.started) return setStage(draft, { kind: 'start' });
        const choice = state.setupChoices?.[0];
        if (choice)
          return setStage(draft, { kind: 'setup-choice', player: choice.player, choice: choice.choice });
        finishSetup(draft, ctx);
        continue;
      }
      case 'deployment':
        if (offerDeployment(draft)) return;
        beginRound(draft, ctx);
        continue;
      case 'round-start':
        restoreCoherency(draft, ctx);
        draft.phase = 'initiative';
        continue;
      case 'initiative':
        draft.initiative = rollInitiative(draft as WastelandState, ctx, 'round');
        draft.turn = 0;
        draft.phase = 'activation';
        continue;
      case 'activation':
        if (offerActivation(draft)) return;
        beginMorale(draft, ctx);
        continue;
      case 'morale':
        if (state.morale) {
          if (offerPriority(draft)) return;
          if (stepMorale(draft, ctx)) continue;
          delete draft.morale;
          draft.recovery = { cursor: 0 };
          continue;
        }
        if (state.recovery) {
          const next = stepRecovery(draft, ctx);
          if (next === 'wait') return;
          if (next === 'continue') continue;
          delete draft.recovery;
        }
        endOfRound(draft, ctx);
        if (!(draft as WastelandState).result) beginRound(draft, ctx);
        continue;
    }
  }
  throw new Error('wasteland-tactics: the resolution loop did not settle');
}
