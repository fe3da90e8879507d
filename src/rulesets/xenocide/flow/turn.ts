import { readDraft } from 'sandtable';
import { tidyOccupants } from '../commands/buildings/occupants';
import { opponentOf, setStage, type XenocideContext, type XenocideDraft } from '../context';
import { crashStalledFlyers } from '../rules/movement/flyers';
import type { XenocideState } from '../state';
import { beginCloseAssaultPhase } from './assault';
import { checkOverwatchCounters, endOfActivation, endOfTurn } from './end-of-turn';
import { ACTIVATION_PHASES, companiesToActivate, isCompanyAlive } from './turn-order';

/**
 * XEN-TURN-03/07/08/09: hands the next activation to the right player, skipping eliminated companies;
 * ends the turn when nobody has a company left.
 */
export function advance(draft: XenocideDraft, ctx: XenocideContext): void {
  const before = readDraft(draft);
  // XEN-TURN-03: companies eliminated after ordering are skipped when reached.
  for (const [i, company] of before.companies.entries()) {
    if (!company.activated && !isCompanyAlive(before, company)) {
      (draft.companies[i] as { activated: boolean }).activated = true;
      ctx.emit({
        type: 'company-skipped',
        player: company.player,
        company: company.id,
        reason: 'eliminated',
      });
    }
  }
  const state = readDraft(draft);
  const preferred = state.nextToActivate ?? state.players[0];
  const other = opponentOf(state, preferred);
  const player =
    companiesToActivate(state, preferred).length > 0
      ? preferred
      : companiesToActivate(state, other).length > 0
        ? other
        : undefined;
  if (!player) return endOfTurn(draft, ctx);
  draft.nextToActivate = player;
  setStage(draft, { kind: 'activate', player });
}
/** XEN-TURN-14: moves the activation to its next phase, or ends it after Morale. */
export function leavePhase(draft: XenocideDraft, ctx: XenocideContext): void {
  const stage = ctx.base.stage;
  if (stage.kind !== 'activation') return;
  // XEN-BLD-01: units that left their building by other than a move-unit no longer occupy it.
  tidyOccupants(draft, ctx);
  const player = stage.player;
  if (stage.phase === 'second-movement') {
    // XEN-TERR-27 / R40: a flyer of this activation that never moved falls out of the sky.
    crashStalledFlyers(draft, ctx.base, stage.units, ctx);
  }
  const index = ACTIVATION_PHASES.indexOf(stage.phase);
  const nextPhase = ACTIVATION_PHASES[index + 1];
  if (nextPhase) {
    const now = draft.stage;
    if (now.kind === 'activation') {
      now.phase = nextPhase;
      if (nextPhase === 'morale') delete now.moves;
    }
    ctx.emit({ type: 'phase-started', company: stage.company, phase: nextPhase });
    // XEN-CA-01: the close assaults the movement phases created are fought now.
    if (nextPhase === 'close-assault') beginCloseAssaultPhase(draft, ctx);
    return;
  }
  // XEN-OW-11: counters held from an earlier activation are lost by moving or shooting in this one.
  checkOverwatchCounters(draft, ctx, stage.units);
  endOfActivation(draft, ctx);
  ctx.emit({ type: 'activation-ended', player, company: stage.company });
  if ((draft as XenocideState).stage.kind === 'game-over') return;
  draft.nextToActivate = opponentOf(ctx.base, player);
  advance(draft, ctx);
}
