import type { PlayerId } from 'sandtable';
import type {
  AoeCombination,
  BuildingHit,
  BuildingHits,
  EscapeRoll,
  OccupantDice,
  StructureDamage,
} from './buildings';
import type { WeaponFire } from './shooting';

/**
 * XEN-BLD-17..24: a shot at a building in progress, as the game state holds it while it waits for a decision (plain data).
 * @packageDocumentation
 */

/** XEN-BLD-17: what a shot at a building was declared with (plain data, kept in state). */
export interface BuildingFireSpec {
  readonly shooter: string;
  readonly building: string;
  readonly section: string;
  readonly weapons: readonly WeaponFire[];
  /** Shots at buildings are Shooting-phase fire (overwatch fire only ever targets the unit that moved, XEN-OW-07). */
  readonly phase: 'shooting';
}

/** XEN-BLD-20: the AOE hits on a building of one Strength, as the combining prompt shows them. */
export interface AoeHitCount {
  readonly strength: number;
  readonly count: number;
}

/** XEN-BLD-19 / XEN-BLD-20 / XEN-BLD-24: the decision a shot at a building waits for. */
export type BuildingFireDecision =
  | {
      /** XEN-BLD-20 / R50: the attacker may combine 3 AOE hits of one Strength into 1 at +1, repeatedly. */
      readonly kind: 'combine-aoe-hits';
      readonly player: PlayerId;
      readonly building: string;
      readonly section: string;
      readonly armor: number;
      readonly hits: readonly AoeHitCount[];
    }
  | {
      /** XEN-BLD-19: the occupants' owner assigns the kills of the building-damage CA dice. */
      readonly kind: 'assign-building-casualties';
      readonly player: PlayerId;
      readonly building: string;
      readonly section: string;
      readonly units: readonly string[];
    }
  | {
      /** XEN-BLD-24: the owner of the models that escaped a collapse says where they go. */
      readonly kind: 'escape-building';
      readonly player: PlayerId;
      readonly building: string;
      readonly section: string;
      readonly units: readonly string[];
    };

/**
 * XEN-BLD-17..24: a shot at a building between its to-hit roll and its last escape, as plain data: the hits,
 * then (once resolved) the structure damage, the CA dice still to assign and the escape rolls.
 */
export interface BuildingFireInProgress {
  readonly kind: 'building-fire';
  readonly spec: BuildingFireSpec;
  /** The shooting player. */
  readonly player: PlayerId;
  /** XEN-BLD-17: the to-hit dice of each volley. */
  readonly volleys: BuildingHits['volleys'];
  /** The hits on the section (after combining, once the attacker has chosen). */
  readonly hits: readonly BuildingHit[];
  /** XEN-BLD-20: the attacker's combining, once chosen (`[]`: none, or nothing to combine). */
  readonly combination?: AoeCombination;
  /** XEN-BLD-18 / XEN-BLD-21 / XEN-BLD-22: what the hits did to the section, once resolved. */
  readonly damage?: StructureDamage;
  /** XEN-BLD-19: building-damage CA dice that can still kill, waiting for their owner. */
  readonly occupantDice?: readonly OccupantDice[];
  /** Models removed so far by this fire. */
  readonly removed: readonly string[];
  /** XEN-BLD-23: the escape rolls after a collapse, once rolled. */
  readonly escapes?: readonly EscapeRoll[];
  readonly decision?: BuildingFireDecision;
}
