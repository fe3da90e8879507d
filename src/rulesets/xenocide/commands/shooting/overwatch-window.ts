import { castDraft } from 'immer';
import { readDraft } from 'sandtable';
import { opponentOf, unitById, type XenocideContext, type XenocideDraft } from '../../context';
import {
  atSnapshot,
  moveSnapshots,
  overwatchers,
  overwatchOptions,
  type RecordedModelMove,
  whyNoOverwatchFire,
} from '../../rules/shooting';
import type { OverwatchWindow, XenocideState } from '../../state';
import type { MoveSnapshot } from '../../state/shooting';
import type { CommandOfType, XenocideCommand } from '../schema';
import { weaponFires } from '../shoot';
import { activationOf } from './attack-flow';

/**
 * R45 / XEN-TRANS-11 / XEN-CA-31: keeps what a move did for the close assaults of the activation: the unit's
 * mean displacement and the models that got out of transports.
 */
export function recordMove(
  draft: XenocideDraft,
  unit: string,
  moved: readonly RecordedModelMove[],
  disembarked: readonly string[],
): void {
  const stage = draft.stage;
  if (stage.kind !== 'activation' || (moved.length === 0 && disembarked.length === 0)) return;
  const n = Math.max(1, moved.length);
  const displacement = {
    x: moved.reduce((s, m) => s + m.to.x - m.from.x, 0) / n,
    y: moved.reduce((s, m) => s + m.to.y - m.from.y, 0) / n,
  };
  stage.moves = castDraft([...(stage.moves ?? []), { unit, displacement, disembarked: [...disembarked] }]);
}

/**
 * XEN-OW-03 / XEN-OW-04 / R28: after a unit's move in a movement phase, opens the overwatch window if an enemy
 * unit holding a counter could fire at it from one of the move's recorded positions.
 */
export function openOverwatchWindow(
  draft: XenocideDraft,
  ctx: XenocideContext,
  mover: string,
  moved: readonly RecordedModelMove[],
): void {
  if (moved.length === 0) return;
  openOverwatchWindowAt(draft, ctx, mover, moveSnapshots(moved));
}

/**
 * XEN-OW-03 / XEN-OW-04 / R28: opens the overwatch window of a move in a movement phase from its recorded
 * snapshots, if an enemy unit holding a counter could fire at the mover from one of them.
 */
export function openOverwatchWindowAt(
  draft: XenocideDraft,
  ctx: XenocideContext,
  mover: string,
  snapshots: readonly MoveSnapshot[],
): void {
  const state = readDraft(draft) as XenocideState;
  const stage = state.stage;
  if (stage.kind !== 'activation') return;
  if (stage.phase !== 'first-movement' && stage.phase !== 'second-movement') return;
  const player = opponentOf(state, stage.player);
  if (!state.units.some((u) => u.player === player && u.overwatch)) return;
  const units = overwatchers(state, player, mover, snapshots);
  if (units.length === 0) return;
  const window: OverwatchWindow = { mover, player, snapshots: [...snapshots], units };
  activationOf(draft).overwatch = castDraft(window);
  ctx.emit({
    type: 'overwatch-window-opened',
    player,
    mover,
    units,
    snapshots: snapshots.length,
  });
}

type Refusal = { readonly code: string; readonly message: string };

/** XEN-OW-03..07 / XEN-OW-13: everything `overwatch-fire` checks before a die is rolled. */
export function validateOverwatchFire(
  state: XenocideState,
  command: CommandOfType<'overwatch-fire'>,
): Refusal | { state: XenocideState; window: OverwatchWindow; snapshot: MoveSnapshot } {
  const stage = state.stage;
  const window = stage.kind === 'activation' && !stage.attack ? stage.overwatch : undefined;
  if (!window || window.player !== command.player) {
    return {
      code: 'illegal-action',
      message: 'No overwatch window is open for you now (XEN-OW-03, XEN-OW-04).',
    };
  }
  const unit = unitById.get(state, command.unit);
  if (!unit) return { code: 'unknown-entity', message: `There is no unit '${command.unit}'.` };
  if (unit.player !== command.player)
    return { code: 'illegal-action', message: `Unit ${unit.id} is not yours (XEN-OW-03).` };
  if (!unit.overwatch)
    return {
      code: 'illegal-action',
      message: `Unit ${unit.id} holds no overwatch counter (XEN-OW-01, XEN-OW-10).`,
    };
  if (!window.units.includes(unit.id)) {
    return {
      code: 'illegal-action',
      message: `Unit ${unit.id} cannot fire at ${window.mover} from any point of its move (XEN-OW-03, R28).`,
    };
  }
  const snapshot = window.snapshots.find((s) => s.index === command.snapshot);
  if (!snapshot) {
    return {
      code: 'out-of-range',
      message: `The move of ${window.mover} has snapshots 0 to ${window.snapshots.length - 1}; pick one of them (R28).`,
    };
  }
  const spec = {
    shooter: command.unit,
    target: command.target,
    weapons: weaponFires(command.weapons),
    snapshot,
    ...(command.directedAt ? { directedAt: command.directedAt } : {}),
  };
  const refusal = whyNoOverwatchFire(state, window.mover, spec);
  if (refusal) return refusal;
  return { state: atSnapshot(state, window.mover, snapshot), window, snapshot };
}

/** XEN-OW-03 / XEN-OW-06: `pass-overwatch`, and one `overwatch-fire` per unit and snapshot it can fire from. */
export function overwatchCommands(state: XenocideState, player: string): XenocideCommand[] {
  const stage = state.stage;
  const window = stage.kind === 'activation' && !stage.attack ? stage.overwatch : undefined;
  if (!window || window.player !== player) return [];
  const out: XenocideCommand[] = [{ type: 'pass-overwatch', player }];
  for (const unit of window.units) {
    for (const option of overwatchOptions(state, window.mover, window.snapshots, unit)) {
      out.push({
        type: 'overwatch-fire',
        player,
        unit,
        target: window.mover,
        snapshot: option.snapshot,
        weapons: option.weapons.map((weapon) => ({ weapon })),
      });
    }
  }
  return out;
}
