import {
  refuse,
  unitById,
  type XenocideCommandSpec,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import {
  applyPowerPlan,
  boostLeft,
  defaultPowerPlan,
  findTitan,
  type PowerPlanResult,
  type PowerWindow,
  powerPlanCost,
  powerPlanEvents,
  powerWindowOf,
  resolvePowerPlan,
  type TitanPowerPlan,
  whyBadPowerPlan,
} from '../rules/titans';
import type { XenocideState } from '../state';
import type { CommandOfType, XenocideCommand } from './schema';

/** The plan of a `spend-power` command, without undefined fields. */
export function powerPlanOf(command: CommandOfType<'spend-power'>): TitanPowerPlan {
  return {
    titan: command.titan,
    ...(command.boost === undefined ? {} : { boost: command.boost }),
    ...(command.repairs === undefined ? {} : { repairs: command.repairs }),
    ...(command.fixSystems === undefined ? {} : { fixSystems: command.fixSystems }),
    ...(command.recharge === undefined ? {} : { recharge: command.recharge }),
  };
}

/** Why `player` may not spend titan power now, or the window: only in their own activation's open phase. */
function whyNotNow(
  state: XenocideState,
  player: string,
  titan: string,
): { readonly code: 'illegal-action' | 'unknown-entity'; readonly message: string } | PowerWindow {
  const stage = state.stage;
  if (stage.kind !== 'activation' || stage.player !== player)
    return {
      code: 'illegal-action',
      message: 'A titan spends power in its own activation, in any phase (XEN-TITAN-04, XEN-TITAN-05).',
    };
  if (stage.attack || stage.suppression || stage.overwatch || stage.assaults || stage.overrun)
    return { code: 'illegal-action', message: 'Finish the attack, test or assault in progress first.' };
  const ref = findTitan(state, titan);
  if (!ref)
    return { code: 'unknown-entity', message: `There is no titan '${titan}' on the table (XEN-TITAN-01).` };
  if (ref.unit.player !== player)
    return { code: 'illegal-action', message: `Titan ${titan} is not yours (XEN-TITAN-04).` };
  const window = powerWindowOf(state, ref.unit.id, 'overwatch');
  if (window !== 'own-activation')
    return {
      code: 'illegal-action',
      message: `Titan ${titan} does not act in this activation; it spends power in its own (XEN-TITAN-04, XEN-TITAN-05).`,
    };
  return window;
}

/** XEN-TITAN-04: pays an accepted power plan (validated by the caller) and reports it. */
export function payPowerPlan(
  draft: XenocideDraft,
  ctx: XenocideContext,
  plan: TitanPowerPlan,
  window: PowerWindow,
): PowerPlanResult {
  const result = resolvePowerPlan(ctx.base, ctx.dice, plan, window);
  applyPowerPlan(draft, result);
  // XEN-TITAN-05: out of its own activation a titan powers only overwatch fire and close assault.
  const outOfTurn = window !== 'own-activation';
  for (const event of powerPlanEvents(result))
    ctx.emit(
      outOfTurn && event.type === 'titan-power-spent'
        ? { ...event, rules: [...(event.rules ?? []), 'XEN-TITAN-05'] }
        : event,
    );
  return result;
}

/**
 * XEN-TITAN-04..11 / R60: a titan spends power during its own activation: boost (added to this turn's
 * movement allowance), repairs, deflector recharges. Power beyond what the core gave is
 * refused (`insufficient-resources`).
 */
export function spendPower(
  draft: XenocideDraft,
  command: CommandOfType<'spend-power'>,
  ctx: XenocideContext,
): void {
  const window = whyNotNow(ctx.base, command.player, command.titan);
  if (typeof window !== 'string') return refuse(ctx, window, { path: ['titan'] });
  const plan = powerPlanOf(command);
  if (powerPlanCost(plan) === 0)
    return ctx.reject('illegal-action', 'The power plan spends nothing (XEN-TITAN-04).', {
      rule: 'XEN-TITAN-04',
    });
  const why = whyBadPowerPlan(ctx.base, plan, window);
  if (why) return refuse(ctx, why, why.path ? { path: why.path } : {});
  payPowerPlan(draft, ctx, plan, window);
}

/** The titans of the activation that may spend power now (model ids). */
export function spendingTitans(state: XenocideState, player: string): string[] {
  const stage = state.stage;
  if (stage.kind !== 'activation' || stage.player !== player) return [];
  return stage.units.flatMap((id) => {
    const unit = unitById.get(state, id);
    return (unit?.models ?? []).filter((m) => !m.removed && m.titan).map((m) => m.id);
  });
}

/** XEN-TITAN-04: the `spend-power` commands offered: the bot's repair/recharge plan, and 1 boost in a movement phase. */
export function spendPowerCommands(state: XenocideState, player: string): XenocideCommand[] {
  const out: XenocideCommand[] = [];
  const stage = state.stage;
  for (const titan of spendingTitans(state, player)) {
    if (typeof whyNotNow(state, player, titan) !== 'string') continue;
    const ref = findTitan(state, titan);
    if (!ref) continue;
    const plans: TitanPowerPlan[] = [defaultPowerPlan(state, titan, 'own-activation')];
    const moving =
      stage.kind === 'activation' && (stage.phase === 'first-movement' || stage.phase === 'second-movement');
    if (moving && boostLeft(ref.profile, ref.status) > 0) plans.push({ titan, boost: 1 });
    for (const plan of plans) {
      if (powerPlanCost(plan) === 0 || whyBadPowerPlan(state, plan, 'own-activation')) continue;
      out.push({ type: 'spend-power', player, ...plan } as CommandOfType<'spend-power'>);
    }
  }
  return out;
}

/** The `spend-power` command's row of the command table. */
export const spendPowerCommand: XenocideCommandSpec<'spend-power'> = { apply: spendPower };
