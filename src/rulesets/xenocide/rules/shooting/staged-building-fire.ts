import type { PlayerId } from 'sandtable';
import {
  type AoeCombination,
  COMBINE_COUNT,
  combineAoeHits,
  whyBadAoeCombination,
} from '../buildings/aoe-combining';
import type { BuildingHit, BuildingHits } from '../buildings/building-fire';
import type { EscapeRoll } from '../buildings/escape';
import type { OccupantDice } from '../buildings/occupant-damage';
import type { StructureDamage } from '../buildings/structure-damage';
import type { ShootingRefusal } from './eligibility';
import type { AttackInProgress } from './staged-attack';
import type { WeaponFire } from './weapon-system';

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

/** XEN-BLD-17: whether the attack a stage holds is a shot at a building (not at units). */
export function isBuildingFire(
  attack: AttackInProgress | BuildingFireInProgress | undefined,
): attack is BuildingFireInProgress {
  return attack !== undefined && 'kind' in attack && attack.kind === 'building-fire';
}

/** XEN-BLD-20: the AOE hits per Strength, ascending. */
export function aoeHitCounts(hits: readonly BuildingHit[]): AoeHitCount[] {
  const counts = new Map<number, number>();
  for (const h of hits) if (h.aoe) counts.set(h.strength, (counts.get(h.strength) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([strength, count]) => ({ strength, count }));
}

/** XEN-BLD-20: whether the attacker has a combining choice: 3 or more AOE hits share a Strength. */
export function hasAoeCombinationChoice(hits: readonly BuildingHit[]): boolean {
  return aoeHitCounts(hits).some((c) => c.count >= COMBINE_COUNT);
}

/**
 * XEN-BLD-20 / R50: why the attacker's answer to a `combine-aoe-hits` decision is refused, or the fire with
 * the hits combined (resume it from there).
 */
export function answerAoeCombination(
  fire: BuildingFireInProgress,
  plan: AoeCombination,
): (ShootingRefusal & { readonly path?: readonly (string | number)[] }) | BuildingFireInProgress {
  if (fire.decision?.kind !== 'combine-aoe-hits')
    return {
      code: 'illegal-action',
      message: 'No AOE hits on a building wait to be combined now (XEN-BLD-20).',
    };
  const why = whyBadAoeCombination(fire.hits, plan);
  if (why)
    return {
      code: why.code === 'out-of-range' ? 'out-of-range' : 'illegal-action',
      message: `${why.message.replace(/\s*\(XEN-BLD-20\)\.?$/, '')}; combine only AOE hits the prompt lists, 3 of one Strength per time, or send [] (XEN-BLD-20).`,
      path: ['plan', ...(why.path ?? [])],
    };
  const { decision: _d, ...rest } = fire;
  return { ...rest, combination: plan, hits: combineAoeHits(fire.hits, plan) };
}
