import { castDraft } from 'immer';
import { openSecretChoices, readDraft } from 'sandtable';
import { setStage, type XenocideContext, type XenocideDraft } from '../context';
import { emptyActivity } from '../setup';
import type { TurnPlan } from '../state';
import { isCompanyAlive, isInvasionFirstTurn } from './turn-order';

/** XEN-TURN-01 / XEN-CP-01: a new turn: fresh CP, companies unactivated, then the secret plans. */
export function startTurn(draft: XenocideDraft, ctx: XenocideContext): void {
  draft.turn += 1;
  for (const side of draft.sides) side.cp = draft.cpPerTurn;
  for (const unit of draft.units) {
    delete unit.coordinatedWith;
    unit.activity = castDraft(emptyActivity());
    if (unit.models.some((m) => m.titan)) for (const m of unit.models) if (m.titan) m.titan.boostThisTurn = 0;
  }
  // XEN-TURN-03: a company eliminated before the turn is not ordered, so it has nothing to skip.
  const state = readDraft(draft);
  for (const company of draft.companies) company.activated = !isCompanyAlive(state, company);
  delete draft.nextToActivate;
  // XEN-TURN-09: the last turn ended with every company activated and no victory: a new one begins.
  ctx.emit({ type: 'turn-started', turn: draft.turn, ...(draft.turn > 1 ? { rules: ['XEN-TURN-09'] } : {}) });
  const planners = isInvasionFirstTurn(state)
    ? state.sides.filter((s) => s.role === 'attacker').map((s) => s.player)
    : [...state.players];
  setStage(draft, { kind: 'plan-turn', plans: openSecretChoices<TurnPlan>(planners) });
}
