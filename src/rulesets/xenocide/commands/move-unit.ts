import { castDraft } from 'immer';
import type { CommandTemplate, PlayerId } from 'sandtable';
import { refuse, type XenocideCommandSpec, type XenocideContext, type XenocideDraft } from '../context';
import type { XenocideEvent } from '../events';
import { enqueueFlow } from '../flow/queue';
import { bombableUnits, whyBadBombs } from '../rules/movement/bombs';
import { moveTemplatesFor } from '../rules/movement/move-templates';
import { sampleMovesFor } from '../rules/movement/sample-moves';
import { moveSnapshots, type RecordedModelMove } from '../rules/shooting';
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
  // XEN-TERR-31 / R40: the bombs are checked with the move, before any die is rolled.
  const badBombs = whyBadBombs(ctx.base, command);
  if (badBombs) return refuse(ctx, badBombs, badBombs.path ? { path: badBombs.path } : {});
  const bombing = command.bombs ? bombingOrder(ctx.base, command) : [];
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
  if (bombing.length === 0) return openOverwatchWindow(draft, ctx, command.unit, models);
  // XEN-TERR-31 / R40: the bombs fall as the flyer passes; its overwatch window opens after the run.
  const active = draft.stage;
  if (active.kind !== 'activation') return;
  active.bombing = castDraft({
    flyer: command.unit,
    targets: bombing,
    bombed: [],
    tally: [],
    snapshots: moveSnapshots(models),
  });
  enqueueFlow(draft, { kind: 'continue-bombing' });
}

/** XEN-TERR-31 / R40: the units a move's `bombs` name, in the order the flyer reaches them. */
function bombingOrder(state: XenocideState, command: MoveUnitCommand): string[] {
  const unit = state.units.find((u) => u.id === command.unit);
  const named = command.bombs ?? [];
  return unit ? bombableUnits(state, unit, command).filter((id) => named.includes(id)) : [];
}

/**
 * The `move-unit` command's row of the command table: XEN-MOVE / XEN-OVR-01 / XEN-OW-03, a unit's move (or
 * overrun), then the overwatch window it may open.
 */
export const moveUnitCommand: XenocideCommandSpec<'move-unit'> = { apply: moveUnitWithOverwatch };
