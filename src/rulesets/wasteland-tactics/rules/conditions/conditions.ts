import type { WastelandContext } from '../../events';
import type { UnitState, WastelandDraft, WastelandState } from '../../state';
import type { ConditionId } from '../../state/advanced';
import { advancedOf } from '../advanced-rules/settings';
import { rollD10 } from '../dice/dice';
import { unitHas } from '../units/units';

/** WT-COND-02: the battlefield condition for a D10 face (1-4 normal, 5-6 limited visibility, 7 rain, 8 haunted, 9 corrosive, 10 dangerous ground). */
export function conditionForRoll(face: number): ConditionId {
  if (face <= 4) return 'normal';
  if (face <= 6) return 'limited-visibility';
  return (['rainy', 'haunted', 'corrosive', 'dangerous-ground'] as const)[face - 7] ?? 'normal';
}

/** WT-COND-01: when battlefield conditions are on, the agreed one applies, or a D10 is rolled on the table. */
export function rollBattlefieldCondition(draft: WastelandDraft, ctx: WastelandContext): void {
  const setting = advancedOf(draft as WastelandState).battlefieldConditions;
  if (setting === 'off') return;
  const die =
    setting === 'random'
      ? rollD10(ctx, 'battlefield condition (WT-COND-01)', ['WT-COND-01', 'WT-COND-02'])
      : undefined;
  const condition = die === undefined ? (setting as ConditionId) : conditionForRoll(die);
  draft.condition = condition;
  ctx.emit({ type: 'battlefield-condition', condition, ...(die === undefined ? {} : { die }) });
}

/** Whether a battlefield condition is in force. */
export function hasCondition(state: WastelandState, condition: ConditionId): boolean {
  return state.condition === condition;
}

/**
 * WT-COND-04 / WT-SUR-02 / R57: under Limited visibility, −1 Shoot per full 10" between the firing unit and
 * its target; Acute Senses ignore it. Returns the penalty as a positive number.
 */
export function limitedVisibilityPenalty(state: WastelandState, shooter: UnitState, gap: number): number {
  if (!hasCondition(state, 'limited-visibility') || unitHas(state, shooter, 'Acute Senses')) return 0;
  return Number.isFinite(gap) ? Math.floor(gap / 10 + 1e-9) : 0;
}

/** WT-COND-03 / WT-SUR-02 / R57: whether moving farther than 6" in this Move or Fight counts as Dangerous Terrain 9+. */
export function limitedVisibilityHazard(state: WastelandState, unit: UnitState, farthest: number): boolean {
  return (
    hasCondition(state, 'limited-visibility') && !unitHas(state, unit, 'Acute Senses') && farthest > 6 + 1e-9
  );
}

/** WT-COND-06 / WT-SUR-16: Haunted: −1 on every Will roll, except for Fearless units. */
export function hauntedPenalty(state: WastelandState, unit: UnitState): number {
  return hasCondition(state, 'haunted') && !unitHas(state, unit, 'Fearless') ? 1 : 0;
}

/** WT-COND-07: Corrosive atmosphere: −1 on every Life roll. */
export function corrosivePenalty(state: WastelandState): number {
  return hasCondition(state, 'corrosive') ? 1 : 0;
}
