import type { XenocideCommand } from '../commands/schema';
import { sideIndex, unitById, type XenocideDecisionSpec } from '../context';
import { autoDeploy } from '../scenarios/deployment';

/**
 * XEN-SCEN-04 / XEN-SCEN-14 / XEN-SCEN-15 / XEN-SCEN-25 / R52: the players deploy one company at a time (infantry
 * may start aboard, XEN-TRANS-01; in Command Centers a unit may deploy around an own objective).
 */
export const deployDecision: XenocideDecisionSpec<'deploy'> = {
  accepts: ['deploy-company'],
  rules: ['XEN-SCEN-04'],
  prompt: (_state, stage) => [
    {
      player: stage.player,
      kind: 'deploy',
      commands: ['deploy-company'],
      message: 'Deploy a company (R52).',
    },
  ],
  legal(state, player, stage) {
    if (stage.player !== player) return [];
    const companies = state.companies.filter(
      (c) => c.player === player && c.units.some((id) => unitById.get(state, id)?.status === 'undeployed'),
    );
    const out: XenocideCommand[] = [];
    for (const company of companies) {
      const deploy = autoDeploy(state, company.id);
      if (deploy) out.push(deploy);
      // XEN-TRANS-01: the same company with its infantry starting aboard its transports, where it has any.
      const aboard = autoDeploy(state, company.id, 0, { aboard: true });
      if (aboard?.type === 'deploy-company' && aboard.units.some((u) => (u.embark?.length ?? 0) > 0))
        out.push(aboard);
      // XEN-SCEN-25: in Command Centers, the same company with one unit deployed around an own objective.
      const beside =
        state.scenario === 'command-centers'
          ? autoDeploy(state, company.id, 0, { byObjective: true })
          : undefined;
      if (beside && JSON.stringify(beside) !== JSON.stringify(deploy)) out.push(beside);
    }
    const side = state.sides[sideIndex(state, player)];
    if (
      side?.role === 'defender' &&
      state.companies.filter((c) => c.player === player && c.reserve).length < 2
    ) {
      for (const company of companies)
        out.push({ type: 'deploy-company', player, company: company.id, reserve: true, units: [] });
    }
    return out;
  },
};
