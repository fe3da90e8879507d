import type { XenocideCommandSpec, XenocideContext, XenocideDraft } from '../context';
import { joinBuildingAssault, whyBadBuildingJoin } from '../rules/assault';
import { decide } from './assault/decisions';
import type { CommandOfType } from './schema';

/** XEN-BLD-30: units in buildings within 4" join an assault on a building (the attacker chooses first). */
export function assaultJoin(
  draft: XenocideDraft,
  command: CommandOfType<'assault-join'>,
  ctx: XenocideContext,
): void {
  const units = [...command.units];
  decide(
    draft,
    ctx,
    command.player,
    'join',
    'units',
    (s, a) => whyBadBuildingJoin(s, a, command.player, units),
    (s, a) => joinBuildingAssault(s, a, command.player, units),
  );
}

/** The `assault-join` command's row of the command table: XEN-BLD-30, units in nearby buildings join an assault on a building. */
export const assaultJoinCommand: XenocideCommandSpec<'assault-join'> = { apply: assaultJoin };
