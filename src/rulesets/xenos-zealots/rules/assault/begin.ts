import type { XzDraft, XzState } from '../../state';
import { woundsLeft } from '../morale';
import { enqueueLast } from '../queue';
import type { StrikeOrderStep } from './strike-order';

/** What an assault starts from: the charging unit, the unit it assaults, the obstacles its leader crossed (R30). */
export interface ChargeStart {
  readonly charger: string;
  readonly defender: string;
  readonly crossed: readonly string[];
}

/**
 * XZ-ASLT-07 / R10 / R32 / R33: opens the assault after the charge move: records each unit's wound total (for
 * Step Five), counts one lost attack for each model already suppressed (R10: a suppressed flag costs one assault
 * attack), and queues Step Two.
 */
export function startAssault(draft: XzDraft, start: ChargeStart): void {
  const state = draft as XzState;
  const lostAttacks: Record<string, number> = {};
  const startWounds: Record<string, number> = {};
  for (const id of [start.charger, start.defender]) {
    const unit = state.units.find((u) => u.id === id);
    if (!unit) continue;
    startWounds[id] = woundsLeft(unit);
    for (const m of unit.models) if (m.alive && m.suppressed) lostAttacks[m.id] = 1;
  }
  draft.assault = { lostAttacks, charger: start.charger, defender: start.defender, startWounds };
  const step: StrikeOrderStep = {
    kind: 'assault-strike-order',
    charger: start.charger,
    defender: start.defender,
    crossed: [...start.crossed],
  };
  enqueueLast(draft, step);
}
