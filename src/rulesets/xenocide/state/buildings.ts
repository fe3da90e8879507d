import type { PlayerId, Polygon } from 'sandtable';
import type { CoverKind } from '../schemas/terrain';

/**
 * XEN-BLD: the buildings on the table and the damage records of shots and assaults against them, as the game state holds them (plain data).
 * @packageDocumentation
 */

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

/** XEN-BLD-23: one model's escape roll. */
export interface EscapeRoll {
  readonly unit: string;
  readonly model: string;
  readonly target: number;
  readonly roll: number;
  readonly escaped: boolean;
}

/** XEN-BLD-19: the CA dice a building's damage rolled at one occupying unit, and those that can still kill. */
export interface OccupantDice {
  readonly unit: string;
  readonly player: PlayerId;
  readonly dice: readonly number[];
  /** Ascending dice at least the unit's lowest CAD face, still to assign (XEN-CA-23, XEN-CA-24). */
  readonly pending: readonly number[];
}

/** XEN-BLD-18 / XEN-BLD-21 / XEN-BLD-22: what one hit did to a section. */
export interface StructureHitRecord {
  readonly hit: number;
  readonly strength: number;
  /** XEN-BLD-18: the armor save (absent once the section is at 0 SP, XEN-BLD-21). */
  readonly save?: { readonly target: number; readonly roll?: number; readonly saved: boolean };
  readonly structureLost: boolean;
  /** XEN-BLD-21 / XEN-BLD-22 / XEN-BLD-32: the collapse test it forced (no roll when the target is 0 or less). */
  readonly collapse?: { readonly target: number; readonly roll?: number; readonly collapsed: boolean };
}

/** XEN-BLD-18..22 / XEN-BLD-32: what a series of hits did to one section. */
export interface StructureDamage extends Occupancy {
  readonly before: number;
  readonly structure: number;
  readonly records: readonly StructureHitRecord[];
  /** Structure points lost, each rolling one CA die at every occupying unit (XEN-BLD-19). */
  readonly lost: number;
  readonly collapsed: boolean;
  /** Hits left over after the section collapsed. */
  readonly wasted: number;
  /** The units inside when the hits began (they take the CA dice and, on collapse, roll to escape). */
  readonly occupants: readonly string[];
}

/** XEN-BLD-17 / XEN-BLD-20: one hit on a building. */
export interface BuildingHit {
  readonly id: number;
  readonly weapon: string;
  readonly strength: number;
  /** XEN-BLD-20: an AOE hit (or one combined from AOE hits), which may be combined. */
  readonly aoe: boolean;
}

/** XEN-BLD-17: the to-hit dice of each volley and the hits they scored. */
export interface BuildingHits {
  readonly volleys: readonly {
    readonly weapon: string;
    readonly dice: readonly number[];
    readonly hits: number;
    /** XEN-AOE-01 / R38: the d6 read as d3 for each AOE hit, uncapped. */
    readonly aoeD6: readonly number[];
  }[];
  readonly hits: readonly BuildingHit[];
}

/**
 * XEN-BLD-20 / R50: the attacker's combining of AOE hits on a building, as steps applied in order: each step
 * turns 3 AOE hits of `strength` into 1 hit at `strength` + 1, `times` times. Combined hits may be combined
 * again by a later step.
 */
export type AoeCombination = readonly { readonly strength: number; readonly times: number }[];
