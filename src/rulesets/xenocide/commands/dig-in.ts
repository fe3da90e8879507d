import {
  draftUnit,
  refuse,
  unitById,
  type XenocideCommandSpec,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { mayDigInInBuilding, occupancyOf } from '../rules/buildings';
import { setDugIn, whyCannotDigIn } from '../rules/shooting';
import type { XenocideState } from '../state';
import type { CommandOfType, XenocideCommand } from './schema';
import { whyNotShootingPhase } from './shoot';

/**
 * XEN-SAVE-10 / XEN-SAVE-13 / R6 / R35: a unit on a firing order digs in instead of shooting and receives a
 * Dug In marker (removed when it moves or embarks, XEN-SAVE-14).
 * @example digIn(draft, { type: 'dig-in', player: 'red', unit: 'red.c1.u1' }, ctx);
 */
export function digIn(draft: XenocideDraft, command: CommandOfType<'dig-in'>, ctx: XenocideContext): void {
  const state = ctx.base;
  const stage = whyNotShootingPhase(state, command.player);
  if ('code' in stage) return refuse(ctx, stage);
  const unit = unitById.get(state, command.unit);
  if (!unit) return ctx.reject('unknown-entity', `There is no unit '${command.unit}'.`, { path: ['unit'] });
  const refusal = whyOccupantDigsIn(state, unit.id) ?? whyCannotDigIn(state, unit, stage.units);
  if (refusal) return refuse(ctx, refusal, { path: ['unit'] });
  setDugIn(draft, unit.id, true);
  const u = draftUnit(draft, unit.id);
  if (u) u.activity.insteadOfShooting = 'dig-in';
  ctx.emit({ type: 'dug-in', player: command.player, unit: unit.id });
}

/** XEN-BLD-16 / XEN-SAVE-13: units inside a building may not dig in (they already have its cover). */
function whyOccupantDigsIn(
  state: XenocideState,
  unitId: string,
): { readonly code: 'illegal-action'; readonly message: string } | undefined {
  const at = occupancyOf(state.buildings ?? [], unitId);
  if (!at || mayDigInInBuilding()) return undefined;
  return {
    code: 'illegal-action',
    message: `Unit ${unitId} is inside building ${at.building}; occupants take its cover and may not dig in (XEN-BLD-16, XEN-SAVE-13).`,
  };
}

/** XEN-SAVE-10: a `dig-in` for every unit of the activation that may dig in now. */
export function digInCommands(state: XenocideState, player: string): XenocideCommand[] {
  const stage = whyNotShootingPhase(state, player);
  if ('code' in stage) return [];
  return stage.units
    .filter((id) => {
      const unit = unitById.get(state, id);
      return (
        unit !== undefined &&
        whyCannotDigIn(state, unit, stage.units) === undefined &&
        whyOccupantDigsIn(state, id) === undefined
      );
    })
    .map((unit) => ({ type: 'dig-in', player, unit }));
}

/** The `dig-in` command's row of the command table. */
export const digInCommand: XenocideCommandSpec<'dig-in'> = { apply: digIn };
