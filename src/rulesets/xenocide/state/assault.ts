import type { PlayerId, Vec2 } from 'sandtable';
import type { EscapeRoll, Occupancy, StructureDamage } from './buildings';
import type { SuppressionTarget, SuppressionTest } from './suppression';

/**
 * XEN-CA / XEN-OVR: the close assaults and overruns in progress, as the game state holds them (plain data; the rules in `rules/assault/` read and write them).
 * @packageDocumentation
 */

/** XEN-CA-02: the two roles in a close assault. */
export type AssaultSide = 'attacker' | 'defender';

/** XEN-CA-04 / XEN-OVR-03: a full close assault, or the single round of an overrun (R8). */
export type AssaultKind = 'close-assault' | 'overrun';

/** XEN-CA-01 / XEN-CA-08 / XEN-CA-09: how a unit came into the assault. */
export type JoinedBy = 'start' | 'drawn-in' | 'reinforcement' | 'disembarked';

/** XEN-CA-31 / XEN-CA-36: whether a unit still fights, or how it left. */
export type ParticipantStatus = 'fighting' | 'fled' | 'retreated';

/** XEN-CA-01: one unit in the assault. */
export interface AssaultParticipant {
  readonly unit: string;
  readonly side: AssaultSide;
  readonly joinedBy: JoinedBy;
  readonly joinedRound: number;
  /** R45: it moved into the assault to begin it (its firing orders then disadvantage it every round). */
  readonly initiator: boolean;
  readonly status: ParticipantStatus;
}

/** XEN-CA-11..16: one unit's tally of dice for the round (step 2). */
export interface UnitPool {
  readonly unit: string;
  /** XEN-CA-11: its models within 6" of an enemy model in the assault (R8: all of them in an overrun). */
  readonly engaged: readonly string[];
  /** XEN-CA-11: the engaged models' CAA. */
  readonly caa: number;
  /** XEN-TRANS-18: dice lost by open-transport riders fighting from inside. */
  readonly openTransportLoss: number;
  /** XEN-CA-17: every cause of disadvantage that applies this round (one reduction however many, R45). */
  readonly disadvantage: readonly DisadvantageCause[];
  /** XEN-CA-16 / XEN-TRANS-11: dice lost to disadvantage. */
  readonly disadvantageLoss: number;
  /** The dice left to split between attack and defence. */
  readonly dice: number;
  /** XEN-CA-12 / XEN-CA-16: the most of `dice` it may put into defence: 1/3, or 1/2 when disadvantaged. */
  readonly maxDefence: number;
  /** XEN-CA-13 / R46: bonus defence dice, 1 per 2 engaged infantry models, rounded up. */
  readonly infantryDefence: number;
  /** XEN-CA-14: defence dice from close-assault specials. */
  readonly specialDefence: number;
  /** XEN-STAT-16: anti-armour attack dice, usable only against units with no Infantry models. */
  readonly antiArmor: number;
  /** XEN-CA-19: the enemy units it may attack (a model within 4" of one of its models; the other unit in an overrun). */
  readonly reach: readonly string[];
}

/** XEN-CA-12 / XEN-CA-15: how many of a unit's dice it declared for defence (bonus dice come on top). */
export interface DefenceChoice {
  readonly unit: string;
  readonly defence: number;
}

/** XEN-CA-19: dice one striking unit rolled against one target unit. */
export interface AttackRoll {
  readonly from: string;
  readonly dice: readonly number[];
  /** XEN-STAT-16: how many of them were anti-armour dice (they are the last ones). */
  readonly antiArmor: number;
}

/** XEN-CA-24..27 / XEN-CA-39: one kill the defender assigned, and what became of it. */
export interface AssignedKill {
  readonly model: string;
  readonly dice: readonly number[];
  /** XEN-CA-39 / XEN-TITAN-27: the save that cancelled it, with its die. */
  readonly blocked?: { readonly by: 'shield' | 'deflector'; readonly roll: number };
  /** XEN-TITAN-28: a titan hit takes a core level instead of removing the model (until core 0). */
  readonly titanCore?: number;
  readonly removed: boolean;
}

/** XEN-CA-19..27: everything one struck unit's dice did in one strike. */
export interface StrikeTarget {
  readonly unit: string;
  readonly attacks: readonly AttackRoll[];
  /** XEN-CA-22: its defence dice as rolled. */
  readonly defenceRolled: readonly number[];
  /** XEN-CA-23: the lowest die face that can kill one of its models. */
  readonly lowestFace: number;
  /** XEN-CA-23: attack dice that survived the discard, ascending. */
  readonly attack: readonly number[];
  /** XEN-CA-23: defence dice that survived the discard, ascending. */
  readonly defence: readonly number[];
  /** XEN-CA-22: the defence/attack pairs that cancelled (indices into `defence` and `attack`). */
  readonly cancelled: readonly { readonly defence: number; readonly attack: number }[];
  /** XEN-CA-24: successful dice still to assign, ascending. */
  readonly pending: readonly number[];
  readonly kills: readonly AssignedKill[];
  /** XEN-CA-25 / R47: dice that could kill nothing and were lost. */
  readonly lost: readonly number[];
}

/** XEN-CA-04 steps 3–6: one side's strike (attacker in step 3, defender in step 5). */
export interface Strike {
  readonly side: AssaultSide;
  readonly targets: readonly StrikeTarget[];
  /** XEN-BLD-32: attack dice rolled at building sections (absent when none were). */
  readonly buildings?: readonly BuildingStrike[];
}

/**
 * XEN-BLD-23 / XEN-BLD-24: a section a strike collapsed, its occupants' escape dice rolled, waiting for the
 * owner of the models that got out to say where they go.
 */
export interface PendingEscape {
  readonly damage: StructureDamage;
  readonly escapes: readonly EscapeRoll[];
}

/** XEN-CA-27 / XEN-SUP-25 / R44: the weighted casualties a unit took this round. */
export interface RoundCasualties {
  readonly unit: string;
  readonly weighted: number;
  readonly models: readonly string[];
}

/** XEN-CA-30: one unit's close-assault suppression test this round. */
export interface AssaultTest {
  readonly unit: string;
  readonly target: SuppressionTarget;
  readonly test: SuppressionTest;
  readonly markersBefore: number;
}

/** XEN-OVR-07: a transport destroyed during an overrun and who rode in it. */
export interface LostTransport {
  readonly transport: string;
  readonly passengers: readonly string[];
}

/**
 * XEN-CA-04: where the assault is. Decision steps name the player who must choose; the others are
 * automatic and are run by `advanceAssault`.
 */
export type AssaultStep =
  | { readonly kind: 'join'; readonly player: PlayerId }
  | { readonly kind: 'reinforce'; readonly player: PlayerId }
  | { readonly kind: 'maneuver'; readonly player: PlayerId; readonly units?: readonly string[] }
  | { readonly kind: 'tally' }
  | { readonly kind: 'split'; readonly player: PlayerId }
  | { readonly kind: 'strike'; readonly side: AssaultSide; readonly player: PlayerId }
  /** XEN-BLD-24: after `side`'s strike collapsed a section, `player` leads the survivors out (then `cancel`). */
  | { readonly kind: 'escape'; readonly side: AssaultSide; readonly player: PlayerId }
  | { readonly kind: 'cancel'; readonly side: AssaultSide; readonly player: PlayerId }
  | { readonly kind: 'casualties'; readonly side: AssaultSide; readonly player: PlayerId }
  | { readonly kind: 'suppression' }
  | { readonly kind: 'suppression-die'; readonly player: PlayerId }
  | { readonly kind: 'markers' }
  | { readonly kind: 'flee'; readonly player: PlayerId }
  | { readonly kind: 'contact' }
  | { readonly kind: 'retreat'; readonly player: PlayerId }
  | { readonly kind: 'new-round' }
  | { readonly kind: 'overrun-end' }
  | { readonly kind: 'follow-up'; readonly player: PlayerId }
  | { readonly kind: 'ended'; readonly reason: AssaultEnd };

/** XEN-CA-36 / XEN-CA-37 / XEN-OVR-05 / XEN-OVR-06: why an assault ended. */
export type AssaultEnd = 'no-contact' | 'overrun-completed' | 'overrun-failed';

/**
 * XEN-CA-04 / XEN-OVR-03: a close assault (or overrun) in progress, as plain JSON the command layer keeps in
 * state and steps through. Per-round fields are cleared when a new round starts.
 */
export interface AssaultState {
  readonly id: string;
  readonly kind: AssaultKind;
  readonly attacker: PlayerId;
  readonly defender: PlayerId;
  /** From 1. */
  readonly round: number;
  readonly step: AssaultStep;
  readonly participants: readonly AssaultParticipant[];
  /** XEN-TRANS-11: models that disembarked from transports to begin it (disadvantaged in round 1). */
  readonly disembarked: readonly string[];
  /** XEN-CA-31 / XEN-CA-32: the attacker's direction of approach (a unit vector), if known. */
  readonly approach?: Vec2;
  /** XEN-OVR-01: the overrunning unit and the unit it overruns. */
  readonly overrun?: { readonly unit: string; readonly target: string };
  /** XEN-CA-09 / XEN-CP-12: units brought in this round by command points. */
  readonly reinforcements: readonly string[];
  /** XEN-CA-05 / XEN-CA-08: maneuvers still owed this round (drawn-in units reply). */
  readonly maneuvers: readonly { readonly player: PlayerId; readonly units: readonly string[] }[];
  readonly pools: readonly UnitPool[];
  readonly splits: readonly DefenceChoice[];
  readonly strikes: readonly Strike[];
  readonly casualties: readonly RoundCasualties[];
  readonly tests: readonly AssaultTest[];
  /** XEN-CP-14: units whose owner bought the extra suppression die this round. */
  readonly extraDice: readonly string[];
  readonly lostTransports: readonly LostTransport[];
  /** XEN-TITAN-26: power the titans put into close-assault weapons this round (declared with the split). */
  readonly titanPower?: readonly TitanAssaultPower[];
  /** XEN-BLD-36 / XEN-BLD-37: a section-to-section assault (both sides get the building bonuses). */
  readonly sectionAssault?: boolean;
  /** XEN-BLD-34 / R51: a titan's overrun of the unit inside this building section. */
  readonly burst?: Occupancy;
  /** XEN-BLD-23 / XEN-BLD-24: sections the last strike collapsed whose escapes are still to resolve, first first. */
  readonly escapes?: readonly PendingEscape[];
  /** XEN-BLD-30: units in buildings whose owner chose not to join this assault on a building. */
  readonly declined?: readonly string[];
  /** XEN-BLD-07: building sections units of this assault were driven from (fled or retreated out of). */
  readonly vacated?: readonly (Occupancy & { readonly unit: string })[];
}

/** XEN-TITAN-26: power one titan puts into one of its close-assault weapons for this round. */
export interface TitanAssaultPower {
  /** The titan model. */
  readonly titan: string;
  readonly weapon: string;
  readonly power: number;
}

/** XEN-BLD-32 / XEN-BLD-33: what one unit's attack dice did to a building section in a strike. */
export interface BuildingStrike extends Occupancy {
  /** The striking unit. */
  readonly unit: string;
  readonly dice: readonly number[];
  /** The building's CAD: its Armor. */
  readonly cad: number;
  readonly successes: number;
  /** Structure points it lost, and what it has left. */
  readonly lost: number;
  readonly structure: number;
  readonly collapsed: boolean;
  /** XEN-BLD-23: models inside that failed their escape roll (removed when the escape resolves). */
  readonly trapped: readonly string[];
}

/** XEN-CA-17: the causes of disadvantage in close assault. */
export type DisadvantageCause = 'suppressed' | 'overrun' | 'firing-orders' | 'disembarked';

/** XEN-CA-01 / XEN-CA-02: one close assault found after a move: the attacking and defending units. */
export interface CloseAssaultGroup {
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  /** XEN-BLD-28 / XEN-BLD-36: declared by the active player (units in buildings), not found after a move. */
  readonly declared?: boolean;
  /** XEN-BLD-36 / XEN-BLD-37: a section-to-section assault. */
  readonly sectionAssault?: boolean;
}
