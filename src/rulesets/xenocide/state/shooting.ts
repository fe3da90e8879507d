import type { PlayerId, Vec2 } from 'sandtable';
import type { WeaponStats } from '../schemas/weapon';

/**
 * XEN-SHOOT / XEN-HIT / XEN-SAVE / XEN-ALLOC: a shooting attack in progress and the rolls it keeps, as the game state holds them (plain data; the rules in `rules/shooting/` produce them).
 * @packageDocumentation
 */

/**
 * When shots are fired: the Shooting phase, overwatch fire during an enemy move (XEN-OW-09, XEN-OW-13), or
 * bombs a flyer drops on a unit it flies over during its move (XEN-TERR-31, R40).
 */
export type FirePhase = 'shooting' | 'overwatch' | 'bombing';

/** XEN-SHOOT-04: why something may not be shot or shot at: an engine rejection code and a message naming the rule. */
export interface ShootingRefusal {
  readonly code: 'illegal-action' | 'unknown-entity' | 'line-of-sight' | 'out-of-range';
  readonly message: string;
}

/**
 * XEN-SHOOT-08 / XEN-SHOOT-09: the shooter's choices for one weapon system: which system (by weapon name),
 * the titan power line to fire (XEN-STAT-22 / XEN-TITAN-13; default Power 0) and whether to focus fire.
 */
export interface WeaponFire {
  readonly weapon: string;
  /** Titan weapons: the power level of the line fired (paid from the titan's power); default 0. */
  readonly power?: number;
  /** XEN-SHOOT-09: trade every 3 Strength-0 shots for 1 Strength-1 shot; default false. */
  readonly focusFire?: boolean;
}

/** XEN-SHOOT-06: one model that fires a weapon system, with its stat line and its base Accuracy before modifiers. */
export interface FiringModel {
  readonly model: string;
  readonly stats: WeaponStats;
  /** The weapon's Accuracy, or the artillery Accuracy of its mode (XEN-AOE-06..08). */
  readonly accuracy: number;
  /** Artillery only: how it fires (XEN-AOE-06..08). */
  readonly mode?: ArtilleryMode;
}

/** XEN-SHOOT-04..08: what one weapon system of a unit may do against one target unit. */
export interface WeaponTargeting {
  readonly weapon: string;
  /** Set when the weapon system may not fire at the target. */
  readonly refusal?: ShootingRefusal;
  /** The models that fire it (XEN-SHOOT-05/06); empty when refused. */
  readonly firing: readonly FiringModel[];
  /** Target models some firing model sees: the only ones its non-AOE hits may go to (XEN-SHOOT-07). */
  readonly visible: readonly string[];
}

/** XEN-AOE-06..08: how an artillery model fires: seeing the target, spotted for, or blind within 24". */
export type ArtilleryMode = 'direct' | 'indirect-spotted' | 'indirect';

/** XEN-HIT-01: one to-hit die: its natural roll, the reroll of a 1 when the ladder asked for one, and the result. */
export interface ToHitDie {
  readonly first: number;
  /** XEN-HIT-05..07: the reroll of a natural 1 (also rolled for allocation to lower-Aspect models, XEN-HIT-09). */
  readonly reroll?: number;
  readonly hit: boolean;
  /** XEN-AOE-04 / R38: an AOE miss by exactly 1 (natural roll = modified Accuracy + 1, Accuracy 1–5). */
  readonly splash: boolean;
}

/** XEN-HIT-01..08: the to-hit dice of one group of shots at one modified Accuracy. */
export interface ToHitRoll {
  readonly accuracy: number;
  readonly dice: readonly ToHitDie[];
  readonly hits: number;
  readonly splashes: number;
}

/** XEN-ALLOC-02: one hit scored on a unit, with what allocation and saves need to know. */
export interface ShotHit {
  readonly id: number;
  /** The unit it was scored on (the declared target, or a mingled unit, XEN-AOE-12). */
  readonly target: string;
  /** The shooting unit and its weapon system. */
  readonly unit: string;
  readonly weapon: string;
  readonly strength: number;
  readonly aoe: boolean;
  /** XEN-AOE-04: scored by a splash. */
  readonly splash: boolean;
  readonly shieldBreaker: boolean;
  readonly ignoresCover: boolean;
  readonly suppression: boolean;
  /** Non-AOE hits: the to-hit die, for per-model Aspect eligibility (XEN-HIT-09). */
  readonly die?: { readonly first: number; readonly reroll?: number };
  /** Non-AOE hits: the shot's Accuracy before the target's Aspect (base − suppression). */
  readonly accuracyBeforeAspect?: number;
  /** Non-AOE hits: the target models the firing models see (XEN-SHOOT-07). */
  readonly visible: readonly string[];
  /** XEN-TRANS-20: a pass-through hit may only go to these models (the riders of one open transport). */
  readonly restrictedTo?: readonly string[];
}

/** XEN-HIT-01..08: the shots of some models sharing a stat line and base Accuracy, rolled at one target. */
export interface ShotGroup {
  readonly target: string;
  readonly models: readonly string[];
  readonly stats: WeaponStats;
  /** Base Accuracy (weapon or artillery mode) before Aspect and suppression. */
  readonly baseAccuracy: number;
  readonly mode?: ArtilleryMode;
  /** XEN-SHOOT-09: focus fire was applied. */
  readonly focused: boolean;
  /** To-hit dice rolled (after focus fire): the "shots" of R36. */
  readonly shots: number;
  readonly strength: number;
  readonly roll: ToHitRoll;
  readonly aoe: readonly AoeShotHits[];
  /** Dice that neither hit nor splashed (rerolled against mingled units, XEN-AOE-12). */
  readonly misses: number;
}

/** XEN-AOE-01..04: the hits one AOE shot scored on the target unit. */
export interface AoeShotHits {
  /** `hit`: a hit that rolled Xd3; `splash`: a miss by 1 that scores X without rolling (R38). */
  readonly kind: 'hit' | 'splash';
  /** The d6 faces read as d3 (empty for a splash). */
  readonly d6: readonly number[];
  /** Hits before the cap. */
  readonly rolled: number;
  /** Hits scored after the cap (XEN-AOE-03). */
  readonly hits: number;
}

/** XEN-ALLOC-02: where every hit went: hit ids per model, and the hits no eligible model could take. */
export interface Allocation {
  readonly byModel: Readonly<Record<string, readonly number[]>>;
  readonly lost: readonly number[];
}

/** XEN-ALLOC-04 / R65: a real choice in a partial round: models that are not interchangeable compete for hits. */
export interface PartialRoundChoice {
  /** The models that may be named: every model some hit could go to, in unit order. */
  readonly models: readonly string[];
  /** Those models by save pool (profile and cover, XEN-ALLOC-05). */
  readonly pools: readonly { readonly pool: string; readonly models: readonly string[] }[];
}

/** XEN-SAVE-02: the save steps, in the order R1 fixes. */
export type SaveStepKind = 'cover' | 'shield' | 'deflector' | 'armor';

/** XEN-SAVE-02: one save roll: the hits it was rolled for (in order), their dice, and the hits saved. */
export interface SaveRoll {
  readonly step: SaveStepKind;
  /** Roll-under target: d6 ≤ target saves (0: no save, no dice; 6: always saved, no dice). */
  readonly target: number;
  readonly hits: readonly number[];
  readonly dice: readonly number[];
  readonly saved: readonly number[];
}

/** XEN-TITAN-21 / XEN-TITAN-22: a titan's state after the unsaved hits of one attack. */
export interface TitanDamage {
  readonly coreBefore: number;
  readonly core: number;
  readonly layers: number;
  readonly destroyed: boolean;
  /** Unsaved hits after its destruction. */
  readonly lost: number;
}

/** XEN-ALLOC-05 / XEN-ALLOC-06: models of one type and one cover save that took hits and save together. */
export interface SavePool {
  /** `${unit}:${profile}:cover${n}`: the key casualty choices are given under. */
  readonly key: string;
  readonly unit: string;
  readonly profile: string;
  readonly cover: number;
  /** The models of the pool that received hits, in unit order. */
  readonly models: readonly string[];
  /**
   * XEN-ALLOC-02 / XEN-SAVE-15: the models casualties may come from: every model of the pool that one of
   * its hits could have gone to (allocation fixes only how many hits a pool takes), in unit order.
   */
  readonly candidates: readonly string[];
  readonly hits: readonly number[];
}

/** XEN-SAVE-01..05: a pool whose saves are rolled, before its casualties are chosen. */
export interface RolledPool extends SavePool {
  readonly rolls: readonly SaveRoll[];
  readonly unsaved: readonly number[];
  /** Titans: core and deflector damage instead of removal (XEN-TITAN-22). */
  readonly titan?: TitanDamage & { readonly model: string };
}

/** XEN-SAVE-01..05 / XEN-SAVE-15: a pool's saves and casualties. */
export interface PoolOutcome extends RolledPool {
  readonly removed: readonly string[];
  readonly lost: number;
}

/** XEN-ALLOC / XEN-SAVE: everything that happened to one unit's models from a set of hits. */
export interface TargetOutcome {
  readonly unit: string;
  readonly allocation: Allocation;
  readonly pools: readonly PoolOutcome[];
  readonly removed: readonly string[];
}

/** XEN-SHOOT-02: one weapon system's fire: its targeting and its shot groups at the declared target. */
export interface WeaponVolley {
  readonly weapon: string;
  readonly targeting: WeaponTargeting;
  readonly groups: readonly ShotGroup[];
}

/** XEN-AOE-12 / R37: misses rerolled against a mingled unit. */
export interface MingledReroll {
  readonly unit: string;
  readonly weapon: string;
  readonly group: ShotGroup;
}

/** XEN-OW-06 / R28: one recorded position of a moving unit: its start, a waypoint, or its end. */
export interface MoveSnapshot {
  readonly index: number;
  readonly kind: 'start' | 'waypoint' | 'end';
  readonly positions: Readonly<Record<string, Vec2>>;
}

/** XEN-SHOOT-02: what an attack in progress was declared with (plain data, kept in state). */
export interface AttackSpec {
  readonly shooter: string;
  readonly target: string;
  readonly weapons: readonly WeaponFire[];
  readonly phase: FirePhase;
  /** XEN-HIT-10 / R59: directed fire at these models of the target. */
  readonly directedAt?: readonly string[];
  /** XEN-OW-06: overwatch fire measured with the target at this snapshot of its move. */
  readonly snapshot?: MoveSnapshot;
  /** XEN-AOE-12 / R37: tie order of mingled units of equal size. */
  readonly mingledOrder?: readonly string[];
  /** XEN-TERR-25: an overwatch reply to a pop-up. */
  readonly popUpReply?: boolean;
  /** XEN-TERR-24 / R19: the shooter popped up to fire (enemy overwatch may reply once it is resolved). */
  readonly popUp?: boolean;
  /** XEN-TITAN-14: a titan shooter's sight point. */
  readonly sightFrom?: 'head' | 'mount';
}

/** XEN-ALLOC-02: hits waiting to be resolved on one unit (the target, a mingled unit, or open-transport riders). */
export interface HitBatch {
  readonly unit: string;
  readonly hits: readonly number[];
  /** XEN-TRANS-20: hits passed through an open transport (they pass through nothing further). */
  readonly passThrough: boolean;
}

/** XEN-ALLOC / XEN-SAVE: the unit being resolved: the choices made so far, its allocation and rolled pools. */
export interface UnitResolution extends HitBatch {
  /** XEN-ALLOC-04: the answer to an `allocate-hits` prompt. */
  readonly partialRoundChoice?: readonly string[];
  readonly allocation?: Allocation;
  /** XEN-SAVE-02: the pools, saves rolled. */
  readonly pools?: readonly RolledPool[];
  /** XEN-SAVE-15: per pool key, the models its owner chose to remove. */
  readonly casualties: Readonly<Record<string, readonly string[]>>;
}

/** XEN-ALLOC-04 / XEN-SAVE-15: the decision an attack waits for. */
export type AttackDecision =
  | ({
      readonly kind: 'allocate-hits';
      readonly player: PlayerId;
      readonly unit: string;
      /** XEN-CP-09 / R59: the shooter allocates under directed fire. */
      readonly byShooter: boolean;
    } & PartialRoundChoice)
  | {
      readonly kind: 'assign-casualties';
      readonly player: PlayerId;
      readonly unit: string;
      readonly pool: string;
      /** The models the casualties may be chosen from. */
      readonly models: readonly string[];
      /** How many of them are removed. */
      readonly count: number;
    };

/** XEN-SHOOT-02: a shooting attack between its to-hit roll and its last casualty, as plain data. */
export interface AttackInProgress {
  readonly spec: AttackSpec;
  /** The shooting player. */
  readonly player: PlayerId;
  readonly volleys: readonly WeaponVolley[];
  readonly rerolls: readonly MingledReroll[];
  readonly hits: readonly ShotHit[];
  /** Firing models' centres (cover is judged from the nearest, XEN-SAVE-06). */
  readonly from: readonly Vec2[];
  /** XEN-AOE-12: the units mingled with the target when the attack was rolled. */
  readonly mingled: readonly string[];
  /** Units still to resolve after the current one. */
  readonly queue: readonly HitBatch[];
  readonly current?: UnitResolution;
  readonly outcomes: readonly TargetOutcome[];
  readonly decision?: AttackDecision;
}
