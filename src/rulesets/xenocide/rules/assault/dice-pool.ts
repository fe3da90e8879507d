import { geometry } from 'sandtable';
import { findUnit, profileOf } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import { openTransportPassengerCaaPenalty } from '../movement/passengers';
import { isInOpenTransport } from '../shooting/engagement';
import type { AssaultState, UnitPool } from './assault-state';
import { disadvantageCauses, disadvantageLoss, maxDefenceDice } from './disadvantage';
import {
  ASSAULT_RANGE,
  baseOf,
  ENGAGED_RANGE,
  fightingUnits,
  participantOf,
  presentModels,
  unitsWithin,
} from './participants';

/** XEN-CA-13 / R46: bonus defence dice for engaged infantry: 1 per 2 models, rounded up. */
export function infantryDefenceDice(infantry: number): number {
  return Math.ceil(infantry / 2);
}

/**
 * XEN-CA-11..14 / XEN-CA-16 / XEN-CA-19 / XEN-TRANS-18 / R8 / R46: step 2 for one unit: its models within
 * 6" of an enemy model in the assault are engaged (all of them in an overrun) and add their CAA;
 * open-transport riders lose 1/3 of theirs; a disadvantaged unit then loses 1/3 of the rest and may put
 * up to 1/2 (otherwise 1/3) into defence; engaged infantry add 1 defence die per 2 models (rounded up) and
 * close-assault specials add their dice.
 */
export function tallyUnit(state: XenocideState, assault: AssaultState, unit: UnitState): UnitPool {
  const side = participantOf(assault, unit.id)?.side;
  const enemies = fightingUnits(state, assault).filter((u) => participantOf(assault, u.id)?.side !== side);
  const enemyBases = enemies.flatMap((u) => presentModels(state, u).map(baseOf));
  const overrun = assault.kind === 'overrun';
  const engagedModels = presentModels(state, unit).filter(
    (m) => overrun || enemyBases.some((e) => geometry.isWithin(baseOf(m), e, ENGAGED_RANGE)),
  );
  const engaged = engagedModels.map((m) => m.id);
  let caa = 0;
  let riders = 0;
  let disembarkedCaa = 0;
  let infantry = 0;
  let specialDefence = 0;
  let antiArmor = 0;
  for (const model of engagedModels) {
    const profile = profileOf(state, model);
    caa += profile.caa;
    if (isInOpenTransport(state, model)) riders += profile.caa;
    if (assault.disembarked.includes(model.id)) disembarkedCaa += profile.caa;
    if (profile.types.includes('Infantry')) infantry += 1;
    specialDefence += profile.assaultSpecials?.extraDefenceDice ?? 0;
    antiArmor += profile.assaultSpecials?.antiArmorDice ?? 0;
  }
  const openTransportLoss = openTransportPassengerCaaPenalty(riders);
  const afterRiders = caa - openTransportLoss;
  const disadvantage = disadvantageCauses(state, assault, unit, engaged);
  const loss = disadvantageLoss(disadvantage, afterRiders, disembarkedCaa);
  const dice = afterRiders - loss;
  const reach = enemies.filter((e) => overrun || unitsWithin(state, unit, e, ASSAULT_RANGE)).map((e) => e.id);
  return {
    unit: unit.id,
    engaged,
    caa,
    openTransportLoss,
    disadvantage,
    disadvantageLoss: loss,
    dice,
    maxDefence: maxDefenceDice(dice, disadvantage.length > 0),
    infantryDefence: infantryDefenceDice(infantry),
    specialDefence,
    antiArmor,
    reach,
  };
}

/** XEN-CA-11: step 2 for every unit still fighting, in assault order. */
export function tallyAssault(state: XenocideState, assault: AssaultState): UnitPool[] {
  return fightingUnits(state, assault).map((u) => tallyUnit(state, assault, u));
}

/** XEN-CA-11: a unit's tally this round, if it was tallied. */
export function poolOf(assault: AssaultState, unit: string): UnitPool | undefined {
  return assault.pools.find((p) => p.unit === unit);
}

/** XEN-CA-12 / XEN-CA-13 / XEN-CA-14: a unit's attack and defence dice once its split is declared. */
export interface UnitDice {
  readonly unit: string;
  readonly attack: number;
  /** Declared defence dice plus the infantry and special bonus dice. */
  readonly defence: number;
  readonly antiArmor: number;
}

/** XEN-CA-12..14 / R46: attack = dice − declared defence; defence = declared + bonus dice (never reduced). */
export function unitDice(pool: UnitPool, declared: number): UnitDice {
  return {
    unit: pool.unit,
    attack: pool.dice - declared,
    defence: declared + pool.infantryDefence + pool.specialDefence,
    antiArmor: pool.antiArmor,
  };
}

/** XEN-CA-12: a unit's dice after the split it declared (0 defence when it declared none). */
export function diceOf(assault: AssaultState, unit: string): UnitDice | undefined {
  const pool = poolOf(assault, unit);
  if (!pool) return undefined;
  return unitDice(pool, assault.splits.find((s) => s.unit === unit)?.defence ?? 0);
}

/** XEN-STAT-16: whether a unit may be attacked with anti-armour dice: it has no Infantry model present. */
export function isArmoredTarget(state: XenocideState, unitId: string): boolean {
  const unit = findUnit(state, unitId);
  if (!unit) return false;
  return presentModels(state, unit).every((m) => !profileOf(state, m).types.includes('Infantry'));
}
