import { profileOf } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import type { AssaultState, DisadvantageCause } from '../../state/assault';
import { assaultDisembarkCaaPenalty } from '../movement/passengers';
import { participantOf } from './participants';

/**
 * XEN-CA-17 / XEN-CA-40 / XEN-OVR-04 / XEN-TITAN-12 / R8 / R45: why a unit fights this round at a
 * disadvantage: it is suppressed; it overruns and is not on Assault orders; it moved in to begin the assault
 * on Fire and Move or Move and Fire orders (titans on Fire and Move excepted; defenders and CP
 * reinforcements never); or, in round 1, engaged models of it disembarked to begin it. Assault orders
 * carry no penalty.
 */
export function disadvantageCauses(
  state: XenocideState,
  assault: AssaultState,
  unit: UnitState,
  engaged: readonly string[],
): DisadvantageCause[] {
  const causes: DisadvantageCause[] = [];
  const entry = participantOf(assault, unit.id);
  if (unit.suppression > 0) causes.push('suppressed');
  if (assault.overrun?.unit === unit.id && unit.order !== 'assault') causes.push('overrun');
  const firing = unit.order === 'fire-and-move' || unit.order === 'move-and-fire';
  const titan = unit.models.some((m) => !m.removed && profileOf(state, m).kind === 'titan');
  const titanExempt = titan && unit.order === 'fire-and-move';
  if (
    assault.kind === 'close-assault' &&
    entry?.initiator === true &&
    entry.side === 'attacker' &&
    firing &&
    !titanExempt
  ) {
    causes.push('firing-orders');
  }
  if (assault.round === 1 && engaged.some((m) => assault.disembarked.includes(m))) causes.push('disembarked');
  return causes;
}

/**
 * XEN-CA-16 / XEN-TRANS-11 / R18 / R45: the dice a unit loses to disadvantage: one 1/3 reduction (rounded
 * down) of its dice however many causes apply; when the only cause is a first-round disembark, 1/3 of the
 * disembarked models' CAA.
 */
export function disadvantageLoss(
  causes: readonly DisadvantageCause[],
  dice: number,
  disembarkedCaa: number,
): number {
  if (causes.some((c) => c !== 'disembarked')) return Math.floor(dice / 3);
  if (causes.includes('disembarked')) return Math.min(dice, assaultDisembarkCaaPenalty(disembarkedCaa, 1));
  return 0;
}

/** XEN-CA-12 / XEN-CA-16 / R18: the most dice a unit may put into defence: 1/3 of them, or 1/2 when disadvantaged. */
export function maxDefenceDice(dice: number, disadvantaged: boolean): number {
  return disadvantaged ? Math.floor(dice / 2) : Math.floor(dice / 3);
}
