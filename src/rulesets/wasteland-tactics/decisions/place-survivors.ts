import type { DecisionSpec } from 'sandtable/kit';
import type { WastelandCommand } from '../commands/schema';
import { autoSurvivorsCommand } from '../rules/transport/survivors';
import { unitName } from '../rules/units/units';
import type { WastelandTacticsPrompt } from '../schemas/prompts';
import { withStanding } from '../standing';
import type { Stage, WastelandState } from '../state';

/** WT-SUR-55: the units of a destroyed transport are placed within 3" of it. */
export const placeSurvivorsDecision: DecisionSpec<
  WastelandState,
  WastelandCommand,
  WastelandTacticsPrompt,
  Extract<Stage, { kind: 'place-survivors' }>
> = {
  accepts: ['place-survivors'],
  rules: ['WT-SUR-55'],
  prompt: (state, stage) => [
    {
      player: stage.player,
      kind: 'place-survivors',
      message: `${unitName(state, stage.unit)}'s transport is destroyed: place its models within 3" of it (WT-SUR-55).`,
      constraints: { unit: stage.unit },
    },
  ],
  legal(state, player, stage) {
    if (stage.player !== player) return withStanding(state, player, []);
    const command = autoSurvivorsCommand(state);
    return withStanding(state, player, command ? [command] : []);
  },
};
