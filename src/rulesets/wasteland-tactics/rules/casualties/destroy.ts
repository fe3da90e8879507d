import { castDraft } from 'immer';
import { geometry, type PlayerId } from 'sandtable';
import type { WastelandContext } from '../../events';
import type { ModelState, UnitState, WastelandDraft, WastelandState } from '../../state';
import { corrosivePenalty } from '../conditions/conditions';
import { rollD10, rollTest } from '../dice/dice';
import { withRules } from '../rule-ids';
import {
  draftUnitsById,
  footprint,
  isVehicle,
  liveModels,
  profileOf,
  unitRule,
  unitsById,
} from '../units/units';
import { causeRules } from './loss-rules';

/**
 * Removes a model. A destroyed Vehicle/Monster model may explode (WT-SUR-68); if not, it stays as a wreck:
 * Difficult Terrain that blocks sight (WT-SUR-67 / R31). The unit is destroyed with its last model.
 */
export function destroyModel(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  modelId: string,
  cause: string,
  by?: PlayerId,
): void {
  const unit = draftUnitsById.require(draft, unitId);
  const model = unit.models.find((m) => m.id === modelId);
  if (!model?.alive) return;
  model.alive = false;
  model.wounds = 0;
  ctx.emit({ type: 'model-destroyed', unit: unitId, model: modelId, cause, ...withRules(causeRules(cause)) });
  const state = draft as WastelandState;
  const current = unitsById.get(state, unitId);
  if (current && isVehicle(state, current) && explodes(draft, ctx, current, model)) {
    // R31: an exploding model leaves no wreck.
  } else if (current && isVehicle(state, current)) {
    const r = profileOf(state, current).base / 2;
    draft.terrain.push({
      id: `wreck-${modelId}`,
      name: 'Wreck',
      polygon: {
        points: Array.from({ length: 8 }, (_, i) => ({
          x: model.x + r * Math.sin((Math.PI * i) / 4),
          y: model.y + r * Math.cos((Math.PI * i) / 4),
        })),
      },
      height: profileOf(state, current).height,
      difficult: true,
      dangerous: 0,
      impassible: false,
      concealment: false,
      cover: false,
      blocksVisibility: true,
      building: false,
      wreck: true,
    });
    ctx.emit({ type: 'wreck-left', unit: unitId, model: modelId, terrain: `wreck-${modelId}` });
  }
  if (current && liveModels(current).length === 0) destroyUnit(draft, ctx, unitId, cause, by);
}

/**
 * WT-SUR-68 / R31: a destroyed Vehicle/Monster X rolls a D10; on X+ every model even partly within 4" (friend
 * or foe) makes a Life roll at −1: a failure destroys it, or takes one wound from a Tough model.
 */
function explodes(draft: WastelandDraft, ctx: WastelandContext, unit: UnitState, model: ModelState): boolean {
  const state = draft as WastelandState;
  const x = unitRule(state, unit, 'Vehicle/Monster');
  if (x === undefined || x <= 0) return false;
  const die = rollD10(ctx, `explosion (${model.id})`, ['WT-SUR-68'], unit.player);
  if (die < x) return false;
  const blast = { center: { x: model.x, y: model.y }, radius: profileOf(state, unit).base / 2 };
  const caught = state.units.flatMap((u) => {
    // WT-SUR-68: embarked models are caught too.
    if (u.status === 'embarked' && u.embarkedIn === unit.id)
      return liveModels(u).map((m) => ({ unit: u, model: m }));
    return u.status === 'on-table'
      ? liveModels(u)
          .filter((m) => geometry.isWithin(footprint(state, u, m), blast, 4))
          .map((m) => ({ unit: u, model: m }))
      : [];
  });
  for (const { unit: victim, model: m } of caught) {
    const test = rollTest(ctx, {
      purpose: `explosion (${m.id})`,
      target: profileOf(state, victim).life,
      modifier: -1 - corrosivePenalty(state),
      rules: corrosivePenalty(state) > 0 ? ['WT-SUR-68', 'WT-COND-07'] : ['WT-SUR-68'],
      player: victim.player,
    });
    ctx.emit({
      type: 'test-rolled',
      unit: victim.id,
      test: 'life',
      purpose: 'explosion',
      needed: test.needed,
      die: test.die,
      passed: test.passed,
      rules: test.rules ?? [],
    });
    if (test.passed) continue;
    const target = draftUnitsById.require(draft, victim.id);
    target.failedLife = true;
    const live = target.models.find((d) => d.id === m.id);
    if (live && live.wounds > 1) {
      live.wounds -= 1;
      ctx.emit({ type: 'wound-lost', unit: victim.id, model: m.id, wounds: live.wounds });
    } else
      destroyModel(
        draft,
        ctx,
        victim.id,
        m.id,
        'caught in an explosion (WT-SUR-68)',
        unit.player === victim.player ? undefined : unit.lastHitBy,
      );
  }
  return true;
}

/** Marks a unit destroyed (its last model gone, or WT-MOR-03 / WT-MOVE-11), crediting `by` or its last attacker. */
export function destroyUnit(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  cause: string,
  by?: PlayerId,
): void {
  const unit = draftUnitsById.require(draft, unitId);
  if (unit.status === 'destroyed') return;
  for (const model of unit.models) {
    model.alive = false;
    model.wounds = 0;
  }
  unit.status = 'destroyed';
  delete unit.toughFocus;
  const credit = by ?? unit.lastHitBy;
  if (credit !== undefined) unit.destroyedBy = credit;
  ctx.emit({
    type: 'unit-destroyed',
    player: unit.player,
    unit: unitId,
    cause,
    ...withRules(causeRules(cause)),
  });
  if (draft.activation?.unit === unitId) draft.activation.next = draft.activation.actions.length;
  // WT-SUR-55 / R30: the passengers of a destroyed transport disembark (their owners place them).
  const passengers = draft.units.filter((u) => u.status === 'embarked' && u.embarkedIn === unitId);
  if (passengers.length > 0)
    draft.displaced = castDraft([
      ...(draft.displaced ?? []),
      ...passengers.map((u) => ({ unit: u.id, carrier: unitId })),
    ]);
}
