import type { XenocideCommand } from '../commands/schema';
import { sideIndex, unitById, type XenocideDecisionSpec } from '../context';
import { actingUnits, companiesToActivate, isInvasionFirstTurn, mustActivateFirst } from '../flow/turn-order';

/** XEN-TURN-07 / XEN-TURN-13 / XEN-CP-05 / XEN-CP-07: the player to act activates (or delays, or skips). */
export const activateDecision: XenocideDecisionSpec<'activate'> = {
  accepts: ['activate-company', 'delay-company', 'skip-activation'],
  rules: ['XEN-TURN-07', 'XEN-TURN-13'],
  prompt: (_state, stage) => [
    {
      player: stage.player,
      kind: 'activate',
      commands: ['activate-company', 'delay-company', 'skip-activation'],
      message: 'Activate your next company (XEN-TURN-07).',
    },
  ],
  legal(state, player, stage) {
    if (stage.player !== player) return [];
    const cp = state.sides[sideIndex(state, player)]?.cp ?? 0;
    const next = companiesToActivate(state, player);
    const out: XenocideCommand[] = [];
    const candidates =
      isInvasionFirstTurn(state) && state.sides[sideIndex(state, player)]?.role === 'defender'
        ? next
        : next.slice(0, 1);
    for (const company of candidates) {
      const acting = actingUnits(state, company.id);
      const hasFlyer = (id: string) =>
        state.units
          .find((u) => u.id === id)
          ?.models.some((m) => !m.removed && state.profiles[m.profile]?.types.includes('Flyer'));
      for (const order of ['move-and-fire', 'fire-and-move', 'assault'] as const) {
        const orders = acting.map((unit) => {
          const u = unitById.get(state, unit);
          const fixed = order === 'assault' && hasFlyer(unit) ? 'move-and-fire' : order;
          return {
            unit,
            order: u?.status === 'reserve' && fixed === 'fire-and-move' ? ('move-and-fire' as const) : fixed,
          };
        });
        out.push({ type: 'activate-company', player, company: company.id, orders });
      }
    }
    const first = next[0];
    const later = next[1];
    if (first && later && cp >= 2 && !candidates.includes(later))
      out.push({ type: 'delay-company', player, company: first.id, with: later.id });
    const opponent = state.players.find((p) => p !== player) as string;
    const mayPass = !mustActivateFirst(state, player);
    if (mayPass && cp >= 1 && companiesToActivate(state, opponent).length > next.length)
      out.push({ type: 'skip-activation', player });
    return out;
  },
};
