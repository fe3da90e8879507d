import type { CommandTemplate, PlayerId } from 'sandtable';
import type { XenocideCommandSpec } from '../context';
import { moveTemplatesFor } from '../rules/movement/move-templates';
import { sampleMovesFor } from '../rules/movement/sample-moves';
import type { XenocideState } from '../state';
import type { MoveUnitCommand } from './schema';
import { moveUnitWithOverwatch } from './shooting/overwatch-window';

/** XEN-MOVE-01: up to 6 moves of a unit that `moveUnit` accepts right now (for legalCommands and bots). */
export function sampleMoves(state: XenocideState, unitId: string): MoveUnitCommand[] {
  return sampleMovesFor(state, unitId);
}

/** XEN-MOVE-01: one move template per unit `player` may move now, with its allowance and options. */
export function moveTemplates(state: XenocideState, player: PlayerId): CommandTemplate[] {
  return moveTemplatesFor(state, player);
}

/**
 * The `move-unit` command's row of the command table: XEN-MOVE / XEN-OVR-01 / XEN-OW-03, a unit's move (or
 * overrun), then the overwatch window it may open.
 */
export const moveUnitCommand: XenocideCommandSpec<'move-unit'> = { apply: moveUnitWithOverwatch };
