import {
  draftUnit,
  refuse,
  sideIndex,
  unitById,
  type XenocideCommandSpec,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { setOverwatch, whyCannotGoOnOverwatch } from '../rules/shooting';
import type { XenocideState } from '../state';
import type { CommandOfType, XenocideCommand } from './schema';
import { whyNotShootingPhase } from './shoot';
import { activationOf } from './shooting/attack-flow';

/**
 * XEN-CP-11 / XEN-OW-01 / XEN-OW-02 / R27: units of the active company go on overwatch instead of shooting,
 * each receiving a counter. The first time in a company activation it costs 1 CP; later units of the same
 * activation go on overwatch for free.
 * @example goOnOverwatch(draft, { type: 'go-on-overwatch', player: 'red', units: ['red.c1.u1'] }, ctx);
 */
export function goOnOverwatch(
  draft: XenocideDraft,
  command: CommandOfType<'go-on-overwatch'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  const stage = whyNotShootingPhase(state, command.player);
  if ('code' in stage) return refuse(ctx, stage);
  if (new Set(command.units).size !== command.units.length)
    return ctx.reject('illegal-action', 'Name each unit once (XEN-OW-01).', {
      rule: 'XEN-OW-01',
      path: ['units'],
    });
  for (const [i, id] of command.units.entries()) {
    const unit = unitById.get(state, id);
    if (!unit) return ctx.reject('unknown-entity', `There is no unit '${id}'.`, { path: ['units', i] });
    const refusal = whyCannotGoOnOverwatch(state, unit, stage.units);
    if (refusal) return refuse(ctx, refusal, { path: ['units', i] });
  }
  const side = draft.sides[sideIndex(state, command.player)];
  const cp = state.sides[sideIndex(state, command.player)]?.cp ?? 0;
  if (!stage.overwatchPaid) {
    if (cp < 1) {
      return ctx.reject(
        'insufficient-resources',
        'Going on overwatch costs 1 CP per company activation and you have none (XEN-CP-03, XEN-CP-11).',
      );
    }
    if (side) side.cp = cp - 1;
    activationOf(draft).overwatchPaid = true;
    ctx.emit({
      type: 'cp-spent',
      player: command.player,
      cp: 1,
      use: 'overwatch (XEN-CP-11)',
      left: cp - 1,
    });
  }
  for (const id of command.units) {
    setOverwatch(draft, id, true);
    const u = draftUnit(draft, id);
    if (u) u.activity.insteadOfShooting = 'overwatch';
  }
  ctx.emit({ type: 'overwatch-declared', player: command.player, units: [...command.units] });
}

/** XEN-OW-02: one `go-on-overwatch` with every eligible unit, when the CP is paid or affordable. */
export function goOnOverwatchCommands(state: XenocideState, player: string): XenocideCommand[] {
  const stage = whyNotShootingPhase(state, player);
  if ('code' in stage) return [];
  const cp = state.sides[sideIndex(state, player)]?.cp ?? 0;
  if (!stage.overwatchPaid && cp < 1) return [];
  const units = stage.units.filter((id) => {
    const unit = unitById.get(state, id);
    return unit !== undefined && whyCannotGoOnOverwatch(state, unit, stage.units) === undefined;
  });
  return units.length > 0 ? [{ type: 'go-on-overwatch', player, units: units.slice(0, 10) }] : [];
}

/** The `go-on-overwatch` command's row of the command table. */
export const goOnOverwatchCommand: XenocideCommandSpec<'go-on-overwatch'> = { apply: goOnOverwatch };
