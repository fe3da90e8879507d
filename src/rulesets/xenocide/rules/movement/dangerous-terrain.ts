import type { PlayerId, Vec2 } from 'sandtable';
import { draftModel, isLoaded, type XenocideContext, type XenocideDraft } from '../../context';
import type { TerrainFeature, XenocideState } from '../../state';
import { removeModel } from './casualties';
import { destroyTransport } from './destroy-transport';
import type { ModelStep } from './move-plan';
import type { FeatureCrossing } from './terrain-effects';
import { isInside } from './terrain-effects';

/** XEN-TERR-06: a dangerous-terrain test die (titans: the modified die) of this or more triggers attacks. */
export const DANGEROUS_TRIGGER = 4;

/** XEN-TERR-05 / R42: how far a model actually got after the dice. */
export interface Travelled {
  readonly step: ModelStep;
  /** Inches travelled along its declared path. */
  readonly stop: number;
  readonly end: Vec2;
  /** XEN-TERR-05: the 2" into the feature that slowed it took the model farther than its loss let it. */
  readonly slowedEntry?: boolean;
}

/**
 * XEN-TERR-06/09/18 / R42: whether a model suffers a terrain attack from one feature: it moved into a
 * dangerous feature whose test die (titans: modified) was 4–6, or into an intrinsically dangerous one;
 * a skimmer or jumper passing over an intrinsically dangerous feature only if it ends inside it.
 */
export function suffersTerrainAttack(
  feature: TerrainFeature,
  crossing: FeatureCrossing,
  travelled: Travelled,
  testDie: number | undefined,
): boolean {
  if (crossing.effect === 'over') {
    return (
      feature.intrinsicallyDangerous && !travelled.step.locomotion.flying && isInside(travelled.end, feature)
    );
  }
  const entered = crossing.entry < travelled.stop - 1e-9;
  if (!entered) return false;
  return (
    feature.intrinsicallyDangerous || (crossing.effect === 'dangerous' && (testDie ?? 0) >= DANGEROUS_TRIGGER)
  );
}

/**
 * XEN-TERR-06/07/08 / XEN-TITAN-10 / R33 / R43: rolls one CA attack die against a model (CAD counted as
 * min(CAD, 6), unmodified, no save) and applies it: the model dies (a loaded transport via
 * `destroyTransport`), or a titan loses 1 core (and its deflectors at core 0; at core 0 already it dies).
 * No suppression test follows.
 */
export function rollTerrainAttack(
  draft: XenocideDraft,
  base: XenocideState,
  target: { readonly unit: string; readonly model: string; readonly cad: number },
  player: PlayerId,
  ctx: Pick<XenocideContext, 'emit' | 'dice'>,
): void {
  const roll = ctx.dice.roll({
    purpose: 'dangerous-terrain',
    count: 1,
    sides: 6,
    target: { per: 'die', op: 'atLeast', value: target.cad },
    rules: ['XEN-TERR-06', 'XEN-TERR-07'],
    player,
  });
  if ((roll.dice[0] ?? 0) < target.cad) return;
  const model = draftModel(draft, target.model, target.unit);
  if (!model || model.removed) return;
  if (model.titan && model.titan.core > 0) {
    model.titan.core -= 1;
    if (model.titan.core === 0) model.titan.layers = 0;
    return;
  }
  if (isLoaded(draft, model.id)) destroyTransport(draft, base, model.id, ctx);
  else removeModel(draft, base, target.unit, model.id, 'dangerous-terrain', ctx);
}
