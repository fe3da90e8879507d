import { castDraft } from 'immer';
import type { WastelandContext } from '../../events';
import type { Loss, UnitState, WastelandDraft, WastelandState } from '../../state';
import { rollD10 } from '../dice/dice';
import { basesInContact } from '../measuring/measure';
import { footprints, isVehicle, liveModels, unitRule } from '../units/units';

/** The kinds of hit Bodyguards step in front of: shooting and melee (WT-SUR-10). */
const INTERCEPTABLE: readonly Loss['cause'][] = ['shoot', 'fight', 'psychic', 'misfire'];

/**
 * WT-SUR-10 / R58: the friendly Bodyguards unit (another unit, with a living model not yet spent) in base
 * contact with a model of the hit unit; the one with the most models left.
 */
function guardFor(
  state: WastelandState,
  unit: UnitState,
  spent: ReadonlyMap<string, number>,
): UnitState | undefined {
  if (isVehicle(state, unit)) return undefined;
  const mine = footprints(state, unit);
  return state.units
    .filter(
      (u) =>
        u.id !== unit.id &&
        u.player === unit.player &&
        u.status === 'on-table' &&
        unitRule(state, u, 'Bodyguards') !== undefined &&
        liveModels(u).length > (spent.get(u.id) ?? 0) &&
        footprints(state, u).some((g) => mine.some((c) => basesInContact(state, g, c))),
    )
    .sort(
      (a, b) =>
        liveModels(b).length - (spent.get(b.id) ?? 0) - (liveModels(a).length - (spent.get(a.id) ?? 0)),
    )[0];
}

/**
 * WT-SUR-10 / R5 / R58: before a shooting or melee hit's Life roll, a D10 is rolled for a guarded unit: on X
 * or more the hit is ignored and one Bodyguards model (its owner's choice) will be destroyed. `spent` counts
 * the Bodyguards models already promised, so each roll needs a living one. Returns whether the hit was stopped.
 */
export function interceptedByBodyguards(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unit: UnitState,
  loss: Loss,
  spent: Map<string, number>,
): boolean {
  if (!INTERCEPTABLE.includes(loss.cause) || unit.status !== 'on-table') return false;
  const state = draft as WastelandState;
  const guard = guardFor(state, unit, spent);
  const x = guard ? unitRule(state, guard, 'Bodyguards') : undefined;
  if (!guard || x === undefined) return false;
  const die = rollD10(ctx, `bodyguards (${guard.id})`, ['WT-SUR-10'], guard.player);
  const passed = die >= x;
  ctx.emit({
    type: 'test-rolled',
    unit: guard.id,
    test: 'bodyguard',
    purpose: `protect ${unit.id}`,
    needed: x,
    die,
    passed,
    rules: ['WT-SUR-10'],
  });
  if (passed) spent.set(guard.id, (spent.get(guard.id) ?? 0) + 1);
  return passed;
}

/** WT-SUR-10: the Bodyguards models promised are destroyed next, their owner choosing which. */
export function queueBodyguardLosses(draft: WastelandDraft, spent: ReadonlyMap<string, number>): void {
  const state = draft as WastelandState;
  const queued: Loss[] = [];
  for (const [id, count] of spent) {
    const guard = state.units.find((u) => u.id === id);
    if (guard)
      queued.push({
        unit: id,
        owner: guard.player,
        cause: 'bodyguard',
        hits: Array.from({ length: count }, () => ({ kind: 'remove' as const })),
      });
  }
  draft.losses.unshift(...castDraft(queued));
}
