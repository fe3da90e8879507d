import { castDraft } from 'immer';
import {
  draftUnit,
  refuse,
  setStage,
  sideIndex,
  unitById,
  type XenocideCommandSpec,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { actingUnits, companiesToActivate, isInvasionFirstTurn } from '../flow/turn-order';
import { isFlyerUnit } from '../rules/movement/flyers';
import {
  activateTitans,
  applyTitanActivations,
  defaultRestartChoice,
  titanActivationEvent,
  whyBadRestartChoice,
} from '../rules/titans';
import { emptyActivity } from '../setup';
import { sharesLaterCompany } from './delay-company';
import type { CommandOfType } from './schema';

/** XEN-TURN-13 / XEN-CP-06 / XEN-TURN-12: reveal and activate the next company, giving every unit an order. */
export function activateCompany(
  draft: XenocideDraft,
  command: CommandOfType<'activate-company'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  const player = command.player;
  const next = companiesToActivate(state, player);
  const company = state.companies.find((c) => c.id === command.company && c.player === player);
  if (!company)
    return ctx.reject('unknown-entity', `'${command.company}' is not one of your companies.`, {
      path: ['company'],
    });
  const free = isInvasionFirstTurn(state) && state.sides[sideIndex(state, player)]?.role === 'defender';
  if (!free && next[0]?.id !== company.id) {
    const expected = next[0];
    return ctx.reject(
      'illegal-action',
      `Company '${company.name}' is not next in your secret activation order; '${expected?.name ?? '—'}' is (XEN-TURN-02, XEN-TURN-07).`,
      { path: ['company'] },
    );
  }
  if (!next.some((c) => c.id === company.id)) {
    return ctx.reject('illegal-action', `Company '${company.name}' has already activated this turn.`, {
      path: ['company'],
    });
  }
  const side = state.sides[sideIndex(state, player)];
  let cp = side?.cp ?? 0;
  const coordinated = new Set<string>();
  if (command.coordinate) {
    const { units, with: target } = command.coordinate;
    const later = next.find((c) => c.id === target && c.id !== company.id);
    if (!later) {
      return ctx.reject(
        'illegal-action',
        `Units can only be coordinated with one of your companies that has not activated yet (XEN-CP-06).`,
        { rule: 'XEN-CP-06', path: ['coordinate', 'with'] },
      );
    }
    for (const id of units) {
      if (!company.units.includes(id)) {
        return ctx.reject('unknown-entity', `'${id}' is not a unit of '${company.name}' (XEN-CP-06).`, {
          rule: 'XEN-CP-06',
          path: ['coordinate', 'units'],
        });
      }
      coordinated.add(id);
    }
    if (cp < 1)
      return ctx.reject(
        'insufficient-resources',
        'Coordinating units costs 1 CP and you have none (XEN-CP-03, XEN-CP-06).',
      );
    cp -= 1;
  }
  const acting = actingUnits(state, company.id).filter((id) => !coordinated.has(id));
  const twice = command.orders.find((o, i) => command.orders.findIndex((p) => p.unit === o.unit) !== i);
  if (twice) {
    return ctx.reject(
      'illegal-action',
      `'${twice.unit}' is given more than one order; give each unit one order (XEN-TURN-13).`,
      { rule: 'XEN-TURN-13', path: ['orders'] },
    );
  }
  for (const order of command.orders) {
    if (!acting.includes(order.unit)) {
      return ctx.reject('unknown-entity', `'${order.unit}' does not act in this activation.`, {
        path: ['orders'],
      });
    }
  }
  for (const id of acting) {
    const unit = unitById.get(state, id);
    const order = command.orders.find((o) => o.unit === id)?.order;
    if (!unit || !order) {
      return ctx.reject(
        'illegal-action',
        `Give every acting unit an order: '${unit?.name ?? id}' (${id}) has none (XEN-TURN-13).`,
        { rule: 'XEN-TURN-13', path: ['orders'] },
      );
    }
    if (
      order === 'assault' &&
      unit.models.some((m) => !m.removed && state.profiles[m.profile]?.types.includes('Flyer'))
    ) {
      return ctx.reject(
        'illegal-action',
        `'${unit.name}' has flyers, which may never take Assault orders (XEN-TURN-17).`,
        { rule: 'XEN-TURN-17', path: ['orders'] },
      );
    }
    if (unit.status === 'reserve' && order === 'fire-and-move') {
      return ctx.reject(
        'illegal-action',
        `'${unit.name}' enters as reinforcements and must be on Move and Fire or Assault orders (XEN-SCEN-19).`,
        { rule: 'XEN-SCEN-19', path: ['orders'] },
      );
    }
  }
  // XEN-TITAN-03: the titans at core 0 that roll to restart (default: every one, a restart costs nothing).
  const restarts = command.restartTitans ?? defaultRestartChoice(state, acting);
  const badRestart = whyBadRestartChoice(state, acting, restarts);
  if (badRestart)
    return refuse(ctx, badRestart, {
      path: ['restartTitans', ...(badRestart.path ?? [])],
    });
  // Accepted: write it down.
  const ci = state.companies.indexOf(company);
  (draft.companies[ci] as { activated: boolean }).activated = true;
  if (command.coordinate) {
    const s = draft.sides[sideIndex(state, player)] as { cp: number };
    s.cp = cp;
    const shared = sharesLaterCompany(state, command.coordinate.with);
    ctx.emit({
      type: 'cp-spent',
      player,
      cp: 1,
      use: 'coordinate units (XEN-CP-06)',
      left: cp,
      rules: shared ? ['XEN-CP-06', 'XEN-CP-08'] : ['XEN-CP-06'],
    });
    for (const id of coordinated) {
      const u = draftUnit(draft, id);
      if (u) u.coordinatedWith = command.coordinate.with;
    }
    ctx.emit({ type: 'units-coordinated', player, units: [...coordinated], with: command.coordinate.with });
  }
  const orders = acting.map((id) => ({
    unit: id,
    order: command.orders.find((o) => o.unit === id)?.order ?? 'move-and-fire',
  }));
  for (const { unit: id, order } of orders) {
    const u = draftUnit(draft, id);
    if (!u) continue;
    u.order = order;
    // XEN-TRANS-06: a transport locked earlier this turn stays locked for the rest of the turn.
    u.activity = castDraft({ ...emptyActivity(), transportLocked: u.activity.transportLocked });
  }
  // XEN-SCEN-17 / XEN-SCEN-21: on Invasion's first turn the defender activates any company, alternating
  // after the attacker's first; XEN-TURN-17: flyers were given firing orders.
  const activatedRules = [
    ...(free ? ['XEN-SCEN-17', 'XEN-SCEN-21'] : []),
    ...(acting.some((id) => {
      const unit = unitById.get(state, id);
      return unit !== undefined && isFlyerUnit(state, unit);
    })
      ? ['XEN-TURN-17']
      : []),
  ];
  ctx.emit({
    type: 'company-activated',
    player,
    company: company.id,
    name: company.name,
    orders,
    ...(activatedRules.length > 0 ? { rules: activatedRules } : {}),
  });
  // XEN-TITAN-02 / XEN-TITAN-03 / R60: each acting titan's power becomes its core (after any restart roll).
  const activations = activateTitans(state, ctx.dice, acting, restarts);
  applyTitanActivations(draft, activations);
  for (const activation of activations) ctx.emit(titanActivationEvent(activation));
  setStage(draft, {
    kind: 'activation',
    player,
    company: company.id,
    phase: 'first-movement',
    units: acting,
  });
  ctx.emit({ type: 'phase-started', company: company.id, phase: 'first-movement' });
}

/** The `activate-company` command's row of the command table. */
export const activateCompanyCommand: XenocideCommandSpec<'activate-company'> = { apply: activateCompany };
