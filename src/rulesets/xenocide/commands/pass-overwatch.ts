import type { XenocideCommandSpec, XenocideContext, XenocideDraft } from '../context';
import type { CommandOfType } from './schema';
import { activationOf } from './shooting/attack-flow';
import { landAfterPopUp } from './shooting/pop-up';

/** XEN-OW-04: the overwatching player lets the move go: the window closes. */
export function passOverwatch(
  draft: XenocideDraft,
  command: CommandOfType<'pass-overwatch'>,
  ctx: XenocideContext,
): void {
  const stage = ctx.base.stage;
  const window = stage.kind === 'activation' && !stage.attack ? stage.overwatch : undefined;
  if (!window || window.player !== command.player)
    return ctx.reject('illegal-action', 'No overwatch window is open for you now (XEN-OW-04).', {
      rule: 'XEN-OW-04',
    });
  delete activationOf(draft).overwatch;
  ctx.emit({ type: 'overwatch-passed', player: command.player, mover: window.mover });
  landAfterPopUp(draft, ctx, window.mover);
}

/** The `pass-overwatch` command's row of the command table: XEN-OW-04, the overwatching player lets the window close. */
export const passOverwatchCommand: XenocideCommandSpec<'pass-overwatch'> = { apply: passOverwatch };
