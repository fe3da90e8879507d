import type { DecisionSpec } from 'sandtable/kit';
import type { WastelandCommand } from '../commands/schema';
import { recoverCommands } from '../rules/recovery/recovery';
import { unitName } from '../rules/units/units';
import type { WastelandTacticsPrompt } from '../schemas/prompts';
import { withStanding } from '../standing';
import type { Stage, WastelandState } from '../state';

/** WT-SUR-33: a unit that passed its Medic/Repair roll returns a destroyed model or restores a wound. */
export const recoverDecision: DecisionSpec<
  WastelandState,
  WastelandCommand,
  WastelandTacticsPrompt,
  Extract<Stage, { kind: 'recover' }>
> = {
  accepts: ['recover'],
  rules: ['WT-SUR-33'],
  prompt: (state, stage) => [
    {
      player: stage.player,
      kind: 'recover',
      message: `${unitName(state, stage.unit)} passed its Medic/Repair roll: return a destroyed model or restore a wound (WT-SUR-33).`,
      constraints: { unit: stage.unit },
    },
  ],
  legal: (state, player, stage) =>
    withStanding(state, player, stage.player === player ? recoverCommands(state, player) : []),
};
