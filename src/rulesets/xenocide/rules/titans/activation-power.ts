import type { Dice, PlayerId, Rejection } from 'sandtable';
import { findUnit } from '../../context';
import type { TitanStatus, XenocideState } from '../../state';
import { refuse } from '../assault/refusal';
import { titanOfUnit } from './titan-status';

/** XEN-TITAN-03: a titan at core 0 restarts its core on a d6 of this or less. */
export const CORE_RESTART_TARGET = 3;

/** XEN-TITAN-02 / R60: power at activation is set to the current core, never added to what is left. */
export function powerAtActivation(status: TitanStatus): TitanStatus {
  return { ...status, power: status.core };
}

/** XEN-TITAN-02 / XEN-TITAN-03: what happened to one titan when its company activated. */
export interface TitanActivation {
  readonly unit: string;
  readonly model: string;
  /** XEN-TITAN-03: the core-0 restart roll, when one was made. */
  readonly restart?: { readonly roll: number; readonly success: boolean };
  readonly before: TitanStatus;
  readonly status: TitanStatus;
}

/**
 * XEN-TITAN-02 / XEN-TITAN-03 / XEN-TITAN-21: activates one titan: a titan at core 0 whose owner chose to
 * try rolls a d6 and on ≤ 3 its core becomes 1 (its deflectors stay down until recharged); then its power
 * is set to its core.
 * @example activateTitan(dice, 'red.c1.u1', 'red.c1.u1.m1', { core: 0, power: 0, layers: 0, boostThisTurn: 0 }, true)
 */
export function activateTitan(
  dice: Dice,
  unit: string,
  model: string,
  before: TitanStatus,
  attemptRestart: boolean,
  player?: PlayerId,
): TitanActivation {
  if (before.core > 0 || !attemptRestart) return { unit, model, before, status: powerAtActivation(before) };
  const roll = dice.roll({
    purpose: 'titan-core-restart',
    sides: 6,
    rules: ['XEN-TITAN-03'],
    target: { per: 'die', op: 'atMost', value: CORE_RESTART_TARGET },
    ...(player === undefined ? {} : { player }),
  }).dice[0] as number;
  const success = roll <= CORE_RESTART_TARGET;
  const core = success ? 1 : 0;
  return {
    unit,
    model,
    restart: { roll, success },
    before,
    status: { ...before, core, power: core, layers: 0 },
  };
}

/** XEN-TITAN-03: the titans (model ids) of the activating units that sit at core 0 and may try a restart. */
export function restartCandidates(state: XenocideState, units: readonly string[]): string[] {
  return units.flatMap((id) => {
    const unit = findUnit(state, id);
    const titan = unit ? titanOfUnit(state, unit) : undefined;
    return titan && titan.status.core === 0 ? [titan.model.id] : [];
  });
}

/** XEN-TITAN-03: why a choice of titans trying a core restart is refused: each must be an activating titan at core 0. */
export function whyBadRestartChoice(
  state: XenocideState,
  units: readonly string[],
  choice: readonly string[],
): Rejection | undefined {
  const open = restartCandidates(state, units);
  for (const [i, id] of choice.entries()) {
    if (!open.includes(id))
      return refuse(
        'illegal-action',
        `Titan ${id} is not an activating titan at core 0; only those may roll to restart their core (XEN-TITAN-03).`,
        [i],
      );
    if (choice.indexOf(id) !== i)
      return refuse('illegal-action', `Titan ${id} is named twice (XEN-TITAN-03).`, [i]);
  }
  return undefined;
}

/** XEN-TITAN-03: a bot's choice: every titan at core 0 tries (a restart costs nothing). */
export function defaultRestartChoice(state: XenocideState, units: readonly string[]): string[] {
  return restartCandidates(state, units);
}

/**
 * XEN-TITAN-02 / XEN-TITAN-03: activates every titan of the activating units, in unit order; those named in
 * `restarts` roll for a core restart first (validate with {@link whyBadRestartChoice}).
 */
export function activateTitans(
  state: XenocideState,
  dice: Dice,
  units: readonly string[],
  restarts: readonly string[],
): TitanActivation[] {
  return units.flatMap((id) => {
    const unit = findUnit(state, id);
    const titan = unit ? titanOfUnit(state, unit) : undefined;
    if (!unit || !titan) return [];
    return [
      activateTitan(
        dice,
        unit.id,
        titan.model.id,
        titan.status,
        restarts.includes(titan.model.id),
        unit.player,
      ),
    ];
  });
}
