import { castDraft } from 'immer';
import { readDraft } from 'sandtable';
import { draftUnit, opponentOf, unitById, type XenocideContext, type XenocideDraft } from '../../context';
import { withPoppedUp } from '../../rules/movement/high-units';
import { overwatchers } from '../../rules/shooting';
import type { OverwatchWindow, XenocideState } from '../../state';
import type { MoveSnapshot } from '../../state/shooting';

/**
 * XEN-TERR-24 / R19: a Hover unit pops up as it shoots: it is high (12" for sight, +6" for ground shooters'
 * range) until enemy overwatch has replied. Returns the state its attack is measured in.
 */
export function popUp(draft: XenocideDraft, ctx: XenocideContext, unitId: string): XenocideState {
  const unit = draftUnit(draft, unitId);
  if (unit) {
    unit.high = true;
    unit.activity.poppedUp = true;
  }
  ctx.emit({ type: 'unit-popped-up', unit: unitId });
  return withPoppedUp(ctx.base, unitId);
}

/** XEN-TERR-24 / R19: a popped-up unit descends to low again once its pop-up is over. */
export function landAfterPopUp(
  draft: XenocideDraft,
  ctx: Pick<XenocideContext, 'emit'>,
  unitId: string,
): void {
  const unit = draftUnit(draft, unitId);
  if (!unit?.high || !unit.activity.poppedUp) return;
  unit.high = false;
  ctx.emit({ type: 'unit-popped-down', unit: unitId });
}

/**
 * XEN-TERR-25 / R19 / R28: once a pop-up unit's fire is resolved, enemy units on overwatch that can fire at it
 * where it hovers get a window to reply (without the 6" addition); when none can, it descends at once.
 */
export function openPopUpReplyWindow(draft: XenocideDraft, ctx: XenocideContext, unitId: string): void {
  const state = readDraft(draft) as XenocideState;
  const unit = unitById.get(state, unitId);
  const stage = draft.stage;
  if (unit?.status !== 'on-table' || stage.kind !== 'activation') return;
  const player = opponentOf(state, unit.player);
  const positions = Object.fromEntries(
    unit.models
      .filter((m) => !m.removed && m.embarkedIn === undefined)
      .map((m) => [m.id, { x: m.x, y: m.y }]),
  );
  const snapshots: MoveSnapshot[] = [{ index: 0, kind: 'end', positions }];
  const units = state.units.some((u) => u.player === player && u.overwatch)
    ? overwatchers(state, player, unitId, snapshots)
    : [];
  if (units.length === 0) return landAfterPopUp(draft, ctx, unitId);
  const window: OverwatchWindow = { mover: unitId, player, snapshots, units };
  stage.overwatch = castDraft(window);
  ctx.emit({
    type: 'overwatch-window-opened',
    player,
    mover: unitId,
    units,
    snapshots: 1,
    rules: ['XEN-TERR-25'],
  });
}
