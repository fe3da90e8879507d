import type { WastelandContext } from '../../events';
import { type Weapon, weaponRuleValue } from '../../schemas/weapon';
import type { UnitState, WastelandDraft, WastelandState } from '../../state';
import { directionAway, forcedMove } from '../movement/forced-move';
import { footprints, isVehicle, unitsById } from '../units/units';
import { addMarker } from './markers';
import { moraleWillRoll } from './morale-test';

/**
 * WT-WSR-16/17/18 / R48: a unit hit by Suppressive or Terrifying weapons makes one Will roll at −X of the
 * most severe (Terrifying before Suppressive, then highest X), −1 more per other such weapon; failing it
 * gains a marker (Suppressive) or makes a Forced Move directly away from the firing unit (Terrifying).
 */
export function suppressionTest(
  draft: WastelandDraft,
  ctx: WastelandContext,
  shooter: UnitState,
  target: UnitState,
  weapons: readonly Weapon[],
): void {
  const state = draft as WastelandState;
  const current = unitsById.get(state, target.id);
  if (current?.status !== 'on-table' || isVehicle(state, current)) return;
  const scary = weapons
    .map((w) => ({
      terrifying: weaponRuleValue(w, 'Terrifying'),
      suppressive: weaponRuleValue(w, 'Suppressive'),
    }))
    .filter((w) => w.terrifying !== undefined || w.suppressive !== undefined);
  if (scary.length === 0) return;
  const terrifying = scary.filter((w) => w.terrifying !== undefined).map((w) => w.terrifying as number);
  const worst =
    terrifying.length > 0 ? Math.max(...terrifying) : Math.max(...scary.map((w) => w.suppressive ?? 0));
  const penalty = worst + scary.length - 1;
  const purpose = terrifying.length > 0 ? 'terrifying' : 'suppressive';
  if (
    moraleWillRoll(draft, ctx, current, purpose, -penalty, [
      terrifying.length > 0 ? 'WT-WSR-17' : 'WT-WSR-16',
      ...(scary.length > 1 ? ['WT-WSR-18'] : []),
    ])
  )
    return;
  if (terrifying.length === 0)
    return addMarker(draft, ctx, target.id, 'failed a Suppressive Will roll (WT-WSR-16)');
  const away = directionAway(state, footprints(state, shooter), current);
  forcedMove(draft, ctx, target.id, away, 'failed a Terrifying Will roll (WT-WSR-17)');
}
