import { geometry } from 'sandtable';
import type { WastelandContext } from '../../events';
import type { UnitState, WastelandDraft, WastelandState } from '../../state';
import { destroyUnit } from '../casualties/destroy';
import { basesInContact, centroid, unitsInContactWith } from '../measuring/measure';
import { forcedMove } from '../movement/forced-move';
import { effectiveMarkers, footprints, isVehicle, liveModels } from '../units/units';
import { exemptVehicle } from './exemption';
import { addMarker, removeMarker } from './markers';
import { moraleWillRoll } from './morale-test';

/** WT-MOR-01: Phase 3 begins once every unit has been activated. */
export function beginMorale(draft: WastelandDraft, ctx: WastelandContext): void {
  draft.phase = 'morale';
  draft.morale = { step: 1, cursor: 0 };
  ctx.emit({ type: 'morale-phase', round: draft.round });
}

function moraleTest(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unit: UnitState,
  purpose: string,
  extra = 0,
  rules: readonly string[] = [],
): boolean {
  return moraleWillRoll(draft, ctx, unit, purpose, extra, rules);
}

/**
 * WT-MOR-02 … WT-MOR-07: runs the morale phase one unit at a time (so that a casualty choice can pause it):
 * step 1 rally, step 2 destruction at 3+ markers, step 3 the melee-loss test, step 4 the test for failed
 * Life rolls (each step opens with a priority window, R20). Vehicle/Monster units take none of them.
 * Returns false once the phase is over.
 */
export function stepMorale(draft: WastelandDraft, ctx: WastelandContext): boolean {
  const state = draft as WastelandState;
  const progress = state.morale;
  if (!progress) return false;
  if (progress.cursor >= state.units.length && progress.step !== 2) {
    if (progress.step === 4) return false;
    draft.morale = { step: progress.step === 1 ? 2 : 4, cursor: 0 };
    return true;
  }
  if (progress.step === 2) {
    destroyBroken(draft, ctx);
    draft.morale = { step: 3, cursor: 0 };
    return true;
  }
  const unit = state.units[progress.cursor] as UnitState;
  draft.morale = { step: progress.step, cursor: progress.cursor + 1 };
  if (unit.status !== 'on-table') return true;
  if (isVehicle(state, unit)) {
    // WT-MOR-07 / WT-SUR-56: a Vehicle/Monster takes none of the rolls another unit would take here.
    const purpose =
      progress.step === 3 && lostTheFight(state, unit)
        ? 'losing the fight (WT-MOR-04)'
        : progress.step === 4 && unit.failedLife
          ? 'casualties (WT-MOR-05)'
          : undefined;
    if (purpose) exemptVehicle(ctx, unit.id, 'morale-test', purpose, ['WT-MOR-07']);
    return true;
  }
  if (progress.step === 1 && unit.markers > 0) {
    if (moraleTest(draft, ctx, unit, 'rally', 0, ['WT-MOR-02']))
      removeMarker(draft, ctx, unit.id, 'passed its morale Will roll (WT-MOR-02)');
  } else if (progress.step === 3) meleeLossTest(draft, ctx, unit);
  else if (progress.step === 4 && unit.failedLife) {
    const halved = liveModels(unit).length * 2 < unit.startModels;
    if (!moraleTest(draft, ctx, unit, 'casualties', halved ? -1 : 0, ['WT-MOR-05']))
      addMarker(draft, ctx, unit.id, 'failed its Will roll after failing Life rolls (WT-MOR-05)');
  }
  return true;
}

/** WT-MOR-03 / R22: straight after step 1, every unit with 3+ (effective) markers is destroyed. */
function destroyBroken(draft: WastelandDraft, ctx: WastelandContext): void {
  const state = draft as WastelandState;
  for (const unit of state.units)
    if (unit.status === 'on-table' && effectiveMarkers(state, unit) >= 3)
      destroyUnit(draft, ctx, unit.id, 'three or more suppression markers in the morale phase (WT-MOR-03)');
  for (const unit of draft.units) unit.markedSinceCheck = false;
}

/** WT-MOR-04 / R27: whether the unit lost more models to an enemy unit touching it than it killed of that unit. */
function lostTheFight(state: WastelandState, unit: UnitState): boolean {
  if (!state.fightKills.some((k) => k.victim === unit.id)) return false; // it lost nothing in a fight this round
  return unitsInContactWith(state, unit).some((e) => {
    const lost = state.fightKills.filter((k) => k.victim === unit.id && k.killer === e.id).length;
    const killed = state.fightKills.filter((k) => k.victim === e.id && k.killer === unit.id).length;
    return lost > killed;
  });
}

/**
 * WT-MOR-04 / R27: a unit in contact that lost more models to an enemy unit's Fight actions this round than
 * it killed of that unit must pass a Will roll or make a Forced Move directly away from the enemies touching it.
 */
function meleeLossTest(draft: WastelandDraft, ctx: WastelandContext, unit: UnitState): void {
  const state = draft as WastelandState;
  if (!lostTheFight(state, unit) || moraleTest(draft, ctx, unit, 'losing the fight', 0, ['WT-MOR-04']))
    return;
  const mine = footprints(state, unit);
  const touching = unitsInContactWith(state, unit)
    .flatMap((e) => footprints(state, e))
    .filter((c) => mine.some((m) => basesInContact(state, m, c)));
  const from = centroid(touching.map((c) => c.center));
  const to = centroid(mine.map((c) => c.center));
  forcedMove(draft, ctx, unit.id, geometry.subtract(to, from), 'lost the fight (WT-MOR-04)');
}
