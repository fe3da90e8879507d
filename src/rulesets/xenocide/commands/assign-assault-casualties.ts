import type { XenocideCommandSpec, XenocideContext, XenocideDraft } from '../context';
import { assignCasualties, type CasualtyAssignment, whyBadCasualtyAssignment } from '../rules/assault';
import { decide } from './assault/decisions';
import type { CommandOfType } from './schema';

/** XEN-CA-24..27 / XEN-CA-29 / XEN-CA-39: the struck player removes the models the dice kill, lowest dice first. */
export function assignAssaultCasualties(
  draft: XenocideDraft,
  command: CommandOfType<'assign-assault-casualties'>,
  ctx: XenocideContext,
): void {
  const assignment: CasualtyAssignment = command.assignment.map((a) => ({
    unit: a.unit,
    kills: a.kills.map((k) => ({ model: k.model, dice: [...k.dice] })),
  }));
  decide(
    draft,
    ctx,
    command.player,
    'casualties',
    'assignment',
    (s, a) => whyBadCasualtyAssignment(s, a, command.player, assignment),
    (s, a, d) => assignCasualties(s, a, d, command.player, assignment),
  );
}

/** The `assign-assault-casualties` command's row of the command table: XEN-CA-24, the models the attack dice kill. */
export const assignAssaultCasualtiesCommand: XenocideCommandSpec<'assign-assault-casualties'> = {
  apply: assignAssaultCasualties,
};
