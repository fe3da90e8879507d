import { opponentOf, setStage, type XenocideDraft } from '../../context';
import type { XenocideState } from '../../state';

/** Objectives each player places: XEN-SCEN-07 (Seize Ground: 2) and XEN-SCEN-22 (Command Centers: 3). */
export function objectivesPerPlayer(scenario: XenocideState['scenario']): number {
  return scenario === 'seize-ground' ? 2 : scenario === 'command-centers' ? 3 : 0;
}

/** XEN-SCEN-01: the pre-game steps in order once the scenario is known. */
export function afterScenario(draft: XenocideDraft): void {
  const state = draft as XenocideState;
  switch (state.scenario) {
    case 'seize-ground':
      setStage(draft, { kind: 'roll-off', purpose: 'objectives' });
      return;
    case 'invasion':
      setStage(draft, { kind: 'roll-off', purpose: 'roles' });
      return;
    default:
      // Attrition (XEN-SCEN-06) and Command Centers (whose objectives are measured from the owner's edge,
      // so sides are settled first: see docs/decisions.md).
      return sidesStage(draft);
  }
}

/** XEN-SCEN-03/04: the other player chooses when one set up the terrain; otherwise a roll-off. */
export function sidesStage(draft: XenocideDraft): void {
  const setter = (draft as XenocideState).terrainSetBy;
  setStage(
    draft,
    setter
      ? { kind: 'choose-edge', player: opponentOf(draft as XenocideState, setter) }
      : { kind: 'roll-off', purpose: 'table-sides' },
  );
}
