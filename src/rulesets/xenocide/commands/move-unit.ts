import type { CommandTemplate, PlayerId } from 'sandtable';
import type { XenocideCommandSpec, XenocideContext, XenocideDraft } from '../context';
import type { XenocideEvent } from '../events';
import { moveTemplatesFor } from '../rules/movement/move-templates';
import { sampleMovesFor } from '../rules/movement/sample-moves';
import type { RecordedModelMove } from '../rules/shooting';
import type { XenocideState } from '../state';
import { overrunMove } from './assault/overrun';
import { moveUnit } from './movement/move';
import type { MoveUnitCommand } from './schema';
import { openOverwatchWindow, recordMove } from './shooting/overwatch-window';

/** XEN-MOVE-01: up to 6 moves of a unit that `moveUnit` accepts right now (for legalCommands and bots). */
export function sampleMoves(state: XenocideState, unitId: string): MoveUnitCommand[] {
  return sampleMovesFor(state, unitId);
}

/** XEN-MOVE-01: one move template per unit `player` may move now, with its allowance and options. */
export function moveTemplates(state: XenocideState, player: PlayerId): CommandTemplate[] {
  return moveTemplatesFor(state, player);
}

/**
 * XEN-OW-03 / XEN-OW-04 / R28 / R54 / XEN-OVR-01: moves a unit, then, in a movement phase, opens an overwatch
 * window if an enemy unit holding a counter could fire at it from its start, a waypoint or its end: the
 * opponent must fire or pass before the active player acts again. Teleports record only start and end. A
 * move that overruns an enemy unit is fought first ({@link overrunMove}); its window opens once it completes.
 */
export function moveUnitWithOverwatch(
  draft: XenocideDraft,
  command: MoveUnitCommand,
  ctx: XenocideContext,
): void {
  const stage = ctx.base.stage;
  if (stage.kind === 'activation' && (stage.overrun || stage.assaults?.current || stage.assaults?.ordering))
    return ctx.reject('illegal-action', 'Finish the close assault in progress first (XEN-CA-04).', {
      rule: 'XEN-CA-04',
    });
  if (command.overrun !== undefined) return overrunMove(draft, command, ctx);
  const moved: RecordedModelMove[] = [];
  const disembarked: string[] = [];
  let mode: string = command.mode;
  const watch: XenocideContext = {
    ...ctx,
    emit(event: XenocideEvent) {
      if (event.type === 'unit-moved' && event.unit === command.unit) {
        mode = event.mode;
        moved.push(...event.models);
      }
      if (event.type === 'models-disembarked' && event.unit === command.unit && command.mode !== 'teleport')
        disembarked.push(...event.models);
      ctx.emit(event);
    },
  };
  moveUnit(draft, command, watch);
  recordMove(draft, command.unit, moved, disembarked);
  const models = mode === 'teleport' ? moved.map((m) => ({ ...m, path: [m.to] })) : moved;
  openOverwatchWindow(draft, ctx, command.unit, models);
}

/**
 * The `move-unit` command's row of the command table: XEN-MOVE / XEN-OVR-01 / XEN-OW-03, a unit's move (or
 * overrun), then the overwatch window it may open.
 */
export const moveUnitCommand: XenocideCommandSpec<'move-unit'> = { apply: moveUnitWithOverwatch };
