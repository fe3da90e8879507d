import { geometry } from 'sandtable';
import type { SqContext } from '../events';
import {
  type AntiVehicleStep,
  assetOf,
  type CallStep,
  headOf,
  type StrafeStep,
} from '../rules/fire-missions/steps';
import { isLineStrike } from '../rules/fire-missions/tables';
import { markProblem, markSamples, onBoardArtillery } from '../rules/fire-missions/targeting';
import type { SqStep } from '../rules/queue';
import { findUnit } from '../rules/units';
import type { SqState, UnitState } from '../state';
import { actingUnit, refuse, type SqCommandRow, tookAction } from './index';

/**
 * SQ-FM-08 / SQ-DEF-22: the sustained chain a caller may continue now: it fired last turn (its previous
 * activation), at a point, with shelling, and has taken no other action in this activation.
 */
function liveChain(state: SqState, unit: UnitState): CallStep['chain'] {
  const chain = unit.sustained;
  if (!chain || chain.turn !== state.turn - 1) return undefined;
  if ((state.acting?.done.length ?? 0) > 0) return undefined;
  return { point: { x: chain.point.x, y: chain.point.y }, weight: chain.weight, rounds: chain.rounds };
}

/**
 * SQ-ACT-06 / SQ-DEF-22 / SQ-FM-03: an Officer, Spotter or on-board artillery unit that has not moved this turn
 * calls a fire mission; it may not move for the rest of the turn. The rolls and the mark follow as queued steps.
 */
export const callFireCommand: SqCommandRow<'call-fire'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const unit = actingUnit(draft, ctx, command, 'call-fire');
    const onBoard = onBoardArtillery(state, unit) !== undefined;
    if (markSamples(state, unit, onBoard, false, 1).length === 0)
      return refuse(
        ctx,
        'no-target',
        onBoard
          ? `${unit.name} has no point in range and in sight of itself or a friendly Spotter or Officer`
          : `no model of ${unit.name} sees a point to mark`,
        'SQ-DEF-22',
        'unit',
      );
    const chain = liveChain(state, unit);
    if (!chain) delete unit.sustained;
    unit.calledThisTurn = true;
    const step: CallStep = { kind: 'fm-call', unit: unit.id, onBoard, ...(chain ? { chain } : {}) };
    tookAction(
      draft,
      unit,
      'call-fire',
      ctx,
      ['SQ-ACT-06', 'SQ-DEF-22', 'SQ-FM-03'],
      [step as unknown as SqStep],
    );
  },
};

function callFor(state: SqState, ctx: SqContext, unit: string, kind: string, rule: string): CallStep {
  const head = headOf<CallStep>(state, 'fm-call');
  if (state.stage.kind !== kind || !head || head.unit !== unit)
    return refuse(ctx, 'illegal-action', `no fire mission of '${unit}' waits for that now`, rule, 'unit');
  return head;
}

/**
 * SQ-FM-06 / SQ-DEF-22 / SQ-DEF-25: the caller marks the target point (and an airstrike line's heading).
 * Marking the point of a live chain again sustains it (SQ-FM-08: no new rolls); any other point ends the chain
 * and the mission is rolled for afresh.
 */
export const markTargetCommand: SqCommandRow<'mark-target'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const head = callFor(state, ctx, command.unit, 'mark-target', 'SQ-FM-06');
    const caller = findUnit(state, head.unit) as UnitState;
    const problem = markProblem(state, caller, command.at, head.onBoard);
    if (problem) return refuse(ctx, problem.code, `${problem.message}.`, problem.rule, 'at');
    const chain = head.chain;
    const sustaining = chain !== undefined && geometry.distance(chain.point, command.at) <= 1e-6;
    // Unknown only while a chain is on offer to an off-board caller: the rolls come after the mark.
    const asset = sustaining
      ? chain.weight
      : (assetOf(head) ?? (head.onBoard ? onBoardArtillery(state, caller)?.weight : undefined));
    if (isLineStrike(asset) && command.heading === undefined)
      return refuse(
        ctx,
        'missing-heading',
        `give the heading of the ${state.params.airstrike.lineLength}" line (degrees, 0 = towards the north edge)`,
        'SQ-DEF-25',
        'heading',
      );
    if (asset !== undefined && !isLineStrike(asset) && command.heading !== undefined)
      return refuse(
        ctx,
        'unexpected-heading',
        'only strafing and anti-vehicle airstrikes are laid along a heading',
        'SQ-DEF-25',
        'heading',
      );
    const target = draft.queue[0] as unknown as CallStep;
    target.mark = { x: command.at.x, y: command.at.y };
    if (command.heading !== undefined) target.heading = command.heading;
    if (chain && sustaining) {
      target.rolled = true;
      target.asset = chain.weight;
      target.rounds = chain.rounds;
      delete target.chain;
    } else if (chain) {
      delete target.chain;
      delete (findUnit(state, head.unit) as UnitState).sustained;
      ctx.emit({
        type: 'fire-mission',
        unit: caller.id,
        step: 'chain-ended',
        detail: 'a new point was marked',
        rules: ['SQ-FM-08', 'SQ-DEF-22'],
      });
    }
  },
};

/** SQ-AIR-01: on a 4–6 the caller chooses the airstrike. */
export const chooseStrikeCommand: SqCommandRow<'choose-strike'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    callFor(state, ctx, command.unit, 'choose-strike', 'SQ-AIR-01');
    const target = draft.queue[0] as unknown as CallStep;
    target.strike = command.strike;
    ctx.emit({
      type: 'fire-mission',
      unit: command.unit,
      step: 'strike-chosen',
      asset: command.strike,
      rules: ['SQ-AIR-01'],
    });
  },
};

/** SQ-AIR-08 / SQ-DEF-25: the caller aims each anti-vehicle shot at an enemy vehicle under the line. */
export const assignShotsCommand: SqCommandRow<'assign-shots'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const stage = state.stage;
    const head = headOf<AntiVehicleStep>(state, 'fm-antivehicle');
    if (stage.kind !== 'assign-shots' || !head || stage.unit !== command.unit)
      return refuse(
        ctx,
        'illegal-action',
        'no anti-vehicle shots wait to be assigned now',
        'SQ-DEF-25',
        'unit',
      );
    if (command.targets.length !== stage.shots)
      return refuse(
        ctx,
        'wrong-count',
        `assign exactly ${stage.shots} shot(s), one target each`,
        'SQ-DEF-25',
        'targets',
      );
    const stray = command.targets.find((id) => !stage.among.includes(id));
    if (stray)
      return refuse(
        ctx,
        'illegal-target',
        `'${stray}' is not an enemy vehicle under the line; choose among ${stage.among.join(', ')}`,
        'SQ-AIR-08',
        'targets',
      );
    (draft.queue[0] as unknown as AntiVehicleStep).targets = [...command.targets];
  },
};

/** SQ-AIR-06 / SQ-DEF-25: the target owner spreads the pooled strafing hits over its units under the line. */
export const spreadHitsCommand: SqCommandRow<'spread-hits'> = {
  apply(draft, command, ctx) {
    const state = draft as SqState;
    const stage = state.stage;
    const head = headOf<StrafeStep>(state, 'fm-strafe');
    if (stage.kind !== 'spread-hits' || !head || stage.player !== command.player)
      return refuse(
        ctx,
        'illegal-action',
        'no strafing hits wait to be spread now',
        'SQ-AIR-06',
        'allocation',
      );
    const keys = Object.keys(command.allocation);
    const stray = keys.find((id) => !stage.among.includes(id));
    if (stray)
      return refuse(
        ctx,
        'illegal-target',
        `'${stray}' is not one of your units under the line; choose among ${stage.among.join(', ')}`,
        'SQ-AIR-06',
        'allocation',
      );
    const total = stage.among.reduce((n, id) => n + (command.allocation[id] ?? 0), 0);
    if (total !== stage.hits)
      return refuse(
        ctx,
        'wrong-count',
        `spread exactly ${stage.hits} hit(s) (these add up to ${total})`,
        'SQ-AIR-06',
        'allocation',
      );
    const allocation: Record<string, number> = {};
    for (const id of stage.among) allocation[id] = command.allocation[id] ?? 0;
    (draft.queue[0] as unknown as StrafeStep).allocation = allocation;
  },
};
