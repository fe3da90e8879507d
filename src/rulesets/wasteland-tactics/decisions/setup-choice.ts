import type { WastelandCommand } from '../commands/schema';
import { strongestLeaders } from '../rules/advantages/advantages';
import { withStanding } from '../standing';
import type { WastelandState } from '../state';
import type { WastelandDecision } from '../tables';

/** WT-ADV-11/12: a Terrible commander names the leader that loses its Leadership; Traitors orders its units. */
export const setupChoiceDecision: WastelandDecision<'setup-choice'> = {
  accepts: ['choose-units'],
  rules: ['WT-ADV-01'],
  prompt: (_state, stage) => [
    {
      player: stage.player,
      kind: 'setup-choice',
      message:
        stage.choice === 'traitors'
          ? 'Traitors: list your units in the order the D10 is rolled for them; the first to roll a 1 defects (WT-ADV-12).'
          : 'Terrible commander: name which of your tied leaders loses its Leadership (WT-ADV-11).',
      constraints: { choice: stage.choice },
      rules: [stage.choice === 'traitors' ? 'WT-ADV-12' : 'WT-ADV-11'],
    },
  ],
  legal: (state, player, stage) =>
    withStanding(
      state,
      player,
      stage.player === player ? setupChoiceCommands(state, player, stage.choice) : [],
    ),
};

/** WT-ADV-11/12: the tied leaders one by one, or the units in list order (and reversed) for the Traitors roll. */
function setupChoiceCommands(
  state: WastelandState,
  player: string,
  choice: 'terrible-commander' | 'traitors',
): WastelandCommand[] {
  const mine = state.units.filter((u) => u.player === player && u.status !== 'destroyed');
  if (choice === 'traitors') {
    const ids = mine.map((u) => u.id);
    return [
      { type: 'choose-units', player, units: ids },
      { type: 'choose-units', player, units: [...ids].reverse() },
    ];
  }
  return strongestLeaders(state, player).map((u) => ({
    type: 'choose-units' as const,
    player,
    units: [u.id],
  }));
}
