import type { Dice, PlayerId } from 'sandtable';
import type { SaveRoll } from '../../state/shooting';

/** XEN-SAVE-02: a hit as saves see it. */
export interface SavableHit {
  readonly id: number;
  readonly strength: number;
  readonly shieldBreaker?: boolean;
  readonly ignoresCover?: boolean;
}

/** XEN-TITAN-17 / R31: a deflector save blocks a hit on d6 ≤ 4 while a layer remains. */
export const DEFLECTOR_SAVE = 4;

/** XEN-TITAN-17..20: a titan's deflector step: the roll, the hits blocked and the layers left. */
export interface DeflectorSaves {
  readonly roll: SaveRoll;
  readonly layers: number;
}

/**
 * XEN-TITAN-17 / XEN-TITAN-19 / XEN-TITAN-20 / R31: the deflector step of a titan's saves, one hit at a
 * time: a Shield Breaker hit strips a layer with no save; otherwise, while a layer remains, d6 ≤ 4 blocks
 * the hit and strips a layer when the die is also ≤ the weapon's Strength.
 */
export function rollDeflectorSaves(
  dice: Dice,
  hits: readonly SavableHit[],
  layers: number,
  player?: PlayerId,
): DeflectorSaves {
  let left = layers;
  const rolled: number[] = [];
  const faces: number[] = [];
  const saved: number[] = [];
  for (const hit of hits) {
    if (left <= 0) break;
    if (hit.shieldBreaker) {
      left -= 1;
      continue;
    }
    const face = dice.roll({
      purpose: 'deflector-save',
      sides: 6,
      rules: ['XEN-TITAN-17', 'XEN-TITAN-18'],
      target: { per: 'die', op: 'atMost', value: DEFLECTOR_SAVE },
      ...(player === undefined ? {} : { player }),
    }).dice[0] as number;
    rolled.push(hit.id);
    faces.push(face);
    if (face <= DEFLECTOR_SAVE) {
      saved.push(hit.id);
      if (face <= hit.strength) left -= 1;
    }
  }
  return {
    roll: { step: 'deflector', target: DEFLECTOR_SAVE, hits: rolled, dice: faces, saved },
    layers: left,
  };
}
