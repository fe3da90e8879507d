import type { XenocideCommandSpec, XenocideContext, XenocideDraft } from '../context';
import { assaultEscape } from './assault/decisions';
import { stagedAssault } from './assault/staged';
import { escapeBuilding } from './buildings/fire';
import type { CommandOfType } from './schema';

/** XEN-BLD-24: one command answers a collapse under fire and one in close assault (or a titan's burst). */
function answerEscape(
  draft: XenocideDraft,
  command: CommandOfType<'escape-building'>,
  ctx: XenocideContext,
): void {
  return stagedAssault(ctx.base) ? assaultEscape(draft, command, ctx) : escapeBuilding(draft, command, ctx);
}

/** The `escape-building` command's row of the command table: XEN-BLD-24, where the models that got out go. */
export const escapeBuildingCommand: XenocideCommandSpec<'escape-building'> = { apply: answerEscape };
