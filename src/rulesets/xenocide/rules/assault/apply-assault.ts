import { castDraft } from 'immer';
import { rulesetBug } from 'sandtable/kit';
import {
  draftModel,
  draftUnit,
  isLoaded,
  modelsAboard,
  readable,
  sideIndex,
  type XenocideContext,
  type XenocideDraft,
} from '../../context';
import type { XenocideState } from '../../state';
import type { AssaultState } from '../../state/assault';
import { applyBuildingEffects } from '../buildings/apply-buildings';
import { buildingsAfterEffects } from '../buildings/building-effects';
import { isBuildingDestroyed, occupancyOf } from '../buildings/building-state';
import { terrainWithRuins } from '../buildings/ruins';
import { removeModel } from '../movement/casualties';
import { destroyTransport } from '../movement/destroy-transport';
import { setDugIn, setSuppressionMarkers } from '../shooting/apply-shooting';
import { powerWindowOf } from '../titans/repair';
import { type AdvanceResult, advanceAssault } from './advance';
import type { AssaultEffect, AssaultMoveReason } from './effects';

type Ctx = Pick<XenocideContext, 'emit' | 'dice'>;

/** The rules behind each kind of move in a close assault (the `unit-moved` event's own `rules`). */
const ASSAULT_MOVE_RULES: Readonly<Record<AssaultMoveReason, readonly string[]>> = {
  maneuver: ['XEN-CA-05', 'XEN-CA-06'],
  reinforcement: ['XEN-CA-09', 'XEN-CP-12'],
  flee: ['XEN-CA-31', 'XEN-CA-35'],
  retreat: ['XEN-CA-36'],
  'follow-up': ['XEN-CA-37'],
  overrun: ['XEN-OVR-05', 'XEN-OVR-06'],
};

/** The rules behind each CP use a close assault spends (the `cp-spent` event's own `rules`). */
const CP_USE_RULES: Readonly<Record<string, readonly string[]>> = {
  'reinforce-assault': ['XEN-CP-12', 'XEN-CA-09'],
  'suppression-die': ['XEN-CP-14'],
};

function modelOf(draft: XenocideDraft, unitId: string, modelId: string) {
  return draftModel(draft, modelId, unitId);
}

/**
 * The only writes of the close-assault rules. XEN-CA-27 / XEN-CA-31 / XEN-CA-35 / XEN-CA-37 / XEN-SUP-01 /
 * XEN-TRANS-15 / XEN-CP-12 / XEN-CP-14: writes a step's effects in order: models move (`unit-moved`),
 * passengers get out (`models-disembarked`), models are removed (`model-removed`; a loaded transport via
 * `destroyTransport`, which rolls its passengers' dice), titans take core and deflector damage, markers are
 * set, Dug In markers go and command points are paid (`cp-spent`). Units' activity is never touched
 * (XEN-CA-10). Passengers get in (`models-embarked`, XEN-TRANS-10/12) where their transport stands.
 */
export function applyAssaultEffects(
  draft: XenocideDraft,
  base: XenocideState,
  effects: readonly AssaultEffect[],
  ctx: Ctx,
): void {
  for (const effect of effects) {
    switch (effect.kind) {
      case 'models-moved': {
        // Riders move with their transport; nobody gets in or out during the move, so look them up once.
        const aboard = modelsAboard(draft);
        for (const move of effect.moves) {
          const model = modelOf(draft, effect.unit, move.model);
          if (!model || model.removed) continue;
          model.x = move.to.x;
          model.y = move.to.y;
          for (const id of aboard.get(move.model) ?? []) {
            const rider = draftModel(draft, id);
            if (rider) {
              rider.x = move.to.x;
              rider.y = move.to.y;
            }
          }
        }
        const unit = draftUnit(draft, effect.unit);
        ctx.emit({
          type: 'unit-moved',
          unit: effect.unit,
          mode: effect.mode,
          models: effect.moves.map((m) => ({
            model: m.model,
            from: { ...m.from },
            to: { ...m.to },
            path: m.path.map((p) => ({ ...p })),
          })),
          high: unit?.high ?? false,
          // XEN-CA-34: a unit fled (or retreated) by a special movement ability.
          rules:
            effect.mode !== 'normal' && (effect.reason === 'flee' || effect.reason === 'retreat')
              ? [...ASSAULT_MOVE_RULES[effect.reason], 'XEN-CA-34']
              : ASSAULT_MOVE_RULES[effect.reason],
        });
        break;
      }
      case 'models-disembarked': {
        for (const entry of effect.models) {
          const model = modelOf(draft, effect.unit, entry.model);
          if (!model || model.removed) continue;
          model.x = entry.at.x;
          model.y = entry.at.y;
          delete model.embarkedIn;
        }
        ctx.emit({
          type: 'models-disembarked',
          unit: effect.unit,
          transport: effect.transport,
          models: effect.models.map((m) => m.model),
          rules: [...effect.rules],
        });
        break;
      }
      case 'models-embarked': {
        const carrier = draftModel(draft, effect.transport);
        if (!carrier || carrier.removed) break;
        for (const id of effect.models) {
          const model = modelOf(draft, effect.unit, id);
          if (!model || model.removed) continue;
          model.embarkedIn = effect.transport;
          model.x = carrier.x;
          model.y = carrier.y;
        }
        ctx.emit({
          type: 'models-embarked',
          unit: effect.unit,
          transport: effect.transport,
          models: [...effect.models],
          rules: [...effect.rules],
        });
        break;
      }
      case 'model-killed': {
        const model = modelOf(draft, effect.unit, effect.model);
        if (!model || model.removed) break;
        if (isLoaded(draft, effect.model)) destroyTransport(draft, base, effect.model, ctx);
        else removeModel(draft, base, effect.unit, effect.model, effect.cause, ctx);
        break;
      }
      case 'titan-damaged': {
        const model = modelOf(draft, effect.unit, effect.model);
        if (model?.titan) {
          model.titan.core = effect.core;
          model.titan.layers = effect.layers;
        }
        break;
      }
      case 'titan-power-spent': {
        const model = modelOf(draft, effect.unit, effect.model);
        if (!model?.titan) break;
        model.titan.power = effect.left;
        ctx.emit({
          type: 'titan-power-spent',
          unit: effect.unit,
          model: effect.model,
          spent: effect.spent,
          left: effect.left,
          boost: 0,
          weapons: effect.weapons.map((w) => ({ ...w })),
          repairs: [],
          recharged: 0,
          // XEN-TITAN-05: in another company's activation a titan powers only the assault it is engaged in.
          rules:
            powerWindowOf(base, effect.unit, 'close-assault') === 'own-activation'
              ? ['XEN-TITAN-26']
              : ['XEN-TITAN-26', 'XEN-TITAN-05'],
        });
        break;
      }
      case 'building-changed':
        writeBuildingChange(draft, base, effect.effects, ctx);
        break;
      case 'markers-set':
        setSuppressionMarkers(draft, effect.unit, effect.markers);
        break;
      case 'dug-in-lost':
        setDugIn(draft, effect.unit, false);
        break;
      case 'cp-spent': {
        const side = draft.sides[sideIndex(base, effect.player)];
        if (!side) break;
        side.cp = Math.max(0, side.cp - effect.cp);
        const rules = CP_USE_RULES[effect.use];
        ctx.emit({
          type: 'cp-spent',
          player: effect.player,
          cp: effect.cp,
          use: effect.use,
          left: side.cp,
          ...(rules ? { rules } : {}),
        });
        break;
      }
    }
  }
}

/**
 * XEN-BLD-08 / XEN-BLD-18 / XEN-BLD-23 / XEN-BLD-31 / XEN-BLD-32: writes building effects met in a close
 * assault: the buildings' structure, collapse and occupancy (`unit-left-building` / `unit-entered-building`),
 * then the models (moved, killed, titan damage), then the rubble of any collapse (`building-ruined`).
 */
function writeBuildingChange(
  draft: XenocideDraft,
  base: XenocideState,
  effects: Parameters<typeof buildingsAfterEffects>[1],
  ctx: Ctx,
): void {
  const before = (readable(draft) as XenocideState).buildings ?? [];
  const after = buildingsAfterEffects(before, effects);
  for (const e of effects) {
    if (e.kind !== 'occupancy-changed') continue;
    const was = occupancyOf(before, e.unit);
    if (was) ctx.emit({ type: 'unit-left-building', unit: e.unit, ...was });
    if (e.to)
      ctx.emit({
        type: 'unit-entered-building',
        unit: e.unit,
        ...e.to,
        ...(e.rules ? { rules: e.rules } : {}),
      });
  }
  for (const e of effects) {
    if (e.kind !== 'section-collapsed') continue;
    const section = before.find((b) => b.id === e.building)?.sections.find((s) => s.id === e.section);
    for (const unit of section?.occupants ?? [])
      if (!effects.some((x) => x.kind === 'occupancy-changed' && x.unit === unit))
        ctx.emit({ type: 'unit-left-building', unit, building: e.building, section: e.section });
  }
  draft.buildings = castDraft(after);
  applyBuildingEffects(draft, base, effects, ctx);
  // XEN-BLD-08: a collapsed section (or a whole destroyed building) is impassable rubble that blocks sight.
  const collapsed = effects.filter((e) => e.kind === 'section-collapsed');
  if (collapsed.length === 0) return;
  draft.terrain = castDraft(terrainWithRuins(readable(draft).terrain as XenocideState['terrain'], after));
  for (const e of collapsed) {
    const building = after.find((b) => b.id === e.building);
    const destroyed = building !== undefined && isBuildingDestroyed(building);
    ctx.emit({
      type: 'building-ruined',
      building: e.building,
      section: e.section,
      feature: destroyed ? e.building : `${e.section}-ruins`,
      destroyed,
    });
  }
}

/**
 * XEN-CA-04: runs every automatic step from where `assault` stands (writing each step's effects) until a
 * player must decide or the assault is over, and returns the assault then. Call it after writing the
 * effects of each decision step.
 * @example const next = settleAssault(draft, ctx.base, result.assault, ctx);
 */
export function settleAssault(
  draft: XenocideDraft,
  base: XenocideState,
  assault: AssaultState,
  ctx: Ctx,
): AssaultState {
  let now = assault;
  for (let guard = 0; guard < 1000; guard++) {
    const state = readable(draft) as XenocideState;
    const step: AdvanceResult = advanceAssault(state, now, ctx.dice);
    applyAssaultEffects(draft, base, step.effects, ctx);
    now = step.assault;
    if (!step.progressed) return now;
  }
  throw rulesetBug(`xenocide: close assault ${assault.id} did not settle; this is an engine bug.`);
}
