import type { CommandTemplate, PlayerId } from 'sandtable';
import type { XenocideContext, XenocideDraft } from '../context';
import type { XenocideState } from '../state';
import type { MoveUnitCommand } from './schema';

/** XEN-MOVE / XEN-TERR / XEN-TRANS: moves one unit in a movement phase. */
export function moveUnit(_draft: XenocideDraft, _command: MoveUnitCommand, ctx: XenocideContext): void {
  return ctx.reject('illegal-action', 'Movement is not implemented yet.');
}

/** A few valid moves of a unit that may move now (for legalCommands and bots). */
export function sampleMoves(_state: XenocideState, _unitId: string): MoveUnitCommand[] {
  return [];
}

/** Move templates for the units `player` may move now. */
export function moveTemplates(_state: XenocideState, _player: PlayerId): CommandTemplate[] {
  return [];
}
