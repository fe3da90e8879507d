import type { WastelandContext } from '../../events';
import type { Weapon } from '../../schemas/weapon';
import type { UnitState, WastelandDraft, WastelandState } from '../../state';
import { embarkedUnits } from '../transport/carriers';
import { rollAttack } from '../weapons/attack-dice';

/**
 * WT-SUR-36 / R30: each Area Effect or Spray weapon that attacked an Open transport (or building) attacks every
 * unit embarked in it once more; all their models count as visible.
 */
export function openFire(
  draft: WastelandDraft,
  ctx: WastelandContext,
  shooter: UnitState,
  target: UnitState,
  weapons: readonly Weapon[],
): void {
  for (const weapon of weapons)
    for (const passengers of embarkedUnits(draft as WastelandState, target.id)) {
      const result = rollAttack(draft, ctx, {
        action: 'shoot',
        shooter,
        model: shooter.id,
        target: passengers,
        weapon,
        rules: ['WT-SUR-36'],
      });
      if (result.hits.length > 0)
        draft.losses.push({
          unit: passengers.id,
          owner: passengers.player,
          by: shooter.player,
          byUnit: shooter.id,
          cause: 'shoot',
          hits: result.hits,
        });
    }
}
