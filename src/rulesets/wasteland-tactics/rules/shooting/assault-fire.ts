import type { Vec2 } from 'sandtable';
import { hasWeaponRule } from '../../schemas/weapon';
import type { UnitState, WastelandState } from '../../state';
import type { MovePlan } from '../movement/move-check';
import { areEnemies, profileOf, unitsById } from '../units/units';
import { shootProblem } from './targets';

/** The unit as it would stand after a Move plan (a hypothetical state for checks made before moving). */
export function afterMove(
  state: WastelandState,
  unit: UnitState,
  plan: { readonly moved: readonly { readonly model: string; readonly to: Vec2 }[] },
): { state: WastelandState; unit: UnitState } {
  const to = new Map(plan.moved.map((m) => [m.model, m.to]));
  const moved: UnitState = {
    ...unit,
    models: unit.models.map((m) => {
      const end = to.get(m.id);
      return end ? { ...m, x: end.x, y: end.y } : m;
    }),
  };
  return { state: { ...state, units: state.units.map((u) => (u.id === unit.id ? moved : u)) }, unit: moved };
}

/** WT-WSR-05 / R49: why the unit may not fire its Assault weapons at the target after this Move, or undefined. */
export function assaultFireProblem(
  state: WastelandState,
  unit: UnitState,
  plan: Pick<MovePlan, 'moved'>,
  targetId: string,
): string | undefined {
  if (unit.assaultFired) return `${unit.name} has already fired its Assault weapons this round (WT-WSR-05).`;
  if (!profileOf(state, unit).weapons.some((w) => hasWeaponRule(w, 'Assault')))
    return `${unit.name} has no Assault weapon (WT-WSR-05).`;
  const target = unitsById.get(state, targetId);
  if (!target || !areEnemies(state, unit.player, target.player)) return `'${targetId}' is not an enemy unit.`;
  const there = afterMove(state, unit, plan);
  return shootProblem(there.state, there.unit, target);
}
