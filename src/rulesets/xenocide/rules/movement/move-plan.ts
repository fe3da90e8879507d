import type { PlayerId, Rejection, Vec2 } from 'sandtable';
import type { MoveMode } from './allowance';
import type { FeatureCrossing, Locomotion } from './terrain-effects';
import type { MoverTraits } from './traits';

/** XEN-MOVE-01 / R42: one model's validated move: its declared path and what may slow it. */
export interface ModelStep {
  readonly model: string;
  /** Index in its unit's `models`. */
  readonly index: number;
  readonly profile: string;
  readonly traits: MoverTraits;
  readonly radius: number;
  readonly locomotion: Locomotion;
  /** The declared path, start included (a teleport: start and destination). */
  readonly path: readonly Vec2[];
  readonly length: number;
  /** R42: the allowance terrain losses are fractions of (before road bonus). */
  readonly base: number;
  /** XEN-MOVE-01: the most the model may move: base + road bonus − transport penalty. */
  readonly allowance: number;
  readonly crossings: readonly FeatureCrossing[];
  readonly facing?: number;
}

/** XEN-TRANS-02 / R39: whether a transport takes on or lets off models before or after its own move. */
export type TransportTiming = 'start' | 'end';

/** XEN-TRANS-02/05: a model boarding a transport. */
export interface EmbarkStep {
  readonly model: string;
  readonly index: number;
  readonly transport: string;
  readonly timing: TransportTiming;
  /** XEN-TRANS-06: it began more than 4" from the transport, which may not move again this turn. */
  readonly far?: true;
}

/** XEN-TRANS-02/04/07/13: a model leaving a transport, placed at `at`. */
export interface DisembarkStep {
  readonly model: string;
  readonly index: number;
  readonly transport: string;
  readonly at: Vec2;
  readonly timing: TransportTiming;
  /** XEN-TRANS-07: released from a transport flying high, anywhere along its move. */
  readonly released?: true;
}

/** XEN-TERR-03 / R42: one test die to roll: one per model profile per difficult or dangerous feature. */
export interface TerrainTest {
  readonly feature: number;
  readonly profile: string;
  readonly titan: boolean;
  /** Inches one loss fraction of 1 is worth for this profile (R42). */
  readonly base: number;
}

/** XEN-MOVE / XEN-TERR / XEN-TRANS: a move-unit command after validation, everything the dice then resolve. */
export interface MovePlan {
  readonly unit: string;
  readonly unitIndex: number;
  readonly player: PlayerId;
  readonly mode: MoveMode;
  /** The unit's altitude after the move (XEN-TERR-20/22). */
  readonly highAfter: boolean;
  /** Entering from reserve (XEN-SCEN-20) or a flyer returning (XEN-TERR-29). */
  readonly entering?: 'reserve' | 'return';
  readonly leaveTable: boolean;
  readonly steps: readonly ModelStep[];
  readonly embarks: readonly EmbarkStep[];
  readonly disembarks: readonly DisembarkStep[];
  /** Units whose transports may not move again this turn (XEN-TRANS-06). */
  readonly lockTransportsOf: readonly string[];
  readonly tests: readonly TerrainTest[];
  /** XEN-TERR-34: the teleport needs a d6 ≤ 4. */
  readonly teleportTest: boolean;
  /** XEN-TERR-35 / XEN-STAT-21: no test, only because a friendly recon model sees every destination. */
  readonly teleportSpotted?: true;
  /** XEN-CP-13: pay 1 CP now. */
  readonly buySuppressedMove: boolean;
  /** XEN-TITAN-11: titan models that pay 1 power for this jump or teleport. */
  readonly titanPower: readonly number[];
}

/** XEN-MOVE-01: why a move is refused, with its stable code and the rule ID in its message. */
export type MoveRejection = Rejection;

/** XEN-MOVE-01: builds a rejection (code, message naming the rule, optional command path). */
export function refuse(code: Rejection['code'], message: string, path?: (string | number)[]): MoveRejection {
  return path ? { code, message, path } : { code, message };
}
