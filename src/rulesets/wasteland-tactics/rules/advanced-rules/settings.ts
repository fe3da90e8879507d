import type { WastelandState } from '../../state';
import type { AdvancedSettings } from '../../state/advanced';

/** The advanced rules when the setup enables none (every one off). */
export const NO_ADVANCED_RULES: AdvancedSettings = {
  firingPositions: false,
  occupyBuildings: false,
  battlefieldConditions: 'off',
  advantages: false,
  fubarEffect: 'all-others',
  footprintMargin: 0.1,
};

/** The advanced rules in force in a game. */
export function advancedOf(state: WastelandState): AdvancedSettings {
  return state.settings.advanced ?? NO_ADVANCED_RULES;
}
