import { type Circle, geometry } from 'sandtable';
import type { UnitState, XenocideState } from '../../state';
import type { BuildingSection, BuildingState } from '../../state/buildings';
import { shootingModels } from '../shooting/engagement';
import { baseOf } from '../shooting/sight';
import { occupancyOf, sectionAt, sectionGap } from './building-state';

/**
 * XEN-BLD-25 / XEN-BLD-27: how far close assault reaches from a building and who gets its CAD bonus: what
 * both the close-assault rules and the building-assault rules need.
 * @packageDocumentation
 */

/** XEN-BLD-27: a unit in a building reaches 4" out from every edge of its building or section. */
export const BUILDING_ASSAULT_RANGE = 4;

/** XEN-BLD-25 / XEN-BLD-30 / XEN-BLD-37: whether a unit gets the building CAD bonus: it defends in its building, or fights section to section. */
export function hasBuildingBonus(
  inBuilding: boolean,
  side: 'attacker' | 'defender',
  sectionToSection: boolean,
): boolean {
  return inBuilding && (side === 'defender' || sectionToSection);
}

/** XEN-BLD-27 / R66: whether a base is within a section's close-assault range (4" from its edges). */
export function isInBuildingReach(section: BuildingSection, base: Circle): boolean {
  return geometry.isAtMost(geometry.circlePolygonDistance(base, section.polygon), BUILDING_ASSAULT_RANGE);
}

/** XEN-BLD-27: the closest distance between a unit's models and another unit, measured from the edges of any section either occupies. */
export function buildingAwareGap(
  state: XenocideState,
  buildings: readonly BuildingState[],
  a: UnitState,
  b: UnitState,
): number {
  const shape = (u: UnitState) => {
    const at = occupancyOf(buildings, u.id);
    const section = at ? sectionAt(buildings, at)?.section : undefined;
    return section ? { section } : { bases: shootingModels(state, u).map(baseOf) };
  };
  const sa = shape(a);
  const sb = shape(b);
  if (sa.section && sb.section) return sectionGap(sa.section, sb.section);
  const section = sa.section ?? sb.section;
  const bases = (sa.section ? sb.bases : sa.bases) ?? [];
  if (section) return Math.min(...bases.map((base) => geometry.circlePolygonDistance(base, section.polygon)));
  return Math.min(
    ...(sa.bases ?? []).flatMap((x) => (sb.bases ?? []).map((y) => geometry.baseDistance(x, y))),
  );
}
