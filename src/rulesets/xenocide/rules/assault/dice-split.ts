import type { PlayerId } from 'sandtable';
import { findUnit } from '../../context';
import type { XenocideState } from '../../state';
import type { AssaultState, DefenceChoice } from '../../state/assault';
import { poolOf } from './dice-pool';
import type { AssaultStepResult } from './effects';
import { participantOf, playerOfSide } from './participants';
import { type AssaultRefusal, assertAccepted, refuse } from './refusal';
import {
  type AssaultPowerChoice,
  assaultPowerEffects,
  whyBadAssaultPowerChoice,
  withAssaultPower,
} from './titan-power';

/** XEN-CA-12 / XEN-CA-15: a player's declared defence dice for their units (units left out declare 0). */
export type DiceSplit = readonly DefenceChoice[];

/**
 * XEN-CA-12 / XEN-CA-15 / XEN-CA-16 / R18: why a player's dice split is refused: it must come at their
 * turn of step 2 (defender first), name each of their fighting units at most once, and put between 0 and
 * 1/3 of a unit's dice (rounded down) into defence, 1/2 of what is left when it is disadvantaged. Power
 * its titans put into close-assault weapons (XEN-TITAN-26) is checked first and counted in their dice.
 */
export function whyBadDiceSplit(
  state: XenocideState,
  given: AssaultState,
  player: PlayerId,
  split: DiceSplit,
  power: AssaultPowerChoice = [],
): AssaultRefusal | undefined {
  if (given.step.kind !== 'split' || given.step.player !== player) {
    return refuse(
      'illegal-action',
      'It is not your turn to split close-assault dice; the defender declares first, then the attacker (XEN-CA-15).',
    );
  }
  const badPower = whyBadAssaultPowerChoice(state, given, player, power);
  if (badPower) return { ...badPower, path: ['power', ...(badPower.path ?? [])] };
  const assault = withAssaultPower(state, given, power);
  const seen = new Set<string>();
  for (const [i, choice] of split.entries()) {
    const pool = poolOf(assault, choice.unit);
    const unit = findUnit(state, choice.unit);
    if (
      !pool ||
      !unit ||
      unit.player !== player ||
      participantOf(assault, choice.unit)?.status !== 'fighting'
    ) {
      return refuse(
        'unknown-entity',
        `Unit ${choice.unit} is not one of your units fighting in this assault.`,
        [i, 'unit'],
      );
    }
    if (seen.has(choice.unit)) return refuse('illegal-action', `Unit ${choice.unit} is listed twice.`, [i]);
    seen.add(choice.unit);
    if (!Number.isInteger(choice.defence) || choice.defence < 0 || choice.defence > pool.maxDefence) {
      const rule =
        pool.disadvantage.length > 0
          ? 'a disadvantaged unit may put up to 1/2 of its remaining dice into defence, rounded down (XEN-CA-16)'
          : 'up to 1/3 of its dice may be set aside for defence, rounded down (XEN-CA-12)';
      return refuse(
        'out-of-range',
        `Unit ${choice.unit} may put 0 to ${pool.maxDefence} of its ${pool.dice} dice into defence, not ${choice.defence}: ${rule}.`,
        [i, 'defence'],
      );
    }
  }
  return undefined;
}

/**
 * XEN-CA-12: a bot's split: each unit keeps every die for attack, unless the enemy side's dice outnumber
 * its side's, when it sets aside as many defence dice as it may.
 */
export function defaultDiceSplit(state: XenocideState, assault: AssaultState, player: PlayerId): DiceSplit {
  const own = assault.pools.filter((p) => findUnit(state, p.unit)?.player === player);
  const theirs = assault.pools.filter((p) => findUnit(state, p.unit)?.player !== player);
  const sum = (pools: typeof own) => pools.reduce((n, p) => n + p.dice, 0);
  const outgunned = sum(theirs) > sum(own);
  return own.map((p) => ({ unit: p.unit, defence: outgunned ? p.maxDefence : 0 }));
}

/**
 * XEN-CA-12 / XEN-CA-15 / XEN-TITAN-26: step 2, one player's declaration (defender first, then attacker),
 * with any power their titans put into close-assault weapons (paid now, counted in their dice). Call it with
 * a split {@link whyBadDiceSplit} accepts.
 */
export function declareDiceSplit(
  state: XenocideState,
  given: AssaultState,
  player: PlayerId,
  split: DiceSplit,
  power: AssaultPowerChoice = [],
): AssaultStepResult {
  assertAccepted('declareDiceSplit', 'whyBadDiceSplit', whyBadDiceSplit(state, given, player, split, power));
  const assault = withAssaultPower(state, given, power);
  const splits = [...assault.splits.filter((s) => !split.some((c) => c.unit === s.unit)), ...split];
  const next =
    player === assault.defender
      ? ({ kind: 'split', player: assault.attacker } as const)
      : ({ kind: 'strike', side: 'attacker', player: playerOfSide(assault, 'attacker') } as const);
  return { assault: { ...assault, splits, step: next }, effects: assaultPowerEffects(state, power) };
}
