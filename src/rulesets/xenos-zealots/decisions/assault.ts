import type { XzCommand } from '../commands/schema';
import { consolidationProblem, regroup } from '../rules/assault/consolidate';
import { directWithdrawal } from '../rules/assault/withdraw';
import type { XzDecision } from '../tables';

/**
 * XZ-ASLT-15 / XZ-ASLT-16 / XZ-ASLT-18 / R33: the assault's loser withdraws: its owner sends positions, or none
 * to go directly away from the winner (the legal command offered).
 */
export const withdrawDecision: XzDecision<'withdraw'> = {
  accepts: ['withdraw'],
  rules: ['R33', 'XZ-ASLT-18'],
  prompt: (state, stage) => {
    const unit = state.units.find((u) => u.id === stage.unit);
    const winner = state.units.find((u) => u.id === state.assault?.winner);
    const direct = unit ? directWithdrawal(state, unit, winner) : undefined;
    return [
      {
        player: stage.player,
        kind: 'withdraw',
        message: `'${unit?.name ?? stage.unit}' lost the assault: withdraw directly away from the winner, ending 3" from every enemy model (1" and Neutralized if it can't; destroyed if not even that) (R33, XZ-ASLT-18).`,
        constraints: {
          unit: stage.unit,
          ...(direct ? { directClearance: Math.round(direct.clearance * 100) / 100 } : {}),
        },
      },
    ];
  },
  legal: (_state, player, stage) =>
    player === stage.player ? [{ type: 'withdraw', player, unit: stage.unit }] : [],
};

/**
 * XZ-ASLT-19 / R34: the assault's winner may consolidate: back into coherency, suppression cleared (accept), or
 * stay as it is (decline).
 */
export const consolidateDecision: XzDecision<'consolidate'> = {
  accepts: ['consolidate'],
  rules: ['XZ-ASLT-19', 'R34'],
  prompt: (state, stage) => [
    {
      player: stage.player,
      kind: 'consolidate',
      message: `'${state.units.find((u) => u.id === stage.unit)?.name ?? stage.unit}' won the assault: consolidate (back into coherency, every model recovers from suppression) or not (XZ-ASLT-19).`,
      constraints: { unit: stage.unit },
    },
  ],
  legal(state, player, stage) {
    if (player !== stage.player) return [];
    const out: XzCommand[] = [
      { type: 'consolidate', player, unit: stage.unit, accept: true },
      { type: 'consolidate', player, unit: stage.unit, accept: false },
    ];
    const unit = state.units.find((u) => u.id === stage.unit);
    const models = unit ? regroup(state, unit) : [];
    if (unit && models.length > 0 && !consolidationProblem(state, unit, models))
      out.push({ type: 'consolidate', player, unit: stage.unit, accept: true, models });
    return out;
  },
};
