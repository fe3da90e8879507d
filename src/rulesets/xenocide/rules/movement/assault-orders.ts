import type { UnitState } from '../../state';

/**
 * XEN-MOVE-05 / XEN-MOVE-09 / XEN-TITAN-12: whether `unit`'s move may end within 4" of an enemy unit,
 * assaulting it: on Assault orders, or a titan on Fire and Move orders, which may shoot and then move into
 * a close assault. Other units on firing orders stay out of enemy zones of control (the engine's ruling).
 */
export function mayAssaultByMoving(unit: UnitState): boolean {
  if (unit.order === 'assault') return true;
  return unit.order === 'fire-and-move' && unit.models.some((m) => !m.removed && m.titan !== undefined);
}
