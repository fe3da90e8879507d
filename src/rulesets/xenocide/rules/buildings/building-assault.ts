import { type Dice, geometry, type PlayerId, type Rejection } from 'sandtable';
import { findUnit } from '../../context';
import type { Cad } from '../../schemas/cad';
import type { UnitState, XenocideState } from '../../state';
import type { BuildingState, Occupancy } from '../../state/buildings';
import type { SuppressionTest } from '../../state/suppression';
import { effectiveCad } from '../assault/assault-cad';
import { refuse } from '../assault/refusal';
import { CLOSE_ASSAULT_SUPPRESSION, rollSuppressionTest } from '../shooting/suppression-test';
import { BUILDING_ASSAULT_RANGE, buildingAwareGap, hasBuildingBonus } from './assault-reach';
import { occupancyOf, sectionAt } from './building-state';

/**
 * XEN-BLD-25 / XEN-BLD-26 / XEN-BLD-37 / R33: a model's CAD fighting in or from a building: +1 (never above
 * 6) only when it defends there (or fights section to section); a unit assaulting out of its building gets
 * none; a suppressed unit entitled to the bonus uses its printed CAD.
 * @example occupantAssaultCad(4, { suppressed: false, buildingBonus: true }) // 5
 */
export function occupantAssaultCad(
  printed: Cad,
  options: { suppressed: boolean; buildingBonus: boolean },
): Cad {
  return effectiveCad(printed, { suppressed: options.suppressed, defended: options.buildingBonus });
}

/**
 * XEN-BLD-28 / XEN-BLD-29 / XEN-BLD-35 / XEN-BLD-36 / XEN-CA-01: how a close assault between two opposing
 * units arises: 'none' when more than 4" apart (from building edges, XEN-BLD-27); 'section' when both are in
 * sections of one building (only a section-to-section declaration starts one); 'declaration' when both are
 * in buildings (the activated unit's commander decides; entering a building never starts one by itself);
 * otherwise 'automatic'.
 */
export function assaultTrigger(
  state: XenocideState,
  buildings: readonly BuildingState[],
  a: UnitState,
  b: UnitState,
): 'none' | 'automatic' | 'declaration' | 'section' {
  if (buildingAwareGap(state, buildings, a, b) > BUILDING_ASSAULT_RANGE + geometry.GEOMETRY_EPSILON)
    return 'none';
  const oa = occupancyOf(buildings, a.id);
  const ob = occupancyOf(buildings, b.id);
  if (oa && ob) return oa.building === ob.building ? 'section' : 'declaration';
  return 'automatic';
}

/**
 * XEN-BLD-28: why an activated unit in a building may not assault out at an enemy unit in another building,
 * or undefined: it must be in a building, act in this activation, and the enemy must be within 4" of its
 * edges and in a building too (enemies in the open are assaulted automatically).
 */
export function whyBadAssaultOut(
  state: XenocideState,
  buildings: readonly BuildingState[],
  unitId: string,
  activationUnits: readonly string[],
  targetId: string,
): Rejection | undefined {
  const unit = findUnit(state, unitId);
  const target = findUnit(state, targetId);
  if (!unit || !target) return refuse('unknown-entity', `There is no unit '${unit ? targetId : unitId}'.`);
  if (!activationUnits.includes(unitId))
    return refuse(
      'illegal-action',
      `Only the activated unit's commander decides to assault out of a building; ${unitId} is not activated (XEN-BLD-28).`,
    );
  if (target.player === unit.player) return refuse('illegal-action', `Unit ${targetId} is friendly.`);
  const trigger = assaultTrigger(state, buildings, unit, target);
  if (trigger === 'none')
    return refuse(
      'out-of-range',
      `Unit ${targetId} is more than 4" from the edges of ${unitId}'s building (XEN-BLD-27).`,
    );
  if (trigger === 'section')
    return refuse(
      'illegal-action',
      `Units in sections of one building fight only by a section-to-section declaration at the start of the Close Assault phase (XEN-BLD-36).`,
    );
  if (trigger === 'automatic')
    return refuse(
      'illegal-action',
      `Unit ${targetId} is not in a building: the assault with it happens by the normal rules (XEN-CA-01).`,
    );
  return undefined;
}

/** XEN-BLD-28: a bot's decision: a unit on Assault orders assaults out; others stand off and shoot. */
export function defaultAssaultOut(unit: UnitState): boolean {
  return unit.order === 'assault';
}

/**
 * XEN-BLD-30: the units in buildings that may join an assault on a building: not yet in it, and within 4" of
 * the edges of their building of an enemy unit in it (each owner decides; joining can chain, so ask again
 * after each answer).
 */
export function buildingAssaultCandidates(
  state: XenocideState,
  buildings: readonly BuildingState[],
  participants: readonly string[],
): string[] {
  const inAssault = participants
    .map((id) => findUnit(state, id))
    .filter((u): u is UnitState => u !== undefined);
  return state.units
    .filter((u) => u.status === 'on-table' && !participants.includes(u.id) && occupancyOf(buildings, u.id))
    .filter((u) =>
      inAssault.some(
        (p) =>
          p.player !== u.player && buildingAwareGap(state, buildings, u, p) <= BUILDING_ASSAULT_RANGE + 1e-9,
      ),
    )
    .map((u) => u.id);
}

/** XEN-BLD-30: why an owner's choice of units joining a building assault is refused: only their own candidates. */
export function whyBadJoin(
  state: XenocideState,
  candidates: readonly string[],
  player: PlayerId,
  joining: readonly string[],
): Rejection | undefined {
  for (const [i, id] of joining.entries()) {
    if (!candidates.includes(id) || findUnit(state, id)?.player !== player)
      return refuse(
        'illegal-action',
        `Unit ${id} is not one of your units in a building within 4" of the assault (XEN-BLD-30).`,
        [i],
      );
  }
  return undefined;
}

/**
 * XEN-BLD-30 / XEN-BLD-33: the sides of an assault on a building: every participating unit of the active
 * player attacks (and gets no building CAD bonus); the rest, the occupants of the assaulted section
 * included, defend.
 */
export function buildingAssaultSides(
  state: XenocideState,
  activePlayer: PlayerId,
  participants: readonly string[],
): { readonly attackers: string[]; readonly defenders: string[] } {
  const attackers = participants.filter((id) => findUnit(state, id)?.player === activePlayer);
  return { attackers, defenders: participants.filter((id) => !attackers.includes(id)) };
}

/** XEN-BLD-33: the units an attack on a building section draws into the assault: everyone inside it. */
export function occupantsDrawnIn(buildings: readonly BuildingState[], at: Occupancy): readonly string[] {
  return sectionAt(buildings, at)?.section.occupants ?? [];
}

/**
 * XEN-BLD-37 / XEN-SUP-24 / R49 / R64: a close-assault suppression test for a unit fighting from inside a
 * building (a defender in it, or either side section to section): 3d6 keeping the best two; a natural 11 or
 * 12 on the kept dice passes. Shooting suppression never gets this die.
 */
export function rollBuildingAssaultSuppression(
  dice: Dice,
  target: number,
  player?: PlayerId,
): SuppressionTest {
  return rollSuppressionTest(dice, {
    target,
    keepBestOfThree: true,
    purpose: CLOSE_ASSAULT_SUPPRESSION,
    rules: ['XEN-BLD-37'],
    ...(player === undefined ? {} : { player }),
  });
}

/** XEN-BLD-37 / R49: whether a unit's CA suppression tests get the building's bonus die. */
export function getsBuildingSuppressionDie(
  inBuilding: boolean,
  side: 'attacker' | 'defender',
  sectionToSection: boolean,
): boolean {
  return hasBuildingBonus(inBuilding, side, sectionToSection);
}

/** R64 / XEN-SUP-24: a normal or strong building counts as hard cover for the CA suppression −1; a weak one does not. */
export function countsAsHardCover(building: Pick<BuildingState, 'construction'>): boolean {
  return building.construction !== 'weak';
}
