import type { PlayerId, Vec2 } from 'sandtable';
import type { AssaultParticipant, AssaultSide, AssaultState, AssaultStep } from '../../state/assault';
import type { Occupancy } from '../../state/buildings';

/** XEN-CA-04: the decision steps of {@link AssaultStep}: a player must choose before the assault goes on. */
export type AssaultDecisionKind =
  | 'join'
  | 'reinforce'
  | 'maneuver'
  | 'split'
  | 'strike'
  | 'escape'
  | 'cancel'
  | 'casualties'
  | 'suppression-die'
  | 'flee'
  | 'retreat'
  | 'follow-up';

/** XEN-CA-01 / XEN-CA-02: what {@link startCloseAssault} needs. */
export interface CloseAssaultSpec {
  readonly id: string;
  /** XEN-CA-02: the player whose units advanced to begin it. */
  readonly attacker: PlayerId;
  readonly defender: PlayerId;
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  /** R45: the attacking units that moved into it (default: every attacking unit). */
  readonly initiators?: readonly string[];
  /** XEN-TRANS-11: models disembarked from transports to begin it (not by teleport, XEN-TRANS-13). */
  readonly disembarked?: readonly string[];
  readonly approach?: Vec2;
  /** XEN-BLD-36: a declared section-to-section assault. */
  readonly sectionAssault?: boolean;
  /** XEN-BLD-30: an assault on a building: first, units in buildings within 4" may join (attacker asked first). */
  readonly join?: boolean;
}

function participant(unit: string, side: AssaultSide, initiator: boolean): AssaultParticipant {
  return { unit, side, joinedBy: 'start', joinedRound: 1, initiator, status: 'fighting' };
}

const EMPTY_ROUND = {
  reinforcements: [],
  maneuvers: [],
  pools: [],
  splits: [],
  strikes: [],
  casualties: [],
  tests: [],
  extraDice: [],
} as const;

/**
 * XEN-CA-01 / XEN-CA-02 / XEN-CA-04 / XEN-BLD-30: a close assault at round 1, step 1: the defender maneuvers
 * first (XEN-CA-05); an assault on a building first asks who joins it. Run `advanceAssault` to reach the first decision.
 * @example startCloseAssault({ id: 'ca-1', attacker: 'red', defender: 'blue', attackers: ['red.c1.u1'], defenders: ['blue.c2.u1'] })
 */
export function startCloseAssault(spec: CloseAssaultSpec): AssaultState {
  const initiators = spec.initiators ?? spec.attackers;
  return {
    id: spec.id,
    kind: 'close-assault',
    attacker: spec.attacker,
    defender: spec.defender,
    round: 1,
    step: spec.join ? { kind: 'join', player: spec.attacker } : { kind: 'maneuver', player: spec.defender },
    participants: [
      ...spec.attackers.map((u) => participant(u, 'attacker', initiators.includes(u))),
      ...spec.defenders.map((u) => participant(u, 'defender', false)),
    ],
    disembarked: [...(spec.disembarked ?? [])],
    ...(spec.approach ? { approach: spec.approach } : {}),
    ...EMPTY_ROUND,
    lostTransports: [],
    ...(spec.sectionAssault ? { sectionAssault: true } : {}),
  };
}

/** XEN-OVR-03: what {@link startOverrun} needs. */
export interface OverrunSpec {
  readonly id: string;
  readonly attacker: PlayerId;
  readonly defender: PlayerId;
  /** The overrunning unit. */
  readonly unit: string;
  /** The unit it overruns. */
  readonly target: string;
  /** XEN-OVR-06: the direction the overrunning unit was moving in (a unit vector). */
  readonly approach?: Vec2;
  /** XEN-BLD-34 / R51: a titan overrunning the unit inside this building section. */
  readonly burst?: Occupancy;
}

/**
 * XEN-OVR-03 / R8: an overrun as one close-assault round of steps 2–8 with the moving player as attacker:
 * no maneuver, no further round, no follow-up.
 */
export function startOverrun(spec: OverrunSpec): AssaultState {
  return {
    id: spec.id,
    kind: 'overrun',
    attacker: spec.attacker,
    defender: spec.defender,
    round: 1,
    step: { kind: 'tally' },
    participants: [participant(spec.unit, 'attacker', true), participant(spec.target, 'defender', false)],
    disembarked: [],
    ...(spec.approach ? { approach: spec.approach } : {}),
    overrun: { unit: spec.unit, target: spec.target },
    ...EMPTY_ROUND,
    lostTransports: [],
    ...(spec.burst ? { burst: spec.burst } : {}),
  };
}

/** XEN-CA-36: the assault with its per-round records cleared for round `round`. */
export function clearRound(assault: AssaultState, round: number): AssaultState {
  const { titanPower: _, ...rest } = assault;
  return { ...rest, ...EMPTY_ROUND, round };
}
