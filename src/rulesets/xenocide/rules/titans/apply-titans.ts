import { castDraft } from 'immer';
import { draftModel, type XenocideDraft } from '../../context';
import type { TitanStatus } from '../../state';
import type { TitanActivation } from './activation-power';
import type { PowerPlanResult } from './resolve-power-plan';

/**
 * The only writes of the titan rules. XEN-TITAN-01: sets a titan model's status (core, power, layers,
 * boost this turn); a model that is not a titan is left alone.
 */
export function applyTitanStatus(draft: XenocideDraft, modelId: string, status: TitanStatus): void {
  const model = draftModel(draft, modelId);
  if (model?.titan) model.titan = castDraft({ ...status });
}

/** XEN-TITAN-02 / XEN-TITAN-03: writes the titans' statuses after their company's activation began. */
export function applyTitanActivations(draft: XenocideDraft, activations: readonly TitanActivation[]): void {
  for (const a of activations) applyTitanStatus(draft, a.model, a.status);
}

/** XEN-TITAN-04: writes a resolved power plan: the titan's power, core, layers and boost this turn. */
export function applyPowerPlan(draft: XenocideDraft, result: PowerPlanResult): void {
  applyTitanStatus(draft, result.titan, result.status);
}
