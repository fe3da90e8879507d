import type { Dice, PlayerId } from 'sandtable';
import type { AoeShotHits } from '../../state/shooting';
import { rollXd3 } from './d3';

/** XEN-AOE-01..04: options of {@link rollAoeHits}. */
export interface AoeSpec {
  /** X of the weapon's AOE Xd3. */
  readonly x: number;
  /** Successful to-hit dice. */
  readonly hits: number;
  /** Misses by exactly 1 (XEN-AOE-04). */
  readonly splashes: number;
  /** XEN-AOE-03 / R38: models in the target unit when the attack is rolled; undefined (a building) for no cap. */
  readonly cap?: number;
  readonly player?: PlayerId;
}

/**
 * XEN-AOE-01..04 / R38: each AOE hit becomes Xd3 hits (X d6 halved rounding up, summed), each splash
 * becomes X hits without a roll, and each is capped at the models in the target unit; excess is lost.
 * @example rollAoeHits(dice, { x: 2, hits: 1, splashes: 0, cap: 5 }) // one 2d3 roll, at most 5 hits
 */
export function rollAoeHits(dice: Dice, spec: AoeSpec): AoeShotHits[] {
  const cap = (n: number) => (spec.cap === undefined ? n : Math.min(n, spec.cap));
  const out: AoeShotHits[] = [];
  for (let i = 0; i < spec.hits; i++) {
    const roll = rollXd3(dice, spec.x, 'aoe-hits', spec.player);
    out.push({ kind: 'hit', d6: roll.d6, rolled: roll.total, hits: cap(roll.total) });
  }
  for (let i = 0; i < spec.splashes; i++)
    out.push({ kind: 'splash', d6: [], rolled: spec.x, hits: cap(spec.x) });
  return out;
}
