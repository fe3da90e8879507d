import type { SqDraft, SqState, UnitState } from '../../state';
import type { CombatStep } from './combat-step';

/** The ids of a combat's units still fighting (on the table with a living model). */
export function fighting(state: SqState, ids: readonly string[]): string[] {
  return ids.filter((id) => {
    const u = state.units.find((x) => x.id === id);
    return u !== undefined && u.status === 'table' && u.models.some((m) => m.alive);
  });
}

/** The two sides of a combat still fighting. */
export function liveSides(state: SqState, step: CombatStep): { attackers: string[]; defenders: string[] } {
  return { attackers: fighting(state, step.attackers), defenders: fighting(state, step.defenders) };
}

/**
 * SQ-DEF-20: the combat's lone unit, the one every other unit fights: the defender of a multiple assault, the
 * attacker of a split assault, the defender of a one-against-one combat.
 */
export function loneUnit(attackers: readonly string[], defenders: readonly string[]): string {
  if (attackers.length > 1) return defenders[0] as string;
  if (defenders.length > 1) return attackers[0] as string;
  return defenders[0] as string;
}

/** A unit of a draft by id. */
export function unitIn(draft: SqDraft | SqState, id: string): UnitState {
  const u = (draft as SqState).units.find((x) => x.id === id);
  if (!u) throw new Error(`squad-pinning: no unit '${id}' in the combat`);
  return u as UnitState;
}
