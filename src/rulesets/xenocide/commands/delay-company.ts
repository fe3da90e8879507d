import {
  draftUnit,
  opponentOf,
  sideIndex,
  type XenocideCommandSpec,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { enqueueFlow } from '../flow/queue';
import { actingUnits, companiesToActivate } from '../flow/turn-order';
import type { XenocideState } from '../state';
import type { CommandOfType } from './schema';

/** XEN-CP-07: 2 CP: the whole company activates with a later company; this activation passes. */
export function delayCompany(
  draft: XenocideDraft,
  command: CommandOfType<'delay-company'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  const next = companiesToActivate(state, command.player);
  const company = next[0];
  if (!company || company.id !== command.company) {
    return ctx.reject(
      'illegal-action',
      `Only the company next in your order can be delayed; that is '${company?.name ?? '—'}' (XEN-CP-07).`,
      { rule: 'XEN-CP-07', path: ['company'] },
    );
  }
  const later = next.find((c) => c.id === command.with && c.id !== company.id);
  if (!later)
    return ctx.reject(
      'illegal-action',
      'Delay a company to one of your companies that has not activated yet (XEN-CP-07).',
      { rule: 'XEN-CP-07', path: ['with'] },
    );
  const side = state.sides[sideIndex(state, command.player)];
  if ((side?.cp ?? 0) < 2)
    return ctx.reject(
      'insufficient-resources',
      `Delaying a company costs 2 CP; you have ${side?.cp ?? 0} (XEN-CP-07).`,
      { rule: 'XEN-CP-07' },
    );
  const s = draft.sides[sideIndex(state, command.player)] as { cp: number };
  s.cp -= 2;
  ctx.emit({
    type: 'cp-spent',
    player: command.player,
    cp: 2,
    use: 'delay company (XEN-CP-07)',
    left: s.cp,
    rules: sharesLaterCompany(state, later.id) ? ['XEN-CP-07', 'XEN-CP-08'] : ['XEN-CP-07'],
  });
  const units = actingUnits(state, company.id);
  for (const id of units) {
    const u = draftUnit(draft, id);
    if (u) u.coordinatedWith = later.id;
  }
  (draft.companies[state.companies.indexOf(company)] as { activated: boolean }).activated = true;
  ctx.emit({ type: 'units-coordinated', player: command.player, units, with: later.id });
  ctx.emit({ type: 'activation-passed', player: command.player });
  draft.nextToActivate = opponentOf(state, command.player);
  enqueueFlow(draft, { kind: 'advance' });
}

/** XEN-CP-08: whether units of another company already activate with `later` (each company paid its own CP). */
export function sharesLaterCompany(state: XenocideState, later: string): boolean {
  return state.units.some((u) => u.coordinatedWith === later);
}

/** The `delay-company` command's row of the command table. */
export const delayCompanyCommand: XenocideCommandSpec<'delay-company'> = { apply: delayCompany };
