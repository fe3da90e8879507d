import { companyById, sideIndex, unitById } from '../context';
import type { ActivationPhase, CompanyState, XenocideState } from '../state';

/** XEN-TURN-14: the five activation phases in order. */
export const ACTIVATION_PHASES: readonly ActivationPhase[] = [
  'first-movement',
  'shooting',
  'second-movement',
  'close-assault',
  'morale',
];

/**
 * Whether a company still has a unit in the game (XEN-TURN-03), counting units coordinated into it this
 * turn, which are its members for the rest of the turn (XEN-TURN-12).
 */
export function isCompanyAlive(state: XenocideState, company: CompanyState): boolean {
  const alive = company.units.some((id) => {
    const status = unitById.get(state, id)?.status;
    return status !== undefined && status !== 'eliminated';
  });
  return alive || state.units.some((u) => u.coordinatedWith === company.id && u.status !== 'eliminated');
}

/** XEN-TURN-02: the companies a player orders this turn: every non-eliminated one. */
export function orderableCompanies(state: XenocideState, player: string): CompanyState[] {
  return state.companies.filter((c) => c.player === player && isCompanyAlive(state, c));
}

/** Whether this is Invasion's first turn, when the defender sets no order (XEN-SCEN-17) and no initiative is rolled (R24). */
export function isInvasionFirstTurn(state: XenocideState): boolean {
  return state.scenario === 'invasion' && state.turn === 1;
}

/** The companies a player has not yet activated this turn, in the order they will come. */
export function companiesToActivate(state: XenocideState, player: string): CompanyState[] {
  const side = state.sides[sideIndex(state, player)];
  const open = (c: CompanyState | undefined): c is CompanyState =>
    c !== undefined && c.player === player && !c.activated && isCompanyAlive(state, c);
  if (isInvasionFirstTurn(state) && side?.role === 'defender') return state.companies.filter(open);
  return (side?.activationOrder ?? []).map((id) => companyById.get(state, id)).filter(open);
}

/** XEN-TURN-12: the units acting with a company: its own not coordinated away, plus those coordinated in. */
export function actingUnits(state: XenocideState, companyId: string): string[] {
  return state.units
    .filter((u) => u.status !== 'eliminated')
    .filter((u) => (u.coordinatedWith ?? u.company) === companyId)
    .map((u) => u.id);
}

/** XEN-SCEN-18: on Invasion's first turn the attacker must make the first activation. */
export function mustActivateFirst(state: XenocideState, player: string): boolean {
  return (
    isInvasionFirstTurn(state) &&
    state.sides[sideIndex(state, player)]?.role === 'attacker' &&
    !state.companies.some((c) => c.player === player && c.activated)
  );
}
