import type { WastelandContext } from '../../events';
import type { Loss, UnitState, WastelandDraft, WastelandState } from '../../state';
import { resolveBuildingLoss } from '../buildings/buildings';
import { rollTest } from '../dice/dice';
import { modelTouchesEnemy } from '../measuring/measure';
import { draftUnitsById, liveModels, profileOf, unitHas, unitsById } from '../units/units';
import { interceptedByBodyguards, queueBodyguardLosses } from './bodyguards';
import { destroyModel } from './destroy';
import { lossRules } from './loss-rules';

/** The models the next hit of a loss may go to (WT-SHOOT-08 visible, WT-FIGHT-11 not in contact first, R6 Tough focus). */
export function casualtyCandidates(state: WastelandState, unit: UnitState, loss: Loss): string[] {
  let candidates = liveModels(unit);
  if (loss.visible) candidates = candidates.filter((m) => loss.visible?.includes(m.id));
  if (loss.model !== undefined) candidates = candidates.filter((m) => m.id === loss.model);
  if (loss.cause === 'fight') {
    const away = candidates.filter((m) => !modelTouchesEnemy(state, unit, m));
    if (away.length > 0) candidates = away;
  }
  const focus =
    unit.toughFocus === undefined || loss.sniper
      ? undefined
      : candidates.find((m) => m.id === unit.toughFocus);
  return focus ? [focus.id] : candidates.map((m) => m.id);
}

/** Whether the owner has a real choice for this loss (more than one model could be picked). */
export function lossNeedsChoice(state: WastelandState, loss: Loss): boolean {
  const unit = unitsById.get(state, loss.unit);
  if (unit?.status !== 'on-table' && unit?.status !== 'embarked') return false;
  return casualtyCandidates(state, unit, loss).length > 1;
}

/**
 * WT-SHOOT-07 / WT-FIGHT-11 / R6: resolves the first queued loss one hit at a time: each hit goes to the
 * first eligible model of the owner's `order`; a Life roll (or an automatic failure) decides it; a failure
 * removes 1 wound or Deadly X, capped at the model's wounds (WT-WSR-08/09).
 */
export function resolveLoss(
  draft: WastelandDraft,
  ctx: WastelandContext,
  order: readonly string[] | undefined,
): void {
  const loss = draft.losses.shift() as Loss | undefined;
  if (!loss) return;
  const state = draft as WastelandState;
  if (!unitsById.get(state, loss.unit)) return resolveBuildingLoss(draft, ctx, loss);
  let remaining = loss.hits.length;
  const guards = new Map<string, number>();
  for (const hit of loss.hits) {
    const unit = unitsById.get(state, loss.unit);
    if (unit?.status !== 'on-table' && unit?.status !== 'embarked') break;
    const candidates = casualtyCandidates(state, unit, loss);
    if (candidates.length === 0) break;
    remaining -= 1;
    if (hit.kind === 'life' && interceptedByBodyguards(draft, ctx, unit, loss, guards)) continue;
    const chosen = order?.find((id) => candidates.includes(id)) ?? (candidates[0] as string);
    const target = draftUnitsById.require(draft, unit.id);
    if (loss.by !== undefined) target.lastHitBy = loss.by;
    const cause = loss.cause === 'fight' ? 'fight' : loss.cause;
    if (hit.kind === 'remove') {
      // WT-SUR-18: a Fearless unit of Tough models loses a wound instead of a model.
      const model = target.models.find((m) => m.id === chosen);
      if (loss.cause === 'fearless' && unitHas(state, unit, 'Tough') && model && model.wounds > 1) {
        model.wounds -= 1;
        target.toughFocus = chosen;
        ctx.emit({ type: 'wound-lost', unit: unit.id, model: chosen, wounds: model.wounds });
      } else destroyModel(draft, ctx, unit.id, chosen, cause, loss.by);
      continue;
    }
    const tough = unitHas(state, unit, 'Tough');
    const before = target.models.find((m) => m.id === chosen);
    // WT-SUR-49 / R6: a Tough model that has taken a roll takes every later one.
    const extra = tough && target.toughFocus === chosen && !loss.sniper ? ['WT-SUR-49'] : [];
    // WT-WSR-09: on a failure, Deadly wounds beyond the Tough model's remaining wounds are lost.
    const excess = tough && before !== undefined && hit.wounds > before.wounds ? ['WT-WSR-09'] : [];
    const life = hit.autoFail
      ? { die: null, needed: 11, passed: false, rules: [...lossRules(loss, true), ...extra] }
      : rollTest(ctx, {
          purpose: `life roll (${chosen})`,
          target: profileOf(state, unit).life,
          modifier: hit.modifier,
          rules: [...lossRules(loss), ...extra],
          player: unit.player,
          summary: 'WT-SUM-03',
        });
    ctx.emit({
      type: 'test-rolled',
      unit: unit.id,
      test: 'life',
      purpose: loss.cause,
      needed: life.needed,
      die: life.die,
      passed: life.passed,
      rules: [...(life.rules ?? []), ...(life.passed ? [] : excess)],
    });
    if (tough) target.toughFocus = chosen;
    if (life.passed) continue;
    target.failedLife = true;
    const model = target.models.find((m) => m.id === chosen);
    if (!model) continue;
    model.wounds -= Math.min(hit.wounds, model.wounds);
    if (model.wounds > 0) {
      ctx.emit({ type: 'wound-lost', unit: unit.id, model: chosen, wounds: model.wounds });
      continue;
    }
    delete target.toughFocus;
    destroyModel(draft, ctx, unit.id, chosen, cause, loss.by);
    if (loss.cause === 'fight' && loss.byUnit !== undefined)
      draft.fightKills.push({ victim: unit.id, killer: loss.byUnit });
  }
  if (remaining > 0)
    ctx.emit({
      type: 'hits-lost',
      unit: loss.unit,
      count: remaining,
      reason: 'no eligible model left (WT-SHOOT-08)',
    });
  queueBodyguardLosses(draft, guards);
}
