import type { UnitState, XzState } from '../../state';
import { restoreMorale, worsenMorale, woundsLeft } from '../morale';
import type { XzStep, XzStepHandler } from '../queue';
import { rallyModifier, rallyTarget } from '../rally';
import { offerReroll } from '../reroll';

/** Step Five of an assault (XZ-ASLT-14). */
export interface ResultStep extends XzStep {
  readonly kind: 'assault-result';
  readonly charger: string;
  readonly defender: string;
}

/** XZ-ASLT-14: builds the result step (Step Five). */
export function resultStep(charger: string, defender: string): ResultStep {
  return { kind: 'assault-result', charger, defender };
}

/** XZ-ASLT-16 / R25: the loser's morale test. */
export interface MoraleTestStep extends XzStep {
  readonly kind: 'assault-morale';
  readonly unit: string;
  readonly winner: string;
  readonly lost: Readonly<Record<string, number>>;
  /** XZ-ASLT-17 / R33: the tie-breaks that decided the result, named again on the `assault-result` event. */
  readonly decidedBy?: readonly string[];
}

/** R33: the loser's withdrawal, waiting for its owner (the `withdraw` command resolves it). */
export interface WithdrawStep extends XzStep {
  readonly kind: 'assault-withdraw';
  readonly unit: string;
  readonly winner: string;
  readonly lost: Readonly<Record<string, number>>;
  readonly outcome: 'good-order' | 'test-passed';
  /** XZ-ASLT-17 / R33: the tie-breaks that decided the result, named again on the `assault-result` event. */
  readonly decidedBy?: readonly string[];
  resolved?: boolean;
}

/** XZ-ASLT-19: the winner's consolidation, waiting for its owner (the `consolidate` command resolves it). */
export interface ConsolidateStep extends XzStep {
  readonly kind: 'assault-consolidate';
  readonly unit: string;
  resolved?: boolean;
}

/** R34 / XZ-ASLT-20: the end of the assault. */
export interface EndStep extends XzStep {
  readonly kind: 'assault-end';
  readonly winner?: string;
}

/**
 * R33: wounds (or structure points) each unit lost in this assault: its total when the assault began less its
 * total now (a destroyed model counts all it had left; a destroyed unit all it began with).
 */
export function woundsLost(state: XzState, unit: UnitState): number {
  const start = state.assault?.startWounds?.[unit.id] ?? unit.startWounds;
  const now = unit.status === 'on-table' ? woundsLeft(unit) : 0;
  return Math.max(0, start - now);
}

/** R10 / XZ-ASLT-17: the unit's active models (in play and not suppressed). */
export function activeModels(unit: UnitState): number {
  if (unit.status !== 'on-table') return 0;
  return unit.models.filter((m) => m.alive && !m.suppressed).length;
}

/**
 * XZ-ASLT-14 … XZ-ASLT-17 / R33 / XZ-RES-13: Step Five: the unit that lost more wounds loses; on equal wounds the
 * one with fewer active models loses (XZ-ASLT-17); when those are equal too, `params.assaultTieLoser` (R33: a case
 * the book does not cover, XZ-RES-13). A destroyed unit cannot win. A loser with more wounds left than the winner
 * withdraws in good order (XZ-ASLT-15); otherwise it takes a morale test first (XZ-ASLT-16). The tie-break that
 * decided the result is named on the `assault-result` event that ends it.
 */
export const assaultResultStep: XzStepHandler = (draft, step, ctx) => {
  const s = step as ResultStep;
  const state = draft as XzState;
  const charger = draft.units.find((u) => u.id === s.charger);
  const defender = draft.units.find((u) => u.id === s.defender);
  if (!charger || !defender) return [{ kind: 'assault-end' } as EndStep];
  const lost = { [charger.id]: woundsLost(state, charger), [defender.id]: woundsLost(state, defender) };
  const cOn = charger.status === 'on-table';
  const dOn = defender.status === 'on-table';
  if (!cOn && !dOn) return [{ kind: 'assault-end' } as EndStep];
  let winner: UnitState;
  let loser: UnitState;
  const rules = ['XZ-ASLT-14', 'R33'];
  const decidedBy: string[] = [];
  if (!cOn || !dOn) {
    [winner, loser] = cOn ? [charger, defender] : [defender, charger];
  } else if (lost[charger.id] !== lost[defender.id]) {
    [winner, loser] =
      (lost[charger.id] as number) > (lost[defender.id] as number)
        ? [defender, charger]
        : [charger, defender];
  } else {
    const a = activeModels(charger);
    const d = activeModels(defender);
    if (a !== d) {
      [winner, loser] = a > d ? [charger, defender] : [defender, charger];
      decidedBy.push('XZ-ASLT-17', 'R10');
    } else {
      [winner, loser] =
        state.params.assaultTieLoser === 'charger' ? [defender, charger] : [charger, defender];
      decidedBy.push('R33', 'XZ-RES-13');
    }
  }
  if (draft.assault) {
    draft.assault.winner = winner.id;
    draft.assault.loser = loser.id;
  }
  const end: EndStep = { kind: 'assault-end', winner: winner.id };
  const consolidate: ConsolidateStep = { kind: 'assault-consolidate', unit: winner.id };
  if (loser.status !== 'on-table') {
    ctx.emit({
      type: 'assault-result',
      winner: winner.id,
      loser: loser.id,
      lost,
      outcome: 'destroyed',
      rules: [...rules, ...decidedBy],
    });
    return [consolidate, end];
  }
  if (woundsLeft(loser) > woundsLeft(winner)) {
    const withdraw: WithdrawStep = {
      kind: 'assault-withdraw',
      unit: loser.id,
      winner: winner.id,
      lost,
      outcome: 'good-order',
      decidedBy,
    };
    return [withdraw, consolidate, end];
  }
  const test: MoraleTestStep = { kind: 'assault-morale', unit: loser.id, winner: winner.id, lost, decidedBy };
  return [test, consolidate, end];
};

/**
 * XZ-ASLT-16 / R25 / R33 / R34 / R4: the loser with no more wounds left than the winner tests its morale by the
 * rally procedure (D6 + rally modifiers ≥ modified Morale value; Command re-rolls allowed): on a pass it withdraws
 * in good order but may not be given a CHARGE counter next turn; on a fail it is Routed (then R24).
 */
export const assaultMoraleStep: XzStepHandler = (draft, step, ctx) => {
  const s = step as MoraleTestStep;
  const state = draft as XzState;
  const unit = draft.units.find((u) => u.id === s.unit);
  if (unit?.status !== 'on-table') return 'done';
  const { target, rules } = rallyTarget(state, unit);
  const { modifier, rules: modRules } = rallyModifier(state, unit);
  const purpose = `morale test of ${unit.name} after losing an assault`;
  if (!step.dice)
    step.dice = [
      ctx.dice.roll({ purpose, sides: 6, player: unit.player, rules: ['XZ-ASLT-16', 'R25'] })
        .dice[0] as number,
    ];
  if (offerReroll(draft, step, unit.player, unit, purpose, 6, (face) => face + modifier < target))
    return 'wait';
  const roll = step.dice[0] as number;
  const success = roll + modifier >= target;
  ctx.emit({
    type: 'rally-attempted',
    unit: unit.id,
    roll,
    modifier,
    target,
    success,
    rules: [...new Set([...rules, ...modRules, 'XZ-ASLT-16', 'R25'])],
  });
  if (success) {
    unit.noChargeTurn = state.turn + 1;
    const withdraw: WithdrawStep = {
      kind: 'assault-withdraw',
      unit: unit.id,
      winner: s.winner,
      lost: { ...s.lost },
      outcome: 'test-passed',
      decidedBy: [...(s.decidedBy ?? [])],
    };
    return [withdraw];
  }
  worsenMorale(draft, ctx, unit, 'routed', 'failed its morale test after losing an assault', [
    'XZ-ASLT-16',
    'R33',
  ]);
  ctx.emit({
    type: 'assault-result',
    winner: s.winner,
    loser: unit.id,
    lost: { ...s.lost },
    outcome: 'routed',
    rules: [...new Set(['XZ-ASLT-14', 'XZ-ASLT-16', 'R33', ...(s.decidedBy ?? [])])],
  });
  return 'done';
};

/** R33: the loser's owner withdraws it (the `withdraw` stage); the command marks the step resolved. */
export const assaultWithdrawStep: XzStepHandler = (draft, step) => {
  const s = step as WithdrawStep;
  if (s.resolved) return 'done';
  const unit = draft.units.find((u) => u.id === s.unit);
  if (unit?.status !== 'on-table') return 'done';
  draft.stage = { kind: 'withdraw', player: unit.player, unit: unit.id };
  return 'wait';
};

/** XZ-ASLT-19: the winner's owner may consolidate (the `consolidate` stage); the command marks the step resolved. */
export const assaultConsolidateStep: XzStepHandler = (draft, step) => {
  const s = step as ConsolidateStep;
  if (s.resolved) return 'done';
  const unit = draft.units.find((u) => u.id === s.unit);
  if (unit?.status !== 'on-table') return 'done';
  draft.stage = { kind: 'consolidate', player: unit.player, unit: unit.id };
  return 'wait';
};

/** XZ-ASLT-20 / R34: at the end of the assault a Neutralized winner returns to good morale; the assault is over. */
export const assaultEndStep: XzStepHandler = (draft, step, ctx) => {
  const s = step as EndStep;
  const winner = s.winner ? draft.units.find((u) => u.id === s.winner) : undefined;
  if (winner && winner.status === 'on-table' && winner.morale === 'neutralized')
    restoreMorale(ctx, winner, 'won an assault', ['XZ-ASLT-20', 'R34']);
  delete draft.assault;
  return 'done';
};
