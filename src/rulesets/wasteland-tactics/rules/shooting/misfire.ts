import { castDraft } from 'immer';
import type { WastelandContext } from '../../events';
import type { Weapon } from '../../schemas/weapon';
import type { Hit, UnitState, WastelandState } from '../../state';
import { setStage, type WastelandDraft } from '../../state';
import type { Misfire } from '../../state/advanced';
import { lifeModifier } from '../dice/modifiers';
import { unitsById } from '../units/units';
import { hitWounds, weaponDamage } from '../weapons/attack-dice';

/**
 * WT-SHOOT-09 / WT-SUR-65 / R25: failed Shoot rolls at a target in base contact with the shooter's units
 * each hit one of those units: queued for the target's owner to assign (at once when only one unit is
 * misfireTargets).
 */
export function queueMisfires(
  draft: WastelandDraft,
  ctx: WastelandContext,
  shooter: UnitState,
  target: UnitState,
  units: readonly UnitState[],
  weapons: readonly Weapon[],
): void {
  ctx.emit({ type: 'shots-went-astray', unit: shooter.id, target: target.id, count: weapons.length });
  const misfire: Misfire = {
    chooser: target.player,
    shooter: shooter.id,
    target: target.id,
    units: units.map((u) => u.id),
    weapons: [...weapons],
  };
  draft.misfires = castDraft([...(draft.misfires ?? []), misfire]);
}

/** The shooter's units a misfire may still hit (on the table). */
export function misfireTargets(state: WastelandState, misfire: Misfire): string[] {
  return misfire.units.filter((id) => unitsById.get(state, id)?.status === 'on-table');
}

/** R25: turns each failed roll into a hit (the weapon's Damage and rules, no visibility) on the unit named for it. */
export function assign(draft: WastelandDraft, misfire: Misfire, units: readonly string[]): void {
  const state = draft as WastelandState;
  const shooter = unitsById.get(state, misfire.shooter);
  const byUnit = new Map<string, Hit[]>();
  misfire.weapons.forEach((weapon, i) => {
    const id = units[i];
    const unit = id === undefined ? undefined : unitsById.get(state, id);
    if (!unit || !shooter) return;
    const damage = weaponDamage(state, shooter, weapon);
    const hit: Hit = {
      kind: 'life',
      modifier: lifeModifier(state, unit, { weapon, damage, action: 'shoot', attacker: shooter }),
      wounds: hitWounds(state, unit, weapon, false),
      autoFail: false,
    };
    byUnit.set(unit.id, [...(byUnit.get(unit.id) ?? []), hit]);
  });
  for (const [unitId, hits] of byUnit) {
    const unit = unitsById.get(state, unitId) as UnitState;
    draft.losses.push({ unit: unitId, owner: unit.player, cause: 'misfire', hits, byUnit: misfire.shooter });
  }
  draft.misfires = castDraft((state.misfires ?? []).slice(1));
}

/** Moves the first queued misfire along: assigned at once when one unit (or none) can take it; false when its chooser must decide. */
export function stepMisfire(draft: WastelandDraft, _ctx: WastelandContext): boolean {
  const state = draft as WastelandState;
  const misfire = state.misfires?.[0];
  if (!misfire) return true;
  const units = misfireTargets(state, misfire);
  if (units.length <= 1) {
    assign(
      draft,
      misfire,
      misfire.weapons.map(() => units[0] ?? ''),
    );
    return true;
  }
  setStage(draft, { kind: 'misfire', player: misfire.chooser, unit: misfire.target });
  return false;
}
