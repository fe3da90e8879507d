import { geometry } from 'sandtable';
import { findUnit, profileOf } from '../../context';
import type { ModelState, UnitState, XenocideState } from '../../state';
import type { AssaultState, UnitPool } from '../../state/assault';
import type { BuildingSection } from '../../state/buildings';
import { occupancyOf, sectionAt, sectionGap } from '../buildings/building-state';
import { openTransportPassengerCaaPenalty } from '../movement/passengers';
import { isInOpenTransport } from '../shooting/engagement';
import { titanAssaultDice } from '../titans/titan-assault';
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

function sectionOf(state: XenocideState, unitId: string): BuildingSection | undefined {
  const buildings = state.buildings ?? [];
  const at = buildings.length > 0 ? occupancyOf(buildings, unitId) : undefined;
  return at ? sectionAt(buildings, at)?.section : undefined;
}

/**
 * XEN-CA-11 / XEN-BLD-27: whether a model is engaged: within 6" of a model of an enemy unit in the assault;
 * a unit in a building measures from the edges of its section (as its enemies do to it).
 */
export function isEngagedModel(
  state: XenocideState,
  unit: UnitState,
  model: ModelState,
  enemies: readonly UnitState[],
): boolean {
  const own = sectionOf(state, unit.id);
  return enemies.some((enemy) => {
    const theirs = sectionOf(state, enemy.id);
    const bases = presentModels(state, enemy).map(baseOf);
    if (own && theirs) return geometry.isAtMost(sectionGap(own, theirs), ENGAGED_RANGE);
    if (own)
      return bases.some((b) =>
        geometry.isAtMost(geometry.circlePolygonDistance(b, own.polygon), ENGAGED_RANGE),
      );
    if (theirs)
      return geometry.isAtMost(geometry.circlePolygonDistance(baseOf(model), theirs.polygon), ENGAGED_RANGE);
    return bases.some((b) => geometry.isWithin(baseOf(model), b, ENGAGED_RANGE));
  });
}

/**
 * XEN-CA-11 / XEN-TITAN-25 / XEN-TITAN-26 / R32: the CAA an engaged model brings to its unit's pool: its
 * printed CAA; a titan's is its printed CAA plus its close-assault weapons (and the power put into them this
 * round), halved at core 0 (disadvantage comes later, on the unit's total).
 */
export function engagedCaa(state: XenocideState, assault: AssaultState, model: ModelState): number {
  const profile = profileOf(state, model);
  if (profile.kind !== 'titan' || !model.titan) return profile.caa;
  const assaultPower = (assault.titanPower ?? [])
    .filter((p) => p.titan === model.id)
    .map((p) => ({ weapon: p.weapon, power: p.power }));
  return titanAssaultDice(profile, model.titan, { disadvantaged: false, assaultPower }).engaged;
}

/**
 * XEN-CA-11..14 / XEN-CA-16 / XEN-CA-19 / XEN-TRANS-18 / XEN-TITAN-24..26 / R8 / R46: step 2 for one unit: its models within
 * 6" of an enemy model in the assault are engaged (all of them in an overrun) and add their CAA;
 * open-transport riders lose 1/3 of theirs; a disadvantaged unit then loses 1/3 of the rest and may put
 * up to 1/2 (otherwise 1/3) into defence; engaged infantry add 1 defence die per 2 models (rounded up) and
 * close-assault specials add their dice.
 */
export function tallyUnit(state: XenocideState, assault: AssaultState, unit: UnitState): UnitPool {
  const side = participantOf(assault, unit.id)?.side;
  const enemies = fightingUnits(state, assault).filter((u) => participantOf(assault, u.id)?.side !== side);
  const overrun = assault.kind === 'overrun';
  const engagedModels = presentModels(state, unit).filter(
    (m) => overrun || isEngagedModel(state, unit, m, enemies),
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
    const modelCaa = engagedCaa(state, assault, model);
    caa += modelCaa;
    if (isInOpenTransport(state, model)) riders += modelCaa;
    if (assault.disembarked.includes(model.id)) disembarkedCaa += modelCaa;
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
