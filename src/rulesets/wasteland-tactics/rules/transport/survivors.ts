import { castDraft } from 'immer';
import type { WastelandCommand } from '../../commands/schema';
import type { WastelandContext } from '../../events';
import type { WastelandState } from '../../state';
import { setStage, type WastelandDraft } from '../../state';
import { liveModels, unitsById } from '../units/units';
import { type Carrier, findCarrier } from './carriers';
import { autoPlacementNear } from './embark';

/** The carrier a displaced unit leaves: found even once destroyed (a unit's last positions, a building's ruins). */
export function formerCarrier(state: WastelandState, id: string): Carrier | undefined {
  const carrier = findCarrier(state, id);
  if (carrier) return carrier;
  const unit = unitsById.get(state, id);
  return unit ? { kind: 'unit', id, unit } : undefined;
}

/** WT-SUR-55: moves the first displaced unit along; false when its owner must place it. */
export function stepDisplaced(draft: WastelandDraft, _ctx: WastelandContext): boolean {
  const state = draft as WastelandState;
  const next = state.displaced?.[0];
  if (!next) return true;
  const unit = unitsById.get(state, next.unit);
  if (unit?.status !== 'embarked' || liveModels(unit).length === 0) {
    draft.displaced = castDraft((state.displaced ?? []).slice(1));
    return true;
  }
  setStage(draft, { kind: 'place-survivors', player: unit.player, unit: unit.id });
  return false;
}

/** A place-survivors command for the unit waiting (every model if a placement is found, else none). */
export function autoSurvivorsCommand(state: WastelandState): WastelandCommand | undefined {
  const stage = state.stage;
  const next = state.displaced?.[0];
  if (stage.kind !== 'place-survivors' || !next) return undefined;
  const unit = unitsById.get(state, stage.unit);
  const carrier = formerCarrier(state, next.carrier);
  if (!unit || !carrier) return undefined;
  const models = autoPlacementNear(state, unit, carrier) ?? [];
  return { type: 'place-survivors', player: stage.player, unit: unit.id, models };
}
