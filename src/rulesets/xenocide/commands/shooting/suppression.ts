import { castDraft } from 'immer';
import { readDraft } from 'sandtable';
import { draftUnit, sideIndex, unitById, type XenocideContext, type XenocideDraft } from '../../context';
import { enqueueFlow } from '../../flow/queue';
import {
  rollSuppressionCheck,
  setSuppressionMarkers,
  sumsMingledFire,
  unitsToTest,
} from '../../rules/shooting';
import type { XenocideState } from '../../state';
import type { SuppressionCheck } from '../../state/suppression';
import type { XenocideCommand } from '../schema';
import { activationOf } from './attack-flow';
import { openOverwatchWindowAt } from './overwatch-window';

/** XEN-SUP-01 / XEN-OW-12: writes a test's markers; a unit that becomes suppressed loses its counter. */
export function applyCheck(draft: XenocideDraft, ctx: XenocideContext, check: SuppressionCheck): void {
  const unit = draftUnit(draft, check.unit);
  const hadCounter = unit?.overwatch === true;
  setSuppressionMarkers(draft, check.unit, check.markersAfter);
  if (check.markersAfter !== check.markersBefore) {
    ctx.emit({
      type: 'markers-changed',
      unit: check.unit,
      before: check.markersBefore,
      after: check.markersAfter,
      cause: 'suppression-test',
    });
  }
  if (hadCounter && unit?.overwatch === false)
    ctx.emit({ type: 'overwatch-removed', unit: check.unit, reason: 'suppressed', rules: ['XEN-OW-12'] });
}

/**
 * XEN-SUP-05..15 / XEN-CP-14 / R54: the suppression tests after the whole Shooting phase, unit by unit in
 * state order. A failed test whose owner holds CP stops for the owner's `buy-suppression-die`; once every
 * unit has tested, the tally is cleared and the flow moves the activation on.
 */
export function runSuppressionTests(
  draft: XenocideDraft,
  ctx: XenocideContext,
  queue: readonly string[],
  options: { readonly bombing?: boolean } = {},
): void {
  const state = ctx.base;
  const stage = activationOf(draft);
  const bombing = options.bombing === true;
  // R40: after a bombing run the bombs' own tally is tested; otherwise the Shooting phase's.
  const tally =
    state.stage.kind !== 'activation'
      ? []
      : bombing
        ? (state.stage.bombing?.tally ?? [])
        : (state.stage.tally ?? []);
  for (const [i, unitId] of queue.entries()) {
    const check = rollSuppressionCheck(state, ctx.dice, unitId, tally);
    if (!check) continue;
    const owner = unitById.get(state, unitId)?.player ?? '';
    ctx.emit({
      type: 'suppression-tested',
      player: owner,
      unit: unitId,
      target: check.test.target,
      modifiers: check.target.modifiers.map((m) => ({ ...m })),
      dice: [...check.test.dice],
      kept: [...check.test.kept],
      total: check.test.total,
      natural: check.test.natural,
      passed: check.test.passed,
      // XEN-SUP-05: the unit reached a threshold of the phase's fire (tested after the whole phase);
      // XEN-TITAN-29: a titan is below half strength when its core is; XEN-AOE-13: the fire on the units it
      // was mingled with counted as its own.
      rules: [
        'XEN-SUP-05',
        ...(titanBelowHalf(state, unitId, check.target.modifiers) ? ['XEN-TITAN-29'] : []),
        ...(sumsMingledFire(tally, unitId) ? ['XEN-AOE-13'] : []),
      ],
    });
    const cp = draft.sides[sideIndex(state, owner)]?.cp ?? 0;
    if (!check.test.passed && cp >= 1) {
      stage.suppression = castDraft({
        queue: queue.slice(i + 1),
        waiting: check,
        ...(bombing ? { bombing } : {}),
      });
      return;
    }
    applyCheck(draft, ctx, check);
  }
  delete stage.suppression;
  if (bombing) return endBombingRun(draft, ctx);
  delete stage.tally;
  enqueueFlow(draft, { kind: 'leave-phase' });
}

/**
 * XEN-TERR-31 / R40 / XEN-OW-03: once a bombing run and its suppression tests are over the run is cleared and
 * the flyer's move opens its overwatch window (bombs fall as it passes, before any overwatch fire).
 */
function endBombingRun(draft: XenocideDraft, ctx: XenocideContext): void {
  const state = readDraft(draft) as XenocideState;
  const run = state.stage.kind === 'activation' ? state.stage.bombing : undefined;
  delete activationOf(draft).bombing;
  if (run) openOverwatchWindowAt(draft, ctx, run.flyer, run.snapshots);
}

/** XEN-SUP-05 / R54: the units whose tally forces a test when this Shooting phase ends. */
export function suppressionQueue(state: XenocideState): string[] {
  const stage = state.stage;
  return stage.kind === 'activation' ? unitsToTest(state, stage.tally ?? []) : [];
}

/** XEN-CP-14: both answers to a waiting suppression die (buying only with CP to pay). */
export function suppressionDieCommands(state: XenocideState, player: string): XenocideCommand[] {
  const stage = state.stage;
  const waiting = stage.kind === 'activation' ? stage.suppression?.waiting : undefined;
  if (!waiting || unitById.get(state, waiting.unit)?.player !== player) return [];
  const cp = state.sides[sideIndex(state, player)]?.cp ?? 0;
  return [
    { type: 'buy-suppression-die', player, unit: waiting.unit, buy: false },
    ...(cp >= 1 ? [{ type: 'buy-suppression-die' as const, player, unit: waiting.unit, buy: true }] : []),
  ];
}

/** XEN-TITAN-29: whether a titan's test counted it below half strength (by its core, XEN-SUP-11). */
function titanBelowHalf(
  state: XenocideState,
  unitId: string,
  modifiers: readonly { readonly rule: string }[],
): boolean {
  const unit = unitById.get(state, unitId);
  const titan = unit?.models.some((m) => !m.removed && m.titan !== undefined) === true;
  return titan && modifiers.some((m) => m.rule === 'XEN-SUP-11');
}
