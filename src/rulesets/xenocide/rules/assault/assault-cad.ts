import { profileOf } from '../../context';
import { type Cad, type CadRequirement, cadRank, cadRequirement } from '../../schemas/cad';
import type { ModelState, UnitState, XenocideState } from '../../state';
import type { AssaultState } from '../../state/assault';
import { hasBuildingBonus } from '../buildings/assault-reach';
import { buildingById, occupancyOf } from '../buildings/building-state';
import { BUILDING_KIND } from '../movement/special-movement';
import { isInside } from '../movement/terrain-effects';
import { standingModel } from '../shooting/engagement';
import { participantOf } from './participants';

const LADDER: readonly Cad[] = [1, 2, 3, 4, 5, 6, '66', '666', '6666'];

/** R33: the CAD at a rank of the ladder 1 < … < 6 < 66 < 666 < 6666 (clamped to it). */
export function cadAtRank(rank: number): Cad {
  return LADDER[Math.min(LADDER.length, Math.max(1, rank)) - 1] as Cad;
}

/** XEN-CA-18 / XEN-CA-21 / R33: what modifies a model's CAD in close assault. */
export interface CadModifiers {
  /** XEN-CA-18 / XEN-TITAN-24: its unit is suppressed: one step down. */
  readonly suppressed: boolean;
  /** XEN-CA-21: defending dug in, in fortified cover or in a building: one step up, never above 6. */
  readonly defended: boolean;
}

/**
 * XEN-CA-18 / XEN-CA-21 / XEN-BLD-26 / R33: a CAD after modifiers: the cover bonus moves one step up the
 * ladder but never above 6 (6 and multi-6 values stay); suppression moves one step down (66 → 6,
 * 2 → 1); a unit entitled to both uses its printed CAD.
 * @example effectiveCad(4, { suppressed: false, defended: true }) // 5
 */
export function effectiveCad(printed: Cad, mods: CadModifiers): Cad {
  if (mods.suppressed && mods.defended) return printed;
  const rank = cadRank(printed);
  if (mods.defended) return rank < 6 ? cadAtRank(rank + 1) : printed;
  if (mods.suppressed) return cadAtRank(rank - 1);
  return printed;
}

/**
 * XEN-CA-21 / XEN-BLD-25 / XEN-BLD-30 / XEN-BLD-37 / R35: whether a model defends from a dug-in position or a
 * building: its unit occupies a building section and defends there (or fights section to section,
 * {@link hasBuildingBonus}); or it is on the defending side and dug in, or stands in fortified cover (or in a
 * building feature the game keeps no building state for). Units assaulting out of a building get no bonus.
 */
export function defendsFromCover(
  state: XenocideState,
  assault: AssaultState,
  unit: UnitState,
  model: ModelState,
): boolean {
  const side = participantOf(assault, unit.id)?.side;
  if (side === undefined) return false;
  const buildings = state.buildings ?? [];
  const inBuilding = buildings.length > 0 && occupancyOf(buildings, unit.id) !== undefined;
  if (hasBuildingBonus(inBuilding, side, assault.sectionAssault === true)) return true;
  if (side !== 'defender') return false;
  if (unit.dugIn) return true;
  const at = standingModel(state, model);
  return state.terrain.some(
    (f) =>
      (f.cover === 'fortified' || (f.kind === BUILDING_KIND && !buildingById(buildings, f.id))) &&
      isInside({ x: at.x, y: at.y }, f),
  );
}

/** XEN-CA-20: a model's CAD in this assault and the dice one kill of it needs. */
export interface AssaultCad extends CadRequirement {
  readonly cad: Cad;
}

/** XEN-CA-18 / XEN-CA-20 / XEN-CA-21 / R33: a model's CAD in this assault, and what one kill needs. */
export function assaultCadOf(
  state: XenocideState,
  assault: AssaultState,
  unit: UnitState,
  model: ModelState,
): AssaultCad {
  const cad = effectiveCad(profileOf(state, model).cad, {
    suppressed: unit.suppression > 0,
    defended: defendsFromCover(state, assault, unit, model),
  });
  return { cad, ...cadRequirement(cad) };
}
