import { castDraft } from 'immer';
import { refuse, type XenocideCommandSpec, type XenocideContext, type XenocideDraft } from '../context';
import { enqueueFlow } from '../flow/queue';
import { whyBadAssaultOrder } from '../rules/assault';
import type { CommandOfType } from './schema';
import { activationOf } from './shooting/attack-flow';

/**
 * XEN-CA-38: the attacker lists the phase's close assaults (by their index in the prompt) in the order they
 * are to be resolved; the first one starts.
 * @example orderAssaults(draft, { type: 'order-assaults', player: 'red', order: [1, 0] }, ctx);
 */
export function orderAssaults(
  draft: XenocideDraft,
  command: CommandOfType<'order-assaults'>,
  ctx: XenocideContext,
): void {
  const stage = ctx.base.stage;
  const queue = stage.kind === 'activation' ? stage.assaults : undefined;
  if (stage.kind !== 'activation' || !queue?.ordering || stage.player !== command.player)
    return ctx.reject('illegal-action', 'No close assaults wait for you to order them (XEN-CA-38).', {
      rule: 'XEN-CA-38',
    });
  const why = whyBadAssaultOrder(queue.groups.length, command.order);
  if (why) return refuse(ctx, why, { path: ['order'] });
  const groups = command.order.map((i) => queue.groups[i] as (typeof queue.groups)[number]);
  activationOf(draft).assaults = castDraft({ groups, ordering: false, started: queue.started });
  enqueueFlow(draft, { kind: 'next-assault' });
}

/** The `order-assaults` command's row of the command table. */
export const orderAssaultsCommand: XenocideCommandSpec<'order-assaults'> = { apply: orderAssaults };
