import { castDraft } from 'immer';
import type { Dice } from 'sandtable';
import { draftModel, isLoaded, type XenocideContext, type XenocideDraft } from '../../context';
import type { XenocideState } from '../../state';
import { removeModel } from '../movement/casualties';
import { destroyTransport } from '../movement/destroy-transport';
import type { BuildingEffect } from './building-effects';

/**
 * The only writes of the building rules. XEN-BLD-19 / XEN-BLD-23 / XEN-BLD-24 / XEN-BLD-34: writes the model
 * effects to the draft, in order: killed models are removed (`model-removed`, `unit-eliminated` for a last
 * model; a loaded transport is destroyed with its passengers' dice when `ctx` has dice), escaping or
 * entering models are moved, and a titan's status is set. Building effects go through
 * `buildingsAfterEffects`, whose result the caller stores wherever the buildings are kept.
 */
export function applyBuildingEffects(
  draft: XenocideDraft,
  base: XenocideState,
  effects: readonly BuildingEffect[],
  ctx: Pick<XenocideContext, 'emit'> & { readonly dice?: Dice },
): void {
  for (const e of effects) {
    if (e.kind === 'model-killed') {
      const dice = ctx.dice;
      if (isLoaded(draft, e.model) && dice) destroyTransport(draft, base, e.model, { emit: ctx.emit, dice });
      else removeModel(draft, base, e.unit, e.model, e.cause, ctx);
    } else if (e.kind === 'model-moved') {
      const model = draftModel(draft, e.model, e.unit);
      if (model) {
        model.x = e.to.x;
        model.y = e.to.y;
      }
    } else if (e.kind === 'titan-damaged') {
      const model = draftModel(draft, e.model, e.unit);
      if (model?.titan) model.titan = castDraft({ ...e.status });
    }
  }
}
