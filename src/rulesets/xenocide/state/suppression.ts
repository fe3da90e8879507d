/**
 * XEN-SUP: the fire tallied against each unit and its suppression tests in progress, as the game state holds them (plain data).
 * @packageDocumentation
 */
/**
 * XEN-SUP-07..14 / XEN-SUP-18..24: one modifier of a suppression target, named by its rule: the kit's
 * `Modifier` (`sandtable/kit`), which the rules build it with.
 */
export interface SuppressionModifier {
  /** The catalogue rule ID that applies it (`'XEN-SUP-07'`). */
  readonly rule: string;
  /** How much it adds to the target (negative to subtract). */
  readonly value: number;
  /** Why, in a player's words. */
  readonly reason: string;
}

/** XEN-SUP-06 / XEN-SUP-17: a suppression test target and the modifiers it is made of. */
export interface SuppressionTarget {
  readonly target: number;
  readonly modifiers: readonly SuppressionModifier[];
}

/** XEN-SUP-06 / XEN-SUP-15 / XEN-CP-14: a rolled suppression test. */
export interface SuppressionTest {
  readonly target: number;
  /** Every die rolled for the test (2, or 3 when the best two are kept). */
  readonly dice: readonly number[];
  /** The two dice that count. */
  readonly kept: readonly number[];
  /** XEN-CP-14: the extra die bought after the roll, if any. */
  readonly extra?: number;
  readonly total: number;
  /** XEN-SUP-15: the kept dice show 11 or 12. */
  readonly natural: boolean;
  readonly passed: boolean;
}

/**
 * XEN-SUP-05..12 / R36 / R37: the fire a unit took in one Shooting phase, summed over every firing unit
 * (overwatch excluded, XEN-OW-09). Plain data: keep one list per phase in state.
 */
export interface SuppressionTally {
  readonly unit: string;
  /** Its models on the table when first shot at this phase (the "one shot per model" count). */
  readonly models: number;
  /** To-hit dice rolled at it (after focus fire). */
  readonly shots: number;
  /** Shots that could penetrate (Armor − Strength ≤ 5 for one of its models). */
  readonly penetratingShots: number;
  /** Sum of X over the AOE Xd3 shots fired at it, hit or not. */
  readonly aoeD3: number;
  /** XEN-SUP-07: units that fired at it with weapons that could cause a casualty. */
  readonly firingUnits: readonly string[];
  /** XEN-SUP-09: hit by an attack that could cause a casualty (splash included). */
  readonly hitByPenetrating: boolean;
  /** XEN-SUP-10: models removed (and titan core points lost). */
  readonly casualties: number;
  /** XEN-SUP-12: `${unit}/${weapon}` of each Suppression weapon system that hit it. */
  readonly suppressionWeapons: readonly string[];
  /** XEN-AOE-13 / R37: the units it was mingled with when shot at. */
  readonly mingledWith: readonly string[];
}

/** XEN-SUP-05..15: one unit's suppression test after a Shooting phase. */
export interface SuppressionCheck {
  readonly unit: string;
  readonly target: SuppressionTarget;
  readonly test: SuppressionTest;
  readonly markersBefore: number;
  readonly markersAfter: number;
}
