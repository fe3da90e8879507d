import { geometry, type PlayerId } from 'sandtable';
import { findUnit } from '../../context';
import type { XenocideState } from '../../state';
import type { BuildingSection, BuildingState, Occupancy } from '../../state/buildings';

/** XEN-BLD-03: a building by its terrain feature id. */
export function buildingById(buildings: readonly BuildingState[], id: string): BuildingState | undefined {
  return buildings.find((b) => b.id === id);
}

/** XEN-BLD-04: a section of a building by id. */
export function sectionById(building: BuildingState, id: string): BuildingSection | undefined {
  return building.sections.find((s) => s.id === id);
}

/** XEN-BLD-01: the building and section a unit occupies, or undefined when it is in none. */
export function occupancyOf(buildings: readonly BuildingState[], unitId: string): Occupancy | undefined {
  for (const building of buildings) {
    const section = building.sections.find((s) => s.occupants.includes(unitId));
    if (section) return { building: building.id, section: section.id };
  }
  return undefined;
}

/** XEN-BLD-01: the section at an occupancy, with its building. */
export function sectionAt(
  buildings: readonly BuildingState[],
  at: Occupancy,
): { readonly building: BuildingState; readonly section: BuildingSection } | undefined {
  const building = buildingById(buildings, at.building);
  const section = building ? sectionById(building, at.section) : undefined;
  return building && section ? { building, section } : undefined;
}

/** XEN-BLD-06: the player holding a section (owner of its occupants), or undefined when it is empty. */
export function holderOf(state: XenocideState, section: BuildingSection): PlayerId | undefined {
  for (const id of section.occupants) {
    const unit = findUnit(state, id);
    if (unit && unit.status !== 'eliminated') return unit.player;
  }
  return undefined;
}

/** XEN-BLD-08: whether every section of a building has collapsed (the building is destroyed). */
export function isBuildingDestroyed(building: BuildingState): boolean {
  return building.sections.every((s) => s.collapsed);
}

/** XEN-BLD-01: the buildings with one section replaced (pure; the list is not changed). */
export function withSection(
  buildings: readonly BuildingState[],
  buildingId: string,
  section: BuildingSection,
): BuildingState[] {
  return buildings.map((b) =>
    b.id !== buildingId ? b : { ...b, sections: b.sections.map((s) => (s.id === section.id ? section : s)) },
  );
}

/** XEN-BLD-27 / R66: the edge-to-edge distance between two sections' footprints (0 when they touch). */
export function sectionGap(a: Pick<BuildingSection, 'polygon'>, b: Pick<BuildingSection, 'polygon'>): number {
  return Math.min(
    ...a.polygon.points.map((p) => geometry.distanceToPolygon(p, b.polygon)),
    ...b.polygon.points.map((p) => geometry.distanceToPolygon(p, a.polygon)),
  );
}
