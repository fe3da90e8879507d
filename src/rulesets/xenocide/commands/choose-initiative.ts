import { opponentOf, type XenocideCommandSpec, type XenocideContext, type XenocideDraft } from '../context';
import { enqueueFlow } from '../flow/queue';
import type { CommandOfType } from './schema';

/** XEN-TURN-04: the winner chooses to activate first or second. */
export function chooseInitiative(
  draft: XenocideDraft,
  command: CommandOfType<'choose-initiative'>,
  ctx: XenocideContext,
): void {
  const first = command.first ? command.player : opponentOf(ctx.base, command.player);
  draft.nextToActivate = first;
  ctx.emit({ type: 'initiative-chosen', player: command.player, first });
  enqueueFlow(draft, { kind: 'advance' });
}

/** The `choose-initiative` command's row of the command table. */
export const chooseInitiativeCommand: XenocideCommandSpec<'choose-initiative'> = { apply: chooseInitiative };
