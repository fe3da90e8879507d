import {
  sideIndex,
  unitById,
  type XenocideCommandSpec,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { finishSuppressionCheck } from '../rules/shooting';
import type { CommandOfType } from './schema';
import { applyCheck, runSuppressionTests } from './shooting/suppression';

/**
 * XEN-CP-14 / XEN-TITAN-23 / R3: the owner of a unit that failed its suppression test buys (1 CP) one extra
 * d6 added to the total, or declines; then the markers are set and the next unit tests.
 * @example buySuppressionDie(draft, { type: 'buy-suppression-die', player: 'blue', unit: 'blue.c1.u1', buy: true }, ctx);
 */
export function buySuppressionDie(
  draft: XenocideDraft,
  command: CommandOfType<'buy-suppression-die'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  const stage = state.stage;
  const steps = stage.kind === 'activation' ? stage.suppression : undefined;
  const waiting = steps?.waiting;
  if (!steps || !waiting || unitById.get(state, waiting.unit)?.player !== command.player)
    return ctx.reject('illegal-action', 'No suppression test of yours waits for the extra die (XEN-CP-14).', {
      rule: 'XEN-CP-14',
    });
  if (command.unit !== waiting.unit) {
    return ctx.reject(
      'illegal-action',
      `The test waiting is unit ${waiting.unit}'s, not ${command.unit}'s (XEN-CP-14).`,
      { rule: 'XEN-CP-14', path: ['unit'] },
    );
  }
  const side = draft.sides[sideIndex(state, command.player)];
  const cp = state.sides[sideIndex(state, command.player)]?.cp ?? 0;
  if (command.buy && cp < 1) {
    return ctx.reject(
      'insufficient-resources',
      `The extra suppression die costs 1 CP and you have ${cp} (XEN-CP-03, XEN-CP-14).`,
    );
  }
  let check = waiting;
  if (command.buy) {
    if (side) side.cp = cp - 1;
    ctx.emit({
      type: 'cp-spent',
      player: command.player,
      cp: 1,
      use: 'suppression die (XEN-CP-14)',
      left: cp - 1,
    });
    check = finishSuppressionCheck(ctx.dice, waiting, true, command.player);
    ctx.emit({
      type: 'suppression-die-added',
      player: command.player,
      unit: check.unit,
      die: check.test.extra ?? 0,
      total: check.test.total,
      target: check.test.target,
      passed: check.test.passed,
    });
  }
  applyCheck(draft, ctx, check);
  runSuppressionTests(draft, ctx, steps.queue, steps.bombing ? { bombing: true } : {});
}

/** The `buy-suppression-die` command's row of the command table: XEN-SUP-05 / XEN-CP-14. */
export const buySuppressionDieCommand: XenocideCommandSpec<'buy-suppression-die'> = {
  apply: buySuppressionDie,
};
