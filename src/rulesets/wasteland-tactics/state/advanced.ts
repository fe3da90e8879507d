import type { PlayerId } from 'sandtable';
import type { Weapon } from '../schemas/weapon';

/** WT-COND-02: the battlefield conditions. */
export const CONDITION_IDS = [
  'normal',
  'limited-visibility',
  'rainy',
  'haunted',
  'corrosive',
  'dangerous-ground',
] as const;

/** A battlefield condition (WT-COND-02). */
export type ConditionId = (typeof CONDITION_IDS)[number];

/** WT-ADV-01: the advantages. */
export const ADVANTAGE_IDS = [
  'none',
  'good-intel',
  'cutting-edge',
  'grizzled-veterans',
  'air-support',
] as const;

/** An advantage (WT-ADV-01). */
export type AdvantageId = (typeof ADVANTAGE_IDS)[number];

/** WT-ADV-08: the disadvantages (FUBAR resolves into the others, R7). */
export const DISADVANTAGE_IDS = [
  'exhausted',
  'low-ammunition',
  'terrible-commander',
  'traitors',
  'fubar',
] as const;

/** A disadvantage (WT-ADV-08). */
export type DisadvantageId = (typeof DISADVANTAGE_IDS)[number];

/** R7: what FUBAR does. */
export type FubarEffect = 'all-others' | 'roll-twice' | 'none';

/** The advanced rules in force (all off unless the setup enables them). */
export interface AdvancedSettings {
  /** WT-ADVF. */
  readonly firingPositions: boolean;
  /** WT-BLD-04 … WT-BLD-07. */
  readonly occupyBuildings: boolean;
  /** WT-COND-01: off, rolled at the start, or agreed. */
  readonly battlefieldConditions: 'off' | 'random' | ConditionId;
  /** WT-ADV. */
  readonly advantages: boolean;
  /** R7. */
  readonly fubarEffect: FubarEffect;
  /** R9: the "err on the side of no bonus" margin. */
  readonly footprintMargin: number;
}

/** WT-BLD-04 / R47: an intact building that units may occupy (a stationary Open Transport). */
export interface BuildingState {
  /** The id of its terrain area. */
  readonly id: string;
  /** WT-BLD-05/06: light (Life 5+, becomes Concealment) or heavy (Life 3+, becomes Cover). */
  readonly kind: 'light' | 'heavy';
  /** WT-BLD-07: Transport X (10 unless the scenario says more). */
  readonly capacity: number;
  /** Tough 10: wounds left. */
  readonly wounds: number;
  /** R47: the only player whose units may be inside. */
  readonly occupant?: PlayerId;
  readonly destroyed: boolean;
}

/** WT-SHOOT-09 / R25: failed Shoot rolls waiting for the target's owner to say which shooter unit each hits. */
export interface Misfire {
  /** The target's owner, who decides. */
  readonly chooser: PlayerId;
  /** The unit whose failed rolls these are. */
  readonly shooter: string;
  /** The target the shots were aimed at. */
  readonly target: string;
  /** The shooter's units in base contact with the target. */
  readonly units: readonly string[];
  /** One entry per failed roll: the weapon that rolled it. */
  readonly weapons: readonly Weapon[];
}

/** WT-SUR-55 / R30: an embarked unit whose transport (or building) was destroyed, waiting to be placed. */
export interface Displaced {
  readonly unit: string;
  /** The transport unit or building it was in. */
  readonly carrier: string;
}

/** WT-ADV-11 / WT-ADV-12: a choice a disadvantage asks of its player before deployment. */
export interface SetupChoice {
  readonly player: PlayerId;
  readonly choice: 'terrible-commander' | 'traitors';
}

/** WT-SUR-33 / R33: the Medic/Repair step in progress: the next unit index, and a unit whose roll passed. */
export interface RecoveryProgress {
  readonly cursor: number;
  readonly passed?: string;
}
