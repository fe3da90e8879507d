import type { WastelandContext } from '../events';
import type { WastelandDraft } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/** R20: the player is done with Commands and Air support before this morale step. */
function passPriority(
  draft: WastelandDraft,
  command: CommandOfType<'pass-priority'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  if (state.stage.kind !== 'priority' || state.stage.player !== command.player || !state.morale)
    return ctx.reject('not-your-turn', 'You do not have the priority now.');
  const morale = draft.morale;
  if (morale) morale.passed = [...(state.morale.passed ?? []), command.player];
}

/** The `pass-priority` command. R20: the player is done with Commands and Air support before this morale step. */
export const passPriorityCommand: WastelandCommandRow<'pass-priority'> = { apply: passPriority };
