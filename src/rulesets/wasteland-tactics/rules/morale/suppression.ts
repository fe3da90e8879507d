import type { WastelandContext } from '../../events';
import { type Weapon, weaponRuleValue } from '../../schemas/weapon';
import type { UnitState, WastelandDraft, WastelandState } from '../../state';
import { directionAway, forcedMove } from '../movement/forced-move';
import { footprints, isVehicle, unitsById } from '../units/units';
import { exemptVehicle } from './exemption';
import { addMarker } from './markers';
import { moraleWillRoll } from './morale-test';

function isScary(weapon: Weapon): boolean {
  return (
    weaponRuleValue(weapon, 'Terrifying') !== undefined ||
    weaponRuleValue(weapon, 'Suppressive') !== undefined
  );
}

/**
 * R48: counts the Suppressive/Terrifying weapons `shooter` fired at `target` in the activation in progress and
 * says whether the target still owes its one Will test of the activation (marking it taken when `test`).
 * Outside an activation every volley is its own.
 */
function recordVolley(
  draft: WastelandDraft,
  shooter: string,
  target: string,
  fired: number,
  test: boolean,
): { readonly fired: number; readonly due: boolean } {
  const activation = draft.activation;
  if (!activation) return { fired, due: true };
  activation.suppression ??= [];
  const records = activation.suppression;
  let record = records.find((r) => r.shooter === shooter && r.target === target);
  if (!record) {
    record = { shooter, target, fired: 0, tested: false };
    records.push(record);
  }
  record.fired += fired;
  const due = !record.tested;
  if (test) record.tested = true;
  return { fired: record.fired, due };
}

/**
 * WT-WSR-16/17/18 / R48: once per activation, a unit hit by Suppressive or Terrifying weapons makes one Will
 * roll (right after the action that scored the hit) at −X of the most severe weapon that hit (Terrifying
 * before Suppressive, then highest X), −1 more for each other such weapon the firing unit fired at it this
 * activation, hit or miss; failing it gains a marker (Suppressive) or makes a Forced Move directly away from
 * the firing unit (Terrifying).
 */
export function suppressionTest(
  draft: WastelandDraft,
  ctx: WastelandContext,
  shooter: UnitState,
  target: UnitState,
  volley: { readonly hit: readonly Weapon[]; readonly fired: readonly Weapon[] },
): void {
  const state = draft as WastelandState;
  const scary = volley.hit.filter(isScary).map((w) => ({
    terrifying: weaponRuleValue(w, 'Terrifying'),
    suppressive: weaponRuleValue(w, 'Suppressive'),
  }));
  const fired = volley.fired.filter(isScary).length;
  if (fired === 0) return;
  const current = unitsById.get(state, target.id);
  const hitOnTable = scary.length > 0 && current?.status === 'on-table';
  const vehicle = hitOnTable && isVehicle(state, current);
  const record = recordVolley(draft, shooter.id, target.id, fired, hitOnTable);
  if (!hitOnTable || !record.due || !current) return;
  // WT-SUR-56: a Vehicle/Monster takes no Suppressive or Terrifying Will roll (no marker, no Forced Move).
  if (vehicle)
    return exemptVehicle(
      ctx,
      current.id,
      'morale-test',
      scary.some((w) => w.terrifying !== undefined) ? 'terrifying' : 'suppressive',
    );
  const terrifying = scary.filter((w) => w.terrifying !== undefined).map((w) => w.terrifying as number);
  const worst =
    terrifying.length > 0 ? Math.max(...terrifying) : Math.max(...scary.map((w) => w.suppressive ?? 0));
  const others = record.fired - 1;
  const penalty = worst + others;
  const purpose = terrifying.length > 0 ? 'terrifying' : 'suppressive';
  if (
    moraleWillRoll(draft, ctx, current, purpose, -penalty, [
      terrifying.length > 0 ? 'WT-WSR-17' : 'WT-WSR-16',
      ...(others > 0 ? ['WT-WSR-18'] : []),
    ])
  )
    return;
  if (terrifying.length === 0)
    return addMarker(draft, ctx, target.id, 'failed a Suppressive Will roll (WT-WSR-16)');
  const away = directionAway(state, footprints(state, shooter), current);
  forcedMove(draft, ctx, target.id, away, 'failed a Terrifying Will roll (WT-WSR-17)');
}
