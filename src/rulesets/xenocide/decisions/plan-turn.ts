import { awaitingSecretChoices, hasChosen } from 'sandtable';
import { sideIndex, type XenocideDecisionSpec } from '../context';
import { isInvasionFirstTurn, orderableCompanies } from '../flow/turn-order';
import type { XenocidePromptOf } from '../schemas/prompts';

/** XEN-TURN-02 / XEN-CP-04: each player secretly orders their companies and commits CP to initiative. */
export const planTurnDecision: XenocideDecisionSpec<'plan-turn'> = {
  accepts: ['plan-turn'],
  rules: ['XEN-TURN-02', 'XEN-CP-04'],
  prompt: (_state, stage) =>
    awaitingSecretChoices(stage.plans).map(
      (player): XenocidePromptOf<'plan-turn'> => ({
        player,
        kind: 'plan-turn',
        commands: ['plan-turn'],
        secret: true,
        message: 'Secretly order your companies and commit CP to initiative dice (XEN-TURN-02, XEN-CP-04).',
      }),
    ),
  legal(state, player, stage) {
    if (hasChosen(stage.plans, player) || !stage.plans.players.includes(player)) return [];
    const cp = state.sides[sideIndex(state, player)]?.cp ?? 0;
    const order = orderableCompanies(state, player).map((c) => c.id);
    const orders = [order, [...order].reverse()].filter(
      (o, i, all) => i === 0 || o.join() !== all[0]?.join(),
    );
    const cps = isInvasionFirstTurn(state) ? [0] : [0, ...(cp > 0 ? [1] : [])];
    return orders.flatMap((o) =>
      cps.map((initiativeCp) => ({ type: 'plan-turn' as const, player, order: o, initiativeCp })),
    );
  },
};
