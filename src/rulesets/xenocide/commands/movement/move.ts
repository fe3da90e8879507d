import { refuse, type XenocideContext, type XenocideDraft } from '../../context';
import { resolveMove } from '../../rules/movement/resolve-move';
import { validateMove } from '../../rules/movement/validate-move';
import { enterBuildingMove, leaveAfterMove, titanBurstMove, whyMoveEntersHeld } from '../buildings/enter';
import type { MoveUnitCommand } from '../schema';

/**
 * XEN-MOVE / XEN-TERR / XEN-TRANS: moves one unit in a movement phase. Everything that does not depend on
 * dice is checked first (and refused with a code and the rule's ID); then the teleport and terrain dice
 * are rolled and the move is carried out as far as each model's allowance lets it.
 * @example moveUnit(draft, { type: 'move-unit', player: 'red', unit: 'red.c1.u1', mode: 'normal',
 *   models: [{ model: 'red.c1.u1.m1', path: [{ x: 10, y: 14 }] }] }, ctx);
 */
export function moveUnit(draft: XenocideDraft, command: MoveUnitCommand, ctx: XenocideContext): void {
  const held = whyMoveEntersHeld(ctx.base, command);
  if (held) return refuse(ctx, held, { path: ['models'] });
  const { enter, burst } = command;
  if (enter) return enterBuildingMove(draft, { ...command, enter }, ctx);
  if (burst) return titanBurstMove(draft, { ...command, burst }, ctx);
  const plan = validateMove(ctx.base, command);
  if ('code' in plan) return refuse(ctx, plan, plan.path ? { path: plan.path } : {});
  resolveMove(draft, plan, ctx);
  if (command.models.length > 0) leaveAfterMove(draft, ctx, command.unit);
}
