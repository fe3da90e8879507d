import type { Dice, PlayerId } from 'sandtable';
import type { TitanStatus } from '../../state';
import { titanDamage } from '../shooting/casualties';

/** XEN-TITAN-27 / R31: a deflector blocks a close-assault hit on d6 ≤ 4 while a layer remains. */
export const CA_DEFLECTOR_SAVE = 4;

/** XEN-TITAN-21 / XEN-TITAN-22 / XEN-TITAN-28: a titan after some unblocked hits. */
export interface TitanHitOutcome {
  readonly status: TitanStatus;
  readonly destroyed: boolean;
  /** Hits after its destruction, which do nothing. */
  readonly lost: number;
}

/**
 * XEN-TITAN-21 / XEN-TITAN-22 / XEN-TITAN-28 / R30: each unblocked hit (shooting or close assault) takes 1
 * core level; at core 0 the titan loses every deflector layer, and one more hit destroys it.
 * @example damageTitan({ core: 1, power: 0, layers: 2, boostThisTurn: 0 }, 1).status.layers // 0
 */
export function damageTitan(status: TitanStatus, hits: number): TitanHitOutcome {
  const damage = titanDamage(status.core, status.layers, hits);
  return {
    status: { ...status, core: damage.core, layers: damage.layers },
    destroyed: damage.destroyed,
    lost: damage.lost,
  };
}

/** XEN-TITAN-10 / XEN-TERR-07 / R33: a titan's CAD against terrain attacks, whatever its printed CAD. */
export const TITAN_TERRAIN_CAD = 6;

/** XEN-TITAN-10 / R43: terrain attacks rolled against a titan and what they did (no save of any kind). */
export interface TitanTerrainAttacks extends TitanHitOutcome {
  readonly rolls: readonly number[];
  readonly hits: number;
}

/**
 * XEN-TITAN-10 / XEN-BLD-34 / R43 / R51: rolls `count` terrain attack dice at a titan: each 6 takes 1 core
 * level instead of destroying it (a titan already at core 0 is destroyed); no deflector or other save.
 */
export function rollTitanTerrainAttacks(
  dice: Dice,
  status: TitanStatus,
  count: number,
  player?: PlayerId,
  purpose = 'dangerous-terrain',
): TitanTerrainAttacks {
  if (count <= 0) return { status, destroyed: false, lost: 0, rolls: [], hits: 0 };
  const roll = dice.roll({
    purpose,
    count,
    sides: 6,
    target: { per: 'die', op: 'atLeast', value: TITAN_TERRAIN_CAD },
    rules: purpose === 'titan-burst' ? ['XEN-BLD-34', 'XEN-TITAN-10'] : ['XEN-TERR-06', 'XEN-TITAN-10'],
    ...(player === undefined ? {} : { player }),
  });
  const hits = roll.dice.filter((d) => d >= TITAN_TERRAIN_CAD).length;
  return { ...damageTitan(status, hits), rolls: roll.dice, hits };
}

/** XEN-TITAN-27 / XEN-TITAN-28: close-assault hits on a titan, hit by hit. */
export interface TitanAssaultHits extends TitanHitOutcome {
  /** The deflector dice, one per hit rolled against a standing layer. */
  readonly deflectorRolls: readonly number[];
  readonly blocked: number;
}

/**
 * XEN-TITAN-27 / XEN-TITAN-28 / R31: close-assault hits on a titan, one at a time: while a layer stands a
 * d6 ≤ 4 blocks the hit and the layer falls; an unblocked hit takes 1 core level, and one at core 0
 * destroys it. The assault layer's casualty step does the same for assigned kills.
 */
export function resolveTitanAssaultHits(
  dice: Dice,
  status: TitanStatus,
  hits: number,
  player?: PlayerId,
): TitanAssaultHits {
  let now = status;
  let destroyed = false;
  let lost = 0;
  let blocked = 0;
  const deflectorRolls: number[] = [];
  for (let i = 0; i < hits; i++) {
    if (destroyed) {
      lost += 1;
      continue;
    }
    if (now.layers > 0) {
      const face = dice.roll({
        purpose: 'close-assault-deflector',
        sides: 6,
        rules: ['XEN-TITAN-27'],
        target: { per: 'die', op: 'atMost', value: CA_DEFLECTOR_SAVE },
        ...(player === undefined ? {} : { player }),
      }).dice[0] as number;
      deflectorRolls.push(face);
      if (face <= CA_DEFLECTOR_SAVE) {
        now = { ...now, layers: now.layers - 1 };
        blocked += 1;
        continue;
      }
    }
    const outcome = damageTitan(now, 1);
    now = outcome.status;
    destroyed = outcome.destroyed;
  }
  return { status: now, destroyed, lost, deflectorRolls, blocked };
}
