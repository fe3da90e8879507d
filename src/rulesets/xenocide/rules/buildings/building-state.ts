import { geometry, type PlayerId, type Polygon } from 'sandtable';
import { findUnit } from '../../context';
import type { CoverKind } from '../../schemas/terrain';
import type { XenocideState } from '../../state';

/** XEN-BLD-09 / XEN-BLD-11: what a building is made of. */
export type BuildingConstruction = 'weak' | 'normal' | 'strong';

/** XEN-BLD-04: one section of a building (a whole building has exactly one), as plain JSON kept in state. */
export interface BuildingSection {
  /** Unique in the game: `${building}.s${n}`. */
  readonly id: string;
  /** Its footprint (a one-section building: the terrain feature's polygon). */
  readonly polygon: Polygon;
  /** XEN-BLD-09 / XEN-BLD-10: structure points left. */
  readonly structure: number;
  readonly maxStructure: number;
  /** XEN-BLD-12 / XEN-BLD-15: indices of the polygon's edges that have doors, windows or openings. */
  readonly openings: readonly number[];
  /** XEN-BLD-04 / XEN-BLD-36: the sections units may move or assault to directly. */
  readonly adjacent: readonly string[];
  /** XEN-BLD-01: the units inside (ids); never units of both players (XEN-BLD-06). */
  readonly occupants: readonly string[];
  /** XEN-BLD-08 / XEN-BLD-23: it collapsed and is now impassible rubble. */
  readonly collapsed: boolean;
}

/** XEN-BLD-03: a building as agreed before the game and as it stands now (plain JSON, kept in state). */
export interface BuildingState {
  /** The id of its terrain feature (kind 'building'). */
  readonly id: string;
  readonly construction: BuildingConstruction;
  /** XEN-BLD-09 / XEN-BLD-11: armor save of every section. */
  readonly armor: number;
  /** XEN-BLD-09 / XEN-BLD-11 / XEN-BLD-16: the cover its occupants get (hard 2, or soft 1 for weak buildings). */
  readonly cover: CoverKind;
  /** Height in inches (from the terrain feature): occupants see from the roof (XEN-BLD-02). */
  readonly height: number;
  /** XEN-BLD-05: largest Size of a non-infantry model that may enter (1 unless agreed otherwise). */
  readonly maxVehicleSize: number;
  /** XEN-BLD-03: most units one section holds (undefined: no limit agreed). */
  readonly capacity?: number;
  readonly sections: readonly BuildingSection[];
}

/** XEN-BLD-01 / XEN-BLD-04: where a unit is: a building and one of its sections. */
export interface Occupancy {
  readonly building: string;
  readonly section: string;
}

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
