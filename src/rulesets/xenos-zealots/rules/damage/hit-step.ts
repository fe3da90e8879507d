import type { Vec2 } from 'sandtable';
import type { ModelState, XzState } from '../../state';
import { attacksFromAbove } from '../geometry';
import type { XzStep } from '../queue';

/**
 * One hit on one model, resolved in full (XZ-SAVE-01 … XZ-SAVE-10, XZ-DMG-03 … XZ-DMG-09, XZ-SMU-06 … XZ-SMU-17,
 * R7 … R11, and for an assault hit XZ-ASLT-11): the owner's save (D6 + AV of the facing attacked ≥ AP stops it; the owner may spend a Command re-roll
 * on a failed save), the wound table, the suppressed flag, removal, the morale check of R10 (or, for a
 * single-model unit, R11), and for a large model one roll-off per structure point lost.
 */
export interface HitStep extends XzStep {
  readonly kind: 'hit';
  /** The unit and model hit. */
  readonly unit: string;
  readonly model: string;
  /** The attacking unit and the weapon's name, AP and Damage (XZ-WPN-02, XZ-WPN-03). */
  readonly attacker: string;
  readonly weapon: string;
  readonly ap: number;
  readonly damage: number;
  /** R12: the attacker's measuring point (the firing weapon's mount point, the striking model's centre). */
  readonly from: Vec2;
  /** R12 / R3: from above, or an off-table strike: Rear & Top armour. */
  readonly top?: boolean;
  /** XZ-ASLT-12: an assault hit; a suppressed result (no wounds) costs the model one attack in this assault. */
  readonly assault?: boolean;
}

/**
 * R12: `{ top: true }` when the attacking model stands above the struck model's top (its hit takes Rear & Top
 * armour), else nothing; spread into {@link hitStep}'s argument.
 */
export function aboveOf(state: XzState, attacker: ModelState, struck: ModelState): { top?: true } {
  return attacksFromAbove(attacker, struck, state.scenario.terrain, state.params.levelHeight)
    ? { top: true }
    : {};
}

/** Builds a hit step. */
export function hitStep(hit: Omit<HitStep, 'kind'>): HitStep {
  return { kind: 'hit', ...hit };
}
